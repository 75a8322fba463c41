#pragma once

#include <QAtomicInteger>
#include <QFuture>
#include <QSqlDatabase>
#include <QString>
#include <QtConcurrent/QtConcurrentRun>

// Runs `work(connection)` on a worker thread with a read-only connection of its own to the same
// catalogue file, so that a long read (every model at 100,000 models takes seconds) never holds the
// window. An in-memory catalogue cannot be opened twice: there the work runs at once on `db` and the
// returned future is already finished. A connection belongs to the thread that opened it, so each
// run opens and closes its own. `work` must return a default-constructed Result when it fails, or
// report the failure inside the Result.
namespace BackgroundRead {

inline bool runsAtOnce(const QSqlDatabase &db)
{
    const QString path = db.databaseName();
    return path.isEmpty() || path == QLatin1String(":memory:") || path.startsWith(QLatin1String("file::memory:"));
}

template<typename Result, typename Work>
QFuture<Result> run(QSqlDatabase db, Work work)
{
    if (runsAtOnce(db))
        return QtFuture::makeReadyFuture(work(db));
    const QString path = db.databaseName();
    return QtConcurrent::run([path, work]() {
        static QAtomicInteger<quint64> serial;
        const QString name = QStringLiteral("atlas-read-%1").arg(serial.fetchAndAddRelaxed(1));
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

} // namespace BackgroundRead
