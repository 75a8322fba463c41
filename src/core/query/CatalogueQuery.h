// core/query: the questions the views ask the catalogue: filters, search and order for the table,
// chart data, trend fits, record setters.
#pragma once

#include "ModelField.h"
#include "ModelFilter.h"

#include <QSqlDatabase>
#include <QStringList>
#include <QVariantList>
#include <QVector>

#include <optional>

// Turns a ModelFilter into SQL with bound parameters (never spliced text) and answers the questions
// the filter bar and the status line ask: which ids match, in which order, and what values exist.
class CatalogueQuery
{
public:
    explicit CatalogueQuery(QSqlDatabase db);

    // Matching model ids in display order; NULLs sort last in both directions.
    QVector<qint64> ids(const ModelFilter &filter, ModelField sortField = ModelField::Name,
                        Qt::SortOrder order = Qt::AscendingOrder, QString *error = nullptr) const;
    int count(const ModelFilter &filter) const;
    int totalCount() const;

    QStringList domains() const;
    QStringList organizationCategories() const;
    QStringList countries() const;
    QStringList accessibilities() const;
    std::optional<std::pair<int, int>> yearRange() const;

    // The WHERE clause (without "WHERE"; "1" when nothing filters) and its bound values.
    static QString whereClause(const ModelFilter &filter, QVariantList *binds);
    // User text made into an FTS5 query that cannot be a syntax error: every word becomes a quoted
    // prefix term, all of them required. Empty when the text holds no word.
    static QString ftsExpression(const QString &text);
    // The words of a search as the text search reads them (each a run of letters and digits): what
    // the table marks in the cells it shows.
    static QStringList searchWords(const QString &text);

    // Where the search `text` found model `id` outside the table's own columns: the words that
    // neither its name nor its organisations hold, looked for in its authors and its reference (the
    // other two fields the search reads). Without it a row found by an author shows nothing marked.
    struct HiddenMatch
    {
        bool authors = false;
        bool reference = false;
        bool any() const { return authors || reference; }
    };
    HiddenMatch hiddenMatch(qint64 id, const QString &text) const;

private:
    // The FTS5 terms of a search, one per word, all of which must match (ftsExpression joins them).
    static QStringList ftsTerms(const QString &text);
    bool rowMatches(qint64 id, const QString &expression) const;
    QStringList distinct(const QString &sql) const;
    QSqlDatabase m_db;
};
