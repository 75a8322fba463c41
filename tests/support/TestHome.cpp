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

// Paths outside the temporary folder, where the user's own files are (a test that points the XDG
// folders at a QTemporaryDir of its own stays inside it).
QStringList outsideTemporary(bool withSettings)
{
    QStringList found;
    const QString temporary = QDir::tempPath();
    const auto check = [&](const QString &what, const QString &where) {
        if (!TestHome::contains(where) && !TestHome::within(where, temporary))
            found.append(what + QStringLiteral(": ") + where);
    };
    // Not at start: QSettings reads the folders once per program, and a test that sets XDG_CONFIG_HOME
    // in a test function of its own must be able to.
    if (withSettings)
        check(QStringLiteral("QSettings"), QSettings().fileName());
    for (const auto location : {QStandardPaths::HomeLocation, QStandardPaths::AppDataLocation,
                                QStandardPaths::AppConfigLocation, QStandardPaths::GenericConfigLocation,
                                QStandardPaths::GenericDataLocation, QStandardPaths::CacheLocation,
                                QStandardPaths::DocumentsLocation, QStandardPaths::PicturesLocation,
                                QStandardPaths::DownloadLocation, QStandardPaths::RuntimeLocation})
        check(QStandardPaths::displayName(location), QStandardPaths::writableLocation(location));
    return found;
}

void stopIfOutside(bool withSettings)
{
    const QStringList outside = outsideTemporary(withSettings);
    if (!outside.isEmpty())
        qFatal("TestHome: a test would write the user's files: %s", qPrintable(outside.join(QStringLiteral("; "))));
}

// At start (after QApplication is made) and again at the end, when every test has named its
// organization and application (which choose the settings file) and used what it wrote.
void checkAtStart()
{
    stopIfOutside(false);
    qAddPostRoutine([] { stopIfOutside(true); });
}

} // namespace

Q_COREAPP_STARTUP_FUNCTION(checkAtStart)

QString TestHome::path()
{
    return home().dir.path();
}

bool TestHome::contains(const QString &file)
{
    return within(file, path());
}

bool TestHome::within(const QString &file, const QString &folder)
{
    const QString root = QFileInfo(folder).canonicalFilePath();
    QFileInfo info(file);
    // The file may not exist (yet, or any more): its nearest existing folder decides.
    while (!info.exists() && info.absoluteFilePath() != info.absolutePath())
        info = QFileInfo(info.absolutePath());
    const QString found = info.canonicalFilePath();
    return !root.isEmpty() && (found == root || found.startsWith(root + QLatin1Char('/')));
}

QStringList TestHome::outside()
{
    return outsideTemporary(true);
}
