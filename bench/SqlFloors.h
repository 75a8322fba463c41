#pragma once

#include <QString>

// sqlite3_floor_<name>: each statement the window ran during the figures (SqlTrace), its slowest run
// given to the sqlite3 shell on the same file (SqliteShell). The line carries the SQL itself and the
// program's own time for that run ("program_ms", SQLite's timing inside the program, the program's
// work between rows included), so that the two compare like with like.
namespace SqlFloors {

bool run(const QString &path, int models, int runs, QString *error);

} // namespace SqlFloors
