// atlas_bench: the performance benchmark of issues #7 and #14 (./dev bench). Without arguments it
// writes synthetic catalogues of each size under /tmp and measures each in fresh child processes (so
// that one size's memory and caches do not reach the next); every figure is one JSON line on stdout.
// docs/performance.md explains the method.

#include "Database.h"
#include "ImportFigure.h"
#include "ModelRepository.h"
#include "Report.h"
#include "SqlTrace.h"
#include "StartupFigure.h"
#include "SyntheticCatalogue.h"
#include "WindowFigures.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>

namespace {

int fail(const QString &error)
{
    Report::note(QStringLiteral("failed: ") + error);
    return 1;
}

int modelCount(const QString &path)
{
    Database database(QStringLiteral("bench-count"));
    QString error;
    return database.open(path, &error) ? ModelRepository(database.connection()).count() : 0;
}

// Runs this program again with `arguments`; its JSON lines go straight to our stdout.
bool child(const QStringList &arguments)
{
    QProcess process;
    process.setProcessChannelMode(QProcess::ForwardedChannels);
    process.start(QCoreApplication::applicationFilePath(), arguments);
    return process.waitForFinished(-1) && process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0;
}

} // namespace

int main(int argc, char *argv[])
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("ModelAtlasBench"));
    QCoreApplication::setApplicationName(QStringLiteral("model-atlas-bench"));
    // Window state and the chosen GPU go to a test location, never to the user's settings.
    QStandardPaths::setTestModeEnabled(true);

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Model Atlas performance benchmark (JSON lines on stdout)"));
    parser.addHelpOption();
    const QCommandLineOption sizesOption(QStringLiteral("sizes"), QStringLiteral("Catalogue sizes, comma-separated."),
                                         QStringLiteral("N,N,…"), QStringLiteral("10000,100000"));
    const QCommandLineOption runsOption(QStringLiteral("runs"), QStringLiteral("Repetitions per measurement."),
                                        QStringLiteral("N"), QStringLiteral("15"));
    const QCommandLineOption dirOption(QStringLiteral("dir"), QStringLiteral("Where the generated files go."),
                                       QStringLiteral("DIR"), QStringLiteral("/tmp/model-atlas-bench"));
    const QCommandLineOption importRowsOption(QStringLiteral("import-rows"), QStringLiteral("Rows of the generated CSV."),
                                              QStringLiteral("N"), QStringLiteral("100000"));
    const QCommandLineOption importRunsOption(QStringLiteral("import-runs"), QStringLiteral("Imports to time."),
                                              QStringLiteral("N"), QStringLiteral("3"));
    const QCommandLineOption measureOption(QStringLiteral("measure"), QStringLiteral("Window figures on one catalogue file (child)."),
                                           QStringLiteral("FILE"));
    const QCommandLineOption memoryOption(QStringLiteral("memory"), QStringLiteral("rss_after_all_tabs on one file (child)."),
                                          QStringLiteral("FILE"));
    const QCommandLineOption startupOption(QStringLiteral("startup"), QStringLiteral("startup_first_paint on one file."),
                                           QStringLiteral("FILE"));
    const QCommandLineOption startupChildOption(QStringLiteral("startup-child"), QStringLiteral("One start (child)."),
                                                QStringLiteral("FILE"));
    const QCommandLineOption importOption(QStringLiteral("import"), QStringLiteral("Time importing this CSV (child)."),
                                          QStringLiteral("FILE"));
    const QCommandLineOption onlyOption(QStringLiteral("only"), QStringLiteral("With --measure: only these figures."),
                                        QStringLiteral("TEXT"));
    parser.addOptions({sizesOption, runsOption, dirOption, importRowsOption, importRunsOption, measureOption,
                       memoryOption, startupOption, startupChildOption, importOption, onlyOption});
    parser.process(app);
    const int runs = std::max(1, parser.value(runsOption).toInt());
    QString error;

    if (parser.isSet(startupChildOption))
        return StartupFigure::child(parser.value(startupChildOption));
    if (parser.isSet(measureOption)) {
        SqlTrace::install();
        const QString path = parser.value(measureOption);
        WindowFigures figures(path, modelCount(path), runs);
        figures.setOnly(parser.value(onlyOption));
        return figures.run(&error) ? 0 : fail(error);
    }
    if (parser.isSet(memoryOption)) {
        const QString path = parser.value(memoryOption);
        return WindowFigures(path, modelCount(path), runs).runMemory(&error) ? 0 : fail(error);
    }
    if (parser.isSet(startupOption)) {
        const QString path = parser.value(startupOption);
        return StartupFigure::run(path, modelCount(path), runs, &error) ? 0 : fail(error);
    }
    if (parser.isSet(importOption)) {
        const int rows = parser.value(importRowsOption).toInt();
        return ImportFigure::run(parser.value(importOption), rows, parser.value(importRunsOption).toInt(), &error)
            ? 0 : fail(error);
    }

    const QString dir = parser.value(dirOption);
    if (!QDir().mkpath(dir))
        return fail(QStringLiteral("cannot create ") + dir);
    // v2: the catalogue format of migration 007; files of another version are never opened.
    const QString version = QStringLiteral("v2");
    const QString runsText = QString::number(runs);
    // Fewer repetitions at the largest size keep the run within minutes.
    auto runsFor = [runs](int total) { return QString::number(total >= 100000 ? std::max(3, runs / 3) : runs); };

    // The shipped catalogue alone: the start-up every user sees.
    const QString shipped = dir + QStringLiteral("/shipped-%1.sqlite").arg(version);
    if (!SyntheticCatalogue::ensureCatalogue(shipped, 0, &error))
        return fail(error);
    bool ok = child({QStringLiteral("--startup"), shipped, QStringLiteral("--runs"), runsText});

    for (const QString &size : parser.value(sizesOption).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const int total = size.toInt();
        const QString path = dir + QStringLiteral("/catalogue-%1-%2.sqlite").arg(version).arg(total);
        QElapsedTimer timer;
        timer.start();
        if (!QFileInfo::exists(path))
            Report::note(QStringLiteral("writing %1 models to %2").arg(total).arg(path));
        if (!SyntheticCatalogue::ensureCatalogue(path, total, &error))
            return fail(error);
        Report::note(QStringLiteral("catalogue of %1 ready (%2 s)").arg(total).arg(timer.elapsed() / 1000.0));
        ok = child({QStringLiteral("--startup"), path, QStringLiteral("--runs"), runsFor(total)}) && ok;
        ok = child({QStringLiteral("--memory"), path}) && ok;
        ok = child({QStringLiteral("--measure"), path, QStringLiteral("--runs"), runsFor(total)}) && ok;
    }

    const int rows = parser.value(importRowsOption).toInt();
    if (rows > 0) {
        const QString csv = dir + QStringLiteral("/epoch-%1-%2.csv").arg(version).arg(rows);
        if (!QFileInfo::exists(csv) && !SyntheticCatalogue::writeEpochCsv(csv, rows, &error))
            return fail(error);
        ok = child({QStringLiteral("--import"), csv, QStringLiteral("--import-rows"), QString::number(rows),
                    QStringLiteral("--import-runs"), parser.value(importRunsOption)}) && ok;
    }
    return ok ? 0 : 1;
}
