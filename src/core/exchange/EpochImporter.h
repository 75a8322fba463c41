// core/exchange: files in and out of the catalogue: the CSV reader and writer, the Epoch AI importer
// and its report, the CSV export.
#pragma once

#include "ImportReport.h"

#include <QSqlDatabase>

#include <atomic>
#include <functional>
#include <limits>

class QIODevice;

// Merges an Epoch AI CSV export into the catalogue: one transaction that lands whole or not at all.
// Models are matched by stable key; new ones are added, changed figures updated, models absent from
// the file kept, and fields the file leaves empty keep what we knew. The user's tables are untouched.
class EpochImporter
{
public:
    explicit EpochImporter(QSqlDatabase db);

    // Checked between rows; when it turns true the import rolls back.
    void setCancelFlag(const std::atomic_bool *cancel) { m_cancel = cancel; }
    // Called now and then with bytes read and the file's size.
    void setProgress(std::function<void(qint64, qint64)> progress) { m_progress = std::move(progress); }

    // From this file size on, the import drops the catalogue's secondary indexes when it starts and
    // builds them again before it commits (in the same transaction): building an index once is
    // cheaper than updating it row by row for tens of thousands of rows. Tests lower it.
    void setBulkThresholdBytes(qint64 bytes) { m_bulkThreshold = bytes; }

    // The page cache an import of a file of `fileBytes` into a catalogue of `catalogueBytes` asks
    // for: room for every page it changes (see the definition), from 128 MiB to 1 GiB.
    static qint64 cacheBytesFor(qint64 fileBytes, qint64 catalogueBytes);
    // At most this much page cache, whatever the file: tests lower it to make SQLite spill.
    void setCacheLimitBytes(qint64 bytes) { m_cacheLimit = bytes; }

    // Only a regular file is read (a FIFO or a device is refused at once).
    ImportReport importFile(const QString &path);
    // The same, for a file name as the system's bytes (see NativeFile).
    ImportReport importNativeFile(const QByteArray &path);
    // `sourceName` names the file in the sources of the models the import adds or changes.
    ImportReport importDevice(QIODevice *device, qint64 size, const QString &sourceName = QString());

private:
    QSqlDatabase m_db;
    const std::atomic_bool *m_cancel = nullptr;
    std::function<void(qint64, qint64)> m_progress;
    qint64 m_bulkThreshold = 8 * 1024 * 1024;   // about 15,000 rows of an Epoch export
    qint64 m_cacheLimit = std::numeric_limits<qint64>::max();
};
