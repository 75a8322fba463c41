// Model Atlas: starts the window, or answers one command without a window (for scripts and tests).
#include "ArgumentCheck.h"
#include "CatalogueSession.h"
#include "charts/ChartExporter.h"
#include "CommandLine.h"
#include "CompareCommand.h"
#include "Console.h"
#include "CsvExporter.h"
#include "Database.h"
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
#include <QFileInfo>
#include <QIcon>
#include <QMessageBox>

#include <cstdio>
#include <memory>

namespace {

using Console::print;

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
    if (report.outcome == ImportReport::Outcome::Failed && Database::reportsFullDisk(report.error))
        print(stderr, QCoreApplication::translate("main", "The disk that holds the catalogue is full: free some space on it "
                                                          "and import again."));
    return report.outcome == ImportReport::Outcome::Rejected ? 2 : 1;
}

// --export-chart KIND FILE [--width W] [--height H] [--label-records]: exit 0 with the PNG (or SVG)
// written, else 1 (the file could not be written, the catalogue read). ArgumentCheck has refused, with
// 2, a line that gives no file or two, an unknown kind or a size that cannot be drawn.
int runExportChart(CatalogueSession &session, const QString &kind, const QString &file, const QString &width,
                   const QString &height, bool labelRecords, int argc, char **argv)
{
    const QSize size(width.isEmpty() ? ChartExporter::DefaultWidth : width.toInt(),
                     height.isEmpty() ? ChartExporter::DefaultHeight : height.toInt());
    QString error;
    if (!ChartExporter::exportKind(session.connection(), kind, nativePositional(argc, argv, file), size, &error, labelRecords)) {
        print(stderr, error);
        return 1;
    }
    print(stdout, QCoreApplication::translate("main", "Chart written to %1").arg(QDir::toNativeSeparators(file)));
    return 0;
}

// Qt looks for a Wayland session whenever a GUI application starts, in the runtime folder, and warns
// "QStandardPaths: XDG_RUNTIME_DIR not set" where there is none: on the servers and in the containers
// where a headless chart export runs. The export draws offscreen and never uses that folder, so this
// one message is dropped while its application is made; every other message passes.
QtMessageHandler qtHandler = nullptr;

void withoutRuntimeFolderWarning(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (type == QtWarningMsg && message.startsWith(QLatin1String("QStandardPaths: XDG_RUNTIME_DIR not set")))
        return;
    qtHandler(type, context, message);
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication::setOrganizationName(QStringLiteral("ModelAtlas"));
    QCoreApplication::setApplicationName(QStringLiteral("model-atlas"));
    QCoreApplication::setApplicationVersion(QStringLiteral(ATLAS_VERSION));

    // Which application object the arguments need, decided before one exists: a command line with a
    // mistake in it is answered without a display.
    std::unique_ptr<QCoreApplication> app;
    const CommandLine::Start start = CommandLine::start(argc, argv);
    const bool headless = start != CommandLine::Start::Window;
    if (start == CommandLine::Start::ChartExport && qEnvironmentVariableIsEmpty("DISPLAY")
        && qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY") && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    if (start == CommandLine::Start::Headless)
        app = std::make_unique<QCoreApplication>(argc, argv);
    else if (start == CommandLine::Start::ChartExport) {
        qtHandler = qInstallMessageHandler(withoutRuntimeFolderWarning);
        app = std::make_unique<QApplication>(argc, argv);
        qInstallMessageHandler(qtHandler);
    } else {
        app = std::make_unique<QApplication>(argc, argv);
    }
    if (!headless) {
        QApplication::setApplicationDisplayName(QStringLiteral("Model Atlas"));
        // The same id as the installed desktop file and icon: Wayland matches windows to it.
        QGuiApplication::setDesktopFileName(QStringLiteral("io.github.modelatlas.ModelAtlas"));
        QIcon icon;
        for (const int size : {16, 22, 24, 32, 48, 64, 128, 256})
            icon.addFile(QStringLiteral(":/icons/%1x%1/apps/io.github.modelatlas.ModelAtlas.png").arg(size), QSize(size, size));
        QApplication::setWindowIcon(icon);
    }

    // The language comes first so that --help and the messages below are already in it.
    LanguageManager languages;
    const QString requestedLanguage = argumentValue(argc, argv, "lang");
    const QString savedLanguage = Settings::value(Settings::Key::Language).toString();
    languages.setLanguage(requestedLanguage.isEmpty() ? LanguageManager::initialLanguage(savedLanguage)
                                                      : requestedLanguage);

    QCommandLineParser parser;
    CommandLine::setUp(&parser);
    // An unknown option or a missing value is a mistake to name, exit code 2 as for every other
    // argument refused (QCommandLineParser::process() would exit 1).
    if (!parser.parse(app->arguments())) {
        print(stderr, CommandLine::parseError(parser, app->arguments()));
        return 2;
    }

    // --help and --version answer before anything else, as Qt's own options would.
    if (parser.isSet(QStringLiteral("help")) || parser.isSet(QStringLiteral("help-all"))) {
        print(stdout, CommandLine::helpText(parser));
        return 0;
    }
    if (parser.isSet(QStringLiteral("version"))) {
        print(stdout, QStringLiteral("%1 %2").arg(QCoreApplication::applicationName(), QCoreApplication::applicationVersion()));
        return 0;
    }

    if (parser.isSet(QStringLiteral("lang")) && !LanguageManager::available().contains(parser.value(QStringLiteral("lang")))) {
        print(stderr, QCoreApplication::translate("main", "Unknown language \"%1\"; use en or it.").arg(parser.value(QStringLiteral("lang"))));
        return 2;
    }
    const ArgumentCheck::Findings findings = ArgumentCheck::check(parser);
    for (const QString &warning : findings.warnings)
        print(stderr, warning);
    if (!findings.error.isEmpty()) {
        print(stderr, findings.error);
        return 2;
    }

    // The command line never works on a substitute: a catalogue it cannot write is an error. The
    // window may start on a temporary one, and says so on every change (MainWindow).
    CatalogueSession session;
    QString error;
    const QString databaseArgument = parser.value(QStringLiteral("database"));
    // SQLite is given the name through Qt, as UTF-8: a name in another encoding would open (or create)
    // a different file, so it is refused instead.
    // --repair on a first start has nothing to repair: it says so rather than move aside the catalogue
    // it has just made ("0 of your favourites, notes and devices were recovered").
    const QString catalogueFile = databaseArgument.isEmpty() ? Database::defaultPath() : databaseArgument;
    const bool nothingToRepair = parser.isSet(QStringLiteral("repair")) && !QFileInfo::exists(catalogueFile);
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
    if (nothingToRepair) {
        print(stdout, QCoreApplication::translate("main", "There was no catalogue to repair at %1; a new one was made from "
                                                          "the data shipped with the program.")
                          .arg(QDir::toNativeSeparators(catalogueFile)));
    } else if (parser.isSet(QStringLiteral("repair")) && session.movedAsidePath().isEmpty() && !session.rebuild(QString(), &error)) {
        print(stderr, QCoreApplication::translate("main", "The catalogue could not be repaired: %1").arg(error));
        return 1;
    }

    // After --repair the notice is the answer; otherwise news beside it.
    if (!session.notice().isEmpty() && headless)
        print(parser.isSet(QStringLiteral("repair")) ? stdout : stderr, session.notice());

    if (parser.isSet(QStringLiteral("import")))
        return runImport(session, nativeValue(argc, argv, "import", parser.value(QStringLiteral("import"))), databaseArgument);
    if (parser.isSet(QStringLiteral("export-csv")))
        return runExportCsv(session, nativeValue(argc, argv, "export-csv", parser.value(QStringLiteral("export-csv"))),
                            databaseArgument);
    if (const int code = EstimateCommand::run(session.connection(), parser); code >= 0)
        return code;
    if (const int code = CompareCommand::run(session.connection(), parser); code >= 0)
        return code;
    if (const int code = ListCommand::run(session.connection(), parser); code >= 0)
        return code;
    if (parser.isSet(QStringLiteral("export-chart")))
        return runExportChart(session, parser.value(QStringLiteral("export-chart")), parser.positionalArguments().constFirst(),
                              parser.value(QStringLiteral("width")), parser.value(QStringLiteral("height")),
                              parser.isSet(QStringLiteral("label-records")), argc, argv);
    if (parser.isSet(QStringLiteral("repair")))
        return 0;

    MainWindow window(session.connection(), &languages);
    window.setCatalogueSession(&session);
    window.show();
    if (!session.notice().isEmpty())
        QMessageBox::warning(&window, QCoreApplication::translate("main", "Model Atlas"),
                             PlainText::asRichText(session.notice()));
    return app->exec();
}
