#pragma once

#include <QDir>
#include <QFileInfo>
#include <QStringList>
#include <QTest>

// The published reference files (../shared/reference beside a developer's checkout, or wherever
// ATLAS_REFERENCE_DIR points) are not part of the repository: a user's clone has none. Tests that
// cross-check against them run whenever they are there and are skipped, saying which files are
// missing and where they were looked for, when they are not. CI sets ATLAS_REQUIRE_REFERENCE=1, which
// turns the skip into a failure, so the cross-checks always run there.
namespace ReferenceFiles {

inline QString path(const QString &relative)
{
    return QDir(QStringLiteral(ATLAS_REFERENCE_DIR)).filePath(relative);
}

inline bool required()
{
    return qEnvironmentVariableIntValue("ATLAS_REQUIRE_REFERENCE") != 0;
}

// Empty when every file is there; otherwise what is missing and where it was looked for.
inline QString missing(const QStringList &relative)
{
    QStringList absent;
    for (const QString &file : relative) {
        if (!QFileInfo(path(file)).isFile())
            absent << file;
    }
    if (absent.isEmpty())
        return {};
    return QStringLiteral("published reference files missing: %1, looked for in %2 (CMake's ATLAS_REFERENCE_DIR)")
        .arg(absent.join(QLatin1String(", ")), QDir::cleanPath(QStringLiteral(ATLAS_REFERENCE_DIR)));
}

} // namespace ReferenceFiles

// In a test function (usually initTestCase): skip it when a reference file is missing, or fail when
// ATLAS_REQUIRE_REFERENCE is set.
#define ATLAS_NEED_REFERENCE_FILES(...)                                                    \
    do {                                                                                   \
        const QString atlasMissing = ReferenceFiles::missing(QStringList{__VA_ARGS__});    \
        if (!atlasMissing.isEmpty()) {                                                     \
            if (ReferenceFiles::required())                                                \
                QFAIL(qPrintable(atlasMissing + QStringLiteral("; ATLAS_REQUIRE_REFERENCE=1 needs them"))); \
            QSKIP(qPrintable(atlasMissing + QStringLiteral("; the cross-checks against them are skipped"))); \
        }                                                                                  \
    } while (false)
