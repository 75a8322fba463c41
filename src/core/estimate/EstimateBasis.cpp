#include "EstimateBasis.h"

#include "EstimateReport.h"

#include <cmath>

namespace {

QJsonValue orNull(double value, int decimals)
{
    return value > 0 ? QJsonValue(EstimateReport::rounded(value, decimals)) : QJsonValue();
}

// A look-back of layers the model has (possibly 0 tokens); null for a kind of layer it does not have
// (no full-attention layers in a model without attention, no window), never a made-up figure.
QJsonValue lookBack(int layers, double tokens)
{
    return layers > 0 ? QJsonValue(EstimateReport::rounded(tokens, 1)) : QJsonValue();
}

} // namespace

QJsonObject EstimateBasis::json(const ModelRecord &model, const ModelSizing &sizing, const HardwareConfig &hardware,
                                const QuantEstimate &q)
{
    // Like the pane, no speed figures for what does not fit anywhere.
    const bool runs = q.fit != FitLevel::TooLarge;
    return QJsonObject{{QStringLiteral("quant"), Quantization::name(q.quantization)},
                       {QStringLiteral("kv_cache"), kvCache(model, sizing, hardware, q)},
                       {QStringLiteral("weights"), weights(sizing, q)},
                       {QStringLiteral("generation"), runs ? QJsonValue(generation(sizing, q)) : QJsonValue()},
                       {QStringLiteral("prompt"), runs ? QJsonValue(prompt(sizing, q)) : QJsonValue()},
                       {QStringLiteral("calibration"), calibration(q.basis.profile)}};
}

QJsonObject EstimateBasis::kvCache(const ModelRecord &model, const ModelSizing &sizing, const HardwareConfig &hardware,
                                   const QuantEstimate &q)
{
    // The kinds the pane tells apart: a layout assumed, no attention, a cached latent, heads.
    const QString kind = q.kvApproximate ? QStringLiteral("approximate")
        : sizing.kvNone                  ? QStringLiteral("none")
        : sizing.kvLatent                ? QStringLiteral("latent")
                                         : QStringLiteral("heads");
    QJsonObject o{{QStringLiteral("kind"), kind},
                  {QStringLiteral("gb"), EstimateReport::rounded(q.kvCacheGb)},
                  {QStringLiteral("context"), q.basis.context},
                  {QStringLiteral("layers"), sizing.layers},
                  // The layers whose cache grows with the context (all of them, a hybrid's attention
                  // layers, a sliding-window model's full-attention layers), and those that keep a window.
                  {QStringLiteral("attention_layers"), sizing.kvLayers},
                  {QStringLiteral("window_layers"), sizing.windowLayers},
                  {QStringLiteral("window"), sizing.windowLayers > 0 ? QJsonValue(sizing.window) : QJsonValue()},
                  {QStringLiteral("bytes_per_element"), Estimator::kvBytesPerElement(hardware.kvPrecision)},
                  {QStringLiteral("bytes_per_token_and_layer"),
                   std::round(Estimator::kvCellGb(sizing, hardware.kvPrecision) * 1e9)}};
    if (sizing.kvLatent)
        o.insert(QStringLiteral("latent_width"), model.kvLatentWidth.value_or(0));
    else if (!sizing.kvNone && !q.kvApproximate) {
        o.insert(QStringLiteral("kv_heads"), model.kvHeads.value_or(0));
        o.insert(QStringLiteral("head_dim"), model.headDim.value_or(0));
    }
    return o;
}

QJsonObject EstimateBasis::weights(const ModelSizing &sizing, const QuantEstimate &q)
{
    QJsonObject o{{QStringLiteral("gb"), EstimateReport::rounded(q.weightsGb)},
                  {QStringLiteral("parameters"), std::round(sizing.parameters)},
                  {QStringLiteral("bits_per_weight"), Quantization::bitsPerWeight(q.quantization)}};
    // A mixture of experts: its two parts at their own bits (MXFP4 quantizes only the experts).
    if (sizing.experts.isValid()) {
        o.insert(QStringLiteral("expert_parameters"), std::round(sizing.experts.expertParameters));
        o.insert(QStringLiteral("expert_bits_per_weight"),
                 EstimateReport::rounded(MoeArchitecture::expertBitsPerWeight(sizing.experts, q.quantization), 2));
        o.insert(QStringLiteral("shared_parameters"), std::round(sizing.experts.sharedParameters));
        o.insert(QStringLiteral("shared_bits_per_weight"), Quantization::sharedBitsPerWeight(q.quantization));
        o.insert(QStringLiteral("active_expert_parameters"), std::round(sizing.experts.activeExpertParameters));
        o.insert(QStringLiteral("split_approximate"), sizing.experts.approximate);
    }
    return o;
}

QJsonObject EstimateBasis::generation(const ModelSizing &sizing, const QuantEstimate &q)
{
    const SpeedBasis &b = q.basis;
    return QJsonObject{{QStringLiteral("bytes_per_token_gb"), EstimateReport::rounded(b.bytesPerTokenGb, 4)},
                       {QStringLiteral("kv_read_per_token_gb"), EstimateReport::rounded(b.kvReadGb, 4)},
                       // The mean look-back behind that read (SpeedEstimator::meanLookBack).
                       {QStringLiteral("mean_look_back_tokens"), lookBack(sizing.kvLayers, b.meanLookBack)},
                       {QStringLiteral("window_mean_look_back_tokens"), lookBack(sizing.windowLayers, b.windowMeanLookBack)},
                       {QStringLiteral("bandwidth_gbs"), b.bandwidthGbs},
                       {QStringLiteral("efficiency"), EstimateReport::rounded(b.efficiency)},
                       {QStringLiteral("fixed_ms_per_token"), EstimateReport::rounded(b.fixedMsPerToken)},
                       {QStringLiteral("layers"), b.layers},
                       {QStringLiteral("ram_bytes_per_token_gb"), EstimateReport::rounded(b.ramBytesPerTokenGb, 4)},
                       {QStringLiteral("ram_bandwidth_gbs"), EstimateReport::rounded(b.systemRamBandwidthGbs, 1)},
                       {QStringLiteral("offloaded_share"), EstimateReport::rounded(b.offloadedShare)},
                       {QStringLiteral("expert_share_in_ram"), EstimateReport::rounded(b.expertShareInRam)},
                       // No GPU: everything above is read from RAM; bandwidth_gbs is then 0.
                       {QStringLiteral("cpu_only"), b.cpuOnly}};
}

QJsonObject EstimateBasis::prompt(const ModelSizing &sizing, const QuantEstimate &q)
{
    const SpeedBasis &b = q.basis;
    QJsonObject o{{QStringLiteral("tokens"), b.promptTokens},
                  {QStringLiteral("batch"), b.promptBatch},
                  {QStringLiteral("flops_per_token"), std::round(b.promptFlopsPerToken)},
                  {QStringLiteral("mean_look_back_tokens"), lookBack(sizing.kvLayers, b.promptMeanLookBack)},
                  {QStringLiteral("window_mean_look_back_tokens"), lookBack(sizing.windowLayers, b.promptWindowMeanLookBack)},
                  // The published peak and the share of it reached; null peak: scaled by bandwidth.
                  {QStringLiteral("compute_type"), b.int8 ? QStringLiteral("int8") : QStringLiteral("fp16")},
                  {QStringLiteral("published_peak_tflops"), orNull(b.computeTflops, 1)},
                  // As the pane gives it: the share of the peak reached, the device's own factor included.
                  {QStringLiteral("efficiency"), orNull(b.computeTflops > 0 ? b.promptTflops / b.computeTflops : 0.0, 3)},
                  {QStringLiteral("tflops"), orNull(b.promptTflops, 2)},
                  {QStringLiteral("transfer_gb_per_batch"), EstimateReport::rounded(b.transferGbPerBatch)}};
    if (sizing.experts.isValid() && b.promptExpertFlopsPerToken > 0)
        o.insert(QStringLiteral("moe"),
                 QJsonObject{{QStringLiteral("tokens_per_expert"), EstimateReport::rounded(b.tokensPerExpert, 1)},
                             {QStringLiteral("expert_flops_per_token"), std::round(b.promptExpertFlopsPerToken)},
                             {QStringLiteral("expert_throughput_share"), EstimateReport::rounded(b.promptExpertShare)},
                             {QStringLiteral("expert_half_tokens"), b.profile.promptExpertHalfTokens},
                             {QStringLiteral("expert_efficiency"), b.profile.promptExpertEfficiency},
                             {QStringLiteral("routing_assumed"), b.expertSplitApproximate}});
    return o;
}

QJsonObject EstimateBasis::calibration(const SpeedProfile &p)
{
    static const char *const levels[] = {"device", "family", "group", "general"};
    return QJsonObject{{QStringLiteral("level"), QLatin1String(levels[int(p.basis)])},
                       {QStringLiteral("family"), p.family.isEmpty() ? QJsonValue() : QJsonValue(p.family)},
                       {QStringLiteral("level_key"), p.levelKey.isEmpty() ? QJsonValue() : QJsonValue(p.levelKey)},
                       {QStringLiteral("measurements"), p.measurements},
                       {QStringLiteral("device_factor"), EstimateReport::rounded(p.deviceFactor)},
                       {QStringLiteral("era"), p.era}};
}
