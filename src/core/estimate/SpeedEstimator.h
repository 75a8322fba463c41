#pragma once

#include "Estimator.h"

// The speed half of an estimate: what one generated token reads and from where, what one prompt
// token costs, and the calibration behind both. Estimator::estimateAt() calls fill() once the memory
// and fit level are known; SpeedModel holds the formulas.
class SpeedEstimator
{
public:
    // On unified memory the CPU cores reach only part of the chip's bandwidth.
    static constexpr double unifiedCpuBandwidthShare = 0.5;

    // Fills tokensPerSecond, promptTokensPerSecond, timeToFirstTokenS and basis of `q`, whose
    // memory figures and fit level are set.
    static void fill(const ModelSizing &sizing, const HardwareConfig &hardware, QuantEstimate *q);
    // FLOP for one prompt token, averaged over a prompt of `promptTokens`: two per active weight,
    // plus attention over the tokens before it.
    static double promptFlopsPerToken(const ModelSizing &sizing, int promptTokens);
    // How far back one layer's attention reaches, averaged over a run of `tokens` in which token i
    // looks back at min(i, window) tokens: tokens / 2 within the window, window − window² / (2 × tokens)
    // past it; tokens / 2 for a layer without a window (window 0). The prompt's attention work and
    // generation's KV cache reads both average over it.
    static double meanLookBack(double tokens, int window = 0);
    // Summed over the layers that cache keys and values: the full-attention layers' mean look-back
    // plus the sliding-window layers'. In cells of the KV cache (one token of one layer).
    static double meanKvCells(const ModelSizing &sizing, double tokens);

    // Translated: which measurements the speed figures rest on (this device, its family, its vendor
    // or the general model) and which llama.cpp builds they reflect.
    static QString calibrationText(const SpeedBasis &basis);
};
