// core/storage: the SQLite catalogue file: opening, checking and repairing it, migrations, the shipped
// catalogue, writing and reading models, the user's own data.
#pragma once

#include "Database.h"

#include <memory>

// Opens the catalogue the program works on: the given file or the default one in the user's data
// folder, created and filled from the shipped data on first run, migrated when older. A catalogue
// that is damaged or from a newer program is never overwritten: it is moved aside, a fresh catalogue
// takes its place and the user's favourites, notes and devices are copied over where they can be
// read. A path given on purpose that holds something else (a folder, a CSV file, another program's
// database) is refused and left as it is. When the file cannot be written, the window may work on a
// temporary catalogue in memory; the command line never does.
class CatalogueSession
{
public:
    // What open() may put in place of a catalogue that cannot be written.
    enum class Fallback { None, TemporaryCatalogue };
    // Why open() failed.
    enum class Failure { None, Refused, CannotWrite, Failed };

    CatalogueSession();
    ~CatalogueSession();

    // Empty path: the default catalogue file. False when no catalogue could be opened; failure()
    // and `error` say why.
    bool open(const QString &path, QString *error, Fallback fallback = Fallback::None);
    Failure failure() const { return m_failure; }
    Database &database() { return *m_database; }
    QSqlDatabase connection() const { return m_database->connection(); }

    // Moves the catalogue file aside now and puts a fresh one in its place, with the user's data
    // carried over, as open() does with a damaged file; `problem` (may be empty) says why, for the
    // notice. The connection stays the same object, so every copy of connection() stays valid.
    bool rebuild(const QString &problem, QString *error);
    bool canRebuild() const { return !m_path.isEmpty(); }
    // SQLite reported this file damaged: it is not remembered as closed cleanly, so the next start
    // checks it whole (CatalogueFile::noteDamage, which code without the session calls itself).
    void markDamaged();

    // What the command line says when SQLite reports the catalogue damaged: how to repair it.
    // `databaseArgument` is the --database value the command was given (may be empty).
    static QString repairAdvice(const QString &databaseArgument);

    // What the user should be told about how the catalogue was opened or rebuilt (empty when all
    // went well).
    QString notice() const { return m_notice; }
    // Where a damaged file was moved, when it was.
    QString movedAsidePath() const { return m_movedAside; }
    bool isTemporary() const { return m_temporary; }
    // Why the session is temporary, and what the user can do about it.
    QString temporaryReason() const { return m_temporaryReason; }
    // The catalogue file, when this session works on one.
    QString path() const { return m_path; }

private:
    bool fail(Failure failure, const QString &message, QString *error);
    bool openTemporary(const QString &why, QString *error);
    // The catalogue at `path` could not be opened, for the reason in `error`: a full disk is told as
    // such (and gives the window a temporary catalogue), anything else fails as it came.
    bool cannotOpen(const QString &path, Fallback fallback, QString *error);
    // Undoes moveAside() after a fresh catalogue could not be made in its place.
    void putBack(const QString &path);
    bool openFresh(const QString &path, QString *error);
    bool moveAside(const QString &path, QString *error);
    int recoverUserData(const QString &oldPath);
    void describeRebuild(const QString &problem, int recovered);

    std::unique_ptr<Database> m_database;
    QString m_notice;
    QString m_movedAside;
    QString m_temporaryReason;
    Failure m_failure = Failure::None;
    bool m_temporary = false;
    QString m_path;   // the file, when this session opened one (stamped on close)
};
