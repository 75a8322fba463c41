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
    // For a dialog that opens a file: a folder that is there is enough.
    static QString first(std::initializer_list<QStandardPaths::StandardLocation> locations);
    // For a dialog that saves one: the first that is there and that the user can write to, else the
    // home folder. A Documents folder on a read-only mount (or one the user may not write) was
    // proposed, and the save failed after the user had chosen a name.
    static QString firstWritable(std::initializer_list<QStandardPaths::StandardLocation> locations);
};
