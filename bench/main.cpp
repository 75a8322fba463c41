// atlas_bench: the performance benchmark of issue #7 (./dev bench). Without arguments it writes
// synthetic catalogues of each size under /tmp and measures each in a fresh child process (so the
// memory figure of one size does not include the others); every measurement is one JSON line.

#include "Benchmark.h"
#include "Database.h"
#include "ModelRepository.h"
#include "SyntheticCatalogue.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>

#include <cstdio>

namespace {

void note(const QString &text)
{
    std::fprintf(stderr, "bench: %s\n", qPrintable(text));
}

int fail(const QString &error)
{
    note(QStringLiteral("failed: ") + error);
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
                                         QStringLiteral("N,N,…"), QStringLiteral("1000,10000,100000"));
    const QCommandLineOption runsOption(QStringLiteral("runs"), QStringLiteral("Repetitions per measurement."),
                                        QStringLiteral("N"), QStringLiteral("15"));
    const QCommandLineOption dirOption(QStringLiteral("dir"), QStringLiteral("Where the generated files go."),
                                       QStringLiteral("DIR"), QStringLiteral("/tmp/model-atlas-bench"));
    const QCommandLineOption importRowsOption(QStringLiteral("import-rows"), QStringLiteral("Rows of the generated CSV."),
                                              QStringLiteral("N"), QStringLiteral("100000"));
    const QCommandLineOption importRunsOption(QStringLiteral("import-runs"), QStringLiteral("Imports to time."),
                                              QStringLiteral("N"), QStringLiteral("3"));
    const QCommandLineOption measureOption(QStringLiteral("measure"), QStringLiteral("Measure one catalogue file (child)."),
                                           QStringLiteral("FILE"));
    const QCommandLineOption startupOnlyOption(QStringLiteral("startup-only"), QStringLiteral("With --measure: start-up and memory only."));
    const QCommandLineOption importOption(QStringLiteral("import"), QStringLiteral("Time importing this CSV (child)."),
                                          QStringLiteral("FILE"));
    parser.addOptions({sizesOption, runsOption, dirOption, importRowsOption, importRunsOption, measureOption,
                       startupOnlyOption, importOption});
    parser.process(app);
    const int runs = std::max(1, parser.value(runsOption).toInt());
    QString error;

    if (parser.isSet(measureOption)) {
        const QString path = parser.value(measureOption);
        Benchmark bench(path, modelCount(path), runs);
        const bool ok = parser.isSet(startupOnlyOption) ? bench.runStartup(&error) : bench.runAll(&error);
        return ok ? 0 : fail(error);
    }
    if (parser.isSet(importOption)) {
        const int rows = parser.value(importRowsOption).toInt();
        return Benchmark::runImport(parser.value(importOption), rows, parser.value(importRunsOption).toInt(), &error)
            ? 0 : fail(error);
    }

    const QString dir = parser.value(dirOption);
    if (!QDir().mkpath(dir))
        return fail(QStringLiteral("cannot create ") + dir);
    const QString version = QStringLiteral("v1");
    const QString runsText = QString::number(runs);

    // The shipped catalogue alone: the start-up every user sees.
    const QString shipped = dir + QStringLiteral("/shipped-%1.sqlite").arg(version);
    if (!SyntheticCatalogue::ensureCatalogue(shipped, 0, &error))
        return fail(error);
    if (!child({QStringLiteral("--measure"), shipped, QStringLiteral("--startup-only"), QStringLiteral("--runs"), runsText}))
        return fail(QStringLiteral("start-up on the shipped catalogue"));

    bool ok = true;
    for (const QString &size : parser.value(sizesOption).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const int total = size.toInt();
        const QString path = dir + QStringLiteral("/catalogue-%1-%2.sqlite").arg(version).arg(total);
        QElapsedTimer timer;
        timer.start();
        if (!QFileInfo::exists(path))
            note(QStringLiteral("writing %1 models to %2").arg(total).arg(path));
        if (!SyntheticCatalogue::ensureCatalogue(path, total, &error))
            return fail(error);
        note(QStringLiteral("catalogue of %1 ready (%2 s)").arg(total).arg(timer.elapsed() / 1000.0));
        // Fewer repetitions at the largest size keep the run within minutes.
        const int sizeRuns = total >= 100000 ? std::max(3, runs / 3) : runs;
        ok = child({QStringLiteral("--measure"), path, QStringLiteral("--runs"), QString::number(sizeRuns)}) && ok;
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
