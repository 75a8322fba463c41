#pragma once

#include "ChartQuery.h"
#include "RecordLabels.h"
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

// Fills a QChart from ChartData: one scatter series per group on log10-transformed axes labelled
// "10²³" (QLogValueAxis cannot write superscripts), or stacked bars per year; the trend line; and
// the look-ups that turn a hovered or clicked point back into a model.
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

    explicit ChartBuilder(QChart *chart, QObject *parent = nullptr);

    // Clears the chart and draws `data`; groups hidden from the legend stay hidden.
    void build(const ChartData &data, const Trend &trend);
    void setTrend(const Trend &trend);
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
    QStringList hiddenGroups() const;
    // Every point of a scatter chart; its indexes are those of data().points.
    PointCloud *pointCloud() const { return m_cloud; }
    // A group's points as plotted (log10 of numeric values), in drawing order.
    QVector<QPointF> plottedPoints(const QString &group) const;
    static constexpr qreal MarkerSize = 9;

signals:
    void pointHovered(const QString &text, bool entered);
    void modelClicked(qint64 id);
    void trendChanged();

private:
    void clear();
    void buildScatter();
    void buildPerYear();
    void updateTrend();
    void updateRecordLabels();
    void toggleGroup(QLegendMarker *marker);
    void styleMarker(QLegendMarker *marker, bool hidden);
    void connectLegend();
    QString markerGroup(QLegendMarker *marker) const;
    QSet<int> hiddenIndexes() const;
    QCategoryAxis *logAxis(double minValue, double maxValue, Qt::Orientation orientation) const;
    QCategoryAxis *yearAxis(double from, double to, double offset, double pad) const;

    QChart *m_chart;
    ChartData m_data;
    Trend m_trend;
    TrendFit m_fit;
    QString m_trendText;
    QSet<QString> m_hidden;
    QHash<QObject *, QString> m_groupOf;                  // series or bar set -> group key
    QLineSeries *m_trendSeries = nullptr;
    bool m_recordLabels = false;
    RecordLabels m_labels;
    QAbstractAxis *m_axisX = nullptr;
    QAbstractAxis *m_axisY = nullptr;
    PointCloud *m_cloud;
};
