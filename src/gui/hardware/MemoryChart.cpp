#include "MemoryChart.h"

#include "common/ChartItems.h"
#include "common/WordWrap.h"
#include "common/WrappedLegend.h"

#include "Formatter.h"
#include "MemoryUnit.h"
#include "PlainText.h"
#include "RunsOnModel.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QCoreApplication>
#include <QEvent>
#include <QGraphicsLayout>
#include <QHorizontalStackedBarSeries>
#include <QLineSeries>
#include <QPainter>
#include <QResizeEvent>
#include <QFontMetricsF>
#include <QValueAxis>

#include <cmath>

namespace {

// The tables' fit colours are light tints behind text; a bar needs the same hue at full strength.
QColor barColour(FitLevel level)
{
    QColor colour = RunsOnModel::fitColor(level);
    colour.setAlpha(220);
    return colour;
}

// A round step for about five gridlines (1, 2, 2.5, 5 × 10ⁿ GB).
double niceStep(double maximum)
{
    const double raw = std::max(maximum / 5.0, 0.1);
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    for (const double m : {1.0, 2.0, 2.5, 5.0, 10.0}) {
        if (m * magnitude >= raw)
            return m * magnitude;
    }
    return 10 * magnitude;
}

} // namespace

MemoryChart::MemoryChart(QWidget *parent)
    : QChartView(new QChart, parent)
{
    setRenderHint(QPainter::Antialiasing);
    setMinimumHeight(MinimumHeight);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    setFrameShape(QFrame::NoFrame);
    // Transparent: the chart sits on the window, or on the model page's tinted box.
    setStyleSheet(QStringLiteral("background: transparent"));
    QChart *c = chart();
    c->setBackgroundVisible(false);
    c->setBackgroundRoundness(0);
    c->setMargins(QMargins(2, 2, 6, 2));
    c->layout()->setContentsMargins(0, 0, 0, 0);
    c->setLocalizeNumbers(true);
    // Qt Charts' legend keeps to one line and cuts the names that do not fit; this one wraps.
    c->legend()->hide();
    m_legend = new WrappedLegend(c);
    m_legend->setPos(legendLeft, legendTop);
    m_legend->setZValue(10);
}

QSize MemoryChart::sizeHint() const
{
    // A chart not shown yet has the default width of a widget never laid out (100 px), at which its
    // texts would wrap onto many lines: it asks for the height of its usual width until it is shown.
    return QSize(420, preferredHeight(isVisible() && width() > 0 ? width() : 420));
}

int MemoryChart::preferredHeight(int width) const
{
    // Each line of the legend beyond its first, and of the axis title beyond its first, makes the chart
    // that much taller, the bars keeping theirs.
    const int lines = m_legend->lineCount(legendWidth(width));
    const auto axes = chart()->axes(Qt::Horizontal);
    const qreal titleLine = axes.isEmpty() ? 0 : QFontMetricsF(axes.first()->titleFont()).lineSpacing();
    const qsizetype titleLines = axisTitleLines(width).size();
    return PreferredHeight + int(std::max(0, lines - 1) * m_legend->lineHeight() + std::max<qsizetype>(0, titleLines - 1) * titleLine);
}

qreal MemoryChart::legendWidth(qreal chartWidth)
{
    return chartWidth - 2 * legendLeft;
}

QStringList MemoryChart::legendNames() const
{
    return m_legend->names();
}

int MemoryChart::legendLines() const
{
    return m_legend->lineCount();
}

QColor MemoryChart::legendColour() const
{
    return m_legend->textColour();
}

void MemoryChart::setEstimate(const Estimate &estimate, const std::optional<HardwareConfig> &hardware)
{
    if (!estimate.isValid() || estimate.quantizations.isEmpty()) {
        clearEstimate();
        return;
    }
    m_estimate = estimate;
    m_hardware = hardware;
    rebuild();
}

void MemoryChart::clearEstimate()
{
    m_estimate.reset();
    m_hardware.reset();
    rebuild();
}

void MemoryChart::rebuild()
{
    QChart *c = chart();
    c->removeAllSeries();
    for (QAbstractAxis *axis : c->axes()) {
        c->removeAxis(axis);
        delete axis;
    }
    m_bars = nullptr;
    m_line = nullptr;
    if (!m_estimate) {
        m_legend->setEntries({}, font(), QColor());
        updateGeometry();
        return;
    }

    // Palette colours for every word and line, so that the chart reads on light and dark desktops.
    const QColor text = palette().color(QPalette::Text);
    QColor grid = text;
    grid.setAlphaF(0.18);
    c->setLocale(QLocale());
    // A notch under the widget's font: eight category labels must fit the bars' height, or the axis
    // elides them to "…".
    QFont small = font();
    small.setPointSizeF(small.pointSizeF() * 0.88);

    // A horizontal bar chart draws its first category at the bottom: add them lowest quality first,
    // so that the chart reads top down like the table, F16 first.
    const QVector<QuantEstimate> &quants = m_estimate->quantizations;
    QStringList categories;
    for (auto it = quants.crbegin(); it != quants.crend(); ++it)
        categories.append(Quantization::name(it->quantization));

    // One bar set per fit level, each bar in the set whose level it has: that is how a stacked
    // series colours bars by category, and it gives the legend its words.
    // Drawn in the unit the user reads memory in (the estimate's figures are 10⁹ bytes).
    const MemoryUnit::Unit unit = MemoryUnit::current();
    const auto shown = [unit](double gb) { return MemoryUnit::fromGb(gb, unit); };
    m_bars = new QHorizontalStackedBarSeries;
    m_bars->setBarWidth(0.7);
    double highest = 0;
    QVector<WrappedLegend::Entry> legend;
    if (m_hardware) {
        for (const FitLevel level : Estimator::fitLevels()) {
            // Short names keep the legend to one line where they can: the long offload name is shortened.
            // A Mac has no system RAM apart from the GPU's: its offload is beyond the GPU's share.
            const bool unified = m_hardware->device.isUnifiedMemory();
            auto *set = new QBarSet(level == FitLevel::Offload && unified ? tr("Beyond the GPU's share")
                                    : level == FitLevel::Offload          ? tr("Partly in system RAM")
                                    : level == FitLevel::ExpertOffload    ? tr("Experts in RAM")
                                                                          : Estimator::fitLevelName(level, unified));
            bool used = false;
            for (auto it = quants.crbegin(); it != quants.crend(); ++it) {
                set->append(it->fit == level ? shown(it->totalGb) : 0.0);
                used = used || it->fit == level;
            }
            if (!used) {
                delete set;
                continue;
            }
            set->setColor(barColour(level));
            set->setBorderColor(barColour(level).darker(130));
            m_bars->append(set);
            legend.append({set->label(), set->color(), set->borderColor()});
        }
    } else {
        auto *set = new QBarSet(tr("Memory needed"));
        for (auto it = quants.crbegin(); it != quants.crend(); ++it)
            set->append(shown(it->totalGb));
        set->setColor(palette().color(QPalette::Highlight));
        set->setBorderColor(palette().color(QPalette::Highlight));
        m_bars->append(set);
    }
    for (const QuantEstimate &q : quants)
        highest = std::max(highest, shown(q.totalGb));
    c->addSeries(m_bars);

    auto *axisY = new QBarCategoryAxis;
    axisY->append(categories);
    auto *axisX = new QValueAxis;
    const double usable = m_hardware ? shown(availableGb()) : 0;
    const double top = std::max(highest, usable) * 1.05;
    const double step = niceStep(top);
    m_step = step;
    axisX->setRange(0, std::ceil(top / step) * step);
    axisX->setTickType(QValueAxis::TicksDynamic);
    axisX->setTickAnchor(0);
    axisX->setTickInterval(step);
    axisX->setLabelFormat(step < 1 ? QStringLiteral("%.1f") : QStringLiteral("%.0f"));
    // The device line is named under the axis (see fitTextsTo), not in the legend, which names the
    // fit levels only.
    axisX->setTitleText(tr("Memory needed (GB)"));
    QFont titleFont = small;
    titleFont.setBold(false);
    axisX->setTitleFont(titleFont);
    for (QAbstractAxis *axis : {static_cast<QAbstractAxis *>(axisX), static_cast<QAbstractAxis *>(axisY)}) {
        axis->setLabelsBrush(text);
        axis->setLabelsFont(small);
        axis->setTitleBrush(text);
        axis->setLinePenColor(grid);
        axis->setGridLineColor(grid);
    }
    axisY->setGridLineVisible(false);
    // The axis elides a category's name as soon as the bar is less tall than its line plus generous
    // padding, which a 220 px chart with eight bars is; the names are short and do fit.
    axisY->setTruncateLabels(false);
    c->addAxis(axisX, Qt::AlignBottom);
    c->addAxis(axisY, Qt::AlignLeft);
    m_bars->attachAxis(axisX);
    m_bars->attachAxis(axisY);

    if (m_hardware) {
        // The device line spans the category axis from the bottom bar's lower edge to the top bar's.
        m_line = new QLineSeries;
        m_line->append(usable, -0.5);
        m_line->append(usable, categories.size() - 0.5);
        m_line->setName(PlainText::escaped(deviceLabel()));
        QPen pen(text);
        pen.setWidthF(2);
        pen.setStyle(Qt::DashLine);
        m_line->setPen(pen);
        c->addSeries(m_line);
        m_line->attachAxis(axisX);
        m_line->attachAxis(axisY);
    }
    // Without a device the bars have one colour and need no legend. The device line is named in the
    // axis title (see above), not here.
    m_legend->setEntries(legend, small, text);
    setAccessibleName(tr("Memory needed per quantization"));
    fitTextsTo(m_textWidth > 0 ? m_textWidth : width());
    // The legend may take another number of lines, and the chart another height (sizeHint).
    updateGeometry();
}

void MemoryChart::fitTextsTo(qreal width) const
{
    QChart *c = chart();
    m_textWidth = width;
    // The legend wraps at this width, in the top margin left for it.
    m_legend->setWidth(legendWidth(width));
    const int lines = m_legend->lineCount(legendWidth(width));
    c->setMargins(QMargins(2, lines > 0 ? int(legendTop + m_legend->height(lines) + 4) : 2, 6, 2));
    const auto axes = c->axes(Qt::Horizontal);
    if (axes.isEmpty())
        return;
    // Qt Charts cuts the memory labels to "1…" when they stand closer than their width (a narrow side
    // pane): every second or fourth tick then, as many as fit.
    if (auto *memory = qobject_cast<QValueAxis *>(axes.first()); memory && m_step > 0) {
        const QFontMetricsF labels(memory->labelsFont());
        const qreal label = labels.horizontalAdvance(QString::number(memory->max(), 'f', m_step < 1 ? 1 : 0))
            + 2 * labels.averageCharWidth();
        double step = m_step;
        while (step < memory->max() && (std::floor(memory->max() / step) + 1) * label > plotWidth(width))
            step *= 2;
        memory->setTickInterval(step);
    }
    if (!m_estimate || !m_hardware)
        return;
    // The axis title is HTML to Qt Charts; the device's name may be one the user typed.
    QStringList title = axisTitleLines(width);
    m_titleLines = title.size();
    for (QString &line : title)
        line = PlainText::escaped(line);
    axes.first()->setTitleText(title.join(QStringLiteral("<br>")));
}

qreal MemoryChart::plotWidth(qreal width) const
{
    // Qt Charts gives the axis title and labels the plot area's width: that of the last layout at this
    // width, else the width less the category names and the chart's margins.
    const QChart *c = chart();
    if (qFuzzyCompare(c->size().width(), width) && c->plotArea().width() > 0)
        return c->plotArea().width();
    return width - QFontMetricsF(font()).horizontalAdvance(QStringLiteral("Q5_K_M  ")) - 24;
}

QStringList MemoryChart::axisTitleLines(qreal width) const
{
    const auto axes = chart()->axes(Qt::Horizontal);
    if (!m_estimate || !m_hardware || axes.isEmpty())
        return {};
    // The title is centred under the bars, right of the category names (about six characters).
    const QFontMetricsF titleMetrics(axes.first()->titleFont());
    // Qt Charts measures the title with its text item's margins, and cut "… per la GPU" to "per la G…"
    // in a model page 800 px wide where the words alone would fit: a character's room on each side.
    const qreal room = plotWidth(width) - 2 * titleMetrics.averageCharWidth();
    const QString device = deviceLabel();
    const QString title = tr("Memory needed (GB) · dashed line: %1", "memory chart axis; %1 names the device").arg(device);
    if (titleMetrics.horizontalAdvance(title) <= room)
        return {title};
    // Qt Charts cuts a title wider than the axis ("GB · line: M3 Max …"): the short form, then without a
    // Mac's long name (the summary and the arithmetic say it), only its GPU's share; and if even that is
    // wider, on as many lines as it needs, between words.
    const QString narrow = tr("GB · line: %1", "memory chart axis when narrow; %1 names the device").arg(device);
    if (titleMetrics.horizontalAdvance(narrow) <= room)
        return {narrow};
    const QString share = MemoryUnit::number(m_estimate->usableGpuMemoryGb, MemoryUnit::current());
    const QString brief = !m_hardware->device.isUnifiedMemory() ? narrow : tr("GB · line: %1 GB for the GPU", "memory chart axis on a Mac when narrow: the share of its "
                                                             "memory the GPU may use").arg(share);
    return WordWrap::lines(brief, axes.first()->titleFont(), room);
}

void MemoryChart::resizeEvent(QResizeEvent *event)
{
    QChartView::resizeEvent(event);
    const int lines = m_legend->lineCount(legendWidth(m_textWidth));
    const qsizetype titleLines = m_titleLines;
    chart()->layout()->activate();   // the plot area at this size, which the axis title is fitted to
    fitTextsTo(event->size().width());
    // Another line of legend or of the axis title, or one less: the layout gives the chart the height
    // that goes with it.
    if (m_legend->lineCount(legendWidth(event->size().width())) != lines || m_titleLines != titleLines)
        updateGeometry();
}

QStringList MemoryChart::quantizations() const
{
    QStringList names;
    if (m_estimate) {
        for (const QuantEstimate &q : m_estimate->quantizations)
            names.append(Quantization::name(q.quantization));
    }
    return names;
}

QVector<double> MemoryChart::barTotals() const
{
    // Read back from the bar sets: the stacked sets hold each total once, zeros elsewhere.
    QVector<double> totals;
    if (!m_bars)
        return totals;
    const QList<QBarSet *> sets = m_bars->barSets();
    const int n = sets.isEmpty() ? 0 : int(sets.first()->count());
    for (int i = n - 1; i >= 0; --i) {
        double sum = 0;
        for (const QBarSet *set : sets)
            sum += set->at(i);
        totals.append(sum);
    }
    return totals;
}

double MemoryChart::availableGb() const
{
    // Without a GPU the line is at the share of system RAM a model may take.
    return m_hardware && m_hardware->device.isCpuOnly() ? Estimator::offloadCapacityGb(*m_hardware)
                                                         : m_estimate->usableGpuMemoryGb;
}

double MemoryChart::deviceLineGb() const
{
    return m_line && m_line->count() > 0 ? m_line->at(0).x() : -1;
}

QString MemoryChart::deviceLabel() const
{
    if (!m_hardware || !m_estimate)
        return QString();
    const QString usable = MemoryUnit::number(availableGb(), MemoryUnit::current());
    const QString name = m_hardware->device.shortName();
    if (m_hardware->device.isCpuOnly())
        return tr("no GPU, %1 GB of system RAM for the model", "memory chart axis: a computer without a GPU (the share of "
                                                             "its RAM a model may take)").arg(usable);
    // Short: it follows the axis title on one line.
    if (m_hardware->device.isUnifiedMemory())
        // The machine's size is in its name ("M2 Max (38-core GPU, 64 GB)"); the line is at the GPU's share.
        return tr("%1, %2 GB for the GPU", "memory chart axis: a Mac (the share of its memory the GPU may use)").arg(name, usable);
    if (m_hardware->count > 1)
        return tr("%1 × %2 (%3 GB)", "memory chart axis: count × GPU (the memory models may use)")
            .arg(QString::number(m_hardware->count), name, usable);
    // A name that states its memory ("RTX 3060 12GB") is not followed by the same figure again (in GB of
    // 10⁹ bytes the figure differs, 12.9, and stays).
    const QString sold = MemoryUnit::number(m_hardware->device.memoryBytes() / 1e9, MemoryUnit::current());
    if (m_hardware->device.nameStatesMemory() && usable == sold)
        return name;
    return tr("%1 (%2 GB)", "memory chart axis: GPU (the memory models may use)").arg(name, usable);
}

QImage MemoryChart::image(const QSize &size, qreal devicePixelRatio) const
{
    QImage image(size * devicePixelRatio, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(devicePixelRatio);
    image.fill(Qt::transparent);
    QChart *c = chart();
    ChartItems::flushRemoved(c);
    // Lay the chart out at the image's size, paint it, and give it back the view's size.
    const QSizeF oldSize = c->size();
    c->resize(size);
    c->layout()->activate();   // the plot area at this size, which the axis title is fitted to
    fitTextsTo(size.width());
    c->layout()->activate();
    {
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setRenderHint(QPainter::TextAntialiasing);
        scene()->render(&painter, QRectF(QPointF(0, 0), size), QRectF(c->pos(), size), Qt::IgnoreAspectRatio);
    }
    c->resize(oldSize);
    // A chart shown as a widget gets back its own width's texts; the model page's hidden one keeps the
    // image's, which is what the user reads.
    if (isVisible())
        fitTextsTo(oldSize.width());
    c->layout()->activate();
    return image;
}

void MemoryChart::changeEvent(QEvent *event)
{
    // Legend words, the axis title and the number format follow the language; colours the palette.
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::PaletteChange)
        rebuild();
    QChartView::changeEvent(event);
}
