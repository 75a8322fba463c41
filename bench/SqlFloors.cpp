#include "SqlFloors.h"

#include "Report.h"
#include "SqlTrace.h"
#include "SqliteShell.h"

#include <QHash>
#include <QRegularExpression>

namespace SqlFloors {
namespace {

// A short name for a statement: what it reads, from the table it reads first.
QString shortName(const QString &sql)
{
    if (sql.contains(QLatin1String("models_fts MATCH")))
        return QStringLiteral("search");
    if (sql.contains(QLatin1String("user_favourites")))
        return QStringLiteral("favourites");
    if (sql.contains(QLatin1String("WHERE id IN (")))
        return QStringLiteral("table_rows");
    static const QRegularExpression from(QStringLiteral("\\bFROM\\s+([a-z_]+)"), QRegularExpression::CaseInsensitiveOption);
    const auto match = from.match(sql);
    return match.hasMatch() ? match.captured(1) : QStringLiteral("statement");
}

} // namespace

bool run(const QString &path, int models, int runs, QString *error)
{
    // One floor per statement, whichever phases ran it, named after the phase of its slowest run.
    QVector<SqlTrace::Statement> merged;
    QHash<QString, int> indexOf;
    for (const SqlTrace::Statement &statement : SqlTrace::statements()) {
        // Reading the catalogue again between sorts and closing the window are set-up, not figures.
        if (statement.tag == QLatin1String("reload") || statement.tag == QLatin1String("closing"))
            continue;
        const auto found = indexOf.constFind(statement.sql);
        if (found == indexOf.constEnd()) {
            indexOf.insert(statement.sql, int(merged.size()));
            merged.append(statement);
            continue;
        }
        SqlTrace::Statement &kept = merged[*found];
        kept.count += statement.count;
        kept.totalMs += statement.totalMs;
        if (statement.slowestMs > kept.slowestMs) {
            kept.slowestMs = statement.slowestMs;
            kept.slowestSql = statement.slowestSql;
            kept.tag = statement.tag;
        }
    }
    QHash<QString, int> used;
    for (const SqlTrace::Statement &statement : std::as_const(merged)) {
        QString name = statement.tag + QLatin1Char('_') + shortName(statement.sql);
        if (const int n = ++used[name]; n > 1)
            name += QLatin1Char('_') + QString::number(n);
        const auto shell = SqliteShell::times(path, statement.slowestSql, runs, error);
        if (!shell)
            return false;
        Report::times(QStringLiteral("sqlite3_floor_") + name, models, *shell,
                      {{QStringLiteral("program_ms"), Report::jsonNumber(statement.slowestMs)},
                       {QStringLiteral("program_runs"), QString::number(statement.count)},
                       {QStringLiteral("sql"), Report::jsonString(statement.slowestSql)}});
    }
    return true;
}

} // namespace SqlFloors
