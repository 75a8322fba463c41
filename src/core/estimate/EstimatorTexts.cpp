// The estimator's words: the names and descriptions of its fit levels and why a model gets no estimate,
// apart from the arithmetic in Estimator.cpp (one class, two files: the texts change with the
// translations, the sums with the model of memory and speed).
#include "Estimator.h"

#include <QCoreApplication>

const QVector<FitLevel> &Estimator::fitLevels()
{
    static const QVector<FitLevel> levels{FitLevel::Gpu,     FitLevel::Tight, FitLevel::ExpertOffload,
                                          FitLevel::Offload, FitLevel::Cpu,   FitLevel::TooLarge};
    return levels;
}

const QVector<FitLevel> &Estimator::fitLevels(bool unifiedMemory, bool cpuOnly)
{
    static const QVector<FitLevel> unified{FitLevel::Gpu, FitLevel::Tight, FitLevel::Offload, FitLevel::TooLarge};
    static const QVector<FitLevel> gpu{FitLevel::Gpu, FitLevel::Tight, FitLevel::ExpertOffload, FitLevel::Offload,
                                       FitLevel::TooLarge};
    static const QVector<FitLevel> cpu{FitLevel::Cpu, FitLevel::TooLarge};
    return cpuOnly ? cpu : unifiedMemory ? unified : gpu;
}

QString Estimator::fitLevelName(FitLevel level, bool unifiedMemory)
{
    switch (level) {
    case FitLevel::Gpu:
        return QCoreApplication::translate("Estimator", "Runs on the GPU");
    case FitLevel::Tight:
        return QCoreApplication::translate("Estimator", "Tight fit");
    case FitLevel::ExpertOffload:
        return QCoreApplication::translate("Estimator", "Experts in system RAM");
    case FitLevel::Offload:
        // A Mac has no system RAM apart: what the GPU's share of the one memory cannot hold runs on the CPU from it.
        if (unifiedMemory)
            return QCoreApplication::translate("Estimator", "Beyond the GPU's share of memory");
        return QCoreApplication::translate("Estimator", "Partly in system RAM (slow)");
    case FitLevel::Cpu:
        return QCoreApplication::translate("Estimator", "Runs on the CPU", "fit level without a GPU: all in system RAM");
    case FitLevel::TooLarge:
        return QCoreApplication::translate("Estimator", "Too large");
    }
    return QString();
}

QString Estimator::fitLevelDescription(FitLevel level, bool unifiedMemory, bool cpuOnly)
{
    switch (level) {
    case FitLevel::Gpu:
        return QCoreApplication::translate("Estimator", "Fits entirely in GPU memory with room to spare.");
    case FitLevel::Tight:
        return QCoreApplication::translate("Estimator", "Fits in GPU memory with almost nothing to spare; a "
                                                        "longer context or another program may not fit.");
    case FitLevel::ExpertOffload:
        return QCoreApplication::translate("Estimator", "A mixture of experts too large for GPU memory: attention, the "
                                                        "shared weights and the KV cache stay on the GPU and the "
                                                        "experts that do not fit run from system RAM "
                                                        "(llama.cpp --n-cpu-moe). Slower than the GPU alone, much "
                                                        "faster than moving whole layers.");
    case FitLevel::Offload:
        if (unifiedMemory)
            return QCoreApplication::translate("Estimator", "Larger than the share of unified memory macOS lets the GPU use (about two "
                                                            "thirds, or three quarters above 36 GB): the layers beyond it run on the CPU "
                                                            "from the same memory, more slowly. Raising the limit (sysctl iogpu.wired_limit_mb) lets the GPU run all of it.");
        return QCoreApplication::translate("Estimator", "Does not fit in GPU memory; part of it runs from "
                                                        "system RAM, which is much slower.");
    case FitLevel::Cpu:
        return QCoreApplication::translate("Estimator", "No GPU: the whole model sits in system RAM and the processor runs it, "
                                                        "as llama.cpp or Ollama do on a computer without a graphics card. "
                                                        "Generation is as fast as the RAM can be read; how long the prompt "
                                                        "takes depends on the processor, which is not estimated.");
    case FitLevel::TooLarge:
        if (cpuOnly)
            return QCoreApplication::translate("Estimator", "Does not fit in the three quarters of system RAM a model may take "
                                                            "(the system and other programs keep the rest).");
        if (unifiedMemory)
            return QCoreApplication::translate("Estimator", "Does not fit in the machine's memory, even with the CPU running what the GPU's share cannot hold.");
        return QCoreApplication::translate("Estimator", "Does not fit in GPU memory and system RAM together.");
    }
    return QString();
}

namespace {

// Why there is no estimate, as the end of a sentence that says so.
QString noEstimateWhy(NoEstimateReason reason)
{
    switch (reason) {
    case NoEstimateReason::None:
        return QString();
    case NoEstimateReason::WeightsNotPublished:
        return QCoreApplication::translate("Estimator", "the weights were never published, so the model cannot be run locally.");
    case NoEstimateReason::AccessNotOnRecord:
        return QCoreApplication::translate("Estimator", "the record does not say whether the weights were ever published, "
                                                        "so there is nothing to base an estimate on.");
    case NoEstimateReason::NotTextGenerator:
        return QCoreApplication::translate("Estimator", "the estimates are for models that write text token by token "
                                                        "(language and multimodal models), and this one does not.");
    case NoEstimateReason::UnknownParameters:
        return QCoreApplication::translate("Estimator", "the parameter count is unknown.");
    }
    return QString();
}

} // namespace

QString Estimator::noEstimateReasonText(NoEstimateReason reason)
{
    if (reason == NoEstimateReason::None)
        return QString();
    //: %1 why, e.g. "the parameter count is unknown."
    return QCoreApplication::translate("Estimator", "No estimate: %1").arg(noEstimateWhy(reason));
}

QString Estimator::noEstimateReasonText(const QString &model, NoEstimateReason reason)
{
    if (reason == NoEstimateReason::None)
        return QString();
    // "GPT-4o: No estimate: the weights …" read as two headings in a row (and, in Italian, put a
    // capital after a colon).
    //: %1 the model's name, %2 why, e.g. "the parameter count is unknown."
    return QCoreApplication::translate("Estimator", "No estimate for %1: %2").arg(model, noEstimateWhy(reason));
}
