#pragma once

#include "SpeedCalibration.h"

// The speed formulas, once: what the Estimator calls for every figure it shows and what SpeedFit
// fits its constants to (docs/estimator.md derives them).
//
// Generation is bound by memory bandwidth:
//   seconds per token = (GPU bytes / (efficiency × bandwidth) + layers × ms per layer / 1000) / device factor
//                       + RAM bytes / (RAM efficiency × RAM bandwidth) + CPU layers × CPU ms per layer / 1000
// Without a GPU the first line is 0 (no GPU bytes, no GPU layers) and so is the hand-off: every byte
// is a RAM byte, read at RAM efficiency × RAM bandwidth.
// Prompt processing is bound by matrix throughput:
//   seconds per token = (dense FLOP + expert FLOP / expert share) / throughput
//                       + offloaded bytes / (PCIe bandwidth × batch)
//   throughput = (prompt efficiency × published peak, or FLOP per byte × memory bandwidth) × device factor
//   expert share = expert efficiency × n / (n + half tokens), n = batch × k / E (SpeedCalibration)
// A mixture of experts' routed products see only n tokens of a batch each (see promptExpertShare).

struct SpeedRange
{
    double low = 0;
    double expected = 0;
    double high = 0;
};

// What one generated token reads.
struct GenerationLoad
{
    double gpuBytesGb = 0;      // weights and KV cache in GPU memory, 10^9 bytes
    double ramBytesGb = 0;      // weights the CPU reads from system RAM
    double bandwidthGbs = 0;    // one GPU's (split layers run one card after another)
    double ramBandwidthGbs = 0;
    int layers = 0;
    double cpuLayers = 0;       // layers whose weights (or experts) the CPU runs beside a GPU: each hands
                                // its activations over (cpuMsPerLayer); 0 without a GPU, where nothing is handed over
};

// What one prompt token costs.
struct PromptLoad
{
    double flopsPerToken = 0;        // 2 × active parameters, plus attention over the prompt so far
    double expertFlopsPerToken = 0;  // of those, the routed experts' (2 × active expert parameters); 0 dense
    double tokensPerExpert = 0;      // tokens of one batch each routed expert sees: batch × k / E
    double expertHalfTokens = 0;     // SpeedProfile::promptExpertHalfTokens; 0 no batch penalty
    double expertEfficiency = 1;     // SpeedProfile::promptExpertEfficiency
    double tflops = 0;               // the matrix throughput the device reaches (SpeedModel::promptTflops)
    double transferGbPerBatch = 0;   // weights in system RAM, copied to the GPU once per batch
    int batch = 512;                 // the physical batch (llama.cpp's -ub), at most the prompt
};

// What sets a device's prompt throughput.
struct PromptDevice
{
    double peakTflops = 0;           // published dense throughput for the compute type; 0 not published
    bool int8 = false;               // quantized weights on INT8 tensor cores
    double bandwidthGbs = 0;         // memory bandwidth, the scale where no peak is published
};

class SpeedModel
{
public:
    // The CPU reaches about this share of system RAM bandwidth on the layers or experts it runs.
    static constexpr double ramEfficiency = 0.70;
    // Each layer the CPU takes part in hands its activations between GPU and CPU and waits for the
    // CPU's threads: a fixed cost per layer and token. Set from the two published expert-offload
    // runs of tests/data/llamacpp_expert_offload.csv (0.25 and 0.35 ms); see docs/estimator.md.
    static constexpr double cpuMsPerLayer = 0.3;
    // Weights in system RAM cross PCIe for each prompt batch; 4.0 ×16 sustains about this, in GB/s.
    static constexpr double pcieGbs = 20;

    static double secondsPerToken(const GenerationLoad &load, const SpeedProfile &profile);
    // The expected figure and the range measurements spread over: slower builds and older drivers at
    // the low end, up to 95 % of the bandwidth at the high end.
    static SpeedRange generation(const GenerationLoad &load, const SpeedProfile &profile);
    // The matrix throughput prompt processing reaches, TFLOPS: the calibrated share of the published
    // peak for the compute type or, where the vendor publishes none (Apple M2 to M4, Radeon, Arc,
    // GB10), the family's measured FLOP per byte times the memory bandwidth (a chip's matrix units
    // grow with its memory system within a family); times the device's own measured factor.
    static double promptTflops(const PromptDevice &device, const SpeedProfile &profile);
    // The share of the dense throughput a mixture of experts' routed products reach when each expert
    // sees `tokensPerExpert` tokens of a batch: efficiency × n / (n + half). A product of few rows
    // cannot fill the matrix units (llama.cpp's tiles are 64–128 rows wide) and reads its expert's
    // whole weights for them (the n / (n + half) part); routing, gathering and the expert kernels
    // cost more than a dense product even with a full batch (`efficiency`, fitted by SpeedFit).
    static double promptExpertShare(double tokensPerExpert, double halfTokens, double efficiency);
    // FLOP per prompt token as the device feels it: the dense part at full throughput plus the
    // expert products divided by their share.
    static double promptEffectiveFlops(const PromptLoad &load);
    // Prompt tokens per second; all zero without a throughput. The range is the factor of 1.5 either
    // way that backends differ by on the same chip (ROCm against Vulkan).
    static SpeedRange prompt(const PromptLoad &load);
    // Seconds until the first generated token of a prompt of `promptTokens`; zero when unknown.
    static double timeToFirstToken(int promptTokens, double promptTokensPerSecond, double tokensPerSecond);
};
