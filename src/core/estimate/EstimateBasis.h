#pragma once

#include "Estimator.h"

#include <QJsonObject>

// What an estimate rests on, as numbers, for `--estimate --json`: the KV cache's terms (the
// sliding window's among them), what one generated token reads, what one prompt token costs (a
// mixture of experts' penalty figures with it) and which measurements the constants come from. It
// reads the same ModelSizing and SpeedBasis values the From hardware pane's basis text does
// (HardwareTexts::basis), so the two never disagree and nothing is worked out a second time.
class EstimateBasis
{
public:
    // {"quant", "kv_cache", "weights", "generation", "prompt", "calibration"}; generation and prompt
    // are null when the quantization does not fit (no speed), prompt.moe only for a mixture of experts
    // whose split is known. docs/estimator.md and the README list the keys.
    static QJsonObject json(const ModelRecord &model, const ModelSizing &sizing, const HardwareConfig &hardware,
                            const QuantEstimate &q);

private:
    static QJsonObject kvCache(const ModelRecord &model, const ModelSizing &sizing, const HardwareConfig &hardware,
                               const QuantEstimate &q);
    static QJsonObject weights(const ModelSizing &sizing, const QuantEstimate &q);
    static QJsonObject generation(const ModelSizing &sizing, const QuantEstimate &q);
    static QJsonObject prompt(const ModelSizing &sizing, const QuantEstimate &q);
    static QJsonObject calibration(const SpeedProfile &profile);
};
