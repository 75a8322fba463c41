#include "UserData.h"

#include <QDateTime>
#include <QSqlError>
#include <QSqlQuery>

namespace {

bool run(QSqlQuery &query, QString *error)
{
    if (query.exec())
        return true;
    if (error)
        *error = query.lastError().text();
    return false;
}

QString now()
{
    return QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
}

} // namespace

UserData::UserData(QSqlDatabase db)
    : m_db(std::move(db))
{
}

bool UserData::isFavourite(const QString &modelKey, QString *error) const
{
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("SELECT 1 FROM user_favourites WHERE model_key = ?"));
    query.addBindValue(modelKey);
    if (query.exec() && query.next())
        return true;
    if (error && query.lastError().isValid())
        *error = query.lastError().text();
    return false;
}

QStringList UserData::favouriteKeys(QString *error) const
{
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    QStringList keys;
    if (query.exec(QStringLiteral("SELECT model_key FROM user_favourites ORDER BY added, model_key"))) {
        while (query.next())
            keys.append(query.value(0).toString());
    }
    if (error && query.lastError().isValid())
        *error = query.lastError().text();
    return keys;
}

bool UserData::setFavourite(const QString &modelKey, bool favourite, QString *error)
{
    QSqlQuery query(m_db);
    if (favourite) {
        query.prepare(QStringLiteral("INSERT OR IGNORE INTO user_favourites(model_key, added) VALUES(?, ?)"));
        query.addBindValue(modelKey);
        query.addBindValue(now());
    } else {
        query.prepare(QStringLiteral("DELETE FROM user_favourites WHERE model_key = ?"));
        query.addBindValue(modelKey);
    }
    return run(query, error);
}

QString UserData::note(const QString &modelKey, QString *error) const
{
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("SELECT body FROM user_notes WHERE model_key = ?"));
    query.addBindValue(modelKey);
    if (query.exec() && query.next())
        return query.value(0).toString();
    if (error && query.lastError().isValid())
        *error = query.lastError().text();
    return QString();
}

bool UserData::setNote(const QString &modelKey, const QString &body, QString *error)
{
    QSqlQuery query(m_db);
    if (body.trimmed().isEmpty()) {
        query.prepare(QStringLiteral("DELETE FROM user_notes WHERE model_key = ?"));
        query.addBindValue(modelKey);
    } else {
        query.prepare(QStringLiteral("INSERT INTO user_notes(model_key, body, updated) VALUES(?, ?, ?) "
                                     "ON CONFLICT(model_key) DO UPDATE SET body = excluded.body, "
                                     "updated = excluded.updated"));
        query.addBindValue(modelKey);
        query.addBindValue(body);
        query.addBindValue(now());
    }
    return run(query, error);
}
