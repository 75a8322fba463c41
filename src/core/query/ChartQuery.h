#pragma once

#include "ModelFilter.h"

#include <QDate>
#include <QFuture>
#include <QPointF>
#include <QSqlDatabase>
#include <QStringList>
#include <QVariant>
#include <QVector>

#include <optional>

// What the charts can put on an axis. Every numeric one is drawn on a log scale.
enum class ChartAxis {
    PublicationDate,
    Parameters,
    TrainingCompute,
    DatasetSize,
    TrainingTime,
    ChipCount,
    PowerDraw,
    TrainingCost,
};

// What colours the points (or stacks the bars). Multi-valued fields use their first value.
enum class ChartGrouping {
    Domain,
    OrganizationType,
    Country,
    Accessibility,
    Frontier,
};

enum class ChartKind {
    Scatter,
    ModelsPerYear,
};

struct ChartRequest
{
    ModelFilter filter;
    ChartKind kind = ChartKind::Scatter;
    ChartAxis x = ChartAxis::PublicationDate;
    ChartAxis y = ChartAxis::TrainingCompute;
    ChartGrouping grouping = ChartGrouping::Domain;
};

struct ChartPoint
{
    qint64 id = 0;
    QString name;
    double x = 0;     // decimal years for the publication date, the raw value otherwise (the year in bars)
    double y = 0;
    QDate published;  // for the tooltip: a decimal year does not round-trip to a day
    // Its group in ChartData::groups (ChartData::groupOf()). An index, not the key: a chart of 70,000
    // points made 70,000 copies of a handful of keys at every filter change.
    int groupIndex = -1;
    QPointF plotted;  // where it is drawn: log10 of a numeric value, the decimal year as it is
};

// The chart's content, ready to draw: no SQL and no widget needed to read it.
struct ChartData
{
    ChartRequest request;
    QString error;            // non-empty when the query failed
    int matching = 0;         // models the filter matches
    int notDrawn = 0;         // of those, models with no (drawable) value on the chosen axes

    // Group keys, largest first, then ChartQuery::otherGroup() when anything was folded into it.
    // Keys are canonical catalogue words (translated for display with Vocabulary), or
    // ChartQuery::unknownGroup(), or for the frontier grouping frontierGroup()/notFrontierGroup().
    QStringList groups;

    // One per model drawn: a point of the scatter chart, or a model counted in a bar (x is then the
    // year and y is 0). In publication order.
    QVector<ChartPoint> points;

    QString groupOf(const ChartPoint &point) const
    {
        return point.groupIndex >= 0 && point.groupIndex < groups.size() ? groups.at(point.groupIndex) : QString();
    }

    int firstYear = 0;                   // models per year: years firstYear..lastYear
    int lastYear = -1;
    QVector<QVector<int>> countsPerYear; // [group index][year - firstYear]
};

// What chart data means (groups, folding, how a value is drawn), and one chart read for a filter on
// any thread that owns the connection. The chart itself is worked out by ChartTable, for the Charts
// tab and the export alike.
class ChartQuery
{
public:
    // Groups smaller than this share of the points, or beyond this many, are folded into "Other".
    static constexpr double MinGroupShare = 0.03;
    static constexpr int MaxGroups = 8;

    static QString otherGroup();       // "Other": the catalogue's own "Other" domain joins it
    static QString unknownGroup();     // "Unknown": no value for the grouping field
    static QString frontierGroup();
    static QString notFrontierGroup();

    // Decimal year of a date: 2024-07-02 -> 2024.5.
    static double decimalYear(const QDate &date);
    // The group a model's raw value of the grouping's column falls in (its first listed value).
    static QString groupKey(ChartGrouping grouping, const QVariant &value);
    // A raw value of an axis's column as drawn (decimal years for dates), or nothing when it cannot be
    // drawn (NULL, not a date, not above zero on a log axis); `date`, when given, gets the date.
    static std::optional<double> axisValue(ChartAxis axis, const QVariant &value, QDate *date);
    // A drawable value as the chart plots it: numeric axes are drawn in log10 space.
    static double plotted(ChartAxis axis, double value);

    // The chart of `request` over the models its filter matches (a ChartTable of just those).
    static ChartData run(QSqlDatabase db, const ChartRequest &request);

    // Runs `request` on a worker thread with a connection of its own to the same file. An
    // in-memory catalogue cannot be shared between connections, so it is answered at once on the
    // calling thread (the future is then already finished).
    static QFuture<ChartData> runAsync(QSqlDatabase db, const ChartRequest &request);
    // True when runAsync() answers `db` on the calling thread (an in-memory catalogue).
    static bool answersAtOnce(QSqlDatabase db);

    // Orders groups by size and folds the small ones; `counts` is the number of models per key.
    static QStringList foldGroups(const QHash<QString, int> &counts, int total, QHash<QString, QString> *mapping);
};
