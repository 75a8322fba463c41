#include "EstimateReport.h"

#include "Formatter.h"
#include "TerminalText.h"

#include <algorithm>
#include <cmath>

double EstimateReport::rounded(double value, int decimals)
{
    const double scale = std::pow(10.0, decimals);
    return std::round(value * scale) / scale;
}

QJsonValue EstimateReport::speed(const SpeedRange &s)
{
    if (!(s.expected > 0))
        return QJsonValue();
    return QJsonObject{{QStringLiteral("low"), rounded(s.low, 1)},
                       {QStringLiteral("expected"), rounded(s.expected, 1)},
                       {QStringLiteral("high"), rounded(s.high, 1)}};
}

QJsonObject EstimateReport::quantization(const QuantEstimate &q)
{
    QJsonObject o{{QStringLiteral("quant"), Quantization::name(q.quantization)},
                  {QStringLiteral("weights_gb"), rounded(q.weightsGb)},
                  {QStringLiteral("kv_cache_gb"), rounded(q.kvCacheGb)},
                  {QStringLiteral("kv_approximate"), q.kvApproximate},
                  {QStringLiteral("overhead_gb"), rounded(q.overheadGb)},
                  {QStringLiteral("total_gb"), rounded(q.totalGb)},
                  {QStringLiteral("fit"), EstimateReport::fitKey(q.fit)},
                  {QStringLiteral("quality"), Quantization::qualityKey(q.quality)},
                  // The range stays an object of zeros when too large, as before; prompt speed and
                  // time to first token are null when unknown.
                  {QStringLiteral("tokens_per_second"), QJsonObject{{QStringLiteral("low"), rounded(q.tokensPerSecond.low, 1)},
                                                                     {QStringLiteral("expected"), rounded(q.tokensPerSecond.expected, 1)},
                                                                     {QStringLiteral("high"), rounded(q.tokensPerSecond.high, 1)}}},
                  {QStringLiteral("prompt_tokens_per_second"), speed(q.promptTokensPerSecond)},
                  {QStringLiteral("time_to_first_token_s"),
                   q.timeToFirstTokenS > 0 ? QJsonValue(rounded(q.timeToFirstTokenS, 2)) : QJsonValue()}};
    if (q.fit == FitLevel::ExpertOffload || q.fit == FitLevel::Offload || q.fit == FitLevel::Cpu) {
        o.insert(QStringLiteral("gpu_gb"), rounded(q.gpuGb));
        o.insert(QStringLiteral("ram_gb"), rounded(q.ramGb));
    }
    return o;
}

QJsonObject EstimateReport::runsOnRow(const RunsOnRow &r, const HardwareRecord &m, double usableGpuMemoryGb)
{
    QJsonObject o{{QStringLiteral("model"), m.name},
                  {QStringLiteral("parameters"), m.parameters.value_or(0)},
                  {QStringLiteral("fit"), EstimateReport::fitKey(r.fit)},
                  {QStringLiteral("best"), r.runs ? QJsonValue(Quantization::name(r.quantization)) : QJsonValue()},
                  {QStringLiteral("quant"), Quantization::name(r.quantization)},
                  {QStringLiteral("quality"), Quantization::qualityKey(r.quality)},
                  {QStringLiteral("total_gb"), rounded(r.totalGb)},
                  {QStringLiteral("available_gb"), rounded(usableGpuMemoryGb)},
                  {QStringLiteral("context_tokens"), r.contextLength},
                  {QStringLiteral("tokens_per_second"), QJsonObject{{QStringLiteral("low"), rounded(r.tokensPerSecond.low, 1)},
                                                                     {QStringLiteral("expected"), rounded(r.tokensPerSecond.expected, 1)},
                                                                     {QStringLiteral("high"), rounded(r.tokensPerSecond.high, 1)}}},
                  {QStringLiteral("prompt_tokens_per_second"), speed(r.promptTokensPerSecond)},
                  {QStringLiteral("time_to_first_token_s"),
                   r.timeToFirstTokenS > 0 ? QJsonValue(rounded(r.timeToFirstTokenS, 2)) : QJsonValue()}};
    if (r.fit == FitLevel::ExpertOffload || r.fit == FitLevel::Offload || r.fit == FitLevel::Cpu) {
        o.insert(QStringLiteral("gpu_gb"), rounded(r.gpuGb));
        o.insert(QStringLiteral("ram_gb"), rounded(r.ramGb));
    }
    o.insert(QStringLiteral("meets_minimums"), r.meetsMinimums);
    o.insert(QStringLiteral("speed_is_lower_bound"), r.speedIsLowerBound);
    return o;
}

QJsonObject EstimateReport::minimums(const Minimums &m)
{
    return QJsonObject{{QStringLiteral("quality"), Quantization::qualityKey(m.quality)},
                       {QStringLiteral("tokens_per_second"), rounded(m.tokensPerSecond, 1)}};
}

QString EstimateReport::speedText(const SpeedRange &s, bool lowerBound)
{
    if (s.expected <= 0)
        return Formatter::missing();
    //: a speed that is only a lower bound: tokens per second
    if (lowerBound)
        return tr("at least %1").arg(Formatter::number(s.expected, 0));
    // One figure when the range collapses ("5", never "5–5 (5)").
    return Formatter::estimate(s.low, s.expected, s.high);
}

QString EstimateReport::secondsText(double seconds, bool upperBound)
{
    if (!(seconds > 0))
        return Formatter::missing();
    // Under a twentieth of a second one decimal reads "0", as if the first token came at no cost:
    // say it is under a tenth instead (an upper bound as well, so "at most" adds nothing).
    if (seconds < 0.05)
        //: a time in seconds below the smallest figure shown; %1 is 0.1 written in the UI language
        return tr("< %1").arg(Formatter::number(0.1, 1));
    const QString figure = Formatter::number(seconds, seconds < 10 ? 1 : 0);
    //: a time that is only an upper bound: seconds
    return upperBound ? tr("at most %1").arg(figure) : figure;
}

QString EstimateReport::memory(double gb, MemoryUnit::Unit unit)
{
    return MemoryUnit::number(gb, unit);
}

QString EstimateReport::splitPart(double gb, MemoryUnit::Unit unit)
{
    // A split by a few hundredths of a GB would read "+ 0 RAM", as if nothing moved: say it is under a tenth.
    if (gb > 0 && MemoryUnit::fromGb(gb, unit) < 0.05)
        //: a memory figure below the smallest one shown; %1 is 0.1 written in the UI language
        return tr("< %1").arg(Formatter::number(0.1, 1));
    return memory(gb, unit);
}

QString EstimateReport::memoryText(double totalGb, double gpuGb, double ramGb, MemoryUnit::Unit unit, bool unifiedMemory)
{
    // Without a GPU all of it is in RAM: the split would only repeat the total.
    if (!(ramGb > 0) || !(gpuGb > 0))
        return memory(totalGb, unit);
    if (unifiedMemory)
        //: total memory on a Mac, then how much of it the GPU runs and how much lies beyond the GPU's
        //: share of the one memory and runs on the CPU
        return tr("%1 (%2 GPU + %3 CPU)").arg(memory(totalGb, unit), splitPart(gpuGb, unit), splitPart(ramGb, unit));
    //: total memory, then how much of it is on the GPU and how much in system RAM
    return tr("%1 (%2 GPU + %3 RAM)").arg(memory(totalGb, unit), splitPart(gpuGb, unit), splitPart(ramGb, unit));
}

QString EstimateReport::heading(const QString &model, const HardwareConfig &hardware, const Estimate &estimate,
                                MemoryUnit::Unit unit)
{
    if (hardware.device.isCpuOnly())
        //: %2 the system RAM a model may take (three quarters of it), %3 its unit (GB)
        return tr("%1 on the CPU without a GPU, context of %Ln token(s); system RAM a model may take %2 %3", nullptr,
                  estimate.contextLength)
            .arg(model, memory(Estimator::offloadCapacityGb(hardware), unit), MemoryUnit::symbol(unit));
    const QString text = hardware.device.isUnifiedMemory()
        //: %2 the device; %3 a memory figure, %4 its unit (GB)
        ? tr("%1 on %2, context of %Ln token(s); the GPU may use %3 %4 of the unified memory", nullptr, estimate.contextLength)
        //: %2 the device, or count × device ("2 × NVIDIA GeForce RTX 3090"); %3 a memory figure, %4 its unit (GB)
        : tr("%1 on %2, context of %Ln token(s); usable GPU memory %3 %4", nullptr, estimate.contextLength);
    return text.arg(model, hardware.devicesName(), memory(estimate.usableGpuMemoryGb, unit), MemoryUnit::symbol(unit));
}

QString EstimateReport::table(const QStringList &header, const QVector<QStringList> &rows)
{
    QVector<int> widths(header.size(), 0);
    for (int c = 0; c < header.size(); ++c)
        widths[c] = TerminalText::width(header[c]);
    for (const QStringList &r : rows)
        for (int c = 0; c < r.size() && c < widths.size(); ++c)
            widths[c] = std::max(widths[c], TerminalText::width(r[c]));
    auto line = [&](const QStringList &cells) {
        QStringList padded;
        for (int c = 0; c < cells.size(); ++c)
            padded.append(c == cells.size() - 1 ? cells[c] : TerminalText::padRight(cells[c], widths[c]));
        return padded.join(QStringLiteral("  "));
    };
    QStringList out{line(header)};
    for (const QStringList &r : rows)
        out.append(line(r));
    return out.join(QLatin1Char('\n'));
}

QString EstimateReport::fitKey(FitLevel level)
{
    switch (level) {
    case FitLevel::Gpu: return QStringLiteral("gpu");
    case FitLevel::Tight: return QStringLiteral("tight");
    case FitLevel::ExpertOffload: return QStringLiteral("expert_offload");
    case FitLevel::Offload: return QStringLiteral("offload");
    case FitLevel::Cpu: return QStringLiteral("cpu");
    case FitLevel::TooLarge: return QStringLiteral("too_large");
    }
    return QString();
}
