#include "CommonGpus.h"

#include "HardwareCatalogue.h"

#include <algorithm>

namespace {

// The first of `devices`, one of it alone, that holds the model at `type` on the GPU (tight included).
const HardwareDevice *firstThatRuns(const QVector<const HardwareDevice *> &devices, const ModelRecord &model,
                                    Quantization::Type type, const HardwareConfig &base)
{
    for (const HardwareDevice *d : devices) {
        HardwareConfig hw = base;
        hw.device = *d;
        hw.count = 1;
        const QuantEstimate q = Estimator::estimateAt(model, hw, type);
        if (q.fit == FitLevel::Gpu || q.fit == FitLevel::Tight)
            return d;
    }
    return nullptr;
}

} // namespace

QVector<const HardwareDevice *> CommonGpus::devices()
{
    // Names as in data/hardware.json; a name that ever disappears from it is simply skipped. The
    // 4, 6 and 8 GB cards are among the most common in gaming PCs (the GTX 1650, the RTX 2060 and the
    // RTX 4060): without them a small model at a small quantization was sent to a 12 GB card.
    static const char *const names[] = {
        "NVIDIA GeForce GTX 1650",      "NVIDIA GeForce RTX 2060 6GB",     "NVIDIA GeForce RTX 4060",
        "NVIDIA GeForce RTX 3060 12GB", "NVIDIA GeForce RTX 4060 Ti 16GB", "NVIDIA GeForce RTX 4090",
        "NVIDIA GeForce RTX 5090",      "Apple M4 Max (40-core GPU, 64 GB)", "NVIDIA A100 SXM4 80GB",
        "NVIDIA H100 SXM5 80GB",        "Apple M4 Max (40-core GPU, 128 GB)",
    };
    QVector<const HardwareDevice *> out;
    for (const char *name : names) {
        if (const HardwareDevice *d = HardwareCatalogue::shipped().find(QLatin1String(name)))
            out.append(d);
    }
    return out;
}

const HardwareDevice *CommonGpus::smallestThatRuns(const ModelRecord &model, Quantization::Type type,
                                                   const HardwareConfig &base)
{
    return firstThatRuns(devices(), model, type, base);
}

const HardwareDevice *CommonGpus::smallestInCatalogueThatRuns(const ModelRecord &model, Quantization::Type type,
                                                              bool unifiedOnly, const HardwareConfig &base)
{
    QVector<const HardwareDevice *> devices;
    for (const HardwareDevice &d : HardwareCatalogue::shipped().devices()) {
        if (!unifiedOnly || d.isUnifiedMemory())
            devices.append(&d);
    }
    // Ties in catalogue order, so the answer does not change from one run to the next.
    std::stable_sort(devices.begin(), devices.end(),
                     [](const HardwareDevice *a, const HardwareDevice *b) { return a->memoryGb < b->memoryGb; });
    return firstThatRuns(devices, model, type, base);
}
