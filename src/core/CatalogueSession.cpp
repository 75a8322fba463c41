#include "CatalogueSession.h"

#include "ShippedCatalogue.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSettings>
#include <QSqlQuery>
#include <QTemporaryFile>

#include <filesystem>

namespace {

bool folderIsWritable(const QString &folder)
{
    if (!QDir().mkpath(folder))
        return false;
    // Permission bits do not tell the whole story (read-only mounts, ACLs): try it.
    QTemporaryFile probe(QDir(folder).filePath(QStringLiteral(".write-test-XXXXXX")));
    return probe.open();
}

const char verifiedKey[] = "catalogue/verified";

} // namespace

QString CatalogueSession::fileStamp(const QString &path)
{
    // Size, modification time to the nanosecond, and a checksum of 64 pages spread over the file:
    // file times are only as fine as the kernel's clock tick, so a write right after ours could keep
    // the time; it would not keep the sampled bytes.
    std::error_code failed;
    const std::filesystem::path file(QFile::encodeName(path).toStdString());
    const auto time = std::filesystem::last_write_time(file, failed);
    if (failed)
        return QString();
    QFile in(path);
    if (!in.open(QIODevice::ReadOnly))
        return QString();
    const qint64 size = in.size();
    QCryptographicHash sample(QCryptographicHash::Sha1);
    constexpr int samples = 64;
    for (int i = 0; i < samples; ++i) {
        in.seek(size * i / samples);
        sample.addData(in.read(4096));
    }
    return QStringLiteral("%1|%2|%3|%4")
        .arg(QFileInfo(path).absoluteFilePath())
        .arg(size)
        .arg(qint64(time.time_since_epoch().count()))
        .arg(QString::fromLatin1(sample.result().toHex()));
}

bool CatalogueSession::wasClosedCleanly(const QString &path)
{
    const QString stamp = fileStamp(path);
    return !stamp.isEmpty() && !QFile::exists(path + QStringLiteral("-wal"))
        && QSettings().value(QLatin1String(verifiedKey)).toString() == stamp;
}

CatalogueSession::CatalogueSession()
    : m_database(std::make_unique<Database>())
{
}

CatalogueSession::~CatalogueSession()
{
    m_database.reset();
    // This program wrote the file last and closed it: the next start-up need not check it again
    // (PRAGMA quick_check reads the whole file: 0.9 s at 100,000 models).
    if (!m_path.isEmpty() && !QFile::exists(m_path + QStringLiteral("-wal")))
        QSettings().setValue(QLatin1String(verifiedKey), fileStamp(m_path));
}

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
    const bool checked = wasClosedCleanly(path);
    if (!probe.open(path, &error))
        return QCoreApplication::translate("CatalogueSession", "it cannot be opened (%1)").arg(error);
    QSqlQuery query(probe.connection());
    if (!checked) {
        if (!query.exec(QStringLiteral("PRAGMA quick_check")) || !query.next())
            return QCoreApplication::translate("CatalogueSession", "its integrity check could not run");
        if (query.value(0).toString() != QLatin1String("ok"))
            return QCoreApplication::translate("CatalogueSession", "its integrity check failed (%1)").arg(query.value(0).toString());
    }
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
        m_path = path;
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
    if (!openFresh(path, error))
        return false;
    m_path = path;
    return true;
}
