#pragma once

#include <QString>

// startup_first_paint: from the moment a new process is started until the window has painted the
// catalogue table for the first time. The parent notes the clock, starts this program again as
// `--startup-child FILE`, which does what main.cpp does to open the window and prints the monotonic
// clock (shared by every process) when the frame holding the table's first paint has been painted.
namespace StartupFigure {

bool run(const QString &path, int models, int runs, QString *error);
// The child: opens the window on `path`, prints "first_paint_ns=N" and exits when it is painted.
int child(const QString &path);

} // namespace StartupFigure
