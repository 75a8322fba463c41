// Model Atlas: starts the window, or answers one command without a window (for scripts and tests).
#include "CatalogueSession.h"
#include "CsvExporter.h"
#include "EpochImporter.h"
#include "LanguageManager.h"
#include "MainWindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QIcon>
#include <QMessageBox>
#include <QSettings>

#include <cstdio>
#include <memory>

namespace {

void print(FILE *stream, const QString &text)
{
    std::fputs(qPrintable(text + QLatin1Char('\n')), stream);
    std::fflush(stream);
}

// Headless commands need no display; decide before the application object exists.
bool wantsHeadless(int argc, char **argv)
{
    for (int i = 1; i < argc; ++i) {
        const QByteArray arg(argv[i]);
        if (arg == "-h" || arg == "--help" || arg == "-v" || arg == "--version" || arg == "--help-all"
            || arg.startsWith("--export-csv") || arg.startsWith("--import"))
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

int runExportCsv(CatalogueSession &session, const QString &path)
{
    int rows = 0;
    QString error;
    if (!CsvExporter(session.connection()).exportTo(path, &rows, &error)) {
        print(stderr, QCoreApplication::translate("main", "Cannot write %1: %2").arg(QDir::toNativeSeparators(path), error));
        return 1;
    }
    print(stdout, QCoreApplication::translate("main", "Exported %Ln model(s) to %1", nullptr, rows).arg(QDir::toNativeSeparators(path)));
    return 0;
}

// Exit codes: 0 landed, 2 the file was rejected (nothing changed), 1 the import failed and was rolled back.
int runImport(CatalogueSession &session, const QString &path)
{
    const ImportReport report = EpochImporter(session.connection()).importFile(path);
    const bool landed = report.outcome == ImportReport::Outcome::Imported;
    print(landed ? stdout : stderr, report.toText());
    if (landed)
        return 0;
    return report.outcome == ImportReport::Outcome::Rejected ? 2 : 1;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication::setOrganizationName(QStringLiteral("ModelAtlas"));
    QCoreApplication::setApplicationName(QStringLiteral("model-atlas"));
    QCoreApplication::setApplicationVersion(QStringLiteral(ATLAS_VERSION));

    std::unique_ptr<QCoreApplication> app;
    const bool headless = wantsHeadless(argc, argv);
    if (headless)
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
    const QString savedLanguage = QSettings().value(QStringLiteral("language")).toString();
    languages.setLanguage(requestedLanguage.isEmpty() ? LanguageManager::initialLanguage(savedLanguage)
                                                      : requestedLanguage);

    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate("main", "Model Atlas: an offline catalogue of notable AI models.\n"
                                        "Without options it opens the window on your catalogue."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption langOption(QStringLiteral("lang"), QCoreApplication::translate("main", "Interface language: en or it."),
                                        QStringLiteral("code"));
    const QCommandLineOption databaseOption(
        QStringLiteral("database"),
        QCoreApplication::translate("main", "Use this catalogue file instead of the one in your data folder (%1).")
            .arg(QDir::toNativeSeparators(Database::defaultPath())),
        QStringLiteral("file"));
    const QCommandLineOption exportOption(QStringLiteral("export-csv"),
                                          QCoreApplication::translate("main", "Write every model of the catalogue to a CSV file and exit."),
                                          QStringLiteral("file"));
    const QCommandLineOption importOption(
        QStringLiteral("import"),
        QCoreApplication::translate("main", "Merge an Epoch AI CSV export into the catalogue, print a report and exit "
                                            "(exit code 2 when the file is rejected; nothing is changed then)."),
        QStringLiteral("file"));
    parser.addOptions({langOption, databaseOption, exportOption, importOption});
    parser.process(*app);

    if (parser.isSet(langOption) && !LanguageManager::available().contains(parser.value(langOption))) {
        print(stderr, QCoreApplication::translate("main", "Unknown language \"%1\"; use en or it.").arg(parser.value(langOption)));
        return 2;
    }

    CatalogueSession session;
    QString error;
    if (!session.open(parser.value(databaseOption), &error)) {
        const QString message = QCoreApplication::translate("main", "The catalogue could not be opened: %1").arg(error);
        if (headless) {
            print(stderr, message);
        } else {
            QMessageBox::critical(nullptr, QCoreApplication::translate("main", "Model Atlas"),
                                  message + QLatin1String("\n\n")
                                      + QCoreApplication::translate("main", "Check that the folder can be written, or start the program "
                                           "with --database and another file."));
        }
        return 1;
    }

    if (parser.isSet(importOption))
        return runImport(session, parser.value(importOption));
    if (parser.isSet(exportOption))
        return runExportCsv(session, parser.value(exportOption));

    MainWindow window(session.connection(), &languages);
    window.show();
    return app->exec();
}
