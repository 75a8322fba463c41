#pragma once

#include "ModelField.h"
#include "ModelFilter.h"
#include "SearchPrefixes.h"

#include <QByteArray>
#include <QHash>
#include <QSqlDatabase>
#include <QString>
#include <QVector>

#include <bitset>
#include <map>
#include <vector>

// What the catalogue table filters and sorts on, for every model, in compact arrays. A filter change
// or a sort is then one pass over memory instead of a query over the wide models table: at 100,000
// models SQLite needs 100-400 ms to filter by domain or to sort with the name tie-breaker, this a few
// milliseconds (docs/performance.md). Only the text search still asks SQLite (its FTS5 index), and
// not even that for one character when SearchPrefixes has read the answers ahead.
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

    // The one-character searches' answers, read ahead (on a worker thread): those searches then need
    // no query. A load() drops them, as they belong to the catalogue read before.
    void setSearchPrefixes(SearchPrefixes prefixes);
    bool hasSearchPrefixes() const { return !m_prefixes.isEmpty(); }

private:
    static constexpr int MaxCountries = 256;
    // The text columns the table sorts by, each kept as an index into its distinct values.
    enum TextColumn { OrganizationsText, CountriesText, DomainsText, HardwareText, AccessText, TextColumns };

    struct Entry
    {
        qint64 id = 0;
        double parameters = 0;
        double compute = 0;
        quint64 domains = 0;      // bit per m_domainBits entry
        quint64 categories = 0;   // bit per m_categoryBits entry
        qint32 year = 0;
        qint32 published = 0;     // the ISO date's digits, e.g. 20240718
        qint32 nameRank = 0;      // rank in name order without regard to case (equal names share it)
        qint32 text[TextColumns] = {-1, -1, -1, -1, -1};   // into m_texts; -1 NULL
        bool hasYear = false;
        bool hasParameters = false;
        bool hasCompute = false;
        bool hasPublished = false;
        std::bitset<MaxCountries> countries;
    };

    bool readFields(QSqlDatabase db, QString *error);
    bool readNameOrder(QSqlDatabase db, QString *error);
    bool readLinks(QSqlDatabase db, QString *error);
    int rowOf(qint64 id) const;
    // Whether an entry passes the filter's conditions on its fields (the text search and favourites aside).
    bool matches(const Entry &entry, const ModelFilter &filter, quint64 domainMask, quint64 categoryMask,
                 int countryBit, int access) const;
    // The order of every row for a sort, made once per column and direction.
    const QVector<int> &order(ModelField field, Qt::SortOrder sortOrder) const;
    // Rank of each distinct value of a text column in its collation (equal values share a rank).
    std::vector<int> textRanks(TextColumn column) const;
    // A mark per entry for the ids a query returns (text search, favourites, overflowing filters).
    QVector<char> idSet(QSqlDatabase db, const QString &sql, const QString &bind, QString *error) const;

    bool m_loaded = false;
    QVector<Entry> m_entries;
    std::vector<qint64> m_ids;         // each entry's id, apart: what a result is made of
    QVector<int> m_byName;             // rows in name order (then id)
    std::vector<int> m_rowOfId;        // id -> row + 1 (0: none) while the ids are dense, else:
    QHash<qint64, int> m_sparseRowOfId;
    QVector<QByteArray> m_texts[TextColumns];   // distinct values, UTF-8 as SQLite holds them
    std::vector<bool> m_openWeights;   // per distinct access value
    QHash<QString, int> m_domainBits;
    QHash<QString, int> m_categoryBits;
    QHash<QString, int> m_countryBits;
    bool m_domainOverflow = false;   // more distinct values than bits: fall back to SQL for that filter
    bool m_categoryOverflow = false;
    bool m_countryOverflow = false;
    mutable std::map<std::pair<ModelField, int>, QVector<int>> m_orders;
    SearchPrefixes m_prefixes;
    // The last text search's marks: a sort, or the charts asking for the same filter, repeat it.
    mutable QString m_searched;
    mutable QVector<char> m_searchMarks;
};
