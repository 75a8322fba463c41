// Hostile and damaged files against the importer: numbers out of range, dates with trailing text,
// old Mac line ends, NUL bytes and UTF-16 text, files cut short as an interrupted download cuts
// them, a file of millions of bad rows, a FIFO; and our own export read back, formula guard and all.
#include "CatalogueWriter.h"
#include "CsvExporter.h"
#include "EpochImporter.h"
#include "ModelKey.h"
#include "ModelRepository.h"
#include "TestCatalogue.h"

#include <QBuffer>
#include <QElapsedTimer>
#include <QFile>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QStringDecoder>
#include <QTemporaryDir>
#include <QTest>

#include <future>
#include <sys/stat.h>

namespace {

// Every model row, in a stable order: equal dumps, an unchanged catalogue.
QString dumpModels(const QSqlDatabase &db)
{
    QStringList out;
    QSqlQuery rows(db);
    rows.exec(QStringLiteral("SELECT * FROM models ORDER BY model_key"));
    while (rows.next()) {
        QStringList values;
        for (int i = 0; i < rows.record().count(); ++i)
            values << rows.value(i).toString();
        out << values.join(QLatin1Char('|'));
    }
    return out.join(QLatin1Char('\n'));
}

ImportReport importBytes(QSqlDatabase db, QByteArray data)
{
    QBuffer buffer(&data);
    buffer.open(QIODevice::ReadOnly);
    return EpochImporter(std::move(db)).importDevice(&buffer, data.size());
}

QByteArray utf16(const QString &text, QStringConverter::Encoding encoding, bool bom)
{
    QStringEncoder encoder(encoding, bom ? QStringConverter::Flag::WriteBom : QStringConverter::Flag::Default);
    return encoder.encode(text);
}

} // namespace

class TestImportBadInput : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }
    void init();
    void cleanup();
    void countsOutOfRangeAreRefused_data();
    void countsOutOfRangeAreRefused();
    void datesWithTrailingTextAreRefused();
    void attentionLayersAreSomeOfTheLayers();
    void slidingWindowAndNoAttention();
    void latentWidthComesWithTheArchitecture();
    void loneCrSeparatesRows();
    void nulAfterTheFirstKilobytesIsRejected();
    void wideEncodingsAreNamed_data();
    void wideEncodingsAreNamed();
    void cutFilesAreRejected_data();
    void cutFilesAreRejected();
    void problemListIsBounded();
    void onlyRegularFilesAreRead();
    void ownExportReadsBack();

private:
    void openEmpty();
    std::unique_ptr<Database> m_db;
};

void TestImportBadInput::init()
{
    m_db = std::make_unique<Database>(QStringLiteral("bad"));
}

void TestImportBadInput::openEmpty()
{
    QString error;
    QVERIFY2(m_db->open(QStringLiteral(":memory:"), &error), qPrintable(error));
    QVERIFY2(m_db->migrate(&error), qPrintable(error));
}

void TestImportBadInput::cleanup()
{
    m_db.reset();
}

void TestImportBadInput::countsOutOfRangeAreRefused_data()
{
    QTest::addColumn<QString>("value");
    QTest::addColumn<bool>("refused");
    QTest::newRow("1e19") << QStringLiteral("1e19") << true;
    QTest::newRow("1e300") << QStringLiteral("1e300") << true;
    QTest::newRow("int64 max") << QStringLiteral("9223372036854775807") << true;
    QTest::newRow("2^53 + 2") << QStringLiteral("9007199254740994") << true;
    QTest::newRow("2^53") << QStringLiteral("9007199254740992") << false;
    QTest::newRow("12288") << QStringLiteral("12288") << false;
}

void TestImportBadInput::countsOutOfRangeAreRefused()
{
    QFETCH(QString, value);
    QFETCH(bool, refused);
    openEmpty();
    const QByteArray data = "Model,Citations,Hardware quantity\nBig," + value.toLatin1() + ',' + value.toLatin1() + '\n';
    const ImportReport report = importBytes(m_db->connection(), data);
    QCOMPARE(int(report.outcome), int(ImportReport::Outcome::Imported));
    const auto model = ModelRepository(m_db->connection()).byName(QStringLiteral("Big"));
    QVERIFY(model);
    if (refused) {
        QCOMPARE(report.problemCount, 2);
        QStringList columns;
        for (const ImportProblem &problem : report.problems) {
            columns << problem.column;
            QCOMPARE(problem.value, value);
            QVERIFY2(problem.message.contains(QLatin1String("out of range")), qPrintable(problem.message));
        }
        columns.sort();
        QCOMPARE(columns, (QStringList{QStringLiteral("Citations"), QStringLiteral("Hardware quantity")}));
        QVERIFY(!model->citations);
        QVERIFY(!model->hardwareQuantity);
    } else {
        QCOMPARE(report.problemCount, 0);
        QCOMPARE(model->citations.value_or(-1), value.toLongLong());
        QCOMPARE(model->hardwareQuantity.value_or(-1), value.toLongLong());
    }
}

void TestImportBadInput::datesWithTrailingTextAreRefused()
{
    openEmpty();
    const QByteArray data = "Model,Publication date\n"
                            "Junk,2024-01-01junk\n"
                            "Plain,2024-01-02\n"
                            "With time,2024-01-03T12:30:00Z\n"
                            "With space,2024-01-04 08:00:00\n"
                            "Short,2024-1-5\n";
    const ImportReport report = importBytes(m_db->connection(), data);
    QCOMPARE(int(report.outcome), int(ImportReport::Outcome::Imported));
    QCOMPARE(report.problemCount, 2);
    QCOMPARE(report.problems.at(0).value, QStringLiteral("2024-01-01junk"));
    QCOMPARE(report.problems.at(1).value, QStringLiteral("2024-1-5"));
    const ModelRepository repository(m_db->connection());
    QVERIFY(!repository.byName(QStringLiteral("Junk"))->published.isValid());
    QCOMPARE(repository.byName(QStringLiteral("Plain"))->published, QDate(2024, 1, 2));
    QCOMPARE(repository.byName(QStringLiteral("With time"))->published, QDate(2024, 1, 3));
    QCOMPARE(repository.byName(QStringLiteral("With space"))->published, QDate(2024, 1, 4));
}

void TestImportBadInput::attentionLayersAreSomeOfTheLayers()
{
    openEmpty();
    // Our own export's columns (the first two say which layout it is).
    const QByteArray data = "name,organizations,layers,attention_layers\n"
                            "Hybrid,Lab,64,16\n"
                            "As many,Lab,32,32\n"
                            "Without layers,Lab,,8\n";
    const ImportReport report = importBytes(m_db->connection(), data);
    QCOMPARE(int(report.outcome), int(ImportReport::Outcome::Imported));
    QCOMPARE(report.problemCount, 2);
    QCOMPARE(report.problems.at(0).value, QStringLiteral("32"));
    QCOMPARE(report.problems.at(1).value, QStringLiteral("8"));
    const ModelRepository repository(m_db->connection());
    QCOMPARE(repository.byName(QStringLiteral("Hybrid"))->attentionLayers, std::optional<int>(16));
    QCOMPARE(repository.byName(QStringLiteral("Hybrid"))->layers, std::optional<int>(64));
    // The rest of a row with a problem is kept.
    QCOMPARE(repository.byName(QStringLiteral("As many"))->layers, std::optional<int>(32));
    QVERIFY(!repository.byName(QStringLiteral("As many"))->attentionLayers);
    QVERIFY(!repository.byName(QStringLiteral("Without layers"))->attentionLayers);
}

void TestImportBadInput::slidingWindowAndNoAttention()
{
    openEmpty();
    // Our own export's columns. A window belongs to the layers beyond the full-attention ones; 0
    // attention layers is a model without attention, which has no heads.
    const QByteArray data = "name,organizations,layers,kv_heads,head_dim,attention_layers,sliding_window\n"
                            "Windowed,Lab,62,16,128,10,1024\n"
                            "Window alone,Lab,32,8,128,,4096\n"
                            "Mamba,Lab,,,,0,\n"
                            "Mamba with heads,Lab,64,8,128,0,\n";
    const ImportReport report = importBytes(m_db->connection(), data);
    QCOMPARE(int(report.outcome), int(ImportReport::Outcome::Imported));
    QCOMPARE(report.problemCount, 2);
    QCOMPARE(report.problems.at(0).value, QStringLiteral("4096"));
    QCOMPARE(report.problems.at(1).value, QStringLiteral("0"));
    const ModelRepository repository(m_db->connection());
    QCOMPARE(repository.byName(QStringLiteral("Windowed"))->slidingWindow, std::optional<int>(1024));
    QCOMPARE(repository.byName(QStringLiteral("Windowed"))->slidingWindowLayers(), 52);
    QVERIFY(!repository.byName(QStringLiteral("Window alone"))->slidingWindow);
    QVERIFY(repository.byName(QStringLiteral("Mamba"))->attentionFree());
    QVERIFY(!repository.byName(QStringLiteral("Mamba with heads"))->attentionLayers);

    // A later row that gives the layers again without a window describes a hybrid (or every layer).
    const ImportReport again = importBytes(m_db->connection(), "name,organizations,layers,kv_heads,head_dim,attention_layers\n"
                                                               "Windowed,Lab,62,16,128,10\n");
    QCOMPARE(again.problemCount, 0);
    QVERIFY(!repository.byName(QStringLiteral("Windowed"))->slidingWindow);

    // A later row that says "no attention" (0) without the layers: the heads we knew go with it, else
    // the record would have heads and no attention, which the catalogue's schema refuses and the page
    // would show beside "no attention layers".
    const ImportReport none = importBytes(m_db->connection(), "name,organizations,layers,kv_heads,head_dim,attention_layers\n"
                                                              "Windowed,Lab,,,,0\n");
    QCOMPARE(none.problemCount, 0);
    auto model = repository.byName(QStringLiteral("Windowed"));
    QVERIFY(model->attentionFree());
    QVERIFY(!model->kvHeads);
    QVERIFY(!model->headDim);
    QCOMPARE(model->layers, std::optional<int>(62));
    // And a row that gives heads again (without the layers) ends the 0.
    const ImportReport heads = importBytes(m_db->connection(), "name,organizations,kv_heads,head_dim\n"
                                                               "Windowed,Lab,16,128\n");
    QCOMPARE(heads.problemCount, 0);
    model = repository.byName(QStringLiteral("Windowed"));
    QVERIFY(!model->attentionLayers);
    QCOMPARE(model->kvHeads, std::optional<int>(16));
}

void TestImportBadInput::latentWidthComesWithTheArchitecture()
{
    openEmpty();
    // Our own export's columns. The latent replaces the keys and values of the heads the same row gives.
    const QByteArray data = "name,organizations,layers,kv_heads,head_dim,kv_latent_width\n"
                            "Latent,Lab,61,128,192,576\n"
                            "Heads,Lab,32,8,128,\n"
                            "Without heads,Lab,,,,576\n";
    const ImportReport report = importBytes(m_db->connection(), data);
    QCOMPARE(int(report.outcome), int(ImportReport::Outcome::Imported));
    QCOMPARE(report.problemCount, 1);
    QCOMPARE(report.problems.at(0).value, QStringLiteral("576"));
    const ModelRepository repository(m_db->connection());
    QCOMPARE(repository.byName(QStringLiteral("Latent"))->kvLatentWidth, std::optional<int>(576));
    QVERIFY(!repository.byName(QStringLiteral("Heads"))->kvLatentWidth);
    QVERIFY(repository.byName(QStringLiteral("Without heads")));
    QVERIFY(!repository.byName(QStringLiteral("Without heads"))->kvLatentWidth);

    // A later row that gives the architecture again, without a latent, describes keys and values.
    const ImportReport again = importBytes(m_db->connection(), "name,organizations,layers,kv_heads,head_dim\n"
                                                               "Latent,Lab,61,128,192\n");
    QCOMPARE(again.problemCount, 0);
    QVERIFY(!repository.byName(QStringLiteral("Latent"))->kvLatentWidth);
}

void TestImportBadInput::loneCrSeparatesRows()
{
    openEmpty();
    const ImportReport report = importBytes(m_db->connection(), "Model,Parameters\rFirst,1000\rSecond,2000\r");
    QCOMPARE(int(report.outcome), int(ImportReport::Outcome::Imported));
    QCOMPARE(report.added, 2);
    const ModelRepository repository(m_db->connection());
    QCOMPARE(repository.byName(QStringLiteral("First"))->parameters.value_or(0), 1000.0);
    QCOMPARE(repository.byName(QStringLiteral("Second"))->parameters.value_or(0), 2000.0);
}

void TestImportBadInput::nulAfterTheFirstKilobytesIsRejected()
{
    openShippedCatalogue(*m_db);
    const QString before = dumpModels(m_db->connection());
    QByteArray data = "Model,Parameters\n";
    for (int i = 0; data.size() < 5000; ++i)
        data += "Padding model " + QByteArray::number(i) + ",1000\n";
    data += QByteArray("Hidden\0model,5\n", 15);
    const ImportReport report = importBytes(m_db->connection(), data);
    QCOMPARE(int(report.outcome), int(ImportReport::Outcome::Rejected));
    QVERIFY2(report.error.contains(QLatin1String("NUL")), qPrintable(report.error));
    QCOMPARE(dumpModels(m_db->connection()), before);
}

void TestImportBadInput::wideEncodingsAreNamed_data()
{
    const QString text = QStringLiteral("Model,Parameters\nWide,1000\n");
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<QString>("encoding");
    QTest::newRow("UTF-16 LE, BOM") << utf16(text, QStringConverter::Utf16LE, true) << QStringLiteral("UTF-16 (little-endian)");
    QTest::newRow("UTF-16 BE, BOM") << utf16(text, QStringConverter::Utf16BE, true) << QStringLiteral("UTF-16 (big-endian)");
    QTest::newRow("UTF-16 LE") << utf16(text, QStringConverter::Utf16LE, false) << QStringLiteral("UTF-16 (little-endian)");
    QTest::newRow("UTF-16 BE") << utf16(text, QStringConverter::Utf16BE, false) << QStringLiteral("UTF-16 (big-endian)");
    QTest::newRow("UTF-32 LE, BOM") << utf16(text, QStringConverter::Utf32LE, true) << QStringLiteral("UTF-32 (little-endian)");
    QTest::newRow("UTF-32 BE, BOM") << utf16(text, QStringConverter::Utf32BE, true) << QStringLiteral("UTF-32 (big-endian)");
    QTest::newRow("UTF-32 LE") << utf16(text, QStringConverter::Utf32LE, false) << QStringLiteral("UTF-32 (little-endian)");
}

void TestImportBadInput::wideEncodingsAreNamed()
{
    QFETCH(QByteArray, data);
    QFETCH(QString, encoding);
    openEmpty();
    const ImportReport report = importBytes(m_db->connection(), data);
    QCOMPARE(int(report.outcome), int(ImportReport::Outcome::Rejected));
    QVERIFY2(report.error.contains(encoding) && report.error.contains(QLatin1String("save it as UTF-8")), qPrintable(report.error));
    QVERIFY2(!report.error.contains(QLatin1String("binary")), qPrintable(report.error));
}

void TestImportBadInput::cutFilesAreRejected_data()
{
    // The last column is a number, as in Epoch's large-scale export (training cost).
    const QByteArray whole = "Model,Organization,Parameters,Training compute cost (2023 USD)\n"
                             "First,Lab,7000000000,1200.5\n"
                             "\"Second, quoted\",\"Lab A,Lab B\",175000000000,4541313.100598825\n";
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<QString>("message");   // empty: the file is whole and lands
    QTest::newRow("whole") << whole << QString();
    QTest::newRow("whole, CRLF") << QByteArray(whole).replace("\n", "\r\n") << QString();
    QTest::newRow("last number cut") << whole.left(whole.size() - 5) << QStringLiteral("with the number \"4541313.10059\"");
    QTest::newRow("no final line break") << whole.chopped(1) << QStringLiteral("with the number");
    const qsizetype inParameters = whole.indexOf("175000000000") + 3;
    QTest::newRow("cut in a middle column") << whole.left(inParameters) << QStringLiteral("3 of the header's 4 columns");
    QTest::newRow("cut after a quoted field") << whole.left(whole.indexOf("\"Lab A,Lab B\"") + 13)
                                              << QStringLiteral("2 of the header's 4 columns");
    QTest::newRow("cut inside a quote") << whole.left(whole.indexOf("Lab B")) << QStringLiteral("never closed");
    QTest::newRow("last text whole") << QByteArray("Model,Organization\nA,Lab\nB,Other lab") << QString();
    QTest::newRow("last quoted number") << QByteArray("Model,Parameters\nA,1\nB,\"2000\"") << QString();
    QTest::newRow("last field empty") << QByteArray("Model,Parameters\nA,1\nB,") << QString();
}

void TestImportBadInput::cutFilesAreRejected()
{
    QFETCH(QByteArray, data);
    QFETCH(QString, message);
    openShippedCatalogue(*m_db);
    const QString before = dumpModels(m_db->connection());
    const ImportReport report = importBytes(m_db->connection(), data);
    if (message.isEmpty()) {
        QVERIFY2(report.outcome == ImportReport::Outcome::Imported, qPrintable(report.toText()));
        QCOMPARE(report.added, 2);
        return;
    }
    QCOMPARE(int(report.outcome), int(ImportReport::Outcome::Rejected));
    QVERIFY2(report.error.contains(message), qPrintable(report.error));
    QCOMPARE(dumpModels(m_db->connection()), before);
}

void TestImportBadInput::problemListIsBounded()
{
    openEmpty();
    // 20,000 rows of one name: 19,999 problems, of which the report keeps the first few hundred.
    QByteArray data = "Model,Parameters\n";
    for (int i = 0; i < 20000; ++i)
        data += "Same model," + QByteArray::number(i + 1) + "\n";
    const ImportReport report = importBytes(m_db->connection(), data);
    QCOMPARE(int(report.outcome), int(ImportReport::Outcome::Imported));
    QCOMPARE(report.rows, 20000);
    QCOMPARE(report.added, 1);
    QCOMPARE(report.problemCount, 19999);
    QCOMPARE(report.problems.size(), ImportReport::maxExamples);
    QCOMPARE(report.problems.first().line, 3);
    QCOMPARE(report.problems.last().line, ImportReport::maxExamples + 2);
    const QStringList lines = report.toText().split(QLatin1Char('\n'));
    QVERIFY2(lines.size() < ImportReport::maxExamples + 10, qPrintable(QString::number(lines.size())));
    QVERIFY(lines.contains(QStringLiteral("Values that could not be read: 19,999")));
    QCOMPARE(lines.last(), QStringLiteral("… and 19,699 more"));
}

void TestImportBadInput::onlyRegularFilesAreRead()
{
    openEmpty();
    QTemporaryDir dir;
    const QByteArray fifo = QFile::encodeName(dir.filePath(QStringLiteral("pipe.csv")));
    QCOMPARE(::mkfifo(fifo.constData(), 0600), 0);
    // Opening a FIFO for reading waits for a writer: run the import aside, so that a hang fails the
    // test instead of stopping it, and unblock it afterwards by writing to the pipe.
    Database aside(QStringLiteral("aside"));
    QString error;
    QVERIFY(aside.open(QStringLiteral(":memory:"), &error) && aside.migrate(&error));
    EpochImporter importer(aside.connection());
    auto result = std::async(std::launch::async, [&importer, &fifo]() {
        return importer.importFile(QFile::decodeName(fifo));
    });
    const bool answered = result.wait_for(std::chrono::seconds(10)) == std::future_status::ready;
    if (!answered) {
        QFile writer(QFile::decodeName(fifo));
        writer.open(QIODevice::WriteOnly);
        writer.close();
    }
    const ImportReport report = result.get();
    QVERIFY2(answered, "the import of a FIFO waited for a writer");
    QCOMPARE(int(report.outcome), int(ImportReport::Outcome::Rejected));
    QVERIFY2(report.error.contains(QLatin1String("not a regular file")), qPrintable(report.error));

    const ImportReport folder = EpochImporter(m_db->connection()).importFile(dir.path());
    QCOMPARE(int(folder.outcome), int(ImportReport::Outcome::Rejected));
    QVERIFY2(folder.error.contains(QLatin1String("folder")), qPrintable(folder.error));
}

void TestImportBadInput::ownExportReadsBack()
{
    // Names a spreadsheet would run as formulas, and the quotes that make the guard reversible.
    openShippedCatalogue(*m_db);
    const QStringList hostile{QStringLiteral("=HYPERLINK(\"https://example.org\",\"click\")"), QStringLiteral("+1+2"),
                              QStringLiteral("-2+3"), QStringLiteral("@SUM(A1:A9)"), QStringLiteral("'=already quoted"),
                              QStringLiteral("''+two quotes"), QStringLiteral("-42"), QStringLiteral("'plain")};
    {
        CatalogueWriter writer(m_db->connection());
        for (const QString &name : hostile) {
            ModelRecord record;
            record.name = name;
            record.key = ModelKey::fromName(name);
            record.organizations = {QStringLiteral("=cmd|' /C calc'!A0"), QStringLiteral("Plain Lab")};
            record.reference = QStringLiteral("@reference");
            record.parameters = 7e9;
            record.datasetSize = 1.5e12;
            record.datasetUnit = QStringLiteral("tokens");
            record.layers = 32;
            record.kvHeads = 8;
            record.headDim = 128;
            record.attentionLayers = 8; // a hybrid's: the column must read back too
            record.kvLatentWidth = 576; // and a latent cache's
            record.slidingWindow = 4096; // and a window's
            record.contextLength = 131072;
            record.activeParameters = 1e9;
            record.approach = QStringLiteral("-self-supervised");
            QString error;
            QVERIFY2(writer.writeModel(record, nullptr, &error), qPrintable(error));
        }
    }
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("export.csv"));
    QString error;
    int rows = 0;
    QVERIFY2(CsvExporter(m_db->connection()).exportTo(path, &rows, &error), qPrintable(error));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray written = file.readAll();
    file.close();
    // What a spreadsheet sees: text, never a formula; a plain number stays a number.
    QVERIFY(written.contains("\r\n\"'=HYPERLINK(\"\"https://example.org\"\",\"\"click\"\")\","));
    for (const char *cell : {"\r\n'+1+2,", "\r\n'-2+3,", "\r\n'@SUM(A1:A9),", "\r\n''=already quoted,",
                             "\r\n'''+two quotes,", "\r\n-42,", "\r\n'plain,", ",'@reference,", ",'-self-supervised,"})
        QVERIFY2(written.contains(cell), cell);
    QVERIFY(written.contains(",'=cmd|' /C calc'!A0;Plain Lab,"));

    // Read back into the same catalogue: every model is found unchanged.
    const QString before = dumpModels(m_db->connection());
    const QVector<ModelRecord> models = ModelRepository(m_db->connection()).all();
    const ImportReport again = EpochImporter(m_db->connection()).importFile(path);
    QVERIFY2(again.outcome == ImportReport::Outcome::Imported, qPrintable(again.toText()));
    QCOMPARE(again.problemCount, 0);
    QCOMPARE(again.added, 0);
    // The shipped catalogue tidies names as the importer does (one Epoch name has a no-break space), so
    // nothing changes.
    for (const ModelRecord &m : models)
        QCOMPARE(m.name, m.name.simplified());
    QCOMPARE(again.updated, 0);
    QCOMPARE(again.unchanged, rows);
    QCOMPARE(dumpModels(m_db->connection()), before);

    // Read into an empty catalogue: the names, lists and figures come back as they were.
    Database fresh(QStringLiteral("fresh"));
    QVERIFY(fresh.open(QStringLiteral(":memory:"), &error) && fresh.migrate(&error));
    const ImportReport copied = EpochImporter(fresh.connection()).importFile(path);
    QVERIFY2(copied.outcome == ImportReport::Outcome::Imported, qPrintable(copied.toText()));
    QCOMPARE(copied.added, rows);
    for (const QString &name : hostile) {
        const auto model = ModelRepository(fresh.connection()).byName(name);
        QVERIFY2(model, qPrintable(name));
        QCOMPARE(model->organizations, (QStringList{QStringLiteral("=cmd|' /C calc'!A0"), QStringLiteral("Plain Lab")}));
        QCOMPARE(model->reference, QStringLiteral("@reference"));
        QCOMPARE(model->approach, QStringLiteral("-self-supervised"));
        QCOMPARE(model->datasetUnit, QStringLiteral("tokens"));
        QCOMPARE(model->layers, std::optional<int>(32));
        QCOMPARE(model->attentionLayers, std::optional<int>(8));
        QCOMPARE(model->kvLatentWidth, std::optional<int>(576));
        QCOMPARE(model->slidingWindow, std::optional<int>(4096));
        QCOMPARE(model->contextLength, std::optional<int>(131072));
        QCOMPARE(model->activeParameters, std::optional<double>(1e9));
    }
}

QTEST_GUILESS_MAIN(TestImportBadInput)
#include "tst_importbadinput.moc"
