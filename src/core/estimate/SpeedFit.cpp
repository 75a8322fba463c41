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
    level.promptFp16 = level.promptInt8 = 0;
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

// The prompt efficiency of a level: the weighted mean log of measured over peak speed, pulled
// towards the level above.
void fitPrompt(const QVector<SpeedSample> &samples, const Filter &keep, const SpeedCalibration::Level *parent,
               SpeedCalibration::Level *level)
{
    for (const bool int8 : {false, true}) {
        double sum = 0, weights = 0;
        int rows = 0;
        for (const SpeedSample &s : samples) {
            if (keep(s) && s.promptTokensPerSecond > 0 && s.promptAtPeak > 0 && s.promptInt8 == int8) {
                sum += s.weight * std::log(s.promptTokensPerSecond / s.promptAtPeak);
                weights += s.weight;
                ++rows;
            }
        }
        level->promptRows += rows;
        if (rows == 0)
            continue;
        const double parentValue = parent ? (int8 ? parent->promptInt8 : parent->promptFp16) : 0;
        if (parentValue > 0) {
            sum += SpeedFit::promptShrink * std::log(parentValue);
            weights += SpeedFit::promptShrink;
        }
        (int8 ? level->promptInt8 : level->promptFp16) = std::exp(sum / weights);
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
    return e;
}

} // namespace

double SpeedFit::eraWeight(int year)
{
    if (year >= 2025)
        return 1.0;
    return year == 2024 ? 0.5 : 0.25;
}

SpeedCalibration SpeedFit::fit(const QVector<SpeedSample> &samples, const QString &era, const QString &fittedOn)
{
    SpeedCalibration c;
    c.era = era;
    c.fittedOn = fittedOn;
    c.general = fitLevel(samples, [](const SpeedSample &) { return true; }, nullptr);
    fitPrompt(samples, [](const SpeedSample &) { return true; }, nullptr, &c.general);

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
        fitPrompt(samples, inGroup, &c.general, &level);
        c.groups.insert(g, level);
    }
    for (const QString &f : std::as_const(families)) {
        const Filter inFamily = [&f](const SpeedSample &s) { return s.family == f; };
        const SpeedCalibration::Level parent = effective(c.groups.value(DeviceFamily::group(f)), c.general);
        SpeedCalibration::Level level = fitLevel(samples, inFamily, &parent);
        fitPrompt(samples, inFamily, &parent, &level);
        c.families.insert(f, level);
    }

    // A device's factor: how much faster it measured than its family's prediction (mean log ratio,
    // pulled towards 1). Only for devices in a family the calibration has.
    QSet<QString> devices;
    for (const SpeedSample &s : samples) {
        if (c.families.contains(s.family))
            devices.insert(s.device);
    }
    for (const QString &d : std::as_const(devices)) {
        double sum = 0, weights = 0;
        int rows = 0;
        for (const SpeedSample &s : samples) {
            if (s.device != d || s.tokensPerSecond <= 0)
                continue;
            const SpeedCalibration::Level &f = c.families[s.family];
            SpeedProfile p;
            p.efficiency = f.efficiency;
            p.msPerLayer = f.msPerLayer;
            GenerationLoad load;
            load.gpuBytesGb = s.gpuSecondsAtPeak;
            load.bandwidthGbs = 1;
            load.layers = s.layers;
            const double predicted = 1.0 / SpeedModel::secondsPerToken(load, p);
            sum += s.weight * std::log(s.tokensPerSecond / predicted);
            weights += s.weight;
            ++rows;
        }
        if (rows > 0)
            c.devices.insert(d, {std::exp(sum / (weights + shrink)), rows});
    }
    return c;
}
