#include "CatalogueWriter.h"
#include "Database.h"
#include "ModelKey.h"
#include "ModelRepository.h"
#include "SqliteStatement.h"
#include "ShippedCatalogue.h"
#include "UserData.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

class TestDatabase : public QObject
{
    Q_OBJECT
private slots:
    void freshDatabaseHasLatestSchema();
    void olderSchemaIsUpgradedKeepingData();
    void version5GainsLicenceAndSources();
    void version7GainsAttentionLayers();
    void version8GainsKvLatentWidth();
    void version9GainsSlidingWindow();
    void newerSchemaIsRefused();
    void pragmasAreOn();
    void userDataSurvivesCatalogueReload();
    void writeOutsideATransactionIsAllOrNothing();
    void statementRefusesWrongValueCounts();
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

void TestDatabase::version5GainsLicenceAndSources()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("v5.sqlite"));
    {
        Database db(QStringLiteral("v5"));
        QString error;
        QVERIFY(db.open(path, &error));
        QVERIFY2(db.migrate(&error, 5), qPrintable(error));
        QSqlQuery query(db.connection());
        QVERIFY(query.exec(QStringLiteral("INSERT INTO models(model_key, name) VALUES('kept', 'Kept model')")));
    }
    Database db(QStringLiteral("v6"));
    QString error;
    QVERIFY(db.open(path, &error));
    QVERIFY2(db.migrate(&error), qPrintable(error));
    QVERIFY(Database::latestVersion() >= 6);
    QSqlQuery query(db.connection());
    QVERIFY(query.exec(QStringLiteral("SELECT name, mixture_of_experts, licence, sources FROM models WHERE model_key = 'kept'")));
    QVERIFY(query.next());
    QCOMPARE(query.value(0).toString(), QStringLiteral("Kept model"));
    // An old row knows none of the three: unknown, not "dense" or "no sources".
    QVERIFY(query.value(1).isNull() && query.value(2).isNull() && query.value(3).isNull());
}

void TestDatabase::version7GainsAttentionLayers()
{
    // The schema of the releases before hybrid models were described.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("v7.sqlite"));
    {
        Database db(QStringLiteral("v7"));
        QString error;
        QVERIFY(db.open(path, &error));
        QVERIFY2(db.migrate(&error, 7), qPrintable(error));
        QSqlQuery query(db.connection());
        QVERIFY(query.exec(QStringLiteral("INSERT INTO models(model_key, name, layers) VALUES('kept', 'Kept model', 32)")));
    }
    Database db(QStringLiteral("v8"));
    QString error;
    QVERIFY(db.open(path, &error));
    QVERIFY2(db.migrate(&error), qPrintable(error));
    QVERIFY(Database::latestVersion() >= 8);
    QSqlQuery query(db.connection());
    QVERIFY(query.exec(QStringLiteral("SELECT layers, attention_layers FROM models WHERE model_key = 'kept'")));
    QVERIFY(query.next());
    QCOMPARE(query.value(0).toInt(), 32);
    // Every layer attends unless a hybrid says otherwise.
    QVERIFY(query.value(1).isNull());
}

void TestDatabase::version8GainsKvLatentWidth()
{
    // A user's catalogue of the releases before latent caches were described: DeepSeek-V3 as it was
    // recorded then, the user's favourite.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("v8.sqlite"));
    const QString key = ModelKey::fromName(QStringLiteral("DeepSeek-V3"));
    qint64 id = 0;
    {
        Database db(QStringLiteral("v8"));
        QString error;
        QVERIFY(db.open(path, &error));
        QVERIFY2(db.migrate(&error, 8), qPrintable(error));
        QSqlQuery query(db.connection());
        QVERIFY(query.exec(QStringLiteral("INSERT INTO models(model_key, name, layers, attention_heads, kv_heads, head_dim, "
                                          "context_length) VALUES('%1', 'DeepSeek-V3', 61, 128, 128, 192, 131072)").arg(key)));
        id = query.lastInsertId().toLongLong();
        // As CatalogueWriter would have left it: the row in the search index.
        QVERIFY(query.exec(QStringLiteral("INSERT INTO models_fts(models_fts) VALUES('rebuild')")));
        QVERIFY(UserData(db.connection()).setFavourite(key, true, &error));
    }
    Database db(QStringLiteral("v9"));
    QString error;
    QVERIFY(db.open(path, &error));
    QVERIFY2(db.migrate(&error), qPrintable(error));
    QVERIFY(Database::latestVersion() >= 9);
    QSqlQuery query(db.connection());
    QVERIFY(query.exec(QStringLiteral("SELECT kv_latent_width FROM models WHERE model_key = '%1'").arg(key)));
    QVERIFY(query.next());
    // Not on record until the shipped catalogue says so: keys and values, as before.
    QVERIFY(query.value(0).isNull());
    QVERIFY(!ModelRepository(db.connection()).byId(id)->kvLatentWidth);
    // The catalogue shipped with this release fills it in, on the same row, the favourite kept.
    QVERIFY2(ShippedCatalogue::ensureLoaded(db.connection(), &error), qPrintable(error));
    const auto record = ModelRepository(db.connection()).byId(id);
    QVERIFY(record);
    QCOMPARE(record->kvLatentWidth, std::optional<int>(576));
    QVERIFY(UserData(db.connection()).isFavourite(key));
}

void TestDatabase::version9GainsSlidingWindow()
{
    // A user's catalogue of the releases before sliding windows were described: Gemma 3 27B as it was
    // recorded then (every layer at the whole context), the user's favourite.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("v9.sqlite"));
    const QString key = ModelKey::fromName(QStringLiteral("Gemma 3 27B"));
    qint64 id = 0;
    {
        Database db(QStringLiteral("v9"));
        QString error;
        QVERIFY(db.open(path, &error));
        QVERIFY2(db.migrate(&error, 9), qPrintable(error));
        QSqlQuery query(db.connection());
        QVERIFY(query.exec(QStringLiteral("INSERT INTO models(model_key, name, layers, attention_heads, kv_heads, head_dim, "
                                          "context_length) VALUES('%1', 'Gemma 3 27B', 62, 32, 16, 128, 131072)").arg(key)));
        id = query.lastInsertId().toLongLong();
        QVERIFY(query.exec(QStringLiteral("INSERT INTO models_fts(models_fts) VALUES('rebuild')")));
        QVERIFY(UserData(db.connection()).setFavourite(key, true, &error));
    }
    Database db(QStringLiteral("v10"));
    QString error;
    QVERIFY(db.open(path, &error));
    QVERIFY2(db.migrate(&error), qPrintable(error));
    QVERIFY(Database::latestVersion() >= 10);
    QSqlQuery query(db.connection());
    QVERIFY(query.exec(QStringLiteral("SELECT sliding_window FROM models WHERE model_key = '%1'").arg(key)));
    QVERIFY(query.next());
    // Not on record until the shipped catalogue says so: every layer at the whole context, as before.
    QVERIFY(query.value(0).isNull());
    QVERIFY(!ModelRepository(db.connection()).byId(id)->slidingWindow);
    // The catalogue shipped with this release fills it in, on the same row, the favourite kept.
    QVERIFY2(ShippedCatalogue::ensureLoaded(db.connection(), &error), qPrintable(error));
    const auto record = ModelRepository(db.connection()).byId(id);
    QVERIFY(record);
    QCOMPARE(record->slidingWindow, std::optional<int>(1024));
    QCOMPARE(record->attentionLayers, std::optional<int>(10));
    QVERIFY(UserData(db.connection()).isFavourite(key));
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


void TestDatabase::writeOutsideATransactionIsAllOrNothing()
{
    // Without a transaction around it, a model's row, links and search entry are still written
    // together: a failure half-way (here the task links' table is gone) leaves the row as it was and
    // the search index matching it.
    Database db(QStringLiteral("savepoint"));
    QString error;
    QVERIFY(db.open(QStringLiteral(":memory:"), &error) && db.migrate(&error));
    ModelRecord m;
    m.name = QStringLiteral("Zeta 7B");
    m.authors = QStringLiteral("Anna Rossi");
    m.tasks = {QStringLiteral("Chat")};
    CatalogueWriter(db.connection()).writeModel(m, nullptr, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QSqlQuery sql(db.connection());
    QVERIFY(sql.exec(QStringLiteral("DROP TABLE model_tasks")));
    m.authors = QStringLiteral("Bruno Bianchi");
    QVERIFY(!CatalogueWriter(db.connection()).writeModel(m, nullptr, &error));
    QVERIFY(!error.isEmpty());
    // Read the row itself: with a link table gone, ModelRepository rightly refuses to give a whole model.
    QVERIFY(sql.exec(QStringLiteral("SELECT authors FROM models WHERE name = 'Zeta 7B'")) && sql.next());
    QCOMPARE(sql.value(0).toString(), QStringLiteral("Anna Rossi"));
    QString readError;
    QVERIFY(!ModelRepository(db.connection()).byName(QStringLiteral("Zeta 7B"), &readError));
    QVERIFY2(readError.contains(QLatin1String("model_tasks")), qPrintable(readError));
    QVERIFY2(sql.exec(QStringLiteral("INSERT INTO models_fts(models_fts, rank) VALUES('integrity-check', 1)")),
             qPrintable(sql.lastError().text()));
    QVERIFY(sql.exec(QStringLiteral("SELECT count(*) FROM models_fts WHERE models_fts MATCH 'rossi'")) && sql.next());
    QCOMPARE(sql.value(0).toInt(), 1);
    QVERIFY(!SqliteStatement::inTransaction(db.connection()));
}

void TestDatabase::statementRefusesWrongValueCounts()
{
    Database db(QStringLiteral("statement"));
    QString error;
    QVERIFY(db.open(QStringLiteral(":memory:"), &error) && db.migrate(&error));
    SqliteStatement insert(db.connection(), QStringLiteral("INSERT INTO domains(name) VALUES(?)"));
    QVERIFY(insert.isValid());
    QVERIFY(!insert.exec());   // nothing bound
    QVERIFY2(insert.errorText().contains(QLatin1String("0 values bound for 1")), qPrintable(insert.errorText()));
    QVERIFY(!insert.add(QStringLiteral("Language")).add(QStringLiteral("Vision")).exec());   // one too many
    QVERIFY(insert.add(QStringLiteral("Language")).exec());
    QSqlQuery count(db.connection());
    QVERIFY(count.exec(QStringLiteral("SELECT count(*) FROM domains")) && count.next());
    QCOMPARE(count.value(0).toInt(), 1);
    const SqliteStatement broken(db.connection(), QStringLiteral("INSERT INTO no_such_table VALUES(?)"));
    QVERIFY(!broken.isValid());
    QVERIFY2(broken.errorText().contains(QLatin1String("no_such_table")), qPrintable(broken.errorText()));
}

QTEST_GUILESS_MAIN(TestDatabase)
#include "tst_database.moc"
