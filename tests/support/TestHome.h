#pragma once

#include <QString>

// Every test executable runs in a home of its own, made empty in the temporary folder when the program
// starts (TestHome.cpp, linked into each test by tests/CMakeLists.txt) and removed when it ends: HOME and
// the XDG folders point into it before QApplication exists, so settings (QSettings), the catalogue file
// (QStandardPaths::AppDataLocation), exports and pictures go there, whether CTest runs the test or a
// developer does (ATLAS_SCREENSHOTS=… build/tests/tst_mainwindow screenshots). The real user's settings
// and catalogue are never read or written. A program that finds any of those paths outside the
// temporary folder (the home, or a QTemporaryDir a test points them at) stops (qFatal), at start and at
// its end.
namespace TestHome {
// The home's folder ("/tmp/atlas-test-tst_x-AbCdEf").
QString path();
// True when the file or folder lies inside the home.
bool contains(const QString &file);
// True when the file or folder lies inside `folder` (or is it).
bool within(const QString &file, const QString &folder);
// The paths a test could write the user's files through (settings, catalogue, exports) that lie
// outside the temporary folder ("QSettings: …"): empty when there are none.
QStringList outside();
}
