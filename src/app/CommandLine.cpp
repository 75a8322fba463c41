#include "CommandLine.h"

#include "ArgumentCheck.h"
#include "CompareCommand.h"
#include "Database.h"
#include "EstimateCommand.h"
#include "LanguageManager.h"
#include "ListCommand.h"
#include "NameMatcher.h"

#include <QCommandLineParser>
#include <QDir>

namespace {

// The options QGuiApplication, QApplication and the display plugins take out of the arguments before
// the program sees them ("-style fusion", "-platform offscreen", "-reverse"), with or without a
// second dash and with their value after "=" or as the next argument. start() leaves them out, as the
// window's parse never sees them.
QStringList withoutWindowSystemOptions(const QStringList &arguments)
{
    static const QStringList withValue{
        QStringLiteral("platform"), QStringLiteral("platformpluginpath"), QStringLiteral("platformtheme"),
        QStringLiteral("plugin"), QStringLiteral("qwindowgeometry"), QStringLiteral("geometry"),
        QStringLiteral("qwindowicon"), QStringLiteral("icon"), QStringLiteral("qwindowtitle"), QStringLiteral("title"),
        QStringLiteral("session"), QStringLiteral("display"), QStringLiteral("name"), QStringLiteral("style"),
        QStringLiteral("stylesheet"), QStringLiteral("visual")};
    static const QStringList flags{QStringLiteral("reverse"), QStringLiteral("widgetcount"), QStringLiteral("nograb"),
                                   QStringLiteral("dograb"), QStringLiteral("sync"), QStringLiteral("testability")};
    QStringList kept;
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        const QString &arg = arguments.at(i);
        if (i == 0 || !arg.startsWith(QLatin1Char('-')) || arg == QLatin1String("--")) {
            kept.append(arg);
            continue;
        }
        QString name = arg.mid(arg.startsWith(QLatin1String("--")) ? 2 : 1);
        const bool valueAttached = name.contains(QLatin1Char('='));
        name = name.section(QLatin1Char('='), 0, 0);
        if (name == QLatin1String("qmljsdebugger") || flags.contains(name))
            continue;
        if (withValue.contains(name)) {
            if (!valueAttached)
                ++i;
            continue;
        }
        kept.append(arg);
    }
    return kept;
}

// The spelling the user gave an option the parser does not know: "--lsit", "-lsit", "--lsit=3".
QString asTyped(const QString &name, const QStringList &arguments)
{
    for (const QString &arg : arguments) {
        if (!arg.startsWith(QLatin1Char('-')))
            continue;
        const QString bare = arg.mid(arg.startsWith(QLatin1String("--")) ? 2 : 1).section(QLatin1Char('='), 0, 0);
        if (bare == name)
            return arg.section(QLatin1Char('='), 0, 0);
    }
    return (name.size() == 1 ? QStringLiteral("-") : QStringLiteral("--")) + name;
}

} // namespace

QList<QCommandLineOption> CommandLine::options()
{
    // Our own --help and --version rather than addHelpOption() and addVersionOption(): Qt's
    // descriptions of those (and of its --help-all) have no Italian in Qt's own translations, so they
    // would stay in English in an Italian help. --help-all is kept as a hidden synonym of --help.
    QCommandLineOption helpAllOption(QStringLiteral("help-all"), tr("Show this help and exit."));
    helpAllOption.setFlags(QCommandLineOption::HiddenFromHelp);
    //: value name in --help: a file name
    const QString fileValue = tr("file");
    //: value name in --help: a size in pixels
    const QString pixelsValue = tr("pixels");
    QList<QCommandLineOption> options{
        {{QStringLiteral("h"), QStringLiteral("help")}, tr("Show this help and exit.")},
        helpAllOption,
        {{QStringLiteral("v"), QStringLiteral("version")}, tr("Show the program's version and exit.")},
        {QStringLiteral("lang"), tr("Interface language: en or it."),
         //: value name in --help: a language code such as "it"
         tr("code")},
        {QStringLiteral("database"), tr("Use this catalogue file instead of yours (the one named above)."), fileValue},
        {QStringLiteral("export-csv"), tr("Write every model of the catalogue to a CSV file and exit."), fileValue},
        {QStringLiteral("import"),
         tr("Merge an Epoch AI CSV export into the catalogue, print a report and exit "
            "(exit code 2 when the file is rejected; nothing is changed then)."),
         fileValue},
        {QStringLiteral("repair"),
         tr("Move the catalogue file aside and build a fresh one from the data shipped "
            "with the program, carrying over favourites, notes and devices; for a "
            "catalogue that SQLite reports damaged.")},
        {QStringLiteral("export-chart"),
         tr("Draw the catalogue as a chart (compute-over-time, parameters-over-time, "
            "compute-vs-parameters or models-per-year), write it to the file "
            "that follows (PNG or SVG: its name ends in .png or .svg) and exit."),
         //: value name in --help: the kind of chart
         tr("kind")},
        {QStringLiteral("width"), tr("Width of the exported chart in pixels (default 1600)."), pixelsValue},
        {QStringLiteral("height"), tr("Height of the exported chart in pixels (default 1000)."), pixelsValue},
        {QStringLiteral("label-records"),
         tr("With --export-chart: write the names of the record-setting models "
            "(each one higher than every model before it) beside their points.")},
    };
    options += EstimateCommand::options();
    options += CompareCommand::options();
    options += ListCommand::options();
    return options;
}

void CommandLine::setUp(QCommandLineParser *parser)
{
    parser->setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    // The path on a line of its own: QCommandLineParser wraps an option's description at a fixed
    // width and would break a path inside a word ("catalo/gue.sqlite"); the description on top is
    // printed as written.
    //: %1 is the path of the catalogue file: keep it on a line of its own, as the help prints it
    parser->setApplicationDescription(tr("Model Atlas: an offline catalogue of notable AI models.\n"
                                         "Without options it opens the window on your catalogue, kept in the file\n"
                                         "  %1\n"
                                         "unless --database names another.")
                                          .arg(QDir::toNativeSeparators(Database::defaultPath())));
    parser->addOptions(options());
    // QCommandLineParser heads the words after the options "Arguments:", in Qt's own translation,
    // whose Italian is "Parametri:", the word --help and the window use for a model's parameters. Our
    // translation is searched before Qt's (LanguageManager), so it gives the heading here.
    //: heading of the words after the options in --help; not a model's parameters
    static const char *const argumentsHeading = QT_TRANSLATE_NOOP("QCommandLineParser", "Arguments:");
    Q_UNUSED(argumentsHeading)
    //: value name in --help: a file name
    const QString fileValue = tr("file");
    parser->addPositionalArgument(fileValue, tr("With --export-chart: the PNG or SVG file to write."),
                                  QStringLiteral("[%1]").arg(fileValue));
    //: value name in --help: model names
    const QString namesValue = tr("names");
    parser->addPositionalArgument(namesValue,
                                  tr("With --compare: two to four model names. With --list: words to "
                                     "search for, as --search takes them."),
                                  QStringLiteral("[%1…]").arg(namesValue));
}

const QStringList &CommandLine::commands()
{
    static const QStringList names{QStringLiteral("import"),  QStringLiteral("export-csv"), QStringLiteral("estimate"),
                                   QStringLiteral("runs-on"), QStringLiteral("compare"),    QStringLiteral("list"),
                                   QStringLiteral("export-chart")};
    return names;
}

QStringList CommandLine::givenCommands(const QCommandLineParser &parser)
{
    QStringList given;
    for (const QString &command : commands()) {
        if (parser.isSet(command))
            given.append(command);
    }
    return given;
}

CommandLine::Start CommandLine::start(int argc, char **argv)
{
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments.append(QString::fromLocal8Bit(argv[i]));
    QCommandLineParser parser;
    setUp(&parser);
    if (!parser.parse(withoutWindowSystemOptions(arguments)))
        return Start::Headless;
    for (const char *answered : {"help", "help-all", "version", "repair"}) {
        if (parser.isSet(QLatin1String(answered)))
            return Start::Headless;
    }
    // A language we do not have is refused too, before any window.
    if (parser.isSet(QStringLiteral("lang")) && !LanguageManager::available().contains(parser.value(QStringLiteral("lang"))))
        return Start::Headless;
    const QStringList given = givenCommands(parser);
    const bool refused = !ArgumentCheck::check(parser).error.isEmpty();
    // --export-chart draws with widgets, so it needs a QApplication, but no window or display.
    if (given == QStringList{QStringLiteral("export-chart")} && !refused)
        return Start::ChartExport;
    return given.isEmpty() && !refused ? Start::Window : Start::Headless;
}

QString CommandLine::helpText(const QCommandLineParser &parser)
{
    QString text = parser.helpText().trimmed();
    // Qt's usage line names the program by the path it was started by (build/src/app/model-atlas).
    const QString program = QCoreApplication::applicationName();
    const QString path = QCoreApplication::arguments().value(0);
    if (const qsizetype at = text.indexOf(path); !path.isEmpty() && at >= 0 && at < text.indexOf(QLatin1Char('\n')))
        text.replace(at, path.size(), program);
    // A first use that needs no search: a device, a model on it, the whole catalogue in a file.
    QStringList lines{QString(), tr("Examples:")};
    const auto example = [&](const QString &arguments, const QString &what) {
        lines.append(QStringLiteral("  %1 %2").arg(program, arguments));
        // A line break in a translation continues the description on an indented line.
        lines.append(QStringLiteral("      ") + what.split(QLatin1Char('\n')).join(QStringLiteral("\n      ")));
    };
    example(QStringLiteral("--runs-on \"RTX 4090\""), tr("Every open-weight model and how it runs on this card."));
    example(QStringLiteral("--estimate --model \"Llama 3.1-8B\" --hardware \"RTX 4090\""),
            tr("What the model needs on it at each quantization, and how fast it runs."));
    example(QStringLiteral("--export-csv models.csv"), tr("Every model of the catalogue, in a CSV file."));
    // The codes main() and the commands return; a line break in a translation starts an indented line.
    lines << QString() << tr("Exit codes:");
    const QStringList codes{
        tr("Done."),
        tr("A file could not be read or written (the catalogue, a CSV file, a chart),\nor an import failed and "
           "was undone."),
        tr("The command line was refused (an unknown option, device, model or value;\noptions that do not go "
           "together; a --database file that is not a\ncatalogue), or the file to import was rejected. Nothing "
           "was changed."),
        tr("--estimate: the model has no estimate (its weights are not published or its\naccess is not on record, "
           "it does not generate text, or its size is not on\nrecord)."),
    };
    for (int code = 0; code < codes.size(); ++code)
        lines.append(QStringLiteral("  %1  %2").arg(code).arg(codes.at(code).split(QLatin1Char('\n')).join(QStringLiteral("\n     "))));
    return text + QLatin1Char('\n') + lines.join(QLatin1Char('\n'));
}

QString CommandLine::parseError(const QCommandLineParser &parser, const QStringList &arguments)
{
    const QString help = tr("See %1 --help for every option.").arg(QCoreApplication::applicationName());
    const QStringList unknown = parser.unknownOptionNames();
    if (unknown.isEmpty())
        return parser.errorText() + QLatin1Char('\n') + help;
    // Every name a person might have meant, for "did you mean".
    QStringList names;
    for (const QCommandLineOption &option : options()) {
        if (option.flags() & QCommandLineOption::HiddenFromHelp)
            continue;
        for (const QString &name : option.names()) {
            if (name.size() > 1)
                names.append(QStringLiteral("--") + name);
        }
    }
    QStringList lines;
    for (const QString &name : unknown) {
        const QString typed = asTyped(name, arguments);
        lines.append(tr("Unknown option %1. Closest options: %2.")
                         .arg(typed, NameMatcher::closest(names, typed, 3).join(QStringLiteral(", "))));
    }
    lines.append(help);
    return lines.join(QLatin1Char('\n'));
}
