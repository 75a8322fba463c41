#include "CatalogueSession.h"

#include "ShippedCatalogue.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlQuery>
#include <QTemporaryFile>

namespace {

bool folderIsWritable(const QString &folder)
{
    if (!QDir().mkpath(folder))
        return false;
    // Permission bits do not tell the whole story (read-only mounts, ACLs): try it.
    QTemporaryFile probe(QDir(folder).filePath(QStringLiteral(".write-test-XXXXXX")));
    return probe.open();
}

} // namespace

CatalogueSession::CatalogueSession()
    : m_database(std::make_unique<Database>())
{
}

CatalogueSession::~CatalogueSession() = default;

QString CatalogueSession::diagnose(const QString &path)
{
    QFile file(path);
    if (!file.exists() || file.size() == 0)
        return QString();
    if (!file.open(QIODevice::ReadOnly))
        return QCoreApplication::translate("CatalogueSession", "it cannot be read (%1)").arg(file.errorString());
    if (!file.read(16).startsWith("SQLite format 3"))
        return QCoreApplication::translate("CatalogueSession", "it is not a SQLite database");
    file.close();

    Database probe(QStringLiteral("diagnose"));
    QString error;
    if (!probe.open(path, &error))
        return QCoreApplication::translate("CatalogueSession", "it cannot be opened (%1)").arg(error);
    QSqlQuery query(probe.connection());
    if (!query.exec(QStringLiteral("PRAGMA quick_check")) || !query.next())
        return QCoreApplication::translate("CatalogueSession", "its integrity check could not run");
    if (query.value(0).toString() != QLatin1String("ok"))
        return QCoreApplication::translate("CatalogueSession", "its integrity check failed (%1)").arg(query.value(0).toString());
    if (probe.userVersion() > Database::latestVersion())
        return QCoreApplication::translate("CatalogueSession", "it was written by a newer version of Model Atlas");
    return QString();
}

bool CatalogueSession::openFresh(const QString &path, QString *error)
{
    return m_database->open(path, error) && m_database->migrate(error)
        && ShippedCatalogue::ensureLoaded(m_database->connection(), error);
}

int CatalogueSession::recoverUserData(const QString &oldPath)
{
    QSqlDatabase db = m_database->connection();
    QSqlQuery query(db);
    query.prepare(QStringLiteral("ATTACH DATABASE ? AS old"));
    query.addBindValue(oldPath);
    if (!query.exec())
        return 0;
    int recovered = 0;
    // Each table on its own: a damaged page in one must not cost the other.
    for (const QString &sql : {QStringLiteral("INSERT OR IGNORE INTO main.user_favourites(model_key, added) "
                                              "SELECT model_key, added FROM old.user_favourites"),
                               QStringLiteral("INSERT OR IGNORE INTO main.user_notes(model_key, body, updated) "
                                              "SELECT model_key, body, updated FROM old.user_notes"),
                               QStringLiteral("INSERT OR IGNORE INTO main.user_hardware(name, memory_gb, bandwidth_gbs, added) "
                                              "SELECT name, memory_gb, bandwidth_gbs, added FROM old.user_hardware")}) {
        if (query.exec(sql))
            recovered += query.numRowsAffected();
    }
    query.exec(QStringLiteral("DETACH DATABASE old"));
    return recovered;
}

bool CatalogueSession::open(const QString &requestedPath, QString *error)
{
    const QString path = requestedPath.isEmpty() ? Database::defaultPath() : requestedPath;
    if (path == QLatin1String(":memory:"))
        return openFresh(path, error);

    const QString folder = QFileInfo(path).absolutePath();
    if (!folderIsWritable(folder)) {
        m_temporary = true;
        m_notice = QCoreApplication::translate("CatalogueSession", "The folder %1 cannot be written, so this session uses a temporary catalogue in memory: "
                      "favourites, notes and imports will not be kept after you quit. Make the folder "
                      "writable, or start with --database and a file in a folder you can write.")
                       .arg(QDir::toNativeSeparators(folder));
        return openFresh(QStringLiteral(":memory:"), error);
    }

    const QString problem = diagnose(path);
    if (!problem.isEmpty()) {
        const QString stamp = QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
        m_movedAside = path + QStringLiteral(".broken-") + stamp;
        bool moved = QFile::rename(path, m_movedAside);
        for (const char *suffix : {"-wal", "-shm"}) {
            const QString side = path + QLatin1String(suffix);
            if (QFile::exists(side))
                moved = QFile::rename(side, m_movedAside + QLatin1String(suffix)) && moved;
        }
        if (!moved) {
            if (error)
                *error = QCoreApplication::translate("CatalogueSession", "the catalogue file %1 cannot be used (%2) and cannot be moved aside")
                             .arg(QDir::toNativeSeparators(path), problem);
            return false;
        }
        if (!openFresh(path, error))
            return false;
        const int recovered = recoverUserData(m_movedAside);
        m_notice = QCoreApplication::translate("CatalogueSession", "The catalogue file could not be used: %1. It was kept as %2 and a fresh catalogue "
                      "was created from the data shipped with the program.")
                       .arg(problem, QDir::toNativeSeparators(m_movedAside))
            + QLatin1Char(' ')
            + QCoreApplication::translate("CatalogueSession",
                                          "%n of your favourites, notes and devices were recovered from the old file.",
                                          nullptr, recovered);
        return true;
    }
    return openFresh(path, error);
}
