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
    void close();
    bool isOpen() const;

    // Runs every migration above the file's user_version, up to `target` (default: all),
    // each in its own transaction.
    bool migrate(QString *error, int target = -1);

    int userVersion() const;
    QString path() const { return m_path; }
    QString connectionName() const { return m_connectionName; }
    QSqlDatabase connection() const;

    // The highest migration this build knows.
    static int latestVersion();
    // The default catalogue file in the user's data folder.
    static QString defaultPath();

private:
    QString m_connectionName;
    QString m_path;
};
