#pragma once

#include <QString>
#include <QVector>

#include <optional>

// The engine floor: a statement the program ran, timed in the sqlite3 command-line shell on the same
// file. All repetitions run inside one shell (".timer on", output to /dev/null so that the shell still
// steps through and formats every row), after one untimed run that warms the page cache; process
// start is not counted.
class SqliteShell
{
public:
    // Milliseconds of each of `runs` runs of `sql`. The shell prints whole milliseconds of real time:
    // when the median is below 2 ms the runs' CPU time (user + system, in microseconds) is given instead.
    // Empty, with `error` set, when the shell is missing or failed.
    static std::optional<QVector<double>> times(const QString &databasePath, const QString &sql, int runs,
                                                QString *error);
};
