#include "ChartBuilder.h"

#include "ChartLabels.h"
#include "Formatter.h"
#include "GroupColours.h"
#include "PlainText.h"
#include "PointCloud.h"
#include "common/ChartItems.h"

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

ChartBuilder::ChartBuilder(QChart *chart, QObject *parent)
    : QObject(parent)
    , m_chart(chart)
    , m_labels(chart)
    , m_cloud(new PointCloud(chart))
{
    // Labels are chart items placed by hand, so they follow every new layout (resize, export size);
    // the axes get as many labels as their new length holds.
    connect(m_chart, &QChart::plotAreaChanged, this, [this]() {
        relabelAxes(true);
        m_labels.place();
    });
    connect(m_cloud, &PointCloud::hovered, this, [this](int index, bool entered) {
        const ChartPoint &p = m_data.points.at(index);
        const ChartRequest &r = m_data.request;
        emit pointHovered(QStringLiteral("%1\n%2\n%3").arg(p.name, ChartLabels::valueLine(r.x, p.x, p.published),
                                                            ChartLabels::valueLine(r.y, p.y, p.published)),
                          entered, m_cloud->position(index));
    });
    connect(m_cloud, &PointCloud::clicked, this, [this](int index) { emit modelClicked(m_data.points.at(index).id); });
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
    m_legend.forget();
    m_groupOf.clear();
    m_trendSeries = nullptr;
    m_axisX = nullptr;
    m_axisY = nullptr;
    m_fit = TrendFit();
    m_trendText.clear();
}

void ChartBuilder::build(const ChartData &data, const Trend &trend, Update how)
{
    // Rebuilding the axes and legend made Qt Charts lay them all out again at each filter change
    // (about 8 ms of CPU at 100,000 models): a chart of the same shape is updated where it stands.
    m_inPlace = how == Update::InPlace && sameShape(data.request) && !data.points.isEmpty();
    if (!m_inPlace)
        clear();
    m_data = data;
    m_trend = trend;
    QVector<QScatterSeries *> added;
    if (data.request.kind == ChartKind::ModelsPerYear)
        buildPerYear();
    else
        added = buildScatter();
    connectLegend(added);
    m_builtTheme = m_chart->theme();
    m_builtLocale = m_chart->locale().name();
    emit trendChanged();
}

bool ChartBuilder::sameShape(const ChartRequest &request) const
{
    const ChartRequest &now = m_data.request;
    return m_axisX && m_axisY && now.kind == ChartKind::Scatter && request.kind == ChartKind::Scatter
        && request.x == now.x && request.y == now.y && request.grouping == now.grouping
        && spec(request.x, Qt::Horizontal).scale == m_specX.scale && spec(request.y, Qt::Vertical).scale == m_specY.scale
        && m_axisX->titleText() == ChartLabels::axisTitle(request.x) && m_axisY->titleText() == ChartLabels::axisTitle(request.y)
        && m_chart->theme() == m_builtTheme && m_chart->locale().name() == m_builtLocale;
}

void ChartBuilder::setTrend(const Trend &trend)
{
    m_trend = trend;
    updateTrend();
    emit trendChanged();
}

ChartAxes::Spec ChartBuilder::spec(ChartAxis quantity, Qt::Orientation orientation) const
{
    ChartAxes::Spec s;
    s.quantity = quantity;
    if (quantity != ChartAxis::PublicationDate)
        s.scale = logScale(orientation) ? ChartAxes::Scale::Log : ChartAxes::Scale::Linear;
    return s;
}

ChartAxes::Scale ChartBuilder::scale(Qt::Orientation orientation) const
{
    return (orientation == Qt::Horizontal ? m_specX : m_specY).scale;
}

int ChartBuilder::maxLabels(Qt::Orientation orientation) const
{
    return ChartAxes::labelRoom(m_chart->plotArea(), orientation, (orientation == Qt::Horizontal ? m_specX : m_specY).scale);
}

void ChartBuilder::watchAxis(QCategoryAxis *axis, Qt::Orientation orientation)
{
    // A zoom or a pan changes the range: label what is shown, and move the names with their points.
    // The point cloud draws over the range shown too.
    connect(axis, &QValueAxis::rangeChanged, this, [this, axis, orientation]() {
        ChartAxes::relabel(axis, orientation == Qt::Horizontal ? m_specX : m_specY, maxLabels(orientation));
        m_labels.place();
        if (auto *y = qobject_cast<QValueAxis *>(m_axisY); m_axisX && y && m_data.request.kind == ChartKind::Scatter)
            m_cloud->setRange(QRectF(QPointF(m_axisX->min(), y->min()), QPointF(m_axisX->max(), y->max())));
    });
}

void ChartBuilder::relabelAxes(bool onlyWhenDenser)
{
    const int x = maxLabels(Qt::Horizontal), y = maxLabels(Qt::Vertical);
    if (m_axisX && (!onlyWhenDenser || x != m_labelsX))
        ChartAxes::relabel(m_axisX, m_specX, x);
    if (auto *axisY = qobject_cast<QCategoryAxis *>(m_axisY); axisY && (!onlyWhenDenser || y != m_labelsY))
        ChartAxes::relabel(axisY, m_specY, y);
    m_labelsX = x;
    m_labelsY = y;
}

QVector<QScatterSeries *> ChartBuilder::buildScatter()
{
    const ChartRequest &request = m_data.request;
    if (m_data.points.isEmpty())
        return {};
    m_specX = spec(request.x, Qt::Horizontal);
    m_specY = spec(request.y, Qt::Vertical);
    const auto [lowX, highX] = ChartAxes::extent(m_specX, m_data.points, Qt::Horizontal);
    const auto [lowY, highY] = ChartAxes::extent(m_specY, m_data.points, Qt::Vertical);
    auto *axisX = m_axisX;
    auto *axisY = qobject_cast<QCategoryAxis *>(m_axisY);
    if (m_inPlace) {
        // The trend is drawn again below; gone first, so that the legend lists it after the groups.
        removeTrend();
        ChartAxes::setExtent(axisX, m_specX, lowX, highX, maxLabels(Qt::Horizontal));
        ChartAxes::setExtent(axisY, m_specY, lowY, highY, maxLabels(Qt::Vertical));
    } else {
        axisX = ChartAxes::create(m_specX, lowX, highX, maxLabels(Qt::Horizontal));
        axisY = ChartAxes::create(m_specY, lowY, highY, maxLabels(Qt::Vertical));
        axisX->setTitleText(ChartLabels::axisTitle(request.x));
        axisY->setTitleText(ChartLabels::axisTitle(request.y));
        m_chart->addAxis(axisX, Qt::AlignBottom);
        m_chart->addAxis(axisY, Qt::AlignLeft);
        m_axisX = axisX;
        m_axisY = axisY;
        m_labelsX = maxLabels(Qt::Horizontal);
        m_labelsY = maxLabels(Qt::Vertical);
        watchAxis(axisX, Qt::Horizontal);
        watchAxis(axisY, Qt::Vertical);
    }

    // One series per group carries its name and colours in the legend; the points themselves are
    // drawn by the point cloud, which a series of 70,000 points (an item each) could not be.
    const QVector<QScatterSeries *> added = m_legend.sync(m_chart, request.grouping, m_data.groups, m_hidden, axisX, axisY);
    m_groupOf.clear();
    for (qsizetype g = 0; g < m_data.groups.size(); ++g)
        m_groupOf.insert(m_legend.series().at(g), m_data.groups.at(g));
    QVector<PointCloud::Point> points;
    points.reserve(m_data.points.size());
    for (const ChartPoint &p : std::as_const(m_data.points))
        points.append({plotted(p), p.groupIndex});
    m_cloud->setRange(QRectF(QPointF(axisX->min(), axisY->min()), QPointF(axisX->max(), axisY->max())));
    m_cloud->setPoints(std::move(points), m_legend.fills(), m_legend.outlines(), MarkerSize);
    m_cloud->setHiddenGroups(hiddenIndexes());
    updateTrend();
    updateRecordLabels();
    return added;
}

QPointF ChartBuilder::plotted(const ChartPoint &p) const
{
    // The data carries log10 of a numeric value already (and a year as it is): only a linear axis
    // needs the value itself.
    return QPointF(m_specX.scale == ChartAxes::Scale::Linear ? p.x : p.plotted.x(),
                   m_specY.scale == ChartAxes::Scale::Linear ? p.y : p.plotted.y());
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
    return m_cloud->plottedPoints(int(m_data.groups.indexOf(group)));
}

void ChartBuilder::removeTrend()
{
    if (m_trendSeries) {
        m_chart->removeSeries(m_trendSeries);
        delete m_trendSeries;
        m_trendSeries = nullptr;
    }
}

void ChartBuilder::updateTrend()
{
    removeTrend();
    m_fit = TrendFit();
    m_trendText.clear();
    const ChartRequest &request = m_data.request;
    if (!m_trend.enabled || request.kind != ChartKind::Scatter || request.x != ChartAxis::PublicationDate
        || request.y == ChartAxis::PublicationDate || !m_axisX || !m_axisY)
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
    // Exponential growth is a straight line on a log scale and a curve on a linear one.
    const int steps = m_specY.scale == ChartAxes::Scale::Log ? 1 : 60;
    for (int i = 0; i <= steps; ++i) {
        const double x = first + (last - first) * i / steps;
        m_trendSeries->append(x, ChartAxes::plotted(m_specY.scale, std::pow(10.0, m_fit.log10At(x))));
    }
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
    m_specX = ChartAxes::Spec{ChartAxes::Scale::Years, ChartAxis::PublicationDate, double(m_data.firstYear)};
    m_specY = ChartAxes::Spec{ChartAxes::Scale::Linear, ChartAxis::ChipCount, 0};
    QCategoryAxis *axisX = ChartAxes::create(m_specX, -0.5, years - 0.5, maxLabels(Qt::Horizontal));
    axisX->setTitleText(tr("Year of publication"));
    QValueAxis *axisY = ChartAxes::countAxis(highest);
    axisY->setTitleText(tr("Models"));
    m_chart->addAxis(axisX, Qt::AlignBottom);
    m_chart->addAxis(axisY, Qt::AlignLeft);
    series->attachAxis(axisX);
    series->attachAxis(axisY);
    m_axisX = axisX;
    m_axisY = axisY;
    m_labelsX = maxLabels(Qt::Horizontal);
    watchAxis(axisX, Qt::Horizontal);
    // After addSeries(): the theme colours the sets when the series joins the chart.
    const QHash<QString, QColor> colours = GroupColours::assign(m_data.request.grouping, m_data.groups);
    const QColor background = ChartItems::backgroundColour(m_chart);
    for (QBarSet *set : series->barSets()) {
        set->setColor(colours.value(m_groupOf.value(set)));
        set->setBorderColor(GroupColours::outline(set->color(), background));
    }
    connect(series, &QStackedBarSeries::hovered, this, [this, series](bool status, int index, QBarSet *set) {
        const QString group = m_groupOf.value(set);
        const int n = int(set->at(index));
        emit pointHovered(tr("%1 · %2: %Ln model(s)", "year · group: count", n)
                              .arg(Formatter::year(m_data.firstYear + index), ChartLabels::groupLabel(m_data.request.grouping, group)),
                          status, m_chart->mapToPosition(ChartItems::segmentMiddle(series, set, index), series));
    });
}

QString ChartBuilder::markerGroup(QLegendMarker *marker) const
{
    // Bars have one marker per set, scatter charts one per series.
    if (auto *bar = qobject_cast<QBarLegendMarker *>(marker))
        return m_groupOf.value(bar->barset());
    return m_groupOf.value(marker->series());
}

void ChartBuilder::connectLegend(const QVector<QScatterSeries *> &added)
{
    m_chart->legend()->setVisible(true);
    for (QLegendMarker *marker : m_chart->legend()->markers()) {
        const QString group = markerGroup(marker);
        if (group.isEmpty() && marker->series() == m_trendSeries)
            continue;
        styleMarker(marker, m_hidden.contains(group));
        // A chart updated in place keeps the markers of the groups it kept, and their connections.
        if (!m_inPlace || added.contains(marker->series()))
            connect(marker, &QLegendMarker::clicked, this, [this, marker]() { toggleGroup(marker); });
    }
}

void ChartBuilder::styleMarker(QLegendMarker *marker, bool hidden)
{
    ChartItems::styleLegendMarker(marker, m_chart->legend()->labelColor(), hidden);
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
    emit groupsShownChanged();
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

QBarSet *ChartBuilder::barSetOf(const QString &group) const
{
    for (auto it = m_groupOf.cbegin(); it != m_groupOf.cend(); ++it) {
        if (it.value() == group)
            return qobject_cast<QBarSet *>(it.key());
    }
    return nullptr;
}

QStringList ChartBuilder::hiddenGroups() const
{
    return QStringList(m_hidden.cbegin(), m_hidden.cend());
}

QVector<qint64> ChartBuilder::shownIds() const
{
    // By group index, not key: hashing the key of each of 70,000 points cost milliseconds a status line.
    const QSet<int> hidden = hiddenIndexes();
    QVector<qint64> ids;
    ids.reserve(m_data.points.size());
    for (const ChartPoint &p : m_data.points) {
        if (!hidden.contains(p.groupIndex))
            ids.append(p.id);
    }
    return ids;
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
            points.append({plotted(p), p.name});
    }
    m_labels.show(points, m_axisY->labelsBrush());
}
