#include "TestHome.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>
#include <QStringList>
#include <QTemporaryDir>

#include <cstdio>
#include <cstdlib>

namespace {

// Made before main(), and so before QApplication reads the environment: a test's own initTestCase()
// would be too late for what the application object caches (the runtime folder, the platform theme).
struct Home
{
    QTemporaryDir dir{QDir::tempPath() + QStringLiteral("/atlas-test-XXXXXX")};
    Home()
    {
        if (!dir.isValid()) {
            std::fprintf(stderr, "TestHome: cannot make a temporary home: %s\n", qPrintable(dir.errorString()));
            std::abort();
        }
        const QDir home(dir.path());
        const auto point = [&home](const char *variable, const QString &sub) {
            home.mkpath(sub);
            qputenv(variable, QFile::encodeName(home.filePath(sub)));
        };
        qputenv("HOME", QFile::encodeName(dir.path()));
        point("XDG_CONFIG_HOME", QStringLiteral("config"));
        point("XDG_DATA_HOME", QStringLiteral("data"));
        point("XDG_CACHE_HOME", QStringLiteral("cache"));
        point("XDG_STATE_HOME", QStringLiteral("state"));
        point("XDG_RUNTIME_DIR", QStringLiteral("runtime"));
        // Qt wants the runtime folder private to the user.
        QFile::setPermissions(home.filePath(QStringLiteral("runtime")),
                              QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    }
};

Home &home()
{
    static Home made;
    return made;
}

// Before main(): the first static initializer of this file makes the home.
const bool madeBeforeMain = (home(), true);

void stopIfOutside()
{
    static bool atEnd = false;
    if (!atEnd) {
        atEnd = true;
        qAddPostRoutine(stopIfOutside);
    }
    const QStringList outside = TestHome::outside();
    if (!outside.isEmpty())
        qFatal("TestHome: a test would write the user's files: %s", qPrintable(outside.join(QStringLiteral("; "))));
}

} // namespace

// At start (after QApplication is made) and again at the end, when every test has named its
// organization and application (which choose the settings file).
Q_COREAPP_STARTUP_FUNCTION(stopIfOutside)

QString TestHome::path()
{
    return home().dir.path();
}

bool TestHome::contains(const QString &file)
{
    const QString root = QFileInfo(path()).canonicalFilePath() + QLatin1Char('/');
    QFileInfo info(file);
    // The file may not exist yet: its nearest existing folder decides.
    while (!info.exists() && info.absoluteFilePath() != info.absolutePath())
        info = QFileInfo(info.absolutePath());
    return (info.canonicalFilePath() + QLatin1Char('/')).startsWith(root);
}

QStringList TestHome::outside()
{
    QStringList found;
    if (!contains(QSettings().fileName()))
        found.append(QStringLiteral("QSettings: ") + QSettings().fileName());
    for (const auto location : {QStandardPaths::HomeLocation, QStandardPaths::AppDataLocation,
                                QStandardPaths::AppConfigLocation, QStandardPaths::GenericConfigLocation,
                                QStandardPaths::GenericDataLocation, QStandardPaths::CacheLocation,
                                QStandardPaths::DocumentsLocation, QStandardPaths::PicturesLocation,
                                QStandardPaths::DownloadLocation, QStandardPaths::RuntimeLocation}) {
        const QString where = QStandardPaths::writableLocation(location);
        if (!contains(where))
            found.append(QStandardPaths::displayName(location) + QStringLiteral(": ") + where);
    }
    return found;
}
