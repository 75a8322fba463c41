// Model Atlas: starts the window, or answers one command without a window (for scripts and tests).
#include "CatalogueSession.h"
#include "charts/ChartExporter.h"
#include "CompareCommand.h"
#include "Console.h"
#include "CsvExporter.h"
#include "EpochImporter.h"
#include "EstimateCommand.h"
#include "LanguageManager.h"
#include "ListCommand.h"
#include "mainwindow/MainWindow.h"
#include "PlainText.h"
#include "Settings.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QFile>
#include <QIcon>
#include <QMessageBox>

#include <cstdio>
#include <memory>

namespace {

using Console::print;

// Headless commands need no display; decide before the application object exists.
bool wantsHeadless(int argc, char **argv)
{
    for (int i = 1; i < argc; ++i) {
        const QByteArray arg(argv[i]);
        if (arg == "-h" || arg == "--help" || arg == "-v" || arg == "--version" || arg == "--help-all"
            || arg.startsWith("--export-csv") || arg.startsWith("--import") || arg == "--repair")
            return true;
    }
    return EstimateCommand::wanted(argc, argv) || CompareCommand::wanted(argc, argv) || ListCommand::wanted(argc, argv);
}

// --export-chart draws with widgets, so it needs a QApplication, but no window or display.
bool wantsChartExport(int argc, char **argv)
{
    for (int i = 1; i < argc; ++i) {
        if (QByteArray(argv[i]).startsWith("--export-chart"))
            return true;
    }
    return false;
}

QString argumentValue(int argc, char **argv, const char *name)
{
    const QByteArray option = QByteArray("--") + name;
    for (int i = 1; i < argc; ++i) {
        const QByteArray arg(argv[i]);
        if (arg == option && i + 1 < argc)
            return QString::fromLocal8Bit(argv[i + 1]);
        if (arg.startsWith(option + '='))
            return QString::fromLocal8Bit(arg.mid(option.size() + 1));
    }
    return QString();
}

// SQLite said the file is damaged: say how to repair it, and have the next start check it whole.
void adviseRepair(CatalogueSession &session, const QString &error, const QString &databaseArgument)
{
    if (!Database::reportsDamage(error))
        return;
    session.markDamaged();
    print(stderr, CatalogueSession::repairAdvice(databaseArgument));
}

// A file name as the system gave it. Qt 6 decodes arguments as UTF-8 on Unix, so a name in another
// encoding (byte 0xE9 for a Latin-1 "é") comes out as U+FFFD and names no file: the bytes are taken
// from argv itself for the option the parser read.
QByteArray nativeValue(int argc, char **argv, const char *name, const QString &decoded)
{
    const QByteArray option = QByteArray("--") + name;
    for (int i = 1; i < argc; ++i) {
        const QByteArray arg(argv[i]);
        QByteArray raw;
        if (arg == option && i + 1 < argc)
            raw = argv[i + 1];
        else if (arg.startsWith(option + '='))
            raw = arg.mid(option.size() + 1);
        else
            continue;
        if (QFile::decodeName(raw) == decoded)
            return raw;
    }
    return QFile::encodeName(decoded);
}

// The bytes of the positional argument Qt decoded as `decoded` (see nativeValue).
QByteArray nativePositional(int argc, char **argv, const QString &decoded)
{
    for (int i = 1; i < argc; ++i) {
        if (QFile::decodeName(argv[i]) == decoded)
            return QByteArray(argv[i]);
    }
    return QFile::encodeName(decoded);
}

int runExportCsv(CatalogueSession &session, const QByteArray &nativePath, const QString &databaseArgument)
{
    const QString path = QFile::decodeName(nativePath);
    int rows = 0;
    QString error;
    if (!CsvExporter(session.connection()).exportToNative(nativePath, &rows, &error)) {
        print(stderr, QCoreApplication::translate("main", "Cannot write %1: %2").arg(QDir::toNativeSeparators(path), error));
        adviseRepair(session, error, databaseArgument);
        return 1;
    }
    print(stdout, QCoreApplication::translate("main", "Exported %Ln model(s) to %1", nullptr, rows).arg(QDir::toNativeSeparators(path)));
    return 0;
}

// Exit codes: 0 landed, 2 the file was rejected (nothing changed), 1 the import failed and was rolled back.
int runImport(CatalogueSession &session, const QByteArray &nativePath, const QString &databaseArgument)
{
    const ImportReport report = EpochImporter(session.connection()).importNativeFile(nativePath);
    const bool landed = report.outcome == ImportReport::Outcome::Imported;
    print(landed ? stdout : stderr, report.toText());
    if (landed)
        return 0;
    if (report.outcome == ImportReport::Outcome::Failed)
        adviseRepair(session, report.error, databaseArgument);
    return report.outcome == ImportReport::Outcome::Rejected ? 2 : 1;
}

// --export-chart KIND FILE [--width W] [--height H] [--label-records]: exit 0 with the PNG (or SVG)
// written, else 1.
int runExportChart(CatalogueSession &session, const QString &kind, const QStringList &positional,
                   const QString &width, const QString &height, bool labelRecords, int argc, char **argv)
{
    if (positional.size() != 1) {
        print(stderr, QCoreApplication::translate("main", "--export-chart needs a chart kind and a file name."));
        return 1;
    }
    bool widthOk = true, heightOk = true;
    const QSize size(width.isEmpty() ? ChartExporter::DefaultWidth : width.toInt(&widthOk),
                     height.isEmpty() ? ChartExporter::DefaultHeight : height.toInt(&heightOk));
    QString error;
    if (!widthOk || !heightOk
        || !ChartExporter::exportKind(session.connection(), kind, nativePositional(argc, argv, positional.first()), size,
                                      &error, labelRecords)) {
        print(stderr, error.isEmpty() ? QCoreApplication::translate("main", "Width and height are whole numbers of pixels.") : error);
        return 1;
    }
    print(stdout, QCoreApplication::translate("main", "Chart written to %1").arg(QDir::toNativeSeparators(positional.first())));
    return 0;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication::setOrganizationName(QStringLiteral("ModelAtlas"));
    QCoreApplication::setApplicationName(QStringLiteral("model-atlas"));
    QCoreApplication::setApplicationVersion(QStringLiteral(ATLAS_VERSION));

    std::unique_ptr<QCoreApplication> app;
    const bool chartExport = wantsChartExport(argc, argv);
    const bool headless = wantsHeadless(argc, argv) || chartExport;
    if (chartExport && qEnvironmentVariableIsEmpty("DISPLAY") && qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY")
        && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    if (chartExport)
        app = std::make_unique<QApplication>(argc, argv);
    else if (headless)
        app = std::make_unique<QCoreApplication>(argc, argv);
    else
        app = std::make_unique<QApplication>(argc, argv);
    if (!headless) {
        QApplication::setApplicationDisplayName(QStringLiteral("Model Atlas"));
        // The same id as the installed desktop file and icon: Wayland matches windows to it.
        QGuiApplication::setDesktopFileName(QStringLiteral("io.github.modelatlas.ModelAtlas"));
        QIcon icon;
        for (const int size : {16, 22, 24, 32, 48, 64, 128, 256})
            icon.addFile(QStringLiteral(":/icons/%1x%1/apps/io.github.modelatlas.ModelAtlas.png").arg(size), QSize(size, size));
        QApplication::setWindowIcon(icon);
    }

    // The language comes first so that --help is already in it.
    LanguageManager languages;
    const QString requestedLanguage = argumentValue(argc, argv, "lang");
    const QString savedLanguage = Settings::value(Settings::Key::Language).toString();
    languages.setLanguage(requestedLanguage.isEmpty() ? LanguageManager::initialLanguage(savedLanguage)
                                                      : requestedLanguage);

    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate("main", "Model Atlas: an offline catalogue of notable AI models.\n"
                                        "Without options it opens the window on your catalogue."));
    // Our own --help and --version rather than addHelpOption() and addVersionOption(): Qt's
    // descriptions of those (and of its --help-all) have no Italian in Qt's own translations, so they
    // would stay in English in an Italian help. --help-all is kept as a hidden synonym of --help.
    const QCommandLineOption helpOption({QStringLiteral("h"), QStringLiteral("help")},
                                        QCoreApplication::translate("main", "Show this help and exit."));
    QCommandLineOption helpAllOption(QStringLiteral("help-all"), QCoreApplication::translate("main", "Show this help and exit."));
    helpAllOption.setFlags(QCommandLineOption::HiddenFromHelp);
    const QCommandLineOption versionOption({QStringLiteral("v"), QStringLiteral("version")},
                                           QCoreApplication::translate("main", "Show the program's version and exit."));
    parser.addOptions({helpOption, helpAllOption, versionOption});
    //: value name in --help: a file name
    const QString fileValue = QCoreApplication::translate("main", "file");
    const QCommandLineOption langOption(QStringLiteral("lang"), QCoreApplication::translate("main", "Interface language: en or it."),
                                        //: value name in --help: a language code such as "it"
                                        QCoreApplication::translate("main", "code"));
    const QCommandLineOption databaseOption(
        QStringLiteral("database"),
        QCoreApplication::translate("main", "Use this catalogue file instead of the one in your data folder (%1).")
            .arg(QDir::toNativeSeparators(Database::defaultPath())),
        fileValue);
    const QCommandLineOption exportOption(QStringLiteral("export-csv"),
                                          QCoreApplication::translate("main", "Write every model of the catalogue to a CSV file and exit."),
                                          fileValue);
    const QCommandLineOption importOption(
        QStringLiteral("import"),
        QCoreApplication::translate("main", "Merge an Epoch AI CSV export into the catalogue, print a report and exit "
                                            "(exit code 2 when the file is rejected; nothing is changed then)."),
        fileValue);
    const QCommandLineOption exportChartOption(
        QStringLiteral("export-chart"),
        QCoreApplication::translate("main", "Draw the catalogue as a chart (compute-over-time, parameters-over-time, "
                                            "compute-vs-parameters or models-per-year), write it to the file "
                                            "that follows (SVG when its name ends in .svg, else PNG) and exit."),
        //: value name in --help: the kind of chart
        QCoreApplication::translate("main", "kind"));
    //: value name in --help: a size in pixels
    const QString pixelsValue = QCoreApplication::translate("main", "pixels");
    const QCommandLineOption widthOption(QStringLiteral("width"),
                                         QCoreApplication::translate("main", "Width of the exported chart in pixels (default 1600)."),
                                         pixelsValue);
    const QCommandLineOption heightOption(QStringLiteral("height"),
                                          QCoreApplication::translate("main", "Height of the exported chart in pixels (default 1000)."),
                                          pixelsValue);
    const QCommandLineOption repairOption(
        QStringLiteral("repair"),
        QCoreApplication::translate("main", "Move the catalogue file aside and build a fresh one from the data shipped "
                                            "with the program, carrying over favourites, notes and devices; for a "
                                            "catalogue that SQLite reports damaged."));
    parser.addOptions({langOption, databaseOption, exportOption, importOption, repairOption});
    const QCommandLineOption labelRecordsOption(
        QStringLiteral("label-records"),
        QCoreApplication::translate("main", "With --export-chart: write the names of the record-setting models "
                                            "(each one higher than every model before it) beside their points."));
    parser.addOptions({exportChartOption, widthOption, heightOption, labelRecordsOption});
    parser.addOptions(EstimateCommand::options());
    parser.addOptions(CompareCommand::options());
    parser.addOptions(ListCommand::options());
    parser.addPositionalArgument(fileValue,
                                 QCoreApplication::translate("main", "With --export-chart: the PNG or SVG file to write."),
                                 QStringLiteral("[%1]").arg(fileValue));
    //: value name in --help: model names
    const QString namesValue = QCoreApplication::translate("main", "names");
    parser.addPositionalArgument(namesValue, QCoreApplication::translate("main", "With --compare: two to four model names."),
                                 QStringLiteral("[%1…]").arg(namesValue));
    parser.process(*app);

    // --help and --version answer before anything else, as Qt's own options would.
    if (parser.isSet(helpOption) || parser.isSet(helpAllOption)) {
        print(stdout, parser.helpText().trimmed());
        return 0;
    }
    if (parser.isSet(versionOption)) {
        print(stdout, QStringLiteral("%1 %2").arg(QCoreApplication::applicationName(), QCoreApplication::applicationVersion()));
        return 0;
    }

    if (parser.isSet(langOption) && !LanguageManager::available().contains(parser.value(langOption))) {
        print(stderr, QCoreApplication::translate("main", "Unknown language \"%1\"; use en or it.").arg(parser.value(langOption)));
        return 2;
    }

    // The command line never works on a substitute: a catalogue it cannot write is an error. The
    // window may start on a temporary one, and says so on every change (MainWindow).
    CatalogueSession session;
    QString error;
    const QString databaseArgument = parser.value(databaseOption);
    // SQLite is given the name through Qt, as UTF-8: a name in another encoding would open (or create)
    // a different file, so it is refused instead.
    const bool databaseNameReadable = databaseArgument.isEmpty()
        || nativeValue(argc, argv, "database", databaseArgument) == QFile::encodeName(databaseArgument);
    if (!databaseNameReadable)
        error = QCoreApplication::translate("main", "the file name %1 is not UTF-8 text, so the catalogue cannot be "
                                                    "opened under it. Rename the file, or its folder, so that the "
                                                    "name is UTF-8, and give that name.")
                    .arg(QDir::toNativeSeparators(databaseArgument));
    if (!databaseNameReadable
        || !session.open(databaseArgument, &error,
                         headless ? CatalogueSession::Fallback::None : CatalogueSession::Fallback::TemporaryCatalogue)) {
        const QString message = QCoreApplication::translate("main", "The catalogue could not be opened: %1").arg(error);
        if (headless) {
            print(stderr, message);
        } else {
            // The message quotes a path: data, never markup (see PlainText).
            QMessageBox::critical(nullptr, QCoreApplication::translate("main", "Model Atlas"),
                                  PlainText::asRichText(message + QLatin1String("\n\n")
                                      + QCoreApplication::translate("main", "Check that the folder can be written, or start the program "
                                           "with --database and another file.")));
        }
        // 2: the path given holds something that is not a catalogue, and was left alone.
        return !databaseNameReadable || session.failure() == CatalogueSession::Failure::Refused ? 2 : 1;
    }
    if (parser.isSet(repairOption) && session.movedAsidePath().isEmpty() && !session.rebuild(QString(), &error)) {
        print(stderr, QCoreApplication::translate("main", "The catalogue could not be repaired: %1").arg(error));
        return 1;
    }

    // After --repair the notice is the answer; otherwise news beside it.
    if (!session.notice().isEmpty() && headless)
        print(parser.isSet(repairOption) ? stdout : stderr, session.notice());

    if (parser.isSet(importOption))
        return runImport(session, nativeValue(argc, argv, "import", parser.value(importOption)), databaseArgument);
    if (parser.isSet(exportOption))
        return runExportCsv(session, nativeValue(argc, argv, "export-csv", parser.value(exportOption)), databaseArgument);
    if (const int code = EstimateCommand::run(session.connection(), parser); code >= 0)
        return code;
    if (const int code = CompareCommand::run(session.connection(), parser); code >= 0)
        return code;
    if (const int code = ListCommand::run(session.connection(), parser); code >= 0)
        return code;
    if (parser.isSet(exportChartOption))
        return runExportChart(session, parser.value(exportChartOption), parser.positionalArguments(),
                              parser.value(widthOption), parser.value(heightOption), parser.isSet(labelRecordsOption), argc, argv);
    if (parser.isSet(repairOption))
        return 0;

    MainWindow window(session.connection(), &languages);
    window.setCatalogueSession(&session);
    window.show();
    if (!session.notice().isEmpty())
        QMessageBox::warning(&window, QCoreApplication::translate("main", "Model Atlas"),
                             PlainText::asRichText(session.notice()));
    return app->exec();
}
