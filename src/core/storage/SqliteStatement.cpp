#include "SqliteStatement.h"

#include <QSqlDriver>
#include <QVariant>

#include <sqlite3.h>

SqliteStatement::SqliteStatement(const QSqlDatabase &db, const QString &sql)
    : m_db(handle(db))
{
    if (!m_db) {
        m_error = QStringLiteral("not an open SQLite connection");
        return;
    }
    const QByteArray utf8 = sql.toUtf8();
    if (sqlite3_prepare_v2(m_db, utf8.constData(), int(utf8.size()), &m_statement, nullptr) != SQLITE_OK) {
        m_error = QString::fromUtf8(sqlite3_errmsg(m_db));
        sqlite3_finalize(m_statement);
        m_statement = nullptr;
    }
}

SqliteStatement::~SqliteStatement()
{
    sqlite3_finalize(m_statement);
}

bool SqliteStatement::inTransaction(const QSqlDatabase &db)
{
    sqlite3 *h = handle(db);
    return h && sqlite3_get_autocommit(h) == 0;
}

sqlite3 *SqliteStatement::handle(const QSqlDatabase &db)
{
    // Qt's documented way to the native handle (QSqlDriver::handle()): a QVariant holding "sqlite3*".
    const QVariant v = db.isOpen() && db.driver() ? db.driver()->handle() : QVariant();
    if (!v.isValid() || qstrcmp(v.typeName(), "sqlite3*") != 0)
        return nullptr;
    return *static_cast<sqlite3 *const *>(v.constData());
}

SqliteStatement &SqliteStatement::add(const QString &text)
{
    if (text.isNull())
        return addNull();
    // The catalogue stores UTF-8: converted here once (Qt's converter is fast) and kept until the
    // statement is reset, so SQLite neither copies nor converts it again.
    if (m_statement) {
        m_texts.append(text.toUtf8());
        const QByteArray &utf8 = m_texts.constLast();
        checkBind(sqlite3_bind_text(m_statement, ++m_position, utf8.constData(), int(utf8.size()), SQLITE_STATIC));
    }
    return *this;
}

SqliteStatement &SqliteStatement::add(double value)
{
    if (m_statement)
        checkBind(sqlite3_bind_double(m_statement, ++m_position, value));
    return *this;
}

SqliteStatement &SqliteStatement::add(qint64 value)
{
    if (m_statement)
        checkBind(sqlite3_bind_int64(m_statement, ++m_position, value));
    return *this;
}

SqliteStatement &SqliteStatement::addNull()
{
    if (m_statement)
        checkBind(sqlite3_bind_null(m_statement, ++m_position));
    return *this;
}

void SqliteStatement::checkBind(int rc)
{
    // SQLITE_RANGE: more values than the statement has places for.
    if (rc != SQLITE_OK && m_bindError.isEmpty())
        m_bindError = QStringLiteral("value %1 cannot be bound: %2").arg(m_position).arg(QString::fromUtf8(sqlite3_errstr(rc)));
}

bool SqliteStatement::exec()
{
    if (!m_statement)
        return false;
    m_error.clear();
    if (!m_bindError.isEmpty() || m_position != sqlite3_bind_parameter_count(m_statement)) {
        m_error = !m_bindError.isEmpty() ? m_bindError
                                         : QStringLiteral("%1 values bound for %2 places")
                                               .arg(m_position)
                                               .arg(sqlite3_bind_parameter_count(m_statement));
        reset();
        return false;
    }
    int rc = sqlite3_step(m_statement);
    while (rc == SQLITE_ROW)
        rc = sqlite3_step(m_statement);
    const bool ok = rc == SQLITE_DONE;
    if (!ok)
        m_error = QString::fromUtf8(sqlite3_errmsg(m_db));
    reset();
    return ok;
}

bool SqliteStatement::fetchRow()
{
    if (!m_statement)
        return false;
    m_error.clear();
    const int rc = sqlite3_step(m_statement);
    if (rc != SQLITE_ROW && rc != SQLITE_DONE)
        m_error = QString::fromUtf8(sqlite3_errmsg(m_db));
    return rc == SQLITE_ROW;
}

QString SqliteStatement::textAt(int column) const
{
    if (!m_statement || sqlite3_column_type(m_statement, column) == SQLITE_NULL)
        return QString();
    const void *text = sqlite3_column_text16(m_statement, column);
    const int bytes = sqlite3_column_bytes16(m_statement, column);
    return QString(static_cast<const QChar *>(text), bytes / int(sizeof(QChar)));
}

bool SqliteStatement::isNullAt(int column) const
{
    return !m_statement || sqlite3_column_type(m_statement, column) == SQLITE_NULL;
}

bool SqliteStatement::isNumberAt(int column) const
{
    if (!m_statement)
        return false;
    const int type = sqlite3_column_type(m_statement, column);
    return type == SQLITE_INTEGER || type == SQLITE_FLOAT;
}

qint64 SqliteStatement::int64At(int column) const
{
    return m_statement ? sqlite3_column_int64(m_statement, column) : 0;
}

double SqliteStatement::doubleAt(int column) const
{
    return m_statement ? sqlite3_column_double(m_statement, column) : 0;
}

QByteArrayView SqliteStatement::utf8At(int column) const
{
    if (!m_statement)
        return {};
    const auto *text = reinterpret_cast<const char *>(sqlite3_column_text(m_statement, column));
    return QByteArrayView(text, sqlite3_column_bytes(m_statement, column));
}

QVariant SqliteStatement::valueAt(int column) const
{
    if (!m_statement)
        return QVariant();
    switch (sqlite3_column_type(m_statement, column)) {
    case SQLITE_INTEGER: return QVariant(qlonglong(sqlite3_column_int64(m_statement, column)));
    case SQLITE_FLOAT: return QVariant(sqlite3_column_double(m_statement, column));
    case SQLITE_TEXT: return QVariant(textAt(column));
    case SQLITE_BLOB: {
        const auto *bytes = static_cast<const char *>(sqlite3_column_blob(m_statement, column));
        return QVariant(QByteArray(bytes, sqlite3_column_bytes(m_statement, column)));
    }
    default: return QVariant();
    }
}

void SqliteStatement::reset()
{
    if (!m_statement)
        return;
    sqlite3_reset(m_statement);
    sqlite3_clear_bindings(m_statement);
    m_position = 0;
    m_texts.clear();
    m_bindError.clear();
}

qint64 SqliteStatement::lastInsertId() const
{
    return m_db ? sqlite3_last_insert_rowid(m_db) : 0;
}
