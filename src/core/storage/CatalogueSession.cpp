#include "CatalogueSession.h"

#include "CatalogueFile.h"
#include "ShippedCatalogue.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSqlQuery>
#include <QStorageInfo>
#include <QTemporaryFile>

namespace {

enum class FolderState { Writable, Missing, ReadOnly };

// Whether the catalogue's folder can hold it. A folder that is not there is made (the user's data
// folder on a first start); one that cannot be made in the folder above it (/proc/nonexist) is
// missing, which the user mends differently from a folder they may not write, or from a file that
// stands where a folder should be.
FolderState folderState(const QString &folder)
{
    if (!QDir().mkpath(folder)) {
        QFileInfo above(folder);
        while (!above.exists() && !above.isRoot())
            above = QFileInfo(above.absolutePath());
        return above.isDir() && !QFileInfo::exists(folder) ? FolderState::Missing : FolderState::ReadOnly;
    }
    // Permission bits do not tell the whole story (read-only mounts, ACLs): try it.
    QTemporaryFile probe(QDir(folder).filePath(QStringLiteral(".write-test-XXXXXX")));
    return probe.open() ? FolderState::Writable : FolderState::ReadOnly;
}

} // namespace

CatalogueSession::CatalogueSession()
    : m_database(std::make_unique<Database>())
{
}

CatalogueSession::~CatalogueSession()
{
    m_database.reset();
    // This program wrote the file last and closed it: the next start-up need not check it again
    // (PRAGMA quick_check reads the whole file: 0.9 s at 100,000 models). Not a file seen damaged.
    if (!m_path.isEmpty())
        CatalogueFile::markClosedCleanly(m_path);
}

bool CatalogueSession::fail(Failure failure, const QString &message, QString *error)
{
    m_failure = failure;
    if (error)
        *error = message;
    return false;
}

bool CatalogueSession::openFresh(const QString &path, QString *error)
{
    return m_database->open(path, error) && m_database->migrate(error)
        && ShippedCatalogue::ensureLoaded(m_database->connection(), error);
}

bool CatalogueSession::openTemporary(const QString &why, QString *error)
{
    m_temporary = true;
    m_temporaryReason = why;
    m_notice = why + QLatin1Char(' ')
        + QCoreApplication::translate("CatalogueSession", "This session uses a temporary catalogue in memory, made from the data shipped with the "
             "program: favourites, notes, devices and imports will not be kept after you quit.");
    if (openFresh(QStringLiteral(":memory:"), error))
        return true;
    m_failure = Failure::Failed;
    return false;
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

bool CatalogueSession::moveAside(const QString &path, QString *error)
{
    const QString stamp = QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    QString target = path + QStringLiteral(".broken-") + stamp;
    // Two repairs within one second must not collide.
    for (int n = 2; QFileInfo::exists(target); ++n)
        target = path + QStringLiteral(".broken-") + stamp + QStringLiteral("-%1").arg(n);
    if (!QFile::rename(path, target)) {
        if (error)
            *error = QCoreApplication::translate("CatalogueSession", "the catalogue file %1 cannot be moved aside").arg(QDir::toNativeSeparators(path));
        return false;
    }
    m_movedAside = target;
    for (const char *suffix : {"-wal", "-shm"}) {
        const QString side = path + QLatin1String(suffix);
        if (QFile::exists(side))
            QFile::rename(side, target + QLatin1String(suffix));
    }
    return true;
}

void CatalogueSession::describeRebuild(const QString &problem, int recovered)
{
    const QString kept = QDir::toNativeSeparators(m_movedAside);
    m_notice = (problem.isEmpty()
                    ? QCoreApplication::translate("CatalogueSession", "The catalogue file was moved aside as %1 and a fresh catalogue was created from the "
                         "data shipped with the program.").arg(kept)
                    : QCoreApplication::translate("CatalogueSession", "The catalogue file could not be used: %1. It was kept as %2 and a fresh catalogue "
                         "was created from the data shipped with the program.").arg(problem, kept))
        + QLatin1Char(' ')
        + QCoreApplication::translate("CatalogueSession",
                                      "%n of your favourites, notes and devices were recovered from the old file.",
                                      nullptr, recovered);
}

bool CatalogueSession::open(const QString &requestedPath, QString *error, Fallback fallback)
{
    m_failure = Failure::None;
    const QString path = requestedPath.isEmpty() ? Database::defaultPath() : requestedPath;
    if (path == QLatin1String(":memory:"))
        return openFresh(path, error) || fail(Failure::Failed, error ? *error : QString(), error);
    const QString shown = QDir::toNativeSeparators(path);

    // Only a Model Atlas catalogue is ever moved aside. The default file is ours whatever it holds;
    // a path the user typed may be anything (a CSV file meant for --import), and is left alone.
    QString what;
    const CatalogueFile::Kind kind = CatalogueFile::kind(path, &what);
    const bool ours = kind == CatalogueFile::Kind::New || kind == CatalogueFile::Kind::Catalogue;
    if (kind == CatalogueFile::Kind::Folder || (!ours && !requestedPath.isEmpty()))
        return fail(Failure::Refused, QCoreApplication::translate("CatalogueSession", "%1 is not a Model Atlas catalogue and was left as it is: %2.").arg(shown, what), error);

    const QString folder = QFileInfo(path).absolutePath();
    if (const FolderState state = folderState(folder); state != FolderState::Writable) {
        const QString shownFolder = QDir::toNativeSeparators(folder);
        const bool missing = state == FolderState::Missing;
        const QString why = missing
            ? QCoreApplication::translate("CatalogueSession", "The folder %1 does not exist and cannot be created. Create it, or "
                                          "start with --database and a file in a folder that exists.").arg(shownFolder)
            : QCoreApplication::translate("CatalogueSession", "The folder %1 cannot be written. Make it writable, or start with "
                                          "--database and a file in a folder you can write.").arg(shownFolder);
        if (fallback == Fallback::TemporaryCatalogue)
            return openTemporary(why, error);
        return fail(Failure::CannotWrite,
                    missing ? QCoreApplication::translate("CatalogueSession", "the folder %1 does not exist and cannot be created, so "
                                  "the catalogue %2 cannot be kept there. Create the folder, or give --database a "
                                  "file in a folder that exists.").arg(shownFolder, shown)
                            : QCoreApplication::translate("CatalogueSession", "the folder %1 cannot be written, so the catalogue %2 cannot "
                                  "be kept there. Make the folder writable, or give --database a file in a folder you "
                                  "can write.").arg(shownFolder, shown),
                    error);
    }

    const QString problem = CatalogueFile::diagnose(path);
    if (!problem.isEmpty()) {
        QString moveError;
        if (!moveAside(path, &moveError))
            return fail(Failure::Failed, moveError + QStringLiteral(" (") + problem + QLatin1Char(')'), error);
        if (!openFresh(path, error)) {
            m_database->close();
            putBack(path);
            return cannotOpen(path, fallback, error);
        }
        m_path = path;
        CatalogueFile::clearDamage();
        describeRebuild(problem, recoverUserData(m_movedAside));
        return true;
    }
    if (!m_database->open(path, error))
        return cannotOpen(path, fallback, error);
    if (m_database->isReadOnly()) {
        m_database->close();
        const QString why = QCoreApplication::translate("CatalogueSession", "The catalogue file %1 is read-only.").arg(shown);
        if (fallback == Fallback::TemporaryCatalogue)
            return openTemporary(why, error);
        return fail(Failure::CannotWrite,
                    QCoreApplication::translate("CatalogueSession", "the catalogue file %1 is read-only. Make it writable, or give --database another file.").arg(shown),
                    error);
    }
    if (!m_database->migrate(error) || !ShippedCatalogue::ensureLoaded(m_database->connection(), error))
        return cannotOpen(path, fallback, error);
    m_path = path;
    return true;
}

bool CatalogueSession::cannotOpen(const QString &path, Fallback fallback, QString *error)
{
    const QString reason = error ? *error : QString();
    // SQLite says "database or disk is full" when a write falls short, but "disk I/O error" when it
    // cannot make room for its -shm file: a disk with (next to) no room left settles which it is.
    const QStorageInfo disk(QFileInfo(path).absolutePath());
    const bool full = Database::reportsFullDisk(reason) || (disk.isValid() && disk.bytesAvailable() < 1024 * 1024);
    if (!full)
        return fail(Failure::Failed, reason, error);
    // A full disk is no fault of the catalogue: said in words, with what to do; the window carries on
    // with a temporary catalogue, as for a folder it cannot write.
    m_database->close();
    const QString shown = QDir::toNativeSeparators(path);
    if (fallback == Fallback::TemporaryCatalogue)
        return openTemporary(QCoreApplication::translate("CatalogueSession", "The disk that holds the catalogue %1 is full (%2). "
                                                         "Free some space on it and start the program again.").arg(shown, reason),
                             error);
    return fail(Failure::CannotWrite,
                QCoreApplication::translate("CatalogueSession", "the disk that holds the catalogue %1 is full (%2). Free some space on "
                                            "it, or give --database a file on another disk.").arg(shown, reason),
                error);
}

void CatalogueSession::putBack(const QString &path)
{
    // A fresh catalogue that could not be made whole (a full disk) must not stand in for the file
    // moved aside, which holds the user's favourites and notes: it goes back, as it was. The caller
    // has closed the connection.
    for (const char *suffix : {"", "-wal", "-shm", "-journal"})
        QFile::remove(path + QLatin1String(suffix));
    QFile::rename(m_movedAside, path);
    for (const char *suffix : {"-wal", "-shm"}) {
        if (QFile::exists(m_movedAside + QLatin1String(suffix)))
            QFile::rename(m_movedAside + QLatin1String(suffix), path + QLatin1String(suffix));
    }
    m_movedAside.clear();
}

bool CatalogueSession::rebuild(const QString &problem, QString *error)
{
    if (m_path.isEmpty()) {
        if (error)
            *error = QCoreApplication::translate("CatalogueSession", "this session's catalogue is temporary and has no file to rebuild");
        return false;
    }
    // Close, not remove: the window's views hold copies of this connection and keep them.
    QSqlDatabase db = m_database->connection();
    db.close();
    if (!moveAside(m_path, error)) {
        QString reopenError;
        m_database->reopen(&reopenError);
        return false;
    }
    if (!m_database->reopen(error) || !m_database->migrate(error)
        || !ShippedCatalogue::ensureLoaded(m_database->connection(), error)) {
        db.close();
        putBack(m_path);
        QString reopenError;
        m_database->reopen(&reopenError);
        return false;
    }
    CatalogueFile::clearDamage();
    describeRebuild(problem, recoverUserData(m_movedAside));
    return true;
}

void CatalogueSession::markDamaged()
{
    CatalogueFile::noteDamage();
}

QString CatalogueSession::repairAdvice(const QString &databaseArgument)
{
    const QString command = databaseArgument.isEmpty()
        ? QStringLiteral("model-atlas --repair")
        : QStringLiteral("model-atlas --repair --database \"%1\"").arg(QDir::toNativeSeparators(databaseArgument));
    return QCoreApplication::translate("CatalogueSession",
                                       "The catalogue file is damaged; nothing was changed. Run %1 to move it aside and "
                                       "build a fresh catalogue from the data shipped with the program: your favourites, "
                                       "notes and devices are carried over, imported models must be imported again.")
        .arg(command);
}
