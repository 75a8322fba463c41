// core/estimate: what a model needs to run and how fast: the one estimator, quantizations, speed
// calibration, the runs-on list, the user's choice of device.
#pragma once

#include "HardwareDevice.h"
#include "ModelRecord.h"
#include "MoeArchitecture.h"
#include "Quantization.h"
#include "SpeedModel.h"

#include <QVector>

#include <optional>

// The one place that says what a model needs to run and how fast it generates. The hardware view,
// the model page, the command line and the charts all call this; nothing else may carry a copy of
// the formulas (see DESIGN.md, "The estimator", and data/README.md for the calibration).
//
// Units: every *Gb figure here is 10^9 bytes; device and RAM sizes come in as marketed GiB.

struct HardwareConfig
{
    HardwareDevice device;
    int count = 1;                        // identical GPUs (1–8); unified-memory machines are always 1
    double systemRamGb = 32;              // marketed GiB; unused for unified memory (the device memory is the RAM);
                                          // without a GPU (device.isCpuOnly()) all the memory there is
    double systemRamBandwidthGbs = 60;    // dual-channel DDR5 when the user does not know; without a GPU, what
                                          // sets the generation speed
    int contextLength = 8192;             // tokens; clamped to the model's documented maximum
    int promptTokens = 2048;              // the prompt the time to first token is for
    // llama.cpp's physical batch (-ub, default 512): how many prompt tokens go through the weights
    // at once. The program keeps the default; the checks against published runs set the run's own.
    int promptBatch = 512;
    KvCachePrecision kvPrecision = KvCachePrecision::F16;
    std::optional<double> unifiedGpuShare; // overrides macOS's default GPU working-set share
    // llama.cpp's --n-cpu-moe: the experts of this many layers in system RAM. Unset: as many as the
    // GPU cannot hold (what the estimate recommends). Used to check published runs.
    std::optional<int> cpuMoeLayers;
    // The device is the example shown until the user chooses one (HardwareChoice): the figures are the
    // same, but every text that names it says it is an example, not "your" device.
    bool exampleDevice = false;

    // What the figures are for, as every text names it: "2 × NVIDIA GeForce RTX 4090", or the one name.
    static QString devicesName(const QString &name, int count)
    {
        return count > 1 ? QStringLiteral("%1 × %2").arg(QString::number(count), name) : name;
    }
    QString devicesName() const { return devicesName(device.name, count); }
};

// Ordered from best to worst; the From hardware list sorts and filters by it.
// ExpertOffload: a mixture of experts whose shared weights, KV cache and buffers fit on the GPU
// while the experts that do not fit stay in system RAM (llama.cpp --n-cpu-moe / -cmoe).
// Cpu: no GPU (HardwareDevice::Kind::Cpu); everything in system RAM, run by the processor. The only
// level besides TooLarge such a device reaches, and none other reaches it.
enum class FitLevel { Gpu, Tight, ExpertOffload, Offload, Cpu, TooLarge };
constexpr int fitLevelCount = 6;
// WeightsNotPublished: the access on record is closed (API, hosted, unreleased). AccessNotOnRecord: the
// record says nothing about access; the weights may well be out there (Word2Vec's vectors were released),
// so neither a "never published" nor an estimate would be honest.
enum class NoEstimateReason { None, WeightsNotPublished, AccessNotOnRecord, NotTextGenerator, UnknownParameters };

// The arithmetic behind the speed figures, so the UI can show it (SpeedModel has the formulas):
// seconds per token = (GPU bytes / (efficiency × bandwidth) + fixedMsPerToken / 1000) / device factor
//                     + RAM bytes / (RAM efficiency × systemRamBandwidthGbs).
struct SpeedBasis
{
    double bandwidthGbs = 0;
    double bytesPerTokenGb = 0;      // everything one token reads, GPU and RAM together
    double kvReadGb = 0;             // of that, the KV cache, on average over the context
    int context = 0;                 // the context the figures are for
    // Tokens a layer looks back at per generated token, on average over the context: a full-attention
    // layer's and a sliding-window layer's (0 without one); SpeedEstimator::meanLookBack.
    double meanLookBack = 0;
    double windowMeanLookBack = 0;
    double ramBytesPerTokenGb = 0;   // the part read from system RAM
    double efficiency = 0;
    double fixedMsPerToken = 0;
    double offloadedShare = 0;       // Offload: share of the weights in system RAM
    double expertShareInRam = 0;     // ExpertOffload: share of the routed experts in system RAM
    bool expertSplitApproximate = false;
    double systemRamBandwidthGbs = 0;
    bool cpuOnly = false;            // no GPU: every byte read from system RAM; no GPU constants apply
    int layers = 0;
    SpeedProfile profile;            // which measurements the constants come from, of which builds
    // Prompt processing.
    int promptTokens = 0;
    double promptFlopsPerToken = 0;  // FLOP
    double promptMeanLookBack = 0;   // the same look-backs averaged over the prompt
    double promptWindowMeanLookBack = 0;
    double computeTflops = 0;        // the device's published peak for the compute type; 0 not published
    bool int8 = false;               // quantized weights on INT8 tensor cores
    double promptEfficiency = 0;     // the calibrated share of computeTflops; 0 without a peak
    double promptTflops = 0;         // the throughput reached (SpeedModel::promptTflops); 0 unknown
    double transferGbPerBatch = 0;   // weights copied from system RAM per prompt batch
    int promptBatch = 0;             // tokens per batch: llama.cpp's -ub, at most the prompt
    // A mixture of experts: its routed products' share of promptFlopsPerToken, how many tokens of a
    // batch each expert sees, and the share of the throughput those products reach (1 when dense).
    double promptExpertFlopsPerToken = 0;
    double tokensPerExpert = 0;
    double promptExpertShare = 1;
};

struct QuantEstimate
{
    Quantization::Type quantization = Quantization::Type::F16;
    double weightsGb = 0;
    double kvCacheGb = 0;
    double overheadGb = 0;
    double totalGb = 0;
    bool kvApproximate = false;   // architecture unknown: KV cache from a typical GQA layout
    FitLevel fit = FitLevel::TooLarge;
    double gpuGb = 0;             // of totalGb, what sits in GPU memory
    double ramGb = 0;             // and what sits in system RAM (the offload levels)
    SpeedRange tokensPerSecond;   // all zero when TooLarge
    SpeedRange promptTokensPerSecond; // all zero when TooLarge or the device's throughput is unknown
    double timeToFirstTokenS = 0; // for HardwareConfig::promptTokens; zero when unknown
    Quantization::Quality quality = Quantization::Quality::NearLossless;
    SpeedBasis basis;
    int usableContext = 0;        // tokens that fit on the GPU beside these weights (0: weights alone do not)
};

// What an estimate needs of a model and no hardware choice changes, worked out once: the From
// hardware list estimates every model again for each device, and at 100,000 models this part (the
// layer count's power law above all) was most of the work.
struct ModelSizing
{
    NoEstimateReason reason = NoEstimateReason::None;
    double parameters = 0;        // every weight: what memory holds
    double speedParameters = 0;   // the weights read per token (the active ones of a mixture of experts)
    int layers = 0;               // from the record, or estimated from the size
    int kvLayers = 0;             // of those, the ones whose KV cache grows with the context (a hybrid's
                                  // or a sliding-window model's full-attention layers; none without attention)
    int windowLayers = 0;         // the layers that keep only the last `window` tokens (sliding-window attention)
    int window = 0;               // their window, in tokens
    bool kvNone = false;          // no attention at all (a pure state-space model): no KV cache grows
    double kvWidth = 0;           // KV heads × head dimension, or a typical grouped-query width; for a
                                  // cached latent, its width
    bool kvLatent = false;        // one latent per token and layer (multi-head latent attention), not
                                  // keys and values: the cache holds kvWidth elements, not twice that
    bool kvApproximate = false;   // the architecture is not on record
    int maxContext = 0;           // the documented maximum, or a generous cap when none is
    int queryWidth = 0;           // attention heads × head dimension, or an estimate from the KV width
    bool mixtureOfExperts = false;
    ExpertSplit experts;          // for a mixture of experts: routed experts and the shared rest
    bool nativeMxfp4 = false;     // released with MXFP4 experts (gpt-oss)
};

struct Estimate
{
    NoEstimateReason reason = NoEstimateReason::None;
    double usableGpuMemoryGb = 0;
    int contextLength = 0;                 // the context the figures are for
    QVector<QuantEstimate> quantizations;  // highest quality first
    std::optional<Quantization::Type> best;

    bool isValid() const { return reason == NoEstimateReason::None; }
    const QuantEstimate *at(Quantization::Type type) const;
};

class Estimator
{
public:
    // Fit thresholds, as a share of usable GPU memory: up to 90 % leaves room for a longer prompt and
    // the desktop; 90–100 % runs but with no margin.
    static constexpr double headroomShare = 0.90;
    // Share of system RAM that can hold offloaded layers (the OS and programs keep the rest).
    static constexpr double offloadRamShare = 0.75;

    static ModelSizing sizing(const ModelRecord &model);

    static Estimate estimate(const ModelRecord &model, const HardwareConfig &hardware);
    // The same `best` as estimate(), but `quantizations` holds only the one a list shows: the best,
    // or the smallest when nothing runs. About five times less work (the From hardware list at
    // 100,000 models).
    static Estimate estimateBest(const ModelRecord &model, const HardwareConfig &hardware);
    // What estimateBest() puts in `quantizations`, with `best` beside it; allocates nothing. Only for
    // a model with an estimate (sizing.reason == None).
    static QuantEstimate estimateShown(const ModelSizing &sizing, const HardwareConfig &hardware,
                                       std::optional<Quantization::Type> *best);
    // The fit level of each of Quantization::forModel()'s types, into `fits` (one per type): the
    // memory sums alone, none of the speed work.
    static void fitLevels(const ModelSizing &sizing, const HardwareConfig &hardware, FitLevel *fits);
    // The best of `types` given each one's fit (`fits` has one per type): the highest quality tier
    // (then the most bits) that runs on the GPU; failing that with only experts in system RAM;
    // failing that with layers in system RAM.
    static std::optional<Quantization::Type> bestOf(const QVector<Quantization::Type> &types, const FitLevel *fits,
                                                    bool nativeMxfp4 = false);
    static QuantEstimate estimateAt(const ModelRecord &model, const HardwareConfig &hardware,
                                    Quantization::Type type);
    static QuantEstimate estimateAt(const ModelSizing &sizing, const HardwareConfig &hardware,
                                    Quantization::Type type);

    static NoEstimateReason checkModel(const ModelRecord &model);
    static double weightsGb(double parameters, Quantization::Type type);
    // A model's weights, as its file holds them; for a mixture of experts its two parts at their own
    // bits (MXFP4 quantizes only the experts).
    static double weightsGb(const ModelSizing &sizing, Quantization::Type type);
    // What one token reads: the active weights, split the same way.
    static double activeWeightsGb(const ModelSizing &sizing, Quantization::Type type);
    // 2 × kv_heads × head_dim × bytes per element × (layers with a growing KV cache × context +
    // sliding-window layers × min(context, window)); for a model that caches a compressed latent, the
    // latent width without the 2. Zero for a model without attention.
    static double kvCacheGb(const ModelRecord &model, int context, KvCachePrecision precision,
                            bool *approximate = nullptr);
    static double kvCacheGb(const ModelSizing &sizing, int context, KvCachePrecision precision);
    // One cell of that cache: one token of one layer (2 × kv_heads × head_dim, or the latent, × bytes);
    // 0 for a model without attention, which caches nothing per token.
    static double kvCellGb(const ModelSizing &sizing, KvCachePrecision precision);
    // The longest context whose KV cache fits in `kvGb` (the model's maximum when it never outgrows it).
    static int contextForKv(const ModelSizing &sizing, double kvGb, KvCachePrecision precision);
    static double kvBytesPerElement(KvCachePrecision precision);
    static double overheadGb(double weightsGb);
    // 0 without a GPU.
    static double usableGpuMemoryGb(const HardwareConfig &hardware);
    static double unifiedGpuShare(double memoryGib);
    static double offloadCapacityGb(const HardwareConfig &hardware);
    static FitLevel fitLevel(double totalGb, double usableGpuGb, double offloadCapacityGb);
    // With a mixture of experts' shared part (its weights, the KV cache and the buffers): expert
    // offload when that fits on the GPU with headroom and the rest fits in system RAM.
    static FitLevel fitLevel(double totalGb, double usableGpuGb, double offloadCapacityGb,
                             std::optional<double> sharedGb);
    // Without a GPU: Cpu when the total fits the share of system RAM offloaded layers may take
    // (offloadCapacityGb: the same 75 %), else TooLarge.
    static FitLevel cpuFitLevel(double totalGb, double offloadCapacityGb);
    // The part of an estimate that stays on the GPU when only the experts move to system RAM.
    static double sharedGb(const ModelSizing &sizing, Quantization::Type type, double kvCacheGb);
    static int usableContext(const ModelRecord &model, const HardwareConfig &hardware, Quantization::Type type);
    static int usableContext(const ModelSizing &sizing, const HardwareConfig &hardware, Quantization::Type type);
    // Layers from the record, or estimated from the (active) parameter count.
    static int effectiveLayers(const ModelRecord &model);
    static int effectiveContext(const ModelRecord &model, const HardwareConfig &hardware);
    static int effectiveContext(const ModelSizing &sizing, const HardwareConfig &hardware);

    // Every fit level, best first.
    static const QVector<FitLevel> &fitLevels();
    // The levels a device with (or without) unified memory can reach: on unified memory no expert
    // offload, since the experts would sit in the same memory.
    static const QVector<FitLevel> &fitLevels(bool unifiedMemory, bool cpuOnly = false);

    // The quality tier of a quantization for this model (MXFP4 is lossless for models released in it).
    static Quantization::Quality quality(const ModelSizing &sizing, Quantization::Type type);

    // Translated display texts. On unified memory (a Mac) there is no system RAM apart from the GPU's:
    // Offload there means beyond the share of memory the GPU may use, which the CPU then runs.
    static QString fitLevelName(FitLevel level, bool unifiedMemory = false);
    static QString fitLevelDescription(FitLevel level, bool unifiedMemory = false, bool cpuOnly = false);
    static QString noEstimateReasonText(NoEstimateReason reason);
    // The same for a line that names the model first: "No estimate for GPT-4o: the weights were …".
    static QString noEstimateReasonText(const QString &model, NoEstimateReason reason);

private:
    static Estimate startEstimate(const ModelSizing &sizing, const HardwareConfig &hardware);
};
