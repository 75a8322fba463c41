// BackgroundRead::Latest: of the answers to a question asked again and again, only the newest
// question's is delivered, whichever worker finishes first.
#include "BackgroundRead.h"

#include <QPromise>
#include <QSemaphore>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

class TestBackgroundRead : public QObject
{
    Q_OBJECT
private slots:
    void onlyTheLatestAnswerIsDelivered();
    void anAnswerGivenAtOnceMakesThoseOnTheirWayStale();
    void answersComeInTheReceiversThread();
    void twoKindsOfReadAtOnceKeepTheirConnections();
};

void TestBackgroundRead::onlyTheLatestAnswerIsDelivered()
{
    QObject receiver;
    BackgroundRead::Latest latest;
    QList<int> delivered;
    QPromise<int> first, second;
    latest.await(&receiver, first.future(), [&](int answer) { delivered.append(answer); });
    latest.await(&receiver, second.future(), [&](int answer) { delivered.append(answer); });
    QVERIFY(latest.isWaiting());
    QCOMPARE(latest.running(), 2);

    // The newer question's answer comes first and is taken; the older one, later, is dropped.
    second.start();
    second.addResult(2);
    second.finish();
    QTRY_COMPARE(delivered, QList<int>{2});
    QVERIFY(!latest.isWaiting());
    QCOMPARE(latest.running(), 1);
    first.start();
    first.addResult(1);
    first.finish();
    QTRY_COMPARE(latest.running(), 0);
    QCOMPARE(delivered, QList<int>{2});
}

void TestBackgroundRead::anAnswerGivenAtOnceMakesThoseOnTheirWayStale()
{
    QObject receiver;
    BackgroundRead::Latest latest;
    QList<int> delivered;
    QPromise<int> slow;
    latest.await(&receiver, slow.future(), [&](int answer) { delivered.append(answer); });
    latest.supersede();
    QVERIFY(!latest.isWaiting());
    slow.start();
    slow.addResult(1);
    slow.finish();
    QTRY_COMPARE(latest.running(), 0);
    QVERIFY(delivered.isEmpty());
}

void TestBackgroundRead::answersComeInTheReceiversThread()
{
    QObject receiver;
    BackgroundRead::Latest latest;
    QThread *deliveredOn = nullptr;
    latest.await(&receiver, QtConcurrent::run([]() { return 7; }), [&](int) { deliveredOn = QThread::currentThread(); });
    QTRY_VERIFY(deliveredOn);
    QCOMPARE(deliveredOn, receiver.thread());
}

// Two different kinds of work (two template instances of run()) on worker threads at the same time:
// each keeps a connection of its own. With a counter per instance both were named "atlas-read-0",
// and the second removed the first's connection under it (a crash in From hardware's read while the
// search's one-letter answers were read).
void TestBackgroundRead::twoKindsOfReadAtOnceKeepTheirConnections()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("two.sqlite"));
    {
        QSqlDatabase setup = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("setup"));
        setup.setDatabaseName(path);
        QVERIFY(setup.open());
        QSqlQuery query(setup);
        QVERIFY(query.exec(QStringLiteral("CREATE TABLE t(v INTEGER)")));
        QVERIFY(query.exec(QStringLiteral("INSERT INTO t VALUES (41)")));
        setup.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("setup"));
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("main"));
    db.setDatabaseName(path);
    QVERIFY(db.open());
    QSemaphore firstOpen, secondOpen;
    const auto read = [](const QSqlDatabase &connection) {
        QSqlQuery query(connection);
        return query.exec(QStringLiteral("SELECT v FROM t")) && query.next() ? query.value(0).toInt() : -1;
    };
    QFuture<int> first = BackgroundRead::run<int>(db, [&](QSqlDatabase own) {
        firstOpen.release();
        secondOpen.acquire();   // the second has made its connection meanwhile
        return read(own);
    });
    QFuture<QString> second = BackgroundRead::run<QString>(db, [&](QSqlDatabase own) {
        firstOpen.acquire();
        secondOpen.release();
        return QString::number(read(own) + 1);
    });
    first.waitForFinished();
    second.waitForFinished();
    QCOMPARE(first.result(), 41);
    QCOMPARE(second.result(), QStringLiteral("42"));
    db.close();
}

QTEST_GUILESS_MAIN(TestBackgroundRead)
#include "tst_backgroundread.moc"
