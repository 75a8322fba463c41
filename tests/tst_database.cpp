#include "Database.h"
#include "ShippedCatalogue.h"
#include "UserData.h"

#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

class TestDatabase : public QObject
{
    Q_OBJECT
private slots:
    void freshDatabaseHasLatestSchema();
    void olderSchemaIsUpgradedKeepingData();
    void newerSchemaIsRefused();
    void pragmasAreOn();
    void userDataSurvivesCatalogueReload();
};

static QStringList tables(const QSqlDatabase &db)
{
    QStringList names;
    QSqlQuery query(db);
    query.exec(QStringLiteral("SELECT name FROM sqlite_master WHERE type IN ('table') ORDER BY name"));
    while (query.next())
        names << query.value(0).toString();
    return names;
}

void TestDatabase::freshDatabaseHasLatestSchema()
{
    Database db(QStringLiteral("fresh"));
    QString error;
    QVERIFY2(db.open(QStringLiteral(":memory:"), &error), qPrintable(error));
    QCOMPARE(db.userVersion(), 0);
    QVERIFY2(db.migrate(&error), qPrintable(error));
    QCOMPARE(db.userVersion(), Database::latestVersion());
    QVERIFY(Database::latestVersion() >= 2);
    const QStringList names = tables(db.connection());
    for (const char *table : {"models", "organizations", "domains", "tasks", "hardware", "model_organizations",
                              "model_domains", "model_tasks", "model_hardware", "models_fts",
                              "user_favourites", "user_notes"})
        QVERIFY2(names.contains(QLatin1String(table)), table);
}

void TestDatabase::olderSchemaIsUpgradedKeepingData()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("old.sqlite"));
    {
        Database db(QStringLiteral("old"));
        QString error;
        QVERIFY(db.open(path, &error));
        QVERIFY2(db.migrate(&error, 1), qPrintable(error));
        QCOMPARE(db.userVersion(), 1);
        QVERIFY(!tables(db.connection()).contains(QStringLiteral("user_notes")));
        QSqlQuery query(db.connection());
        QVERIFY(query.exec(QStringLiteral("INSERT INTO models(model_key, name) VALUES('kept', 'Kept model')")));
    }
    Database db(QStringLiteral("upgraded"));
    QString error;
    QVERIFY(db.open(path, &error));
    QVERIFY2(db.migrate(&error), qPrintable(error));
    QCOMPARE(db.userVersion(), Database::latestVersion());
    QVERIFY(tables(db.connection()).contains(QStringLiteral("user_notes")));
    QSqlQuery query(db.connection());
    QVERIFY(query.exec(QStringLiteral("SELECT name FROM models WHERE model_key = 'kept'")));
    QVERIFY(query.next());
    QCOMPARE(query.value(0).toString(), QStringLiteral("Kept model"));
}

void TestDatabase::newerSchemaIsRefused()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("future.sqlite"));
    {
        Database db(QStringLiteral("future-write"));
        QString error;
        QVERIFY(db.open(path, &error));
        QSqlQuery query(db.connection());
        QVERIFY(query.exec(QStringLiteral("PRAGMA user_version = 999")));
    }
    Database db(QStringLiteral("future"));
    QString error;
    QVERIFY(db.open(path, &error));
    QVERIFY(!db.migrate(&error));
    QVERIFY2(error.contains(QLatin1String("newer")), qPrintable(error));
    QCOMPARE(db.userVersion(), 999);
}

void TestDatabase::pragmasAreOn()
{
    QTemporaryDir dir;
    Database db(QStringLiteral("pragmas"));
    QString error;
    QVERIFY(db.open(dir.filePath(QStringLiteral("p.sqlite")), &error));
    QSqlQuery query(db.connection());
    QVERIFY(query.exec(QStringLiteral("PRAGMA foreign_keys")) && query.next());
    QCOMPARE(query.value(0).toInt(), 1);
    QVERIFY(query.exec(QStringLiteral("PRAGMA journal_mode")) && query.next());
    QCOMPARE(query.value(0).toString(), QStringLiteral("wal"));
}

void TestDatabase::userDataSurvivesCatalogueReload()
{
    Database db(QStringLiteral("userdata"));
    QString error;
    QVERIFY(db.open(QStringLiteral(":memory:"), &error));
    QVERIFY(db.migrate(&error));
    ShippedCatalogue::Parsed parsed;
    QVERIFY2(ShippedCatalogue::load(&parsed, &error), qPrintable(error));
    QVERIFY2(ShippedCatalogue::merge(db.connection(), parsed, &error), qPrintable(error));
    UserData user(db.connection());
    const QString key = QStringLiteral("megascale-175b");
    QVERIFY(user.setFavourite(key, true, &error));
    QVERIFY(user.setNote(key, QStringLiteral("read the paper"), &error));
    // A catalogue update rewrites every catalogue row; the user's rows stay attached by key.
    for (ModelRecord &record : parsed.models)
        record.citations = record.citations.value_or(0) + 1;
    QVERIFY2(ShippedCatalogue::merge(db.connection(), parsed, &error), qPrintable(error));
    QVERIFY(user.isFavourite(key));
    QCOMPARE(user.note(key), QStringLiteral("read the paper"));
    QVERIFY(user.setNote(key, QString(), &error));
    QCOMPARE(user.note(key), QString());
}

QTEST_GUILESS_MAIN(TestDatabase)
#include "tst_database.moc"
