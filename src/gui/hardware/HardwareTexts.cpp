#include "HardwareTexts.h"

#include "Formatter.h"
#include "HardwareCatalogue.h"
#include "PlainText.h"
#include "SpeedEstimator.h"

#include <QLocale>

#include <algorithm>
#include <climits>

namespace {

QString gb(double value)
{
    return Formatter::number(value, 1);
}

// Catalogue text and our own words alike, inside the HTML built here (see PlainText).
QString esc(const QString &text)
{
    return PlainText::escaped(text);
}

} // namespace

QString HardwareTexts::summary(const HardwareConfig &hardware, const RunsOnResult &result)
{
    const int total = int(result.rows.size());
    const QString memory = Formatter::number(hardware.device.memoryGb * hardware.count, 0);
    if (hardware.count > 1)
        return tr("Your %1 × %2 (%3 GB in all) run %4 of %n open-weight model(s) entirely on the GPU.", nullptr, total)
            .arg(QString::number(hardware.count), hardware.device.name, memory, Formatter::integer(result.entirelyOnGpu));
    return tr("Your %1 (%2 GB) runs %3 of %n open-weight model(s) entirely on the GPU.", nullptr, total)
        .arg(hardware.device.name, memory, Formatter::integer(result.entirelyOnGpu));
}

QString HardwareTexts::leftOut(const RunsOnResult &result)
{
    return tr("%n model(s) left out: %1, %2.", nullptr, result.leftOut())
        .arg(tr("%n weights not published", nullptr, result.weightsNotPublished),
             tr("%n unknown size", nullptr, result.unknownSize));
}

QString HardwareTexts::basis(const ModelRecord &model, const HardwareConfig &hardware)
{
    const Estimate e = Estimator::estimateBest(model, hardware);
    if (!e.isValid() || e.quantizations.isEmpty())
        return esc(Estimator::noEstimateReasonText(e.reason));
    const QuantEstimate &q = e.quantizations.constFirst();
    const SpeedBasis &b = q.basis;
    const QString quant = Quantization::name(q.quantization);
    QStringList parts;
    parts.append(QStringLiteral("<b>%1</b>").arg(esc(tr("%1 at %2 on %3").arg(model.name, quant, hardware.device.name))));
    parts.append(esc(tr("Memory: weights %1 GB + KV cache %2 GB + overhead %3 GB = %4 GB, against %5 GB usable "
                        "on the GPU (1 GB = 10⁹ bytes).")
                         .arg(gb(q.weightsGb), gb(q.kvCacheGb), gb(q.overheadGb), gb(q.totalGb),
                              gb(e.usableGpuMemoryGb))));
    // A card sold as "24 GB" has 24 × 2³⁰ bytes, which is 25.8 GB in the 10⁹-byte units used here:
    // said once, so that "25.8 GB usable" on a 24 GB card does not look like a mistake.
    if (!hardware.device.isUnifiedMemory())
        parts.append(esc(tr("Graphics memory is sold in binary units: the %1 GB of this card are %2 GB of 10⁹ bytes.")
                             .arg(Formatter::number(hardware.device.memoryGb, 0),
                                  gb(hardware.device.memoryBytes() / 1e9))));
    const ModelSizing sizing = Estimator::sizing(model);
    const double expertBits = Quantization::expertBitsPerWeight(q.quantization);
    const double sharedBits = Quantization::sharedBitsPerWeight(q.quantization);
    if (sizing.experts.isValid() && expertBits != sharedBits)
        parts.append(esc(tr("Weights: %1 parameters in experts × %2 bits, plus %3 shared parameters × %4 bits, ÷ 8.")
                             .arg(Formatter::count(sizing.experts.expertParameters), Formatter::number(expertBits, 2),
                                  Formatter::count(sizing.experts.sharedParameters), Formatter::number(sharedBits, 0))));
    else
        parts.append(esc(tr("Weights: %1 parameters × %2 bits per weight ÷ 8.")
                             .arg(Formatter::count(model.parameters.value_or(0)), Formatter::number(Quantization::bitsPerWeight(q.quantization), 1))));
    parts.append(esc(quality(q)));
    if (sizing.mixtureOfExperts && !sizing.experts.isValid())
        parts.append(esc(tr("A mixture of experts whose active parameters are not on record: the speed below counts "
                            "every weight as read for each token, so the real speed is higher, and whether its "
                            "experts alone could stay in system RAM cannot be worked out.")));
    if (q.kvApproximate)
        parts.append(esc(tr("KV cache for %Ln token(s) of context: approximate, because the architecture is not on "
                            "record (a typical grouped-query layout is assumed).", nullptr, e.contextLength)));
    else
        parts.append(esc(tr("KV cache: 2 × %1 layers × %2 KV heads × %3 head dimension × %4 tokens × %5 bytes per element.")
                             .arg(Formatter::integer(qint64(model.layers.value_or(0))),
                                  Formatter::integer(qint64(model.kvHeads.value_or(0))),
                                  Formatter::integer(qint64(model.headDim.value_or(0))),
                                  Formatter::integer(qint64(e.contextLength)),
                                  Formatter::number(Estimator::kvBytesPerElement(hardware.kvPrecision), 1))));
    if (q.fit == FitLevel::TooLarge) {
        parts.append(esc(tr("It does not fit in GPU memory and system RAM together, so there is no speed to estimate.")));
    } else {
        parts.append(esc(tr("Speed: each token reads about %1 GB (the weights once, plus the KV cache filled so far) at "
                            "%2 GB/s with an efficiency of %3, plus a fixed %4 ms per token for %Ln layer(s): about "
                            "%5 tokens/s expected, %6–%7 in practice.", nullptr, b.layers)
                             .arg(Formatter::number(b.bytesPerTokenGb, 2), Formatter::number(b.bandwidthGbs, 0),
                                  Formatter::percent(b.efficiency), Formatter::number(b.fixedMsPerToken, 1),
                                  Formatter::number(q.tokensPerSecond.expected, 0), Formatter::number(q.tokensPerSecond.low, 0),
                                  Formatter::number(q.tokensPerSecond.high, 0))));
        if (b.offloadedShare > 0)
            parts.append(esc(tr("%1 of the weights sit in system RAM and are read at %2 GB/s; that part sets the pace.")
                                 .arg(Formatter::percent(b.offloadedShare), Formatter::number(b.systemRamBandwidthGbs, 0))));
        if (q.fit == FitLevel::ExpertOffload)
            parts.append(esc(expertOffload(q)));
        parts.append(esc(SpeedEstimator::calibrationText(b)));
        parts.append(esc(prompt(q)));
    }
    if (q.usableContext > 0)
        parts.append(esc(tr("Context that fits on the GPU beside these weights: %Ln token(s).", nullptr, q.usableContext)));
    if (hardware.count > 1)
        parts.append(esc(tr("With %n identical GPUs the memory adds up, but the speed does not multiply: the layers "
                            "run one card after another.", nullptr, hardware.count)));
    return parts.join(QStringLiteral("<br>"));
}

QString HardwareTexts::quality(const QuantEstimate &q)
{
    const auto added = Quantization::perplexityIncrease(q.quantization);
    // MXFP4 has no figure in llama.cpp's table; a model released in it has none to lose.
    if (!added || q.quantization == Quantization::Type::F16)
        return tr("Quality: %1. %2").arg(Quantization::qualityName(q.quality), Quantization::qualityDescription(q.quality));
    return tr("Quality: %1 (llama.cpp measures %2 more perplexity than F16 on Llama 3 8B). %3")
        .arg(Quantization::qualityName(q.quality), Formatter::number(*added, 2), Quantization::qualityDescription(q.quality));
}

QString HardwareTexts::expertOffload(const QuantEstimate &q)
{
    const SpeedBasis &b = q.basis;
    QString text = tr("Experts in system RAM: %1 GB stay on the GPU (attention, shared weights, KV cache and as many "
                      "experts as fit) and %2 GB of experts in system RAM. A token reads %3 GB of those experts at "
                      "%4 GB/s; llama.cpp does this with --n-cpu-moe.")
                       .arg(gb(q.gpuGb), gb(q.ramGb), Formatter::number(b.ramBytesPerTokenGb, 2),
                            Formatter::number(b.systemRamBandwidthGbs, 0));
    if (b.expertSplitApproximate)
        text += QLatin1Char(' ') + tr("The split between experts and shared weights is approximate: this model's routing is not on record.");
    return text;
}

QString HardwareTexts::prompt(const QuantEstimate &q)
{
    const SpeedBasis &b = q.basis;
    if (q.promptTokensPerSecond.expected <= 0)
        return tr("Prompt: no figure, because this device's matrix throughput is not published.");
    if (b.computeTflops <= 0) {
        // No published peak: the throughput follows the memory bandwidth, at the FLOP per byte
        // llama.cpp measurements of the family (and of this device, where there are some) show.
        return tr("Prompt: about %1 GFLOP per token. This device's matrix throughput is not published; llama.cpp "
                  "measurements of its family reach about %2 FLOP per byte of memory bandwidth, %3 TFLOPS at %4 GB/s: "
                  "about %5 tokens/s (%6–%7); the first token of a %Ln-token prompt after about %8 s.",
                  nullptr, b.promptTokens)
            .arg(Formatter::number(b.promptFlopsPerToken / 1e9, 1), Formatter::number(b.promptTflops * 1000 / b.bandwidthGbs, 0),
                 Formatter::number(b.promptTflops, 1), Formatter::number(b.bandwidthGbs, 0),
                 Formatter::number(q.promptTokensPerSecond.expected, 0), Formatter::number(q.promptTokensPerSecond.low, 0),
                 Formatter::number(q.promptTokensPerSecond.high, 0), Formatter::number(q.timeToFirstTokenS, 1));
    }
    // The efficiency shown is the share of the peak reached, the device's own measured factor included.
    //: %3 is a compute type, FP16 or INT8
    return tr("Prompt: about %1 GFLOP per token at %2 TFLOPS (%3) with an efficiency of %4: about %5 tokens/s "
              "(%6–%7); the first token of a %Ln-token prompt after about %8 s.", nullptr, b.promptTokens)
        .arg(Formatter::number(b.promptFlopsPerToken / 1e9, 1), Formatter::number(b.computeTflops, 0),
             b.int8 ? QStringLiteral("INT8") : QStringLiteral("FP16"), Formatter::percent(b.promptTflops / b.computeTflops),
             Formatter::number(q.promptTokensPerSecond.expected, 0), Formatter::number(q.promptTokensPerSecond.low, 0),
             Formatter::number(q.promptTokensPerSecond.high, 0), Formatter::number(q.timeToFirstTokenS, 1));
}

QString HardwareTexts::trainedOn(const HardwareDevice &device, const QVector<ModelRecord> &models,
                                 const TrainedOnIndex &index, int *matches)
{
    const QVector<int> hits = index.modelsTrainedOn(device);
    if (matches)
        *matches = int(hits.size());
    if (hits.isEmpty())
        return esc(tr("No model in the catalogue records training on this device."));
    QStringList lines;
    for (int i = 0; i < hits.size() && i < maxTrainedOnLines; ++i) {
        const ModelRecord &m = models.at(hits.at(i));
        const std::optional<qint64> chips = m.hardwareQuantity;
        lines.append(chips ? esc(tr("%1 — %Ln chip(s)", nullptr, int(qMin<qint64>(*chips, INT_MAX))).arg(m.name))
                           : esc(tr("%1 — number of chips not on record").arg(m.name)));
    }
    // A large catalogue can name thousands; a list that long tells no one anything more.
    if (hits.size() > maxTrainedOnLines)
        lines.append(esc(tr("… and %n more model(s).", nullptr, int(hits.size()) - maxTrainedOnLines)));
    return lines.join(QStringLiteral("<br>"));
}
