#pragma once

#include "HardwareDevice.h"

#include <QByteArray>
#include <QHash>
#include <QString>

// The speed constants fitted on published llama.cpp measurements (data/speed-calibration.json,
// written by SpeedFit from tests/data/llamacpp_speeds.csv): for every device the most specific
// level that has measurements — the device itself, its family, its vendor group, or the general
// model over all measurements — with what it inherits from the levels above.
struct SpeedProfile
{
    // Which level the figures come from; the basis of an estimate says so.
    enum class Basis { Device, Family, Group, General };
    Basis basis = Basis::General;
    QString family;           // the device's family key; empty when it has none
    QString levelKey;         // the family or group key the figures come from; empty for General
    double efficiency = 0.8;  // share of the memory bandwidth a token's weights stream at
    double msPerLayer = 0.05; // fixed cost per layer and token (kernel launches, synchronisation)
    double deviceFactor = 1;  // the device's measured speed over its family's prediction
    double promptFp16 = 0;    // share of the FP16 matrix throughput prompt processing reaches; 0 unknown
    double promptInt8 = 0;    // the same for quantized weights on INT8 tensor cores; 0 unknown
    double promptPerByte = 0; // FLOP per byte of memory bandwidth, for devices without a published peak
    double promptFactor = 1;  // the device's measured prompt speed over its family's prediction
    int promptMeasurements = 0; // prompt measurements of this device behind promptFactor
    // A mixture of experts' routed products (SpeedModel::promptExpertShare): the tokens per expert
    // at which they reach half their full speed, and their full speed as a share of the dense
    // throughput, fitted on this many mixture-of-experts prompt measurements.
    double promptExpertHalfTokens = 0;
    double promptExpertEfficiency = 1;
    int promptExpertMeasurements = 0;
    int measurements = 0;     // generation measurements behind the level used
    QString era;              // the llama.cpp builds the calibration reflects
};

class SpeedCalibration
{
public:
    struct Level
    {
        double efficiency = 0;
        double msPerLayer = 0;
        double promptFp16 = 0; // 0: not fitted at this level, the level above applies
        double promptInt8 = 0;
        double promptPerByte = 0;
        int rows = 0;
        int promptRows = 0;
    };
    struct Device
    {
        double factor = 1;
        int rows = 0;
        double promptFactor = 1;
        int promptRows = 0;
    };

    // The shipped calibration, loaded once from :/data/speed-calibration.json. A broken resource
    // leaves the built-in general defaults and is logged.
    static const SpeedCalibration &shipped();

    bool loadFromJson(const QByteArray &json, QString *error = nullptr);
    QByteArray toJson() const;

    SpeedProfile profile(const HardwareDevice &device) const;

    // Which builds the measurements reflect (weighted towards recent ones), e.g. "2025–2026".
    QString era;
    QString fittedOn;
    Level general{0.8, 0.05, 0.5, 0.2, 2.0, 0, 0};
    QHash<QString, Level> groups;
    QHash<QString, Level> families;
    QHash<QString, Device> devices;
    // Tokens per expert at which a mixture of experts' routed products reach half their full speed
    // (SpeedModel::promptExpertShare). Set from published runs that changed only the batch (the
    // prompt length or -ub) of one model on one machine, where nothing but the rows per expert moves:
    // the prompt sweeps of Qwen3-30B-A3B and gpt-oss-20b on Strix Halo (20 and 23 tokens) and the -ub
    // sweeps of Qwen3-30B-A3B and Gemma 4 26B-A4B in llama.cpp PR #26977 (29 and 15);
    // docs/estimator.md has the arithmetic.
    static constexpr double expertHalfTokens = 20;
    // One pair of figures for every device: too few published mixture-of-experts runs to fit them
    // per family. The half tokens are set as above; the efficiency is fitted by SpeedFit.
    double promptExpertHalfTokens = expertHalfTokens;
    double promptExpertEfficiency = 1;
    int promptExpertRows = 0;

    bool operator==(const SpeedCalibration &other) const;
};
