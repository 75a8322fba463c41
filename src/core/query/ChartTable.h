#pragma once

#include "ChartQuery.h"

#include <QByteArrayView>
#include <QHash>
#include <QSqlDatabase>
#include <QString>
#include <QStringList>
#include <QVector>

#include <vector>

// The one producer of chart data: every model's chart fields in memory, read once, then each chart
// worked out from there. The Charts tab keeps one for the whole catalogue and draws a new filter in a
// few milliseconds instead of asking SQLite for the wide rows again (605 ms at 100,000 models), with
// the models the catalogue table's own filter code (CatalogueIndex) matches. ChartQuery::run() (the
// headless export, a view without that code) reads one of only the models its filter matches.
// Load it again after the catalogue changed.
class ChartTable
{
public:
    bool load(QSqlDatabase db, QString *error = nullptr);
    // Only the models `filter` matches, by the catalogue query's own conditions (CatalogueQuery).
    bool load(QSqlDatabase db, const ModelFilter &filter, QString *error);
    bool isLoaded() const { return m_loaded; }
    int size() const { return int(m_rows.size()); }

    // The chart of `request` over the models whose ids are in `matching` (any order); request.filter
    // is not read again.
    ChartData data(const ChartRequest &request, const QVector<qint64> &matching) const;
    // The same over every model loaded.
    ChartData data(const ChartRequest &request) const;

    // A date's text read as QDate::fromString(text, Qt::ISODate) reads it, without the QString for the
    // catalogue's own "YYYY-MM-DD" form.
    static QDate isoDate(QByteArrayView text);

private:
    static constexpr int Axes = 8;        // ChartAxis values
    static constexpr int Groupings = 5;   // ChartGrouping values

    struct Row
    {
        qint64 id = 0;
        QString name;
        QDate published;
        qint32 year = 0;
        bool hasYear = false;
        double axis[Axes];            // the value (decimal years for the date); NaN where not drawable
        double plotted[Axes];         // ChartQuery::plotted() of it, worked out once
        qint16 group[Groupings];      // into m_groups[grouping]
    };

    bool read(QSqlDatabase db, const QString &where, const QVariantList &binds, QString *error);
    static QVector<Row> sortedRows(QVector<Row> rows, const std::vector<quint64> &dateKey,
                                   const QHash<int, QByteArray> &otherDates);
    static QVector<int> foldedGroups(const QStringList &groups, const QVector<int> &counts, int drawn,
                                     QStringList *chartGroups);
    // The chart of the rows marked in `marks` (one per row).
    ChartData chart(const ChartRequest &request, const std::vector<char> &marks) const;
    ChartData scatter(const ChartRequest &request, const std::vector<char> &marks) const;
    ChartData perYear(const ChartRequest &request, const std::vector<char> &marks) const;

    bool m_loaded = false;
    QVector<Row> m_rows;              // in published, id order (as ORDER BY published, id gives them)
    std::vector<int> m_rowOfId;       // id -> row + 1 while the ids are dense, else:
    QHash<qint64, int> m_sparseRowOfId;
    QStringList m_groups[Groupings];  // the group keys each grouping meets
};
