#include "ModelHardwareTable.h"

#include "CommonGpus.h"
#include "EstimateReport.h"
#include "Formatter.h"
#include "HardwareChoice.h"
#include "MemoryUnit.h"
#include "PlainText.h"
#include "RunsOnModel.h"

#include <QColor>

namespace {

// Catalogue text and our own words alike, inside the HTML built here (see PlainText).
QString esc(const QString &text)
{
    return PlainText::escaped(text);
}

// The figures a page shows are for the context and KV precision the user chose in the hardware view,
// so that the page and the table there agree.
HardwareConfig baseConfig(const HardwareChoice &choice)
{
    HardwareConfig hw;
    hw.contextLength = choice.contextLength;
    hw.kvPrecision = choice.kvPrecision;
    if (const auto chosen = choice.config())
        hw = *chosen;
    return hw;
}

} // namespace

Estimate ModelHardwareTable::estimate(const ModelRecord &model, std::optional<HardwareConfig> *chosen)
{
    const HardwareChoice choice = HardwareChoice::load();
    if (chosen)
        *chosen = choice.config();
    return Estimator::estimate(model, baseConfig(choice));
}

QString ModelHardwareTable::html(const ModelRecord &model)
{
    const HardwareChoice choice = HardwareChoice::load();
    const HardwareConfig base = baseConfig(choice);
    std::optional<HardwareConfig> chosen;
    const Estimate onChosen = estimate(model, &chosen);
    if (!onChosen.isValid())
        return QString();

    // Four columns in a narrow page: each cell leads with its figure, what qualifies it goes on a
    // second, smaller line (the quality under the quantization, the GPU/RAM split under the memory,
    // speed and first token under the fit).
    const QString cell = QStringLiteral("<td style=\"padding:2px 8px 2px 0;\"%2>%1</td>");
    const QString right = QStringLiteral(" align=\"right\"");
    const auto twoLines = [](const QString &first, const QString &second) {
        return second.isEmpty() ? esc(first)
                                : QStringLiteral("%1<br><span style=\"font-size:small;\">%2</span>").arg(esc(first), esc(second));
    };
    QString html = QStringLiteral("<table cellspacing=\"0\" cellpadding=\"2\" style=\"margin-top:8px;\"><tr>");
    QStringList headers{tr("Quantization"), tr("Memory needed"), tr("Smallest common GPU that holds it")};
    // Until a device is chosen the speeds are on an example card, and the title says so.
    if (chosen)
        headers.append(chosen->exampleDevice ? tr("On an %1 (example; choose yours)").arg(chosen->device.shortName())
                                             : tr("On your %1").arg(chosen->device.shortName()));
    const MemoryUnit::Unit unit = MemoryUnit::current();
    const ModelSizing sizing = Estimator::sizing(model);
    const bool lowerBound = sizing.mixtureOfExperts && !sizing.experts.isValid();
    for (const QString &h : std::as_const(headers))
        html += QStringLiteral("<th align=\"left\" style=\"padding:2px 8px 2px 0;\">%1</th>").arg(esc(h));
    html += QStringLiteral("</tr>");
    bool approximate = false;
    for (const QuantEstimate &q : onChosen.quantizations) {
        approximate = approximate || q.kvApproximate;
        const HardwareDevice *gpu = CommonGpus::smallestThatRuns(model, q.quantization, base);
        const QString memory = MemoryUnit::text(q.totalGb, unit) + (q.kvApproximate ? QStringLiteral(" ≈") : QString());
        //: where the memory sits: GB on the GPU + GB in system RAM
        const QString split = q.ramGb > 0 ? tr("%1 GPU + %2 RAM").arg(MemoryUnit::number(q.gpuGb, unit), MemoryUnit::number(q.ramGb, unit))
                                          : QString();
        html += QStringLiteral("<tr>") + cell.arg(twoLines(Quantization::name(q.quantization), Quantization::qualityName(q.quality)), QString())
            + cell.arg(twoLines(memory, split), right) + cell.arg(esc(gpu ? gpu->shortName() : tr("none of them")), QString());
        if (chosen) {
            // The fit level in words on its colour, as in the From hardware table, with the speeds.
            QString speed;
            if (q.tokensPerSecond.expected > 0)
                speed = q.timeToFirstTokenS > 0
                    ? tr("%1 tokens/s, first token in %2 s")
                          .arg(EstimateReport::speedText(q.tokensPerSecond, lowerBound),
                               EstimateReport::secondsText(q.timeToFirstTokenS, lowerBound))
                    : tr("%1 tokens/s").arg(EstimateReport::speedText(q.tokensPerSecond, lowerBound));
            const QColor tint = RunsOnModel::fitColor(q.fit);
            // Qt paints a cell's background a second time behind the text that sits directly in it;
            // with a translucent colour that text would look highlighted. A transparent span stops it.
            html += QStringLiteral("<td style=\"padding:2px 8px 2px 4px; background-color:rgba(%2,%3,%4,%5);\">"
                                   "<span style=\"background-color:transparent;\">%1</span></td>")
                        .arg(twoLines(Estimator::fitLevelName(q.fit), speed), QString::number(tint.red()),
                             QString::number(tint.green()), QString::number(tint.blue()),
                             QString::number(tint.alphaF(), 'f', 2));
        }
        html += QStringLiteral("</tr>");
    }
    html += QStringLiteral("</table>");
    //: %1 says which GB the figures are in
    QStringList notes{tr("For a context of %Ln token(s); %1.", nullptr, onChosen.contextLength).arg(MemoryUnit::definition(unit))};
    if (lowerBound && chosen)
        notes.append(tr("A mixture of experts whose active parameters are not on record: every weight is counted as read "
                        "for each token, so the speeds are lower bounds."));
    if (chosen)
        notes.append(tr("Tokens/s: low–high (expected). First token: after a prompt of %Ln token(s).", nullptr,
                        chosen->promptTokens));
    notes.append(tr("Quality: how much the quantization loses against full precision, from llama.cpp's perplexity comparison."));
    if (approximate)
        notes.append(tr("≈ approximate: the architecture is not on record."));
    if (!chosen)
        notes.append(tr("Choose your device in the From hardware view to see speeds on it."));
    html += QStringLiteral("<p style=\"margin-top:4px; margin-bottom:0; font-size:small;\">%1</p>")
                .arg(esc(notes.join(QLatin1Char(' '))));
    return html;
}

QString ModelHardwareTable::gpuAnswer(const ModelRecord &model)
{
    HardwareConfig base;
    if (Estimator::checkModel(model) != NoEstimateReason::None)
        return QString();
    // Q4_K_M is what most people download: the usual balance of size and quality.
    const Quantization::Type type = Quantization::Type::Q4_K_M;
    const QuantEstimate q = Estimator::estimateAt(model, base, type);
    const QString needs = MemoryUnit::number(q.totalGb, MemoryUnit::current());
    if (const HardwareDevice *gpu = CommonGpus::smallestThatRuns(model, type, base))
        return tr("At %1 it needs about %2 GB with a context of %Ln token(s): a single %3 runs it entirely on the GPU. "
                  "The box at the top of this page lists every quantization.", nullptr,
                  Estimator::effectiveContext(model, base))
            .arg(Quantization::name(type), needs, gpu->shortName());
    return tr("At %1 it needs about %2 GB: more than any single common GPU holds, so it takes several cards, "
              "a large unified-memory machine or a smaller quantization. The From hardware view works out "
              "set-ups with several GPUs.")
        .arg(Quantization::name(type), needs);
}
