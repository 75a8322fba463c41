#pragma once

#include <QDir>
#include <QString>
#include <QTest>

// Pictures of the window for a person to look at (and for the README), not checks: a test that only
// takes them is skipped, with this reason, unless ATLAS_SCREENSHOTS names a folder; the folder is made
// when it does not exist yet. Usage, first in the test function:
//     ATLAS_SCREENSHOT_FOLDER(folder);
#define ATLAS_SCREENSHOT_FOLDER(folder)                                                                     \
    const QString folder = qEnvironmentVariable("ATLAS_SCREENSHOTS");                                       \
    if (folder.isEmpty())                                                                                   \
        QSKIP("Takes pictures for a person to look at: run with ATLAS_SCREENSHOTS=folder to save them."); \
    QVERIFY2(QDir().mkpath(folder), qPrintable(QStringLiteral("cannot make %1").arg(folder)))
