#include "SpeedEstimator.h"

#include "DeviceFamily.h"
#include "Formatter.h"

#include <QCoreApplication>

#include <algorithm>

double SpeedEstimator::meanLookBack(double tokens, int window)
{
    if (!(tokens > 0))
        return 0;
    if (window <= 0 || tokens <= window)
        return tokens / 2;
    // The first `window` tokens look back half the window on average, every later one the whole
    // window: (W² / 2 + (T − W) × W) / T. This is what the attention mask lets through; llama.cpp's
    // kernels may also touch masked cells of the window's cache (docs/estimator.md).
    const double w = window;
    return w - w * w / (2 * tokens);
}

double SpeedEstimator::meanKvCells(const ModelSizing &sizing, double tokens)
{
    return sizing.kvLayers * meanLookBack(tokens) + sizing.windowLayers * meanLookBack(tokens, sizing.window);
}

double SpeedEstimator::promptFlopsPerToken(const ModelSizing &sizing, int promptTokens)
{
    // Each weight is one multiply and one add; attention multiplies the query by the keys and the
    // weights by the values of every earlier token: 4 × query width × the tokens looked back at,
    // summed over the attention layers and averaged over the prompt (a hybrid's linear layers are in
    // the weights' share).
    return 2.0 * sizing.speedParameters + 4.0 * double(sizing.queryWidth) * meanKvCells(sizing, std::max(promptTokens, 0));
}

void SpeedEstimator::fill(const ModelSizing &sizing, const HardwareConfig &hardware, QuantEstimate *q)
{
    const SpeedCalibration &calibration = SpeedCalibration::shipped();
    // The From hardware list estimates every model on one device, on up to two threads: the
    // device's profile (a few lookups and string operations) is worked out once per thread and
    // device. Its era is this thread's own copy of the text: every estimate copies the profile, and
    // two threads counting references to one string slow each other down.
    thread_local QString cachedDevice, cachedFamily;
    thread_local SpeedProfile cachedProfile;
    thread_local bool cached = false;
    if (!cached || cachedDevice != hardware.device.name || cachedFamily != hardware.device.family) {
        cachedProfile = calibration.profile(hardware.device);
        cachedProfile.era = QString(cachedProfile.era.constData(), cachedProfile.era.size());
        cachedDevice = hardware.device.name;
        cachedFamily = hardware.device.family;
        cached = true;
    }
    const SpeedProfile &profile = cachedProfile;
    const int context = Estimator::effectiveContext(sizing, hardware);
    // Per token, the active weights are read once, plus the KV cache filled so far, averaged over a
    // conversation that fills the context: half of it in a full-attention layer, less than the
    // window in a sliding-window layer once the context outgrows it (meanLookBack).
    const double weightBytes = Estimator::activeWeightsGb(sizing, q->quantization);
    const double kvRead = meanKvCells(sizing, context) * Estimator::kvCellGb(sizing, hardware.kvPrecision);
    const double ramBandwidth = hardware.device.isUnifiedMemory()
        ? hardware.device.bandwidthGbs * unifiedCpuBandwidthShare
        : hardware.systemRamBandwidthGbs;

    SpeedBasis &b = q->basis; // written in place: a copy of the basis is most of an estimate's size
    b = SpeedBasis();
    double ramBytes = 0;
    if (q->fit == FitLevel::Offload && q->weightsGb > 0) {
        // Whole layers in system RAM: that share of every token's weights is read by the CPU.
        b.offloadedShare = std::clamp(q->ramGb / q->weightsGb, 0.0, 1.0);
        ramBytes = b.offloadedShare * weightBytes;
    } else if (q->fit == FitLevel::ExpertOffload) {
        // Only routed experts in system RAM: the share of them there is the share of a token's
        // expert reads the CPU makes; attention and shared weights stay on the GPU.
        const double expertGb = MoeArchitecture::expertGb(sizing.experts, q->quantization);
        b.expertShareInRam = expertGb > 0 ? std::clamp(q->ramGb / expertGb, 0.0, 1.0) : 0.0;
        ramBytes = b.expertShareInRam * MoeArchitecture::activeExpertGb(sizing.experts, q->quantization);
        b.expertSplitApproximate = sizing.experts.approximate;
    }
    GenerationLoad load;
    load.gpuBytesGb = weightBytes - ramBytes + kvRead;
    load.ramBytesGb = ramBytes;
    load.bandwidthGbs = hardware.device.bandwidthGbs; // one card's: split layers run one after another
    load.ramBandwidthGbs = ramBandwidth;
    load.layers = sizing.layers;
    load.cpuLayers = (b.offloadedShare + b.expertShareInRam) * sizing.layers;
    if (hardware.device.isCpuOnly()) {
        // No GPU: the CPU reads every byte, weights and KV cache, from system RAM, with the same term as
        // offloaded layers; no GPU layers and nothing handed between GPU and CPU.
        b.offloadedShare = 1;
        b.cpuOnly = true;
        ramBytes = weightBytes + kvRead;
        load = GenerationLoad();
        load.ramBytesGb = ramBytes;
        load.ramBandwidthGbs = ramBandwidth;
    }

    b.bandwidthGbs = load.bandwidthGbs;
    b.bytesPerTokenGb = weightBytes + kvRead;
    b.kvReadGb = kvRead;
    b.context = context;
    // 0 for layers the model does not have (no attention at all; no window), as meanKvCells counts them.
    b.meanLookBack = sizing.kvLayers > 0 ? meanLookBack(context) : 0.0;
    b.windowMeanLookBack = sizing.windowLayers > 0 ? meanLookBack(context, sizing.window) : 0.0;
    b.ramBytesPerTokenGb = ramBytes;
    b.efficiency = profile.efficiency;
    b.layers = sizing.layers;
    b.fixedMsPerToken = profile.msPerLayer * load.layers;
    b.systemRamBandwidthGbs = ramBandwidth;
    b.profile = profile;

    // Prompt: quantized weights go through INT8 tensor cores where the device has them (CUDA's
    // quantized matrix kernels), everything else at the FP16 rate.
    b.promptTokens = hardware.promptTokens;
    b.promptFlopsPerToken = promptFlopsPerToken(sizing, hardware.promptTokens);
    b.promptMeanLookBack = sizing.kvLayers > 0 ? meanLookBack(hardware.promptTokens) : 0.0;
    b.promptWindowMeanLookBack = sizing.windowLayers > 0 ? meanLookBack(hardware.promptTokens, sizing.window) : 0.0;
    // A mixture of experts' routed products: each expert gets batch × k/E of a batch's tokens
    // (k/E is the active share of the experts), and runs them at SpeedModel::promptExpertShare.
    b.promptBatch = std::max(1, std::min(hardware.promptTokens, hardware.promptBatch));
    if (sizing.experts.isValid()) {
        b.expertSplitApproximate = sizing.experts.approximate;
        b.promptExpertFlopsPerToken = 2.0 * sizing.experts.activeExpertParameters;
        b.tokensPerExpert = b.promptBatch * sizing.experts.activeExpertParameters / sizing.experts.expertParameters;
        b.promptExpertShare = SpeedModel::promptExpertShare(b.tokensPerExpert, profile.promptExpertHalfTokens,
                                                            profile.promptExpertEfficiency);
    }
    PromptDevice promptDevice;
    promptDevice.int8 = q->quantization != Quantization::Type::F16 && hardware.device.int8Tops.has_value();
    promptDevice.peakTflops = promptDevice.int8 ? *hardware.device.int8Tops : hardware.device.fp16Tflops.value_or(0);
    promptDevice.bandwidthGbs = hardware.device.bandwidthGbs;
    b.int8 = promptDevice.int8;
    b.computeTflops = promptDevice.peakTflops;
    b.promptEfficiency = b.computeTflops > 0 ? (b.int8 ? profile.promptInt8 : profile.promptFp16) : 0.0;
    b.promptTflops = SpeedModel::promptTflops(promptDevice, profile);
    // Weights in system RAM are copied to the GPU for every batch; unified memory has no copy.
    // Without a GPU nothing is copied, and no figure is made for the prompt: it is bound by the
    // processor's arithmetic, which the program does not know (promptTflops stays 0).
    b.transferGbPerBatch = hardware.device.isUnifiedMemory() || hardware.device.isCpuOnly() ? 0.0 : q->ramGb;

    if (q->fit == FitLevel::TooLarge) {
        q->tokensPerSecond = {};
        q->promptTokensPerSecond = {};
        q->timeToFirstTokenS = 0;
        return;
    }
    q->tokensPerSecond = SpeedModel::generation(load, profile);
    PromptLoad prompt;
    prompt.flopsPerToken = b.promptFlopsPerToken;
    prompt.expertFlopsPerToken = b.promptExpertFlopsPerToken;
    prompt.tokensPerExpert = b.tokensPerExpert;
    prompt.expertHalfTokens = profile.promptExpertHalfTokens;
    prompt.expertEfficiency = profile.promptExpertEfficiency;
    prompt.tflops = b.promptTflops;
    prompt.transferGbPerBatch = b.transferGbPerBatch;
    prompt.batch = b.promptBatch;
    q->promptTokensPerSecond = SpeedModel::prompt(prompt);
    q->timeToFirstTokenS = SpeedModel::timeToFirstToken(hardware.promptTokens, q->promptTokensPerSecond.expected,
                                                        q->tokensPerSecond.expected);
}

QString SpeedEstimator::calibrationText(const SpeedBasis &basis)
{
    if (basis.cpuOnly)
        // None of the GPU constants apply: only the RAM term, and where its share comes from.
        return QCoreApplication::translate("SpeedEstimator", "No GPU: the speed is system RAM's bandwidth at %1, the share "
                                                             "the CPU reaches on layers in system RAM; checked against "
                                                             "published llama.cpp runs on processors alone (docs/estimator.md).")
            .arg(Formatter::percent(SpeedModel::ramEfficiency));
    const SpeedProfile &p = basis.profile;
    QString text;
    switch (p.basis) {
    case SpeedProfile::Basis::Device:
        text = QCoreApplication::translate("SpeedEstimator", "Constants of the %1 family, with this device's own factor from %n "
                                                             "published llama.cpp measurement(s).",
                                           nullptr, p.measurements)
                   .arg(DeviceFamily::name(p.family));
        break;
    case SpeedProfile::Basis::Family:
        text = QCoreApplication::translate("SpeedEstimator", "Constants of the %1 family, fitted on %n published llama.cpp measurement(s).",
                                           nullptr, p.measurements)
                   .arg(DeviceFamily::name(p.family));
        break;
    case SpeedProfile::Basis::Group:
        text = QCoreApplication::translate("SpeedEstimator", "No measurements of the %1 family: constants of %2 in general, "
                                                             "fitted on %n published llama.cpp measurement(s).",
                                           nullptr, p.measurements)
                   .arg(DeviceFamily::name(p.family), DeviceFamily::groupName(p.levelKey));
        break;
    case SpeedProfile::Basis::General:
        text = p.family.isEmpty()
            ? QCoreApplication::translate("SpeedEstimator", "This device belongs to no calibrated family: the general model, "
                                                            "fitted on %n published llama.cpp measurement(s) of every kind of hardware.",
                                          nullptr, p.measurements)
            : QCoreApplication::translate("SpeedEstimator", "No measurements of the %1 family or its vendor: the general model, "
                                                            "fitted on %n published llama.cpp measurement(s).",
                                          nullptr, p.measurements)
                  .arg(DeviceFamily::name(p.family));
        break;
    }
    if (!p.era.isEmpty())
        text += QLatin1Char(' ')
            + QCoreApplication::translate("SpeedEstimator", "The figures reflect llama.cpp builds of %1; older measurements count less.")
                  .arg(p.era);
    return text;
}
