#pragma once

#include "Estimator.h"

#include <QVector>

// Every open-weight model with a known size, estimated on one hardware configuration: the rows of
// the From hardware view and of `--runs-on`. Computing it is pure arithmetic over a few hundred
// models, fast enough for the GUI thread.
struct RunsOnRow
{
    qint64 id = 0;
    QString name;
    QStringList domains;
    double parameters = 0;
    std::optional<double> activeParameters;
    // From the model's Estimate, only what the row shows: keeping every quantization of every row
    // would be about a kilobyte per model, and allocating it most of the cost at 100,000 models.
    std::optional<Quantization::Type> best;
    double usableGpuMemoryGb = 0;
    int contextLength = 0;
    // The quantization the row shows: the best one, or, when nothing runs, the smallest (so the
    // row can still say how much memory it would take).
    QuantEstimate shown;
    bool runs() const { return best.has_value(); }
    bool entirelyOnGpu() const { return shown.fit == FitLevel::Gpu || shown.fit == FitLevel::Tight; }
};

struct RunsOnResult
{
    QVector<RunsOnRow> rows;      // catalogue order
    int weightsNotPublished = 0;  // left out: nothing to download
    int unknownSize = 0;          // left out: open weights, parameter count not on record
    int entirelyOnGpu = 0;
    int leftOut() const { return weightsNotPublished + unknownSize; }
};

class RunsOnList
{
public:
    static RunsOnResult compute(const QVector<ModelRecord> &models, const HardwareConfig &hardware);
};
