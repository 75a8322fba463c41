#include "ArgumentCheck.h"

#include "CommandLine.h"
#include "charts/ChartExporter.h"

#include <QCommandLineParser>

namespace {

QString dashed(const QString &name)
{
    return QStringLiteral("--") + name;
}

// The options that belong to some commands only, and the commands that read them. The rest (--lang,
// --database, --repair, --help, --version) go with any command or none.
struct Scope
{
    const char *option;
    QStringList commands;
};

const QVector<Scope> &scopes()
{
    const QString estimate = QStringLiteral("estimate"), runsOn = QStringLiteral("runs-on"), compare = QStringLiteral("compare"),
                  list = QStringLiteral("list"), chart = QStringLiteral("export-chart");
    static const QVector<Scope> table{
        {"model", {estimate}}, {"parameters", {estimate}}, {"active-parameters", {estimate}}, {"layers", {estimate}},
        {"kv-heads", {estimate}}, {"head-dim", {estimate}}, {"attention-layers", {estimate}}, {"sliding-window", {estimate}},
        {"quant", {estimate}},
        {"hardware", {estimate, compare}}, {"memory-gb", {estimate, compare}}, {"bandwidth-gbs", {estimate, compare}},
        {"count", {estimate, runsOn, compare}}, {"context", {estimate, runsOn, compare}},
        {"ram-gb", {estimate, runsOn, compare}}, {"ram-bandwidth-gbs", {estimate, runsOn, compare}},
        {"prompt-tokens", {estimate, runsOn, compare}},
        {"kv-latent-width", {estimate}},
        {"min-quality", {estimate, runsOn, compare}}, {"min-speed", {estimate, runsOn, compare}},
        {"units", {estimate, runsOn}},
        {"json", {estimate, runsOn, compare, list}},
        {"search", {list}}, {"domain", {list}}, {"country", {list}}, {"organization", {list}}, {"open-weights", {list}},
        {"from-year", {list}}, {"to-year", {list}}, {"min-parameters", {list}}, {"max-parameters", {list}}, {"sort", {list}},
        {"width", {chart}}, {"height", {chart}}, {"label-records", {chart}},
    };
    return table;
}

// "--estimate", "--estimate or --compare", "--estimate, --runs-on or --compare".
QString alternatives(const QStringList &commands)
{
    QStringList names;
    for (const QString &c : commands)
        names.append(dashed(c));
    if (names.size() < 2)
        return names.value(0);
    const QString last = names.takeLast();
    //: the last two of a list of options: "--estimate or --compare"
    return ArgumentCheck::tr("%1 or %2").arg(names.join(QStringLiteral(", ")), last);
}

// The first of `options` that is set, or empty.
QString firstSet(const QCommandLineParser &parser, std::initializer_list<const char *> options)
{
    for (const char *option : options) {
        if (parser.isSet(QLatin1String(option)))
            return QLatin1String(option);
    }
    return QString();
}

QString together(const QString &a, const QString &b, const QString &why)
{
    //: two options that conflict, then why
    return ArgumentCheck::tr("%1 and %2 cannot be given together: %3").arg(dashed(a), dashed(b), why);
}

// A device or a model given twice, for `command`; empty when there is none.
QString conflict(const QCommandLineParser &parser, const QString &command)
{
    const QString custom = firstSet(parser, {"memory-gb", "bandwidth-gbs"});
    if (command == QLatin1String("runs-on")) {
        if (const QString device = firstSet(parser, {"hardware", "memory-gb", "bandwidth-gbs"}); !device.isEmpty())
            return together(command, device, ArgumentCheck::tr("--runs-on names the device itself."));
    }
    if (parser.isSet(QStringLiteral("hardware")) && !custom.isEmpty())
        return together(QStringLiteral("hardware"), custom,
                        ArgumentCheck::tr("a device is named with --hardware or described with --memory-gb and "
                                          "--bandwidth-gbs, not both."));
    if (command != QLatin1String("estimate") || !parser.isSet(QStringLiteral("model")))
        return QString();
    if (parser.isSet(QStringLiteral("parameters")))
        return together(QStringLiteral("model"), QStringLiteral("parameters"),
                        ArgumentCheck::tr("a model is named with --model or described with --parameters, not both."));
    if (const QString shape = firstSet(parser, {"active-parameters", "layers", "kv-heads", "head-dim", "attention-layers",
                                                    "sliding-window", "kv-latent-width"});
        !shape.isEmpty())
        return together(QStringLiteral("model"), shape,
                        ArgumentCheck::tr("a model named with --model has the catalogue's figures; --active-parameters, "
                                          "--layers, --kv-heads, --head-dim, --attention-layers, --sliding-window and "
                                          "--kv-latent-width "
                                          "describe one given with --parameters."));
    return QString();
}

// What --export-chart cannot draw as asked: no file or two, an unknown kind, a size that is not whole
// pixels or out of range. Refused here, before the application that draws it exists, with exit code 2
// as every other mistake in a command line; empty when it may run.
QString chartError(const QCommandLineParser &parser, const QStringList &words)
{
    if (words.isEmpty())
        return ArgumentCheck::tr("--export-chart needs a chart kind and a file name.");
    if (words.size() > 1)
        return ArgumentCheck::tr("Unexpected argument \"%1\": --export-chart writes one file (put a name with spaces "
                                 "in quotes).")
            .arg(words.at(1));
    if (const QString error = ChartExporter::kindError(parser.value(QStringLiteral("export-chart"))); !error.isEmpty())
        return error;
    if (const QString error = ChartExporter::fileNameError(words.constFirst()); !error.isEmpty())
        return error;
    QSize size(ChartExporter::DefaultWidth, ChartExporter::DefaultHeight);
    for (const char *name : {"width", "height"}) {
        const QString option = QLatin1String(name);
        if (!parser.isSet(option))
            continue;
        bool ok = false;
        const int pixels = parser.value(option).toInt(&ok);
        if (!ok)
            return ArgumentCheck::tr("%1 takes a whole number of pixels, not \"%2\".").arg(dashed(option), parser.value(option));
        (option == QLatin1String("width") ? size.rwidth() : size.rheight()) = pixels;
    }
    return ChartExporter::sizeError(size);
}

} // namespace

ArgumentCheck::Findings ArgumentCheck::check(const QCommandLineParser &parser)
{
    Findings findings;
    const QStringList commands = CommandLine::givenCommands(parser);
    const QStringList words = parser.positionalArguments();
    if (commands.size() > 1) {
        findings.error = tr("%1 and %2 are two commands; give one at a time.").arg(dashed(commands.at(0)), dashed(commands.at(1)));
        return findings;
    }
    if (commands.isEmpty()) {
        // The window reads none of these; a script that gave them meant a command it left out.
        if (!words.isEmpty()) {
            findings.error = tr("Unexpected argument \"%1\": without a command the program opens its window, which "
                                "takes no file or name. To merge a CSV file into the catalogue, use --import %1.")
                                 .arg(words.constFirst());
            return findings;
        }
        for (const Scope &scope : scopes()) {
            if (!parser.isSet(QLatin1String(scope.option)))
                continue;
            findings.error = scope.commands.size() == 1
                ? tr("%1 goes with %2, which was not given.").arg(dashed(QLatin1String(scope.option)), alternatives(scope.commands))
                : tr("%1 goes with %2, and none of them was given.").arg(dashed(QLatin1String(scope.option)),
                                                                          alternatives(scope.commands));
            return findings;
        }
        return findings;
    }

    const QString command = commands.constFirst();
    findings.error = conflict(parser, command);
    if (!findings.error.isEmpty())
        return findings;
    if (!words.isEmpty()) {
        // --compare reads names, --export-chart its file (each says when there are too few or too
        // many: chartError for --export-chart), --list the words of its search.
        if (command == QLatin1String("list") && parser.isSet(QStringLiteral("search"))) {
            findings.error = tr("The search is given twice, with --search and as words after the options (\"%1\"); "
                                "give one.")
                                 .arg(words.join(QLatin1Char(' ')));
            return findings;
        }
        if (command != QLatin1String("compare") && command != QLatin1String("export-chart") && command != QLatin1String("list")) {
            findings.error = tr("Unexpected argument \"%1\": %2 takes no words after its options (put a name with "
                                "spaces in quotes).")
                                 .arg(words.constFirst(), dashed(command));
            return findings;
        }
    }

    if (command == QLatin1String("export-chart")) {
        findings.error = chartError(parser, words);
        if (!findings.error.isEmpty())
            return findings;
    }

    // The options that describe how the device given is set up, and the minimums its best quantization
    // meets: without a device, --compare reads none and takes the window's.
    const QStringList setUp{QStringLiteral("count"), QStringLiteral("context"), QStringLiteral("ram-gb"),
                            QStringLiteral("ram-bandwidth-gbs"), QStringLiteral("prompt-tokens"),
                            QStringLiteral("min-quality"), QStringLiteral("min-speed")};
    const bool compareOnWindowsDevice =
        command == QLatin1String("compare") && firstSet(parser, {"hardware", "memory-gb", "bandwidth-gbs"}).isEmpty();
    for (const Scope &scope : scopes()) {
        const QString option = QLatin1String(scope.option);
        if (!parser.isSet(option))
            continue;
        if (!scope.commands.contains(command))
            findings.warnings.append(tr("%1 is ignored: %2 does not read it (it goes with %3).")
                                         .arg(dashed(option), dashed(command), alternatives(scope.commands)));
        else if (compareOnWindowsDevice && setUp.contains(option))
            findings.warnings.append(tr("%1 is ignored: without --hardware, --compare uses the device and set-up "
                                        "chosen in the window.")
                                         .arg(dashed(option)));
    }
    return findings;
}
