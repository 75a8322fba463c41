#pragma once

#include <QAtomicInteger>
#include <QFuture>
#include <QFutureWatcher>
#include <QSqlDatabase>
#include <QString>
#include <QtConcurrent/QtConcurrentRun>

// Reads off the GUI thread, so that a long one (every model at 100,000 models takes seconds) never
// holds the window. run() runs `work(connection)` on a worker thread with a read-only connection of its
// own to the same catalogue file; an in-memory catalogue cannot be opened twice, so there the work runs
// at once on `db` and the returned future is already finished. A connection belongs to the thread that
// opened it, so each run opens and closes its own. `work` must return a default-constructed Result when
// it fails, or report the failure inside the Result. Latest delivers only the newest answer.
namespace BackgroundRead {

inline bool runsAtOnce(const QSqlDatabase &db)
{
    const QString path = db.databaseName();
    return path.isEmpty() || path == QLatin1String(":memory:") || path.startsWith(QLatin1String("file::memory:"));
}

// A number for each worker's connection name, shared by every kind of work: a counter inside run()
// would be one per template instance, and two kinds of read at once (the search's one-letter answers
// and From hardware's models) would both name a connection "atlas-read-0", each removing the other's.
inline quint64 nextConnectionNumber()
{
    static QAtomicInteger<quint64> serial;
    return serial.fetchAndAddRelaxed(1);
}

template<typename Result, typename Work>
QFuture<Result> run(QSqlDatabase db, Work work)
{
    if (runsAtOnce(db))
        return QtFuture::makeReadyFuture(work(db));
    const QString path = db.databaseName();
    return QtConcurrent::run([path, work]() {
        const QString name = QStringLiteral("atlas-read-%1").arg(nextConnectionNumber());
        Result result;
        {
            QSqlDatabase own = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
            own.setDatabaseName(path);
            own.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=5000;QSQLITE_OPEN_READONLY"));
            if (own.open()) {
                result = work(own);
                own.close();
            } else {
                result = work(QSqlDatabase());   // an invalid connection: the work reports the failure
            }
        }
        QSqlDatabase::removeDatabase(name);
        return result;
    });
}

// The answers to a question asked again and again (a filter typed, a device chosen, the catalogue read
// anew): whichever worker finishes first, only the latest question's answer is delivered; one that
// comes after a newer question was asked is stale and dropped. Kept as a member of the QObject that
// receives the answers, so that the watchers (its children) go with it.
class Latest
{
public:
    // Delivers `future`'s result to `deliver` on `receiver`'s thread once it is ready, unless a newer
    // question was asked by then. The answers to earlier questions are stale from now on.
    template<typename Result, typename Deliver>
    void await(QObject *receiver, const QFuture<Result> &future, Deliver deliver)
    {
        const quint64 question = ++m_question;
        m_waiting = true;
        ++m_running;
        auto *watcher = new QFutureWatcher<Result>(receiver);
        QObject::connect(watcher, &QFutureWatcher<Result>::finished, receiver, [this, watcher, question, deliver]() {
            watcher->deleteLater();
            --m_running;
            if (question != m_question)
                return;
            m_waiting = false;
            deliver(watcher->result());
        });
        watcher->setFuture(future);
    }
    // A question answered at once, or the answers no longer wanted: those on their way are stale.
    void supersede()
    {
        ++m_question;
        m_waiting = false;
    }
    // The latest question's answer is still on its way.
    bool isWaiting() const { return m_waiting; }
    // Workers still running, stale ones included.
    int running() const { return m_running; }

private:
    quint64 m_question = 0;
    bool m_waiting = false;
    int m_running = 0;
};

} // namespace BackgroundRead
