#pragma once

#include <QSqlDatabase>
#include <QByteArray>
#include <QByteArrayView>
#include <QString>
#include <QVariant>
#include <QVector>

#include <optional>

struct sqlite3;
struct sqlite3_stmt;

// One SQL statement prepared on the sqlite3 handle of a Qt connection, for the writes an import
// repeats hundreds of thousands of times and the reads that visit every model. Through QSqlQuery each
// bound value becomes a QVariant and a placeholder name first, and each value read back a QVariant
// in a cache of the row; at 100,000 rows that cost as much as SQLite's own work.
// Values are bound in order with add(), as QSqlQuery::addBindValue() does; exec() runs the statement
// and makes it ready for the next set. Works within the connection's transaction like any QSqlQuery.
class SqliteStatement
{
public:
    SqliteStatement(const QSqlDatabase &db, const QString &sql);
    ~SqliteStatement();
    SqliteStatement(const SqliteStatement &) = delete;
    SqliteStatement &operator=(const SqliteStatement &) = delete;

    // The connection's handle, or null when it is not an open SQLite connection. It must be the same
    // SQLite library this program links: true where Qt's driver uses the system's (Debian, and the
    // KDE Flatpak runtime); a Qt built with its own bundled copy would need QSqlQuery here instead.
    static sqlite3 *handle(const QSqlDatabase &db);
    // Whether the connection is inside a transaction (BEGIN or SAVEPOINT).
    static bool inTransaction(const QSqlDatabase &db);

    bool isValid() const { return m_statement != nullptr; }
    SqliteStatement &add(const QString &text);          // a null QString binds NULL
    SqliteStatement &add(double value);
    SqliteStatement &add(qint64 value);
    SqliteStatement &add(int value) { return add(qint64(value)); }
    SqliteStatement &addNull();
    template<typename T>
    SqliteStatement &add(const std::optional<T> &value)
    {
        return value ? add(*value) : addNull();
    }
    // Text, or NULL when empty (the catalogue stores "not on record" as NULL, never as '').
    SqliteStatement &addTextOrNull(const QString &text) { return text.isEmpty() ? addNull() : add(text); }

    // Runs the statement to its end; false with errorText() on failure (a value that could not be
    // bound fails it too). The bindings are cleared either way.
    bool exec();
    // Steps a query to its next row (the first, the first time): false when there is none left (or
    // it failed: errorText() is then set). Read the row with the accessors below, then reset() before
    // the statement's next use.
    bool fetchRow();
    QString textAt(int column) const;   // a NULL value reads as a null QString
    bool isNullAt(int column) const;
    bool isNumberAt(int column) const;   // an INTEGER or a REAL value (doubleAt() reads it as it is)
    qint64 int64At(int column) const;   // as SQLite converts: NULL reads 0
    double doubleAt(int column) const;
    // The value's UTF-8 bytes, without a copy: valid until the next fetchRow() or reset().
    QByteArrayView utf8At(int column) const;
    // The value as Qt's SQLite driver gives it: invalid for NULL, qlonglong, double, QString or QByteArray.
    QVariant valueAt(int column) const;
    void reset();
    QString errorText() const { return m_error; }
    // The rowid of the last row this connection inserted.
    qint64 lastInsertId() const;

private:
    void checkBind(int rc);

    sqlite3 *m_db = nullptr;
    sqlite3_stmt *m_statement = nullptr;
    int m_position = 0;
    QString m_bindError;   // the first value that could not be bound since the last reset
    QVector<QByteArray> m_texts;   // the bound texts, alive until reset()
    QString m_error;
};
