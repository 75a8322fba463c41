#include "StartFolder.h"

#include <QDir>
#include <QFileInfo>
#include <QTemporaryFile>

namespace {

QString firstFolder(std::initializer_list<QStandardPaths::StandardLocation> locations, bool mustBeWritable)
{
    for (const auto location : locations) {
        const QString folder = QStandardPaths::writableLocation(location);
        if (folder.isEmpty() || !QFileInfo(folder).isDir())
            continue;
        if (!mustBeWritable)
            return folder;
        // Permission bits do not tell the whole story (read-only mounts, ACLs; root passes them all):
        // try it, as CatalogueSession does with the catalogue's folder. The file goes when the probe does.
        QTemporaryFile probe(QDir(folder).filePath(QStringLiteral(".write-test-XXXXXX")));
        if (probe.open())
            return folder;
    }
    return QDir::homePath();
}

} // namespace

QString StartFolder::first(std::initializer_list<QStandardPaths::StandardLocation> locations)
{
    return firstFolder(locations, false);
}

QString StartFolder::firstWritable(std::initializer_list<QStandardPaths::StandardLocation> locations)
{
    return firstFolder(locations, true);
}
