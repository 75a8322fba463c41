#include "Benchmark.h"

#include "CatalogueQuery.h"
#include "CatalogueSession.h"
#include "CatalogueTableModel.h"
#include "charts/ChartBuilder.h"
#include "ChartQuery.h"
#include "Database.h"
#include "EpochImporter.h"
#include "HardwareCatalogue.h"
#include "LanguageManager.h"
#include "mainwindow/MainWindow.h"
#include "ModelRepository.h"
#include "RunsOnList.h"
#include "RunsOnModel.h"
#include "SqliteShell.h"
#include "Statistics.h"

#include <QApplication>
#include <QChart>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QThreadPool>

#include <cstdio>
#include <memory>

namespace {

constexpr int VisibleRows = 40;

// What a view does after a reset: ask for the display text of the rows on screen.
void fetchVisibleRows(const CatalogueTableModel &model)
{
    const int rows = std::min(VisibleRows, model.rowCount());
    for (int r = 0; r < rows; ++r) {
        for (int c = 0; c < model.columnCount(); ++c)
            model.data(model.index(r, c));
    }
}

// The statements CatalogueTableModel::reload() runs, as SQL text for the sqlite3 shell.
QStringList reloadStatements(const ModelFilter &filter, int sortColumn, Qt::SortOrder order)
{
    QVariantList binds;
    const QString where = CatalogueQuery::whereClause(filter, &binds);
    const QString direction = order == Qt::AscendingOrder ? QStringLiteral("ASC") : QStringLiteral("DESC");
    const QString ids = QStringLiteral("SELECT m.id FROM models m WHERE %1 ORDER BY m.%2 %3 NULLS LAST, "
                                       "m.name COLLATE NOCASE")
                            .arg(where, ModelRepository::sortExpression(CatalogueTableModel::field(sortColumn)), direction);
    return {SqliteShell::inlineBinds(ids, binds), QStringLiteral("SELECT count(*) FROM models m WHERE 1")};
}

QVector<ModelFilter> keystrokeFilters()
{
    QVector<ModelFilter> filters;
    const QString query = QStringLiteral("llama3");
    for (int i = 1; i <= query.size(); ++i) {
        ModelFilter f;
        f.text = query.left(i);
        filters.append(f);
    }
    return filters;
}

QVector<ModelFilter> filterChanges()
{
    QVector<ModelFilter> filters;
    ModelFilter f;
    f.domain = QStringLiteral("Language");
    filters.append(f);
    f.openWeightsOnly = true;
    filters.append(f);
    f.yearFrom = 2020;
    filters.append(f);
    f.yearTo = 2023;
    filters.append(f);
    f.domain.clear();
    filters.append(f);
    f.openWeightsOnly = false;
    filters.append(f);
    filters.append(ModelFilter());
    return filters;
}

struct SortCase
{
    int column;
    Qt::SortOrder order;
};

const SortCase sortCases[] = {
    {CatalogueTableModel::ParametersColumn, Qt::DescendingOrder},
    {CatalogueTableModel::ComputeColumn, Qt::DescendingOrder},
    {CatalogueTableModel::NameColumn, Qt::AscendingOrder},
};

} // namespace

Benchmark::Benchmark(QString databasePath, int models, int runs)
    : m_path(std::move(databasePath))
    , m_models(models)
    , m_runs(runs)
{
}

double Benchmark::timeMs(const std::function<void()> &work)
{
    QElapsedTimer timer;
    timer.start();
    work();
    return double(timer.nsecsElapsed()) / 1e6;
}

void Benchmark::report(const QString &name, int models, double medianMs, int runs)
{
    // Written by hand to keep the documented key order (QJsonDocument sorts keys).
    std::printf("{\"benchmark\":\"%s\",\"models\":%d,\"median_ms\":%s,\"runs\":%d}\n", qPrintable(name), models,
                qPrintable(QString::number(medianMs, 'f', medianMs < 10 ? 2 : 1)), runs);
    std::fflush(stdout);
}

void Benchmark::reportFloor(const QString &name, int models, double medianMs, int runs)
{
    report(name, models, medianMs, runs);
}

double Benchmark::residentMegabytes()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return 0;
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').value(0).toDouble() / 1024.0;
    }
    return 0;
}

bool Benchmark::runStartup(QString *error)
{
    QVector<double> times;
    const int runs = std::max(3, m_runs / 3);
    for (int r = 0; r < runs; ++r) {
        double rss = 0;
        QElapsedTimer timer;
        timer.start();
        {
            CatalogueSession session;
            if (!session.open(m_path, error))
                return false;
            LanguageManager languages;
            MainWindow window(session.connection(), &languages);
            window.show();
            QApplication::processEvents();
            times.append(double(timer.nsecsElapsed()) / 1e6);
            rss = residentMegabytes();
            // Let background chart queries finish before their connection's file goes away.
            QThreadPool::globalInstance()->waitForDone();
            QApplication::processEvents();
        }
        if (r == 0) {
            std::printf("{\"benchmark\":\"rss_after_load\",\"models\":%d,\"mb\":%.0f}\n", m_models, rss);
            std::fflush(stdout);
        }
    }
    report(QStringLiteral("startup"), m_models, Statistics::median(times), int(times.size()));
    return true;
}

bool Benchmark::runAll(QString *error)
{
    return runStartup(error) && tableBenchmarks(error) && hardwareBenchmark(error) && chartBenchmark(error);
}

bool Benchmark::tableBenchmarks(QString *error)
{
    Database database(QStringLiteral("bench"));
    if (!database.open(m_path, error))
        return false;
    std::unique_ptr<CatalogueTableModel> loaded;
    const double indexLoad = timeMs([&] {
        loaded = std::make_unique<CatalogueTableModel>(database.connection());
        fetchVisibleRows(*loaded);
    });
    report(QStringLiteral("table_model_load"), m_models, indexLoad, 1);
    CatalogueTableModel &model = *loaded;

    // Each keystroke of "llama3", from an empty box each run.
    QVector<double> keys;
    const QVector<ModelFilter> keystrokes = keystrokeFilters();
    for (int r = 0; r < m_runs; ++r) {
        model.setFilter(ModelFilter());
        for (const ModelFilter &f : keystrokes)
            keys.append(timeMs([&] { model.setFilter(f); fetchVisibleRows(model); }));
    }
    report(QStringLiteral("search_keystroke"), m_models, Statistics::median(keys), int(keys.size()));
    // The first letter matches most of the catalogue and is the slowest keystroke: its own figure.
    QVector<double> firstKeys;
    for (int i = 0; i < keys.size(); i += int(keystrokes.size()))
        firstKeys.append(keys.at(i));
    report(QStringLiteral("search_first_keystroke"), m_models, Statistics::median(firstKeys), int(firstKeys.size()));

    QVector<double> changes;
    const QVector<ModelFilter> filters = filterChanges();
    for (int r = 0; r < m_runs; ++r) {
        for (const ModelFilter &f : filters)
            changes.append(timeMs([&] { model.setFilter(f); fetchVisibleRows(model); }));
    }
    report(QStringLiteral("filter_change"), m_models, Statistics::median(changes), int(changes.size()));

    QVector<double> sorts;
    model.setFilter(ModelFilter());
    for (int r = 0; r < m_runs; ++r) {
        for (const SortCase &s : sortCases)
            sorts.append(timeMs([&] { model.sort(s.column, s.order); fetchVisibleRows(model); }));
    }
    report(QStringLiteral("sort"), m_models, Statistics::median(sorts), int(sorts.size()));

    // The engine floor: the same statements in the sqlite3 shell.
    const int defaultSort = CatalogueTableModel::PublishedColumn;
    QVector<QStringList> passes;
    for (const ModelFilter &f : keystrokes)
        passes.append(reloadStatements(f, defaultSort, Qt::DescendingOrder));
    auto floor = SqliteShell::medianMs(m_path, passes, m_runs, error);
    if (!floor)
        return false;
    report(QStringLiteral("sqlite3_search"), m_models, *floor, int(passes.size()) * m_runs);

    passes.clear();
    for (const ModelFilter &f : filters)
        passes.append(reloadStatements(f, defaultSort, Qt::DescendingOrder));
    floor = SqliteShell::medianMs(m_path, passes, m_runs, error);
    if (!floor)
        return false;
    report(QStringLiteral("sqlite3_filter"), m_models, *floor, int(passes.size()) * m_runs);

    passes.clear();
    for (const SortCase &s : sortCases)
        passes.append(reloadStatements(ModelFilter(), s.column, s.order));
    floor = SqliteShell::medianMs(m_path, passes, m_runs, error);
    if (!floor)
        return false;
    report(QStringLiteral("sqlite3_sort"), m_models, *floor, int(passes.size()) * m_runs);
    return true;
}

bool Benchmark::hardwareBenchmark(QString *error)
{
    Database database(QStringLiteral("bench-hardware"));
    if (!database.open(m_path, error))
        return false;
    RunsOnModel model;
    QVector<ModelRecord> models;
    // What the From hardware tab reads when it is first shown (not at start-up).
    const double load = timeMs([&] { models = ModelRepository(database.connection()).allForHardware(); });
    report(QStringLiteral("hardware_models_load"), m_models, load, 1);
    model.setModels(models);

    // What the From hardware tab does for a new device: RunsOnModel::setHardware (RunsOnList::compute
    // and arrange), timed until the new rows are in the model in the table's order. From
    // RunsOnModel::asyncThreshold() models on that work runs on a worker thread; "hardware_gui_block"
    // is how long the GUI thread is held by the call.
    const QVector<HardwareDevice> &devices = HardwareCatalogue::shipped().devices();
    if (devices.isEmpty()) {
        *error = QStringLiteral("no shipped hardware");
        return false;
    }
    // Sorted by fit, as the tab opens. "hardware_gui_apply" is how long the GUI thread then spends
    // taking the new rows in (the layout change).
    model.sort(RunsOnModel::FitColumn, Qt::AscendingOrder);
    QElapsedTimer applyTimer;
    QVector<double> applied;
    QObject::connect(&model, &QAbstractItemModel::modelAboutToBeReset, &model, [&]() { applyTimer.start(); });
    QObject::connect(&model, &QAbstractItemModel::layoutAboutToBeChanged, &model, [&]() { applyTimer.start(); });
    QObject::connect(&model, &RunsOnModel::computed, &model,
                     [&]() { applied.append(double(applyTimer.nsecsElapsed()) / 1e6); });
    QVector<double> times;
    QVector<double> blocked;
    for (int r = 0; r < m_runs; ++r) {
        HardwareConfig config;
        config.device = devices.at(r % devices.size());
        QElapsedTimer timer;
        timer.start();
        model.setHardware(config);
        blocked.append(double(timer.nsecsElapsed()) / 1e6);
        // Waiting as the window does, asleep in its event loop until the rows arrive (polling
        // processEvents() would keep one of the two cores busy and slow the worker threads down).
        if (model.isComputing()) {
            QEventLoop wait;
            QObject::connect(&model, &RunsOnModel::computed, &wait, &QEventLoop::quit);
            wait.exec();
        }
        times.append(double(timer.nsecsElapsed()) / 1e6);
    }
    report(QStringLiteral("hardware_recompute"), m_models, Statistics::median(times), int(times.size()));
    report(QStringLiteral("hardware_gui_apply"), m_models, Statistics::median(applied), int(applied.size()));
    report(QStringLiteral("hardware_gui_block"), m_models, Statistics::median(blocked), int(blocked.size()));
    // The arithmetic alone (RunsOnList::compute on this thread), without the sort and the hand-off.
    const RunsOnList list(models);
    QVector<double> arithmetic;
    for (int r = 0; r < m_runs; ++r) {
        HardwareConfig config;
        config.device = devices.at(r % devices.size());
        arithmetic.append(timeMs([&] { list.compute(config); }));
    }
    report(QStringLiteral("hardware_arithmetic"), m_models, Statistics::median(arithmetic), int(arithmetic.size()));
    // Sorting the table by another column, and narrowing it, on the GUI thread.
    QVector<double> rearranged;
    for (int r = 0; r < m_runs; ++r) {
        rearranged.append(timeMs([&] { model.sort(RunsOnModel::SpeedColumn, Qt::DescendingOrder); }));
        rearranged.append(timeMs([&] { model.setFitLevels({int(FitLevel::Gpu)}); }));
        rearranged.append(timeMs([&] { model.setFitLevels({}); }));
        rearranged.append(timeMs([&] { model.sort(RunsOnModel::FitColumn, Qt::AscendingOrder); }));
    }
    report(QStringLiteral("hardware_sort_filter"), m_models, Statistics::median(rearranged), int(rearranged.size()));
    return true;
}

bool Benchmark::chartBenchmark(QString *error)
{
    Database database(QStringLiteral("bench-chart"));
    if (!database.open(m_path, error))
        return false;
    ChartRequest request; // compute over time, coloured by domain, the whole catalogue
    QVector<double> query;
    QVector<double> build;
    ChartData data;
    for (int r = 0; r < m_runs; ++r) {
        query.append(timeMs([&] { data = ChartQuery::run(database.connection(), request); }));
        if (!data.error.isEmpty()) {
            *error = data.error;
            return false;
        }
        QChart chart;
        ChartBuilder builder(&chart);
        ChartBuilder::Trend trend;
        trend.enabled = true;
        build.append(timeMs([&] { builder.build(data, trend); }));
    }
    report(QStringLiteral("chart_redraw"), m_models, Statistics::median(query), int(query.size()));
    report(QStringLiteral("chart_series_build"), m_models, Statistics::median(build), int(build.size()));
    return true;
}

bool Benchmark::runImport(const QString &csvPath, int rows, int runs, QString *error)
{
    QVector<double> times;
    const QString target = csvPath + QStringLiteral(".import.sqlite");
    for (int r = 0; r < runs; ++r) {
        for (const QString &suffix : {QString(), QStringLiteral("-wal"), QStringLiteral("-shm")})
            QFile::remove(target + suffix);
        Database database(QStringLiteral("bench-import"));
        if (!database.open(target, error) || !database.migrate(error))
            return false;
        EpochImporter importer(database.connection());
        ImportReport result;
        times.append(timeMs([&] { result = importer.importFile(csvPath); }));
        if (!result.error.isEmpty()) {
            *error = result.error;
            return false;
        }
        if (result.added < rows * 9 / 10) {
            *error = QStringLiteral("import added only %1 of %2 rows").arg(result.added).arg(rows);
            return false;
        }
    }
    report(QStringLiteral("import"), rows, Statistics::median(times), int(times.size()));
    return true;
}
