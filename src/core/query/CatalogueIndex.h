#pragma once

#include "ModelField.h"
#include "ModelFilter.h"

#include <QHash>
#include <QSqlDatabase>
#include <QString>
#include <QStringList>
#include <QVariant>
#include <QVector>

#include <bitset>
#include <map>

// What the catalogue table filters and sorts on, for every model, in compact arrays. A filter change
// or a sort is then one pass over memory instead of a query over the wide models table: at 100,000
// models SQLite needs 100-400 ms to filter by domain or to sort with the name tie-breaker, this a few
// milliseconds (docs/performance.md). Only the text search still asks SQLite (its FTS5 index).
//
// The result is the same list, in the same order, as CatalogueQuery::ids() — a test compares them
// for many filters and every sort. Load it again after the catalogue changed (import, update).
class CatalogueIndex
{
public:
    bool load(QSqlDatabase db, QString *error = nullptr);
    bool isLoaded() const { return m_loaded; }
    int size() const { return int(m_entries.size()); }

    // Matching ids in display order: the sort field's value (NULLs last in both directions), then
    // the name without regard to case, then the id. `db` answers the text search and favourites.
    QVector<qint64> ids(QSqlDatabase db, const ModelFilter &filter, ModelField sortField, Qt::SortOrder order,
                        QString *error = nullptr) const;

private:
    static constexpr int MaxCountries = 256;

    struct Entry
    {
        qint64 id = 0;
        double parameters = 0;
        double compute = 0;
        quint64 domains = 0;      // bit per m_domainBits entry
        quint64 categories = 0;   // bit per m_categoryBits entry
        qint32 year = 0;
        qint32 published = 0;     // the ISO date's digits, e.g. 20240718
        qint32 nameRank = 0;      // position in name order (without regard to case)
        qint16 access = -1;       // index into m_accessValues; -1 unknown
        bool hasYear = false;
        bool hasParameters = false;
        bool hasCompute = false;
        bool hasPublished = false;
        bool openWeights = false;
        std::bitset<MaxCountries> countries;
    };

    // Rank of each entry's value in a text field (equal values share a rank); -1 for NULL.
    const QVector<int> &textRanks(QSqlDatabase db, ModelField field, QString *error) const;
    const QVector<int> &order(QSqlDatabase db, ModelField field, Qt::SortOrder sortOrder, QString *error) const;
    bool keyOf(const Entry &entry, ModelField field, const QVector<int> *ranks, double *key) const;
    // A mark per entry for the ids a query returns (text search, favourites, overflowing filters).
    QVector<char> idSet(QSqlDatabase db, const QString &sql, const QVariant &bind, QString *error) const;

    bool m_loaded = false;
    QVector<Entry> m_entries;
    QHash<qint64, int> m_rowOfId;
    QHash<QString, int> m_domainBits;
    QHash<QString, int> m_categoryBits;
    QHash<QString, int> m_countryBits;
    QStringList m_accessValues;
    bool m_domainOverflow = false;   // more distinct values than bits: fall back to SQL for that filter
    bool m_categoryOverflow = false;
    bool m_countryOverflow = false;
    mutable std::map<ModelField, QVector<int>> m_textRanks;
    mutable std::map<std::pair<ModelField, int>, QVector<int>> m_orders;
};
