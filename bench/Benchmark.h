#pragma once

#include <QElapsedTimer>
#include <QString>
#include <QVector>

#include <functional>

// The measurements of issue #7, each printed as one JSON line on stdout:
// {"benchmark":"sort","models":100000,"median_ms":3.2,"runs":15}.
class Benchmark
{
public:
    Benchmark(QString databasePath, int models, int runs);

    // Everything for one catalogue file; `withStartup` first measures start-up and the memory after it.
    bool runAll(QString *error);
    // Start-up (and RSS) only.
    bool runStartup(QString *error);
    // Imports `csvPath` into a fresh, empty catalogue `runs` times.
    static bool runImport(const QString &csvPath, int rows, int runs, QString *error);

    static void report(const QString &name, int models, double medianMs, int runs);
    static void reportFloor(const QString &name, int models, double medianMs, int runs);
    static double residentMegabytes();

private:
    bool tableBenchmarks(QString *error);
    bool hardwareBenchmark(QString *error);
    bool chartBenchmark(QString *error);
    static double timeMs(const std::function<void()> &work);

    QString m_path;
    int m_models;
    int m_runs;
};
