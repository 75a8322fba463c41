// Writes that fail for want of room or permission, where the catalogue is not the cause: a settings
// file that cannot be written, an export to a full disk. The user is told what happened and what to
// do, in both languages, and nothing already there is lost or replaced. /dev/full (ENOSPC for anyone)
// and a file where a folder should be (refused even to root) stand for a full disk and a read-only
// folder, so these run as a user and as root, with nothing mounted.
#include "CatalogueSession.h"
#include "LanguageManager.h"
#include "details/ModelPage.h"
#include "mainwindow/MainWindow.h"
#include "ModelRepository.h"
#include "ProgramRun.h"
#include "Settings.h"
#include "TestCatalogue.h"
#include "UserData.h"

#include <QAction>
#include <QApplication>
#include <QFile>
#include <QLabel>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QSqlQuery>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <sys/resource.h>
#include <sys/stat.h>

class TestWriteFaults : public QObject
{
    Q_OBJECT
private slots:
    void exportToAFullDeviceFails_data();
    void exportToAFullDeviceFails();
    void exportIntoADeviceLeavesItADevice();
    void settingsThatCannotBeWrittenShowABand();
    void repairOnAFullDiskPutsTheFileBack();
    void catalogueThatCannotBeCheckedIsNotMovedAside();
    void noteOnAFullDiskSaysWhatToDo();

private:
    LanguageManager m_languages;
};

namespace {

bool isCharacterDevice(const char *path)
{
    struct stat st {};
    return ::stat(path, &st) == 0 && S_ISCHR(st.st_mode);
}

// The program run as runProgram() runs it, with files it may not grow past `limit` bytes: its writes
// are cut short as on a full disk, for a user and for root alike (SQLite says "disk I/O error" rather
// than "database or disk is full": the words for a full disk are checked on a real one by hand).
int runWithFileLimit(const QString &home, const QStringList &arguments, rlim_t limit, QString *err)
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("XDG_DATA_HOME"), QDir(home).filePath(QStringLiteral("data")));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), QDir(home).filePath(QStringLiteral("config")));
    process.setProcessEnvironment(env);
    process.setChildProcessModifier([limit]() {
        ::signal(SIGXFSZ, SIG_IGN);   // a write past the limit fails instead of ending the program
        const struct rlimit size {limit, limit};
        ::setrlimit(RLIMIT_FSIZE, &size);
    });
    process.start(QStringLiteral(ATLAS_BINARY_PATH), QStringList{QStringLiteral("--lang"), QStringLiteral("en")} + arguments);
    if (!process.waitForFinished(60000))
        return -1;
    *err = QString::fromUtf8(process.readAllStandardError());
    return process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
}

} // namespace

void TestWriteFaults::exportToAFullDeviceFails_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("said");
    const QStringList csv{QStringLiteral("--export-csv"), QStringLiteral("/dev/full")};
    const QStringList chart{QStringLiteral("--export-chart"), QStringLiteral("models-per-year"), QStringLiteral("/dev/full")};
    QTest::newRow("CSV") << csv << QStringLiteral("the disk is full");
    QTest::newRow("CSV, Italian") << QStringList{QStringLiteral("--lang"), QStringLiteral("it")} + csv
                                  << QStringLiteral("il disco è pieno");
    QTest::newRow("chart") << chart << QStringLiteral("the disk is full");
}

// A full disk is said as such, with what to do, and exits 1: the file given (a device here) is
// written into, not replaced by a regular file of that name.
void TestWriteFaults::exportToAFullDeviceFails()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, said);
    QTemporaryDir home;
    QString out;
    QString err;
    QCOMPARE(runProgram(home.path(), arguments, &out, &err), 1);
    QVERIFY2(err.contains(said), qPrintable(err));
    QVERIFY2(err.contains(QStringLiteral("/dev/full")), qPrintable(err));
    QVERIFY(isCharacterDevice("/dev/full"));
}

// `--export-csv /dev/stdout` and a FIFO another program reads are written into: /dev/null takes the
// whole catalogue and stays a device.
void TestWriteFaults::exportIntoADeviceLeavesItADevice()
{
    QTemporaryDir home;
    QString out;
    QString err;
    QCOMPARE(runProgram(home.path(), {QStringLiteral("--export-csv"), QStringLiteral("/dev/null")}, &out, &err), 0);
    QVERIFY2(out.startsWith(QStringLiteral("Exported ")), qPrintable(out + err));
    QVERIFY(isCharacterDevice("/dev/null"));
}

// The window says, once, that the settings could not be saved, where and what to do, in the current
// language; the band goes when a write lands again.
void TestWriteFaults::settingsThatCannotBeWrittenShowABand()
{
    QTemporaryDir dir;
    const QString blocker = dir.filePath(QStringLiteral("config"));
    QFile file(blocker);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.close();
    const QString configHome = QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation);
    m_languages.setLanguage(QStringLiteral("en"));
    Database catalogue;
    openShippedCatalogue(catalogue);
    QCoreApplication::setOrganizationName(QStringLiteral("ModelAtlasTest"));   // as the program's own
    MainWindow window(catalogue.connection(), &m_languages);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto *band = window.findChild<QFrame *>(QStringLiteral("settingsNotice"));
    QVERIFY(band);
    QVERIFY2(!band->isVisible(), qPrintable(Settings::writeProblemText()));

    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, blocker);
    QAction *italian = nullptr;
    for (QAction *action : window.findChildren<QAction *>()) {
        if (action->text() == QLatin1String("Italiano"))
            italian = action;
    }
    QVERIFY(italian);
    italian->trigger();   // the language is written to the settings file
    QTRY_VERIFY(band->isVisible());
    QString shown;
    for (QLabel *label : band->findChildren<QLabel *>())
        shown += label->text();
    QVERIFY2(shown.contains(blocker), qPrintable(shown));
    QVERIFY2(shown.contains(QStringLiteral("Rendi scrivibile la cartella")), qPrintable(shown));
    // With ATLAS_SCREENSHOTS set, the window with the band is saved there (in Italian, the longer).
    if (const QString folder = qEnvironmentVariable("ATLAS_SCREENSHOTS"); !folder.isEmpty()) {
        window.resize(1400, 860);
        QTest::qWait(200);   // the rest of the window follows the language change first
        QVERIFY(QDir().mkpath(folder));
        QVERIFY(window.grab().save(QStringLiteral("%1/settings_band_it.png").arg(folder)));
    }

    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, configHome);
    m_languages.setLanguage(QStringLiteral("en"));
    Settings::setValue(Settings::Key::Language, QStringLiteral("en"));
    QTRY_VERIFY2(!band->isVisible(), qPrintable(Settings::writeProblemText() + QLatin1Char('|') + configHome));
}

// A catalogue file closed cleanly, holding one of the user's favourites (what a failed write must not lose).
static void writeCatalogueWithAFavourite(const QString &catalogue)
{
    QString error;
    CatalogueSession session;
    QVERIFY2(session.open(catalogue, &error), qPrintable(error));
    QVERIFY2(UserData(session.connection()).setFavourite(QStringLiteral("megascale-175b"), true, &error), qPrintable(error));
}

// A repair that cannot make the fresh catalogue (the disk fills up) puts the old file back, with the
// user's favourites: it was left moved aside, a catalogue made in part in its place.
void TestWriteFaults::repairOnAFullDiskPutsTheFileBack()
{
    QTemporaryDir home;
    const QString catalogue = home.filePath(QStringLiteral("c.sqlite"));
    writeCatalogueWithAFavourite(catalogue);
    if (QTest::currentTestFailed())
        return;
    QString error;
    QString err;
    QCOMPARE(runWithFileLimit(home.path(), {QStringLiteral("--database"), catalogue, QStringLiteral("--repair")}, 1000000, &err), 1);
    QVERIFY2(err.contains(QStringLiteral("could not be repaired")), qPrintable(err));
    QCOMPARE(QDir(home.path()).entryList({QStringLiteral("c.sqlite.broken-*")}, QDir::Files), QStringList());
    CatalogueSession session;
    QVERIFY2(session.open(catalogue, &error), qPrintable(error));
    QVERIFY(session.movedAsidePath().isEmpty());
    QVERIFY(UserData(session.connection()).isFavourite(QStringLiteral("megascale-175b"), &error));
}

// A catalogue whose start-up check cannot run for want of room (SQLite cannot make its -shm file) is
// not damaged: it stays where it is, with the user's data. It was moved aside as "broken".
void TestWriteFaults::catalogueThatCannotBeCheckedIsNotMovedAside()
{
    QTemporaryDir home;
    const QString catalogue = home.filePath(QStringLiteral("c.sqlite"));
    writeCatalogueWithAFavourite(catalogue);
    if (QTest::currentTestFailed())
        return;
    QString error;
    QString err;
    QCOMPARE(runWithFileLimit(home.path(), {QStringLiteral("--database"), catalogue, QStringLiteral("--list")}, 0, &err), 1);
    QCOMPARE(QDir(home.path()).entryList({QStringLiteral("c.sqlite.broken-*")}, QDir::Files), QStringList());
    QVERIFY2(!err.contains(QStringLiteral("moved aside")), qPrintable(err));
    CatalogueSession session;
    QVERIFY2(session.open(catalogue, &error), qPrintable(error));
    QVERIFY(UserData(session.connection()).isFavourite(QStringLiteral("megascale-175b"), &error));
}

// A note that cannot be written because the disk is full is kept, as one a lock holds up, and the
// message says what to do. SQLite's own limit on the file's pages gives a real SQLITE_FULL.
void TestWriteFaults::noteOnAFullDiskSaysWhatToDo()
{
    QTemporaryDir dir;
    CatalogueSession session;
    QString error;
    QVERIFY2(session.open(dir.filePath(QStringLiteral("notes.sqlite")), &error), qPrintable(error));
    QSqlDatabase db = session.connection();
    const auto first = ModelRepository(db).byName(QStringLiteral("MegaScale (175B)"));
    const auto second = ModelRepository(db).byName(QStringLiteral("Llama 2-70B"));
    QVERIFY(first && second);
    ModelPage page(db);
    page.show();
    page.showModel(first->id);
    auto *note = page.findChild<QPlainTextEdit *>();
    QVERIFY(note);

    QSqlQuery pages(db);
    QVERIFY(pages.exec(QStringLiteral("PRAGMA page_count")) && pages.next());
    const int full = pages.value(0).toInt();
    pages.finish();
    QVERIFY(pages.exec(QStringLiteral("PRAGMA max_page_count = %1").arg(full)));
    note->setPlainText(QString(200000, QLatin1Char('x')));
    page.showModel(second->id);
    QVERIFY(page.hasUnsavedNotes());
    QVERIFY2(page.errorText().contains(QStringLiteral("the disk is full: free some space")), qPrintable(page.errorText()));
    QVERIFY2(page.errorText().contains(QStringLiteral("kept")), qPrintable(page.errorText()));

    // Room again: the note is written on its own and the message goes.
    QVERIFY(pages.exec(QStringLiteral("PRAGMA max_page_count = 1073741823")));
    QTRY_VERIFY_WITH_TIMEOUT(!page.hasUnsavedNotes(), 10000);
    QCOMPARE(UserData(db).note(first->key).size(), 200000);
    QVERIFY(page.errorText().isEmpty());
}

QTEST_MAIN(TestWriteFaults)
#include "tst_writefaults.moc"
