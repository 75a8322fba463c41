#pragma once

#include "Estimator.h"

#include <QVector>

// A short list of popular cards and machines, smallest first, for "which GPU runs this" answers on
// the model page: a reader recognises an RTX 3060 more readily than the 227 devices of the catalogue.
class CommonGpus
{
public:
    // The shipped devices of the list, in ascending order of memory.
    static QVector<const HardwareDevice *> devices();
    // The first device of the list that holds the model entirely at that quantization (one card, the
    // context and KV precision of `base`), or nullptr when none does.
    static const HardwareDevice *smallestThatRuns(const ModelRecord &model, Quantization::Type type,
                                                  const HardwareConfig &base = HardwareConfig());
    // Beyond the list: the device of the whole shipped catalogue with the least memory that holds the
    // model entirely at that quantization on its own (only unified-memory machines when `unifiedOnly`),
    // or nullptr when none does. For a model no common card holds, it says whether one machine can.
    static const HardwareDevice *smallestInCatalogueThatRuns(const ModelRecord &model, Quantization::Type type,
                                                             bool unifiedOnly, const HardwareConfig &base = HardwareConfig());
};
