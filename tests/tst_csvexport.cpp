#include "CsvExporter.h"
#include "CsvReader.h"
#include "CsvWriter.h"
#include "ModelRepository.h"
#include "LanguageManager.h"
#include "TestCatalogue.h"

#include <QBuffer>
#include <QFile>
#include <QHash>
#include <QTemporaryDir>
#include <QTest>

class TestCsvExport : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void escaping_data();
    void escaping();
    void exportsEveryModel();
    void numbersStayPlainInItalian();
    void sourcesLicenceAndMixtureOfExperts();
    void exportsChosenModels();
    void unwritableTargetIsReported();

private:
    QStringList exportLines(const QString &path);
    Database m_db{QStringLiteral("csv")};
};

void TestCsvExport::initTestCase()
{
    openShippedCatalogue(m_db);
}

void TestCsvExport::escaping_data()
{
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("written");
    QTest::newRow("plain") << QStringLiteral("GPT-4") << QStringLiteral("GPT-4");
    QTest::newRow("comma") << QStringLiteral("ByteDance,Peking University") << QStringLiteral("\"ByteDance,Peking University\"");
    QTest::newRow("quote") << QStringLiteral("say \"hi\"") << QStringLiteral("\"say \"\"hi\"\"\"");
    QTest::newRow("newline") << QStringLiteral("a\nb") << QStringLiteral("\"a\nb\"");
}

void TestCsvExport::escaping()
{
    QFETCH(QString, field);
    QFETCH(QString, written);
    QCOMPARE(CsvWriter::escape(field), written);
}

QStringList TestCsvExport::exportLines(const QString &path)
{
    int rows = 0;
    QString error;
    const bool ok = CsvExporter(m_db.connection()).exportTo(path, &rows, &error);
    [&]() { QVERIFY2(ok, qPrintable(error)); }();
    QFile file(path);
    file.open(QIODevice::ReadOnly);
    return QString::fromUtf8(file.readAll()).split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
}

void TestCsvExport::exportsEveryModel()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("all.csv"));
    int rows = 0;
    QString error;
    QVERIFY2(CsvExporter(m_db.connection()).exportTo(path, &rows, &error), qPrintable(error));
    QCOMPARE(rows, ModelRepository(m_db.connection()).count());
    const QStringList lines = exportLines(path);
    const QString header = lines.first();
    const QString required = QStringLiteral(
        "name,organizations,countries,published,domains,tasks,parameters,training_compute_flop,"
        "training_dataset_size,epochs,training_hardware,hardware_quantity,training_time_hours,"
        "hardware_utilization,power_draw_w,model_accessibility,training_code_accessibility,confidence,"
        "citations,reference,link");
    const QStringList columns = header.split(QLatin1Char(','));
    for (const QString &column : required.split(QLatin1Char(',')))
        QVERIFY2(columns.contains(column), qPrintable(column));
    QString mega;
    for (const QString &line : lines) {
        if (line.startsWith(QLatin1String("MegaScale (175B),")))
            mega = line;
    }
    QVERIFY(!mega.isEmpty());
    QVERIFY(mega.contains(QLatin1String(",ByteDance;Peking University,")));
    QVERIFY(mega.contains(QLatin1String(",2024-02-23,")));
    QVERIFY(mega.contains(QLatin1String(",175000000000,")));
    QVERIFY(mega.contains(QLatin1String(",12288,")));
    QVERIFY(mega.contains(QLatin1String(",0.552,")));
    QVERIFY(mega.contains(QLatin1String("e+23,")));
    QVERIFY(mega.contains(QLatin1String(",\"MegaScale: Scaling Large Language Model Training to More Than 10,000 GPUs\",")));
}

void TestCsvExport::numbersStayPlainInItalian()
{
    LanguageManager languages;
    languages.setLanguage(QStringLiteral("it"));
    QTemporaryDir dir;
    const QStringList lines = exportLines(dir.filePath(QStringLiteral("it.csv")));
    languages.setLanguage(QStringLiteral("en"));
    bool found = false;
    for (const QString &line : lines) {
        if (line.startsWith(QLatin1String("MegaScale (175B),"))) {
            found = true;
            QVERIFY(line.contains(QLatin1String(",0.552,")));
            QVERIFY(line.contains(QLatin1String(",12288,")));
            QVERIFY(!line.contains(QLatin1String("12.288")));
        }
    }
    QVERIFY(found);
}

void TestCsvExport::sourcesLicenceAndMixtureOfExperts()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("sources.csv"));
    QString error;
    QVERIFY2(CsvExporter(m_db.connection()).exportTo(path, nullptr, &error), qPrintable(error));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    CsvReader reader(&file);
    QStringList header;
    QCOMPARE(reader.readRow(&header), CsvReader::Status::Row);
    const int name = int(header.indexOf(QStringLiteral("name")));
    const int sources = int(header.indexOf(QStringLiteral("sources")));
    const int licence = int(header.indexOf(QStringLiteral("licence")));
    const int moe = int(header.indexOf(QStringLiteral("mixture_of_experts")));
    const int repository = int(header.indexOf(QStringLiteral("weights_repository")));
    QVERIFY(sources >= 0 && licence >= 0 && moe >= 0 && repository >= 0);
    QHash<QString, QStringList> byName;
    QStringList fields;
    int rows = 0;
    QStringList withoutSources;
    while (reader.readRow(&fields) == CsvReader::Status::Row) {
        ++rows;
        QCOMPARE(fields.size(), header.size());
        if (fields.at(sources).isEmpty())
            withoutSources.append(fields.at(name));
        byName.insert(fields.at(name), fields);
    }
    QCOMPARE(rows, ModelRepository(m_db.connection()).count());
    QVERIFY2(withoutSources.isEmpty(), qPrintable(withoutSources.join(QStringLiteral(", "))));

    const QStringList qwen = byName.value(QStringLiteral("Qwen3-30B-A3B"));
    QVERIFY(!qwen.isEmpty());
    QCOMPARE(qwen.at(moe), QStringLiteral("true"));
    QCOMPARE(qwen.at(licence), QStringLiteral("Apache-2.0"));
    QCOMPARE(qwen.at(repository), QStringLiteral("Qwen/Qwen3-30B-A3B"));
    QVERIFY2(qwen.at(sources).startsWith(QLatin1String("entry: Epoch AI, Large-Scale AI Models, export of 2025-12")),
             qPrintable(qwen.at(sources)));
    QVERIFY2(qwen.at(sources).contains(QLatin1String(" | architecture: https://huggingface.co/Qwen/Qwen3-30B-A3B/blob/main/config.json (checked 2026-11-29)")),
             qPrintable(qwen.at(sources)));
    QCOMPARE(byName.value(QStringLiteral("Llama 3.1-8B")).at(moe), QStringLiteral("false"));
    // Not on record either way: empty, never "false".
    QCOMPARE(byName.value(QStringLiteral("MegaScale (175B)")).at(moe), QString());
    QCOMPARE(byName.value(QStringLiteral("MegaScale (175B)")).at(licence), QString());
    // A hybrid's attention layers; empty where every layer attends.
    const int attentionLayers = int(header.indexOf(QStringLiteral("attention_layers")));
    QVERIFY(attentionLayers >= 0);
    QCOMPARE(byName.value(QStringLiteral("Qwen3.5-27B")).at(attentionLayers), QStringLiteral("16"));
    QCOMPARE(byName.value(QStringLiteral("Llama 3.1-8B")).at(attentionLayers), QString());
    // The latent of multi-head latent attention; empty where keys and values are cached.
    const int latent = int(header.indexOf(QStringLiteral("kv_latent_width")));
    QVERIFY(latent >= 0);
    QCOMPARE(byName.value(QStringLiteral("DeepSeek-V3")).at(latent), QStringLiteral("576"));
    QCOMPARE(byName.value(QStringLiteral("Llama 3.1-8B")).at(latent), QString());
    // The window of sliding-window layers, with the full-attention layers beside it; a model without
    // attention has 0 attention layers, not an empty cell.
    const int window = int(header.indexOf(QStringLiteral("sliding_window")));
    QVERIFY(window >= 0);
    QCOMPARE(byName.value(QStringLiteral("Gemma 3 27B")).at(window), QStringLiteral("1024"));
    QCOMPARE(byName.value(QStringLiteral("Gemma 3 27B")).at(attentionLayers), QStringLiteral("10"));
    QCOMPARE(byName.value(QStringLiteral("Qwen3.5-27B")).at(window), QString());
    QCOMPARE(byName.value(QStringLiteral("Falcon Mamba")).at(attentionLayers), QStringLiteral("0"));
    // An encoder writes no text: marked, and the mark has its source; a language model's cell is empty.
    const int noText = int(header.indexOf(QStringLiteral("no_text_output")));
    QVERIFY(noText >= 0);
    QCOMPARE(byName.value(QStringLiteral("BERT-Large")).at(noText), QStringLiteral("true"));
    QVERIFY(byName.value(QStringLiteral("BERT-Large")).at(sources).contains(QLatin1String(" | no_text_output: https://")));
    QCOMPARE(byName.value(QStringLiteral("Llama 3.1-8B")).at(noText), QString());
}

void TestCsvExport::exportsChosenModels()
{
    // Every other model: more ids than one query binds, so the batches must come back as one list in
    // name order, each row written exactly as the whole catalogue's export writes it.
    QTemporaryDir dir;
    const QStringList all = exportLines(dir.filePath(QStringLiteral("all.csv")));
    const QVector<ModelRecord> models = ModelRepository(m_db.connection()).all();
    QCOMPARE(all.size(), models.size() + 1);
    QVector<qint64> ids;
    QStringList expected{all.first()};
    for (int i = int(models.size()) - 1; i >= 0; i -= 2) {
        ids.append(models.at(i).id);  // asked in reverse: the order of the answer is the exporter's
        expected.insert(1, all.at(i + 1));
    }
    QVERIFY(ids.size() > 600);
    const QString path = dir.filePath(QStringLiteral("some.csv"));
    int rows = 0;
    QString error;
    QVERIFY2(CsvExporter(m_db.connection()).exportModels(path, ids, &rows, &error), qPrintable(error));
    QCOMPARE(rows, int(ids.size()));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QStringList lines = QString::fromUtf8(file.readAll()).split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), expected.size());
    for (int i = 0; i < lines.size(); ++i)
        QCOMPARE(lines.at(i), expected.at(i));
    // No model: the header alone.
    QVERIFY2(CsvExporter(m_db.connection()).exportModels(path, {}, &rows, &error), qPrintable(error));
    QCOMPARE(rows, 0);
}

void TestCsvExport::unwritableTargetIsReported()
{
    QTemporaryDir dir;
    int rows = 0;
    QString error;
    QVERIFY(!CsvExporter(m_db.connection()).exportTo(dir.filePath(QStringLiteral("missing/folder/x.csv")), &rows, &error));
    QVERIFY(!error.isEmpty());
}

QTEST_GUILESS_MAIN(TestCsvExport)
#include "tst_csvexport.moc"
