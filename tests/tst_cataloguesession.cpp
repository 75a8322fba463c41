// Start-up with a catalogue file that cannot be used as it is: never overwritten, moved aside, a fresh
// catalogue in its place, the user's own data carried over; and a folder that cannot be written.
#include "CatalogueSession.h"
#include "UserData.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

class TestCatalogueSession : public QObject
{
    Q_OBJECT
private slots:
    void firstRunCreatesTheCatalogue();
    void notASqliteFileIsMovedAside();
    void corruptFileIsMovedAside();
    void newerSchemaIsMovedAsideAndUserDataRecovered();
    void unwritableFolderGivesATemporaryCatalogue();
    void twoCopiesCanShareTheFile();
    void cleanCloseSkipsTheCheckUntilTheFileChanges();
};

static int modelCount(CatalogueSession &session)
{
    QSqlQuery query(session.connection());
    return query.exec(QStringLiteral("SELECT count(*) FROM models")) && query.next() ? query.value(0).toInt() : -1;
}

static QByteArray readAll(const QString &path)
{
    QFile file(path);
    file.open(QIODevice::ReadOnly);
    return file.readAll();
}

void TestCatalogueSession::firstRunCreatesTheCatalogue()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("sub/folder/c.sqlite"));
    CatalogueSession session;
    QString error;
    QVERIFY2(session.open(path, &error), qPrintable(error));
    QVERIFY(session.notice().isEmpty());
    QVERIFY(QFileInfo::exists(path));
    QVERIFY(modelCount(session) >= 400);
}

void TestCatalogueSession::notASqliteFileIsMovedAside()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("c.sqlite"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("these are somebody's precious bytes, not a database");
    file.close();
    CatalogueSession session;
    QString error;
    QVERIFY2(session.open(path, &error), qPrintable(error));
    QVERIFY2(session.notice().contains(QStringLiteral("not a SQLite database")), qPrintable(session.notice()));
    QVERIFY(!session.movedAsidePath().isEmpty());
    QCOMPARE(readAll(session.movedAsidePath()), QByteArray("these are somebody's precious bytes, not a database"));
    QVERIFY(session.notice().contains(QFileInfo(session.movedAsidePath()).fileName()));
    QVERIFY(modelCount(session) >= 400);
}

void TestCatalogueSession::corruptFileIsMovedAside()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("c.sqlite"));
    {
        CatalogueSession session;
        QString error;
        QVERIFY(session.open(path, &error));
        QSqlQuery query(session.connection());
        QVERIFY(query.exec(QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)")));
    }
    QVERIFY(QFile::remove(path + QStringLiteral("-wal")) || !QFile::exists(path + QStringLiteral("-wal")));
    // Scribble over the middle of the file, where the catalogue's pages are; keep the header.
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadWrite));
    const qint64 size = file.size();
    QVERIFY(size > 64 * 1024);
    file.seek(size / 3);
    file.write(QByteArray(size / 3, '\x5a'));
    file.close();
    QVERIFY(!CatalogueSession::diagnose(path).isEmpty());

    CatalogueSession session;
    QString error;
    QVERIFY2(session.open(path, &error), qPrintable(error));
    QVERIFY(!session.movedAsidePath().isEmpty());
    QVERIFY(QFileInfo::exists(session.movedAsidePath()));
    QVERIFY(CatalogueSession::diagnose(path).isEmpty());
}

void TestCatalogueSession::newerSchemaIsMovedAsideAndUserDataRecovered()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("c.sqlite"));
    {
        CatalogueSession session;
        QString error;
        QVERIFY(session.open(path, &error));
        UserData user(session.connection());
        QVERIFY(user.setFavourite(QStringLiteral("megascale-175b"), true, &error));
        QVERIFY(user.setNote(QStringLiteral("gpt-4"), QStringLiteral("keep me"), &error));
        QSqlQuery query(session.connection());
        QVERIFY(query.exec(QStringLiteral("PRAGMA user_version = 999")));
    }
    CatalogueSession session;
    QString error;
    QVERIFY2(session.open(path, &error), qPrintable(error));
    QVERIFY2(session.notice().contains(QStringLiteral("newer version")), qPrintable(session.notice()));
    QVERIFY2(session.notice().contains(QStringLiteral("2 of your favourites, notes and devices were recovered")), qPrintable(session.notice()));
    UserData user(session.connection());
    QVERIFY(user.isFavourite(QStringLiteral("megascale-175b")));
    QCOMPARE(user.note(QStringLiteral("gpt-4")), QStringLiteral("keep me"));
    QCOMPARE(session.database().userVersion(), Database::latestVersion());
}

void TestCatalogueSession::unwritableFolderGivesATemporaryCatalogue()
{
    QTemporaryDir dir;
    // A file where the folder should be cannot be written into, even by root (tests may run as root,
    // for whom permission bits do not stop anything).
    const QString blocker = dir.filePath(QStringLiteral("blocked"));
    QFile file(blocker);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.close();
    CatalogueSession session;
    QString error;
    QVERIFY2(session.open(blocker + QStringLiteral("/c.sqlite"), &error), qPrintable(error));
    QVERIFY(session.isTemporary());
    QVERIFY2(session.notice().contains(QStringLiteral("cannot be written")), qPrintable(session.notice()));
    QVERIFY(modelCount(session) >= 400);
}

void TestCatalogueSession::cleanCloseSkipsTheCheckUntilTheFileChanges()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("c.sqlite"));
    {
        CatalogueSession session;
        QString error;
        QVERIFY2(session.open(path, &error), qPrintable(error));
        QVERIFY(!CatalogueSession::wasClosedCleanly(path));   // open: the WAL file exists
    }
    QVERIFY(CatalogueSession::wasClosedCleanly(path));
    // Anything else writing the file (another program, a restored backup) makes it unchecked again.
    {
        Database other(QStringLiteral("other-writer"));
        QString error;
        QVERIFY2(other.open(path, &error), qPrintable(error));
        QSqlQuery query(other.connection());
        QVERIFY(query.exec(QStringLiteral("INSERT INTO user_notes(model_key, body, updated) "
                                          "VALUES('x', 'a note', '2026-01-01')")));
    }
    QVERIFY(!CatalogueSession::wasClosedCleanly(path));
}

void TestCatalogueSession::twoCopiesCanShareTheFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("c.sqlite"));
    CatalogueSession session;
    QString error;
    QVERIFY(session.open(path, &error));
    UserData user(session.connection());
    QVERIFY(user.setFavourite(QStringLiteral("megascale-175b"), true, &error));
    // A second copy of the program on the same file, while this one holds it open.
    QProcess other;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    other.setProcessEnvironment(env);
    other.start(QStringLiteral(ATLAS_BINARY_PATH), {QStringLiteral("--database"), path, QStringLiteral("--export-csv"),
                                                    dir.filePath(QStringLiteral("out.csv"))});
    QVERIFY(other.waitForFinished(60000));
    QCOMPARE(other.exitCode(), 0);
    QVERIFY(QFileInfo(dir.filePath(QStringLiteral("out.csv"))).size() > 1000);
    QVERIFY(user.isFavourite(QStringLiteral("megascale-175b")));
}

QTEST_GUILESS_MAIN(TestCatalogueSession)
#include "tst_cataloguesession.moc"
