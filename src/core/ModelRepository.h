#pragma once

#include "ModelRecord.h"

#include <QHash>
#include <QSqlDatabase>
#include <QVariant>
#include <QVector>

#include <optional>

// Reads models back out of the catalogue: one whole record for the model page, or the few
// display columns of many rows for the table.
class ModelRepository
{
public:
    // The table's columns, in display order.
    enum Column {
        NameColumn,
        OrganizationColumn,
        CountryColumn,
        PublishedColumn,
        DomainColumn,
        ParametersColumn,
        ComputeColumn,
        HardwareColumn,
        AccessColumn,
        ColumnCount
    };

    struct TableRow
    {
        QString key;
        QVariant values[ColumnCount];
    };

    explicit ModelRepository(QSqlDatabase db);

    std::optional<ModelRecord> byId(qint64 id) const;
    std::optional<ModelRecord> byKey(const QString &key) const;
    // Exact name first, then the stable key (so "megascale 175b" finds "MegaScale (175B)").
    std::optional<ModelRecord> byName(const QString &name) const;
    QVector<ModelRecord> all() const;
    // The models with these keys (those the catalogue holds), in a few queries rather than one per key.
    QVector<ModelRecord> byKeys(const QStringList &keys) const;
    // Every model with only the fields the hardware estimates, the From hardware view and "trained
    // on this chip" read (name, access, sizes, mixture of experts, architecture, domains, training
    // hardware).
    QVector<ModelRecord> allForHardware() const;
    int count() const;

    // Display rows for these ids, keyed by id.
    QHash<qint64, TableRow> tableRows(const QVector<qint64> &ids) const;

    // The SQL expression a column sorts by.
    static QString sortExpression(int column);

private:
    QVector<ModelRecord> select(const QString &where, const QVariantList &binds) const;
    QSqlDatabase m_db;
};
