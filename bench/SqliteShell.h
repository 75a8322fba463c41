#pragma once

#include <QStringList>
#include <QVariantList>

#include <optional>

// The engine floor: the same SQL the program runs, timed in the sqlite3 command-line shell on the
// same file. All repetitions run inside one shell (".timer on"), so process start is not counted.
class SqliteShell
{
public:
    // Median milliseconds of one pass over `statements` (a pass is one keystroke, one filter change…:
    // its statements' times are added up), over `passes` passes repeated `runs` times, after one
    // untimed warm-up pass. Empty when the shell is missing or failed.
    static std::optional<double> medianMs(const QString &databasePath, const QVector<QStringList> &passes,
                                          int runs, QString *error);

    // `sql` with each "?" replaced by the matching value as an SQL literal.
    static QString inlineBinds(const QString &sql, const QVariantList &binds);
};
