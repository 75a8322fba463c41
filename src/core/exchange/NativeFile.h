#pragma once

#include <QByteArray>
#include <QString>

#include <functional>

class QFile;
class QIODevice;

// Files named by the bytes the system gave for them. Qt 6 reads every file name as UTF-8 on Unix,
// so a name in another encoding (a Latin-1 "café" from an old archive, byte 0xE9) becomes "caf�"
// and cannot be opened through a QString; these functions take the bytes themselves.
namespace NativeFile {

// The bytes for a name Qt decoded: QFile::encodeName.
QByteArray encode(const QString &path);

// Opens a regular file for reading. Anything else is refused without waiting: a FIFO would block
// the reader until someone writes to it, a device may never end, a folder cannot be read.
bool openForReading(QFile *file, const QByteArray &path, QString *error);

// Writes through `write` to a new file beside `path`, then renames it over `path`, so that a
// failed write leaves any earlier file as it was (a full disk, a read-only folder), with its
// permissions. A pipe or a device (/dev/stdout, a FIFO) is written into, never replaced. `error` says
// a full or read-only disk in the user's language.
bool writeAtomically(const QByteArray &path, const std::function<bool(QIODevice *, QString *)> &write,
                     QString *error);

} // namespace NativeFile
