#include "NativeFile.h"

#include <QCoreApplication>
#include <QFile>
#include <QRandomGenerator>

#include <cerrno>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace NativeFile {

QByteArray encode(const QString &path)
{
    return QFile::encodeName(path);
}

bool openForReading(QFile *file, const QByteArray &path, QString *error)
{
    // Without O_NONBLOCK, opening a FIFO waits for a writer; the type is checked before any read.
    const int fd = ::open(path.constData(), O_RDONLY | O_CLOEXEC | O_NONBLOCK);
    if (fd < 0) {
        *error = qt_error_string(errno);
        return false;
    }
    struct stat st {};
    if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        *error = S_ISDIR(st.st_mode)
            ? QCoreApplication::translate("NativeFile", "it is a folder")
            : QCoreApplication::translate("NativeFile", "it is not a regular file (a pipe, a socket or a device), "
                                                        "which could keep the import waiting for ever");
        ::close(fd);
        return false;
    }
    ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);
    if (!file->open(fd, QIODevice::ReadOnly, QFileDevice::AutoCloseHandle)) {
        *error = file->errorString();
        ::close(fd);
        return false;
    }
    return true;
}

bool writeAtomically(const QByteArray &path, const std::function<bool(QIODevice *, QString *)> &write, QString *error)
{
    const qsizetype slash = path.lastIndexOf('/');
    const QByteArray folder = slash < 0 ? QByteArray(".") : slash == 0 ? QByteArray("/") : path.left(slash);
    const QByteArray name = path.mid(slash + 1);
    if (name.isEmpty()) {
        *error = QCoreApplication::translate("NativeFile", "the name is a folder, not a file");
        return false;
    }
    const int folderFd = ::open(folder.constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (folderFd < 0) {
        *error = qt_error_string(errno);
        return false;
    }
    QByteArray temporary;
    int fd = -1;
    for (int attempt = 0; attempt < 16 && fd < 0; ++attempt) {
        temporary = '.' + name.left(200) + '.' + QByteArray::number(QRandomGenerator::global()->generate(), 36) + ".part";
        fd = ::openat(folderFd, temporary.constData(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
        if (fd < 0 && errno != EEXIST)
            break;
    }
    if (fd < 0) {
        *error = qt_error_string(errno);
        ::close(folderFd);
        return false;
    }
    bool ok;
    {
        QFile file;
        ok = file.open(fd, QIODevice::WriteOnly, QFileDevice::DontCloseHandle) && write(&file, error);
        if (ok && !file.flush()) {
            *error = file.errorString();
            ok = false;
        }
    }
    if (ok && ::fsync(fd) != 0) {
        *error = qt_error_string(errno);
        ok = false;
    }
    ::close(fd);
    if (ok && ::renameat(folderFd, temporary.constData(), folderFd, name.constData()) != 0) {
        *error = qt_error_string(errno);
        ok = false;
    }
    if (!ok)
        ::unlinkat(folderFd, temporary.constData(), 0);
    ::close(folderFd);
    return ok;
}

} // namespace NativeFile
