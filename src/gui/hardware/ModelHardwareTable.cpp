#include "ModelHardwareTable.h"

#include "CommonGpus.h"
#include "EstimateReport.h"
#include "Formatter.h"
#include "HardwareChoice.h"
#include "MemoryUnit.h"
#include "PlainText.h"
#include "RunsOnModel.h"

#include <QAbstractTextDocumentLayout>
#include <QColor>
#include <QGuiApplication>
#include <QTextDocument>
#include <QTextOption>
#include <QTextTable>

#include <algorithm>
#include <cmath>

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

namespace {

// One quantization's row, in words, for either layout.
struct Row
{
    QString quantization, quality, memory, split, fit, speed;
    QString gpu;   // the smallest common GPU that holds it; empty when none does
    QColor tint;
};

// A cell's figure, then what qualifies it in smaller lines under it (the empty ones left out).
QString lines(const QString &first, const QStringList &smaller)
{
    QString html = esc(first);
    for (const QString &line : smaller) {
        if (!line.isEmpty())
            html += QStringLiteral("<br><span style=\"font-size:small;\">%1</span>").arg(esc(line));
    }
    return html;
}

QString twoLines(const QString &first, const QString &second)
{
    return lines(first, {second});
}

// The fit level in words on its colour, as in the From hardware table, with the speeds. Qt paints a
// cell's background a second time behind the text that sits directly in it; with a translucent colour
// that text would look highlighted. A transparent span stops it.
QString fitCell(const Row &row)
{
    return QStringLiteral("<td style=\"padding:2px 8px 2px 4px; background-color:rgba(%2,%3,%4,%5);\">"
                          "<span style=\"background-color:transparent;\">%1</span></td>")
        .arg(twoLines(row.fit, row.speed), QString::number(row.tint.red()), QString::number(row.tint.green()),
             QString::number(row.tint.blue()), QString::number(row.tint.alphaF(), 'f', 2));
}

const QString cell = QStringLiteral("<td style=\"padding:2px 8px 2px 0;\"%2>%1</td>");
const QString right = QStringLiteral(" align=\"right\"");

// The titles; with `widths`, the columns but the last get those (see wholeWordWidths).
QString headerRow(const QStringList &headers, const QVector<int> &widths)
{
    QString html = QStringLiteral("<tr>");
    for (int i = 0; i < headers.size(); ++i) {
        const QString width = i < widths.size() ? QStringLiteral(" width=\"%1\"").arg(widths.at(i)) : QString();
        html += QStringLiteral("<th align=\"left\"%2 style=\"padding:2px 8px 2px 0;\">%1</th>").arg(esc(headers.at(i)), width);
    }
    return html + QStringLiteral("</tr>");
}

enum class Layout { Columns, Compact };

QString table(const QVector<Row> &rows, Layout layout, const QStringList &headers, bool speeds, const QVector<int> &widths)
{
    QString html = QStringLiteral("<table cellspacing=\"0\" cellpadding=\"2\" style=\"margin-top:8px;\">")
        + headerRow(headers, widths);
    for (const Row &row : rows) {
        html += QStringLiteral("<tr>") + cell.arg(twoLines(row.quantization, row.quality), QString());
        if (layout == Layout::Columns) {
            html += cell.arg(twoLines(row.memory, row.split), right)
                + cell.arg(esc(row.gpu.isEmpty() ? ModelHardwareTable::tr("none of them") : row.gpu), QString());
        } else {
            //: under the memory a quantization needs, in a narrow table, when no common GPU holds it
            QString gpu = ModelHardwareTable::tr("no common GPU holds it alone");
            if (!row.gpu.isEmpty())
                //: under the memory a quantization needs, in a narrow table; %1 is a GPU ("RTX 3060 12GB")
                gpu = ModelHardwareTable::tr("smallest common GPU: %1").arg(row.gpu);
            html += cell.arg(lines(row.memory, {row.split, gpu}), QString());
        }
        html += (speeds ? fitCell(row) : QString()) + QStringLiteral("</tr>");
    }
    return html + QStringLiteral("</table>");
}

// The page's browser breaks a word that does not fit its column anywhere ("Quanti / zation"), and its
// table layout narrows a column below its longest word even when the table as a whole has the room.
// So the table is laid out here first with words kept whole: when it fits `width`, these are the
// widths (pitch from one column to the next) of its columns but the last, which the page's table then
// gets as fixed widths; nothing when it does not fit.
std::optional<QVector<int>> wholeWordWidths(const QString &html, int width)
{
    QTextDocument document;
    document.setDefaultFont(QGuiApplication::font());
    QTextOption option = document.defaultTextOption();
    option.setWrapMode(QTextOption::WordWrap);
    document.setDefaultTextOption(option);
    document.setDocumentMargin(0);
    document.setHtml(html);
    document.setTextWidth(width);
    const QList<QTextFrame *> frames = document.rootFrame()->childFrames();
    const auto *laidOut = frames.isEmpty() ? nullptr : qobject_cast<QTextTable *>(frames.first());
    // A table that fills the width is reported one pixel wider; one that does not fit, wider still.
    if (!laidOut || document.idealWidth() > width + 1)
        return std::nullopt;
    const QAbstractTextDocumentLayout *layout = document.documentLayout();
    const auto left = [&](int column) {
        return layout->blockBoundingRect(laidOut->cellAt(0, column).firstCursorPosition().block()).left();
    };
    QVector<int> widths;
    for (int c = 0; c + 1 < laidOut->columns(); ++c)
        widths.append(int(std::ceil(left(c + 1) - left(c))));
    return widths;
}

} // namespace

QString ModelHardwareTable::html(const ModelRecord &model, int width)
{
    const HardwareChoice choice = HardwareChoice::load();
    const HardwareConfig base = baseConfig(choice);
    std::optional<HardwareConfig> chosen;
    const Estimate onChosen = estimate(model, &chosen);
    if (!onChosen.isValid())
        return QString();

    // Until a device is chosen the speeds are on an example card, and the title says so; several cards
    // are named with their count, as the chart's line and the basis name them.
    const QString deviceTitle = !chosen ? QString()
        : chosen->device.isCpuOnly()    ? tr("On your processor, without a GPU")
        : chosen->exampleDevice         ? tr("On an %1 (example; choose yours)").arg(chosen->device.shortName())
                                        : tr("On your %1").arg(HardwareConfig::devicesName(chosen->device.shortName(), chosen->count));
    const MemoryUnit::Unit unit = MemoryUnit::current();
    const ModelSizing sizing = Estimator::sizing(model);
    const bool lowerBound = sizing.mixtureOfExperts && !sizing.experts.isValid();
    const bool unified = base.device.isUnifiedMemory();
    bool approximate = false;
    QVector<Row> rows;
    for (const QuantEstimate &q : onChosen.quantizations) {
        approximate = approximate || q.kvApproximate;
        Row row;
        row.quantization = Quantization::name(q.quantization);
        row.quality = Quantization::qualityName(q.quality);
        row.memory = MemoryUnit::text(q.totalGb, unit) + (q.kvApproximate ? QStringLiteral(" ≈") : QString());
        //: where the memory sits: GB on the GPU + GB in system RAM
        row.split = q.ramGb > 0 ? tr("%1 GPU + %2 RAM").arg(EstimateReport::splitPart(q.gpuGb, unit), EstimateReport::splitPart(q.ramGb, unit))
                                : QString();
        // A Mac has no system RAM apart: what lies beyond the GPU's share of the one memory runs on the CPU.
        if (q.ramGb > 0 && unified)
            //: on a Mac: GB the GPU runs + GB beyond the GPU's share of the unified memory, which the CPU runs
            row.split = tr("%1 GPU + %2 CPU").arg(EstimateReport::splitPart(q.gpuGb, unit), EstimateReport::splitPart(q.ramGb, unit));
        if (base.device.isCpuOnly())
            row.split.clear();   // all of it in RAM: the fit says so, "0 GPU + 5 RAM" would only repeat it
        const HardwareDevice *gpu = CommonGpus::smallestThatRuns(model, q.quantization, base);
        row.gpu = gpu ? gpu->shortName() : QString();
        row.fit = Estimator::fitLevelName(q.fit, unified);
        if (q.tokensPerSecond.expected > 0)
            row.speed = q.timeToFirstTokenS > 0
                ? tr("%1 tokens/s, first token in %2 s")
                      .arg(EstimateReport::speedText(q.tokensPerSecond, lowerBound),
                           EstimateReport::secondsText(q.timeToFirstTokenS, lowerBound))
                : tr("%1 tokens/s").arg(EstimateReport::speedText(q.tokensPerSecond, lowerBound));
        row.tint = RunsOnModel::fitColor(q.fit);
        rows.append(row);
    }

    // Four columns in a narrow page: each cell leads with its figure, what qualifies it goes on a
    // second, smaller line (the quality under the quantization, the GPU/RAM split under the memory,
    // speed and first token under the fit).
    QStringList headers{tr("Quantization"), tr("Memory needed"), tr("Smallest common GPU that holds it")};
    // Narrower still (the page beside the catalogue in an 800 px window, or in Italian at 1024 px), three:
    // the smallest GPU goes under the memory, named as such, and the quantizations' column goes without
    // a title, whose one long word ("Quantizzazione") would set its width (the chart above names the
    // same quantizations).
    QStringList compact{QString(), tr("Memory needed")};
    if (chosen) {
        headers.append(deviceTitle);
        compact.append(deviceTitle);
    }
    QString html = table(rows, Layout::Columns, headers, chosen.has_value(), {});
    if (width > 0) {
        if (const auto widths = wholeWordWidths(html, width)) {
            html = table(rows, Layout::Columns, headers, chosen.has_value(), *widths);
        } else {
            html = table(rows, Layout::Compact, compact, chosen.has_value(), {});
            if (const auto narrow = wholeWordWidths(html, width))
                html = table(rows, Layout::Compact, compact, chosen.has_value(), *narrow);
        }
    }
    //: %1 says which GB the figures are in
    QStringList notes{tr("For a context of %Ln token(s); %1.", nullptr, onChosen.contextLength).arg(MemoryUnit::definition(unit))};
    if (lowerBound && chosen)
        notes.append(tr("A mixture of experts whose active parameters are not on record: every weight is counted as read "
                        "for each token, so the speeds are lower bounds."));
    if (chosen)
        notes.append(tr("Tokens/s: low–high (expected). First token: after a prompt of %Ln token(s).", nullptr,
                        chosen->promptTokens));
    notes.append(tr("Quality: how much the quantization loses against full precision, from llama.cpp's perplexity comparison."));
    if (sizing.experts.expertsMxfp4)
        notes.append(tr("Released with MXFP4 experts: every type keeps them in MXFP4, as llama.cpp does, and changes "
                        "only the rest (attention, embeddings), so the sizes differ little; the quality shown for a "
                        "type is its loss on a whole model, at worst."));
    if (approximate)
        notes.append(tr("≈ approximate: the architecture is not on record."));
    if (!chosen)
        notes.append(tr("Choose your device in the From hardware view to see speeds on it."));
    html += QStringLiteral("<p style=\"margin-top:4px; margin-bottom:0; font-size:small;\">%1</p>")
                .arg(esc(notes.join(QLatin1Char(' '))));
    return html;
}

QString ModelHardwareTable::beyondCommonGpus(const ModelRecord &model)
{
    // The same configuration as the table's "smallest common GPU" column, so the sentence and the table agree.
    const HardwareConfig base = baseConfig(HardwareChoice::load());
    const Estimate e = Estimator::estimate(model, base);
    if (e.quantizations.isEmpty())
        return QString();
    const QuantEstimate &smallest = *std::min_element(
        e.quantizations.cbegin(), e.quantizations.cend(),
        [](const QuantEstimate &a, const QuantEstimate &b) { return a.totalGb < b.totalGb; });
    if (CommonGpus::smallestThatRuns(model, smallest.quantization, base))
        return QString();
    if (const HardwareDevice *mac = CommonGpus::smallestInCatalogueThatRuns(model, smallest.quantization, true, base))
        //: %1 a machine with unified memory, e.g. "Apple M3 Ultra (80-core GPU, 512 GB)"
        return tr("The weights are published, but no common graphics card holds this model on its own, even at the "
                  "smallest quantization: running it takes a server with several GPUs, or a machine with a large "
                  "unified memory such as the %1. How much memory each quantization needs is below; the From "
                  "hardware view works out set-ups with several GPUs.")
            .arg(mac->name);
    if (const HardwareDevice *card = CommonGpus::smallestInCatalogueThatRuns(model, smallest.quantization, false, base))
        //: %1 a data-centre GPU, e.g. "AMD Instinct MI300X"
        return tr("The weights are published, but no common graphics card holds this model on its own, even at the "
                  "smallest quantization: running it takes a data-centre GPU such as the %1, or a server with several "
                  "GPUs. How much memory each quantization needs is below; the From hardware view works out set-ups "
                  "with several GPUs.")
            .arg(card->name);
    return tr("The weights are published, but no single GPU or machine of the device list holds this model, even at "
              "the smallest quantization: running it takes a server with several GPUs. How much memory each "
              "quantization needs is below; the From hardware view works out set-ups with several GPUs.");
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
