// BackgroundRead::Latest: of the answers to a question asked again and again, only the newest
// question's is delivered, whichever worker finishes first.
#include "BackgroundRead.h"

#include <QPromise>
#include <QTest>

class TestBackgroundRead : public QObject
{
    Q_OBJECT
private slots:
    void onlyTheLatestAnswerIsDelivered();
    void anAnswerGivenAtOnceMakesThoseOnTheirWayStale();
    void answersComeInTheReceiversThread();
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

QTEST_GUILESS_MAIN(TestBackgroundRead)
#include "tst_backgroundread.moc"
