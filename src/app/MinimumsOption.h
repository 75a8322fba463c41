#pragma once

#include "UsableQuantization.h"

#include <QCoreApplication>

#include <optional>

class QCommandLineParser;

// --min-quality and --min-speed, read one way by --runs-on, --estimate and --compare, so that the three
// name the same best quantization for a model on a device (the one the From hardware view shows).
class MinimumsOption
{
    Q_DECLARE_TR_FUNCTIONS(MinimumsOption)
public:
    // The window's defaults, or the options' values; nothing (and the message printed) for a value
    // neither option reads.
    static std::optional<Minimums> read(const QCommandLineParser &parser);
    // "Best quantization for the minimums (…): Q4_K_M.", or that none meets them and the closest; for a
    // model of which some quantization runs. With `asked` (--quant) another than the one chosen, it
    // says the chosen one is not the one asked for.
    static QString bestLine(const UsableEstimate &usable, const Minimums &minimums,
                            std::optional<Quantization::Type> asked = std::nullopt);
};
