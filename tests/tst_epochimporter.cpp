// Importing Epoch AI exports: exact counts and values from our own small exports in tests/data/epoch
// (and from the published files when they are there), merge without loss, and bad input rejected with
// a clear message and the catalogue unchanged.
#include "EpochImporter.h"
#include "ModelRepository.h"
#include "ReferenceFiles.h"
#include "TestCatalogue.h"
#include "UserData.h"

#include <QBuffer>
#include <QDir>
#include <QFile>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QTemporaryDir>
#include <QTest>

#include <limits>

namespace {

// Our own exports in Epoch AI's two published layouts (tests/data/README.md): a user's clone has them.
const QString notableSample = QStringLiteral("tests/data/epoch/notable_ai_models_sample.csv");
const QString largeScaleSample = QStringLiteral("tests/data/epoch/large_scale_ai_models_sample.csv");
const QString notablePublished = QStringLiteral("epoch/notable_ai_models_2025-12.csv");
const QString largeScalePublished = QStringLiteral("epoch/large_scale_ai_models_2025-12.csv");

QString sample(const QString &relative)
{
    return QDir(QStringLiteral(ATLAS_SOURCE_DIR)).filePath(relative);
}

QString badFile(const char *name)
{
    return QDir(QStringLiteral(ATLAS_SOURCE_DIR)).filePath(QStringLiteral("tests/data/bad/") + QLatin1String(name));
}

// Every row of every table, in a stable order: two equal dumps mean equal content.
QString dump(const QSqlDatabase &db)
{
    QStringList out;
    QSqlQuery tables(db);
    tables.exec(QStringLiteral("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'models_fts_%' "
                               "AND name NOT LIKE 'sqlite_%' ORDER BY name"));
    while (tables.next()) {
        const QString table = tables.value(0).toString();
        QSqlQuery rows(db);
        rows.exec(QStringLiteral("SELECT * FROM %1 ORDER BY 1, 2").arg(table));
        while (rows.next()) {
            QStringList values;
            for (int i = 0; i < rows.record().count(); ++i)
                values << rows.value(i).toString();
            out << table + QLatin1Char(':') + values.join(QLatin1Char('|'));
        }
    }
    return out.join(QLatin1Char('\n'));
}

// The schema: tables, indexes and triggers with their SQL.
QString schema(const QSqlDatabase &db)
{
    QStringList out;
    QSqlQuery query(db);
    query.exec(QStringLiteral("SELECT type, name, sql FROM sqlite_master ORDER BY type, name"));
    while (query.next())
        out << query.value(0).toString() + QLatin1Char(' ') + query.value(1).toString() + QLatin1Char(' ')
                + query.value(2).toString();
    return out.join(QLatin1Char('\n'));
}

} // namespace

class TestEpochImporter : public QObject
{
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void importsTheNotableFileExactly_data();
    void importsTheNotableFileExactly();
    void importsTheLargeScaleFile_data();
    void importsTheLargeScaleFile();
    void importingTwiceChangesNothing();
    void mergesOneFileThenTheOther_data();
    void mergesOneFileThenTheOther();
    void keepsUserDataAndUnlistedModels();
    void importedModelsNameTheirFile();
    void badFilesAreRejected_data();
    void badFilesAreRejected();
    void oversizedFieldIsRejected();
    void valuesThatDoNotParseAreReported();
    void cancelRollsBack();
    void bulkImportRebuildsTheIndexes();
    void cacheHoldsTheImport_data();
    void cacheHoldsTheImport();
    void spillingImportGivesTheSameCatalogue();
    void fullDiskRollsBack();
    void quotedFieldsAndCrlf();
    void searchIndexFollowsTheRows();

private:
    void openEmpty();
    std::unique_ptr<Database> m_db;
};

void TestEpochImporter::init()
{
    m_db = std::make_unique<Database>(QStringLiteral("import"));
}

void TestEpochImporter::cleanup()
{
    m_db.reset();
}

void TestEpochImporter::openEmpty()
{
    QString error;
    QVERIFY(m_db->open(QStringLiteral(":memory:"), &error));
    QVERIFY(m_db->migrate(&error));
}

// The same checks on our own export and, when it is there, on the published one it was taken from.
void TestEpochImporter::importsTheNotableFileExactly_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("reference"); // the published file it needs; empty for ours
    QTest::addColumn<int>("rows");
    QTest::newRow("our export") << sample(notableSample) << QString() << 25;
    QTest::newRow("published 2025-12") << ReferenceFiles::path(notablePublished) << notablePublished << 976;
}

void TestEpochImporter::importsTheNotableFileExactly()
{
    QFETCH(QString, file);
    QFETCH(QString, reference);
    QFETCH(int, rows);
    if (!reference.isEmpty())
        ATLAS_NEED_REFERENCE_FILES(reference);
    openEmpty();
    const ImportReport report = EpochImporter(m_db->connection()).importFile(file);
    QCOMPARE(int(report.outcome), int(ImportReport::Outcome::Imported));
    QCOMPARE(report.rows, rows);
    QCOMPARE(report.added, rows);
    QCOMPARE(report.updated, 0);
    ModelRepository repository(m_db->connection());
    QCOMPARE(repository.count(), rows);
    const auto production = repository.byName(QStringLiteral("MegaScale (Production)"));
    QVERIFY(production);
    QCOMPARE(production->parameters.value_or(0), 530e9);
    QCOMPARE(production->trainingComputeFlop.value_or(0), 3.9e24);
    QCOMPARE(production->hardwareQuantity.value_or(0), 12288);
    QCOMPARE(production->trainingHardware, QStringList{QStringLiteral("NVIDIA A100")});
    QCOMPARE(production->organizations, (QStringList{QStringLiteral("ByteDance"), QStringLiteral("Peking University")}));
    QCOMPARE(production->countries, QStringList{QStringLiteral("China")});
    QCOMPARE(production->published, QDate(2024, 2, 23));
    QCOMPARE(production->hardwareUtilization.value_or(0), 0.48);
    // A name with a trailing line break in the file is stored clean.
    QVERIFY(repository.byName(QStringLiteral("Solar Open 100B")));
    QCOMPARE(repository.byName(QStringLiteral("Solar Open 100B"))->parameters.value_or(0), 102e9);
    QVERIFY(repository.byName(QString::fromUtf8("(ensemble): AWD-LSTM-DOC (fin) × 5 (WT2)")));
}

void TestEpochImporter::importsTheLargeScaleFile_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("reference");
    QTest::addColumn<int>("rows");
    QTest::newRow("our export") << sample(largeScaleSample) << QString() << 12;
    QTest::newRow("published 2025-12") << ReferenceFiles::path(largeScalePublished) << largeScalePublished << 485;
}

void TestEpochImporter::importsTheLargeScaleFile()
{
    QFETCH(QString, file);
    QFETCH(QString, reference);
    QFETCH(int, rows);
    if (!reference.isEmpty())
        ATLAS_NEED_REFERENCE_FILES(reference);
    openEmpty();
    const ImportReport report = EpochImporter(m_db->connection()).importFile(file);
    QCOMPARE(int(report.outcome), int(ImportReport::Outcome::Imported));
    QCOMPARE(report.rows, rows);
    QCOMPARE(report.added, rows);
    const auto mega = ModelRepository(m_db->connection()).byName(QStringLiteral("MegaScale (175B)"));
    QVERIFY(mega);
    QCOMPARE(mega->parameters.value_or(0), 175e9);
    QCOMPARE(mega->hardwareQuantity.value_or(0), 12288);
    QCOMPARE(mega->trainingTimeHours.value_or(0), 42.0);
    QCOMPARE(mega->hardwareUtilization.value_or(0), 0.552);
    // This export calls its dataset column "(DEPRECATED) Training dataset size (datapoints)".
    QCOMPARE(mega->datasetSize.value_or(0), 225e9);
    // Names that end in blank lines, or in tabs and a space, are stored clean.
    QVERIFY(ModelRepository(m_db->connection()).byName(QStringLiteral("Lapa LLM")));
    QVERIFY(ModelRepository(m_db->connection()).byName(QStringLiteral("Jais-30b (phase 1)")));
}

void TestEpochImporter::importingTwiceChangesNothing()
{
    openEmpty();
    EpochImporter importer(m_db->connection());
    importer.importFile(sample(notableSample));
    const QString before = dump(m_db->connection());
    const ImportReport again = importer.importFile(sample(notableSample));
    QCOMPARE(again.unchanged, 25);
    QCOMPARE(again.added + again.updated, 0);
    QCOMPARE(dump(m_db->connection()), before);
}

void TestEpochImporter::mergesOneFileThenTheOther_data()
{
    QTest::addColumn<QString>("notable");
    QTest::addColumn<QString>("largeScale");
    QTest::addColumn<bool>("published");
    QTest::addColumn<int>("largeScaleRows");
    QTest::addColumn<int>("added"); // large-scale models the notable file does not list
    QTest::addColumn<int>("total");
    QTest::newRow("our exports") << sample(notableSample) << sample(largeScaleSample) << false << 12 << 8 << 33;
    QTest::newRow("published 2025-12") << ReferenceFiles::path(notablePublished) << ReferenceFiles::path(largeScalePublished)
                                       << true << 485 << 332 << 1308;
}

void TestEpochImporter::mergesOneFileThenTheOther()
{
    QFETCH(QString, notable);
    QFETCH(QString, largeScale);
    QFETCH(bool, published);
    QFETCH(int, largeScaleRows);
    QFETCH(int, added);
    QFETCH(int, total);
    if (published)
        ATLAS_NEED_REFERENCE_FILES(notablePublished, largeScalePublished);
    openEmpty();
    EpochImporter importer(m_db->connection());
    importer.importFile(notable);
    const ImportReport second = importer.importFile(largeScale);
    QCOMPARE(second.added, added);
    QCOMPARE(second.added + second.updated + second.unchanged, largeScaleRows);
    QCOMPARE(ModelRepository(m_db->connection()).count(), total);
}

void TestEpochImporter::keepsUserDataAndUnlistedModels()
{
    openShippedCatalogue(*m_db);
    const int shipped = ModelRepository(m_db->connection()).count();
    UserData user(m_db->connection());
    QString error;
    QVERIFY(user.setFavourite(QStringLiteral("megascale-175b"), true, &error));
    QVERIFY(user.setNote(QStringLiteral("megascale-175b"), QStringLiteral("mine"), &error));
    const auto before = ModelRepository(m_db->connection()).byName(QStringLiteral("Llama 3.1-8B"));
    QVERIFY(before && before->layers);
    // The export lists both models, with figures of its own: they are updated, not replaced.
    const ImportReport report = EpochImporter(m_db->connection()).importFile(sample(largeScaleSample));
    QCOMPARE(int(report.outcome), int(ImportReport::Outcome::Imported));
    QVERIFY(report.updated > 0);
    ModelRepository repository(m_db->connection());
    QCOMPARE(repository.count(), shipped + report.added);
    QVERIFY(user.isFavourite(QStringLiteral("megascale-175b")));
    QCOMPARE(user.note(QStringLiteral("megascale-175b")), QStringLiteral("mine"));
    // Architecture figures the export does not carry are kept.
    const auto after = repository.byName(QStringLiteral("Llama 3.1-8B"));
    QVERIFY(after);
    QCOMPARE(after->layers, before->layers);
    QCOMPARE(after->kvHeads, before->kvHeads);
}

void TestEpochImporter::importedModelsNameTheirFile()
{
    openShippedCatalogue(*m_db);
    ModelRepository repository(m_db->connection());
    const auto shippedBefore = repository.byName(QStringLiteral("MegaScale (Production)"));
    QVERIFY(shippedBefore);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("my-export.csv"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("Model,Organization,Publication date,Parameters\n"
               "Imported Test Model,Test Lab,2025-01-02,7000000000\n"
               "MegaScale (Production),\"ByteDance,Peking University\",2024-02-23,530000000000\n");
    file.close();
    EpochImporter importer(m_db->connection());
    const ImportReport report = importer.importFile(path);
    QCOMPARE(report.added, 1);
    QCOMPARE(report.unchanged, 1);

    // A new model names the file it came from, on the day it was imported.
    const auto added = repository.byName(QStringLiteral("Imported Test Model"));
    QVERIFY(added);
    QCOMPARE(added->sources.size(), 1);
    QCOMPARE(added->sources.first().what, QStringList{QStringLiteral("entry")});
    QCOMPARE(added->sources.first().where, QStringLiteral("Epoch AI CSV export my-export.csv, imported"));
    QCOMPARE(added->sources.first().checked, QDate::currentDate());
    // An unchanged shipped model keeps its own sources, untouched.
    QCOMPARE(repository.byName(QStringLiteral("MegaScale (Production)"))->sources, shippedBefore->sources);

    // A changed model adds the file to its sources, once however often it is imported.
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("Model,Organization,Publication date,Parameters\n"
               "MegaScale (Production),\"ByteDance,Peking University\",2024-02-23,540000000000\n");
    file.close();
    QCOMPARE(importer.importFile(path).updated, 1);
    QCOMPARE(importer.importFile(path).unchanged, 1);
    const auto changed = repository.byName(QStringLiteral("MegaScale (Production)"));
    QCOMPARE(changed->sources.size(), shippedBefore->sources.size() + 1);
    QCOMPARE(changed->sources.mid(0, shippedBefore->sources.size()), shippedBefore->sources);
    QCOMPARE(changed->sources.last().where, QStringLiteral("Epoch AI CSV export my-export.csv, imported"));
}

void TestEpochImporter::badFilesAreRejected_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("message");
    QTest::newRow("no Model column") << badFile("no_model_column.csv") << QStringLiteral("Model");
    QTest::newRow("a PNG") << badFile("image.png") << QStringLiteral("not a text file");
    QTest::newRow("empty") << badFile("empty.csv") << QStringLiteral("empty");
    QTest::newRow("header only") << badFile("header_only.csv") << QStringLiteral("no rows");
    QTest::newRow("quote never closed") << badFile("unclosed_quote.csv") << QStringLiteral("never closed");
    QTest::newRow("invalid UTF-8") << badFile("invalid_utf8.csv") << QStringLiteral("UTF-8");
    QTest::newRow("missing file") << badFile("does_not_exist.csv") << QStringLiteral("cannot be read");
}

void TestEpochImporter::badFilesAreRejected()
{
    QFETCH(QString, file);
    QFETCH(QString, message);
    openShippedCatalogue(*m_db);
    const QString before = dump(m_db->connection());
    const ImportReport report = EpochImporter(m_db->connection()).importFile(file);
    QCOMPARE(int(report.outcome), int(ImportReport::Outcome::Rejected));
    QVERIFY2(report.error.contains(message), qPrintable(report.error));
    QVERIFY(report.toText().contains(QStringLiteral("Nothing in the catalogue was changed")));
    QCOMPARE(dump(m_db->connection()), before);
}

void TestEpochImporter::oversizedFieldIsRejected()
{
    openShippedCatalogue(*m_db);
    const QString before = dump(m_db->connection());
    QByteArray data = "Model,Organization\n\"";
    data += QByteArray(1 << 20, 'x');
    data += "\",Acme\n";
    QBuffer buffer(&data);
    buffer.open(QIODevice::ReadOnly);
    const ImportReport report = EpochImporter(m_db->connection()).importDevice(&buffer, data.size());
    QCOMPARE(int(report.outcome), int(ImportReport::Outcome::Rejected));
    QVERIFY2(report.error.contains(QStringLiteral("longer than")), qPrintable(report.error));
    QCOMPARE(dump(m_db->connection()), before);
}

void TestEpochImporter::valuesThatDoNotParseAreReported()
{
    openEmpty();
    QByteArray data = "Model,Parameters,Publication date,Link\n"
                      "Good,1.5e9,2024-01-02,https://example.org/a\n"
                      "Odd,lots,yesterday,javascript:alert(1)\n";
    QBuffer buffer(&data);
    buffer.open(QIODevice::ReadOnly);
    const ImportReport report = EpochImporter(m_db->connection()).importDevice(&buffer, data.size());
    QCOMPARE(int(report.outcome), int(ImportReport::Outcome::Imported));
    QCOMPARE(report.added, 2);
    QCOMPARE(report.problems.size(), 3);
    QStringList columns;
    for (const ImportProblem &problem : report.problems) {
        QCOMPARE(problem.line, 3);
        columns << problem.column;
        if (problem.column == QLatin1String("Parameters"))
            QCOMPARE(problem.value, QStringLiteral("lots"));
    }
    columns.sort();
    QCOMPARE(columns, (QStringList{QStringLiteral("Link"), QStringLiteral("Parameters"), QStringLiteral("Publication date")}));
    const auto odd = ModelRepository(m_db->connection()).byName(QStringLiteral("Odd"));
    QVERIFY(odd);
    QVERIFY(!odd->parameters);
    QVERIFY(odd->link.isEmpty());
    QCOMPARE(ModelRepository(m_db->connection()).byName(QStringLiteral("Good"))->parameters.value_or(0), 1.5e9);
}

void TestEpochImporter::cancelRollsBack()
{
    openShippedCatalogue(*m_db);
    const QString before = dump(m_db->connection());
    std::atomic_bool cancel{false};
    EpochImporter importer(m_db->connection());
    importer.setCancelFlag(&cancel);
    // Cancelled after the first batch of rows has been written (our export is one batch).
    importer.setProgress([&](qint64, qint64) { cancel = true; });
    const ImportReport report = importer.importFile(sample(notableSample));
    QCOMPARE(int(report.outcome), int(ImportReport::Outcome::Cancelled));
    QCOMPARE(dump(m_db->connection()), before);
}

void TestEpochImporter::bulkImportRebuildsTheIndexes()
{
    // The same file imported row by row and in bulk (indexes dropped, built again before the
    // commit) gives the same catalogue and the same schema.
    const QString file = sample(notableSample);
    openShippedCatalogue(*m_db);
    const QString schemaBefore = schema(m_db->connection());
    EpochImporter rowByRow(m_db->connection());
    rowByRow.setBulkThresholdBytes(std::numeric_limits<qint64>::max());
    QCOMPARE(int(rowByRow.importFile(file).outcome), int(ImportReport::Outcome::Imported));
    const QString expected = dump(m_db->connection());
    QCOMPARE(schema(m_db->connection()), schemaBefore);

    Database bulkDb(QStringLiteral("import-bulk"));
    openShippedCatalogue(bulkDb);
    EpochImporter bulk(bulkDb.connection());
    bulk.setBulkThresholdBytes(0);
    QCOMPARE(int(bulk.importFile(file).outcome), int(ImportReport::Outcome::Imported));
    QCOMPARE(dump(bulkDb.connection()), expected);
    QCOMPARE(schema(bulkDb.connection()), schemaBefore);
    QSqlQuery plan(bulkDb.connection());
    QVERIFY(plan.exec(QStringLiteral("EXPLAIN QUERY PLAN SELECT id FROM models WHERE parameters > 1e12")) && plan.next());
    QVERIFY2(plan.value(3).toString().contains(QLatin1String("models_parameters")), qPrintable(plan.value(3).toString()));

    // Cancelled in bulk: the dropped indexes come back with the rollback.
    Database cancelDb(QStringLiteral("import-bulk-cancel"));
    openShippedCatalogue(cancelDb);
    const QString before = dump(cancelDb.connection());
    std::atomic_bool cancel{false};
    EpochImporter cancelled(cancelDb.connection());
    cancelled.setBulkThresholdBytes(0);
    cancelled.setCancelFlag(&cancel);
    cancelled.setProgress([&](qint64, qint64) { cancel = true; });
    QCOMPARE(int(cancelled.importFile(file).outcome), int(ImportReport::Outcome::Cancelled));
    QCOMPARE(dump(cancelDb.connection()), before);
    QCOMPARE(schema(cancelDb.connection()), schemaBefore);
}

void TestEpochImporter::cacheHoldsTheImport_data()
{
    QTest::addColumn<qint64>("fileBytes");
    QTest::addColumn<qint64>("catalogueBytes");
    QTest::addColumn<qint64>("expected");
    constexpr qint64 MB = 1024 * 1024;
    QTest::newRow("small file: the floor") << 1 * MB << 3 * MB << 128 * MB;
    QTest::newRow("size unknown") << qint64(-1) << qint64(0) << 128 * MB;
    // The benchmark's 100,000 rows (49 MB) changed 141 MB of pages in an empty catalogue.
    QTest::newRow("100,000 rows, empty") << 49 * MB << 2 * MB << 198 * MB;
    QTest::newRow("100,000 rows over 100,000") << 49 * MB << 133 * MB << 329 * MB;
    QTest::newRow("huge file: the ceiling") << 500 * MB << 0 * MB << 1024 * MB;
}

void TestEpochImporter::cacheHoldsTheImport()
{
    QFETCH(qint64, fileBytes);
    QFETCH(qint64, catalogueBytes);
    QFETCH(qint64, expected);
    QCOMPARE(EpochImporter::cacheBytesFor(fileBytes, catalogueBytes), expected);
}

void TestEpochImporter::spillingImportGivesTheSameCatalogue()
{
    // A cache too small for the import makes SQLite write changed pages to the WAL before the commit;
    // the catalogue must come out the same as with the cache that holds them all, and each connection
    // gets its own cache size back.
    const QString file = sample(notableSample);
    QString results[2];
    for (const qint64 limit : {std::numeric_limits<qint64>::max(), qint64(64 * 1024)}) {
        QTemporaryDir dir;
        Database db(QStringLiteral("import-cache-%1").arg(limit));
        QString error;
        QVERIFY2(db.open(dir.filePath(QStringLiteral("c.sqlite")), &error) && db.migrate(&error), qPrintable(error));
        QVERIFY2(ShippedCatalogue::ensureLoaded(db.connection(), &error), qPrintable(error));
        QSqlQuery query(db.connection());
        QVERIFY(query.exec(QStringLiteral("PRAGMA cache_size = -3000")));
        EpochImporter importer(db.connection());
        importer.setBulkThresholdBytes(0);
        importer.setCacheLimitBytes(limit);
        QCOMPARE(int(importer.importFile(file).outcome), int(ImportReport::Outcome::Imported));
        QVERIFY(query.exec(QStringLiteral("PRAGMA cache_size")) && query.next());
        QCOMPARE(query.value(0).toInt(), -3000);
        QVERIFY2(query.exec(QStringLiteral("INSERT INTO models_fts(models_fts, rank) VALUES('integrity-check', 1)")),
                 qPrintable(query.lastError().text()));
        results[limit == std::numeric_limits<qint64>::max() ? 0 : 1] = schema(db.connection()) + dump(db.connection());
    }
    QVERIFY(!results[0].isEmpty());
    QCOMPARE(results[1], results[0]);
}

void TestEpochImporter::fullDiskRollsBack()
{
    QTemporaryDir dir;
    QString error;
    QVERIFY(m_db->open(dir.filePath(QStringLiteral("full.sqlite")), &error));
    QVERIFY(m_db->migrate(&error));
    QVERIFY(ShippedCatalogue::ensureLoaded(m_db->connection(), &error));
    const QString before = dump(m_db->connection());
    // The file may not grow any more: every write that needs a new page fails as on a full disk.
    QSqlQuery query(m_db->connection());
    QVERIFY(query.exec(QStringLiteral("PRAGMA page_count")) && query.next());
    QVERIFY(query.exec(QStringLiteral("PRAGMA max_page_count = %1").arg(query.value(0).toInt())));
    const ImportReport report = EpochImporter(m_db->connection()).importFile(sample(notableSample));
    QCOMPARE(int(report.outcome), int(ImportReport::Outcome::Failed));
    QVERIFY2(report.error.contains(QStringLiteral("full"), Qt::CaseInsensitive), qPrintable(report.error));
    QVERIFY(report.toText().contains(QStringLiteral("rolled back")));
    QCOMPARE(dump(m_db->connection()), before);
}

void TestEpochImporter::searchIndexFollowsTheRows()
{
    // The search index reads its text from the models rows (migration 005), so every update must
    // take the old entry out with the old text before the row changes: FTS5's own check compares the
    // index with the rows, in a row-by-row import over the shipped catalogue and in bulk.
    for (const qint64 threshold : {std::numeric_limits<qint64>::max(), qint64(0)}) {
        Database db(QStringLiteral("import-search-%1").arg(threshold));
        openShippedCatalogue(db);
        EpochImporter importer(db.connection());
        importer.setBulkThresholdBytes(threshold);
        const ImportReport report = importer.importFile(sample(notableSample));
        QCOMPARE(int(report.outcome), int(ImportReport::Outcome::Imported));
        QVERIFY(report.updated > 0);
        QSqlQuery check(db.connection());
        QVERIFY2(check.exec(QStringLiteral("INSERT INTO models_fts(models_fts, rank) VALUES('integrity-check', 1)")),
                 qPrintable(check.lastError().text()));
        // An author only the export names (Agent57's) is found.
        QVERIFY(check.exec(QStringLiteral("SELECT count(*) FROM models_fts WHERE models_fts MATCH 'kapturowski'")) && check.next());
        QCOMPARE(check.value(0).toInt(), 1);
    }
}

void TestEpochImporter::quotedFieldsAndCrlf()
{
    openEmpty();
    QByteArray data = "\xEF\xBB\xBFModel,Organization,Authors,Country (from Organization),Hardware utilization\r\n"
                      "\"Comma, Quote \"\"and\"\"\nnewline\",\"Acme,Beta\",\"A, B\",\"Italy,France\",0.5\r\n";
    QBuffer buffer(&data);
    buffer.open(QIODevice::ReadOnly);
    const ImportReport report = EpochImporter(m_db->connection()).importDevice(&buffer, data.size());
    QCOMPARE(int(report.outcome), int(ImportReport::Outcome::Imported));
    const auto model = ModelRepository(m_db->connection()).byName(QStringLiteral("Comma, Quote \"and\" newline"));
    QVERIFY(model);
    QCOMPARE(model->organizations, (QStringList{QStringLiteral("Acme"), QStringLiteral("Beta")}));
    QCOMPARE(model->countries, (QStringList{QStringLiteral("Italy"), QStringLiteral("France")}));
    QCOMPARE(model->hardwareUtilization.value_or(0), 0.5);
}

QTEST_GUILESS_MAIN(TestEpochImporter)
#include "tst_epochimporter.moc"
