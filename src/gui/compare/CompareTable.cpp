#include "CompareTable.h"

#include "EstimateReport.h"
#include "Formatter.h"
#include "MemoryUnit.h"
#include "PlainText.h"
#include "hardware/HardwareTexts.h"
#include "hardware/ModelHardwareTable.h"

#include <QJsonArray>
#include <QStringList>

namespace {

using Value = ModelPageBuilder::Value;

Value plain(const QString &text)
{
    const QString shown = text.isEmpty() ? Formatter::missing() : text;
    return {shown, PlainText::escaped(shown)};
}

} // namespace

CompareTable::CompareTable(const QVector<ModelRecord> &models, const EstimateFunction &estimate,
                           const std::optional<HardwareConfig> &hardware, const Minimums &minimums)
    : m_models(models)
    , m_minimums(minimums)
{
    for (const ModelRecord &m : m_models) {
        m_estimates.append(estimate(m));
        if (hardware)
            m_usable.append(m_estimates.constLast().isValid()
                                ? UsableQuantization::choose(Estimator::sizing(m), *hardware, minimums)
                                : UsableEstimate());
    }
    if (hardware) {
        m_deviceName = HardwareConfig::devicesName(hardware->device.name, hardware->count);
        m_unifiedMemory = hardware->device.isUnifiedMemory();
        m_cpuOnly = hardware->device.isCpuOnly();
    }
    addHardwareSection();
    addPageSections();
}

CompareTable CompareTable::onChosenDevice(const QVector<ModelRecord> &models)
{
    std::optional<HardwareConfig> chosen;
    if (!models.isEmpty())
        ModelHardwareTable::estimate(models.constFirst(), &chosen);
    // The model page may show the example device until one is chosen; a comparison of fits and speeds on
    // a card the user never picked would read as an answer, so it shows what each model needs instead.
    if (chosen && chosen->exampleDevice)
        chosen.reset();
    return CompareTable(models, [](const ModelRecord &m) { return ModelHardwareTable::estimate(m); }, chosen,
                        Minimums::load());
}

bool CompareTable::differs(const QVector<Value> &values)
{
    for (const Value &v : values) {
        if (v.text != values.constFirst().text)
            return true;
    }
    return false;
}

int CompareTable::differenceCount() const
{
    int count = 0;
    for (const Section &s : m_sections) {
        for (const Row &r : s.rows)
            count += r.differs ? 1 : 0;
    }
    return count;
}

void CompareTable::addHardwareSection()
{
    Section section;
    // The figures of the quantization shown (the one the From hardware view shows); none for a model
    // without an estimate.
    const auto row = [this, &section](const QString &label, const std::function<QString(const QuantEstimate &)> &cell) {
        Row r{label, {}, false};
        for (int i = 0; i < m_estimates.size(); ++i)
            r.values.append(plain(m_estimates.at(i).isValid() ? cell(m_usable.at(i).shown) : QString()));
        r.differs = differs(r.values);
        section.rows.append(r);
    };
    // Why a model has no estimate comes first, in the row every model has.
    const auto reasonOr = [](const Estimate &e, const QString &text) {
        return e.isValid() ? text : Estimator::noEstimateReasonText(e.reason);
    };
    if (!m_usable.isEmpty()) {
        section.title = m_cpuOnly ? tr("On the CPU, without a GPU") : tr("On %1").arg(m_deviceName);
        Row best{tr("Best quantization"), {}, false};
        //: %1 the minimums, as the From hardware view states them ("quality Good or better, at least 10 tokens/s")
        Row meets{tr("Meets your minimums (%1)").arg(HardwareTexts::minimums(m_minimums)), {}, false};
        for (int i = 0; i < m_estimates.size(); ++i) {
            const Estimate &e = m_estimates.at(i);
            const UsableEstimate &u = m_usable.at(i);
            best.values.append(plain(reasonOr(e, u.runs ? Quantization::name(u.shown.quantization) : tr("none runs"))));
            meets.values.append(plain(e.isValid() ? (u.meets ? tr("yes") : tr("no")) : QString()));
        }
        best.differs = differs(best.values);
        meets.differs = differs(meets.values);
        section.rows.append(best);
        section.rows.append(meets);
        row(tr("Quality"), [](const QuantEstimate &q) { return Quantization::qualityName(q.quality); });
        row(tr("Fit"), [this](const QuantEstimate &q) { return Estimator::fitLevelName(q.fit, m_unifiedMemory); });
        row(tr("Memory needed, GB"), [this](const QuantEstimate &q) {
            return EstimateReport::memoryText(q.totalGb, q.gpuGb, q.ramGb, MemoryUnit::current(), m_unifiedMemory);
        });
        row(tr("Tokens/s low–high (expected)"),
            [](const QuantEstimate &q) { return EstimateReport::speedText(q.tokensPerSecond); });
        row(tr("First token, s"), [](const QuantEstimate &q) { return EstimateReport::secondsText(q.timeToFirstTokenS); });
    } else {
        // Without a device there is no fit or speed: what the model needs at the usual download.
        const Quantization::Type usual = Quantization::Type::Q4_K_M;
        section.title = tr("What it needs");
        Row needs{tr("Memory needed at %1, GB").arg(Quantization::name(usual)), {}, false};
        for (const Estimate &e : std::as_const(m_estimates)) {
            const QuantEstimate *q = e.at(usual);
            needs.values.append(plain(reasonOr(e, q ? MemoryUnit::number(q->totalGb, MemoryUnit::current()) : QString())));
        }
        needs.differs = differs(needs.values);
        section.rows.append(needs);
    }
    m_sections.append(section);
}

void CompareTable::addPageSections()
{
    // Every model's page, section by section; a row one model has and another has not (a licence, the
    // active parameters, a source) is shown as missing for the others.
    QVector<QVector<ModelPageBuilder::Section>> pages;
    for (const ModelRecord &m : std::as_const(m_models))
        pages.append(ModelPageBuilder::sections(m, true));   // every author: no "and N more" link to follow here
    if (pages.isEmpty())
        return;
    for (int s = 0; s < pages.constFirst().size(); ++s) {
        Section section{pages.constFirst().at(s).title, {}};
        // A label may repeat within a page (a record read from two datasets has two "Catalogue entry"
        // sources): it is one row, whose cell holds every value the page gives under it. Matching the
        // n-th of a label with the n-th on the other pages showed two rows of one name, and set one
        // model's Notable AI Models export beside another's Large-Scale one as if they were the same.
        QStringList labels;
        for (const auto &page : std::as_const(pages)) {
            for (const ModelPageBuilder::Field &f : page.at(s).fields) {
                if (!labels.contains(f.label))
                    labels.append(f.label);
            }
        }
        for (const QString &label : std::as_const(labels)) {
            Row row{label, {}, false};
            for (const auto &page : std::as_const(pages)) {
                QStringList texts, htmls, briefs;
                for (const ModelPageBuilder::Field &f : page.at(s).fields) {
                    if (f.label == label) {
                        texts.append(f.value.text);
                        htmls.append(f.value.html);
                        briefs.append(f.value.briefText());
                    }
                }
                row.values.append(texts.isEmpty() ? plain(QString())
                                                  : Value{texts.join(QStringLiteral("; ")), htmls.join(QStringLiteral("<br>")),
                                                          briefs.join(QStringLiteral("; "))});
            }
            row.differs = differs(row.values);
            section.rows.append(row);
        }
        m_sections.append(section);
    }
}

QString CompareTable::toText() const
{
    QStringList names;
    for (const ModelRecord &m : m_models)
        names.append(m.name);
    // A row per line when the models agree; when they differ, the row's label and a line per model,
    // since one value can be longer than a terminal is wide. A long list of authors is cut (the first
    // ten, as the model page shows them); the JSON keeps every one.
    QStringList out;
    out.append(tr("%1: %Ln row(s) differ.", nullptr, differenceCount()).arg(names.join(QStringLiteral(" · "))));
    for (const Section &section : m_sections) {
        out.append(QString());
        out.append(section.title);
        for (const Row &r : section.rows) {
            if (!r.differs) {
                out.append(QStringLiteral("  %1: %2").arg(r.label, r.values.constFirst().briefText()));
                continue;
            }
            out.append(QStringLiteral("≠ %1").arg(r.label));
            for (int i = 0; i < r.values.size(); ++i)
                out.append(QStringLiteral("    %1: %2").arg(names.at(i), r.values.at(i).briefText()));
        }
    }
    out.append(QString());
    out.append(tr("≠ marks the rows where the models differ."));
    return out.join(QLatin1Char('\n'));
}

QJsonObject CompareTable::toJson() const
{
    QJsonArray names;
    for (const ModelRecord &m : m_models)
        names.append(m.name);
    QJsonArray sections;
    for (const Section &section : m_sections) {
        QJsonArray rows;
        for (const Row &r : section.rows) {
            QJsonArray values;
            for (const Value &v : r.values)
                values.append(v.text);
            rows.append(QJsonObject{{QStringLiteral("field"), r.label}, {QStringLiteral("values"), values},
                                    {QStringLiteral("differs"), r.differs}});
        }
        sections.append(QJsonObject{{QStringLiteral("title"), section.title}, {QStringLiteral("rows"), rows}});
    }
    QJsonArray estimates;
    for (int i = 0; i < m_models.size(); ++i) {
        const Estimate &e = m_estimates.at(i);
        QJsonObject o{{QStringLiteral("model"), m_models.at(i).name}};
        if (!e.isValid()) {
            o.insert(QStringLiteral("no_estimate"), Estimator::noEstimateReasonText(e.reason));
        } else {
            // Without a device there is nothing to fit on and no speed: only what each quantization needs
            // (a fit, a best and tokens/s on no memory at all would read as facts).
            const bool onDevice = !m_deviceName.isEmpty();
            QJsonArray quantizations;
            for (const QuantEstimate &q : e.quantizations) {
                QJsonObject figures = EstimateReport::quantization(q);
                if (!onDevice) {
                    for (const char *key : {"fit", "gpu_gb", "ram_gb", "tokens_per_second", "time_to_first_token_s",
                                            "prompt_tokens_per_second"})
                        figures.remove(QLatin1String(key));
                }
                quantizations.append(figures);
            }
            if (onDevice) {
                const UsableEstimate &u = m_usable.at(i);
                o.insert(QStringLiteral("best"), u.runs ? QJsonValue(Quantization::name(u.shown.quantization)) : QJsonValue());
                o.insert(QStringLiteral("meets_minimums"), u.meets);
                o.insert(QStringLiteral("usable_gpu_memory_gb"), EstimateReport::rounded(e.usableGpuMemoryGb));
            }
            o.insert(QStringLiteral("context"), e.contextLength);
            o.insert(QStringLiteral("quantizations"), quantizations);
        }
        estimates.append(o);
    }
    QJsonObject out{{QStringLiteral("models"), names},
                    {QStringLiteral("hardware"), m_deviceName.isEmpty() ? QJsonValue()
                                                 : m_cpuOnly           ? QJsonValue(HardwareDevice::cpuOnlyKey())
                                                                       : QJsonValue(m_deviceName)},
                    {QStringLiteral("sections"), sections},
                    {QStringLiteral("estimates"), estimates}};
    if (!m_usable.isEmpty())
        out.insert(QStringLiteral("minimums"), EstimateReport::minimums(m_minimums));
    return out;
}
