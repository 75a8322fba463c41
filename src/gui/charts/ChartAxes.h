#pragma once

#include "ChartQuery.h"

#include <QString>
#include <QVector>

#include <utility>

class QCategoryAxis;
class QRectF;
class QValueAxis;

// The axes of the charts, as category axes whose labels we write ourselves ("10²³", "2 × 10²³",
// "175B", "2024": QLogValueAxis and QValueAxis cannot write superscripts or the interface language's
// numbers). Values are plotted as years, as log10 of the value, or as the value; the labels follow the
// range shown, so that a zoomed chart gets finer labels rather than none.
class ChartAxes
{
public:
    enum class Scale { Years, Log, Linear };

    struct Spec
    {
        Scale scale = Scale::Years;
        ChartAxis quantity = ChartAxis::PublicationDate;
        double offset = 0;   // a year is plotted at year - offset (bars sit at indexes 0, 1, …)
    };

    struct Tick
    {
        double at = 0;       // plotted position
        QString label;
    };

    // Where a value of the quantity is plotted on this scale.
    static double plotted(Scale scale, double value);
    // The value at a plotted position (the inverse of plotted()).
    static double value(Scale scale, double plotted);

    // Labels for the plotted range [from, to]: at most about `maxLabels` of them, at round values.
    static QVector<Tick> ticks(const Spec &spec, double from, double to, int maxLabels);

    // Where the points' x (horizontal) or y values lie, plotted on `spec`'s scale: whole years with a
    // little room beyond them on a date axis. The points must not be empty.
    static std::pair<double, double> extent(const Spec &spec, const QVector<ChartPoint> &points, Qt::Orientation orientation);
    // A new axis over the data's plotted extent [low, high] (padded a little, or from zero on a linear
    // scale), labelled for it.
    static QCategoryAxis *create(const Spec &spec, double low, double high, int maxLabels);
    // Gives `axis` the range create() would give it for [low, high] and labels it for that range;
    // false, and the axis left alone, when that is its range already.
    static bool setExtent(QCategoryAxis *axis, const Spec &spec, double low, double high, int maxLabels);
    // A count axis from zero with about six gridlines at a round step: 0, 20, 40, not 0, 17, 34.
    static QValueAxis *countAxis(int highest);
    // How many labels an axis along `plot` holds: about one per 40 px up the side and per 55 px along
    // the bottom (90 px for the longer "2.5 × 10²⁴" of a linear scale); before the first layout,
    // what a 1000 px chart holds.
    static int labelRoom(const QRectF &plot, Qt::Orientation orientation, Scale scale);
    // The smallest 1, 2, 2.5 or 5 × 10ⁿ at least `raw`.
    static double niceStep(double raw);
    // Labels `axis` again for its current range.
    static void relabel(QCategoryAxis *axis, const Spec &spec, int maxLabels);
};
