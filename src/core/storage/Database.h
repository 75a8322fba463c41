#pragma once

#include <QSqlDatabase>
#include <QString>

// Owns one named Qt Sql connection to a catalogue file: opens it with the pragmas we rely on
// (WAL, foreign keys, busy timeout) and brings its schema up to date from the numbered
// migration files kept in resources (:/migrations/NNN_name.sql, PRAGMA user_version).
class Database
{
public:
    explicit Database(const QString &connectionName = QStringLiteral("atlas"));
    ~Database();
    Database(const Database &) = delete;
    Database &operator=(const Database &) = delete;

    // ":memory:" opens a private in-memory catalogue.
    bool open(const QString &path, QString *error);
    // Closes and opens the same file again on the same connection, so that every copy of
    // connection() held elsewhere stays valid (after the file was replaced underneath).
    bool reopen(QString *error);
    void close();
    bool isOpen() const;
    // Whether SQLite opened the file for reading only (a file the user may not write).
    bool isReadOnly() const;

    // Runs every migration above the file's user_version, up to `target` (default: all),
    // each in its own transaction.
    bool migrate(QString *error, int target = -1);

    int userVersion() const;
    QString path() const { return m_path; }
    QString connectionName() const { return m_connectionName; }
    QSqlDatabase connection() const;

    // Starts a write transaction that takes the write lock at once (BEGIN IMMEDIATE), waiting up to
    // the busy time-out for another writer to finish. A plain BEGIN reads first and asks for the lock
    // only at its first write; when another writer holds it then, SQLite gives up at once (waiting
    // could deadlock two such readers), so two imports at the same time failed instead of queueing.
    static bool beginWrite(QSqlDatabase db, QString *error);
    // Whether an error from SQLite says the file is damaged (SQLITE_CORRUPT, SQLITE_NOTADB).
    static bool reportsDamage(const QString &errorText);
    // Whether it says the disk is full (SQLITE_FULL): no fault of the file, which is left as it is.
    static bool reportsFullDisk(const QString &errorText);
    // SQLite's error as the user is shown it: with what to do when the disk is full.
    static QString explained(const QString &errorText);

    // How long a statement waits for another connection's lock before it fails.
    static constexpr int BusyTimeoutMs = 5000;
    // Sets that wait for one connection (e.g. shorter for a retry that must not hold the window).
    static void setBusyTimeout(QSqlDatabase db, int milliseconds);

    // The highest migration this build knows.
    static int latestVersion();
    // The default catalogue file in the user's data folder.
    static QString defaultPath();

private:
    QString m_connectionName;
    QString m_path;
};
