#include "ChartsView.h"

#include "CatalogueQuery.h"
#include "ChartBuilder.h"
#include "ChartLabels.h"
#include "ChartTable.h"
#include "BackgroundRead.h"
#include "PlainText.h"
#include "Settings.h"
#include "ui_ChartsView.h"

#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QCursor>
#include <QEvent>
#include <QLegend>
#include <QLocale>
#include <QPainter>
#include <QSpinBox>
#include <QTimer>
#include <QToolTip>

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
{
    m_ui->setupUi(this);
    m_chart = m_ui->chartView->chart();
    m_builder = new ChartBuilder(m_chart, this);
    m_chart->setLocalizeNumbers(true);
    m_chart->setBackgroundRoundness(0);
    m_chart->legend()->setAlignment(Qt::AlignRight);
    m_ui->chartView->setRenderHint(QPainter::Antialiasing);
    setUpControls();
    applyTheme();

    connect(m_builder, &ChartBuilder::modelClicked, this, &ChartsView::modelActivated);
    connect(m_builder, &ChartBuilder::trendChanged, this, &ChartsView::updateCaptions);
    connect(m_builder, &ChartBuilder::pointHovered, this, [this](const QString &text, bool entered) {
        // The text starts with the model's name: a tooltip must not take it for markup.
        if (entered)
            QToolTip::showText(QCursor::pos(), PlainText::toolTip(text), m_ui->chartView);
        else
            QToolTip::hideText();
    });
    retranslate();
}

ChartsView::~ChartsView() = default;

QChartView *ChartsView::chartView() const
{
    return m_ui->chartView;
}

// What the form cannot state: the values behind the items, the years the catalogue spans, the
// remembered choice, and the connections.
void ChartsView::setUpControls()
{
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

ChartRequest ChartsView::request() const
{
    ChartRequest request;
    request.filter = m_filter;
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
    m_dirty = true;
    // A hidden tab waits until it is shown: typing in the search box should not pay for charts.
    if (isVisible() || m_synchronous)
        refresh();
}

void ChartsView::setMatcher(Matcher matcher)
{
    m_matcher = std::move(matcher);
    reloadCatalogue();
}

void ChartsView::reloadCatalogue()
{
    m_table.reset();
    m_tableRead.supersede();   // a table read before the change is stale
    setFilter(m_filter);
}

void ChartsView::loadTable()
{
    if (m_tableRead.isWaiting())
        return;
    struct Loaded
    {
        std::shared_ptr<const ChartTable> table;
        QString error;
    };
    auto read = [](QSqlDatabase connection) {
        auto table = std::make_shared<ChartTable>();
        Loaded loaded;
        if (table->load(connection, &loaded.error))
            loaded.table = table;
        return loaded;
    };
    auto finish = [this](const Loaded &loaded) {
        if (!loaded.error.isEmpty()) {
            ChartData failed;
            failed.request = request();
            failed.error = loaded.error;
            display(failed);
            return;
        }
        m_table = loaded.table;
        refresh();
    };
    if (BackgroundRead::runsAtOnce(m_db)) {
        m_tableRead.supersede();
        finish(read(m_db));
        return;
    }
    m_tableRead.await(this, BackgroundRead::run<Loaded>(m_db, read), finish);
}

void ChartsView::refresh()
{
    m_dirty = false;
    const ChartRequest req = request();
    if (m_matcher && !m_synchronous) {
        // From memory once the table is read; the first chart waits for it.
        m_reads.supersede();
        if (m_table) {
            display(m_table->data(req, m_matcher(req.filter)));
            return;
        }
        loadTable();
    } else if (m_synchronous || ChartQuery::answersAtOnce(m_db)) {
        // Asked of the database, not of the future: a worker that happens to finish before the check
        // must still go through Latest, or an answer to an older question could be drawn.
        m_reads.supersede();
        display(ChartQuery::run(m_db, req));
        return;
    } else {
        m_reads.await(this, ChartQuery::runAsync(m_db, req), [this](const ChartData &data) { display(data); });
    }
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
    m_builder->build(m_data, {m_ui->chartTrend->isChecked(), m_ui->trendFrom->value(), std::max(m_ui->trendFrom->value(), m_ui->trendTo->value())});
    updateCaptions();
}

QString ChartsView::notDrawnText() const
{
    if (!m_data.error.isEmpty())
        return tr("The chart could not be read from the catalogue: %1").arg(m_data.error);
    if (m_data.notDrawn == 0)
        return QString();
    if (m_data.request.kind == ChartKind::ModelsPerYear)
        return tr("%n model(s) not drawn: no publication date", nullptr, m_data.notDrawn);
    return tr("%n model(s) not drawn: no value on these axes", nullptr, m_data.notDrawn);
}

QString ChartsView::trendText() const
{
    return m_builder->trendText();
}

void ChartsView::updateCaptions()
{
    m_ui->trendCaption->setText(trendText());
    m_ui->trendCaption->setVisible(!trendText().isEmpty());
    m_ui->notDrawnCaption->setText(notDrawnText());
}

void ChartsView::applyTheme()
{
    // Follow the desktop: a dark window gets the dark chart theme.
    const bool dark = palette().color(QPalette::Window).lightness() < 128;
    const auto theme = dark ? QChart::ChartThemeDark : QChart::ChartThemeLight;
    if (m_chart->theme() != theme || !m_chart->series().isEmpty())
        m_chart->setTheme(theme);
    m_chart->setBackgroundRoundness(0);
    // The theme resets fonts: a title that reads as one from across the room, in exports too.
    QFont title = m_chart->titleFont();
    title.setPointSizeF(title.pointSizeF() * 1.4);
    title.setBold(true);
    m_chart->setTitleFont(title);
}

void ChartsView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
    } else if (event->type() == QEvent::PaletteChange) {
        applyTheme();
        redraw();
    }
    QWidget::changeEvent(event);
}

void ChartsView::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_dirty)
        refresh();
}
