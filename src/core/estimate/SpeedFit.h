#pragma once

#include "SpeedCalibration.h"
#include "SpeedModel.h"

#include <QVector>

// One published measurement, reduced to what the fit needs. The test and the calibration tool build
// these with the Estimator (bytes per token, layers, FLOP per token), so the fit and the figures
// shown use the same sums.
struct SpeedSample
{
    QString device;
    QString family;                  // the device's family key; may be empty
    double gpuSecondsAtPeak = 0;     // GPU bytes per token / bandwidth: the time at 100 % efficiency
    int layers = 0;
    double tokensPerSecond = 0;      // measured generation speed
    double weight = 1;               // by the build's era (eraWeight)
    double promptTokensPerSecond = 0; // measured prompt speed; 0 when not measured
    double promptFlopsPerToken = 0;   // FLOP per prompt token of the measured run
    double promptExpertFlopsPerToken = 0; // of those, a mixture of experts' routed products'; 0 dense
    double promptTokensPerExpert = 0; // the run's batch × k / E
    PromptDevice promptDevice;        // the device's published peak (or none) and bandwidth
};

// Fits SpeedCalibration's levels to measurements: the general model over all of them, each vendor
// group pulled towards the general model, each family towards its group, each device towards its
// family. Pulling is by a pseudo-measurement of weight `shrink` at the level above, so a family with
// one measurement moves a little and one with twenty moves a lot.
class SpeedFit
{
public:
    static constexpr double shrink = 1.0;
    // Prompt efficiencies spread less within a family than across families (a chip's matrix units
    // decide them), so a family's own measurements are pulled less.
    static constexpr double promptShrink = 0.25;
    // A device's own prompt factor is pulled towards 1 by this many pseudo-measurements: backends and
    // builds move one chip's prompt speed by half either way, so one run says less than for generation.
    static constexpr double promptDeviceShrink = 2.0;

    // Recent llama.cpp builds are faster: measurements from 2025 on count fully, 2024 half, older a
    // quarter.
    static double eraWeight(int year);
    // The levels and devices, their prompt figures from the dense rows alone; then the mixtures of
    // experts' expert efficiency (SpeedCalibration::promptExpertEfficiency, with the set half tokens):
    // to a hundredth, the value that leaves the least weighted absolute log error over the
    // mixture-of-experts prompt rows under those constants.
    static SpeedCalibration fit(const QVector<SpeedSample> &samples, const QString &era, const QString &fittedOn);
    // The same with both expert figures given (half tokens 0 and efficiency 1: the formula before
    // mixtures of experts had a prompt penalty).
    static SpeedCalibration fitWith(const QVector<SpeedSample> &samples, double expertHalfTokens, double expertEfficiency,
                                    const QString &era, const QString &fittedOn);
    // The prompt FLOP per token a sample's device feels with them (SpeedModel::promptEffectiveFlops).
    static double effectivePromptFlops(const SpeedSample &sample, double expertHalfTokens, double expertEfficiency);
};
