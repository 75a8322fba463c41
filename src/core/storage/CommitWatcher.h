#pragma once

#include <QObject>
#include <QSqlDatabase>

struct sqlite3;

// Tells when a write lands on one connection, whatever wrote it (a favourite, a note, a device, an
// import): SQLite calls its commit hook for every transaction that wrote something, and for nothing
// that only read. The window uses it to say that a change to a temporary catalogue will not be kept.
class CommitWatcher : public QObject
{
    Q_OBJECT
public:
    explicit CommitWatcher(QSqlDatabase db, QObject *parent = nullptr);
    ~CommitWatcher() override;

signals:
    // Once the event loop runs again, however many transactions landed meanwhile (an import is one,
    // a favourite is one; nothing is emitted from inside SQLite's commit).
    void committed();

private:
    static int onCommit(void *watcher);

    QSqlDatabase m_db;
    sqlite3 *m_handle = nullptr;
    bool m_pending = false;
};
