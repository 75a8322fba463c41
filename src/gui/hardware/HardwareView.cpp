#include "HardwareView.h"

#include "BackgroundRead.h"
#include "common/AdaptiveSplitter.h"
#include "common/ComboBoxName.h"
#include "common/DownToTable.h"
#include "common/FlowLayout.h"
#include "common/SelectionInView.h"
#include "common/TableCopy.h"
#include "common/TextCellDelegate.h"
#include "Formatter.h"
#include "HardwareControls.h"
#include "HardwareSidePane.h"
#include "HardwareTexts.h"
#include "MemoryChart.h"
#include "MinimumsControls.h"
#include "ModelRepository.h"
#include "PlainText.h"
#include "RunsOnColumns.h"
#include "RunsOnModel.h"
#include "UsableQuantization.h"
#include "Vocabulary.h"
#include "WrappingLabel.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QScrollBar>
#include <QTableView>
#include <QVBoxLayout>


HardwareView::HardwareView(QSqlDatabase db, QWidget *parent)
    : QWidget(parent)
    , m_db(db)
    , m_model(new RunsOnModel(this))
    , m_controls(new HardwareControls(db, this))
{
    // The filters before the table and the side pane: the order widgets are made in is the order Tab
    // visits them, and the filters sit above the table (made after, Tab reached them last).
    QWidget *filters = createFilters();
    m_table = new QTableView(this);
    m_table->setModel(m_model);
    SelectionInView::keep(m_table);
    // Text drawn from laid-out lines kept per text and width: a device change repaints every row.
    m_table->setItemDelegate(new TextCellDelegate(m_table));
    m_model->setMemoryUnit(MemoryUnit::current());
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    // Several rows (Ctrl+click, Shift+click) to copy them (TableCopy); the side pane explains the current one.
    m_table->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_table->setAlternatingRowColors(true);
    m_table->setTabKeyNavigation(false);
    m_table->setWordWrap(false);
    m_table->setTextElideMode(Qt::ElideRight);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 8);
    // Opens on the ranking (no column: what a user would pick first); a third click on a column's
    // header goes back to it.
    RunsOnColumns::prepare(m_table);
    m_table->horizontalHeader()->setSortIndicatorClearable(true);
    m_table->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder);
    m_table->setSortingEnabled(true);
    m_table->viewport()->installEventFilter(this);
    m_table->installEventFilter(this);
    TableCopy::install(m_table);
    DownToTable::link(m_search, m_table);

    // The summary names the device, which may be one the user typed: plain text, as every label here
    // that is not built as HTML (the basis and the trained-on list escape what they quote).
    m_summary = new WrappingLabel(this);
    m_summary->setTextFormat(Qt::PlainText);
    QFont bold = m_summary->font();
    bold.setBold(true);
    bold.setPointSizeF(bold.pointSizeF() * 1.15);
    m_summary->setFont(bold);
    m_leftOut = new WrappingLabel(this);
    m_leftOut->setTextFormat(Qt::PlainText);

    m_side = new HardwareSidePane(this);
    m_basis = m_side->basis();
    m_memoryChart = m_side->memoryChart();
    m_trained = m_side->trained();
    auto *left = new QWidget(this);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(filters);
    leftLayout->addWidget(m_table, 1);
    // The table first: in a narrow window the side pane goes under it (see arrangeSide).
    m_splitter = new AdaptiveSplitter(left, m_side, this);
    connect(m_splitter, &AdaptiveSplitter::arranged, this, &HardwareView::arrangeSide);
    sizeSplitter();

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(m_controls);
    layout->addWidget(m_summary);
    layout->addWidget(m_leftOut);
    layout->addWidget(m_splitter, 1);

    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &HardwareView::showBasis);
    connect(m_model, &QAbstractItemModel::modelReset, this, &HardwareView::showBasis);
    // A filter that hides the selected row leaves the table without a current row, and a layout
    // change does not say so through currentRowChanged.
    connect(m_model, &QAbstractItemModel::layoutChanged, this, &HardwareView::showBasis);
    // The columns fit the rows in view: scrolled down to the smallest models, the speeds run longer
    // ("1,402–2,343 (1,872)") than at the top, and were cut.
    // The table, not this view, receives it: the table's last scroll comes while the view is being
    // destroyed (hiding its children), when the view's own members may no longer be called.
    QTableView *table = m_table;
    connect(m_table->verticalScrollBar(), &QScrollBar::valueChanged, m_table, [table] { RunsOnColumns::fit(table); });
    connect(m_table, &QTableView::doubleClicked, this, [this](const QModelIndex &index) {
        emit modelActivated(index.data(RunsOnModel::IdRole).toLongLong());
    });
    connect(m_controls, &HardwareControls::choiceEdited, this, &HardwareView::applyChoice);
    connect(m_controls, &HardwareControls::choiceChanged, this, &HardwareView::choiceChanged);
    connect(m_model, &RunsOnModel::computed, this, &HardwareView::showResult);
    connect(m_model, &QAbstractItemModel::layoutChanged, this, &HardwareView::statusTextChanged);
    connect(m_model, &QAbstractItemModel::modelReset, this, &HardwareView::statusTextChanged);
    connect(Settings::notifier(), &SettingsNotifier::changed, this, &HardwareView::settingChanged);

    retranslate();
    // Remembers the choice now (the model page reads it); the models themselves are read when the
    // tab is first shown (ensureLoaded), not at start-up.
    m_controls->apply();
}

QWidget *HardwareView::createFilters()
{
    auto *box = new QWidget(this);
    // Wraps onto a second line in a narrow window rather than widening it.
    auto *row = new FlowLayout(box);
    row->setContentsMargins(0, 0, 0, 0);
    m_search = new QLineEdit(box);
    m_search->setClearButtonEnabled(true);
    m_search->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    m_search->setMinimumWidth(m_search->fontMetrics().averageCharWidth() * 18);
    m_domain = new QComboBox(box);
    m_fit = new QComboBox(box);
    // Filled after the first show, and again in another language: the width follows the entries.
    m_domain->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_fit->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_fit->setObjectName(QStringLiteral("fitFilter"));
    m_domain->setObjectName(QStringLiteral("domainFilter"));
    m_search->setObjectName(QStringLiteral("hardwareSearch"));
    m_minimums = new MinimumsControls(box);
    for (QWidget *w : std::initializer_list<QWidget *>{m_search, m_domain, m_fit, m_minimums->qualityPair(),
                                                       m_minimums->speedPair()})
        row->addWidget(w);
    m_model->setMinimums(Minimums::load());
    connect(m_search, &QLineEdit::textChanged, m_model, &RunsOnModel::setSearchText);
    connect(m_search, &QLineEdit::textChanged, this, &HardwareView::statusTextChanged);
    connect(m_domain, &QComboBox::currentIndexChanged, this, &HardwareView::applyFilters);
    connect(m_fit, &QComboBox::currentIndexChanged, this, &HardwareView::applyFilters);
    connect(m_minimums, &MinimumsControls::changed, m_model, &RunsOnModel::setMinimums);
    return box;
}

void HardwareView::settingChanged(Settings::Key key)
{
    if (key == Settings::Key::MemoryUnit) {
        m_model->setMemoryUnit(MemoryUnit::current());
        updateTexts();
        fitColumns();
    } else if (key == Settings::Key::HardwareMinQuality || key == Settings::Key::HardwareMinTokensPerSecond) {
        // Set here or in another window: both show it.
        m_minimums->read();
        m_model->setMinimums(Minimums::load());
    }
}

void HardwareView::sizeSplitter()
{
    const QFontMetrics metrics = fontMetrics();   // the thresholds follow the font and scaling
    m_splitter->setBesideWidth(metrics.averageCharWidth() * besideChars);
    // Stacked, the side pane is as tall as the chart beside the arithmetic needs to label every bar,
    // with the box's title; the filters and at least six rows of the table stay above it.
    const int sideHeight = MemoryChart::PreferredHeight + 2 * metrics.height();
    m_splitter->setSideHeight(sideHeight);
    m_splitter->setStackedHeight(sideHeight + 10 * (metrics.height() + 8));
}

void HardwareView::arrangeSide(Qt::Orientation orientation)
{
    m_side->arrange(orientation);
}

void HardwareView::fitColumns()
{
    RunsOnColumns::fit(m_table);
}

bool HardwareView::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_table->viewport() && event->type() == QEvent::Resize)
        fitColumns();
    // Enter opens the current row's model, as a double click does. Not QAbstractItemView::activated:
    // where the platform activates on a single click, selecting a row to read its basis would leave the tab.
    if (watched == m_table && event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent *>(event)->key();
        if ((key == Qt::Key_Return || key == Qt::Key_Enter) && m_table->currentIndex().isValid()) {
            emit modelActivated(m_table->currentIndex().data(RunsOnModel::IdRole).toLongLong());
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

QString HardwareView::statusText() const
{
    if (!m_loaded || m_reads.isWaiting())
        return tr("Reading the catalogue…");
    const auto config = m_controls->choice().config();
    if (!config)
        return tr("No device chosen");
    const RunsOnResult &result = m_model->result();
    QStringList parts;
    // Several cards are named as the summary names them: the fits are for all of them, not for one.
    QString device = config->devicesName();
    if (config->exampleDevice)
        //: %1 × %2: count × the example card's short name
        device = config->count > 1 ? tr("%1 × %2 (example)").arg(QString::number(config->count), config->device.shortName())
                                   : tr("an %1 (example)").arg(config->device.shortName());
    if (config->device.isCpuOnly())
        //: %1 of %Ln models shown, on a computer without a GPU
        parts.append(tr("%1 of %Ln model(s) on the CPU, without a GPU", nullptr, int(result.rows.size()))
                         .arg(Formatter::integer(m_model->rowCount())));
    else
        //: %1 of %2 models shown; %3 is the device ("an RTX 4090 (example)", "2 × RTX 4090 (example)" or its name)
        parts.append(tr("%1 of %Ln model(s) on %2", nullptr, int(result.rows.size()))
                         .arg(Formatter::integer(m_model->rowCount()), device));
    if (!result.minimums.isNone())
        parts.append(tr("usable: %1").arg(HardwareTexts::minimums(result.minimums)));
    if (!m_search->text().trimmed().isEmpty())
        parts.append(tr("search “%1”").arg(m_search->text().trimmed()));
    if (m_domain->currentIndex() > 0)
        parts.append(m_domain->currentText());
    if (m_fit->currentIndex() > 0)
        parts.append(m_fit->currentText());
    return parts.join(QStringLiteral(" · "));
}

void HardwareView::retranslate()
{
    m_search->setPlaceholderText(tr("Search models…"));
    // No label on screen: the placeholder and the entries say what these are, in words a screen reader
    // needs as names.
    m_search->setAccessibleName(tr("Search models"));
    ComboBoxName::set(m_domain, tr("Domain"));
    ComboBoxName::set(m_fit, tr("Fit"));
    m_table->setAccessibleName(tr("Models on this hardware"));
    m_minimums->retranslate();
    if (m_loaded)
        fillFilterChoices();
    m_model->retranslate();
    updateTexts();
    fitColumns();
    emit statusTextChanged();
}

void HardwareView::fillFilterChoices()
{
    const QString domain = m_domain->currentData().toString();
    const int fit = m_fit->currentIndex();
    const QVariant fitLevel = m_fit->currentData();
    const QSignalBlocker domainBlocker(m_domain), fitBlocker(m_fit);
    m_domain->clear();
    m_domain->addItem(tr("All domains"), QString());
    for (const QString &d : m_model->list().domains())
        m_domain->addItem(Vocabulary::display(d), d);
    m_domain->setCurrentIndex(qMax(0, m_domain->findData(domain)));
    m_fit->clear();
    m_fit->addItem(tr("Any fit"));
    // Without a GPU there is nothing entirely on it: only the levels the CPU reaches.
    const RunsOnResult &result = m_model->result();
    if (!result.cpuOnly)
        m_fit->addItem(tr("Entirely on the GPU"), entirelyOnGpuFilter);
    for (FitLevel level : Estimator::fitLevels(result.unifiedMemory, result.cpuOnly))
        m_fit->addItem(Estimator::fitLevelName(level, result.unifiedMemory), int(level));
    m_fit->setCurrentIndex(fitLevel.isValid() ? qMax(0, m_fit->findData(fitLevel)) : qMax(0, fit)); // the levels offered vary
}

void HardwareView::applyFilters()
{
    m_model->setDomain(m_domain->currentData().toString());
    const QVariant level = m_fit->currentData();
    if (level.isValid() && level.toInt() == entirelyOnGpuFilter)
        m_model->setFitLevels({int(FitLevel::Gpu), int(FitLevel::Tight)});
    else if (level.isValid())
        m_model->setFitLevels({level.toInt()});
    else
        m_model->setFitLevels({});
    emit statusTextChanged();
}

void HardwareView::applyChoice()
{
    if (!m_loaded || m_reads.isWaiting())   // the models are not here yet: they bring the choice with them
        return;
    // Before the choice is saved (choiceChanged follows): the estimates run while the file is written.
    if (const auto config = m_controls->choice().config())
        m_model->setHardware(*config);
    else
        showResult();
}

void HardwareView::showResult()
{
    fillFilterChoices();
    applyFilters();
    updateTexts();
    fitColumns();
    emit statusTextChanged();
}

void HardwareView::reloadCatalogue()
{
    m_loaded = false;
    m_reads.supersede();
    if (isVisible())
        ensureLoaded();
}

void HardwareView::ensureLoaded()
{
    if (m_loaded)
        return;
    m_loaded = true;
    // Read off the GUI thread (a file catalogue); at once for an in-memory one. A reload asked for
    // while a read is under way makes that read's answer stale.
    const auto read = [](QSqlDatabase connection) {
        Loaded loaded;
        loaded.models = ModelRepository(connection).allForHardware(&loaded.error);
        loaded.trained = TrainedOnIndex(loaded.models);
        return loaded;
    };
    if (BackgroundRead::runsAtOnce(m_db)) {
        m_reads.supersede();
        setModels(read(m_db));
        return;
    }
    m_reads.await(this, BackgroundRead::run<Loaded>(m_db, read), [this](const Loaded &loaded) { setModels(loaded); });
    updateTexts();
}

void HardwareView::setModels(const Loaded &loaded)
{
    if (!loaded.error.isEmpty())
        emit catalogueError(loaded.error);
    m_models = loaded.models;
    m_trainedIndex = loaded.trained;
    // The models and the chosen device in one piece of work (at 100,000 models, on a worker thread).
    const auto config = m_controls->choice().config();
    m_model->setModels(m_models, config);
    if (!config)
        showResult();
    emit choiceChanged();
}

void HardwareView::showEvent(QShowEvent *event)
{
    ensureLoaded();
    QWidget::showEvent(event);
}

QTableView *HardwareView::table()
{
    ensureLoaded();
    return m_table;
}

RunsOnModel *HardwareView::runsOnModel()
{
    ensureLoaded();
    return m_model;
}

void HardwareView::updateTexts()
{
    if (m_reads.isWaiting()) {
        m_summary->setText(tr("Reading the catalogue…"));
        m_leftOut->clear();
        return;
    }
    const auto config = m_controls->choice().config();
    if (!config) {
        m_summary->setText(tr("Choose a device to see which models it runs."));
        m_leftOut->clear();
        m_side->setTrainedText(QString());
        return;
    }
    m_summary->setText(HardwareTexts::summary(*config, m_model->result(), m_model->memoryUnit()));
    m_leftOut->setText(HardwareTexts::usable(m_model->result()) + QLatin1Char(' ') + HardwareTexts::leftOut(m_model->result()));
    // A processor is no training chip: "no model records training on this device" read as a finding.
    m_side->setTrainedText(config->device.isCpuOnly() ? QString()
                                                      : HardwareTexts::trainedOn(config->device, m_models, m_trainedIndex));
    showBasis();
}

void HardwareView::showBasis()
{
    const QModelIndex current = m_table->selectionModel()->currentIndex();
    const HardwareRecord *row = current.isValid() ? m_model->modelAt(current.row()) : nullptr;
    if (!row) {
        m_memoryChart->clearEstimate();
        m_memoryChart->hide();
        m_basis->setText(PlainText::escaped(tr("Select a row to see the arithmetic behind it: bandwidth, bytes per "
                                               "token, efficiency and the memory figures.")));
        return;
    }
    // The same pure estimate the row was made from (rows keep only the quantization they show), so the
    // chart draws exactly what the table and the text say.
    const ModelRecord model = row->toRecord();
    m_memoryChart->setEstimate(Estimator::estimate(model, m_model->hardware()), m_model->hardware());
    m_memoryChart->setVisible(m_memoryChart->hasEstimate());
    m_basis->setText(HardwareTexts::basis(model, m_model->hardware(), m_model->minimums(), m_model->memoryUnit()));
}

bool HardwareView::setDevice(const QString &nameOrAlias) { return m_controls->setDevice(nameOrAlias); }
QString HardwareView::deviceName() const { return m_controls->deviceName(); }
void HardwareView::setCount(int count) { m_controls->setCount(count); }
void HardwareView::setContextLength(int tokens) { m_controls->setContextLength(tokens); }
void HardwareView::setSystemRam(double gb) { m_controls->setSystemRam(gb); }
void HardwareView::setRamBandwidth(double gbs) { m_controls->setRamBandwidth(gbs); }
void HardwareView::setPromptTokens(int tokens) { m_controls->setPromptTokens(tokens); }
void HardwareView::detectHardware() { m_controls->detectHardware(); }
HardwareDetector *HardwareView::detector() const { return m_controls->detector(); }
QString HardwareView::summaryText() { ensureLoaded(); return m_summary->text(); }
QString HardwareView::leftOutText() { ensureLoaded(); return m_leftOut->text(); }
QString HardwareView::basisText() { ensureLoaded(); return m_basis->text(); }
QString HardwareView::trainedOnText() { ensureLoaded(); return m_trained->text(); }
QString HardwareView::detectionText() const { return m_controls->detectionText(); }

void HardwareView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    else if (event->type() == QEvent::FontChange)
        sizeSplitter();
    QWidget::changeEvent(event);
}
