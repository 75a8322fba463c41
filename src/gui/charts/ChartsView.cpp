#include "ChartsView.h"

#include "CatalogueQuery.h"
#include "ChartBuilder.h"
#include "ChartLabels.h"
#include "ChartTable.h"
#include "BackgroundRead.h"
#include "PlainText.h"

#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QCursor>
#include <QEvent>
#include <QFutureWatcher>
#include <QHBoxLayout>
#include <QLabel>
#include <QLegend>
#include <QLocale>
#include <QPainter>
#include <QSettings>
#include <QSpinBox>
#include <QTimer>
#include <QToolTip>
#include <QVBoxLayout>

#include <algorithm>

namespace {

const char *const recordLabelsKey = "charts/labelRecords";

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
    , m_chart(new QChart)
    , m_chartView(new QChartView(m_chart, this))
    , m_builder(new ChartBuilder(m_chart, this))
{
    m_chart->setLocalizeNumbers(true);
    m_chart->setBackgroundRoundness(0);
    m_chart->legend()->setAlignment(Qt::AlignRight);
    m_chartView->setRenderHint(QPainter::Antialiasing);
    m_chartView->setObjectName(QStringLiteral("chartView"));
    createControls();
    applyTheme();

    connect(m_builder, &ChartBuilder::modelClicked, this, &ChartsView::modelActivated);
    connect(m_builder, &ChartBuilder::trendChanged, this, &ChartsView::updateCaptions);
    connect(m_builder, &ChartBuilder::pointHovered, this, [this](const QString &text, bool entered) {
        // The text starts with the model's name: a tooltip must not take it for markup.
        if (entered)
            QToolTip::showText(QCursor::pos(), PlainText::toolTip(text), m_chartView);
        else
            QToolTip::hideText();
    });
    retranslate();
}

ChartsView::~ChartsView() = default;

void ChartsView::createControls()
{
    m_kindLabel = new QLabel(this);
    m_kind = new QComboBox(this);
    m_kind->setObjectName(QStringLiteral("chartKind"));
    m_xLabel = new QLabel(this);
    m_x = new QComboBox(this);
    m_x->setObjectName(QStringLiteral("chartX"));
    m_yLabel = new QLabel(this);
    m_y = new QComboBox(this);
    m_y->setObjectName(QStringLiteral("chartY"));
    m_groupLabel = new QLabel(this);
    m_group = new QComboBox(this);
    m_group->setObjectName(QStringLiteral("chartGroup"));
    m_trend = new QCheckBox(this);
    m_trend->setObjectName(QStringLiteral("chartTrend"));
    m_from = new QSpinBox(this);
    m_toLabel = new QLabel(this);
    m_to = new QSpinBox(this);
    m_records = new QCheckBox(this);
    m_records->setObjectName(QStringLiteral("chartLabelRecords"));
    m_kindLabel->setBuddy(m_kind);
    m_xLabel->setBuddy(m_x);
    m_yLabel->setBuddy(m_y);
    m_groupLabel->setBuddy(m_group);
    m_toLabel->setBuddy(m_to);

    // The trend period defaults to the deep-learning era up to the newest model in the catalogue.
    const auto years = CatalogueQuery(m_db).yearRange();
    const int first = years ? years->first : 1950;
    const int last = years ? years->second : 2025;
    for (QSpinBox *spin : {m_from, m_to})
        spin->setRange(first, std::max(last, first + 1));
    m_from->setValue(std::clamp(2010, first, last));
    m_to->setValue(last);

    m_kind->addItem(QString(), int(ChartKind::Scatter));
    m_kind->addItem(QString(), int(ChartKind::ModelsPerYear));
    for (ChartAxis axis : allAxes) {
        m_x->addItem(QString(), int(axis));
        m_y->addItem(QString(), int(axis));
    }
    for (ChartGrouping grouping : allGroupings)
        m_group->addItem(QString(), int(grouping));
    selectData(m_x, int(ChartAxis::PublicationDate));
    selectData(m_y, int(ChartAxis::TrainingCompute));
    m_trend->setChecked(true);
    m_records->setChecked(QSettings().value(QLatin1String(recordLabelsKey), false).toBool());
    m_builder->setRecordLabels(m_records->isChecked());

    auto *controls = new QHBoxLayout;
    controls->addWidget(m_kindLabel);
    controls->addWidget(m_kind);
    controls->addSpacing(12);
    controls->addWidget(m_xLabel);
    controls->addWidget(m_x);
    controls->addWidget(m_yLabel);
    controls->addWidget(m_y);
    controls->addSpacing(12);
    controls->addWidget(m_groupLabel);
    controls->addWidget(m_group);
    controls->addStretch(1);
    // What is drawn over the points gets a row of its own: on one row with the axes, the Italian
    // labels would make the window wider than a 1500 px screen allows.
    auto *extras = new QHBoxLayout;
    extras->addWidget(m_trend);
    extras->addWidget(m_from);
    extras->addWidget(m_toLabel);
    extras->addWidget(m_to);
    extras->addSpacing(24);
    extras->addWidget(m_records);
    extras->addStretch(1);

    m_trendCaption = new QLabel(this);
    m_trendCaption->setObjectName(QStringLiteral("trendCaption"));
    m_trendCaption->setTextFormat(Qt::PlainText);
    m_trendCaption->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_notDrawnCaption = new QLabel(this);
    m_notDrawnCaption->setObjectName(QStringLiteral("notDrawnCaption"));
    // It can carry the database's own error message.
    m_notDrawnCaption->setTextFormat(Qt::PlainText);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addLayout(controls);
    layout->addLayout(extras);
    layout->addWidget(m_chartView, 1);
    layout->addWidget(m_trendCaption);
    layout->addWidget(m_notDrawnCaption);

    for (QComboBox *combo : {m_kind, m_x, m_y, m_group})
        connect(combo, &QComboBox::currentIndexChanged, this, &ChartsView::controlsChanged);
    connect(m_trend, &QCheckBox::toggled, this, &ChartsView::trendControlsChanged);
    connect(m_from, &QSpinBox::valueChanged, this, &ChartsView::trendControlsChanged);
    connect(m_to, &QSpinBox::valueChanged, this, &ChartsView::trendControlsChanged);
    connect(m_records, &QCheckBox::toggled, m_builder, &ChartBuilder::setRecordLabels);
    // clicked(), not toggled(): only the user's choice is remembered, not one set by a caller.
    connect(m_records, &QCheckBox::clicked, this,
            [](bool on) { QSettings().setValue(QLatin1String(recordLabelsKey), on); });
}

void ChartsView::retranslate()
{
    m_updatingControls = true;
    m_kindLabel->setText(tr("&Show:", "which chart"));
    m_kind->setItemText(0, tr("Each model as a point"));
    m_kind->setItemText(1, tr("Models per year"));
    m_xLabel->setText(tr("&Across:", "horizontal axis"));
    m_yLabel->setText(tr("&Up:", "vertical axis"));
    for (int i = 0; i < m_x->count(); ++i) {
        const QString title = ChartLabels::axisTitle(ChartAxis(m_x->itemData(i).toInt()));
        m_x->setItemText(i, title);
        m_y->setItemText(i, title);
    }
    m_groupLabel->setText(tr("&Colour by:"));
    m_group->setItemText(0, tr("Domain"));
    m_group->setItemText(1, tr("Organisation type"));
    m_group->setItemText(2, tr("Country"));
    m_group->setItemText(3, tr("Model access"));
    m_group->setItemText(4, tr("Frontier model"));
    m_trend->setText(tr("&Trend line from"));
    m_toLabel->setText(tr("to", "trend period: from year to year"));
    m_records->setText(tr("&Label record-setting models"));
    m_records->setToolTip(tr("Writes the name of each model that went higher than every model before it "
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
    selectData(m_kind, int(kind));
}

void ChartsView::setAxes(ChartAxis x, ChartAxis y)
{
    m_updatingControls = true;
    selectData(m_x, int(x));
    selectData(m_y, int(y));
    m_updatingControls = false;
    controlsChanged();
}

void ChartsView::setGrouping(ChartGrouping grouping)
{
    selectData(m_group, int(grouping));
}

void ChartsView::setTrend(bool enabled, int fromYear, int toYear)
{
    m_updatingControls = true;
    m_trend->setChecked(enabled);
    m_from->setValue(fromYear);
    m_to->setValue(toYear);
    m_updatingControls = false;
    trendControlsChanged();
}

void ChartsView::setRecordLabels(bool enabled)
{
    m_records->setChecked(enabled);
}

bool ChartsView::recordLabels() const
{
    return m_records->isChecked();
}

ChartRequest ChartsView::request() const
{
    ChartRequest request;
    request.filter = m_filter;
    request.kind = ChartKind(m_kind->currentData().toInt());
    request.x = ChartAxis(m_x->currentData().toInt());
    request.y = ChartAxis(m_y->currentData().toInt());
    request.grouping = ChartGrouping(m_group->currentData().toInt());
    return request;
}

void ChartsView::controlsChanged()
{
    if (m_updatingControls)
        return;
    const bool scatter = request().kind == ChartKind::Scatter;
    const bool overTime = request().x == ChartAxis::PublicationDate && request().y != ChartAxis::PublicationDate;
    for (QWidget *w : {static_cast<QWidget *>(m_xLabel), static_cast<QWidget *>(m_x),
                       static_cast<QWidget *>(m_yLabel), static_cast<QWidget *>(m_y), static_cast<QWidget *>(m_records)})
        w->setEnabled(scatter);
    // A growth rate only means something against time.
    for (QWidget *w : {static_cast<QWidget *>(m_trend), static_cast<QWidget *>(m_from),
                       static_cast<QWidget *>(m_toLabel), static_cast<QWidget *>(m_to)})
        w->setEnabled(scatter && overTime);
    refresh();
}

void ChartsView::trendControlsChanged()
{
    if (m_updatingControls)
        return;
    m_builder->setTrend({m_trend->isChecked(), m_from->value(), std::max(m_from->value(), m_to->value())});
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
    m_tableLoading = false;
    ++m_tableGeneration;
    setFilter(m_filter);
}

void ChartsView::loadTable()
{
    if (m_tableLoading)
        return;
    m_tableLoading = true;
    m_loading = true;
    struct Loaded
    {
        std::shared_ptr<const ChartTable> table;
        QString error;
    };
    const quint64 generation = m_tableGeneration;
    auto finish = [this, generation](const Loaded &loaded) {
        if (generation != m_tableGeneration)
            return;   // the catalogue changed while it was read
        m_tableLoading = false;
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
    QFuture<Loaded> read = BackgroundRead::run<Loaded>(m_db, [](QSqlDatabase connection) {
        auto table = std::make_shared<ChartTable>();
        Loaded loaded;
        if (table->load(connection, &loaded.error))
            loaded.table = table;
        return loaded;
    });
    if (read.isFinished()) {
        finish(read.result());
        return;
    }
    auto *watcher = new QFutureWatcher<Loaded>(this);
    connect(watcher, &QFutureWatcher<Loaded>::finished, this, [watcher, finish]() {
        watcher->deleteLater();
        finish(watcher->result());
    });
    watcher->setFuture(read);
}

void ChartsView::refresh()
{
    m_dirty = false;
    const quint64 generation = ++m_generation;
    const ChartRequest req = request();
    if (m_matcher && !m_synchronous) {
        // From memory once the table is read; the first chart waits for it.
        if (m_table) {
            display(m_table->data(req, m_matcher(req.filter)));
        } else {
            loadTable();
            QTimer::singleShot(500, this, [this, generation]() {
                if (m_loading && generation == m_generation)
                    m_notDrawnCaption->setText(tr("Reading the catalogue…"));
            });
        }
        return;
    }
    if (m_synchronous) {
        display(ChartQuery::run(m_db, req));
        return;
    }
    // Asked of the database, not of the future: a worker that happens to finish before the
    // check must still go through the watcher, or an answer to an older question could be drawn
    // (and the generation check skipped).
    if (ChartQuery::answersAtOnce(m_db)) {
        display(ChartQuery::run(m_db, req));
        return;
    }
    QFuture<ChartData> future = ChartQuery::runAsync(m_db, req);
    m_loading = true;
    auto *watcher = new QFutureWatcher<ChartData>(this);
    connect(watcher, &QFutureWatcher<ChartData>::finished, this, [this, watcher, generation]() {
        watcher->deleteLater();
        // A newer question is on its way: this answer is stale.
        if (generation != m_generation)
            return;
        m_loading = false;
        display(watcher->result());
    });
    watcher->setFuture(future);
    QTimer::singleShot(500, this, [this, generation]() {
        if (m_loading && generation == m_generation)
            m_notDrawnCaption->setText(tr("Reading the catalogue…"));
    });
}

void ChartsView::display(const ChartData &data)
{
    m_loading = false;
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
    m_builder->build(m_data, {m_trend->isChecked(), m_from->value(), std::max(m_from->value(), m_to->value())});
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
    m_trendCaption->setText(trendText());
    m_trendCaption->setVisible(!trendText().isEmpty());
    m_notDrawnCaption->setText(notDrawnText());
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
