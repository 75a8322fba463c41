#include "HardwareTexts.h"

#include "Formatter.h"
#include "HardwareCatalogue.h"
#include "PlainText.h"
#include "SpeedEstimator.h"

#include <QLocale>

#include <algorithm>
#include <climits>

namespace {

// Catalogue text and our own words alike, inside the HTML built here (see PlainText).
QString esc(const QString &text)
{
    return PlainText::escaped(text);
}

} // namespace

QString HardwareTexts::summary(const HardwareConfig &hardware, const RunsOnResult &result, MemoryUnit::Unit unit)
{
    const int total = int(result.rows.size());
    const HardwareDevice &device = hardware.device;
    const QString memory = MemoryUnit::text(device.memoryBytes() / 1e9 * hardware.count, unit);
    const QString onGpu = Formatter::integer(result.entirelyOnGpu);
    const QString count = QString::number(hardware.count);
    if (device.isCpuOnly())
        //: %1 the system RAM (a memory figure and its unit), %2 what a model may take of it, %3 how many models fit in that
        return tr("Without a GPU, your %1 of system RAM (%2 for a model) runs %3 of %n open-weight model(s) on the CPU.",
                  nullptr, total)
            .arg(MemoryUnit::text(hardware.systemRamGb * 1024.0 * 1024.0 * 1024.0 / 1e9, unit),
                 MemoryUnit::text(result.availableGb, unit), Formatter::integer(result.runsOnCpu));
    if (hardware.exampleDevice) {
        // No device chosen yet: the example is never called "your" card.
        if (hardware.count > 1)
            //: %1 × %2: count × the example card's short name; %3 its memory in all
            return tr("%1 × %2 (example; choose yours), %3 in all, run %4 of %n open-weight model(s) entirely on the GPU.",
                      nullptr, total)
                .arg(count, device.shortName(), memory, onGpu);
        //: %1 is the example card's short name ("RTX 4090"), %2 its memory
        return tr("An %1 (example; choose yours) with %2 runs %3 of %n open-weight model(s) entirely on the GPU.", nullptr, total)
            .arg(device.shortName(), memory, onGpu);
    }
    if (hardware.count > 1)
        return tr("Your %1 × %2 (%3 in all) run %4 of %n open-weight model(s) entirely on the GPU.", nullptr, total)
            .arg(count, device.name, memory, onGpu);
    if (device.nameStatesMemory())
        return tr("Your %1 runs %2 of %n open-weight model(s) entirely on the GPU.", nullptr, total).arg(device.name, onGpu);
    return tr("Your %1 (%2) runs %3 of %n open-weight model(s) entirely on the GPU.", nullptr, total)
        .arg(device.name, memory, onGpu);
}

QString HardwareTexts::minimums(const Minimums &minimums)
{
    const QString quality = tr("quality %1 or better").arg(Quantization::qualityName(minimums.quality));
    if (!(minimums.tokensPerSecond > 0))
        return minimums.quality == Quantization::Quality::Large ? tr("any quality and speed") : quality;
    const QString speed = tr("at least %1 tokens/s").arg(Formatter::number(minimums.tokensPerSecond, 1));
    //: the two minimums a model must meet: quality, then speed
    return minimums.quality == Quantization::Quality::Large ? speed : tr("%1, %2").arg(quality, speed);
}

QString HardwareTexts::usable(const RunsOnResult &result)
{
    // Counted over every sized model, not only those entirely on the GPU that the summary names just before:
    // a model partly in system RAM can still meet the minimums. (Worded to be true of a Mac as well, which has
    // no system RAM apart from the GPU's.)
    const QString wanted = minimums(result.minimums);
    const QString sized = Formatter::integer(int(result.rows.size()));
    // Without a GPU there is nothing "not entirely on the GPU" to include.
    if (result.cpuOnly && result.meetsMinimums == 0 && !result.rows.isEmpty())
        return tr("None of the %2 models meets your minimums (%1) on the CPU.").arg(wanted, sized);
    if (result.cpuOnly)
        return tr("%Ln of the %2 models meet your minimums (%1) on the CPU, and come first, the largest first.", nullptr,
                  result.meetsMinimums)
            .arg(wanted, sized);
    // None: nothing "comes first", and "0 of them meet" reads as a count rather than an answer.
    if (result.meetsMinimums == 0 && !result.rows.isEmpty())
        //: %1 the minimums ("quality Good or better, at least 10 tokens/s"); %2 the sized models
        return tr("None of the %2 models meets your minimums (%1), those not entirely on the GPU included.").arg(wanted, sized);
    //: %Ln models of the %2 sized ones; %1 the minimums ("quality Good or better, at least 10 tokens/s")
    return tr("%Ln of the %2 models meet your minimums (%1), those not entirely on the GPU included, and come first, "
              "the largest first.",
              nullptr, result.meetsMinimums)
        .arg(wanted, sized);
}

QString HardwareTexts::leftOut(const RunsOnResult &result)
{
    // Closed access and no access on record are told apart: a record silent on access is no proof the
    // weights were withheld (Word2Vec's vectors were released).
    // %Ln: a thousand and more are written with the language's separator ("1,002", "1.002").
    return tr("%Ln model(s) left out: %1, %2, %3, %4.", nullptr, result.leftOut())
        .arg(tr("%Ln weights not published", nullptr, result.weightsNotPublished),
             tr("%Ln access not on record", nullptr, result.accessNotOnRecord),
             tr("%Ln not writing text (image, speech, biology, encoders…)", nullptr, result.notTextGenerators),
             tr("%Ln unknown size", nullptr, result.unknownSize));
}

QString HardwareTexts::basis(const ModelRecord &model, const HardwareConfig &hardware, const Minimums &minimums,
                             MemoryUnit::Unit unit)
{
    const ModelSizing sizing = Estimator::sizing(model);
    if (sizing.reason != NoEstimateReason::None)
        return esc(Estimator::noEstimateReasonText(sizing.reason));
    const UsableEstimate u = UsableQuantization::choose(sizing, hardware, minimums);
    const QuantEstimate &q = u.shown;
    const SpeedBasis &b = q.basis;
    const bool cpuOnly = hardware.device.isCpuOnly();
    // Without a GPU, what a model may take is the share of system RAM the offload rule allows.
    const double usableGb = cpuOnly ? Estimator::offloadCapacityGb(hardware) : Estimator::usableGpuMemoryGb(hardware);
    const int context = Estimator::effectiveContext(sizing, hardware);
    const QString quant = Quantization::name(q.quantization);
    const auto mem = [unit](double gb) { return MemoryUnit::number(gb, unit); };
    QStringList parts;
    const bool unified = hardware.device.isUnifiedMemory();
    // "2 × NVIDIA GeForce RTX 3090": the figures below are for all the cards.
    // No GPU is named in words of the language shown now (the device's name was made in the one before).
    const QString heading = cpuOnly ? tr("%1 at %2 on the CPU, without a GPU").arg(model.name, quant)
                                    : tr("%1 at %2 on %3").arg(model.name, quant, hardware.devicesName());
    parts.append(QStringLiteral("<b>%1</b>").arg(esc(heading)));
    const double ramGb = hardware.systemRamGb * 1024.0 * 1024.0 * 1024.0 / 1e9;
    if (cpuOnly)
        //: %1–%5 and %8 are memory figures in the unit %6 (GB); %7 says which GB (binary, as sold, or 10⁹ bytes)
        parts.append(esc(tr("Memory: weights %1 + KV cache %2 + overhead %3 = %4 %6, against %5 %6 of system RAM for the "
                            "model: three quarters of the %8 %6, the rest left to the system and other programs (%7).")
                             .arg(mem(q.weightsGb), mem(q.kvCacheGb), mem(q.overheadGb), mem(q.totalGb), mem(usableGb),
                                  MemoryUnit::symbol(unit), MemoryUnit::definition(unit), mem(ramGb))));
    else
        //: %1–%5 are memory figures in the unit %6 (GB); %7 says which GB (binary, as sold, or 10⁹ bytes)
        parts.append(esc(tr("Memory: weights %1 + KV cache %2 + overhead %3 = %4 %6, against %5 %6 usable on the GPU (%7).")
                             .arg(mem(q.weightsGb), mem(q.kvCacheGb), mem(q.overheadGb), mem(q.totalGb), mem(usableGb),
                                  MemoryUnit::symbol(unit), MemoryUnit::definition(unit))));
    if (unified)
        parts.append(esc(tr("Unified memory: macOS lets the GPU use %1 of the %2 %3 (its default working set); what "
                            "does not fit that share runs on the CPU, from the same memory.")
                             .arg(Formatter::percent(usableGb / (hardware.device.memoryBytes() / 1e9)),
                                  MemoryUnit::number(hardware.device.memoryBytes() / 1e9, unit), MemoryUnit::symbol(unit))));
    // The one place the other unit appears: a card sold as "24 GB" holds 24 GiB, which is 25.8 GB of
    // 10⁹ bytes, the unit of file sizes and of the speed arithmetic below.
    const QString sold = Formatter::number(cpuOnly ? hardware.systemRamGb : hardware.device.memoryGb, 1);
    if (unit == MemoryUnit::Unit::Gib)
        parts.append(esc(tr("In units of 10⁹ bytes, as download sizes are given: %1 GB needed, %2 GB usable.")
                             .arg(MemoryUnit::number(q.totalGb, MemoryUnit::Unit::Gb),
                                  MemoryUnit::number(usableGb, MemoryUnit::Unit::Gb))));
    else
        parts.append(esc(tr("In the binary units memory is sold in (1 GB = 2³⁰ bytes): %1 GB needed, %2 GB usable; "
                            "this device is sold as %3 GB.")
                             .arg(MemoryUnit::number(q.totalGb, MemoryUnit::Unit::Gib),
                                  MemoryUnit::number(usableGb, MemoryUnit::Unit::Gib), sold)));
    const double expertBits = MoeArchitecture::expertBitsPerWeight(sizing.experts, q.quantization);
    const double sharedBits = Quantization::sharedBitsPerWeight(q.quantization);
    if (sizing.experts.isValid() && expertBits != sharedBits)
        parts.append(esc(tr("Weights: %1 parameters in experts × %2 bits, plus %3 shared parameters × %4 bits, ÷ 8.")
                             .arg(Formatter::count(sizing.experts.expertParameters), Formatter::number(expertBits, 2),
                                  Formatter::count(sizing.experts.sharedParameters), Formatter::number(sharedBits, 1))));
    else
        parts.append(esc(tr("Weights: %1 parameters × %2 bits per weight ÷ 8.")
                             .arg(Formatter::count(model.parameters.value_or(0)), Formatter::number(Quantization::bitsPerWeight(q.quantization), 1))));
    parts.append(esc(quality(q)));
    if (sizing.experts.expertsMxfp4 && q.quantization != Quantization::Type::MXFP4)
        parts.append(esc(nativeMxfp4Note(q.quantization)));
    if (!u.meets && u.runs)
        parts.append(esc(tr("Below your minimums (%1): no quantization of it reaches both here. The row shows the closest.")
                             .arg(HardwareTexts::minimums(minimums))));
    if (sizing.mixtureOfExperts && !sizing.experts.isValid())
        parts.append(esc(tr("A mixture of experts whose active parameters are not on record: the speed below counts "
                            "every weight as read for each token, so the real speed is higher, and whether its "
                            "experts alone could stay in system RAM cannot be worked out.")));
    if (q.kvApproximate)
        parts.append(esc(tr("KV cache for %Ln token(s) of context: approximate, because the architecture is not on "
                            "record (a typical grouped-query layout is assumed).", nullptr, context)));
    else if (sizing.kvNone)
        parts.append(esc(tr("KV cache: none that grows with the context. The model has no attention layers (a "
                            "state-space model); its state of fixed size is in the overhead.")));
    else if (sizing.windowLayers > 0)
        parts.append(esc(slidingWindowBasis(model, sizing, context, Estimator::kvBytesPerElement(hardware.kvPrecision))));
    else {
        const QString layers = model.attentionLayers
            ? tr("%1 attention layers (of %2; the others keep a state of fixed size)")
                  .arg(Formatter::integer(qint64(*model.attentionLayers)), Formatter::integer(qint64(model.layers.value_or(0))))
            : tr("%1 layers").arg(Formatter::integer(qint64(model.layers.value_or(0))));
        // Multi-head latent attention caches one latent per token and layer, not keys and values.
        if (sizing.kvLatent)
            parts.append(esc(tr("KV cache: %1 × a latent of %2 values (multi-head latent attention: one compressed "
                                "latent per token and layer, from which keys and values are read) × %3 tokens × %4 "
                                "bytes per element.")
                                 .arg(layers, Formatter::integer(qint64(model.kvLatentWidth.value_or(0))),
                                      Formatter::integer(qint64(context)),
                                      Formatter::number(Estimator::kvBytesPerElement(hardware.kvPrecision), 1))));
        else
            parts.append(esc(tr("KV cache: 2 × %1 × %2 KV heads × %3 head dimension × %4 tokens × %5 bytes per element.")
                                 .arg(layers, Formatter::integer(qint64(model.kvHeads.value_or(0))),
                                      Formatter::integer(qint64(model.headDim.value_or(0))),
                                      Formatter::integer(qint64(context)),
                                      Formatter::number(Estimator::kvBytesPerElement(hardware.kvPrecision), 1))));
    }
    if (q.fit == FitLevel::TooLarge) {
        parts.append(esc(cpuOnly   ? tr("It does not fit in the share of system RAM a model may take, so there is no speed to estimate.")
                         : unified ? tr("It does not fit in the machine's memory, so there is no speed to estimate.")
                                   : tr("It does not fit in GPU memory and system RAM together, so there is no speed to estimate.")));
    } else if (cpuOnly) {
        parts.append(esc(cpuSpeed(q)));
    } else {
        parts.append(esc(tr("Speed: each token reads about %1 GB (the weights once, plus the KV cache filled so far) at "
                            "%2 GB/s with an efficiency of %3, plus a fixed %4 ms per token for %Ln layer(s): about "
                            "%5 tokens/s expected, %6–%7 in practice.", nullptr, b.layers)
                             .arg(Formatter::number(b.bytesPerTokenGb, 2), Formatter::number(b.bandwidthGbs, 0),
                                  Formatter::percent(b.efficiency), Formatter::number(b.fixedMsPerToken, 1),
                                  Formatter::number(q.tokensPerSecond.expected, 0), Formatter::number(q.tokensPerSecond.low, 0),
                                  Formatter::number(q.tokensPerSecond.high, 0))));
        if (b.offloadedShare > 0 && unified)
            parts.append(esc(tr("%1 of the weights lie beyond the GPU's share of memory: the CPU reads them from the same "
                                "memory at about %2 GB/s; that part sets the pace.")
                                 .arg(Formatter::percent(b.offloadedShare), Formatter::number(b.systemRamBandwidthGbs, 0))));
        else if (b.offloadedShare > 0)
            parts.append(esc(tr("%1 of the weights sit in system RAM and are read at %2 GB/s; that part sets the pace.")
                                 .arg(Formatter::percent(b.offloadedShare), Formatter::number(b.systemRamBandwidthGbs, 0))));
        if (q.fit == FitLevel::ExpertOffload)
            parts.append(esc(expertOffload(q, unit)));
        parts.append(esc(SpeedEstimator::calibrationText(b)));
        parts.append(esc(prompt(q)));
    }
    if (q.usableContext > 0)
        parts.append(esc(cpuOnly ? tr("Context that fits in that share of system RAM beside these weights: %Ln token(s).",
                                      nullptr, q.usableContext)
                                 : tr("Context that fits on the GPU beside these weights: %Ln token(s).", nullptr, q.usableContext)));
    if (hardware.count > 1)
        parts.append(esc(tr("With %n identical GPUs the memory adds up, but the speed does not multiply: the layers "
                            "run one card after another.", nullptr, hardware.count)));
    return parts.join(QStringLiteral("<br>"));
}

QString HardwareTexts::slidingWindowBasis(const ModelRecord &model, const ModelSizing &sizing, int context,
                                          double bytesPerElement)
{
    // The sliding-window layers hold the last `window` tokens at most, whatever the context.
    const QString windowed = context >= sizing.window
        ? tr("%1 tokens, their window").arg(Formatter::integer(qint64(sizing.window)))
        : tr("%1 tokens, within their window of %2")
              .arg(Formatter::integer(qint64(context)), Formatter::integer(qint64(sizing.window)));
    // A cached latent (multi-head latent attention) stands in for the keys and values in both kinds of
    // layer, as Estimator::kvCacheGb counts it: one latent per token and layer, no factor 2, no heads.
    if (sizing.kvLatent)
        return tr("KV cache: (%1 full-attention layers × %2 tokens + %3 sliding-window layers × %4) × a latent of %5 "
                  "values (multi-head latent attention) × %6 bytes per element.")
            .arg(Formatter::integer(qint64(sizing.kvLayers)), Formatter::integer(qint64(context)),
                 Formatter::integer(qint64(sizing.windowLayers)), windowed,
                 Formatter::integer(qint64(model.kvLatentWidth.value_or(0))), Formatter::number(bytesPerElement, 1));
    return tr("KV cache: 2 × (%1 full-attention layers × %2 tokens + %3 sliding-window layers × %4) × %5 KV heads × "
              "%6 head dimension × %7 bytes per element.")
        .arg(Formatter::integer(qint64(sizing.kvLayers)), Formatter::integer(qint64(context)),
             Formatter::integer(qint64(sizing.windowLayers)), windowed, Formatter::integer(qint64(model.kvHeads.value_or(0))),
             Formatter::integer(qint64(model.headDim.value_or(0))), Formatter::number(bytesPerElement, 1));
}

QString HardwareTexts::quality(const QuantEstimate &q)
{
    const auto added = Quantization::perplexityIncrease(q.quantization);
    // MXFP4 has no figure in llama.cpp's table; a model released in it has none to lose.
    if (!added || q.quantization == Quantization::Type::F16)
        return tr("Quality: %1. %2").arg(Quantization::qualityName(q.quality), Quantization::qualityDescription(q.quality));
    return tr("Quality: %1 (llama.cpp measures %2 more perplexity than F16 on Llama 3 8B). %3")
        .arg(Quantization::qualityName(q.quality), Formatter::smallNumber(*added, 2), Quantization::qualityDescription(q.quality));
}

QString HardwareTexts::nativeMxfp4Note(Quantization::Type type)
{
    //: %1 is a llama.cpp quantization type such as Q2_K
    return tr("Released with MXFP4 experts: a %1 file keeps them in MXFP4, as llama.cpp does whatever the type, and "
              "only the rest (attention, embeddings, router) is %1. Its size is close to MXFP4's, and the quality "
              "shown is %1's on a whole model, at worst; for this model it is not measured.")
        .arg(Quantization::name(type));
}

QString HardwareTexts::expertOffload(const QuantEstimate &q, MemoryUnit::Unit unit)
{
    const SpeedBasis &b = q.basis;
    // What sits where in the chosen unit; what a token reads in 10⁹ bytes, as the bandwidth is.
    QString text = tr("Experts in system RAM: %1 stay on the GPU (attention, shared weights, KV cache and as many "
                      "experts as fit) and %2 of experts in system RAM. A token reads %3 GB of those experts at "
                      "%4 GB/s; llama.cpp does this with --n-cpu-moe.")
                       .arg(MemoryUnit::text(q.gpuGb, unit), MemoryUnit::text(q.ramGb, unit), Formatter::number(b.ramBytesPerTokenGb, 2),
                            Formatter::number(b.systemRamBandwidthGbs, 0));
    if (b.expertSplitApproximate)
        text += QLatin1Char(' ') + tr("The split between experts and shared weights is approximate: this model's routing is not on record.");
    return text;
}

QString HardwareTexts::cpuSpeed(const QuantEstimate &q)
{
    const SpeedBasis &b = q.basis;
    // The share is the one the offload formula uses; SpeedEstimator::calibrationText would say it twice.
    return tr("Speed: each token reads about %1 GB (the weights once, plus the KV cache filled so far) from system RAM, "
              "which the CPU reads at about %2 of its %3 GB/s (the share it reaches on layers kept in RAM beside a "
              "GPU, checked against published llama.cpp runs on processors alone): about %4 tokens/s expected, %5–%6 "
              "in practice.")
               .arg(Formatter::number(b.bytesPerTokenGb, 2), Formatter::percent(SpeedModel::ramEfficiency),
                    Formatter::number(b.systemRamBandwidthGbs, 0), Formatter::number(q.tokensPerSecond.expected, 1),
                    Formatter::number(q.tokensPerSecond.low, 1), Formatter::number(q.tokensPerSecond.high, 1))
        + QLatin1Char(' ') + cpuPrompt();
}

QString HardwareTexts::cpuPrompt()
{
    return tr("Prompt: no figure. On a processor the prompt is bound by its arithmetic (cores, vector units, "
              "threads), which the program does not know, so neither the prompt speed nor the time to the first token "
              "is estimated; expect it to take far longer than on a GPU.");
}

QString HardwareTexts::prompt(const QuantEstimate &q)
{
    const QString text = promptThroughput(q);
    const SpeedBasis &b = q.basis;
    if (q.promptTokensPerSecond.expected <= 0 || b.promptExpertFlopsPerToken <= 0 || b.promptExpertShare >= 1)
        return text;
    // A mixture of experts: its routed products run slower than the throughput above, by the
    // measured penalty for the tokens each expert gets; the figures let a reader redo the sum.
    const QString approximate = b.expertSplitApproximate
        ? QLatin1Char(' ') + tr("How many experts a token uses is not on record for this model: one in 16 is assumed.")
        : QString();
    return text + QLatin1Char(' ')
        + tr("A mixture of experts: each of its routed experts sees about %1 of a batch's %2 tokens, too few to keep "
             "the matrix units busy, and llama.cpp measurements put those products (%3 of the %4 GFLOP) at about "
             "%5 of that throughput.")
              .arg(Formatter::number(b.tokensPerExpert, 0), Formatter::number(b.promptBatch, 0),
                   Formatter::number(b.promptExpertFlopsPerToken / 1e9, 1), Formatter::number(b.promptFlopsPerToken / 1e9, 1),
                   Formatter::percent(b.promptExpertShare))
        + approximate;
}

QString HardwareTexts::promptThroughput(const QuantEstimate &q)
{
    const SpeedBasis &b = q.basis;
    if (q.promptTokensPerSecond.expected <= 0)
        return tr("Prompt: no figure, because this device's memory bandwidth is not on record.");
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
                 Formatter::number(q.promptTokensPerSecond.high, 0), Formatter::smallNumber(q.timeToFirstTokenS, 1));
    }
    // The efficiency shown is the share of the peak reached, the device's own measured factor included.
    //: %3 is a compute type, FP16 or INT8
    return tr("Prompt: about %1 GFLOP per token at %2 TFLOPS (%3) with an efficiency of %4: about %5 tokens/s "
              "(%6–%7); the first token of a %Ln-token prompt after about %8 s.", nullptr, b.promptTokens)
        .arg(Formatter::number(b.promptFlopsPerToken / 1e9, 1), Formatter::number(b.computeTflops, 0),
             b.int8 ? QStringLiteral("INT8") : QStringLiteral("FP16"), Formatter::percent(b.promptTflops / b.computeTflops),
             Formatter::number(q.promptTokensPerSecond.expected, 0), Formatter::number(q.promptTokensPerSecond.low, 0),
             Formatter::number(q.promptTokensPerSecond.high, 0), Formatter::smallNumber(q.timeToFirstTokenS, 1));
}

QString HardwareTexts::trainedOn(const HardwareDevice &device, const QVector<HardwareRecord> &models,
                                 const TrainedOnIndex &index, int *matches)
{
    const QVector<int> hits = index.modelsTrainedOn(device);
    if (matches)
        *matches = int(hits.size());
    if (hits.isEmpty())
        return esc(tr("No model in the catalogue records training on this device."));
    QStringList lines;
    for (int i = 0; i < hits.size() && i < maxTrainedOnLines; ++i) {
        const HardwareRecord &m = models.at(hits.at(i));
        const std::optional<qint64> chips = m.hardwareQuantity;
        lines.append(chips ? esc(tr("%1 — %Ln chip(s)", nullptr, int(qMin<qint64>(*chips, INT_MAX))).arg(m.name))
                           : esc(tr("%1 — number of chips not on record").arg(m.name)));
    }
    // A large catalogue can name thousands; a list that long tells no one anything more.
    if (hits.size() > maxTrainedOnLines)
        lines.append(esc(tr("… and %n more model(s).", nullptr, int(hits.size()) - maxTrainedOnLines)));
    return lines.join(QStringLiteral("<br>"));
}
