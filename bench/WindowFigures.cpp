#include "WindowFigures.h"

#include "catalogue/CatalogueView.h"
#include "catalogue/FilterBar.h"
#include "CatalogueTableModel.h"
#include "charts/ChartCanvas.h"
#include "charts/ChartsView.h"
#include "details/ModelPage.h"
#include "hardware/DeviceComboBox.h"
#include "hardware/HardwareControls.h"
#include "hardware/HardwareView.h"
#include "mainwindow/MainWindow.h"
#include "Report.h"
#include "RunsOnModel.h"
#include "SqlFloors.h"
#include "SqlTrace.h"
#include "WindowHarness.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHeaderView>
#include <QLineEdit>
#include <QScrollBar>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableView>
#include <QTest>
#include <QToolButton>
#include <QTextBrowser>
#include <QTimer>

namespace {

// What people type: a family and version written both ways, a size, a short name, a product.
const char *const queries[] = {"llama 3", "gpt4", "mistral 7b", "bert", "alphafold"};

QTabWidget *tabsOf(MainWindow *window)
{
    return window->findChild<QTabWidget *>();
}

QString keyName(int key)
{
    return QKeySequence(key).toString();
}

} // namespace

WindowFigures::WindowFigures(QString path, int models, int runs)
    : m_path(std::move(path))
    , m_models(models)
    , m_runs(runs)
{
}

bool WindowFigures::add(QVector<double> *times, double ms, const QString &what, QString *slowest, double *slowestMs,
                        QString *error) const
{
    if (ms < 0) {
        *error = QStringLiteral("no repaint within 30 s after: ") + what;
        return false;
    }
    times->append(ms);
    if (ms > *slowestMs) {
        *slowestMs = ms;
        *slowest = what;
    }
    return true;
}

bool WindowFigures::run(QString *error)
{
    WindowHarness harness(m_path);
    if (!harness.open(error))
        return false;
    using Figure = bool (WindowFigures::*)(WindowHarness &, QString *);
    const std::pair<const char *, Figure> figures[] = {
        {"window_search_keystroke", &WindowFigures::searchKeystroke},
        {"window_filter_change", &WindowFigures::filterChange},
        {"window_sort_first", &WindowFigures::sortFirst},
        {"window_model_open", &WindowFigures::modelOpen},
        {"window_hardware_recompute", &WindowFigures::hardwareRecompute},
        {"window_chart_redraw", &WindowFigures::chartRedraw},
    };
    for (const auto &figure : figures) {
        if (m_only.isEmpty() || QLatin1String(figure.first).contains(m_only)) {
            if (!(this->*figure.second)(harness, error))
                return false;
        }
    }
    SqlTrace::setTag(QStringLiteral("closing"));
    return !m_only.isEmpty() || SqlFloors::run(m_path, m_models, m_runs, error);
}

bool WindowFigures::searchKeystroke(WindowHarness &harness, QString *error)
{
    SqlTrace::setTag(QStringLiteral("search"));
    CatalogueView *view = harness.window()->catalogueView();
    auto *search = view->filterBar()->findChild<QLineEdit *>(QStringLiteral("search"));
    auto *pause = view->filterBar()->findChild<QTimer *>(QString(), Qt::FindDirectChildrenOnly);
    const QWidget *table = view->table()->viewport();
    QVector<double> times;
    QString slowest;
    double slowestMs = 0;
    for (int r = 0; r < m_runs; ++r) {
        for (const char *query : queries) {
            search->clear();
            harness.settle();
            for (const QChar c : QString::fromLatin1(query)) {
                const double ms = harness.timeToPaint(table, view->tableModel(), &CatalogueTableModel::countsChanged,
                                                      [&]() { QTest::keyClick(search, c.toLatin1()); }, pause);
                if (!add(&times, ms, QStringLiteral("typing \"%1\"").arg(search->text()), &slowest, &slowestMs, error))
                    return false;
            }
        }
    }
    search->clear();
    harness.settle();
    Report::times(QStringLiteral("window_search_keystroke"), m_models, times,
                  {{QStringLiteral("slowest"), Report::jsonString(slowest)},
                   {QStringLiteral("typing_pause_ms"), QString::number(view->filterBar()->searchDelay())}});
    return true;
}

bool WindowFigures::filterChange(WindowHarness &harness, QString *error)
{
    SqlTrace::setTag(QStringLiteral("filter"));
    CatalogueView *view = harness.window()->catalogueView();
    QTableView *table = view->table();
    // A model page open beside the table, as a user reading one would have it.
    QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, table->visualRect(view->tableModel()->index(0, 0)).center());
    harness.settle();
    if (view->modelPage()->currentId() == 0) {
        *error = QStringLiteral("no model page opened for the filter changes");
        return false;
    }
    // The open model made a favourite, as a user who keeps some has: "favourites only" then leaves a
    // row to draw (with none, the table gives way to the no-match notice and is not painted at all).
    auto *star = view->modelPage()->findChild<QToolButton *>();
    if (!star) {
        *error = QStringLiteral("no favourite button on the model page");
        return false;
    }
    if (!star->isChecked())
        star->click();
    harness.settle();
    FilterBar *bar = view->filterBar();
    struct Change
    {
        const char *control;
        int key;
    };
    // Each control changed in turn, and back.
    const Change changes[] = {
        {"domain", Qt::Key_Down}, {"domain", Qt::Key_Up}, {"organizationType", Qt::Key_Down},
        {"organizationType", Qt::Key_Up}, {"country", Qt::Key_Down}, {"country", Qt::Key_Up},
        {"accessibility", Qt::Key_Down}, {"accessibility", Qt::Key_Up}, {"openWeightsOnly", Qt::Key_Space},
        {"openWeightsOnly", Qt::Key_Space}, {"favouritesOnly", Qt::Key_Space}, {"favouritesOnly", Qt::Key_Space},
        {"yearFrom", Qt::Key_PageUp}, {"yearFrom", Qt::Key_PageDown}, {"yearTo", Qt::Key_PageDown},
        {"yearTo", Qt::Key_PageUp}, {"parametersMin", Qt::Key_Down}, {"parametersMin", Qt::Key_Up},
        {"parametersMax", Qt::Key_Down}, {"parametersMax", Qt::Key_Up},
    };
    QVector<double> times;
    QString slowest;
    double slowestMs = 0;
    for (int r = 0; r < m_runs; ++r) {
        for (const Change &change : changes) {
            QWidget *control = bar->findChild<QWidget *>(QLatin1String(change.control));
            const double ms = harness.timeToPaint(table->viewport(), view->tableModel(),
                                                  &CatalogueTableModel::countsChanged,
                                                  [&]() { QTest::keyClick(control, Qt::Key(change.key)); });
            if (!add(&times, ms, QStringLiteral("%1 %2").arg(QLatin1String(change.control), keyName(change.key)),
                     &slowest, &slowestMs, error))
                return false;
        }
    }
    Report::times(QStringLiteral("window_filter_change"), m_models, times,
                  {{QStringLiteral("slowest"), Report::jsonString(slowest)}});
    return true;
}

bool WindowFigures::sortFirst(WindowHarness &harness, QString *error)
{
    CatalogueView *view = harness.window()->catalogueView();
    QTableView *table = view->table();
    QHeaderView *header = table->horizontalHeader();
    CatalogueTableModel *model = view->tableModel();
    QVector<double> times;
    QString slowest;
    double slowestMs = 0;
    // Every column shown, as the column chooser can (the default set hides a few): each is sorted.
    QVector<int> hidden;
    for (int column = 0; column < model->columnCount(); ++column) {
        if (header->isSectionHidden(column)) {
            hidden.append(column);
            header->showSection(column);
        }
    }
    for (int r = 0; r < m_runs; ++r) {
        for (int column = 0; column < model->columnCount(); ++column) {
            // Nothing kept from an earlier sort: the catalogue read again (untimed).
            SqlTrace::setTag(QStringLiteral("reload"));
            model->refresh();
            table->scrollTo(model->index(0, column));
            harness.settle();
            SqlTrace::setTag(QStringLiteral("sort_first"));
            const int x = header->sectionViewportPosition(column) + header->sectionSize(column) / 2;
            const QString title = model->headerData(column, Qt::Horizontal).toString();
            const double ms = harness.timeToPaint(table->viewport(), model, &QAbstractItemModel::layoutChanged, [&]() {
                QTest::mouseClick(header->viewport(), Qt::LeftButton, {}, QPoint(x, header->height() / 2));
            });
            if (!add(&times, ms, QStringLiteral("sort by %1").arg(title), &slowest, &slowestMs, error))
                return false;
        }
    }
    for (const int column : std::as_const(hidden))
        header->hideSection(column);
    table->scrollTo(model->index(0, 0));
    harness.settle();
    Report::times(QStringLiteral("window_sort_first"), m_models, times,
                  {{QStringLiteral("slowest"), Report::jsonString(slowest)}});
    return true;
}

bool WindowFigures::modelOpen(WindowHarness &harness, QString *error)
{
    SqlTrace::setTag(QStringLiteral("model_open"));
    CatalogueView *view = harness.window()->catalogueView();
    QTableView *table = view->table();
    QTextBrowser *browser = view->modelPage()->browser();
    QVector<double> times;
    QString slowest;
    double slowestMs = 0;
    const int samples = std::max(m_runs, 10);
    const int visible = std::max(2, table->rowAt(table->viewport()->height() - 1));
    for (int i = 0; i < samples; ++i) {
        const int row = 1 + i % (visible - 1);
        const QPoint at = table->visualRect(view->tableModel()->index(row, 0)).center();
        const double ms = harness.timeToPaint(browser->viewport(), browser, &QTextBrowser::textChanged,
                                              [&]() { QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, at); });
        if (!add(&times, ms, QStringLiteral("row %1").arg(row), &slowest, &slowestMs, error))
            return false;
    }
    Report::times(QStringLiteral("window_model_open"), m_models, times,
                  {{QStringLiteral("slowest"), Report::jsonString(slowest)}});
    return true;
}

bool WindowFigures::hardwareRecompute(WindowHarness &harness, QString *error)
{
    SqlTrace::setTag(QStringLiteral("hardware_load"));
    HardwareView *hardware = harness.window()->hardwareView();
    tabsOf(harness.window())->setCurrentWidget(hardware);
    if (!harness.waitUntil([&]() { return !hardware->isReading() && !hardware->runsOnModel()->isComputing(); })) {
        *error = QStringLiteral("the From hardware tab never finished reading");
        return false;
    }
    harness.settle();
    SqlTrace::setTag(QStringLiteral("hardware"));
    auto *controls = hardware->findChild<HardwareControls *>();
    auto *device = controls->findChild<DeviceComboBox *>();
    QSpinBox *count = nullptr;
    QSpinBox *context = nullptr;
    for (QSpinBox *spin : controls->findChildren<QSpinBox *>()) {
        if (spin->maximum() == 8)
            count = spin;
        else if (spin->minimum() == 512)
            context = spin;
    }
    if (!device || !count || !context) {
        *error = QStringLiteral("the From hardware controls were not found");
        return false;
    }
    const QWidget *table = hardware->table()->viewport();
    RunsOnModel *model = hardware->runsOnModel();
    QVector<double> times;
    QString slowest;
    double slowestMs = 0;
    for (int r = 0; r < m_runs; ++r) {
        const int there = r % 2 ? Qt::Key_Up : Qt::Key_Down;
        const std::pair<QWidget *, int> inputs[] = {{device, there}, {count, Qt::Key_Up}, {context, Qt::Key_Up},
                                                    {count, Qt::Key_Down}, {context, Qt::Key_Down}};
        for (const auto &input : inputs) {
            const QString what = input.first == device ? QStringLiteral("device") : input.first == count
                ? QStringLiteral("count") : QStringLiteral("context");
            const double ms = harness.timeToPaint(table, model, &RunsOnModel::computed,
                                                  [&]() { QTest::keyClick(input.first, Qt::Key(input.second)); });
            if (!add(&times, ms, QStringLiteral("%1 %2").arg(what, keyName(input.second)), &slowest, &slowestMs, error))
                return false;
        }
    }
    Report::times(QStringLiteral("window_hardware_recompute"), m_models, times,
                  {{QStringLiteral("slowest"), Report::jsonString(slowest)}});
    return true;
}

bool WindowFigures::chartRedraw(WindowHarness &harness, QString *error)
{
    SqlTrace::setTag(QStringLiteral("chart_load"));
    ChartsView *charts = harness.window()->chartsView();
    auto *domain = harness.window()->catalogueView()->filterBar()->findChild<QComboBox *>(QStringLiteral("domain"));
    tabsOf(harness.window())->setCurrentWidget(charts);
    if (!harness.waitUntil([&]() { return !charts->isLoading(); })) {
        *error = QStringLiteral("the Charts tab never drew");
        return false;
    }
    harness.settle();
    QVector<double> all;
    QString slowest;
    double slowestMs = 0;
    for (const QString &preset : ChartsView::presets()) {
        SqlTrace::setTag(QStringLiteral("chart_load"));
        charts->applyPreset(preset);
        harness.waitUntil([&]() { return !charts->isLoading(); });
        harness.settle();
        SqlTrace::setTag(QStringLiteral("chart"));
        QVector<double> times;
        QString presetSlowest;
        double presetSlowestMs = 0;
        for (int r = 0; r < m_runs; ++r) {
            // The filter bar is on the Catalogue tab: its control is set as its key would set it.
            const int index = domain->currentIndex() == 0 ? 1 : 0;
            const double ms = harness.timeToPaint(charts->chartView()->viewport(), charts, &ChartsView::chartUpdated,
                                                  [&]() { domain->setCurrentIndex(index); });
            const QString what = QStringLiteral("%1, domain %2").arg(preset, domain->itemText(index));
            if (!add(&times, ms, what, &presetSlowest, &presetSlowestMs, error))
                return false;
            if (ms > slowestMs) {
                slowestMs = ms;
                slowest = what;
            }
        }
        all += times;
        Report::times(QStringLiteral("window_chart_redraw"), m_models, times,
                      {{QStringLiteral("chart"), Report::jsonString(preset)},
                       {QStringLiteral("slowest"), Report::jsonString(presetSlowest)}});
    }
    domain->setCurrentIndex(0);
    harness.settle();
    Report::times(QStringLiteral("window_chart_redraw"), m_models, all,
                  {{QStringLiteral("chart"), Report::jsonString(QStringLiteral("all"))},
                   {QStringLiteral("slowest"), Report::jsonString(slowest)}});
    return true;
}

bool WindowFigures::runMemory(QString *error)
{
    WindowHarness harness(m_path);
    if (!harness.open(error))
        return false;
    MainWindow *window = harness.window();
    Report::note(QStringLiteral("%1 models: %2 MB after start-up").arg(m_models).arg(Report::residentMegabytes(), 0, 'f', 0));
    tabsOf(window)->setCurrentWidget(window->chartsView());
    harness.waitUntil([&]() { return !window->chartsView()->isLoading(); });
    harness.settle();
    Report::note(QStringLiteral("%1 models: %2 MB after Charts").arg(m_models).arg(Report::residentMegabytes(), 0, 'f', 0));
    HardwareView *hardware = window->hardwareView();
    tabsOf(window)->setCurrentWidget(hardware);
    harness.waitUntil([&]() { return !hardware->isReading() && !hardware->runsOnModel()->isComputing(); });
    harness.settle();
    Report::note(QStringLiteral("%1 models: %2 MB after From hardware").arg(m_models).arg(Report::residentMegabytes(), 0, 'f', 0));
    tabsOf(window)->setCurrentWidget(window->catalogueView());
    harness.settle();
    QTableView *table = window->catalogueView()->table();
    const int visible = std::max(2, table->rowAt(table->viewport()->height() - 1));
    for (int i = 0; i < 20; ++i) {
        const int row = i % visible;
        if (row == 0 && i > 0)
            table->verticalScrollBar()->setValue(table->verticalScrollBar()->value() + visible);
        QTest::mouseClick(table->viewport(), Qt::LeftButton, {},
                          table->visualRect(table->model()->index(table->rowAt(0) + row, 0)).center());
        harness.settle();
    }
    Report::memory(QStringLiteral("rss_after_all_tabs"), m_models, Report::residentMegabytes());
    Q_UNUSED(error)
    return true;
}
