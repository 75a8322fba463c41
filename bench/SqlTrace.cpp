#include "SqlTrace.h"

#include "FrameProbe.h"

#include <QHash>
#include <QMutex>
#include <QMutexLocker>

#include <sqlite3.h>

namespace SqlTrace {
namespace {

QMutex mutex;
QString currentTag = QStringLiteral("startup");
QVector<Statement> collected;
QHash<QString, int> indexOf;   // tag + '\n' + sql -> index into collected
QHash<void *, qint64> startedAt;   // statement -> when its first step began

int onTrace(unsigned type, void *, void *statement, void *)
{
    auto *stmt = static_cast<sqlite3_stmt *>(statement);
    // SQLite's own profile time is in whole milliseconds on Unix: the statement's start and end are
    // timed here instead, on the nanosecond clock.
    const qint64 now = FrameProbe::now();
    QMutexLocker lock(&mutex);
    if (type == SQLITE_TRACE_STMT) {
        if (!startedAt.contains(stmt))
            startedAt.insert(stmt, now);
        return 0;
    }
    if (type != SQLITE_TRACE_PROFILE)
        return 0;
    const qint64 started = startedAt.take(stmt);
    const double ms = started > 0 ? double(now - started) / 1e6 : 0;
    const QString sql = QString::fromUtf8(sqlite3_sql(stmt));
    // Transactions and pragmas are bookkeeping, not questions the views ask; FTS5 reads its own
    // tables with statements of its own, which are part of the MATCH query that runs them.
    const QString head = sql.trimmed().left(8).toUpper();
    if ((!head.startsWith(QLatin1String("SELECT")) && !head.startsWith(QLatin1String("WITH")))
        || sql.contains(QLatin1String("'main'.'")))
        return 0;
    const QString key = currentTag + QLatin1Char('\n') + sql;
    auto it = indexOf.find(key);
    if (it == indexOf.end()) {
        it = indexOf.insert(key, int(collected.size()));
        Statement s;
        s.tag = currentTag;
        s.sql = sql;
        collected.append(s);
    }
    Statement &s = collected[*it];
    ++s.count;
    s.totalMs += ms;
    if (ms >= s.slowestMs || s.slowestSql.isEmpty()) {
        char *expanded = sqlite3_expanded_sql(stmt);
        s.slowestSql = expanded ? QString::fromUtf8(expanded) : sql;
        sqlite3_free(expanded);
        s.slowestMs = ms;
    }
    return 0;
}

int onOpen(sqlite3 *db, const char **, const struct sqlite3_api_routines *)
{
    sqlite3_trace_v2(db, SQLITE_TRACE_STMT | SQLITE_TRACE_PROFILE, onTrace, nullptr);
    return SQLITE_OK;
}

} // namespace

void install()
{
    sqlite3_auto_extension(reinterpret_cast<void (*)()>(onOpen));
}

void setTag(const QString &tag)
{
    QMutexLocker lock(&mutex);
    currentTag = tag;
}

QVector<Statement> statements()
{
    QMutexLocker lock(&mutex);
    return collected;
}

} // namespace SqlTrace
