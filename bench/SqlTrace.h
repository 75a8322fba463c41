#pragma once

#include <QString>
#include <QVector>

// Every SQL statement the program runs, on every connection of this process (the window's and the
// worker threads' own), caught through SQLite's own trace hook with SQLite's own timing: how long
// the statement ran, from its first step to its reset, the program's work between rows included.
// The benchmark names a phase (tag) before each group of window actions; the statements are kept per
// phase and per SQL text, with the slowest run's SQL as SQLite expanded it (bound values written
// in), which is exactly what the sqlite3 shell is then given as the floor.
namespace SqlTrace {

// Installs the hook for every connection opened from now on. Call before the catalogue is opened.
void install();
void setTag(const QString &tag);

struct Statement
{
    QString tag;
    QString sql;            // as prepared, with its ? placeholders
    QString slowestSql;     // the slowest run, values written in
    double slowestMs = 0;
    double totalMs = 0;
    int count = 0;
};
// In the order they were first run.
QVector<Statement> statements();

} // namespace SqlTrace
