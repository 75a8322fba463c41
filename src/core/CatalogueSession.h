#pragma once

#include "Database.h"

#include <memory>

// Opens the catalogue the program works on: the given file or the default one in the user's data
// folder, created and filled from the shipped data on first run, migrated when older. A file that is
// damaged, not a catalogue, or from a newer program is never overwritten: it is moved aside, a fresh
// catalogue takes its place and the user's favourites and notes are copied over where they can be
// read. A folder that cannot be written still gets a working catalogue, in memory.
class CatalogueSession
{
public:
    CatalogueSession();
    ~CatalogueSession();

    // Empty path: the default catalogue file. False only when no catalogue at all could be opened.
    bool open(const QString &path, QString *error);
    Database &database() { return *m_database; }
    QSqlDatabase connection() const { return m_database->connection(); }

    // What the user should be told about how the catalogue was opened (empty when all went well).
    QString notice() const { return m_notice; }
    // Where a damaged file was moved, when it was.
    QString movedAsidePath() const { return m_movedAside; }
    bool isTemporary() const { return m_temporary; }

    // Why this file cannot be used as it is; empty when it can (or does not exist yet). The full
    // integrity check is skipped for a file this program closed cleanly and nothing touched since.
    static QString diagnose(const QString &path);
    static bool wasClosedCleanly(const QString &path);

private:
    bool openFresh(const QString &path, QString *error);
    int recoverUserData(const QString &oldPath);
    static QString fileStamp(const QString &path);

    std::unique_ptr<Database> m_database;
    QString m_notice;
    QString m_movedAside;
    bool m_temporary = false;
    QString m_path;   // the file, when this session opened one (stamped on close)
};
