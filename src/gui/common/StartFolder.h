#pragma once

#include <QStandardPaths>
#include <QString>

#include <initializer_list>

// Where a file dialog opens: the first of the usual folders that is there, else the home folder.
// Never a folder that is not there: handed one, QFileDialog opens in the program's working folder
// (and a save lands there) or, to open a file, puts the folder's name in the file name box.
class StartFolder
{
public:
    static QString first(std::initializer_list<QStandardPaths::StandardLocation> locations);
};
