#include "ChartAxes.h"

#include "Formatter.h"

#include <QCategoryAxis>
#include <QRectF>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace {

// 1, 10 and 100 read better written out on an axis that stays within them; on one that reaches
// 10³ or beyond, "100" between "10⁰" and "10⁴" read as a different kind of mark, so every power is
// written as one there.
QString powerOfTen(int exponent, bool writtenOut)
{
    if (writtenOut && exponent >= 0 && exponent <= 2)
        return QString::number(int(std::pow(10, exponent)));
    return QStringLiteral("10") + Formatter::superscript(exponent);
}

// A whole mantissa times a power of ten: "2 × 10²³", "500", "0.2".
QString logLabel(int mantissa, int exponent, bool writtenOut)
{
    if (mantissa == 1)
        return powerOfTen(exponent, writtenOut);
    if (exponent >= 0 && exponent <= 2)
        return Formatter::integer(qint64(mantissa * std::pow(10, exponent)));
    if (exponent < 0 && exponent >= -2)
        return Formatter::number(mantissa * std::pow(10.0, exponent), -exponent);
    return QStringLiteral("%1 × 10%2").arg(mantissa).arg(Formatter::superscript(exponent));
}

QString linearLabel(ChartAxis quantity, double value, double step)
{
    if (std::fabs(value) < step * 1e-6)
        return QStringLiteral("0");
    if (quantity == ChartAxis::Parameters || quantity == ChartAxis::ChipCount)
        return Formatter::count(value);
    if (std::fabs(value) < 1e4)
        return Formatter::number(value, std::clamp(-int(std::floor(std::log10(step))), 0, 6));
    // As many digits as the step needs: 1.25 × 10²⁴ beside 1.5 × 10²⁴, never two labels alike.
    const int digits = int(std::floor(std::log10(std::fabs(value)))) - int(std::floor(std::log10(step))) + 2;
    return Formatter::scientific(value, std::clamp(digits, 2, 6));
}

QVector<ChartAxes::Tick> yearTicks(const ChartAxes::Spec &spec, double from, double to, int maxLabels)
{
    const double span = to - from;
    int step = 1;
    for (const int candidate : {1, 2, 5, 10, 20, 50, 100}) {
        step = candidate;
        if (span / candidate <= maxLabels)
            break;
    }
    QVector<ChartAxes::Tick> ticks;
    const double first = from + spec.offset, last = to + spec.offset;
    for (int year = int(std::ceil(first / step)) * step; year <= last; year += step)
        ticks.append({year - spec.offset, Formatter::year(year)});
    return ticks;
}

QVector<ChartAxes::Tick> logTicks(double from, double to, int maxLabels)
{
    // From the finest labelling to the coarsest: every digit of each decade, 1-2-5, each power of ten,
    // then every second, third, fifth… power.
    const QVector<QVector<int>> mantissas{{1, 2, 3, 4, 5, 6, 7, 8, 9}, {1, 2, 5}, {1}};
    const int lowDecade = int(std::floor(from)), highDecade = int(std::ceil(to));
    const bool writtenOut = lowDecade >= -2 && to < 3 - 1e-9;
    for (const QVector<int> &set : mantissas) {
        QVector<ChartAxes::Tick> ticks;
        for (int e = lowDecade; e <= highDecade; ++e) {
            for (const int m : set) {
                const double at = e + std::log10(double(m));
                if (at >= from - 1e-9 && at <= to + 1e-9)
                    ticks.append({at, logLabel(m, e, writtenOut)});
            }
        }
        if (ticks.size() <= maxLabels)
            return ticks;
    }
    const int step = std::max(1, int(std::ceil((to - from) / maxLabels)));
    QVector<ChartAxes::Tick> ticks;
    for (int e = int(std::ceil(from / step)) * step; e <= to + 1e-9; e += step)
        ticks.append({double(e), powerOfTen(e, false)});
    return ticks;
}

QVector<ChartAxes::Tick> linearTicks(ChartAxis quantity, double from, double to, int maxLabels)
{
    if (!(to > from))
        return {};
    const double step = ChartAxes::niceStep((to - from) / maxLabels);
    QVector<ChartAxes::Tick> ticks;
    for (double k = std::ceil(from / step - 1e-9); k * step <= to + step * 1e-9; k += 1)
        ticks.append({k * step, linearLabel(quantity, k * step, step)});
    return ticks;
}

} // namespace

double ChartAxes::niceStep(double raw)
{
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    for (const double m : {1.0, 2.0, 2.5, 5.0, 10.0}) {
        if (m * magnitude >= raw * (1 - 1e-9))
            return m * magnitude;
    }
    return 10 * magnitude;
}

QValueAxis *ChartAxes::countAxis(int highest)
{
    auto *axis = new QValueAxis;
    const double step = niceStep(std::max(1.0, highest / 6.0));
    axis->setRange(0, std::max(1.0, std::ceil(highest / step)) * step);
    axis->setTickType(QValueAxis::TicksDynamic);
    axis->setTickAnchor(0);
    axis->setTickInterval(step);
    axis->setLabelFormat(QStringLiteral("%.0f"));
    return axis;
}

int ChartAxes::labelRoom(const QRectF &plot, Qt::Orientation orientation, Scale scale)
{
    if (orientation == Qt::Vertical)
        return plot.height() > 50 ? int(plot.height() / 40) : 14;
    const double perLabel = scale == Scale::Linear ? 90 : 55;
    return plot.width() > 50 ? int(plot.width() / perLabel) : 18;
}

double ChartAxes::plotted(Scale scale, double value)
{
    return scale == Scale::Log ? std::log10(value) : value;
}

double ChartAxes::value(Scale scale, double plotted)
{
    return scale == Scale::Log ? std::pow(10.0, plotted) : plotted;
}

QVector<ChartAxes::Tick> ChartAxes::ticks(const Spec &spec, double from, double to, int maxLabels)
{
    maxLabels = std::max(2, maxLabels);
    switch (spec.scale) {
    case Scale::Years: return yearTicks(spec, from, to, maxLabels);
    case Scale::Log: return logTicks(from, to, maxLabels);
    case Scale::Linear: return linearTicks(spec.quantity, from, to, maxLabels);
    }
    return {};
}

std::pair<double, double> ChartAxes::extent(const Spec &spec, const QVector<ChartPoint> &points, Qt::Orientation orientation)
{
    const bool x = orientation == Qt::Horizontal;
    // Through a const view: the non-const first() and begin() copied the points shared with the tab.
    const QVector<ChartPoint> &all = std::as_const(points);
    double low = x ? all.first().x : all.first().y, high = low;
    for (const ChartPoint &p : all) {
        low = std::min(low, x ? p.x : p.y);
        high = std::max(high, x ? p.x : p.y);
    }
    if (spec.scale == Scale::Years)
        return {std::floor(low) - 0.3, std::ceil(high + 1e-9) + 0.3};
    return {plotted(spec.scale, low), plotted(spec.scale, high)};
}

QCategoryAxis *ChartAxes::create(const Spec &spec, double low, double high, int maxLabels)
{
    auto *axis = new QCategoryAxis;
    axis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    setExtent(axis, spec, low, high, maxLabels);
    return axis;
}

bool ChartAxes::setExtent(QCategoryAxis *axis, const Spec &spec, double low, double high, int maxLabels)
{
    double from = low, to = high;
    if (spec.scale == Scale::Log) {
        // Whole decades, and a little room beyond the outer ones, so that a point on a power of ten
        // is not cut in half.
        from = std::floor(low);
        to = std::max(std::ceil(high), from + 1);
        const double pad = 0.02 * (to - from);
        from -= pad;
        to += pad;
    } else if (spec.scale == Scale::Linear) {
        // From zero, as a linear scale of sizes should be, to a round value above the largest.
        from = 0;
        const double step = ChartAxes::niceStep(std::max(high, 1e-300) / std::max(2, maxLabels));
        to = std::ceil(high * 1.02 / step) * step;
    }
    // A filter change that keeps the extent keeps the axis as it is: Qt Charts lays out again after
    // every new range or label.
    if (!axis->categoriesLabels().isEmpty() && axis->min() == from && axis->max() == to)
        return false;
    axis->setRange(from, to);
    relabel(axis, spec, maxLabels);
    return true;
}

void ChartAxes::relabel(QCategoryAxis *axis, const Spec &spec, int maxLabels)
{
    const QStringList old = axis->categoriesLabels();
    for (const QString &label : old)
        axis->remove(label);
    axis->setStartValue(axis->min());
    for (const Tick &tick : ticks(spec, axis->min(), axis->max(), maxLabels))
        axis->append(tick.label, tick.at);
}
