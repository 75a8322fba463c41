#pragma once

#include "ChartAxes.h"
#include "ChartQuery.h"
#include "RecordLabels.h"
#include "ScatterLegend.h"
#include "TrendFit.h"

#include <QHash>
#include <QObject>
#include <QSet>

class QAbstractAxis;
class QBarSet;
class QCategoryAxis;
class QChart;
class QLegendMarker;
class QLineSeries;
class PointCloud;
class QScatterSeries;

// Fills a QChart from ChartData: one scatter series per group on axes labelled "10²³" (log) or in
// round values (linear), or stacked bars per year; the trend line; a colour per group that every
// chart shares (GroupColours); and the look-ups that turn a hovered or clicked point back into a model.
class ChartBuilder : public QObject
{
    Q_OBJECT
public:
    struct Trend
    {
        bool enabled = false;
        int fromYear = 2010;
        int toYear = 2025;
    };

    // InPlace: a scatter chart of the same kind, axes, scales and grouping (a filter change) keeps its
    // axes, and the legend entries of the groups it keeps; anything else is drawn anew (Rebuild).
    enum class Update { InPlace, Rebuild };

    explicit ChartBuilder(QChart *chart, QObject *parent = nullptr);

    // Draws `data`; groups hidden from the legend stay hidden.
    void build(const ChartData &data, const Trend &trend, Update how = Update::InPlace);
    // Whether the last build() updated the chart in place (tests).
    bool builtInPlace() const { return m_inPlace; }
    const Trend &trend() const { return m_trend; }
    void setTrend(const Trend &trend);
    // Log (the default) or linear numeric axes; takes effect at the next build(). A date axis is
    // always in years.
    void setLogScale(Qt::Orientation orientation, bool log) { (orientation == Qt::Horizontal ? m_logX : m_logY) = log; }
    bool logScale(Qt::Orientation orientation) const { return orientation == Qt::Horizontal ? m_logX : m_logY; }
    // Names beside the record-setting points of a scatter chart (RecordLabels).
    void setRecordLabels(bool enabled);
    bool recordLabels() const { return m_recordLabels; }
    // The names drawn now (tests, and to check that the limit holds).
    QStringList recordLabelTexts() const;
    static constexpr int MaxRecordLabels = RecordLabels::Max;
    static QString recordLabelTag() { return RecordLabels::tag(); }

    // Empty when no trend is drawn.
    QString trendText() const { return m_trendText; }
    const TrendFit &trendFit() const { return m_fit; }
    // The legend's series of a group (it holds no points: the point cloud draws them).
    QScatterSeries *seriesOf(const QString &group) const;
    QBarSet *barSetOf(const QString &group) const;
    QStringList hiddenGroups() const;
    // Every point of a scatter chart; its indexes are those of data().points.
    PointCloud *pointCloud() const { return m_cloud; }
    // A group's points as plotted (log10 of numeric values on a log axis), in drawing order.
    QVector<QPointF> plottedPoints(const QString &group) const;
    static constexpr qreal MarkerSize = 9;
    // The models drawn now: the chart's models less those of groups hidden from the legend.
    QVector<qint64> shownIds() const;
    // How a numeric axis is scaled now (the date axis: Years).
    ChartAxes::Scale scale(Qt::Orientation orientation) const;

signals:
    // `at` is where the point (or the middle of the bar's segment) is, in the chart's coordinates.
    void pointHovered(const QString &text, bool entered, const QPointF &at);
    void modelClicked(qint64 id);
    void trendChanged();
    // A group was hidden or shown again from the legend.
    void groupsShownChanged();

private:
    void clear();
    bool sameShape(const ChartRequest &request) const;
    QVector<QScatterSeries *> buildScatter();
    void removeTrend();
    void buildPerYear();
    void updateTrend();
    void updateRecordLabels();
    void relabelAxes(bool onlyWhenDenser);
    void toggleGroup(QLegendMarker *marker);
    void styleMarker(QLegendMarker *marker, bool hidden);
    void connectLegend(const QVector<QScatterSeries *> &added);
    void watchAxis(QCategoryAxis *axis, Qt::Orientation orientation);
    int maxLabels(Qt::Orientation orientation) const;
    QString markerGroup(QLegendMarker *marker) const;
    QSet<int> hiddenIndexes() const;
    QPointF plotted(const ChartPoint &point) const;
    ChartAxes::Spec spec(ChartAxis quantity, Qt::Orientation orientation) const;

    QChart *m_chart;
    ChartData m_data;
    Trend m_trend;
    TrendFit m_fit;
    QString m_trendText;
    QSet<QString> m_hidden;
    QHash<QObject *, QString> m_groupOf;                  // series or bar set -> group key
    QLineSeries *m_trendSeries = nullptr;
    bool m_recordLabels = false;
    bool m_logX = true;
    bool m_logY = true;
    RecordLabels m_labels;
    QCategoryAxis *m_axisX = nullptr;
    QAbstractAxis *m_axisY = nullptr;
    PointCloud *m_cloud;
    ChartAxes::Spec m_specX;
    ChartAxes::Spec m_specY;
    int m_labelsX = 0;   // the label counts the axes were last labelled for
    int m_labelsY = 0;
    ScatterLegend m_legend;
    bool m_inPlace = false;
    int m_builtTheme = -1;     // the chart's theme and locale when last built
    QString m_builtLocale;
};
