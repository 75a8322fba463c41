// Start-up with a catalogue file that cannot be used as it is: never overwritten, moved aside, a fresh
// catalogue in its place, the user's own data carried over; a path given on purpose that holds
// something else is refused and left alone; a folder that cannot be written; damage seen later.
#include "CatalogueFile.h"
#include "CatalogueSession.h"
#include "ChartQuery.h"
#include "CsvExporter.h"
#include "DamagedCatalogue.h"
#include "ModelRepository.h"
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
    void pathGivenOnPurposeIsLeftAlone_data();
    void pathGivenOnPurposeIsLeftAlone();
    void emptySqliteFileIsUsed();
    void corruptFileIsMovedAside();
    void newerSchemaIsMovedAsideAndUserDataRecovered();
    void unwritableFolderGivesATemporaryCatalogue();
    void unwritableFolderIsAnErrorWithoutFallback();
    void twoCopiesCanShareTheFile();
    void cleanCloseSkipsTheCheckUntilTheFileChanges();
    void damageSeenLaterFailsTheExportAndIsRebuilt_data();
    void damageSeenLaterFailsTheExportAndIsRebuilt();
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
    // The default file is the program's own, whatever it holds: moved aside, never overwritten.
    const QString path = Database::defaultPath();
    QVERIFY(QDir().mkpath(QFileInfo(path).absolutePath()));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("these are somebody's precious bytes, not a database");
    file.close();
    CatalogueSession session;
    QString error;
    QVERIFY2(session.open(QString(), &error), qPrintable(error));
    QVERIFY2(session.notice().contains(QStringLiteral("not a SQLite database")), qPrintable(session.notice()));
    QVERIFY(!session.movedAsidePath().isEmpty());
    QCOMPARE(readAll(session.movedAsidePath()), QByteArray("these are somebody's precious bytes, not a database"));
    QVERIFY(session.notice().contains(QFileInfo(session.movedAsidePath()).fileName()));
    QVERIFY(modelCount(session) >= 400);
}

void TestCatalogueSession::pathGivenOnPurposeIsLeftAlone_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("reason");
    QTest::newRow("a folder") << QStringLiteral("folder") << QStringLiteral("it is a folder");
    QTest::newRow("a CSV file given by mistake") << QStringLiteral("csv") << QStringLiteral("not a SQLite database");
    QTest::newRow("another program's database") << QStringLiteral("sqlite") << QStringLiteral("another program");
    QTest::newRow("a damaged database of another program") << QStringLiteral("damaged") << QStringLiteral("did not write");
}

void TestCatalogueSession::pathGivenOnPurposeIsLeftAlone()
{
    QFETCH(QString, kind);
    QFETCH(QString, reason);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("given"));
    QByteArray content;
    if (kind == QLatin1String("folder")) {
        QVERIFY(QDir().mkpath(path + QStringLiteral("/inside")));
    } else if (kind == QLatin1String("csv")) {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("Model,Organization\nMegaScale,ByteDance\n");
    } else {
        {
            Database other(QStringLiteral("other-program"));
            QString error;
            QVERIFY2(other.open(path, &error), qPrintable(error));
            QSqlQuery query(other.connection());
            QVERIFY(query.exec(QStringLiteral("PRAGMA journal_mode = DELETE")));
            QVERIFY(query.exec(QStringLiteral("CREATE TABLE bookmarks(url TEXT)")));
            QVERIFY(query.exec(QStringLiteral("INSERT INTO bookmarks VALUES('https://example.org/')")));
        }
        if (kind == QLatin1String("damaged")) {
            QFile file(path);
            QVERIFY(file.open(QIODevice::ReadWrite));
            file.seek(100);   // past the header: the schema page
            file.write(QByteArray(4000, '\x5a'));
        }
    }
    if (QFileInfo(path).isFile())
        content = readAll(path);

    CatalogueSession session;
    QString error;
    QVERIFY(!session.open(path, &error));
    QCOMPARE(session.failure(), CatalogueSession::Failure::Refused);
    QVERIFY2(error.contains(reason), qPrintable(error));
    QVERIFY2(error.contains(QLatin1String("left as it is")), qPrintable(error));
    QVERIFY(session.movedAsidePath().isEmpty());
    QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot), QStringList{QStringLiteral("given")});
    if (kind == QLatin1String("folder"))
        QVERIFY(QFileInfo(path + QStringLiteral("/inside")).isDir());
    else
        QCOMPARE(readAll(path), content);
}

void TestCatalogueSession::emptySqliteFileIsUsed()
{
    // An empty file, or a database with no tables yet, is a new catalogue: nothing in it to keep.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("empty.sqlite"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.close();
    CatalogueSession session;
    QString error;
    QVERIFY2(session.open(path, &error), qPrintable(error));
    QVERIFY(session.movedAsidePath().isEmpty());
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
    QVERIFY(!CatalogueFile::diagnose(path).isEmpty());

    CatalogueSession session;
    QString error;
    QVERIFY2(session.open(path, &error), qPrintable(error));
    QVERIFY(!session.movedAsidePath().isEmpty());
    QVERIFY(QFileInfo::exists(session.movedAsidePath()));
    QVERIFY(CatalogueFile::diagnose(path).isEmpty());
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
    QVERIFY2(session.open(blocker + QStringLiteral("/c.sqlite"), &error, CatalogueSession::Fallback::TemporaryCatalogue),
             qPrintable(error));
    QVERIFY(session.isTemporary());
    QVERIFY(!session.canRebuild());
    QVERIFY2(session.notice().contains(QStringLiteral("cannot be written")), qPrintable(session.notice()));
    QVERIFY2(session.temporaryReason().contains(QStringLiteral("blocked")), qPrintable(session.temporaryReason()));
    QVERIFY(modelCount(session) >= 400);
}

void TestCatalogueSession::unwritableFolderIsAnErrorWithoutFallback()
{
    // The command line's way: no substitute, an error that says what to do.
    QTemporaryDir dir;
    const QString blocker = dir.filePath(QStringLiteral("blocked"));
    QFile file(blocker);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.close();
    CatalogueSession session;
    QString error;
    QVERIFY(!session.open(blocker + QStringLiteral("/c.sqlite"), &error));
    QCOMPARE(session.failure(), CatalogueSession::Failure::CannotWrite);
    QVERIFY(!session.isTemporary());
    QVERIFY2(error.contains(QStringLiteral("cannot be written")) && error.contains(QStringLiteral("--database")),
             qPrintable(error));
}

void TestCatalogueSession::cleanCloseSkipsTheCheckUntilTheFileChanges()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("c.sqlite"));
    {
        CatalogueSession session;
        QString error;
        QVERIFY2(session.open(path, &error), qPrintable(error));
        QVERIFY(!CatalogueFile::wasClosedCleanly(path));   // open: the WAL file exists
    }
    QVERIFY(CatalogueFile::wasClosedCleanly(path));
    // Anything else writing the file (another program, a restored backup) makes it unchecked again.
    {
        Database other(QStringLiteral("other-writer"));
        QString error;
        QVERIFY2(other.open(path, &error), qPrintable(error));
        QSqlQuery query(other.connection());
        QVERIFY(query.exec(QStringLiteral("INSERT INTO user_notes(model_key, body, updated) "
                                          "VALUES('x', 'a note', '2026-01-01')")));
    }
    QVERIFY(!CatalogueFile::wasClosedCleanly(path));
}

void TestCatalogueSession::damageSeenLaterFailsTheExportAndIsRebuilt_data()
{
    QTest::addColumn<bool>("midway");
    QTest::newRow("the first read fails") << false;
    QTest::newRow("a read fails half-way through") << true;
}

void TestCatalogueSession::damageSeenLaterFailsTheExportAndIsRebuilt()
{
    QFETCH(bool, midway);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("c.sqlite"));
    {
        CatalogueSession session;
        QString error;
        QVERIFY2(session.open(path, &error), qPrintable(error));
        QVERIFY(UserData(session.connection()).setFavourite(QStringLiteral("megascale-175b"), true, &error));
        QVERIFY(UserData(session.connection()).setNote(QStringLiteral("gpt-4"), QStringLiteral("keep me"), &error));
    }
    // Damage the models table where the clean-close stamp does not look: start-up does not see it.
    const QString damage = damageTree(path, QStringLiteral("models"), midway);
    QVERIFY2(damage.isEmpty(), qPrintable(damage));
    QVERIFY(CatalogueFile::wasClosedCleanly(path));

    CatalogueSession session;
    QString error;
    QVERIFY2(session.open(path, &error), qPrintable(error));
    QVERIFY(session.movedAsidePath().isEmpty());

    // No part of a list passes for the whole of it.
    const QVector<ModelRecord> all = ModelRepository(session.connection()).all(&error);
    QVERIFY2(Database::reportsDamage(error), qPrintable(error));
    QVERIFY(all.isEmpty());
    error.clear();
    QVERIFY(ModelRepository(session.connection()).allForHardware(&error).isEmpty());
    QVERIFY2(Database::reportsDamage(error), qPrintable(error));
    const ChartData chart = ChartQuery::run(session.connection(), ChartRequest());
    QVERIFY2(Database::reportsDamage(chart.error), qPrintable(chart.error));
    QVERIFY(chart.points.isEmpty());

    // The export fails with SQLite's reason and writes nothing; it never passes a short file for whole.
    const QString csv = dir.filePath(QStringLiteral("out.csv"));
    int rows = -1;
    QVERIFY(!CsvExporter(session.connection()).exportTo(csv, &rows, &error));
    QVERIFY2(Database::reportsDamage(error), qPrintable(error));
    QVERIFY2(error.contains(QStringLiteral("could not be read")), qPrintable(error));
    QVERIFY(!QFileInfo::exists(csv));

    // Seen damaged: not stamped on close, so the next start checks the file whole.
    session.markDamaged();
    QVERIFY(!CatalogueFile::wasClosedCleanly(path));

    // The recovery start-up offers, on request: moved aside, rebuilt, the user's data carried over,
    // on the same connection object.
    const QSqlDatabase before = session.connection();
    QVERIFY2(session.rebuild(QStringLiteral("it is damaged"), &error), qPrintable(error));
    QVERIFY(QFileInfo::exists(session.movedAsidePath()));
    QVERIFY2(session.notice().contains(QStringLiteral("2 of your favourites, notes and devices were recovered")),
             qPrintable(session.notice()));
    QVERIFY(before.isOpen());
    QVERIFY(UserData(before).isFavourite(QStringLiteral("megascale-175b")));
    QCOMPARE(UserData(session.connection()).note(QStringLiteral("gpt-4")), QStringLiteral("keep me"));
    QVERIFY2(CsvExporter(session.connection()).exportTo(csv, &rows, &error), qPrintable(error));
    QVERIFY(rows >= 400);
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
