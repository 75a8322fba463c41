#pragma once

#include "Estimator.h"

#include <QChartView>

#include <optional>

class QBarCategoryAxis;
class QHorizontalStackedBarSeries;
class QLineSeries;
class QValueAxis;
class WrappedLegend;

// A small horizontal bar chart: the memory one model needs at each quantization (the Estimator's
// totals, nothing worked out here), coloured by fit level as the tables are, with a vertical line at
// the chosen device's usable memory. The From hardware view shows it as a widget; the model page
// paints it into its hardware box with image(), because a QTextBrowser cannot hold widgets.
class MemoryChart : public QChartView
{
    Q_OBJECT
public:
    // Room for eight bars with a readable label each, one line of legend and the axis under them.
    static constexpr int PreferredHeight = 220;
    // The least it is ever given (with fewer bars, or some of their labels left out).
    static constexpr int MinimumHeight = 160;

    explicit MemoryChart(QWidget *parent = nullptr);

    // `hardware` is what `estimate` was computed for; without it the bars are drawn in one neutral
    // colour and there is no device line. An estimate that is not valid clears the chart.
    void setEstimate(const Estimate &estimate, const std::optional<HardwareConfig> &hardware);
    void clearEstimate();
    bool hasEstimate() const { return m_estimate.has_value(); }

    // What is drawn, for tests: per quantization (the estimator's order) the bar's length in GB.
    QStringList quantizations() const;
    QVector<double> barTotals() const;
    // Where the device line stands (in MemoryUnit::current(), as the bars), or -1 without a device; and its label.
    double deviceLineGb() const;
    // Where the dashed line goes: the usable GPU memory, or without a GPU the RAM a model may take.
    double availableGb() const;
    QString deviceLabel() const;
    QLineSeries *deviceLine() const { return m_line; }

    // The chart at `size` (logical pixels) on a transparent background, for `devicePixelRatio`.
    QImage image(const QSize &size, qreal devicePixelRatio) const;

    // PreferredHeight, and a line more for each further line the legend wraps onto at `width`.
    int preferredHeight(int width) const;
    QSize sizeHint() const override;
    // The fit levels the legend names (none without a device: the bars are one colour), how many
    // lines they take at the width last drawn (the widget's or the image's), and in which colour.
    QStringList legendNames() const;
    int legendLines() const;
    QColor legendColour() const;

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void rebuild();
    // At `width`: the legend wraps onto as many lines as its names need, and the axis title, which Qt
    // Charts cuts when it does not fit its one line, takes its short form if the long one does not.
    void fitTextsTo(qreal width) const;
    // The axis title at `width`, on one line or, when even its short form is wider, on several.
    QStringList axisTitleLines(qreal width) const;
    qreal plotWidth(qreal width) const;
    static qreal legendWidth(qreal chartWidth);
    static constexpr qreal legendLeft = 4;
    static constexpr qreal legendTop = 2;

    std::optional<Estimate> m_estimate;
    std::optional<HardwareConfig> m_hardware;
    QHorizontalStackedBarSeries *m_bars = nullptr;
    QLineSeries *m_line = nullptr;
    WrappedLegend *m_legend = nullptr;
    // The width the texts were last fitted to: the widget's, or the model page's image's.
    mutable qreal m_textWidth = 0;
    mutable qsizetype m_titleLines = 1;   // of the axis title, at that width
    double m_step = 0;                    // between the memory axis's ticks when there is room for all
};
