#include "EstimateCommand.h"

#include "DeviceName.h"
#include "EstimateBasis.h"
#include "EstimateReport.h"
#include "Formatter.h"
#include "CatalogueFile.h"
#include "CatalogueSession.h"
#include "Console.h"
#include "MinimumsOption.h"
#include "ModelOptions.h"
#include "ModelRepository.h"
#include "NameMatcher.h"
#include "RunsOnCommand.h"
#include "RunsOnList.h"
#include "SpeedEstimator.h"
#include "WeightsRepositoryLookup.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace {

using Console::print;

QStringList modelNames(const QVector<HardwareRecord> &models)
{
    QStringList out;
    for (const HardwareRecord &m : models)
        out.append(m.name);
    return out;
}

// The one name among `names` that is `typed` as NameMatcher reads names ("llama3.1 8b" is
// "Llama 3.1-8B"); empty when none is, or when several are.
QString sameName(const QStringList &names, const QString &typed)
{
    const QString key = NameMatcher::key(typed);
    QString found;
    for (const QString &name : names) {
        if (key.isEmpty() || NameMatcher::key(name) != key)
            continue;
        if (!found.isEmpty())
            return QString();
        found = name;
    }
    return found;
}

// The finite, positive number an option holds, or nothing (and the message is printed).
std::optional<double> positiveValue(const QCommandLineParser &parser, const QString &name, const QString &message)
{
    bool ok = false;
    const double v = parser.value(name).toDouble(&ok); // C locale on purpose, as scripts write it
    if (!ok || !std::isfinite(v) || !(v > 0)) {
        print(stderr, message);
        return std::nullopt;
    }
    return v;
}

QString option(const char *name)
{
    return QLatin1String(name);
}


} // namespace

QList<QCommandLineOption> EstimateCommand::options()
{
    return {
        {option("estimate"), tr("Estimate the memory and speed of a model on some hardware and exit "
                                "(exit code 3 when the model has no estimate).")},
        {option("runs-on"), tr("List every open-weight model with how it runs on this device (named as for --hardware) "
                               "and exit; \"cpu\" for a computer without a GPU."), tr("device")},
        {option("model"), tr("For --estimate: the model, by its catalogue name or by its Hugging Face repository "
                             "(owner/name, or the name alone)."), tr("name")},
        {option("parameters"), tr("For --estimate: a model not in the catalogue, by parameter count (8e9 or 8B)."), tr("count")},
        {option("active-parameters"), tr("Parameters active per token, for a mixture-of-experts model."), tr("count")},
        {option("layers"), tr("Number of layers, for the KV cache."), tr("n")},
        {option("kv-heads"), tr("Number of key/value heads, for the KV cache."), tr("n")},
        {option("head-dim"), tr("Dimension of one attention head, for the KV cache."), tr("n")},
        {option("attention-layers"), tr("For a hybrid or sliding-window model: the layers whose KV cache grows with the "
                                        "context, fewer than --layers; 0 for a model without attention (Mamba)."), tr("n")},
        {option("sliding-window"), tr("For a model with sliding-window attention (Gemma 3): the tokens each layer beyond "
                                      "--attention-layers keeps (1024 for Gemma 3 27B)."), tr("n")},
        {option("kv-latent-width"), tr("For a model with multi-head latent attention (DeepSeek-V3): the elements "
                                       "cached per token and layer instead of keys and values (kv_lora_rank + "
                                       "qk_rope_head_dim, 576 for DeepSeek-V3); needs --layers."), tr("n")},
        {option("hardware"), tr("For --estimate and --compare: the device, by its name, an alias, the short name the "
                                 "window shows (\"RTX 4090\") or whole words that only its names hold (\"MI300X\"); "
                                 "\"cpu\" for no GPU: the processor runs the model from "
                                 "system RAM (--ram-gb, --ram-bandwidth-gbs)."), tr("device")},
        {option("memory-gb"), tr("For --estimate and --compare: memory of a device not in the catalogue, in GB as "
                                 "graphics cards are sold, of 2³⁰ bytes (GiB): 24 for a 24 GB card."), tr("GB")},
        {option("bandwidth-gbs"), tr("For --estimate and --compare: memory bandwidth of that device, in GB/s."), tr("GB/s")},
        {option("count"), tr("Number of identical GPUs (1–8, default 1)."), tr("n")},
        {option("context"), tr("Context length in tokens (default 8192; at most the model's documented maximum)."),
         tr("tokens")},
        {option("ram-gb"), tr("System RAM in GB as it is sold, of 2³⁰ bytes (GiB), for what does not fit on the GPU "
                              "(default 32)."), tr("GB")},
        {option("ram-bandwidth-gbs"), tr("System RAM bandwidth in GB/s (default 60, dual-channel DDR5)."), tr("GB/s")},
        {option("prompt-tokens"), tr("Prompt length for the time to first token (default 2048)."), tr("tokens")},
        {option("quant"), tr("Only this quantization, e.g. Q4_K_M (default: all)."), tr("type")},
        {option("min-quality"), tr("For --runs-on, --estimate and --compare: the worst quantization quality a model may "
                                   "be run at to count as usable: near_lossless, good (default), noticeable or large, or "
                                   "its name in the window (\"Noticeable loss\"). The best quantization is the best "
                                   "that meets both minimums; when none does, the closest: the fastest at this quality "
                                   "or better."), tr("tier")},
        {option("min-speed"), tr("For --runs-on, --estimate and --compare: the fewest tokens per second a model must "
                                 "reach to count as usable (default 10; 0 for any)."), tr("tokens")},
        {option("units"), tr("For --estimate and --runs-on, the unit of memory in the text output: gib (as "
                             "graphics cards are sold) or gb (10⁹ bytes); default: the one chosen in Preferences."), tr("unit")},
        {option("json"), tr("Print the answer as JSON.")},
    };
}

int EstimateCommand::run(QSqlDatabase db, const QCommandLineParser &parser)
{
    if (parser.isSet(option("estimate")))
        return estimate(db, parser);
    if (parser.isSet(option("runs-on")))
        return RunsOnCommand::run(db, parser);
    return -1;
}

QString EstimateCommand::contextNote(const ModelRecord &model, int asked, int used)
{
    if (used >= asked)
        return QString();
    if (model.contextLength && *model.contextLength > 0)
        return tr("Note: the context was capped to %Ln token(s), the most %1 is documented to read; the figures are "
                  "for that, not for the %2 asked for.", nullptr, used)
            .arg(model.name, Formatter::integer(asked));
    return tr("Note: the context was capped to %Ln token(s): how much %1 can read is not on record, and the figures "
              "assume no more than that, not the %2 asked for.", nullptr, used)
        .arg(model.name, Formatter::integer(asked));
}

std::optional<MemoryUnit::Unit> EstimateCommand::memoryUnit(const QCommandLineParser &parser)
{
    if (!parser.isSet(option("units")))
        return MemoryUnit::current();
    const auto unit = MemoryUnit::fromKey(parser.value(option("units")));
    if (!unit)
        print(stderr, tr("--units takes gib or gb, not \"%1\".").arg(parser.value(option("units"))));
    return unit;
}

std::optional<double> EstimateCommand::parsePositive(const QString &text)
{
    bool ok = false;
    const double v = text.trimmed().toDouble(&ok);
    if (!ok || !(v > 0) || !std::isfinite(v))
        return std::nullopt;
    return v;
}

std::optional<double> EstimateCommand::positiveOption(const QCommandLineParser &parser, const char *name)
{
    const auto value = parsePositive(parser.value(option(name)));
    if (!value)
        print(stderr, tr("--%1 takes a number above zero, not \"%2\".").arg(QLatin1String(name), parser.value(option(name))));
    return value;
}

int EstimateCommand::readFailed(const QString &error, const QCommandLineParser &parser)
{
    print(stderr, tr("The catalogue could not be read: %1").arg(error));
    // Damage seen: the next start checks the file whole, and the user learns how to rebuild it.
    if (Database::reportsDamage(error)) {
        CatalogueFile::noteDamage();
        print(stderr, CatalogueSession::repairAdvice(parser.value(QStringLiteral("database"))));
    }
    return 1;
}

QString EstimateCommand::deviceKey(const HardwareConfig &hardware)
{
    // Scripts read the same word in every language: the one --hardware takes.
    return hardware.device.isCpuOnly() ? HardwareDevice::cpuOnlyKey() : hardware.device.name;
}

QString EstimateCommand::cpuPromptNote()
{
    return tr("Without a GPU the prompt speed and the time to first token are not estimated: they depend on the "
              "processor's arithmetic, which the program does not know.");
}

int EstimateCommand::hardwareFrom(QSqlDatabase db, const QCommandLineParser &parser, const QString &deviceName,
                                  HardwareConfig *hardware)
{
    if (!deviceName.isEmpty()) {
        const auto device = DeviceName::resolve(db, deviceName);
        if (!device)
            return 2;
        hardware->device = *device;
    } else {
        if (!parser.isSet(option("memory-gb")) || !parser.isSet(option("bandwidth-gbs"))) {
            print(stderr, tr("Give the hardware as --hardware NAME, or as --memory-gb X --bandwidth-gbs Y."));
            return 2;
        }
        const auto memory = positiveOption(parser, "memory-gb");
        const auto bandwidth = positiveOption(parser, "bandwidth-gbs");
        if (!memory || !bandwidth)
            return 2;
        // Named by its figures, as a phrase: the name follows "on" and "Su" mid-sentence, where a
        // capitalised "Custom device" read as a product name and told nothing the options had said.
        hardware->device.name = tr("a device of %1 GB at %2 GB/s")
                                    .arg(Formatter::number(*memory, 1), Formatter::number(*bandwidth, 1));
        hardware->device.memoryGb = *memory;
        hardware->device.bandwidthGbs = *bandwidth;
    }
    if (parser.isSet(option("count"))) {
        bool ok = false;
        const int count = parser.value(option("count")).toInt(&ok);
        if (!ok || count < 1 || count > 8) {
            print(stderr, tr("--count takes a number from 1 to 8."));
            return 2;
        }
        if (hardware->device.isUnifiedMemory() && count > 1)   // a Mac is one machine with one memory
            print(stderr, tr("--count %1 is ignored: %2 has unified memory, one machine that counts as one device.")
                              .arg(QString::number(count), hardware->device.name));
        if (hardware->device.isCpuOnly() && count > 1)
            print(stderr, tr("--count %1 is ignored: without a GPU there are no cards to count.").arg(QString::number(count)));
        hardware->count = hardware->device.isUnifiedMemory() || hardware->device.isCpuOnly() ? 1 : count;
    }
    if (parser.isSet(option("context"))) {
        bool ok = false;
        const int context = parser.value(option("context")).toInt(&ok);
        if (!ok || context < 1) {
            print(stderr, tr("--context takes a number of tokens."));
            return 2;
        }
        hardware->contextLength = context;
    }
    // What does not fit on the GPU, and the prompt the time to first token is for.
    const struct
    {
        const char *name;
        QString message;
    } numbers[] = {{"ram-gb", tr("--ram-gb takes a positive number of GB.")},
                   {"ram-bandwidth-gbs", tr("--ram-bandwidth-gbs takes a positive number of GB/s.")},
                   {"prompt-tokens", tr("--prompt-tokens takes a positive number of tokens.")}};
    for (const auto &n : numbers) {
        if (!parser.isSet(option(n.name)))
            continue;
        const auto value = positiveValue(parser, option(n.name), n.message);
        if (!value)
            return 2;
        if (qstrcmp(n.name, "ram-gb") == 0)
            hardware->systemRamGb = *value;
        else if (qstrcmp(n.name, "ram-bandwidth-gbs") == 0)
            hardware->systemRamBandwidthGbs = *value;
        else if (*value > 10'000'000 || *value != std::floor(*value)) {
            print(stderr, n.message);
            return 2;
        } else {
            hardware->promptTokens = int(*value);
        }
    }
    return 0;
}

std::optional<ModelRecord> EstimateCommand::findModel(QSqlDatabase db, const QString &typed, QString *readError,
                                                      QStringList *closest)
{
    const ModelRepository repository(db);
    auto found = repository.byName(typed, readError);
    if (found || !readError->isEmpty())
        return found;
    const QStringList names = modelNames(repository.allForHardware(readError));
    if (const QString same = sameName(names, typed); !same.isEmpty() && readError->isEmpty())
        found = repository.byName(same, readError);
    // As Hugging Face names it: "meta-llama/Llama-3.1-8B" or "Llama-3.1-8B", exactly.
    if (!found && readError->isEmpty())
        found = WeightsRepositoryLookup::find(db, typed, readError);
    if (!found && readError->isEmpty())
        *closest = NameMatcher::closest(names, typed);
    return found;
}

int EstimateCommand::estimate(QSqlDatabase db, const QCommandLineParser &parser)
{
    ModelRecord model;
    if (parser.isSet(option("model"))) {
        const QString name = parser.value(option("model"));
        QString readError;
        QStringList closest;
        const auto found = findModel(db, name, &readError, &closest);
        if (!readError.isEmpty())
            return readFailed(readError, parser);
        if (!found) {
            print(stderr, tr("Unknown model \"%1\". Closest names: %2.").arg(name, closest.join(QStringLiteral("; "))));
            return 2;
        }
        model = *found;
    } else if (parser.isSet(option("parameters"))) {
        const auto custom = ModelOptions::read(parser);
        if (!custom)
            return 2;
        model = *custom;
    } else {
        print(stderr, tr("--estimate needs --model NAME or --parameters N."));
        return 2;
    }

    HardwareConfig hardware;
    if (const int code = hardwareFrom(db, parser, parser.value(option("hardware")), &hardware))
        return code;

    std::optional<Quantization::Type> only;
    if (parser.isSet(option("quant"))) {
        only = Quantization::fromName(parser.value(option("quant")).toUpper());
        if (!only) {
            QStringList names;
            for (Quantization::Type t : Quantization::all())
                names.append(Quantization::name(t));
            print(stderr, tr("Unknown quantization \"%1\"; use one of %2.")
                              .arg(parser.value(option("quant")), names.join(QStringLiteral(", "))));
            return 2;
        }
    }

    const auto minimums = MinimumsOption::read(parser);
    if (!minimums)
        return 2;

    const Estimate e = Estimator::estimate(model, hardware);
    if (!e.isValid()) {
        // A script reading --json gets an answer it can parse, in the shape --compare --json gives
        // such a model (CompareTable::toJson); the exit code still says there is no estimate.
        if (parser.isSet(option("json")))
            print(stdout, QString::fromUtf8(QJsonDocument(QJsonObject{{QStringLiteral("model"), model.name},
                                                                      {QStringLiteral("no_estimate"), Estimator::noEstimateReasonText(e.reason)}})
                                                .toJson(QJsonDocument::Indented))
                              .trimmed());
        print(stderr, Estimator::noEstimateReasonText(model.name, e.reason));
        return 3;
    }
    // The header says the context the figures are for; a cap the user did not expect is said too.
    if (const QString note = contextNote(model, hardware.contextLength, e.contextLength);
        parser.isSet(option("context")) && !note.isEmpty())
        print(stderr, note);
    QVector<QuantEstimate> rows;
    for (const QuantEstimate &q : e.quantizations) {
        if (!only || q.quantization == *only)
            rows.append(q);
    }
    if (rows.isEmpty()) {
        print(stderr, tr("%1 is offered for mixture-of-experts models only (give --active-parameters).")
                          .arg(Quantization::name(*only)));
        return 2;
    }

    // A mixture of experts without its active parameters: the speeds are lower bounds, never facts.
    const ModelSizing sizing = Estimator::sizing(model);
    const bool lowerBound = sizing.mixtureOfExperts && !sizing.experts.isValid();
    // The one the From hardware view and --runs-on show for this model on this hardware: the best
    // that meets the minimums (on the GPU first, then the highest quality), else the closest.
    const UsableEstimate usable = UsableQuantization::choose(sizing, hardware, *minimums);
    if (parser.isSet(option("json"))) {
        QJsonArray list;
        for (const QuantEstimate &q : rows)
            list.append(EstimateReport::quantization(q));
        const QJsonObject out{
            {QStringLiteral("model"), model.name},
            {QStringLiteral("hardware"), deviceKey(hardware)},
            {QStringLiteral("count"), hardware.count},
            {QStringLiteral("context"), e.contextLength},
            {QStringLiteral("prompt_tokens"), hardware.promptTokens},
            {QStringLiteral("usable_gpu_memory_gb"), EstimateReport::rounded(e.usableGpuMemoryGb)},
            {QStringLiteral("best"), usable.runs ? QJsonValue(Quantization::name(usable.shown.quantization)) : QJsonValue()},
            {QStringLiteral("meets_minimums"), usable.meets},
            {QStringLiteral("minimums"), EstimateReport::minimums(*minimums)},
            {QStringLiteral("speed_is_lower_bound"), lowerBound},
            {QStringLiteral("quantizations"), list},
            // What the figures rest on, as the From hardware pane explains them: for the quantization it
            // shows (the best, or the closest), or the one asked for with --quant.
            {QStringLiteral("basis"), EstimateBasis::json(model, sizing, hardware, only ? rows.constFirst() : usable.shown)}};
        print(stdout, QString::fromUtf8(QJsonDocument(out).toJson(QJsonDocument::Indented)).trimmed());
        return 0;
    }

    const auto unit = memoryUnit(parser);
    if (!unit)
        return 2;
    const QString symbol = MemoryUnit::symbol(*unit);
    const auto mem = [&](double gb) { return EstimateReport::memory(gb, *unit); };
    const bool unified = hardware.device.isUnifiedMemory();
    print(stdout, EstimateReport::heading(model.name, hardware, e, *unit));
    QVector<QStringList> cells;
    bool approximate = false;
    for (const QuantEstimate &q : rows) {
        approximate = approximate || q.kvApproximate;
        cells.append({Quantization::name(q.quantization), Quantization::qualityName(q.quality), mem(q.weightsGb),
                      mem(q.kvCacheGb) + (q.kvApproximate ? QStringLiteral("*") : QString()),
                      mem(q.overheadGb), EstimateReport::memoryText(q.totalGb, q.gpuGb, q.ramGb, *unit, unified),
                      Estimator::fitLevelName(q.fit, unified), EstimateReport::speedText(q.tokensPerSecond, lowerBound),
                      EstimateReport::speedText(q.promptTokensPerSecond, lowerBound),
                      EstimateReport::secondsText(q.timeToFirstTokenS, lowerBound)});
    }
    //: column titles; %1 is the memory unit (GB)
    print(stdout, EstimateReport::table({tr("Quantization"), tr("Quality"), tr("Weights %1").arg(symbol), tr("KV cache %1").arg(symbol),
                                         tr("Overhead %1").arg(symbol), tr("Total %1").arg(symbol), tr("Fit"),
                                         tr("Tokens/s low–high (expected)"), tr("Prompt tokens/s"),
                                         tr("First token after %Ln prompt token(s), s", nullptr, hardware.promptTokens)},
                                        cells));
    print(stdout, MemoryUnit::definition(*unit) + QLatin1Char('.'));
    if (approximate)
        print(stdout, tr("* Architecture not on record: the KV cache is approximate."));
    if (sizing.kvNone)
        print(stdout, tr("No attention layers: no KV cache that grows with the context (the state of fixed size is in "
                         "the overhead)."));
    if (lowerBound)
        print(stdout, tr("A mixture of experts whose active parameters are not on record: every weight is counted as read "
                         "for each token, so it runs faster than these figures; how much faster cannot be worked out."));
    if (hardware.device.isCpuOnly())
        print(stdout, cpuPromptNote());
    print(stdout, SpeedEstimator::calibrationText(rows.constFirst().basis));
    if (usable.runs)
        print(stdout, MinimumsOption::bestLine(usable, *minimums, only));
    return 0;
}
