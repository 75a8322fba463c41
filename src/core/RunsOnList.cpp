#include "RunsOnList.h"

RunsOnResult RunsOnList::compute(const QVector<ModelRecord> &models, const HardwareConfig &hardware)
{
    RunsOnResult result;
    result.rows.reserve(models.size());
    for (const ModelRecord &m : models) {
        // The estimator says why a model has no estimate; the counts come from the same answer.
        const Estimate e = Estimator::estimateBest(m, hardware);
        if (e.reason == NoEstimateReason::WeightsNotPublished) {
            ++result.weightsNotPublished;
            continue;
        }
        if (e.reason == NoEstimateReason::UnknownParameters) {
            ++result.unknownSize;
            continue;
        }
        if (e.quantizations.isEmpty())
            continue;
        RunsOnRow row;
        row.id = m.id;
        row.name = m.name;
        row.domains = m.domains;
        row.parameters = m.parameters.value_or(0);
        row.activeParameters = m.activeParameters;
        row.best = e.best;
        row.usableGpuMemoryGb = e.usableGpuMemoryGb;
        row.contextLength = e.contextLength;
        row.shown = e.quantizations.constFirst();
        if (row.entirelyOnGpu())
            ++result.entirelyOnGpu;
        result.rows.append(row);
    }
    return result;
}
