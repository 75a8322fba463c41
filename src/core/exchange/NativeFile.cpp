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

namespace {

// Says what a failed write means to the user: a full disk in words, in the user's language (the
// system's own text is English wherever the system is), anything else as the system puts it.
QString describe(int error)
{
    if (error == ENOSPC || error == EDQUOT)
        return QCoreApplication::translate("NativeFile", "the disk is full (%1): free some space, or write to another disk")
            .arg(qt_error_string(error));
    if (error == EROFS)
        return QCoreApplication::translate("NativeFile", "the disk is read-only (%1): write to a folder on another disk")
            .arg(qt_error_string(error));
    if (error == EACCES || error == EPERM)
        return QCoreApplication::translate("NativeFile", "the folder cannot be written (%1): write to a folder of your own")
            .arg(qt_error_string(error));
    return qt_error_string(error);
}

// The same for a write that failed through `file` (Qt keeps no errno, but says a full disk apart).
QString describe(const QFileDevice &file, const QString &writerError)
{
    if (file.error() == QFileDevice::ResourceError)
        return describe(ENOSPC);
    if (file.error() != QFileDevice::NoError)
        return file.errorString();
    return writerError;
}

// Writes into a pipe or a device given on purpose (/dev/stdout, a FIFO another program reads):
// renaming a regular file over it would replace it, and where the folder can be written (/dev, for
// root) would turn /dev/full into a file of CSV.
bool writeInto(const QByteArray &path, const std::function<bool(QIODevice *, QString *)> &write, QString *error)
{
    const int fd = ::open(path.constData(), O_WRONLY | O_CLOEXEC | O_NONBLOCK);
    if (fd < 0) {
        *error = describe(errno);
        return false;
    }
    ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) & ~O_NONBLOCK);
    QFile file;
    bool ok = file.open(fd, QIODevice::WriteOnly | QIODevice::Unbuffered, QFileDevice::DontCloseHandle);
    if (ok && !write(&file, error)) {
        *error = describe(file, *error);
        ok = false;
    }
    ::close(fd);
    return ok;
}

} // namespace

bool writeAtomically(const QByteArray &path, const std::function<bool(QIODevice *, QString *)> &write, QString *error)
{
    const qsizetype slash = path.lastIndexOf('/');
    const QByteArray folder = slash < 0 ? QByteArray(".") : slash == 0 ? QByteArray("/") : path.left(slash);
    const QByteArray name = path.mid(slash + 1);
    struct stat target {};
    const bool exists = ::stat(path.constData(), &target) == 0;
    if (name.isEmpty() || (exists && S_ISDIR(target.st_mode))) {
        *error = QCoreApplication::translate("NativeFile", "the name is a folder, not a file");
        return false;
    }
    if (exists && !S_ISREG(target.st_mode))
        return writeInto(path, write, error);
    // A file the user protected is not replaced behind their back (renaming over it would succeed).
    if (exists && ::access(path.constData(), W_OK) != 0) {
        *error = errno == EROFS ? describe(EROFS)
                                : QCoreApplication::translate("NativeFile", "the file is write-protected (%1): choose another "
                                                                            "name, or allow writing to it").arg(qt_error_string(errno));
        return false;
    }
    const int folderFd = ::open(folder.constData(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (folderFd < 0) {
        // The folder is named: the system's "No such file or directory" reads as if the file were
        // expected to be there already.
        *error = errno == ENOENT ? QCoreApplication::translate("NativeFile", "the folder %1 does not exist: create it first, "
                                                                            "or write to a folder that exists")
                                       .arg(QFile::decodeName(folder))
                                 : describe(errno);
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
        *error = describe(errno);
        ::close(folderFd);
        return false;
    }
    // The file written in place of an earlier one keeps its permissions, as QSaveFile's does.
    if (exists)
        ::fchmod(fd, target.st_mode & 07777);
    bool ok;
    {
        QFile file;
        ok = file.open(fd, QIODevice::WriteOnly, QFileDevice::DontCloseHandle);
        if (ok && (!write(&file, error) || !file.flush())) {
            // The system's reason (a full disk) before the writer's.
            *error = describe(file, *error);
            ok = false;
        }
    }
    if (ok && ::fsync(fd) != 0) {
        *error = describe(errno);
        ok = false;
    }
    if (::close(fd) != 0 && ok) {
        *error = describe(errno);
        ok = false;
    }
    if (ok && ::renameat(folderFd, temporary.constData(), folderFd, name.constData()) != 0) {
        *error = describe(errno);
        ok = false;
    }
    if (!ok)
        ::unlinkat(folderFd, temporary.constData(), 0);
    ::close(folderFd);
    return ok;
}

} // namespace NativeFile
