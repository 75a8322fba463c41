#include "SpeedFit.h"

#include "DeviceFamily.h"
#include "SpeedModel.h"

#include <QSet>

#include <algorithm>
#include <cmath>
#include <functional>

namespace {

using Filter = std::function<bool(const SpeedSample &)>;

// Seconds per token are linear in the two unknowns, a = 1 / efficiency and c = seconds per layer:
// t = a × gpuSecondsAtPeak + c × layers. The fit minimises the weighted squared relative error of
// t, plus the same error against the level above's prediction for each sample (the pull).
SpeedCalibration::Level fitLevel(const QVector<SpeedSample> &samples, const Filter &keep,
                                 const SpeedCalibration::Level *parent)
{
    double s11 = 0, s12 = 0, s22 = 0, b1 = 0, b2 = 0;
    int rows = 0;
    auto add = [&](double x1, double x2, double y, double weight) {
        const double w = weight / (y * y);
        s11 += w * x1 * x1;
        s12 += w * x1 * x2;
        s22 += w * x2 * x2;
        b1 += w * x1 * y;
        b2 += w * x2 * y;
    };
    for (const SpeedSample &s : samples) {
        if (keep(s) && s.tokensPerSecond > 0 && s.gpuSecondsAtPeak > 0) {
            add(s.gpuSecondsAtPeak, s.layers, 1.0 / s.tokensPerSecond, s.weight);
            ++rows;
        }
    }
    SpeedCalibration::Level level = parent ? *parent : SpeedCalibration::Level{};
    level.rows = rows;
    level.promptFp16 = level.promptInt8 = level.promptPerByte = 0;
    level.promptRows = 0;
    if (rows == 0)
        return level;
    if (parent) {
        const double a0 = 1.0 / parent->efficiency, c0 = parent->msPerLayer / 1000.0;
        for (const SpeedSample &s : samples) {
            if (keep(s) && s.tokensPerSecond > 0 && s.gpuSecondsAtPeak > 0)
                add(s.gpuSecondsAtPeak, s.layers, a0 * s.gpuSecondsAtPeak + c0 * s.layers, SpeedFit::shrink / rows);
        }
    }
    const double det = s11 * s22 - s12 * s12;
    double a = det != 0 ? (b1 * s22 - b2 * s12) / det : b1 / s11;
    double c = det != 0 ? (s11 * b2 - s12 * b1) / det : 0;
    // Within physics: no negative fixed cost, no more than 95 % of the bandwidth.
    if (c < 0) {
        c = 0;
        a = b1 / s11;
    }
    if (a < 1.0 / 0.95) {
        a = 1.0 / 0.95;
        c = s22 > 0 ? std::max(0.0, (b2 - s12 * a) / s22) : 0;
    }
    level.efficiency = 1.0 / a;
    level.msPerLayer = c * 1000.0;
    return level;
}

// The prompt figures of a level: the weighted mean log of measured speed over the speed at 100 % of
// the scale, pulled towards the level above. Three scales: the published FP16 peak, the published
// INT8 peak (rows with a peak of that kind), and the memory bandwidth (every row), which is what a
// device without a published peak is estimated by.
void fitPrompt(const QVector<SpeedSample> &samples, const Filter &keep, const SpeedCalibration::Level *parent,
               double expertHalfTokens, double expertEfficiency, SpeedCalibration::Level *level)
{
    enum Scale { Fp16, Int8, Bandwidth };
    for (const Scale scale : {Fp16, Int8, Bandwidth}) {
        double sum = 0, weights = 0;
        int rows = 0;
        for (const SpeedSample &s : samples) {
            if (!keep(s) || s.promptTokensPerSecond <= 0 || s.promptFlopsPerToken <= 0)
                continue;
            const PromptDevice &d = s.promptDevice;
            const double atScale = scale == Bandwidth ? d.bandwidthGbs * 1e9 : d.peakTflops * 1e12;
            if (atScale <= 0 || (scale != Bandwidth && d.int8 != (scale == Int8)))
                continue;
            const double flops = SpeedFit::effectivePromptFlops(s, expertHalfTokens, expertEfficiency);
            sum += s.weight * std::log(s.promptTokensPerSecond * flops / atScale);
            weights += s.weight;
            ++rows;
        }
        if (scale == Bandwidth)
            level->promptRows = rows;
        if (rows == 0)
            continue;
        double &value = scale == Fp16 ? level->promptFp16 : scale == Int8 ? level->promptInt8 : level->promptPerByte;
        const double parentValue = !parent ? 0
            : scale == Fp16                ? parent->promptFp16
            : scale == Int8                ? parent->promptInt8
                                           : parent->promptPerByte;
        if (parentValue > 0) {
            sum += SpeedFit::promptShrink * std::log(parentValue);
            weights += SpeedFit::promptShrink;
        }
        value = std::exp(sum / weights);
    }
}

// A level's figures inherited where it fitted none, as SpeedCalibration::profile() reads them.
SpeedCalibration::Level effective(const SpeedCalibration::Level &level, const SpeedCalibration::Level &parent)
{
    SpeedCalibration::Level e = level;
    if (e.promptFp16 <= 0)
        e.promptFp16 = parent.promptFp16;
    if (e.promptInt8 <= 0)
        e.promptInt8 = parent.promptInt8;
    if (e.promptPerByte <= 0)
        e.promptPerByte = parent.promptPerByte;
    return e;
}

} // namespace

double SpeedFit::eraWeight(int year)
{
    if (year >= 2025)
        return 1.0;
    return year == 2024 ? 0.5 : 0.25;
}

double SpeedFit::effectivePromptFlops(const SpeedSample &s, double expertHalfTokens, double expertEfficiency)
{
    PromptLoad load;
    load.flopsPerToken = s.promptFlopsPerToken;
    load.expertFlopsPerToken = s.promptExpertFlopsPerToken;
    load.tokensPerExpert = s.promptTokensPerExpert;
    load.expertHalfTokens = expertHalfTokens;
    load.expertEfficiency = expertEfficiency;
    return SpeedModel::promptEffectiveFlops(load);
}

SpeedCalibration SpeedFit::fit(const QVector<SpeedSample> &samples, const QString &era, const QString &fittedOn)
{
    // Two steps. The levels and devices are fitted without the mixtures of experts' prompt figures
    // (their generation figures count as any other), so those rows cannot move a dense model's
    // prompt estimate. Then the expert efficiency is the one that brings the mixture-of-experts
    // rows closest (least weighted absolute log error, a median: a few runs of early kernels are
    // half again slower than the rest and would decide a mean) to what those constants predict
    // for their devices: what a mixture of experts loses against a dense model on the same chip.
    QVector<SpeedSample> dense = samples;
    QVector<SpeedSample> experts;
    for (SpeedSample &s : dense) {
        if (s.promptTokensPerSecond > 0 && s.promptExpertFlopsPerToken > 0) {
            experts.append(s);
            s.promptTokensPerSecond = 0;
        }
    }
    const double half = SpeedCalibration::expertHalfTokens;
    SpeedCalibration c = fitWith(dense, half, 1, era, fittedOn);
    auto loss = [&experts, &c, half](double efficiency) {
        double sum = 0;
        for (const SpeedSample &s : experts) {
            HardwareDevice device;
            device.name = s.device;
            device.family = s.family;
            PromptLoad load;
            load.flopsPerToken = effectivePromptFlops(s, half, efficiency);
            load.tflops = SpeedModel::promptTflops(s.promptDevice, c.profile(device));
            const double predicted = SpeedModel::prompt(load).expected;
            if (predicted > 0)
                sum += s.weight * std::abs(std::log(predicted / s.promptTokensPerSecond));
        }
        return sum;
    };
    // Every hundredth from 0.10 to 1 (without mixture-of-experts rows: 1, nothing to fit).
    double best = 1, bestLoss = loss(1);
    for (int i = 10; i < 100 && !experts.isEmpty(); ++i) {
        const double l = loss(i / 100.0);
        if (l < bestLoss) {
            bestLoss = l;
            best = i / 100.0;
        }
    }
    c.promptExpertEfficiency = best;
    c.promptExpertRows = int(experts.size());
    return c;
}

SpeedCalibration SpeedFit::fitWith(const QVector<SpeedSample> &samples, double expertHalfTokens, double expertEfficiency,
                                   const QString &era, const QString &fittedOn)
{
    SpeedCalibration c;
    c.era = era;
    c.fittedOn = fittedOn;
    c.promptExpertHalfTokens = expertHalfTokens;
    c.promptExpertEfficiency = expertEfficiency;
    for (const SpeedSample &s : samples)
        c.promptExpertRows += s.promptTokensPerSecond > 0 && s.promptExpertFlopsPerToken > 0 ? 1 : 0;
    c.general = fitLevel(samples, [](const SpeedSample &) { return true; }, nullptr);
    fitPrompt(samples, [](const SpeedSample &) { return true; }, nullptr, expertHalfTokens, expertEfficiency, &c.general);

    QSet<QString> groups, families;
    for (const SpeedSample &s : samples) {
        if (!s.family.isEmpty()) {
            groups.insert(DeviceFamily::group(s.family));
            families.insert(s.family);
        }
    }
    for (const QString &g : std::as_const(groups)) {
        const Filter inGroup = [&g](const SpeedSample &s) { return DeviceFamily::group(s.family) == g; };
        SpeedCalibration::Level level = fitLevel(samples, inGroup, &c.general);
        fitPrompt(samples, inGroup, &c.general, expertHalfTokens, expertEfficiency, &level);
        c.groups.insert(g, level);
    }
    for (const QString &f : std::as_const(families)) {
        const Filter inFamily = [&f](const SpeedSample &s) { return s.family == f; };
        const SpeedCalibration::Level parent = effective(c.groups.value(DeviceFamily::group(f)), c.general);
        SpeedCalibration::Level level = fitLevel(samples, inFamily, &parent);
        fitPrompt(samples, inFamily, &parent, expertHalfTokens, expertEfficiency, &level);
        c.families.insert(f, level);
    }

    // A device's factors: how much faster it measured than its family's prediction (mean log ratio,
    // pulled towards 1), for generation and for prompt processing. Only for devices in a family the
    // calibration has.
    QSet<QString> devices;
    for (const SpeedSample &s : samples) {
        if (c.families.contains(s.family))
            devices.insert(s.device);
    }
    for (const QString &d : std::as_const(devices)) {
        double sum = 0, weights = 0, promptSum = 0, promptWeights = 0;
        int rows = 0, promptRows = 0;
        for (const SpeedSample &s : samples) {
            if (s.device != d)
                continue;
            SpeedProfile p;
            const SpeedCalibration::Level f =
                effective(c.families[s.family], effective(c.groups.value(DeviceFamily::group(s.family)), c.general));
            p.efficiency = f.efficiency;
            p.msPerLayer = f.msPerLayer;
            p.promptFp16 = f.promptFp16;
            p.promptInt8 = f.promptInt8;
            p.promptPerByte = f.promptPerByte;
            // A row may carry a prompt figure only (llama.cpp's pull requests often time prompts alone).
            if (s.tokensPerSecond > 0) {
                GenerationLoad load;
                load.gpuBytesGb = s.gpuSecondsAtPeak;
                load.bandwidthGbs = 1;
                load.layers = s.layers;
                const double predicted = 1.0 / SpeedModel::secondsPerToken(load, p);
                sum += s.weight * std::log(s.tokensPerSecond / predicted);
                weights += s.weight;
                ++rows;
            }
            if (s.promptTokensPerSecond > 0 && s.promptFlopsPerToken > 0) {
                const double tflops = SpeedModel::promptTflops(s.promptDevice, p);
                if (tflops > 0) {
                    promptSum += s.weight
                        * std::log(s.promptTokensPerSecond * effectivePromptFlops(s, expertHalfTokens, expertEfficiency) / (tflops * 1e12));
                    promptWeights += s.weight;
                    ++promptRows;
                }
            }
        }
        if (rows > 0) {
            SpeedCalibration::Device device{std::exp(sum / (weights + shrink)), rows};
            if (promptRows > 0) {
                device.promptFactor = std::exp(promptSum / (promptWeights + promptDeviceShrink));
                device.promptRows = promptRows;
            }
            c.devices.insert(d, device);
        }
    }
    return c;
}
