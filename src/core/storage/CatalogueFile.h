#pragma once

#include <QString>

// What is at a catalogue path, looked at before anything opens it for writing: whether it is a Model
// Atlas catalogue at all, and whether one can be used as it is. Also the stamp that lets a file this
// program closed cleanly skip the full check at the next start.
class CatalogueFile
{
public:
    enum class Kind {
        New,          // nothing there, an empty file, or a SQLite database with no tables yet
        Catalogue,    // a Model Atlas catalogue, whole or damaged
        Folder,       // a directory
        Unreadable,   // a file that cannot be read
        NotSqlite,    // a file that is not a SQLite database (a CSV file given by mistake)
        OtherSqlite,  // another program's SQLite database
    };

    // `why` says, for the last four kinds, what the path holds, as a user would be told it.
    static Kind kind(const QString &path, QString *why = nullptr);

    // Why this catalogue cannot be used as it is (damaged, or written by a newer version); empty
    // when it can, or when nothing is there yet. The full integrity check is skipped for a file this
    // program closed cleanly and nothing touched since.
    static QString diagnose(const QString &path);

    static bool wasClosedCleanly(const QString &path);
    // Remembers the file as closed cleanly by this program (call it after the last connection closed),
    // unless damage was seen since the catalogue was last (re)built.
    static void markClosedCleanly(const QString &path);
    // SQLite reported the catalogue damaged, wherever in this process: the next start checks it
    // whole, whatever its stamp says. A rebuilt catalogue starts clean again (clearDamage()).
    static void noteDamage();
    static void clearDamage();

private:
    static QString stamp(const QString &path);
};
