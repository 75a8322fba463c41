#include "SpeedModel.h"

#include <algorithm>

namespace {

// `spread` scales the system-RAM side the same way as the GPU side's range: 1 expected, below 1
// slower (less of the bandwidth, more fixed cost), above 1 faster.
double seconds(const GenerationLoad &load, double efficiency, double msPerLayer, double deviceFactor, double spread = 1.0)
{
    // Without a GPU (no GPU bytes and no bandwidth) the GPU side costs nothing.
    const double gpuRead = load.gpuBytesGb > 0 ? load.gpuBytesGb / (efficiency * load.bandwidthGbs) : 0.0;
    const double gpu = gpuRead + load.layers * msPerLayer / 1000.0;
    const double ramEfficiency = std::min(0.9, SpeedModel::ramEfficiency * spread);
    const double ram = load.ramBytesGb > 0 && load.ramBandwidthGbs > 0
        ? load.ramBytesGb / (ramEfficiency * load.ramBandwidthGbs) + load.cpuLayers * SpeedModel::cpuMsPerLayer / spread / 1000.0
        : 0.0;
    return gpu / deviceFactor + ram;
}

} // namespace

double SpeedModel::secondsPerToken(const GenerationLoad &load, const SpeedProfile &profile)
{
    return seconds(load, profile.efficiency, profile.msPerLayer, profile.deviceFactor);
}

SpeedRange SpeedModel::generation(const GenerationLoad &load, const SpeedProfile &p)
{
    const bool gpuUnknown = load.gpuBytesGb > 0 && load.bandwidthGbs <= 0;
    const bool ramUnknown = load.ramBytesGb > 0 && load.ramBandwidthGbs <= 0;
    if (gpuUnknown || ramUnknown || !(load.gpuBytesGb + load.ramBytesGb > 0) || p.efficiency <= 0)
        return {};
    SpeedRange r;
    r.expected = 1.0 / seconds(load, p.efficiency, p.msPerLayer, p.deviceFactor);
    r.low = 1.0 / seconds(load, p.efficiency * 0.75, p.msPerLayer * 1.5, p.deviceFactor, 0.75);
    r.high = 1.0 / seconds(load, std::min(0.95, p.efficiency * 1.1), p.msPerLayer * 0.6, p.deviceFactor, 1.2);
    // A device factor above 1 can lift the expected figure over the 95 % ceiling; the range keeps it.
    r.high = std::max(r.high, r.expected);
    r.low = std::min(r.low, r.expected);
    return r;
}

double SpeedModel::promptTflops(const PromptDevice &device, const SpeedProfile &p)
{
    const double tflops = device.peakTflops > 0 ? device.peakTflops * (device.int8 ? p.promptInt8 : p.promptFp16)
                                                : p.promptPerByte * device.bandwidthGbs / 1000.0;
    return std::max(0.0, tflops * p.promptFactor);
}

double SpeedModel::promptExpertShare(double tokensPerExpert, double halfTokens, double efficiency)
{
    if (halfTokens <= 0)
        return efficiency;
    if (tokensPerExpert <= 0)
        return 0.0;
    return efficiency * tokensPerExpert / (tokensPerExpert + halfTokens);
}

double SpeedModel::promptEffectiveFlops(const PromptLoad &load)
{
    const double expert = std::clamp(load.expertFlopsPerToken, 0.0, load.flopsPerToken);
    if (expert <= 0)
        return load.flopsPerToken;
    const double share = promptExpertShare(load.tokensPerExpert, load.expertHalfTokens, load.expertEfficiency);
    // No tokens per expert with a penalty to pay: no figure rather than an infinite cost.
    return share > 0 ? load.flopsPerToken - expert + expert / share : 0.0;
}

SpeedRange SpeedModel::prompt(const PromptLoad &load)
{
    const double flops = promptEffectiveFlops(load);
    if (load.tflops <= 0 || flops <= 0)
        return {};
    const double compute = flops / (load.tflops * 1e12);
    const double transfer = load.transferGbPerBatch / (pcieGbs * std::max(1, load.batch));
    SpeedRange r;
    r.expected = 1.0 / (compute + transfer);
    r.low = 1.0 / (compute * 1.5 + transfer * 1.5);
    r.high = 1.0 / (compute / 1.5 + transfer);
    return r;
}

double SpeedModel::timeToFirstToken(int promptTokens, double promptTokensPerSecond, double tokensPerSecond)
{
    if (promptTokensPerSecond <= 0 || tokensPerSecond <= 0)
        return 0;
    return std::max(promptTokens, 0) / promptTokensPerSecond + 1.0 / tokensPerSecond;
}
