#include "ModelHardwareTable.h"

#include "CommonGpus.h"
#include "Formatter.h"
#include "HardwareChoice.h"
#include "PlainText.h"

namespace {

// "Partly in system RAM (slow)" → "partly in system RAM (slow)": the first letter only, so that
// abbreviations keep their capitals.
QString lowerFirst(const QString &text)
{
    return text.isEmpty() ? text : text.left(1).toLower() + text.mid(1);
}


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

// "RTX 3060 12GB" reads better in a narrow column than "NVIDIA GeForce RTX 3060 12GB"; the vendor
// prefix says nothing a reader of GPU names does not know.
QString ModelHardwareTable::shortName(const HardwareDevice &device)
{
    QString name = device.name;
    for (const QString &prefix : {device.vendor + QStringLiteral(" GeForce "), device.vendor + QLatin1Char(' ')}) {
        if (name.startsWith(prefix))
            return name.mid(prefix.size());
    }
    return name;
}

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

    const QString cell = QStringLiteral("<td style=\"padding:2px 8px 2px 0;\"%2>%1</td>");
    const QString right = QStringLiteral(" align=\"right\"");
    QString html = QStringLiteral("<table cellspacing=\"0\" cellpadding=\"2\" style=\"margin-top:8px;\"><tr>");
    QStringList headers{tr("Quantization"), tr("Memory needed"), tr("Smallest common GPU that holds it")};
    if (chosen)
        headers.append(tr("Tokens/s on your %1").arg(shortName(chosen->device)));
    for (const QString &h : std::as_const(headers))
        html += QStringLiteral("<th align=\"left\" style=\"padding:2px 8px 2px 0;\">%1</th>").arg(esc(h));
    html += QStringLiteral("</tr>");
    bool approximate = false;
    for (const QuantEstimate &q : onChosen.quantizations) {
        approximate = approximate || q.kvApproximate;
        const HardwareDevice *gpu = CommonGpus::smallestThatRuns(model, q.quantization, base);
        html += QStringLiteral("<tr>") + cell.arg(esc(Quantization::name(q.quantization)), QString())
            + cell.arg(esc(tr("%1 GB").arg(Formatter::number(q.totalGb, 1))) + (q.kvApproximate ? QStringLiteral(" ≈") : QString()), right)
            + cell.arg(esc(gpu ? shortName(*gpu) : tr("none of them")), QString());
        if (chosen) {
            // The fit level is named only when it is not the plain "runs on the GPU".
            QString speed = q.tokensPerSecond.expected > 0
                ? tr("%1–%2 (%3)").arg(Formatter::number(q.tokensPerSecond.low, 0), Formatter::number(q.tokensPerSecond.high, 0),
                                      Formatter::number(q.tokensPerSecond.expected, 0))
                : QString();
            if (q.fit != FitLevel::Gpu)
                speed = speed.isEmpty() ? Estimator::fitLevelName(q.fit)
                                        : tr("%1, %2").arg(speed, lowerFirst(Estimator::fitLevelName(q.fit)));
            html += cell.arg(esc(speed), QString());
        }
        html += QStringLiteral("</tr>");
    }
    html += QStringLiteral("</table>");
    QStringList notes{tr("For a context of %Ln token(s); 1 GB = 10⁹ bytes.", nullptr, onChosen.contextLength)};
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
    const QString needs = Formatter::number(q.totalGb, 1);
    if (const HardwareDevice *gpu = CommonGpus::smallestThatRuns(model, type, base))
        return tr("At %1 it needs about %2 GB with a context of %Ln token(s): a single %3 runs it entirely on the GPU. "
                  "The box at the top of this page lists every quantization.", nullptr,
                  Estimator::effectiveContext(model, base))
            .arg(Quantization::name(type), needs, shortName(*gpu));
    return tr("At %1 it needs about %2 GB: more than any single common GPU holds, so it takes several cards, "
              "a large unified-memory machine or a smaller quantization. The From hardware view works out "
              "set-ups with several GPUs.")
        .arg(Quantization::name(type), needs);
}
