#pragma once

#include "Database.h"

#include <memory>

// Opens the catalogue the program works on: the given file or the default one in the user's data
// folder, created and filled from the shipped data on first run, migrated when older.
class CatalogueSession
{
public:
    CatalogueSession();
    ~CatalogueSession();

    // Empty path: the default catalogue file.
    bool open(const QString &path, QString *error);
    Database &database() { return *m_database; }
    QSqlDatabase connection() const { return m_database->connection(); }

private:
    std::unique_ptr<Database> m_database;
};
