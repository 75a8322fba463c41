#include "CatalogueFile.h"

#include "Database.h"
#include "Settings.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>
#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>
#include <QUrl>
#include <QtEndian>

#include <atomic>
#include <filesystem>

namespace {

// One catalogue per process: damage seen anywhere in it (a worker's import, a command's read).
std::atomic_bool damageSeen{false};

// The tables a SQLite file holds, read without changing anything: "immutable" opens it with no lock
// and no -wal or -shm file beside it (a read-only connection would leave both behind, next to a file
// that may not be ours). False when the schema cannot be read.
bool tablesOf(const QString &path, QStringList *tables)
{
    static int serial = 0;
    const QString name = QStringLiteral("catalogue-kind-%1").arg(++serial);
    bool ok = false;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        QUrl uri = QUrl::fromLocalFile(QFileInfo(path).absoluteFilePath());
        uri.setQuery(QStringLiteral("immutable=1"));
        db.setDatabaseName(QString::fromUtf8(uri.toEncoded()));
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY;QSQLITE_OPEN_URI"));
        if (db.open()) {
            QSqlQuery query(db);
            query.setForwardOnly(true);
            if (query.exec(QStringLiteral("SELECT name FROM sqlite_master WHERE type = 'table'"))) {
                while (query.next())
                    tables->append(query.value(0).toString());
                ok = !query.lastError().isValid();
            }
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return ok;
}

} // namespace

CatalogueFile::Kind CatalogueFile::kind(const QString &path, QString *why)
{
    auto say = [why](Kind kind, const QString &text) {
        if (why)
            *why = text;
        return kind;
    };
    const QFileInfo info(path);
    if (info.isDir())
        return say(Kind::Folder, QCoreApplication::translate("CatalogueSession", "it is a folder, not a catalogue file"));
    if (!info.exists())
        return Kind::New;
    if (!info.isFile())
        return say(Kind::NotSqlite, QCoreApplication::translate("CatalogueSession", "it is not a regular file"));
    if (info.size() == 0)
        return Kind::New;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return say(Kind::Unreadable, QCoreApplication::translate("CatalogueSession", "it cannot be read (%1)").arg(file.errorString()));
    const QByteArray header = file.read(100);
    file.close();
    if (!header.startsWith(QByteArray("SQLite format 3\0", 16)))
        return say(Kind::NotSqlite, QCoreApplication::translate("CatalogueSession", "it is not a SQLite database"));

    QStringList tables;
    if (tablesOf(path, &tables)) {
        if (tables.contains(QLatin1String("models")))
            return Kind::Catalogue;
        if (tables.isEmpty())
            return Kind::New;
        return say(Kind::OtherSqlite, QCoreApplication::translate("CatalogueSession", "it is a SQLite database of another program (it has no catalogue tables)"));
    }
    // The schema cannot be read: the file is damaged. Model Atlas sets the schema version (header
    // bytes 60-63) in the same transaction that creates its first tables, so a damaged file with a
    // version is one of ours; one without was never a catalogue.
    const quint32 version = header.size() >= 64 ? qFromBigEndian<quint32>(header.constData() + 60) : 0;
    if (version > 0)
        return Kind::Catalogue;
    return say(Kind::OtherSqlite, QCoreApplication::translate("CatalogueSession", "it is a damaged SQLite database that Model Atlas did not write"));
}

QString CatalogueFile::stamp(const QString &path)
{
    // Size, modification time to the nanosecond, and a checksum of 64 pages spread over the file:
    // file times are only as fine as the kernel's clock tick, so a write right after ours could keep
    // the time; it would not keep the sampled bytes. A damaged page outside the sample passes, which
    // is why damage seen later (Database::reportsDamage) offers the same recovery as a failed check.
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

bool CatalogueFile::wasClosedCleanly(const QString &path)
{
    const QString stamped = stamp(path);
    return !stamped.isEmpty() && !QFile::exists(path + QStringLiteral("-wal"))
        && Settings::value(Settings::Key::CatalogueVerified).toString() == stamped;
}

void CatalogueFile::markClosedCleanly(const QString &path)
{
    if (!damageSeen && !QFile::exists(path + QStringLiteral("-wal")))
        Settings::setValue(Settings::Key::CatalogueVerified, stamp(path));
}

void CatalogueFile::noteDamage()
{
    damageSeen = true;
    Settings::remove(Settings::Key::CatalogueVerified);
}

void CatalogueFile::clearDamage()
{
    damageSeen = false;
}

QString CatalogueFile::diagnose(const QString &path)
{
    QFile file(path);
    if (!file.exists() || file.size() == 0)
        return QString();
    if (!file.open(QIODevice::ReadOnly))
        return QCoreApplication::translate("CatalogueSession", "it cannot be read (%1)").arg(file.errorString());
    if (!file.read(16).startsWith("SQLite format 3"))
        return QCoreApplication::translate("CatalogueSession", "it is not a SQLite database");
    file.close();

    // Only SQLite's word that the file is damaged moves it aside. A check that cannot run for another
    // reason (a full disk, a lock) says nothing about the file: opening it then fails with that reason,
    // and the file stays where it is (moved aside, it took the user's favourites and notes with it).
    Database probe(QStringLiteral("diagnose"));
    QString error;
    const bool checked = wasClosedCleanly(path);
    if (!probe.open(path, &error))
        return Database::reportsDamage(error) ? QCoreApplication::translate("CatalogueSession", "it cannot be opened (%1)").arg(error)
                                              : QString();
    QSqlQuery query(probe.connection());
    if (!checked) {
        if (!query.exec(QStringLiteral("PRAGMA quick_check")) || !query.next())
            return Database::reportsDamage(query.lastError().text())
                ? QCoreApplication::translate("CatalogueSession", "its integrity check could not run")
                : QString();
        if (query.value(0).toString() != QLatin1String("ok"))
            return QCoreApplication::translate("CatalogueSession", "its integrity check failed (%1)").arg(query.value(0).toString());
    }
    if (probe.userVersion() > Database::latestVersion())
        return QCoreApplication::translate("CatalogueSession", "it was written by a newer version of Model Atlas");
    return QString();
}
