#pragma once

#include "Estimator.h"
#include "ModelRecord.h"

#include <QCoreApplication>

#include <optional>

// The model page's hardware table for open weights: per quantization, the memory needed, the
// smallest common GPU that holds it entirely, and the speed on the device chosen in the From hardware
// view. Every figure comes from the Estimator. Also the short answer to "What GPU do I need?".
class ModelHardwareTable
{
    Q_DECLARE_TR_FUNCTIONS(ModelHardwareTable)
public:
    // The estimate the page shows: on the device chosen in the From hardware view (returned in
    // `chosen`), else on a default configuration with that view's context and KV precision. The
    // table and the page's memory chart both draw this one result.
    static Estimate estimate(const ModelRecord &model, std::optional<HardwareConfig> *chosen = nullptr);
    // Rich text (a <table>); empty when the model has no estimate. With a `width` (pixels of the
    // application's font), the table is laid out to fit it with no word broken: four columns where they
    // fit, else three (the smallest GPU under the memory).
    static QString html(const ModelRecord &model, int width = 0);
    // The model page's opening sentence for a model no common GPU holds on its own even at its smallest
    // quantization: what it takes instead (a large unified-memory machine or a data-centre GPU of the
    // device list, else several GPUs). Empty when a common GPU holds it, or it has no estimate.
    static QString beyondCommonGpus(const ModelRecord &model);
    // "At Q4_K_M it needs about 5.6 GB: …"; empty when the model has no estimate.
    static QString gpuAnswer(const ModelRecord &model);
};
