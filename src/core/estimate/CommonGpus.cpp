#include "CommonGpus.h"

#include "HardwareCatalogue.h"

QVector<const HardwareDevice *> CommonGpus::devices()
{
    // Names as in data/hardware.json; a name that ever disappears from it is simply skipped.
    static const char *const names[] = {
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
    for (const HardwareDevice *d : devices()) {
        HardwareConfig hw = base;
        hw.device = *d;
        hw.count = 1;
        const QuantEstimate q = Estimator::estimateAt(model, hw, type);
        if (q.fit == FitLevel::Gpu || q.fit == FitLevel::Tight)
            return d;
    }
    return nullptr;
}
