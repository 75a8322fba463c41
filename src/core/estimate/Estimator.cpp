#include "Estimator.h"

#include "SpeedEstimator.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace {

constexpr double bytesPerGib = 1024.0 * 1024.0 * 1024.0;
constexpr double bytesPerGb = 1e9;

// Without an architecture, a KV cache like a grouped-query model with 8 KV heads of 128 (Llama 3,
// Mistral, Qwen 2.5 ≥ 32B): conservative for models with fewer KV heads, low for old MHA models.
constexpr int approxKvWidth = 8 * 128;
// When the record has no documented maximum context, do not cap the user's choice beyond this.
constexpr int fallbackMaxContext = 131072;

double parametersForSpeed(const ModelRecord &m)
{
    return m.activeParameters && *m.activeParameters > 0 ? *m.activeParameters : m.parameters.value_or(0);
}

} // namespace

// The shared part of a mixture of experts, when expert offload is an option for it on this hardware:
// a split is known and the GPU does not share its memory with the CPU (on unified memory the
// experts would sit in the same memory anyway).
static std::optional<double> expertOffloadable(const ModelSizing &sizing, const HardwareConfig &hardware,
                                               Quantization::Type type, double kvCacheGb)
{
    if (!sizing.experts.isValid() || hardware.device.isUnifiedMemory() || hardware.device.isCpuOnly())
        return std::nullopt;
    return Estimator::sharedGb(sizing, type, kvCacheGb);
}

const QuantEstimate *Estimate::at(Quantization::Type type) const
{
    for (const QuantEstimate &q : quantizations) {
        if (q.quantization == type)
            return &q;
    }
    return nullptr;
}

NoEstimateReason Estimator::checkModel(const ModelRecord &model)
{
    if (model.modelAccessibility.isEmpty())
        return NoEstimateReason::AccessNotOnRecord;
    if (!model.weightsPublished())
        return NoEstimateReason::WeightsNotPublished;
    // An image classifier or a diffusion model has weights and a size, but no tokens per second and
    // no llama.cpp quantizations: figures for it would look like answers and mean nothing.
    if (!model.generatesText())
        return NoEstimateReason::NotTextGenerator;
    if (!model.parameters || !(*model.parameters > 0))
        return NoEstimateReason::UnknownParameters;
    return NoEstimateReason::None;
}

double Estimator::weightsGb(double parameters, Quantization::Type type)
{
    return parameters * Quantization::bitsPerWeight(type) / 8.0 / bytesPerGb;
}

double Estimator::weightsGb(const ModelSizing &sizing, Quantization::Type type)
{
    if (!sizing.experts.isValid())
        return weightsGb(sizing.parameters, type);
    return MoeArchitecture::expertGb(sizing.experts, type) + MoeArchitecture::sharedGb(sizing.experts, type);
}

double Estimator::activeWeightsGb(const ModelSizing &sizing, Quantization::Type type)
{
    if (!sizing.experts.isValid())
        return weightsGb(sizing.speedParameters, type);
    return MoeArchitecture::activeExpertGb(sizing.experts, type) + MoeArchitecture::sharedGb(sizing.experts, type);
}

double Estimator::kvBytesPerElement(KvCachePrecision precision)
{
    // llama.cpp block sizes: Q8_0 is 34 bytes per 32 values, Q4_0 18 bytes per 32.
    switch (precision) {
    case KvCachePrecision::F16: return 2.0;
    case KvCachePrecision::Q8_0: return 34.0 / 32.0;
    case KvCachePrecision::Q4_0: return 18.0 / 32.0;
    }
    return 2.0;
}

int Estimator::effectiveLayers(const ModelRecord &model)
{
    if (model.layers && *model.layers > 0)
        return *model.layers;
    // Fitted on dense transformers (Llama 1–3, Qwen, Mistral): 1B ≈ 14–22 layers, 7–8B ≈ 32,
    // 30B ≈ 60, 70B ≈ 80. For mixture-of-experts the active size tracks depth better than the total.
    const double billions = std::max(parametersForSpeed(model) / 1e9, 0.01);
    return std::clamp(int(std::lround(14.0 * std::pow(billions, 0.4))), 2, 160);
}

ModelSizing Estimator::sizing(const ModelRecord &model)
{
    ModelSizing s;
    s.reason = checkModel(model);
    s.parameters = model.parameters.value_or(0);
    s.speedParameters = parametersForSpeed(model);
    s.layers = effectiveLayers(model);
    // Multi-head latent attention: llama.cpp caches one compressed latent per token and layer (the
    // rotary part of the key with it) and reads the values from that same row, instead of every
    // head's keys and values; the layers and that width are all the cache needs.
    // A model with no attention (Mamba) keeps only a state of fixed size: nothing to approximate, and
    // no latent either, whatever a hand-given --kv-latent-width says.
    s.kvNone = model.attentionFree();
    s.kvLatent = !s.kvNone && model.layers && model.kvLatentWidth && *model.kvLatentWidth > 0;
    s.kvApproximate = !model.hasArchitecture() && !s.kvLatent && !s.kvNone;
    // A hybrid's other layers (linear attention, Mamba) keep a state of fixed size, a few hundred MB
    // at most, which the overhead covers; only the attention layers' cache grows with the context.
    if (s.kvNone)
        s.kvLayers = 0;
    else
        s.kvLayers = s.kvApproximate ? s.layers : std::clamp(*model.kvCacheLayers(), 1, s.layers);
    // Sliding-window layers keep the last `window` tokens: llama.cpp's SWA cache (the default since
    // 2025; --swa-full turns it off) gives them min(context, window) cells, and one batch more, which
    // the overhead covers.
    if (!s.kvApproximate && !s.kvNone && model.slidingWindowLayers() > 0) {
        s.windowLayers = std::min(model.slidingWindowLayers(), s.layers - s.kvLayers);
        s.window = *model.slidingWindow;
    }
    const double headsWidth = model.hasArchitecture() ? double(*model.kvHeads) * double(*model.headDim) : double(approxKvWidth);
    s.kvWidth = s.kvLatent ? double(*model.kvLatentWidth) : headsWidth;
    s.maxContext = model.contextLength && *model.contextLength > 0 ? *model.contextLength : fallbackMaxContext;
    // Grouped-query models have about four query heads per KV head.
    s.queryWidth = model.attentionHeads && model.headDim ? *model.attentionHeads * *model.headDim : int(4 * headsWidth);
    // A mixture of experts without its active parameters on record keeps every weight in the
    // per-token reads (a lower bound on its speed) and has no expert split, so no expert offload.
    s.mixtureOfExperts = model.isMixtureOfExperts();
    if (s.mixtureOfExperts && model.activeParameters) {
        const auto routing = MoeArchitecture::shipped().find(model.name);
        s.experts = MoeArchitecture::split(s.parameters, s.speedParameters, routing);
        s.nativeMxfp4 = routing && routing->nativeMxfp4;
    }
    return s;
}

double Estimator::kvCacheGb(const ModelRecord &model, int context, KvCachePrecision precision, bool *approximate)
{
    const ModelSizing s = sizing(model);
    if (approximate)
        *approximate = s.kvApproximate;
    return kvCacheGb(s, context, precision);
}

double Estimator::kvCellGb(const ModelSizing &sizing, KvCachePrecision precision)
{
    // Without attention nothing is cached per token (kvWidth is then only the typical layout's
    // placeholder, which the JSON basis would otherwise give as bytes per token and layer).
    if (sizing.kvNone)
        return 0;
    const double perLayer = sizing.kvLatent ? sizing.kvWidth : 2.0 * sizing.kvWidth;
    return perLayer * kvBytesPerElement(precision) / bytesPerGb;
}

double Estimator::kvCacheGb(const ModelSizing &sizing, int context, KvCachePrecision precision)
{
    const double tokens = std::max(context, 0);
    const double cells = sizing.kvLayers * tokens + sizing.windowLayers * std::min(tokens, double(sizing.window));
    return cells * kvCellGb(sizing, precision);
}

int Estimator::contextForKv(const ModelSizing &sizing, double kvGb, KvCachePrecision precision)
{
    if (kvGb <= 0)
        return 0;
    // Past the window, only the full-attention layers grow; a model without them fills its
    // windows and then grows no more.
    const double growing = kvCacheGb(sizing, 1, precision);
    const double windowsFull = kvCacheGb(sizing, sizing.window, precision);
    if (sizing.windowLayers == 0 || kvGb < windowsFull)
        return growing > 0 ? int(std::min(std::floor(kvGb / growing), double(sizing.maxContext))) : sizing.maxContext;
    const double perToken = kvCacheGb(sizing, sizing.window + 1, precision) - windowsFull;
    if (perToken <= 0)
        return sizing.maxContext;
    return int(std::min(sizing.window + std::floor((kvGb - windowsFull) / perToken), double(sizing.maxContext)));
}

double Estimator::overheadGb(double weightsGb)
{
    // The runtime's own context (CUDA/Metal, about 0.3–0.5 GB) plus compute buffers that grow with
    // the model's width, which tracks its size: peer tools use 0.5 GB or 10 %; this sits between.
    return 0.5 + 0.04 * weightsGb;
}

double Estimator::unifiedGpuShare(double memoryGib)
{
    // macOS's default GPU working set (Metal recommendedMaxWorkingSetSize): about two thirds of RAM
    // on machines up to 36 GB, three quarters above. It can be raised with sysctl iogpu.wired_limit_mb.
    return memoryGib <= 36.0 ? 2.0 / 3.0 : 0.75;
}

double Estimator::usableGpuMemoryGb(const HardwareConfig &hardware)
{
    if (hardware.device.isCpuOnly())
        return 0;
    const double deviceGb = hardware.device.memoryBytes() / bytesPerGb;
    if (hardware.device.isUnifiedMemory())
        return deviceGb * hardware.unifiedGpuShare.value_or(unifiedGpuShare(hardware.device.memoryGb));
    // Layers are split across identical cards, so their memory adds up.
    return deviceGb * std::clamp(hardware.count, 1, 8);
}

double Estimator::offloadCapacityGb(const HardwareConfig &hardware)
{
    if (hardware.device.isUnifiedMemory()) {
        // The CPU can use the rest of the same memory; macOS keeps about a tenth for itself.
        const double deviceGb = hardware.device.memoryBytes() / bytesPerGb;
        return std::max(0.0, deviceGb * 0.9 - usableGpuMemoryGb(hardware));
    }
    return std::max(0.0, hardware.systemRamGb) * bytesPerGib / bytesPerGb * offloadRamShare;
}

FitLevel Estimator::cpuFitLevel(double totalGb, double offloadCapacityGb)
{
    // The share of RAM the offload rule leaves to a model is the same whether a GPU runs part of it or not.
    return totalGb <= offloadCapacityGb ? FitLevel::Cpu : FitLevel::TooLarge;
}

// The fit on this hardware: with a GPU the levels above, without one all in RAM or too large.
static FitLevel fitOn(const HardwareConfig &hardware, double totalGb, double usableGpuGb, double offloadCapacityGb,
                      std::optional<double> sharedGb)
{
    if (hardware.device.isCpuOnly())
        return Estimator::cpuFitLevel(totalGb, offloadCapacityGb);
    return Estimator::fitLevel(totalGb, usableGpuGb, offloadCapacityGb, sharedGb);
}

FitLevel Estimator::fitLevel(double totalGb, double usableGpuGb, double offloadCapacityGb)
{
    return fitLevel(totalGb, usableGpuGb, offloadCapacityGb, std::nullopt);
}

FitLevel Estimator::fitLevel(double totalGb, double usableGpuGb, double offloadCapacityGb, std::optional<double> sharedGb)
{
    if (totalGb <= usableGpuGb * headroomShare)
        return FitLevel::Gpu;
    if (totalGb <= usableGpuGb)
        return FitLevel::Tight;
    // The experts that do not fit go to system RAM, once the shared part fits with room to spare.
    if (sharedGb && *sharedGb <= usableGpuGb * headroomShare && totalGb <= usableGpuGb + offloadCapacityGb)
        return FitLevel::ExpertOffload;
    if (totalGb <= usableGpuGb + offloadCapacityGb)
        return FitLevel::Offload;
    return FitLevel::TooLarge;
}

double Estimator::sharedGb(const ModelSizing &sizing, Quantization::Type type, double kvCacheGb)
{
    return MoeArchitecture::sharedGb(sizing.experts, type) + kvCacheGb + overheadGb(weightsGb(sizing, type));
}

Quantization::Quality Estimator::quality(const ModelSizing &sizing, Quantization::Type type)
{
    return Quantization::quality(type, sizing.nativeMxfp4);
}

int Estimator::effectiveContext(const ModelRecord &model, const HardwareConfig &hardware)
{
    return effectiveContext(sizing(model), hardware);
}

int Estimator::effectiveContext(const ModelSizing &sizing, const HardwareConfig &hardware)
{
    return std::clamp(hardware.contextLength, 1, sizing.maxContext);
}

int Estimator::usableContext(const ModelRecord &model, const HardwareConfig &hardware, Quantization::Type type)
{
    return usableContext(sizing(model), hardware, type);
}

int Estimator::usableContext(const ModelSizing &sizing, const HardwareConfig &hardware, Quantization::Type type)
{
    if (sizing.reason != NoEstimateReason::None)
        return 0;
    const double weights = weightsGb(sizing, type);
    // Without a GPU the context grows in the share of RAM the model may take.
    const double memory = hardware.device.isCpuOnly() ? offloadCapacityGb(hardware) : usableGpuMemoryGb(hardware);
    const double free = memory - weights - overheadGb(weights);
    if (free <= 0)
        return 0;
    return contextForKv(sizing, free, hardware.kvPrecision);
}

QuantEstimate Estimator::estimateAt(const ModelRecord &model, const HardwareConfig &hardware, Quantization::Type type)
{
    return estimateAt(sizing(model), hardware, type);
}

QuantEstimate Estimator::estimateAt(const ModelSizing &sizing, const HardwareConfig &hardware, Quantization::Type type)
{
    QuantEstimate q;
    q.quantization = type;
    if (sizing.reason != NoEstimateReason::None)
        return q;
    const int context = effectiveContext(sizing, hardware);
    q.weightsGb = weightsGb(sizing, type);
    q.kvCacheGb = kvCacheGb(sizing, context, hardware.kvPrecision);
    q.kvApproximate = sizing.kvApproximate;
    q.overheadGb = overheadGb(q.weightsGb);
    q.totalGb = q.weightsGb + q.kvCacheGb + q.overheadGb;
    q.quality = quality(sizing, type);
    const double usable = usableGpuMemoryGb(hardware);
    q.fit = fitOn(hardware, q.totalGb, usable, offloadCapacityGb(hardware), expertOffloadable(sizing, hardware, type, q.kvCacheGb));
    if (hardware.cpuMoeLayers && q.fit != FitLevel::TooLarge && sizing.experts.isValid() && !hardware.device.isUnifiedMemory()
        && !hardware.device.isCpuOnly())
        q.fit = FitLevel::ExpertOffload; // a published run's own split, to check the estimate against
    // Where the bytes sit: all on the GPU, or the GPU filled and the rest in system RAM (whole
    // layers, or for expert offload only experts).
    q.gpuGb = q.fit == FitLevel::ExpertOffload || q.fit == FitLevel::Offload ? std::min(q.totalGb, usable) : q.totalGb;
    if (hardware.device.isCpuOnly())
        q.gpuGb = 0;
    if (q.fit == FitLevel::ExpertOffload && hardware.cpuMoeLayers) {
        const double share = std::clamp(double(*hardware.cpuMoeLayers) / std::max(sizing.layers, 1), 0.0, 1.0);
        q.gpuGb = q.totalGb - share * MoeArchitecture::expertGb(sizing.experts, type);
    }
    q.ramGb = q.fit == FitLevel::TooLarge ? 0.0 : q.totalGb - q.gpuGb;
    q.usableContext = usableContext(sizing, hardware, type);
    SpeedEstimator::fill(sizing, hardware, &q);
    return q;
}

std::optional<Quantization::Type> Estimator::bestOf(const QVector<Quantization::Type> &types, const FitLevel *fits,
                                                    bool nativeMxfp4)
{
    // Quality first (tier, then bits within a tier). A model released in MXFP4 loses nothing in it,
    // and its files of other types keep those same MXFP4 experts (only the shared part changes):
    // MXFP4 comes first.
    std::array<int, 16> rank{};
    Q_ASSERT(types.size() <= int(rank.size()));
    for (int i = 0; i < types.size(); ++i) {
        const Quantization::Type t = types.at(i);
        rank[i] = nativeMxfp4 && t == Quantization::Type::MXFP4 ? -1 : int(Quantization::quality(t, nativeMxfp4));
    }
    auto better = [&](int a, int b) {
        return rank[a] != rank[b] ? rank[a] < rank[b]
                                  : Quantization::bitsPerWeight(types.at(a)) > Quantization::bitsPerWeight(types.at(b));
    };
    // The best that runs on the GPU (with or without headroom); failing that, the best whose
    // experts alone go to system RAM; failing that, the best that runs at all with layers in system
    // RAM. One pass, no sort: this runs for every model of the From hardware list. Ties keep the
    // earlier type.
    std::array<int, 3> chosen{-1, -1, -1};
    for (int i = 0; i < types.size(); ++i) {
        int group = -1;
        switch (fits[i]) {
        case FitLevel::Gpu:
        case FitLevel::Tight:
        case FitLevel::Cpu: group = 0; break;   // all of it on the one device there is (Cpu only without a GPU)
        case FitLevel::ExpertOffload: group = 1; break;
        case FitLevel::Offload: group = 2; break;
        case FitLevel::TooLarge: break;
        }
        if (group >= 0 && (chosen[group] < 0 || better(i, chosen[group])))
            chosen[group] = i;
    }
    for (int c : chosen) {
        if (c >= 0)
            return types.at(c);
    }
    return std::nullopt;
}

// What every estimate starts from: whether there is one, and the memory and context it is for.
Estimate Estimator::startEstimate(const ModelSizing &sizing, const HardwareConfig &hardware)
{
    Estimate e;
    e.reason = sizing.reason;
    if (e.isValid()) {
        e.usableGpuMemoryGb = usableGpuMemoryGb(hardware);
        e.contextLength = effectiveContext(sizing, hardware);
    }
    return e;
}

Estimate Estimator::estimate(const ModelRecord &model, const HardwareConfig &hardware)
{
    const ModelSizing s = sizing(model);
    Estimate e = startEstimate(s, hardware);
    if (!e.isValid())
        return e;
    const QVector<Quantization::Type> &types = Quantization::forModel(s.mixtureOfExperts);
    QVector<FitLevel> fits;
    for (Quantization::Type t : types) {
        e.quantizations.append(estimateAt(s, hardware, t));
        fits.append(e.quantizations.constLast().fit);
    }
    e.best = bestOf(types, fits.constData(), s.nativeMxfp4);
    return e;
}

Estimate Estimator::estimateBest(const ModelRecord &model, const HardwareConfig &hardware)
{
    const ModelSizing s = sizing(model);
    Estimate e = startEstimate(s, hardware);
    if (e.isValid())
        e.quantizations.append(estimateShown(s, hardware, &e.best));
    return e;
}

void Estimator::fitLevels(const ModelSizing &sizing, const HardwareConfig &hardware, FitLevel *fits)
{
    // The fit needs only the total, and the KV cache does not depend on the weights' format: the
    // same sums as estimateAt(), without the speed and context work.
    const double kv = kvCacheGb(sizing, effectiveContext(sizing, hardware), hardware.kvPrecision);
    const double usable = usableGpuMemoryGb(hardware);
    const double offload = offloadCapacityGb(hardware);
    const QVector<Quantization::Type> &types = Quantization::forModel(sizing.mixtureOfExperts);
    for (int i = 0; i < types.size(); ++i) {
        const double weights = weightsGb(sizing, types.at(i));
        fits[i] = fitOn(hardware, weights + kv + overheadGb(weights), usable, offload,
                        expertOffloadable(sizing, hardware, types.at(i), kv));
    }
}

QuantEstimate Estimator::estimateShown(const ModelSizing &sizing, const HardwareConfig &hardware,
                                       std::optional<Quantization::Type> *best)
{
    const QVector<Quantization::Type> &types = Quantization::forModel(sizing.mixtureOfExperts);
    std::array<FitLevel, 16> fits{};
    Q_ASSERT(types.size() <= int(fits.size()));
    fitLevels(sizing, hardware, fits.data());
    *best = bestOf(types, fits.data(), sizing.nativeMxfp4);
    return estimateAt(sizing, hardware, best->value_or(types.constLast()));
}
