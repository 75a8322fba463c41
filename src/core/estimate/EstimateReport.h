#pragma once

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
    //  "time_to_first_token_s", "quality"} and, when part of it is in system RAM, "gpu_gb" and "ram_gb".
    static QJsonObject quantization(const QuantEstimate &q);
    // The JSON name of a fit level: gpu, tight, expert_offload, offload, too_large.
    static QString fitKey(FitLevel level);
    static QJsonObject runsOnRow(const RunsOnRow &r, const ModelRecord &m, double usableGpuMemoryGb);
    // {"low", "expected", "high"}, rounded to 0.1; null when the figure is unknown.
    static QJsonValue speed(const SpeedRange &s);

    // Table cells: "12–20 (17)", "1.4" s, "—" when unknown; in the UI language's number format.
    static QString speedText(const SpeedRange &s);
    static QString secondsText(double seconds);
    static QString gb(double value);
    // "63.3", or "63.3 (24.6 + 38.7)" when part of it sits in system RAM.
    static QString memoryText(double totalGb, double gpuGb, double ramGb);
    // Padded plain-text table, one line per row.
    static QString table(const QStringList &header, const QVector<QStringList> &rows);

    static double rounded(double value, int decimals = 3);
};
