#pragma once

#include "HardwareRecord.h"
#include "ModelField.h"
#include "ModelRecord.h"

#include <QHash>
#include <QSqlDatabase>
#include <QVariant>
#include <QVector>

#include <optional>

// Reads models back out of the catalogue: one whole record for the model page, or the few fields
// (ModelField) of many rows for the catalogue's list.
class ModelRepository
{
public:
    struct TableRow
    {
        QString key;
        QVariant values[modelFieldCount];
        const QVariant &value(ModelField field) const { return values[int(field)]; }
    };

    explicit ModelRepository(QSqlDatabase db);

    // Every read below sets `error` (when given) to SQLite's reason when it fails, part way through
    // included, and then returns nothing: a damaged file must never pass for a smaller catalogue.
    // Without an error, an empty answer means there is no such model.
    std::optional<ModelRecord> byId(qint64 id, QString *error = nullptr) const;
    std::optional<ModelRecord> byKey(const QString &key, QString *error = nullptr) const;
    // Exact name first, then the stable key (so "megascale 175b" finds "MegaScale (175B)").
    std::optional<ModelRecord> byName(const QString &name, QString *error = nullptr) const;
    QVector<ModelRecord> all(QString *error = nullptr) const;
    // The models with these keys (those the catalogue holds), in a few queries rather than one per key.
    QVector<ModelRecord> byKeys(const QStringList &keys, QString *error = nullptr) const;
    // The models with these ids (those the catalogue holds), in name order, as all() gives them.
    QVector<ModelRecord> byIds(const QVector<qint64> &ids, QString *error = nullptr) const;
    // Every model with only the fields the hardware estimates, the From hardware view and "trained
    // on this chip" read (name, access, sizes, mixture of experts, architecture, domains, training
    // hardware). Equal lists and access texts share one copy (a few hundred distinct values).
    QVector<HardwareRecord> allForHardware(QString *error = nullptr) const;
    // -1 when it cannot be counted.
    int count(QString *error = nullptr) const;

    // The list's fields of these models, keyed by id.
    QHash<qint64, TableRow> tableRows(const QVector<qint64> &ids, QString *error = nullptr) const;

    // The SQL expression a field sorts by.
    static QString sortExpression(ModelField field);

private:
    QVector<ModelRecord> select(const QString &where, const QVariantList &binds, QString *error) const;
    // `column IN (…)` over `values` in batches, well below SQLite's limit on bound values.
    QVector<ModelRecord> selectIn(const QString &column, const QVariantList &values, QString *error) const;
    QSqlDatabase m_db;
};
