#include "ChartsView.h"

#include "CatalogueQuery.h"
#include "AxisTitleFit.h"
#include "ChartBuilder.h"
#include "ChartCanvas.h"
#include "ChartLabels.h"
#include "ChartSource.h"
#include "CsvExporter.h"
#include "Settings.h"
#include "common/FilterSummary.h"
#include "common/FlowLayout.h"
#include "ui_ChartsView.h"

#include <QChart>
#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QGraphicsLayout>
#include <QLegend>
#include <QLocale>
#include <QPainter>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QTimer>

#include <algorithm>

namespace {

const ChartAxis allAxes[] = {ChartAxis::PublicationDate, ChartAxis::Parameters, ChartAxis::TrainingCompute,
                             ChartAxis::DatasetSize, ChartAxis::TrainingTime, ChartAxis::ChipCount,
                             ChartAxis::PowerDraw, ChartAxis::TrainingCost};
const ChartGrouping allGroupings[] = {ChartGrouping::Domain, ChartGrouping::OrganizationType, ChartGrouping::Country,
                                      ChartGrouping::Accessibility, ChartGrouping::Frontier};

void selectData(QComboBox *combo, int value)
{
    const int index = combo->findData(value);
    if (index >= 0)
        combo->setCurrentIndex(index);
}

} // namespace

ChartsView::ChartsView(QSqlDatabase db, QWidget *parent)
    : QWidget(parent)
    , m_db(db)
    , m_ui(std::make_unique<Ui::ChartsView>())
    , m_source(new ChartSource(db, this))
{
    m_ui->setupUi(this);
    m_chart = m_ui->chartView->chart();
    m_builder = new ChartBuilder(m_chart, this);
    new AxisTitleFit(m_chart);   // titles longer than a short chart's axis wrap rather than being cut
    m_chart->setLocalizeNumbers(true);
    m_chart->legend()->setAlignment(Qt::AlignRight);
    m_ui->chartView->setRenderHint(QPainter::Antialiasing);
    setUpControls();
    m_ui->chartView->applyTheme(palette());
    connect(m_source, &ChartSource::ready, this, &ChartsView::display);

    // A click opens the model; the release that ends a drag over a point does not.
    connect(m_builder, &ChartBuilder::modelClicked, this, [this](qint64 id) {
        if (!m_ui->chartView->dragged())
            emit modelActivated(id);
    });
    connect(m_builder, &ChartBuilder::trendChanged, this, &ChartsView::updateCaptions);
    connect(m_builder, &ChartBuilder::groupsShownChanged, this, &ChartsView::statusTextChanged);
    connect(m_builder, &ChartBuilder::pointHovered, this, [this](const QString &text, bool entered, const QPointF &at) {
        ChartCanvas *canvas = m_ui->chartView;
        if (entered && !canvas->dragged())
            canvas->showHover(text, canvas->mapFromScene(m_chart->mapToScene(at)));
        else
            canvas->hideHover();
    });
    connect(m_ui->chartView, &ChartCanvas::viewChanged, this,
            [this]() { m_ui->resetView->setEnabled(m_ui->chartView->isZoomed()); });
    connect(m_ui->resetView, &QPushButton::clicked, m_ui->chartView, &ChartCanvas::resetView);
    connect(m_ui->followFilters, &QPushButton::clicked, this, [this]() { setFollowingFilters(!m_following); });
    connect(m_ui->clearFilters, &QPushButton::clicked, this, &ChartsView::clearFiltersRequested);
    retranslate();
}

ChartsView::~ChartsView() = default;

ChartCanvas *ChartsView::chartView() const
{
    return m_ui->chartView;
}

// What the form cannot state: the values behind the items, the years the catalogue spans, the
// remembered choice, and the connections.
void ChartsView::setUpControls()
{
    // One row on a wide window, two or three on a narrow one: the controls never set the window's width.
    auto *flow = new FlowLayout(m_ui->controls, 18, 4);
    for (QWidget *group : std::initializer_list<QWidget *>{m_ui->kindGroup, m_ui->xGroup, m_ui->yGroup, m_ui->colourGroup,
                                                           m_ui->trendGroup, m_ui->chartLabelRecords, m_ui->resetView})
        flow->addWidget(group);
    // A long axis title may be cut short in the closed box (the list shows it whole) rather than
    // widen the window.
    for (QComboBox *combo : {m_ui->chartKind, m_ui->chartX, m_ui->chartY, m_ui->chartGroup})
        combo->setMinimumWidth(combo->fontMetrics().averageCharWidth() * 14);
    m_ui->resetView->setEnabled(false);
    m_ui->filterRow->hide();

    // The trend period defaults to the deep-learning era up to the newest model in the catalogue.
    const auto years = CatalogueQuery(m_db).yearRange();
    const int first = years ? years->first : 1950;
    const int last = years ? years->second : 2025;
    for (QSpinBox *spin : {m_ui->trendFrom, m_ui->trendTo})
        spin->setRange(first, std::max(last, first + 1));
    m_ui->trendFrom->setValue(std::clamp(2010, first, last));
    m_ui->trendTo->setValue(last);

    // The form lists the kinds and groupings in the order of these arrays.
    const ChartKind kinds[] = {ChartKind::Scatter, ChartKind::ModelsPerYear};
    for (int i = 0; i < m_ui->chartKind->count(); ++i)
        m_ui->chartKind->setItemData(i, int(kinds[i]));
    for (int i = 0; i < m_ui->chartGroup->count(); ++i)
        m_ui->chartGroup->setItemData(i, int(allGroupings[i]));
    for (ChartAxis axis : allAxes) {
        m_ui->chartX->addItem(QString(), int(axis));
        m_ui->chartY->addItem(QString(), int(axis));
    }
    selectData(m_ui->chartX, int(ChartAxis::PublicationDate));
    selectData(m_ui->chartY, int(ChartAxis::TrainingCompute));
    m_ui->chartLabelRecords->setChecked(Settings::value(Settings::Key::ChartsLabelRecords).toBool());
    m_builder->setRecordLabels(m_ui->chartLabelRecords->isChecked());

    for (QComboBox *combo : {m_ui->chartKind, m_ui->chartX, m_ui->chartY, m_ui->chartGroup})
        connect(combo, &QComboBox::currentIndexChanged, this, &ChartsView::controlsChanged);
    connect(m_ui->chartTrend, &QCheckBox::toggled, this, &ChartsView::trendControlsChanged);
    connect(m_ui->trendFrom, &QSpinBox::valueChanged, this, &ChartsView::trendControlsChanged);
    connect(m_ui->trendTo, &QSpinBox::valueChanged, this, &ChartsView::trendControlsChanged);
    connect(m_ui->chartLabelRecords, &QCheckBox::toggled, m_builder, &ChartBuilder::setRecordLabels);
    connect(m_ui->logX, &QCheckBox::toggled, this, [this](bool on) { setLogScale(Qt::Horizontal, on); });
    connect(m_ui->logY, &QCheckBox::toggled, this, [this](bool on) { setLogScale(Qt::Vertical, on); });
    showLogBoxes();
    // clicked(), not toggled(): only the user's choice is remembered, not one set by a caller.
    connect(m_ui->chartLabelRecords, &QCheckBox::clicked, this,
            [](bool on) { Settings::setValue(Settings::Key::ChartsLabelRecords, on); });
}

void ChartsView::retranslate()
{
    m_updatingControls = true;
    m_ui->retranslateUi(this);
    for (int i = 0; i < m_ui->chartX->count(); ++i) {
        const QString title = ChartLabels::axisTitle(ChartAxis(m_ui->chartX->itemData(i).toInt()));
        m_ui->chartX->setItemText(i, title);
        m_ui->chartY->setItemText(i, title);
    }
    m_ui->chartLabelRecords->setToolTip(tr("Writes the name of each model that went higher than every model before it "
                                           "(at most %n name(s), none over another).", nullptr, ChartBuilder::MaxRecordLabels));
    for (QCheckBox *log : {m_ui->logX, m_ui->logY})
        log->setToolTip(tr("Logarithmic scale: each step along the axis multiplies the value by ten. Clear it for a "
                           "linear scale."));
    updateFilterNotice();
    m_updatingControls = false;
    m_chart->setLocale(QLocale());
    redraw();
}

QStringList ChartsView::presets()
{
    return {QStringLiteral("compute-over-time"), QStringLiteral("parameters-over-time"),
            QStringLiteral("compute-vs-parameters"), QStringLiteral("models-per-year")};
}

bool ChartsView::applyPreset(const QString &name)
{
    if (name == QLatin1String("compute-over-time")) {
        setKind(ChartKind::Scatter);
        setAxes(ChartAxis::PublicationDate, ChartAxis::TrainingCompute);
    } else if (name == QLatin1String("parameters-over-time")) {
        setKind(ChartKind::Scatter);
        setAxes(ChartAxis::PublicationDate, ChartAxis::Parameters);
    } else if (name == QLatin1String("compute-vs-parameters")) {
        setKind(ChartKind::Scatter);
        setAxes(ChartAxis::Parameters, ChartAxis::TrainingCompute);
    } else if (name == QLatin1String("models-per-year")) {
        setKind(ChartKind::ModelsPerYear);
    } else {
        return false;
    }
    return true;
}

void ChartsView::setKind(ChartKind kind)
{
    selectData(m_ui->chartKind, int(kind));
}

void ChartsView::setAxes(ChartAxis x, ChartAxis y)
{
    m_updatingControls = true;
    selectData(m_ui->chartX, int(x));
    selectData(m_ui->chartY, int(y));
    m_updatingControls = false;
    controlsChanged();
}

void ChartsView::setGrouping(ChartGrouping grouping)
{
    selectData(m_ui->chartGroup, int(grouping));
}

void ChartsView::setTrend(bool enabled, int fromYear, int toYear)
{
    m_updatingControls = true;
    m_ui->chartTrend->setChecked(enabled);
    m_ui->trendFrom->setValue(fromYear);
    m_ui->trendTo->setValue(toYear);
    m_updatingControls = false;
    trendControlsChanged();
}

void ChartsView::setRecordLabels(bool enabled)
{
    m_ui->chartLabelRecords->setChecked(enabled);
}

bool ChartsView::recordLabels() const
{
    return m_ui->chartLabelRecords->isChecked();
}

void ChartsView::setLogScale(Qt::Orientation orientation, bool log)
{
    const bool changed = m_builder->logScale(orientation) != log;
    m_builder->setLogScale(orientation, log);
    showLogBoxes();
    if (changed)
        redraw();
}

// A box ticks only where a log scale is drawn: dates and bar counts have none, so their box is
// greyed and clear. The user's choice stays in the builder and comes back with a numeric axis.
void ChartsView::showLogBoxes()
{
    const ChartRequest current = request();
    const bool scatter = current.kind == ChartKind::Scatter;
    const std::pair<QCheckBox *, Qt::Orientation> boxes[] = {{m_ui->logX, Qt::Horizontal}, {m_ui->logY, Qt::Vertical}};
    for (const auto &[box, orientation] : boxes) {
        const ChartAxis axis = orientation == Qt::Horizontal ? current.x : current.y;
        const bool applies = scatter && axis != ChartAxis::PublicationDate;
        const QSignalBlocker quiet(box);
        box->setEnabled(applies);
        box->setChecked(applies && m_builder->logScale(orientation));
    }
}

ChartRequest ChartsView::request() const
{
    ChartRequest request;
    request.filter = m_following ? m_filter : ModelFilter();
    request.kind = ChartKind(m_ui->chartKind->currentData().toInt());
    request.x = ChartAxis(m_ui->chartX->currentData().toInt());
    request.y = ChartAxis(m_ui->chartY->currentData().toInt());
    request.grouping = ChartGrouping(m_ui->chartGroup->currentData().toInt());
    return request;
}

void ChartsView::controlsChanged()
{
    if (m_updatingControls)
        return;
    const bool scatter = request().kind == ChartKind::Scatter;
    const bool overTime = request().x == ChartAxis::PublicationDate && request().y != ChartAxis::PublicationDate;
    for (QWidget *w : std::initializer_list<QWidget *>{m_ui->xLabel, m_ui->chartX, m_ui->yLabel, m_ui->chartY, m_ui->chartLabelRecords})
        w->setEnabled(scatter);
    // Years have no log scale, and bars count models from zero.
    showLogBoxes();
    // A growth rate only means something against time.
    for (QWidget *w : std::initializer_list<QWidget *>{m_ui->chartTrend, m_ui->trendFrom, m_ui->toLabel, m_ui->trendTo})
        w->setEnabled(scatter && overTime);
    refresh();
}

void ChartsView::trendControlsChanged()
{
    if (m_updatingControls)
        return;
    m_builder->setTrend({m_ui->chartTrend->isChecked(), m_ui->trendFrom->value(), std::max(m_ui->trendFrom->value(), m_ui->trendTo->value())});
}

void ChartsView::setFilter(const ModelFilter &filter)
{
    m_filter = filter;
    updateFilterNotice();
    if (!m_following) {
        // Nothing to read again: the chart shows every model. The status names the filters ignored.
        emit statusTextChanged();
        return;
    }
    m_dirty = true;
    // A hidden tab waits until it is shown: typing in the search box should not pay for charts.
    if (isVisible() || m_source->synchronous())
        refresh();
}

void ChartsView::setMatcher(Matcher matcher)
{
    m_source->setMatcher(std::move(matcher));
    reloadCatalogue();
}

void ChartsView::reloadCatalogue()
{
    m_source->reload();
    setFilter(m_filter);
}

void ChartsView::refresh()
{
    m_dirty = false;
    m_source->read(request());
    if (!m_source->isLoading())
        return;   // drawn already
    emit statusTextChanged();
    QTimer::singleShot(500, this, [this]() {
        if (isLoading())
            m_ui->notDrawnCaption->setText(tr("Reading the catalogue…"));
    });
}

void ChartsView::display(const ChartData &data)
{
    m_data = data;
    redraw();
    emit chartUpdated();
}

void ChartsView::redraw()
{
    const ChartRequest &r = m_data.request;
    if (r.kind == ChartKind::ModelsPerYear)
        m_chart->setTitle(tr("Models per year"));
    else if (r.x == ChartAxis::PublicationDate)
        m_chart->setTitle(tr("%1 over time").arg(ChartLabels::axisTitle(r.y)));
    else
        m_chart->setTitle(tr("%1 against %2").arg(ChartLabels::axisTitle(r.y), ChartLabels::axisTitle(r.x)));
    // A screen reader names the chart by what it shows.
    m_ui->chartView->setAccessibleName(m_chart->title());
    // New axes over the new data: any zoom belonged to the old ones.
    m_ui->chartView->resetView();
    m_ui->chartView->setZoomDirections(r.kind == ChartKind::ModelsPerYear ? Qt::Horizontal : Qt::Horizontal | Qt::Vertical);
    m_ui->resetView->setEnabled(false);
    m_builder->build(m_data, {m_ui->chartTrend->isChecked(), m_ui->trendFrom->value(), std::max(m_ui->trendFrom->value(), m_ui->trendTo->value())});
    updateCaptions();
    // The filter notice and the captions may have changed height, the new axes' labels their width. Laid
    // out now, the window paints the points once, at the final plot area; the posted layout requests
    // made it paint them twice, before and after.
    if (isVisible() && layout() && m_chart->layout()) {
        layout()->activate();
        m_chart->layout()->activate();
    }
}

QString ChartsView::notDrawnText() const
{
    return ChartLabels::notDrawn(m_data.error, m_data.notDrawn, m_data.request.kind);
}

QString ChartsView::trendText() const
{
    return m_builder->trendText();
}

void ChartsView::updateCaptions()
{
    m_ui->trendCaption->setText(trendText());
    m_ui->trendCaption->setVisible(!trendText().isEmpty());
    QStringList below{notDrawnText(), ChartLabels::partialYear(m_data)};
    below.removeAll(QString());
    m_ui->notDrawnCaption->setText(below.join(QLatin1Char('\n')));
    m_ui->notDrawnCaption->setVisible(!below.isEmpty());
    // Named by its title, the chart says to a screen reader what it holds too: "0 of 0 models drawn"
    // where the title alone read the same over an empty chart.
    m_ui->chartView->setAccessibleDescription(statusText());
    emit statusTextChanged();
}

void ChartsView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
    } else if (event->type() == QEvent::PaletteChange) {
        m_ui->chartView->applyTheme(palette());
        redraw();
    }
    QWidget::changeEvent(event);
}

void ChartsView::hideEvent(QHideEvent *event)
{
    // Another tab is shown: nothing of this one stays over it.
    m_ui->chartView->hideHover();
    QWidget::hideEvent(event);
}

void ChartsView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_dirty)
        refresh();
}

void ChartsView::setFollowingFilters(bool follow)
{
    if (m_following == follow)
        return;
    m_following = follow;
    updateFilterNotice();
    m_dirty = true;
    if (isVisible() || m_source->synchronous())
        refresh();
}

QString ChartsView::filterNoticeText() const
{
    return ChartLabels::filterNotice(FilterSummary::text(m_filter), m_following);
}

void ChartsView::updateFilterNotice()
{
    const QString text = filterNoticeText();
    m_ui->filterNotice->setText(text);
    m_ui->followFilters->setText(m_following ? tr("Ignore them", "the Catalogue filters") : tr("Follow them", "the Catalogue filters"));
    m_ui->filterRow->setVisible(!text.isEmpty());
}

QString ChartsView::statusText() const
{
    if (isLoading())
        return tr("Reading the catalogue…");
    if (!m_data.error.isEmpty())
        return notDrawnText();
    return ChartLabels::status(int(m_builder->shownIds().size()), m_data.matching, FilterSummary::text(m_filter), m_following);
}

bool ChartsView::exportData(const QString &path, int *rowsWritten, QString *error) const
{
    return CsvExporter(m_db).exportModels(path, m_builder->shownIds(), rowsWritten, error);
}
