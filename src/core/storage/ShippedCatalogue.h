#pragma once

#include "ModelRecord.h"

#include <QByteArray>
#include <QSqlDatabase>
#include <QVector>

// The catalogue compiled into the program (data/models.json and data/organizations.json).
// On first run it fills an empty database; when a newer build ships different data it is merged
// again by stable key, which leaves the user's favourites and notes where they were.
class ShippedCatalogue
{
public:
    struct Parsed
    {
        QVector<ModelRecord> models;
        QVector<Organization> organizations;
    };

    // Parses our own JSON format; `error` names the first malformed entry.
    static bool parse(const QByteArray &modelsJson, const QByteArray &organizationsJson,
                      Parsed *out, QString *error);
    static bool load(Parsed *out, QString *error);

    // Brings the database up to date with the shipped data; does nothing when it already is.
    static bool ensureLoaded(QSqlDatabase db, QString *error);

    // Merges parsed records into `db` in one transaction.
    static bool merge(QSqlDatabase db, const Parsed &parsed, QString *error);

private:
    static QByteArray fingerprint();
};
