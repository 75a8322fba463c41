#pragma once

#include "Estimator.h"
#include "HardwareRecord.h"
#include "UsableQuantization.h"

#include <QStringList>
#include <QVector>

// One model of the list on one hardware configuration: only what the row shows (keeping every
// quantization's estimate would be a kilobyte per model, and allocating it most of the cost at
// 100,000 models). Row i of a result is candidate i of its RunsOnList.
struct RunsOnRow
{
    // The quantization UsableQuantization picks under the list's minimums (with none: the estimator's
    // best), or, when nothing runs, the smallest (so the row can still say how much memory it would take).
    Quantization::Type quantization = Quantization::Type::F16;
    FitLevel fit = FitLevel::TooLarge;
    bool runs = false;            // some quantization runs (entirely or partly on the GPU)
    bool meetsMinimums = false;   // this quantization runs at the minimum quality and speed or better
    bool belowQuality = false;    // of a worse quality tier than the minimum
    bool belowSpeed = false;      // slower than the minimum, or does not run
    // A mixture of experts whose active parameters are not on record: every weight is counted as read
    // per token, so the speeds are lower bounds (and the time to first token an upper one).
    bool speedIsLowerBound = false;
    // The prompt speed follows the memory bandwidth (no published matrix throughput for the device).
    bool promptFromBandwidth = false;
    bool kvApproximate = false;
    Quantization::Quality quality = Quantization::Quality::NearLossless;
    // The context the figures are for: the one asked for, or the model's own maximum when that is
    // smaller (Estimator::effectiveContext), which the command line then says.
    int contextLength = 0;
    double totalGb = 0;
    double gpuGb = 0;             // of totalGb, in GPU memory; the rest in system RAM
    double ramGb = 0;
    SpeedRange tokensPerSecond;
    SpeedRange promptTokensPerSecond; // zero when the device's throughput is unknown
    double timeToFirstTokenS = 0;
    bool entirelyOnGpu() const { return fit == FitLevel::Gpu || fit == FitLevel::Tight; }
};

struct RunsOnResult
{
    QVector<RunsOnRow> rows;      // one per candidate, in candidate (catalogue) order
    double usableGpuMemoryGb = 0;
    bool unifiedMemory = false;   // the device's memory is the machine's (a Mac): no system RAM apart
    bool cpuOnly = false;         // no GPU: every model that runs runs on the CPU from system RAM
    // What a model may take: the usable GPU memory, or without a GPU the share of system RAM the
    // offload rule allows (Estimator::offloadCapacityGb).
    double availableGb = 0;
    int runsOnCpu = 0;            // without a GPU: the models that fit in that share at some quantization
    int weightsNotPublished = 0;  // left out: closed access on record, nothing to download
    int accessNotOnRecord = 0;    // left out: the record does not say whether the weights were published
    int notTextGenerators = 0;    // left out: open weights, but not a model that writes text
    int unknownSize = 0;          // left out: open weights, parameter count not on record
    int entirelyOnGpu = 0;        // run entirely on the GPU at some quantization, whatever the minimums
    int meetsMinimums = 0;        // rows that run at the minimum quality and speed or better
    Minimums minimums;            // what the rows were chosen under
    int leftOut() const { return weightsNotPublished + accessNotOnRecord + notTextGenerators + unknownSize; }
};

// How a list is narrowed and ordered for display.
struct RunsOnArrangement
{
    // Rank: what a user would pick first. The models that meet the minimums, the largest first; then
    // those that run but fall short, by fit level and the largest first; then those too large.
    enum class SortKey { Rank, Name, Parameters, Fit, Quantization, Memory, Speed, Quality, FirstToken };
    SortKey sortKey = SortKey::Rank;
    bool descending = false;
    QString domain;              // canonical English; empty: all
    unsigned fitLevels = 0;      // bit int(FitLevel) set: shown; 0: all
    QString text;                // part of the name, as NameMatcher compares names; empty: all

    bool operator==(const RunsOnArrangement &o) const
    {
        return sortKey == o.sortKey && descending == o.descending && domain == o.domain && fitLevels == o.fitLevels
            && text == o.text;
    }
    bool operator!=(const RunsOnArrangement &o) const { return !(*this == o); }
};

// Every open-weight model that writes text and has a known size, estimated on one hardware configuration: the rows of the
// From hardware view and of `--runs-on`. What does not depend on the hardware (which models qualify,
// their sizing, the name order, the domains) is worked out once when the list is made; compute() is
// then a few dozen operations per model, and arrange() filters and sorts row numbers, not rows.
// A list is read-only once made, so copies of it can be used on other threads.
class RunsOnList
{
public:
    RunsOnList() = default;
    // The list keeps only the fields the estimates read (HardwareRecord): a whole record per model
    // was most of the memory the From hardware tab held at 100,000 models.
    explicit RunsOnList(const QVector<HardwareRecord> &models);
    explicit RunsOnList(const QVector<ModelRecord> &models) : RunsOnList(HardwareRecord::of(models)) {}

    const QVector<HardwareRecord> &models() const { return m_models; }
    int candidateCount() const { return int(m_candidates.size()); }
    const HardwareRecord &candidate(int index) const { return m_models.at(m_candidates.at(index)); }
    int weightsNotPublished() const { return m_weightsNotPublished; }
    int accessNotOnRecord() const { return m_accessNotOnRecord; }
    int notTextGenerators() const { return m_notTextGenerators; }
    int unknownSize() const { return m_unknownSize; }
    // Every domain of the candidates, canonical English, sorted.
    const QStringList &domains() const { return m_domains; }

    // From `parallelFrom` candidates on, the work is split over two threads.
    static constexpr int parallelThreshold = 20000;
    // Each row under `minimums` (UsableQuantization); with none, the estimator's best quantization.
    RunsOnResult compute(const HardwareConfig &hardware, const Minimums &minimums = Minimums(),
                         int parallelFrom = parallelThreshold) const;
    // The candidates `arrangement` keeps, in its order (ties keep catalogue order).
    QVector<int> arrange(const RunsOnResult &result, const RunsOnArrangement &arrangement) const;
    // What a row sorts by for a key (Name: its place in the name order).
    double sortValue(const RunsOnResult &result, int candidate, RunsOnArrangement::SortKey key) const;

private:
    QVector<HardwareRecord> m_models;
    QVector<int> m_candidates;       // indexes into m_models of the models with an estimate
    QVector<ModelSizing> m_sizing;   // per candidate
    QVector<int> m_nameRank;         // per candidate: its place when sorted by name
    QVector<QString> m_nameKeys;     // per candidate: NameMatcher::key of its name
    QVector<int> m_byName;           // candidates in name order
    QVector<int> m_bySizeAscending;  // candidates by parameter count, ties in catalogue order
    QVector<int> m_bySizeDescending;
    QStringList m_domains;
    int m_weightsNotPublished = 0;
    int m_accessNotOnRecord = 0;
    int m_notTextGenerators = 0;
    int m_unknownSize = 0;
};
