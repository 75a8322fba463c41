#pragma once

#include "ImportReport.h"

#include <QSqlDatabase>

#include <atomic>
#include <functional>

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

    ImportReport importFile(const QString &path);
    ImportReport importDevice(QIODevice *device, qint64 size);

private:
    QSqlDatabase m_db;
    const std::atomic_bool *m_cancel = nullptr;
    std::function<void(qint64, qint64)> m_progress;
};
