#include "StartFolder.h"

#include <QDir>
#include <QFileInfo>

QString StartFolder::first(std::initializer_list<QStandardPaths::StandardLocation> locations)
{
    for (const auto location : locations) {
        const QString folder = QStandardPaths::writableLocation(location);
        if (!folder.isEmpty() && QFileInfo(folder).isDir())
            return folder;
    }
    return QDir::homePath();
}
