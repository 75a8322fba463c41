#pragma once

#include <QSqlDatabase>
#include <QString>
#include <QStringList>

// The user's own data: favourites and personal notes, keyed by stable model key. Nothing that
// rewrites the catalogue touches these tables.
class UserData
{
public:
    explicit UserData(QSqlDatabase db);

    // Both reads set `error` when the catalogue cannot be read (the answer is then not to be trusted).
    bool isFavourite(const QString &modelKey, QString *error = nullptr) const;
    bool setFavourite(const QString &modelKey, bool favourite, QString *error);
    // Every favourite's key, the oldest first, in one read (the catalogue table marks them; Compare
    // lists them).
    QStringList favouriteKeys(QString *error = nullptr) const;

    QString note(const QString &modelKey, QString *error = nullptr) const;
    // An empty note removes the row.
    bool setNote(const QString &modelKey, const QString &body, QString *error);

private:
    QSqlDatabase m_db;
};
