#include "Database.h"

#include "SqliteStatement.h"

#include <QDir>
#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>

#include <sqlite3.h>

namespace {

struct Migration
{
    int version;
    QString path;
};

QList<Migration> migrations()
{
    QList<Migration> list;
    const QDir dir(QStringLiteral(":/migrations"));
    static const QRegularExpression pattern(QStringLiteral("^(\\d{3})_.*\\.sql$"));
    const QStringList files = dir.entryList({QStringLiteral("*.sql")}, QDir::Files, QDir::Name);
    for (const QString &file : files) {
        const auto match = pattern.match(file);
        if (match.hasMatch())
            list.append({match.captured(1).toInt(), dir.filePath(file)});
    }
    return list;
}

// Qt Sql runs one statement per exec(); migration files hold several, separated by ';' at the end of
// a line. They contain no triggers, so that split is exact.
QStringList statementsOf(const QString &sql)
{
    QStringList statements;
    QString current;
    const QStringList lines = sql.split(QLatin1Char('\n'));
    for (const QString &line : lines) {
        const QString trimmed = line.trimmed();
        if (trimmed.startsWith(QLatin1String("--")))
            continue;
        current += line + QLatin1Char('\n');
        if (trimmed.endsWith(QLatin1Char(';'))) {
            statements.append(current.trimmed());
            current.clear();
        }
    }
    if (!current.trimmed().isEmpty())
        statements.append(current.trimmed());
    return statements;
}

bool exec(QSqlDatabase &db, const QString &sql, QString *error)
{
    QSqlQuery query(db);
    if (query.exec(sql))
        return true;
    if (error)
        *error = query.lastError().text();
    return false;
}

} // namespace

Database::Database(const QString &connectionName)
    : m_connectionName(connectionName)
{
}

Database::~Database()
{
    close();
}

bool Database::open(const QString &path, QString *error)
{
    close();
    m_path = path;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connectionName);
        db.setDatabaseName(path);
        // The busy timeout lets two copies of the program share one file.
        db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=%1").arg(BusyTimeoutMs));
    }
    return reopen(error);
}

bool Database::reopen(QString *error)
{
    QSqlDatabase db = connection();
    if (!db.isValid()) {
        if (error)
            *error = QStringLiteral("no connection %1").arg(m_connectionName);
        return false;
    }
    if (db.isOpen())
        db.close();
    if (!db.open()) {
        if (error)
            *error = db.lastError().text();
        return false;
    }
    if (!exec(db, QStringLiteral("PRAGMA foreign_keys = ON"), error))
        return false;
    if (m_path != QLatin1String(":memory:")) {
        // WAL may be refused on a read-only medium; the catalogue still works without it.
        exec(db, QStringLiteral("PRAGMA journal_mode = WAL"), nullptr);
        exec(db, QStringLiteral("PRAGMA synchronous = NORMAL"), nullptr);
    }
    return true;
}

void Database::close()
{
    if (!QSqlDatabase::contains(m_connectionName))
        return;
    {
        QSqlDatabase db = QSqlDatabase::database(m_connectionName, false);
        if (db.isOpen())
            db.close();
    }
    QSqlDatabase::removeDatabase(m_connectionName);
}

bool Database::isOpen() const
{
    return QSqlDatabase::contains(m_connectionName)
        && QSqlDatabase::database(m_connectionName, false).isOpen();
}

bool Database::isReadOnly() const
{
    sqlite3 *handle = SqliteStatement::handle(connection());
    return handle && sqlite3_db_readonly(handle, "main") == 1;
}

QSqlDatabase Database::connection() const
{
    return QSqlDatabase::database(m_connectionName, false);
}

int Database::userVersion() const
{
    QSqlQuery query(connection());
    if (query.exec(QStringLiteral("PRAGMA user_version")) && query.next())
        return query.value(0).toInt();
    return -1;
}

int Database::latestVersion()
{
    const auto list = migrations();
    return list.isEmpty() ? 0 : list.last().version;
}

bool Database::migrate(QString *error, int target)
{
    if (target < 0)
        target = latestVersion();
    QSqlQuery version(connection());
    int current = version.exec(QStringLiteral("PRAGMA user_version")) && version.next() ? version.value(0).toInt() : -1;
    if (current < 0) {
        // SQLite's reason decides what the user is told (a full disk is not a damaged file).
        if (error)
            *error = QStringLiteral("cannot read the schema version: %1").arg(version.lastError().text());
        return false;
    }
    version.finish();
    if (current > latestVersion()) {
        if (error)
            *error = QStringLiteral("the catalogue was written by a newer version of Model Atlas "
                                    "(schema %1, this program knows up to %2)")
                         .arg(current)
                         .arg(latestVersion());
        return false;
    }
    QSqlDatabase db = connection();
    for (const Migration &migration : migrations()) {
        if (migration.version <= current || migration.version > target)
            continue;
        QFile file(migration.path);
        if (!file.open(QIODevice::ReadOnly)) {
            if (error)
                *error = QStringLiteral("missing migration %1").arg(migration.path);
            return false;
        }
        const QString sql = QString::fromUtf8(file.readAll());
        if (!beginWrite(db, error))
            return false;
        // Another copy of the program may have run this step while this one waited for the lock.
        current = userVersion();
        if (current >= migration.version) {
            db.rollback();
            continue;
        }
        QString stepError;
        bool ok = true;
        for (const QString &statement : statementsOf(sql)) {
            if (!exec(db, statement, &stepError)) {
                ok = false;
                break;
            }
        }
        if (ok)
            ok = exec(db, QStringLiteral("PRAGMA user_version = %1").arg(migration.version), &stepError);
        if (!ok || !db.commit()) {
            db.rollback();
            if (error)
                *error = QStringLiteral("migration %1 failed: %2")
                             .arg(QFileInfo(migration.path).fileName(),
                                  stepError.isEmpty() ? db.lastError().text() : stepError);
            return false;
        }
    }
    return true;
}

bool Database::beginWrite(QSqlDatabase db, QString *error)
{
    // Qt's QSqlDatabase::transaction() says BEGIN; its commit() and rollback() say COMMIT and
    // ROLLBACK whatever began the transaction, so they still close this one.
    return exec(db, QStringLiteral("BEGIN IMMEDIATE"), error);
}

void Database::setBusyTimeout(QSqlDatabase db, int milliseconds)
{
    exec(db, QStringLiteral("PRAGMA busy_timeout = %1").arg(milliseconds), nullptr);
}

bool Database::reportsDamage(const QString &errorText)
{
    // SQLite's own messages, which it does not translate: SQLITE_CORRUPT ("database disk image is
    // malformed", "malformed database schema (…)") and SQLITE_NOTADB ("file is not a database").
    // The errors reach the edges as text, from Qt Sql and from SqliteStatement alike.
    return errorText.contains(QLatin1String("malformed"))
        || errorText.contains(QLatin1String("file is not a database"));
}

bool Database::reportsFullDisk(const QString &errorText)
{
    return errorText.contains(QLatin1String("database or disk is full"));
}

QString Database::explained(const QString &errorText)
{
    if (!reportsFullDisk(errorText))
        return errorText;
    return QCoreApplication::translate("Database", "%1 (the disk is full: free some space on it)").arg(errorText);
}

QString Database::defaultPath()
{
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    return QDir(dir).filePath(QStringLiteral("catalogue.sqlite"));
}
