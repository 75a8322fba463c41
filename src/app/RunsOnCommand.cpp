#include "RunsOnCommand.h"

#include "Console.h"
#include "EstimateCommand.h"
#include "MinimumsOption.h"
#include "EstimateReport.h"
#include "Formatter.h"
#include "ModelRepository.h"
#include "RunsOnList.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>

namespace {

using Console::print;

QString option(const char *name)
{
    return QLatin1String(name);
}

// The models whose figures are for less context than asked: their documented maximum is smaller, or,
// with none on record, the estimator's assumed one is.
struct CappedContexts
{
    int documented = 0;
    int notOnRecord = 0;
    int assumedMaximum = 0;
};

CappedContexts cappedContexts(const RunsOnList &list, const RunsOnResult &result, int asked)
{
    CappedContexts capped;
    for (int c = 0; c < result.rows.size(); ++c) {
        const int used = result.rows.at(c).contextLength;
        if (used >= asked)
            continue;
        const std::optional<int> &maximum = list.candidate(c).contextLength;
        if (maximum && *maximum > 0) {
            ++capped.documented;
        } else {
            ++capped.notOnRecord;
            capped.assumedMaximum = used;
        }
    }
    return capped;
}

} // namespace

int RunsOnCommand::run(QSqlDatabase db, const QCommandLineParser &parser)
{
    const auto minimums = MinimumsOption::read(parser);
    const auto unit = EstimateCommand::memoryUnit(parser);
    if (!minimums || !unit)
        return 2;
    HardwareConfig hardware;
    if (const int code = EstimateCommand::hardwareFrom(db, parser, parser.value(option("runs-on")), &hardware))
        return code;
    QString readError;
    const RunsOnList runsOn(ModelRepository(db).allForHardware(&readError));
    if (!readError.isEmpty())
        return EstimateCommand::readFailed(readError, parser);
    const RunsOnResult result = runsOn.compute(hardware, *minimums);
    // The order the window opens with: the largest models that meet the minimums first, then the rest.
    const QVector<int> order = runsOn.arrange(result, RunsOnArrangement());
    const CappedContexts capped = cappedContexts(runsOn, result, hardware.contextLength);

    if (parser.isSet(option("json"))) {
        QJsonArray list;
        for (int c : order)
            list.append(EstimateReport::runsOnRow(result.rows.at(c), runsOn.candidate(c), result.availableGb));
        const QJsonObject out{
            {QStringLiteral("hardware"), EstimateCommand::deviceKey(hardware)},
            {QStringLiteral("count"), hardware.count},
            {QStringLiteral("context_tokens"), hardware.contextLength},
            {QStringLiteral("context_capped"), capped.documented + capped.notOnRecord},
            {QStringLiteral("prompt_tokens"), hardware.promptTokens},
            {QStringLiteral("entirely_on_gpu"), result.entirelyOnGpu},
            {QStringLiteral("runs_on_cpu"), result.cpuOnly ? QJsonValue(result.runsOnCpu) : QJsonValue()},
            {QStringLiteral("minimums"), EstimateReport::minimums(result.minimums)},
            {QStringLiteral("meet_minimums"), result.meetsMinimums},
            {QStringLiteral("models"), list},
            {QStringLiteral("left_out"), QJsonObject{{QStringLiteral("weights_not_published"), result.weightsNotPublished},
                                                     {QStringLiteral("access_not_on_record"), result.accessNotOnRecord},
                                                     {QStringLiteral("not_text_generators"), result.notTextGenerators},
                                                     {QStringLiteral("unknown_size"), result.unknownSize}}}};
        print(stdout, QString::fromUtf8(QJsonDocument(out).toJson(QJsonDocument::Indented)).trimmed());
        return 0;
    }

    const QString device = hardware.devicesName();
    // The context every figure below is for (the prompt is in the first token's column title).
    //: %3 is "a context of 8,192 tokens"
    //: completes "… entirely on the GPU, with %3." and "… on the CPU, with %3."
    const QString context = tr("a context of %Ln token(s)", nullptr, hardware.contextLength);
    if (result.cpuOnly)
        //: %1 the system RAM and %2 what a model may take of it (memory figures with their unit, GB), %3 how many
        //: models fit in that, %4 "a context of 8,192 tokens"
        print(stdout, tr("Without a GPU, %1 of system RAM (%2 for a model) runs %3 of %Ln open-weight model(s) on "
                         "the CPU, with %4.", nullptr, int(result.rows.size()))
                          .arg(MemoryUnit::text(hardware.systemRamGb * 1024.0 * 1024.0 * 1024.0 / 1e9, *unit),
                               MemoryUnit::text(result.availableGb, *unit), QString::number(result.runsOnCpu), context));
    else
        //: %3 is "a context of 8,192 tokens"
        print(stdout, tr("%1 runs %2 of %Ln open-weight model(s) entirely on the GPU, with %3.", nullptr, int(result.rows.size()))
                          .arg(device, QString::number(result.entirelyOnGpu), context));
    // Over every sized model, those only partly on the GPU included, not only the ones the line above counts
    // (in words true of a Mac too, which has no system RAM apart from the GPU's).
    const QString quality = Quantization::qualityName(result.minimums.quality);
    const QString speed = Formatter::number(result.minimums.tokensPerSecond, 1);
    const QString sized = QString::number(result.rows.size());
    // Without a GPU there is nothing "not entirely on the GPU" to include.
    if (result.cpuOnly && result.meetsMinimums == 0 && !result.rows.isEmpty())
        print(stdout, tr("None of the %3 models meets the minimums (quality: %1 or better; at least %2 tokens/s) on the CPU.")
                          .arg(quality, speed, sized));
    else if (result.cpuOnly)
        print(stdout, tr("%n of the %3 models meet the minimums (quality: %1 or better; at least %2 tokens/s) on the CPU, "
                         "and come first, the largest first.", nullptr, result.meetsMinimums)
                          .arg(quality, speed, sized));
    else if (result.meetsMinimums == 0 && !result.rows.isEmpty())
        print(stdout, tr("None of the %3 models meets the minimums (quality: %1 or better; at least %2 tokens/s), those "
                         "not entirely on the GPU included.")
                          .arg(quality, speed, sized));
    else
        print(stdout, tr("%n of the %3 models meet the minimums (quality: %1 or better; at least %2 tokens/s), those not "
                         "entirely on the GPU included, and come first, the largest first.", nullptr, result.meetsMinimums)
                          .arg(quality, speed, sized));
    QVector<QStringList> cells;
    bool lowerBound = false;
    for (int c : order) {
        const RunsOnRow &r = result.rows.at(c);
        const HardwareRecord &m = runsOn.candidate(c);
        lowerBound = lowerBound || (r.runs && r.speedIsLowerBound);
        cells.append({m.name, Formatter::count(m.parameters.value_or(0)), Estimator::fitLevelName(r.fit, result.unifiedMemory),
                      r.runs ? Quantization::name(r.quantization) : Formatter::missing(),
                      r.runs ? Quantization::qualityName(r.quality) : Formatter::missing(),
                      QStringLiteral("%1 / %2").arg(EstimateReport::memoryText(r.totalGb, r.gpuGb, r.ramGb, *unit, result.unifiedMemory),
                                                    EstimateReport::memory(result.availableGb, *unit)),
                      EstimateReport::speedText(r.tokensPerSecond, r.speedIsLowerBound),
                      EstimateReport::secondsText(r.timeToFirstTokenS, r.speedIsLowerBound),
                      r.meetsMinimums ? tr("yes") : tr("no")});
    }
    //: column titles; %1 is the memory unit (GB)
    print(stdout, EstimateReport::table({tr("Model"), tr("Parameters"), tr("Fit"), tr("Best quantization"), tr("Quality"),
                                         tr("Needed / available %1").arg(MemoryUnit::symbol(*unit)), tr("Tokens/s low–high (expected)"),
                                         tr("First token after %Ln prompt token(s), s", nullptr, hardware.promptTokens),
                                         tr("Usable")},
                                        cells));
    print(stdout, MemoryUnit::definition(*unit) + QLatin1Char('.'));
    if (result.cpuOnly)
        print(stdout, EstimateCommand::cpuPromptNote());
    if (lowerBound)
        print(stdout, tr("\"at least\": a mixture of experts whose active parameters are not on record, counted as if every "
                         "weight were read for each token; it runs faster, by how much cannot be worked out."));
    // The header's context is not every model's: said once for all of them, not per row.
    if (capped.documented > 0)
        print(stdout, tr("%n model(s) were estimated at their own maximum context, below the %1 tokens asked for.", nullptr,
                         capped.documented)
                          .arg(Formatter::integer(hardware.contextLength)));
    if (capped.notOnRecord > 0)
        print(stdout, tr("%n model(s) whose maximum context is not on record were estimated at %1 tokens, the most the "
                         "estimate assumes, not at the %2 asked for.", nullptr, capped.notOnRecord)
                          .arg(Formatter::integer(capped.assumedMaximum), Formatter::integer(hardware.contextLength)));
    // One sentence, so that a translation may order it as its language needs.
    print(stdout, tr("%Ln model(s) left out: %1 with weights not published, %4 whose access is not on record, %2 that "
                     "do not write text (image, speech, biology, encoder and embedding models…), %3 of unknown size", nullptr,
                     result.leftOut())
                      .arg(Formatter::integer(result.weightsNotPublished), Formatter::integer(result.notTextGenerators),
                           Formatter::integer(result.unknownSize), Formatter::integer(result.accessNotOnRecord)));
    return 0;
}
