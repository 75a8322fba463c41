#pragma once

#include "MemoryUnit.h"
#include "RunsOnList.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QStringList>
#include <QVector>

// How `--estimate` and `--runs-on` write an estimate: the JSON objects scripts read and the plain-text
// table cells people read, so that both commands describe a quantization the same way.
class EstimateReport
{
    Q_DECLARE_TR_FUNCTIONS(EstimateReport)
public:
    // {"quant", "weights_gb", …, "fit", "tokens_per_second", "prompt_tokens_per_second",
    //  "time_to_first_token_s", "quality"} and, when part or all of it is in system RAM, "gpu_gb" and "ram_gb".
    static QJsonObject quantization(const QuantEstimate &q);
    // The JSON name of a fit level: gpu, tight, expert_offload, offload, cpu, too_large.
    static QString fitKey(FitLevel level);
    // One row of --runs-on: the quantization's keys, with "meets_minimums" and "speed_is_lower_bound".
    static QJsonObject runsOnRow(const RunsOnRow &r, const HardwareRecord &m, double usableGpuMemoryGb);
    // {"quality": "good", "tokens_per_second": 10}
    static QJsonObject minimums(const Minimums &m);
    // {"low", "expected", "high"}, rounded to 0.1; null when the figure is unknown.
    static QJsonValue speed(const SpeedRange &s);

    // Table cells: "12–20 (17)", "1.4" s, "—" when unknown; in the UI language's number format. A
    // speed that is only a lower bound (a mixture of experts whose active parameters are not on record)
    // reads "at least 17", and its time to first token "at most 1.4".
    static QString speedText(const SpeedRange &s, bool lowerBound = false);
    static QString secondsText(double seconds, bool upperBound = false);
    // A memory figure (10⁹ bytes) in `unit`, without the unit: "22.4".
    static QString memory(double gb, MemoryUnit::Unit unit);
    // "63.3", or "63.3 (24.6 GPU + 38.7 RAM)" when part of it sits in system RAM; in `unit`. On unified
    // memory the second part is what lies beyond the GPU's share, which the CPU runs: "(24.6 GPU + 3.1 CPU)".
    static QString memoryText(double totalGb, double gpuGb, double ramGb, MemoryUnit::Unit unit,
                              bool unifiedMemory = false);
    // One part of such a split: a part too small for one decimal reads "< 0.1", never "0".
    static QString splitPart(double gb, MemoryUnit::Unit unit);
    // The line over --estimate's table: "Llama 3.1-8B on 2 × NVIDIA GeForce RTX 3090, context of 8,192 tokens;
    // usable GPU memory 48 GB", or on a Mac the share of its memory the GPU may use.
    static QString heading(const QString &model, const HardwareConfig &hardware, const Estimate &estimate,
                           MemoryUnit::Unit unit);
    // Padded plain-text table, one line per row.
    static QString table(const QStringList &header, const QVector<QStringList> &rows);

    static double rounded(double value, int decimals = 3);
};
