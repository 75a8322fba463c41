// No test writes the real user's settings or catalogue: each executable runs in an empty home in the
// temporary folder (tests/support/TestHome.cpp), run by CTest or by hand. Before it, a screenshot run
// by hand (ATLAS_SCREENSHOTS=… build/tests/tst_mainwindow screenshots) saved the device it chose and
// the window's size into the developer's own settings, and CTest's homes sat in the build folder.
#include "Database.h"
#include "Settings.h"
#include "TestHome.h"

#include <QDir>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>

#include <pwd.h>
#include <unistd.h>

class TestTestHome : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void settingsAreInATemporaryHome();
    void writtenSettingsLandThere();
    void catalogueAndExportsLandThere();

private:
    static bool under(const QString &file, const QString &folder);
    QString m_realHome;   // the user's home as the system knows it, whatever HOME says
};

void TestTestHome::initTestCase()
{
    QCoreApplication::setOrganizationName(QStringLiteral("ModelAtlas"));
    QCoreApplication::setApplicationName(QStringLiteral("model-atlas"));
    if (const passwd *user = getpwuid(getuid()); user && user->pw_dir)
        m_realHome = QFileInfo(QString::fromLocal8Bit(user->pw_dir)).canonicalFilePath();
}

bool TestTestHome::under(const QString &file, const QString &folder)
{
    QFileInfo info(file);
    while (!info.exists() && info.absoluteFilePath() != info.absolutePath())
        info = QFileInfo(info.absolutePath());
    const QString root = QFileInfo(folder).canonicalFilePath();
    return !root.isEmpty() && (info.canonicalFilePath() + QLatin1Char('/')).startsWith(root + QLatin1Char('/'));
}

void TestTestHome::settingsAreInATemporaryHome()
{
    // The settings file the program itself would use (its organization and name), and the home: in the
    // temporary folder, a folder of this run's own, never the user's.
    const QString settings = QSettings().fileName();
    const QString home = QDir::homePath();
    QVERIFY2(under(settings, QDir::tempPath()), qPrintable(settings));
    QVERIFY2(under(home, QDir::tempPath()), qPrintable(home));
    QVERIFY2(QFileInfo(home).canonicalFilePath() != QFileInfo(QDir::tempPath()).canonicalFilePath(), qPrintable(home));
    QVERIFY2(m_realHome.isEmpty() || !under(settings, m_realHome) || under(m_realHome, QDir::tempPath()),
             qPrintable(settings));
    QVERIFY2(TestHome::outside().isEmpty(), qPrintable(TestHome::outside().join(QStringLiteral("; "))));
}

void TestTestHome::writtenSettingsLandThere()
{
    Settings::setValue(Settings::Key::HardwareDevice, QStringLiteral("NVIDIA GeForce RTX 4090"));
    QSettings settings;
    settings.sync();
    QVERIFY2(QFileInfo::exists(settings.fileName()), qPrintable(settings.fileName()));
    QVERIFY2(TestHome::contains(settings.fileName()), qPrintable(settings.fileName()));
    Settings::clear();
}

void TestTestHome::catalogueAndExportsLandThere()
{
    QVERIFY2(TestHome::contains(Database::defaultPath()), qPrintable(Database::defaultPath()));
    for (const auto location : {QStandardPaths::DocumentsLocation, QStandardPaths::PicturesLocation,
                                QStandardPaths::DownloadLocation, QStandardPaths::GenericConfigLocation}) {
        const QString where = QStandardPaths::writableLocation(location);
        QVERIFY2(TestHome::contains(where), qPrintable(where));
    }
}

QTEST_GUILESS_MAIN(TestTestHome)
#include "tst_testhome.moc"
