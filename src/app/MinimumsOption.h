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
    // model of which some quantization runs.
    static QString bestLine(const UsableEstimate &usable, const Minimums &minimums);
};
