#include "CommitWatcher.h"

#include "SqliteStatement.h"

#include <QMetaObject>

#include <sqlite3.h>

CommitWatcher::CommitWatcher(QSqlDatabase db, QObject *parent)
    : QObject(parent)
    , m_db(std::move(db))
    , m_handle(SqliteStatement::handle(m_db))
{
    if (m_handle)
        sqlite3_commit_hook(m_handle, &CommitWatcher::onCommit, this);
}

CommitWatcher::~CommitWatcher()
{
    // Only while the connection still has the handle the hook was set on: a closed one has freed it.
    if (m_handle && SqliteStatement::handle(m_db) == m_handle)
        sqlite3_commit_hook(m_handle, nullptr, nullptr);
}

int CommitWatcher::onCommit(void *data)
{
    // Called inside the commit: no signal from here (a slot could run SQL on this connection), and
    // 0, or SQLite would turn the commit into a rollback.
    auto *watcher = static_cast<CommitWatcher *>(data);
    if (!watcher->m_pending) {
        watcher->m_pending = true;
        QMetaObject::invokeMethod(watcher, [watcher]() {
            watcher->m_pending = false;
            emit watcher->committed();
        }, Qt::QueuedConnection);
    }
    return 0;
}
