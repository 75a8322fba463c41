#include "ChartBuilder.h"

#include "ChartLabels.h"
#include "Formatter.h"
#include "PlainText.h"
#include "PointCloud.h"

#include <QBarLegendMarker>
#include <QBarSet>
#include <QCategoryAxis>
#include <QChart>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QScatterSeries>
#include <QStackedBarSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace {

bool isDate(ChartAxis axis)
{
    return axis == ChartAxis::PublicationDate;
}

QString powerOfTen(int exponent)
{
    // 1, 10 and 100 read better written out; beyond that the exponent is what matters.
    if (exponent >= 0 && exponent <= 2)
        return QString::number(int(std::pow(10, exponent)));
    return QStringLiteral("10") + Formatter::superscript(exponent);
}

QColor otherColour(const QChart *chart)
{
    return chart->theme() == QChart::ChartThemeDark ? QColor(150, 150, 150) : QColor(140, 140, 140);
}

} // namespace

ChartBuilder::ChartBuilder(QChart *chart, QObject *parent)
    : QObject(parent)
    , m_chart(chart)
    , m_labels(chart)
    , m_cloud(new PointCloud(chart))
{
    // Labels are chart items placed by hand, so they follow every new layout (resize, export size).
    connect(m_chart, &QChart::plotAreaChanged, this, [this]() { m_labels.place(); });
    connect(m_cloud, &PointCloud::hovered, this, [this](int index, bool entered) {
        const ChartPoint &p = m_data.points.at(index);
        const ChartRequest &r = m_data.request;
        emit pointHovered(QStringLiteral("%1\n%2: %3\n%4: %5")
                              .arg(p.name, ChartLabels::axisTitle(r.x), ChartLabels::formatValue(r.x, p.x, p.published),
                                   ChartLabels::axisTitle(r.y), ChartLabels::formatValue(r.y, p.y, p.published)),
                          entered);
    });
    connect(m_cloud, &PointCloud::clicked, this,
            [this](int index) { emit modelClicked(m_data.points.at(index).id); });
}

void ChartBuilder::clear()
{
    m_labels.clear();
    m_chart->removeAllSeries();
    for (QAbstractAxis *axis : m_chart->axes()) {
        m_chart->removeAxis(axis);
        delete axis;
    }
    m_cloud->clear();
    m_groupOf.clear();
    m_trendSeries = nullptr;
    m_axisX = m_axisY = nullptr;
    m_fit = TrendFit();
    m_trendText.clear();
}

void ChartBuilder::build(const ChartData &data, const Trend &trend)
{
    clear();
    m_data = data;
    m_trend = trend;
    if (data.request.kind == ChartKind::ModelsPerYear)
        buildPerYear();
    else
        buildScatter();
    connectLegend();
    emit trendChanged();
}

void ChartBuilder::setTrend(const Trend &trend)
{
    m_trend = trend;
    updateTrend();
    emit trendChanged();
}

QCategoryAxis *ChartBuilder::logAxis(double minValue, double maxValue, Qt::Orientation orientation) const
{
    int lo = int(std::floor(std::log10(minValue)));
    int hi = int(std::ceil(std::log10(maxValue)));
    if (hi <= lo)
        hi = lo + 1;
    // Enough room for each label: about one per 50 px on a 1000 px chart.
    const int maxLabels = orientation == Qt::Vertical ? 14 : 18;
    const int step = std::max(1, int(std::ceil(double(hi - lo) / maxLabels)));
    lo = int(std::floor(double(lo) / step)) * step;
    hi = int(std::ceil(double(hi) / step)) * step;
    auto *axis = new QCategoryAxis;
    axis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    // A little room beyond the outer labels, so that a point on a power of ten is not cut in half.
    const double pad = 0.02 * (hi - lo);
    axis->setRange(lo - pad, hi + pad);
    axis->setStartValue(lo - pad);
    for (int e = lo; e <= hi; e += step)
        axis->append(powerOfTen(e), e);
    return axis;
}

QCategoryAxis *ChartBuilder::yearAxis(double from, double to, double offset, double pad) const
{
    // `offset` maps a year to its plotted position (bars sit at indexes, points at decimal years).
    const double span = to - from;
    const int step = span <= 12 ? 1 : span <= 30 ? 2 : span <= 60 ? 5 : 10;
    auto *axis = new QCategoryAxis;
    axis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    axis->setRange(from - offset - pad, to - offset + pad);
    axis->setStartValue(from - offset - pad);
    for (int year = int(std::ceil(from / step)) * step; year <= to; year += step)
        axis->append(Formatter::year(year), year - offset);
    return axis;
}

void ChartBuilder::buildScatter()
{
    const ChartRequest &request = m_data.request;
    if (m_data.points.isEmpty())
        return;
    double minX = m_data.points.first().x, maxX = minX;
    double minY = m_data.points.first().y, maxY = minY;
    for (const ChartPoint &p : m_data.points) {
        minX = std::min(minX, p.x);
        maxX = std::max(maxX, p.x);
        minY = std::min(minY, p.y);
        maxY = std::max(maxY, p.y);
    }
    QCategoryAxis *axisX = isDate(request.x) ? yearAxis(std::floor(minX), std::ceil(maxX + 1e-9), 0, 0.3)
                                             : logAxis(minX, maxX, Qt::Horizontal);
    QCategoryAxis *axisY = isDate(request.y) ? yearAxis(std::floor(minY), std::ceil(maxY + 1e-9), 0, 0.3)
                                             : logAxis(minY, maxY, Qt::Vertical);
    axisX->setTitleText(ChartLabels::axisTitle(request.x));
    axisY->setTitleText(ChartLabels::axisTitle(request.y));
    m_chart->addAxis(axisX, Qt::AlignBottom);
    m_chart->addAxis(axisY, Qt::AlignLeft);
    m_axisX = axisX;
    m_axisY = axisY;

    // One series per group carries its name and colour in the legend; the points themselves are
    // drawn by the point cloud, which a series of 70,000 points (an item each) could not be.
    QVector<QColor> colours;
    for (const QString &group : std::as_const(m_data.groups)) {
        auto *series = new QScatterSeries;
        // Qt Charts lays legend labels out as HTML; a group is catalogue text, shown as written.
        series->setName(PlainText::escaped(ChartLabels::groupLabel(request.grouping, group)));
        series->setMarkerSize(MarkerSize);
        series->setPen(Qt::NoPen);
        m_chart->addSeries(series);
        // Colours come from the theme; see-through so that dense years still show their density.
        QColor colour = group == ChartQuery::otherGroup() ? otherColour(m_chart) : series->color();
        colour.setAlpha(190);
        series->setColor(colour);
        series->setBorderColor(colour);
        series->setPen(Qt::NoPen);
        series->attachAxis(axisX);
        series->attachAxis(axisY);
        series->setVisible(!m_hidden.contains(group));
        m_groupOf.insert(series, group);
        colours.append(colour);
    }
    QVector<PointCloud::Point> points;
    points.reserve(m_data.points.size());
    for (const ChartPoint &p : std::as_const(m_data.points))
        points.append({p.plotted, p.groupIndex});
    m_cloud->setRange(QRectF(QPointF(axisX->min(), axisY->min()), QPointF(axisX->max(), axisY->max())));
    m_cloud->setPoints(std::move(points), colours, MarkerSize);
    m_cloud->setHiddenGroups(hiddenIndexes());
    updateTrend();
    updateRecordLabels();
}

QSet<int> ChartBuilder::hiddenIndexes() const
{
    QSet<int> indexes;
    for (int g = 0; g < m_data.groups.size(); ++g) {
        if (m_hidden.contains(m_data.groups.at(g)))
            indexes.insert(g);
    }
    return indexes;
}

QVector<QPointF> ChartBuilder::plottedPoints(const QString &group) const
{
    QVector<QPointF> points;
    const int g = int(m_data.groups.indexOf(group));
    for (int i = 0; i < m_cloud->count(); ++i) {
        if (m_cloud->point(i).group == g && g >= 0)
            points.append(m_cloud->point(i).plotted);
    }
    return points;
}

void ChartBuilder::updateTrend()
{
    if (m_trendSeries) {
        m_chart->removeSeries(m_trendSeries);
        delete m_trendSeries;
        m_trendSeries = nullptr;
    }
    m_fit = TrendFit();
    m_trendText.clear();
    const ChartRequest &request = m_data.request;
    if (!m_trend.enabled || request.kind != ChartKind::Scatter || !isDate(request.x) || isDate(request.y)
        || !m_axisX || !m_axisY)
        return;
    // The trend follows what is shown: groups hidden from the legend take no part. The points carry
    // log10 of their values already, as they are plotted.
    const QSet<int> hidden = hiddenIndexes();
    QVector<QPointF> points;
    for (const ChartPoint &p : std::as_const(m_data.points)) {
        if (!hidden.contains(p.groupIndex) && p.x >= m_trend.fromYear && p.x < m_trend.toYear + 1.0)
            points.append(p.plotted);
    }
    m_fit = TrendFit::fitLog10(points, m_trend.fromYear, m_trend.toYear);
    m_trendText = ChartLabels::trendDescription(m_fit);
    if (!m_fit.valid)
        return;
    double first = m_fit.toYear + 1, last = m_fit.fromYear;
    for (const QPointF &p : std::as_const(points)) {
        if (p.x() >= m_fit.fromYear && p.x() < m_fit.toYear + 1) {
            first = std::min(first, p.x());
            last = std::max(last, p.x());
        }
    }
    m_trendSeries = new QLineSeries;
    m_trendSeries->setName(tr("Trend %1–%2").arg(Formatter::year(int(m_fit.fromYear)), Formatter::year(int(m_fit.toYear))));
    m_trendSeries->append(first, m_fit.log10At(first));
    m_trendSeries->append(last, m_fit.log10At(last));
    m_chart->addSeries(m_trendSeries);
    QPen pen(m_chart->theme() == QChart::ChartThemeDark ? QColor(240, 240, 240) : QColor(20, 20, 20));
    pen.setWidthF(2.5);
    pen.setStyle(Qt::DashLine);
    m_trendSeries->setPen(pen);
    m_trendSeries->attachAxis(m_axisX);
    m_trendSeries->attachAxis(m_axisY);
}

void ChartBuilder::buildPerYear()
{
    if (m_data.lastYear < m_data.firstYear)
        return;
    auto *series = new QStackedBarSeries;
    series->setBarWidth(0.85);
    const int years = m_data.lastYear - m_data.firstYear + 1;
    int highest = 0;
    QVector<int> totals(years, 0);
    for (int g = 0; g < m_data.groups.size(); ++g) {
        const QString &group = m_data.groups.at(g);
        auto *set = new QBarSet(PlainText::escaped(ChartLabels::groupLabel(m_data.request.grouping, group)));
        for (int y = 0; y < years; ++y) {
            const int n = m_hidden.contains(group) ? 0 : m_data.countsPerYear.at(g).at(y);
            set->append(n);
            totals[y] += n;
        }
        m_groupOf.insert(set, group);
        series->append(set);
    }
    for (int total : std::as_const(totals))
        highest = std::max(highest, total);
    m_chart->addSeries(series);
    // Bars sit at indexes 0..n-1; a year axis with a label every few years replaces a bar
    // category axis, which would print (and squeeze) all seventy-odd years.
    QCategoryAxis *axisX = yearAxis(m_data.firstYear - 0.5, m_data.lastYear + 0.5, m_data.firstYear, 0);
    axisX->setTitleText(tr("Year of publication"));
    auto *axisY = new QValueAxis;
    // About six gridlines at a round step (1, 2, 2.5, 5 × 10ⁿ): easier to read off than 0, 50, 100, 150.
    const double raw = std::max(1.0, highest / 6.0);
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    double step = magnitude;
    for (const double m : {1.0, 2.0, 2.5, 5.0, 10.0}) {
        step = m * magnitude;
        if (step >= raw)
            break;
    }
    axisY->setRange(0, std::max(1.0, std::ceil(highest / step)) * step);
    axisY->setTickType(QValueAxis::TicksDynamic);
    axisY->setTickAnchor(0);
    axisY->setTickInterval(step);
    axisY->setLabelFormat(QStringLiteral("%.0f"));
    axisY->setTitleText(tr("Models"));
    m_chart->addAxis(axisX, Qt::AlignBottom);
    m_chart->addAxis(axisY, Qt::AlignLeft);
    series->attachAxis(axisX);
    series->attachAxis(axisY);
    m_axisX = axisX;
    m_axisY = axisY;
    // After addSeries(): the theme colours the sets when the series joins the chart.
    for (QBarSet *set : series->barSets()) {
        if (m_groupOf.value(set) == ChartQuery::otherGroup())
            set->setColor(otherColour(m_chart));
        set->setBorderColor(set->color());
    }
    connect(series, &QStackedBarSeries::hovered, this, [this](bool status, int index, QBarSet *set) {
        const QString group = m_groupOf.value(set);
        const int n = int(set->at(index));
        emit pointHovered(tr("%1 · %2: %Ln model(s)", "year · group: count", n)
                              .arg(Formatter::year(m_data.firstYear + index), ChartLabels::groupLabel(m_data.request.grouping, group)),
                          status);
    });
}

QString ChartBuilder::markerGroup(QLegendMarker *marker) const
{
    // Bars have one marker per set, scatter charts one per series.
    if (auto *bar = qobject_cast<QBarLegendMarker *>(marker))
        return m_groupOf.value(bar->barset());
    return m_groupOf.value(marker->series());
}

void ChartBuilder::connectLegend()
{
    m_chart->legend()->setVisible(true);
    for (QLegendMarker *marker : m_chart->legend()->markers()) {
        const QString group = markerGroup(marker);
        if (group.isEmpty() && marker->series() == m_trendSeries)
            continue;
        styleMarker(marker, m_hidden.contains(group));
        connect(marker, &QLegendMarker::clicked, this, [this, marker]() { toggleGroup(marker); });
    }
}

void ChartBuilder::styleMarker(QLegendMarker *marker, bool hidden)
{
    // A hidden series hides its marker too: keep it, greyed, so that it can be clicked back.
    marker->setVisible(true);
    QColor label = m_chart->legend()->labelColor();
    label.setAlphaF(hidden ? 0.4 : 1.0);
    marker->setLabelBrush(label);
    QBrush brush = marker->brush();
    QColor colour = brush.color();
    colour.setAlphaF(hidden ? 0.25 : 0.75);
    brush.setColor(colour);
    marker->setBrush(brush);
}

void ChartBuilder::toggleGroup(QLegendMarker *marker)
{
    const QString group = markerGroup(marker);
    if (group.isEmpty())
        return;
    const bool hide = !m_hidden.contains(group);
    if (hide)
        m_hidden.insert(group);
    else
        m_hidden.remove(group);
    if (m_data.request.kind == ChartKind::ModelsPerYear) {
        // Stacks must close up over a hidden group: rebuild from the same data, once this click
        // (whose marker the rebuild deletes) has returned.
        QMetaObject::invokeMethod(this, [this]() { build(m_data, m_trend); }, Qt::QueuedConnection);
        return;
    }
    marker->series()->setVisible(!hide);
    m_cloud->setHiddenGroups(hiddenIndexes());
    updateTrend();
    updateRecordLabels();
    // Adding the new trend series lets the legend reset its markers' visibility: style them after.
    for (QLegendMarker *m : m_chart->legend()->markers()) {
        const QString g = markerGroup(m);
        if (!g.isEmpty())
            styleMarker(m, m_hidden.contains(g));
    }
    emit trendChanged();
}

QScatterSeries *ChartBuilder::seriesOf(const QString &group) const
{
    for (auto it = m_groupOf.cbegin(); it != m_groupOf.cend(); ++it) {
        if (it.value() == group)
            return qobject_cast<QScatterSeries *>(it.key());
    }
    return nullptr;
}

QStringList ChartBuilder::hiddenGroups() const
{
    return QStringList(m_hidden.cbegin(), m_hidden.cend());
}

void ChartBuilder::setRecordLabels(bool enabled)
{
    if (m_recordLabels == enabled)
        return;
    m_recordLabels = enabled;
    updateRecordLabels();
}

QStringList ChartBuilder::recordLabelTexts() const
{
    return m_labels.texts();
}

void ChartBuilder::updateRecordLabels()
{
    m_labels.clear();
    if (!m_recordLabels || m_data.request.kind != ChartKind::Scatter || !m_axisX || !m_axisY)
        return;
    // Records among what is shown: a group hidden from the legend neither sets nor holds one.
    const QSet<int> hidden = hiddenIndexes();
    QVector<RecordLabels::Point> points;
    for (const ChartPoint &p : std::as_const(m_data.points)) {
        if (!hidden.contains(p.groupIndex))
            points.append({p.plotted, p.name});
    }
    m_labels.show(points, m_axisY->labelsBrush());
}
