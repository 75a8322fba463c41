#include "CatalogueQuery.h"
#include "CsvReader.h"
#include "Estimator.h"
#include "ModelKey.h"
#include "ModelRepository.h"
#include "ReferenceFiles.h"
#include "TestCatalogue.h"
#include "Vocabulary.h"

#include <QDir>
#include <QFile>
#include <QHash>
#include <QLocale>
#include <QRegularExpression>
#include <QSet>
#include <QSqlQuery>
#include <QTest>

#include <algorithm>

class TestShippedCatalogue : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void loadsWithItsCounts();
    void countsAreTheReadmes_data();
    void countsAreTheReadmes();
    void everyEpochModelIsShipped();
    void mixturesOfExpertsWithoutActiveParameters();
    void routingOnRecordIsWhatTheDocumentsSay();
    void megaScale175BIsAsTheSeedGivesIt();
    void megaScaleSiblings();
    void openWeightFamiliesArePresent_data();
    void openWeightFamiliesArePresent();
    void architectureForOpenWeightModels();
    void latentCachesComeWithTheirArchitecture();
    void architectureFromTheDevelopersFiles_data();
    void architectureFromTheDevelopersFiles();
    void slidingWindowsComeWithTheirFullAttentionLayers();
    void contextIsTheOneTheRepositoryNames();
    void licencesFitTheirAccessibility();
    void encodersAndEmbeddingModelsWriteNoText();
    void namesAndKeysAreUnique();
    void everyCatalogueWordIsTranslatable();
    void loadingTwiceChangesNothing();
    void byKeysReadsInBatches();
    void modelKeyIsStable_data();
    void modelKeyIsStable();

private:
    Database m_db{QStringLiteral("shipped")};
};

// BERT and its kin, embedding models and CLIP have open weights and a language domain, but write no
// text: they carry the mark from the file through the database to both readers, and get no estimate;
// the language models beside them keep theirs.
void TestShippedCatalogue::encodersAndEmbeddingModelsWriteNoText()
{
    ModelRepository repository(m_db.connection());
    for (const char *name : {"BERT-Large", "RoBERTa Large", "ELECTRA", "Qwen3 Embedding", "CLIP (ViT L/14@336px)"}) {
        const auto model = repository.byName(QString::fromUtf8(name));
        QVERIFY2(model && model->noTextOutput, name);
        QCOMPARE(Estimator::checkModel(*model), NoEstimateReason::NotTextGenerator);
        QVERIFY2(model->sources.size() > 1 && model->sources.last().what == QStringList{QStringLiteral("no_text_output")}, name);
    }
    for (const char *name : {"GPT-2 (1.5B)", "T5-11B", "Llama 3.1-8B", "XLNet"}) {
        const auto model = repository.byName(QString::fromUtf8(name));
        QVERIFY2(model && !model->noTextOutput, name);
        QCOMPARE(Estimator::checkModel(*model), NoEstimateReason::None);
    }
    int marked = 0;
    for (const HardwareRecord &r : repository.allForHardware()) {
        if (r.noTextOutput) {
            ++marked;
            QCOMPARE(Estimator::checkModel(r.toRecord()), NoEstimateReason::NotTextGenerator);
        }
        if (r.name == QLatin1String("BERT-Large"))
            QVERIFY(r.noTextOutput);
    }
    QCOMPARE(marked, 24);
}

void TestShippedCatalogue::initTestCase()
{
    openShippedCatalogue(m_db);
}

void TestShippedCatalogue::loadsWithItsCounts()
{
    CatalogueQuery query(m_db.connection());
    QSqlQuery sql(m_db.connection());
    QVERIFY(sql.exec(QStringLiteral("SELECT min(year) FROM models")) && sql.next());
    QVERIFY2(sql.value(0).toInt() <= 1960, "landmarks from the whole history of the field");
    QVERIFY(sql.exec(QStringLiteral("SELECT count(*) FROM models_fts")) && sql.next());
    QCOMPARE(sql.value(0).toInt(), query.totalCount());
    QVERIFY(query.domains().contains(QStringLiteral("Language")));
    QVERIFY(query.organizationCategories().contains(QStringLiteral("Academia")));
    QVERIFY(query.countries().contains(QStringLiteral("China")));
}

// The counts data/README.md states in its "Counts" table (and the top-level README in its "Data and
// attribution" sentence), each from the loaded catalogue: the three places must say the same.
void TestShippedCatalogue::countsAreTheReadmes_data()
{
    QTest::addColumn<QString>("sql");
    QTest::addColumn<int>("count");
    QTest::addColumn<QString>("tableRow");   // the row of data/README.md's table, "" for none
    QTest::addColumn<int>("tablePart");      // which of "a / b" in that row
    QTest::addColumn<QString>("readmeText"); // a pattern of README.md whose one number is the count, "" for none
    const QString open = QStringLiteral("model_accessibility LIKE 'Open weights%'");
    auto row = [](const char *name, const QString &sql, int count, const char *tableRow, int part = 0,
                  const char *readme = "") {
        QTest::newRow(name) << sql << count << QString::fromUtf8(tableRow) << part << QString::fromUtf8(readme);
    };
    row("models", QStringLiteral("SELECT count(*) FROM models"), 1505, "models", 0,
        R"(([\d,]+) models, from the Perceptron)");
    row("models in the status bar example", QStringLiteral("SELECT count(*) FROM models"), 1505, "", 0,
        R"(\("16 of ([\d,]+) models)");
    row("organisations", QStringLiteral("SELECT count(*) FROM organizations"), 434, "organisations");
    row("added by hand", QStringLiteral("SELECT count(*) FROM models WHERE sources NOT LIKE '%Epoch AI%'"), 197,
        "added by hand (open-weight sizes neither export lists)", 0, R"(exports, ([\d,]+)\s+open-weight sizes)");
    row("open-weight", QStringLiteral("SELECT count(*) FROM models WHERE %1").arg(open), 680, "open-weight models");
    row("architecture", QStringLiteral("SELECT count(*) FROM models WHERE layers > 0 AND attention_heads > 0 AND kv_heads > 0 "
                                       "AND head_dim > 0 AND context_length > 0"), 366,
        "with architecture figures", 0, R"(estimates for ([\d,]+) open-weight language models)");
    row("hybrids", QStringLiteral("SELECT count(*) FROM models WHERE attention_layers > 0 AND attention_layers < layers "
                                  "AND sliding_window IS NULL"), 34,
        "of them hybrids, with their attention layers", 0, R"(\(([\d,]+) of them hybrids)");
    row("sliding windows", QStringLiteral("SELECT count(*) FROM models WHERE sliding_window > 0 AND attention_layers > 0 "
                                          "AND attention_layers < layers"), 12,
        "of them with sliding-window attention, with their window and full-attention layers", 0,
        R"(([\d,]+) with sliding-window\s+attention)");
    row("without attention", QStringLiteral("SELECT count(*) FROM models WHERE attention_layers = 0 AND layers IS NULL "
                                            "AND kv_heads IS NULL"), 2,
        "without attention (no KV cache that grows with the context)", 0);
    row("latent caches", QStringLiteral("SELECT count(*) FROM models WHERE kv_latent_width > 0 AND layers > 0"), 16,
        "of them with multi-head latent attention, with the latent they cache", 0,
        R"(([\d,]+) with multi-head latent\s+attention)");
    row("mixtures of experts", QStringLiteral("SELECT count(*) FROM models WHERE mixture_of_experts = 1"), 129,
        "mixtures of experts / with their active parameters", 0);
    row("with active parameters", QStringLiteral("SELECT count(*) FROM models WHERE active_parameters > 0 "
                                                 "AND mixture_of_experts = 1"), 113,
        "mixtures of experts / with their active parameters", 1, R"(active parameters of ([\d,]+) mixtures of experts)");
    row("dense", QStringLiteral("SELECT count(*) FROM models WHERE mixture_of_experts = 0"), 281, "marked dense");
    row("licence", QStringLiteral("SELECT count(*) FROM models WHERE licence IS NOT NULL AND %1").arg(open), 533,
        "with a licence", 0, R"(the licence of ([\d,]+) and the weights)");
    row("weights repository", QStringLiteral("SELECT count(*) FROM models WHERE weights_repository IS NOT NULL AND %1").arg(open),
        604, "with a weights repository", 0, R"(weights\s+repository of ([\d,]+) open-weight models)");
    row("frontier", QStringLiteral("SELECT count(*) FROM models WHERE frontier = 1"), 123, "frontier models");
    row("no text output", QStringLiteral("SELECT count(*) FROM models WHERE no_text_output = 1"), 24,
        "language or multimodal models that write no text (encoders, embedding models, CLIP)");
    // Never more active than total parameters; every row has its sources.
    row("active above total", QStringLiteral("SELECT count(*) FROM models WHERE active_parameters > parameters"), 0, "");
    row("without sources", QStringLiteral("SELECT count(*) FROM models WHERE sources IS NULL OR sources = '' OR sources = '[]'"),
        0, "");
}

// The number in data/README.md's "Counts" table for ROW (the PART-th of "a / b"), or -1.
static int readmeTableCount(const QString &tableRow, int part)
{
    QFile file(QStringLiteral(ATLAS_SOURCE_DIR "/data/README.md"));
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        return -1;
    const QString text = QString::fromUtf8(file.readAll());
    const QString table = text.section(QStringLiteral("## Counts"), 1, 1).section(QStringLiteral("\n\n"), 2, 2);
    for (const QString &line : table.split(QLatin1Char('\n'))) {
        const QStringList cells = line.split(QLatin1Char('|'));
        if (cells.size() == 4 && cells.at(1).trimmed() == tableRow) {
            const QStringList numbers = cells.at(2).split(QLatin1Char('/'));
            return part < numbers.size() ? numbers.at(part).trimmed().remove(QLatin1Char(',')).toInt() : -1;
        }
    }
    return -1;
}

// The number PATTERN's one group captures in the top-level README.md, or -1.
static int readmeSentenceCount(const QString &pattern)
{
    QFile file(QStringLiteral(ATLAS_SOURCE_DIR "/README.md"));
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        return -1;
    const QRegularExpressionMatch match = QRegularExpression(pattern).match(QString::fromUtf8(file.readAll()));
    return match.hasMatch() ? match.captured(1).remove(QLatin1Char(',')).toInt() : -1;
}

void TestShippedCatalogue::countsAreTheReadmes()
{
    QFETCH(QString, sql);
    QFETCH(int, count);
    QFETCH(QString, tableRow);
    QFETCH(int, tablePart);
    QFETCH(QString, readmeText);
    QSqlQuery query(m_db.connection());
    QVERIFY2(query.exec(sql) && query.next(), qPrintable(sql));
    QCOMPARE(query.value(0).toInt(), count);
    if (!tableRow.isEmpty())
        QCOMPARE(readmeTableCount(tableRow, tablePart), count);
    if (!readmeText.isEmpty())
        QCOMPARE(readmeSentenceCount(readmeText), count);
}

// Every model of Epoch AI's notable and large-scale exports, by Epoch's name, is in the catalogue.
void TestShippedCatalogue::everyEpochModelIsShipped()
{
    ATLAS_NEED_REFERENCE_FILES(QStringLiteral("epoch/notable_ai_models_2025-12.csv"),
                               QStringLiteral("epoch/large_scale_ai_models_2025-12.csv"));
    QSet<QString> shipped;
    QSqlQuery query(m_db.connection());
    QVERIFY(query.exec(QStringLiteral("SELECT model_key FROM models")));
    while (query.next())
        shipped.insert(query.value(0).toString());
    QSet<QString> both;
    const QList<QPair<QString, int>> files = {{QStringLiteral("epoch/notable_ai_models_2025-12.csv"), 976},
                                              {QStringLiteral("epoch/large_scale_ai_models_2025-12.csv"), 485}};
    for (const auto &[relative, expected] : files) {
        QFile file(QDir(QStringLiteral(ATLAS_REFERENCE_DIR)).filePath(relative));
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(QStringLiteral("reference file missing: ") + file.fileName()));
        CsvReader reader(&file);
        QStringList header;
        QStringList fields;
        QCOMPARE(reader.readRow(&header), CsvReader::Status::Row);
        const int model = int(header.indexOf(QStringLiteral("Model")));
        QVERIFY(model >= 0);
        int rows = 0;
        QStringList missing;
        while (reader.readRow(&fields) == CsvReader::Status::Row) {
            ++rows;
            const QString key = ModelKey::fromName(fields.value(model));
            both.insert(key);
            if (!shipped.contains(key))
                missing.append(fields.value(model).trimmed());
        }
        QCOMPARE(rows, expected);
        QVERIFY2(missing.isEmpty(), qPrintable(relative + QStringLiteral(" lacks: ") + missing.join(QStringLiteral(", "))));
    }
    QCOMPARE(both.size(), 1308);
}

// The mixtures of experts whose active parameters no developer publishes: exactly data/README.md's list.
void TestShippedCatalogue::mixturesOfExpertsWithoutActiveParameters()
{
    QStringList names;
    QSqlQuery query(m_db.connection());
    QVERIFY(query.exec(QStringLiteral("SELECT name FROM models WHERE mixture_of_experts = 1 AND active_parameters IS NULL "
                                      "ORDER BY name COLLATE NOCASE")));
    while (query.next())
        names.append(query.value(0).toString());
    const QStringList expected = {
        QStringLiteral("Doubao-1.5-pro"), QStringLiteral("Gemini 1.5 Pro"), QStringLiteral("Gemini 2.5 Deep Think"),
        QStringLiteral("Hunyuan T1"), QStringLiteral("M4-50B"), QStringLiteral("M6-T"), QStringLiteral("MoE-Multi"),
        QStringLiteral("PanGu-Σ"), QStringLiteral("Qwen2.5-Max"), QStringLiteral("Qwen3-Max"), QStringLiteral("Seed 1.6"),
        QStringLiteral("SenseChat 5.0"), QStringLiteral("SenseNova V6"), QStringLiteral("Sparse all-MLP"),
        QStringLiteral("Step-2"), QStringLiteral("Wu Dao 2.0")};
    QCOMPARE(names, expected);
    // The three whose count is computed from a published configuration name that configuration as the source of it,
    // and stay a small share of their totals (top-1 or top-2 routing over 64 to 2,048 experts).
    const QList<QPair<QString, QString>> computed = {
        {QStringLiteral("Switch"), QStringLiteral("google/switch-c-2048/blob/main/config.json")},
        {QStringLiteral("NLLB"), QStringLiteral("facebook/nllb-moe-54b/blob/main/config.json")},
        {QStringLiteral("ST-MoE"), QStringLiteral("st_moe_32b.gin")}};
    for (const auto &[name, config] : computed) {
        QVERIFY(query.exec(QStringLiteral("SELECT active_parameters, parameters, sources FROM models WHERE name = '%1'").arg(name)));
        QVERIFY2(query.next(), qPrintable(name));
        const double active = query.value(0).toDouble();
        QVERIFY2(active > 0 && active < 0.15 * query.value(1).toDouble(), qPrintable(name));
        QVERIFY2(query.value(2).toString().contains(config), qPrintable(name));
    }
    // The issue's examples of mixtures of experts that had no active parameters now have them.
    for (const char *name : {"Qwen3-Next-80B-A3B", "Qwen3-Omni-30B-A3B", "LongCat-Flash", "MiniMax-M1-40k", "MiniMax-M1-80k",
                             "MiniMax-Text-01", "Hunyuan-Large", "Kimi Linear", "Ling-1T", "Ling-flash-base-2.0-20T",
                             "GLM-4.5V", "ERNIE-4.5-VL-424B-A47B (文心大模型4.5)", "Llama 4 Behemoth (preview)"}) {
        const auto m = ModelRepository(m_db.connection()).byName(QString::fromUtf8(name));
        QVERIFY2(m, name);
        QVERIFY2(m->isMixtureOfExperts() && m->activeParameters && *m->activeParameters < m->parameters.value_or(0), name);
    }
}

// The number PATTERN's one group captures in the source tree's file RELATIVE, its line breaks read as spaces, or -1.
static int documentCount(const QString &relative, const QString &pattern)
{
    QFile file(QStringLiteral(ATLAS_SOURCE_DIR "/") + relative);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        return -1;
    const QString text = QString::fromUtf8(file.readAll()).simplified();
    const QRegularExpressionMatch match = QRegularExpression(pattern).match(text);
    return match.hasMatch() ? match.captured(1).remove(QLatin1Char(',')).toInt() : -1;
}

// How many mixtures of experts have their routing on record (data/moe-architecture.json) and how many, with active
// parameters, fall back on the assumed 1 in 16: the README, the estimator's documentation and data/README.md's
// *Not established* must give the shipped numbers, which change with every routing row a pass adds.
void TestShippedCatalogue::routingOnRecordIsWhatTheDocumentsSay()
{
    QSqlQuery query(m_db.connection());
    QVERIFY(query.exec(QStringLiteral("SELECT name FROM models WHERE mixture_of_experts = 1 AND active_parameters IS NOT NULL")));
    int withRouting = 0;
    int without = 0;
    while (query.next())
        (MoeArchitecture::shipped().find(query.value(0).toString()) ? withRouting : without)++;
    QVERIFY(withRouting > 80 && without > 0);
    QCOMPARE(documentCount(QStringLiteral("README.md"), QStringLiteral(R"(on record for (\d+) of the catalogue's mixtures of experts)")),
             withRouting);
    QCOMPARE(documentCount(QStringLiteral("docs/estimator.md"), QStringLiteral(R"(covering (\d+) catalogue names)")), withRouting);
    QCOMPARE(documentCount(QStringLiteral("docs/estimator.md"),
                           QStringLiteral(R"(catalogue names; (\d+) mixtures of experts with active parameters have none)")),
             without);
    QCOMPARE(documentCount(QStringLiteral("data/README.md"),
                           QStringLiteral(R"(\*\*Expert routing of (\d+) mixtures of experts with active parameters\*\*)")),
             without);
}

void TestShippedCatalogue::megaScale175BIsAsTheSeedGivesIt()
{
    const auto found = ModelRepository(m_db.connection()).byName(QStringLiteral("MegaScale (175B)"));
    QVERIFY(found);
    const ModelRecord &m = *found;
    QCOMPARE(m.organizations, (QStringList{QStringLiteral("ByteDance"), QStringLiteral("Peking University")}));
    QCOMPARE(m.categories, (QStringList{QStringLiteral("Industry"), QStringLiteral("Academia")}));
    QCOMPARE(m.countries, QStringList{QStringLiteral("China")});
    QCOMPARE(m.published, QDate(2024, 2, 23));
    QVERIFY(m.authors.startsWith(QLatin1String("Ziheng Jiang, Haibin Lin")));
    QVERIFY(m.authors.endsWith(QLatin1String("Xin Jin, Xin Liu")));
    QCOMPARE(m.domains, QStringList{QStringLiteral("Language")});
    QCOMPARE(m.tasks, QStringList{QStringLiteral("Language modeling/generation")});
    QCOMPARE(m.approach, QStringLiteral("Self-supervised learning"));
    QCOMPARE(m.parameters.value_or(0), 175e9);
    QCOMPARE(m.datasetSize.value_or(0), 300e9);
    QCOMPARE(m.datasetUnit, QStringLiteral("tokens"));
    QCOMPARE(m.epochs.value_or(0), 1.0);
    QVERIFY(qAbs(m.trainingComputeFlop.value_or(0) / 2.7e23 - 1) < 0.02);
    QCOMPARE(m.computeMethod, (QStringList{QStringLiteral("Operation counting"), QStringLiteral("Hardware")}));
    QCOMPARE(m.trainingHardware, QStringList{QStringLiteral("NVIDIA A100")});
    QCOMPARE(m.hardwareQuantity.value_or(0), 12288);
    QCOMPARE(m.trainingTimeHours.value_or(0), 42.0);
    QCOMPARE(m.hardwareUtilization.value_or(0), 0.552);
    QVERIFY(qAbs(m.powerDrawW.value_or(0) / 9.7e6 - 1) < 0.01);
    QCOMPARE(m.modelAccessibility, QStringLiteral("Unreleased"));
    QCOMPARE(m.trainingCodeAccessibility, QStringLiteral("Unreleased"));
    QCOMPARE(m.notability, QStringList{QStringLiteral("SOTA improvement")});
    QCOMPARE(m.confidence, QStringLiteral("Confident"));
    QCOMPARE(m.citations.value_or(0), 302);
    QCOMPARE(m.reference, QStringLiteral("MegaScale: Scaling Large Language Model Training to More Than 10,000 GPUs"));
    QVERIFY(m.link.startsWith(QLatin1String("https://")));
    QVERIFY(!m.weightsPublished());
    QVERIFY(m.likelyAbove1e23Flop());
}

void TestShippedCatalogue::megaScaleSiblings()
{
    ModelRepository repository(m_db.connection());
    const auto big = repository.byName(QStringLiteral("MegaScale (530B)"));
    QVERIFY(big);
    QCOMPARE(big->parameters.value_or(0), 530e9);
    const auto production = repository.byName(QStringLiteral("MegaScale (Production)"));
    QVERIFY(production);
    QCOMPARE(production->parameters.value_or(0), 530e9);
    QCOMPARE(production->trainingComputeFlop.value_or(0), 3.9e24);
    QCOMPARE(production->hardwareQuantity.value_or(0), 12288);
}

void TestShippedCatalogue::openWeightFamiliesArePresent_data()
{
    QTest::addColumn<QString>("family");
    QTest::addColumn<int>("atLeast");
    QTest::newRow("Llama") << QStringLiteral("llama") << 10;
    QTest::newRow("Mistral") << QStringLiteral("mistral") << 2;
    QTest::newRow("Mixtral") << QStringLiteral("mixtral") << 2;
    QTest::newRow("Qwen") << QStringLiteral("qwen") << 15;
    QTest::newRow("Gemma") << QStringLiteral("gemma") << 6;
    QTest::newRow("Phi") << QStringLiteral("phi") << 4;
    QTest::newRow("DeepSeek") << QStringLiteral("deepseek") << 6;
    QTest::newRow("Falcon") << QStringLiteral("falcon") << 3;
    QTest::newRow("OLMo") << QStringLiteral("olmo") << 3;
    QTest::newRow("gpt-oss") << QStringLiteral("gpt-oss") << 2;
}

void TestShippedCatalogue::openWeightFamiliesArePresent()
{
    QFETCH(QString, family);
    QFETCH(int, atLeast);
    QSqlQuery sql(m_db.connection());
    sql.prepare(QStringLiteral("SELECT count(*) FROM models WHERE lower(name) LIKE ? "
                               "AND model_accessibility LIKE 'Open weights%'"));
    sql.addBindValue(QLatin1Char('%') + family + QLatin1Char('%'));
    QVERIFY(sql.exec() && sql.next());
    QVERIFY2(sql.value(0).toInt() >= atLeast, qPrintable(QStringLiteral("%1 has %2").arg(family).arg(sql.value(0).toInt())));
}

void TestShippedCatalogue::architectureForOpenWeightModels()
{
    // Architecture figures are given for open-weight models only: the KV cache of a closed model is
    // nothing a user can hold.
    QSqlQuery sql(m_db.connection());
    QVERIFY(sql.exec(QStringLiteral("SELECT count(*) FROM models WHERE layers IS NOT NULL "
                                    "AND model_accessibility NOT LIKE 'Open weights%'")));
    QVERIFY(sql.next());
    QCOMPARE(sql.value(0).toInt(), 0);
}

// Multi-head latent attention: the latent stands in for the keys and values of the heads the
// architecture keys describe, so it never comes without them, and DeepSeek-V3 caches 512 + 64 values
// per token and layer (its config.json's kv_lora_rank and qk_rope_head_dim); Mistral Small 4 caches
// 256 + 64 (Mistral4Config's).
void TestShippedCatalogue::latentCachesComeWithTheirArchitecture()
{
    QSqlQuery sql(m_db.connection());
    QVERIFY(sql.exec(QStringLiteral("SELECT name FROM models WHERE kv_latent_width IS NOT NULL AND (layers IS NULL "
                                    "OR attention_heads IS NULL OR kv_heads IS NULL OR head_dim IS NULL "
                                    "OR context_length IS NULL)")));
    QStringList without;
    while (sql.next())
        without.append(sql.value(0).toString());
    QVERIFY2(without.isEmpty(), qPrintable(without.join(QStringLiteral(", "))));
    const auto v3 = ModelRepository(m_db.connection()).byName(QStringLiteral("DeepSeek-V3"));
    QVERIFY(v3);
    QCOMPARE(v3->kvLatentWidth, std::optional<int>(576));
    const auto small4 = ModelRepository(m_db.connection()).byName(QStringLiteral("Mistral Small 4"));
    QVERIFY(small4);
    QCOMPARE(small4->kvLatentWidth, std::optional<int>(320));
    // Each names where its width was read: the two values it adds up.
    static const QRegularExpression widthRead(QStringLiteral("kv_lora_rank (\\d+), qk_rope_head_dim (\\d+)"));
    QVERIFY(sql.exec(QStringLiteral("SELECT name, sources, kv_latent_width FROM models WHERE kv_latent_width IS NOT NULL")));
    int latents = 0;
    while (sql.next()) {
        ++latents;
        const QRegularExpressionMatch read = widthRead.match(sql.value(1).toString());
        QVERIFY2(read.hasMatch(), qPrintable(sql.value(0).toString()));
        QCOMPARE(read.captured(1).toInt() + read.captured(2).toInt(), sql.value(2).toInt());
    }
    QVERIFY(latents > 0);
    // A dense model of ordinary attention has none.
    QVERIFY(!ModelRepository(m_db.connection()).byName(QStringLiteral("Llama 3.1-8B"))->kvLatentWidth);
}

// Figures the twenty-fifth data pass read in the developers' own configurations and reference rows
// (data/README.md): the shape a user's memory estimate rests on. MiniCPM3-4B has multi-head latent attention
// but, unlike DeepSeek's models, no latent on record: llama.cpp caches its heads' keys and values.
void TestShippedCatalogue::architectureFromTheDevelopersFiles_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("layers");
    QTest::addColumn<int>("heads");
    QTest::addColumn<int>("kvHeads");
    QTest::addColumn<int>("headDim");
    QTest::addColumn<int>("context");
    QTest::newRow("MiniCPM3-4B") << QStringLiteral("MiniCPM3-4B") << 62 << 40 << 40 << 96 << 32768;
    QTest::newRow("InternLM2-7B") << QStringLiteral("InternLM2-7B") << 32 << 32 << 8 << 128 << 32768;
}

void TestShippedCatalogue::architectureFromTheDevelopersFiles()
{
    QFETCH(QString, name);
    QFETCH(int, layers);
    QFETCH(int, heads);
    QFETCH(int, kvHeads);
    QFETCH(int, headDim);
    QFETCH(int, context);
    const auto m = ModelRepository(m_db.connection()).byName(name);
    QVERIFY2(m, qPrintable(name));
    QVERIFY(m->hasArchitecture());
    QCOMPARE(m->layers, std::optional<int>(layers));
    QCOMPARE(m->attentionHeads, std::optional<int>(heads));
    QCOMPARE(m->kvHeads, std::optional<int>(kvHeads));
    QCOMPARE(m->headDim, std::optional<int>(headDim));
    QCOMPARE(m->contextLength, std::optional<int>(context));
    QVERIFY(!m->kvLatentWidth && !m->attentionLayers && !m->slidingWindow);
    // At the full context in F16 every layer keeps keys and values per KV head: 31.2 GB for MiniCPM3-4B
    // (2 × 62 × 40 × 96 × 32,768 × 2 bytes), not the 1.2 GB its 288-value latent would take.
    const double bytes = 2.0 * layers * kvHeads * headDim * context * 2;
    QVERIFY(qFuzzyCompare(Estimator::kvCacheGb(*m, context, KvCachePrecision::F16), bytes / 1e9));
}

// Sliding-window attention: the window belongs to the layers beyond the full-attention ones, so it
// never comes without them and the heads they share; each entry names where its window and layer
// pattern were read. Gemma 3 27B keeps 1,024 tokens in 52 of its 62 layers, gpt-oss-20b 128 in 12 of 24.
void TestShippedCatalogue::slidingWindowsComeWithTheirFullAttentionLayers()
{
    QSqlQuery sql(m_db.connection());
    QVERIFY(sql.exec(QStringLiteral("SELECT name FROM models WHERE sliding_window IS NOT NULL AND (attention_layers IS NULL "
                                    "OR attention_layers < 1 OR attention_layers >= layers OR kv_heads IS NULL "
                                    "OR head_dim IS NULL OR context_length IS NULL OR sliding_window < 1)")));
    QStringList without;
    while (sql.next())
        without.append(sql.value(0).toString());
    QVERIFY2(without.isEmpty(), qPrintable(without.join(QStringLiteral(", "))));
    const ModelRepository repository(m_db.connection());
    const auto gemma = repository.byName(QStringLiteral("Gemma 3 27B"));
    QVERIFY(gemma);
    QCOMPARE(gemma->slidingWindow, std::optional<int>(1024));
    QCOMPARE(gemma->attentionLayers, std::optional<int>(10));
    QCOMPARE(gemma->slidingWindowLayers(), 52);
    const auto oss = repository.byName(QStringLiteral("gpt-oss-20b"));
    QVERIFY(oss);
    QCOMPARE(oss->slidingWindow, std::optional<int>(128));
    QCOMPARE(oss->slidingWindowLayers(), 12);
    // At its documented 131,072 tokens Gemma 3 27B's cache is a sixth of what every layer would keep.
    ModelRecord everyLayer = *gemma;
    everyLayer.attentionLayers.reset();
    everyLayer.slidingWindow.reset();
    QVERIFY(Estimator::kvCacheGb(*gemma, 131072, KvCachePrecision::F16) * 5
            < Estimator::kvCacheGb(everyLayer, 131072, KvCachePrecision::F16));
    // Each names a source of its architecture that gives the window it records.
    QVERIFY(sql.exec(QStringLiteral("SELECT name, sources, sliding_window FROM models WHERE sliding_window IS NOT NULL")));
    int windows = 0;
    while (sql.next()) {
        ++windows;
        const QString window = QLocale(QLocale::English).toString(sql.value(2).toInt());
        const QString sources = sql.value(1).toString();
        QVERIFY2(sources.contains(QLatin1String("sliding_window ") + QString::number(sql.value(2).toInt()))
                     || sources.contains(window + QLatin1String(" tokens"))
                     || sources.contains(QLatin1String("attention_chunk_size ") + QString::number(sql.value(2).toInt())),
                 qPrintable(sql.value(0).toString()));
    }
    QVERIFY(windows > 0);
    // Models without attention have no heads on record and no cache to grow.
    for (const char *name : {"Codestral Mamba", "Falcon Mamba"}) {
        const auto mamba = repository.byName(QLatin1String(name));
        QVERIFY2(mamba && mamba->attentionFree() && !mamba->kvHeads, name);
        bool approximate = true;
        QCOMPARE(Estimator::kvCacheGb(*mamba, 131072, KvCachePrecision::F16, &approximate), 0.0);
        QVERIFY(!approximate);
    }
    // An ordinary dense model has neither.
    const auto llama = repository.byName(QStringLiteral("Llama 3.1-8B"));
    QVERIFY(llama && !llama->slidingWindow && !llama->attentionLayers);
}

// A checkpoint released at several context lengths names its own in the repository (Phi-3-mini-4k-instruct beside
// Phi-3-mini-128k-instruct, Nemotron-H-8B-Base-8K): the context recorded with that repository is the one it names,
// not a sibling checkpoint's. The 2026-12-07 audit found three phi-3 entries linking their 4K or 8K checkpoint with
// the 128K checkpoint's 131,072 tokens. A "k" count in a repository's name that is not its context is listed here.
void TestShippedCatalogue::contextIsTheOneTheRepositoryNames()
{
    const QHash<QString, QString> notAContext{
        {QStringLiteral("TinyLlama 1.1B"), QStringLiteral("1431k is the training step of the intermediate checkpoint")},
        {QStringLiteral("MiniMax-M1-40k"), QStringLiteral("40k is the thinking budget; the context is 1M")},
        {QStringLiteral("MiniMax-M1-80k"), QStringLiteral("80k is the thinking budget; the context is 1M")}};
    static const QRegularExpression named(QStringLiteral("[-_](\\d+)k(?=[-_]|$)"), QRegularExpression::CaseInsensitiveOption);
    QSqlQuery sql(m_db.connection());
    QVERIFY(sql.exec(QStringLiteral("SELECT name, weights_repository, context_length FROM models "
                                    "WHERE weights_repository IS NOT NULL AND context_length IS NOT NULL")));
    QStringList wrong;
    QSet<QString> excepted;
    int checked = 0;
    while (sql.next()) {
        const QString name = sql.value(0).toString();
        const QString repository = sql.value(1).toString().section(QLatin1Char('/'), -1);
        const QRegularExpressionMatch match = named.match(repository);
        if (!match.hasMatch())
            continue;
        if (notAContext.contains(name)) {
            excepted.insert(name);
            continue;
        }
        ++checked;
        const int context = sql.value(2).toInt();
        if (context != match.captured(1).toInt() * 1024)
            wrong << QStringLiteral("%1: %2 names %3K, context %4").arg(name, repository, match.captured(1)).arg(context);
    }
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QStringLiteral("; "))));
    QVERIFY2(checked >= 5, "several repositories name their context");
    // Each exception still links a repository whose name has such a count, so the list cannot go stale.
    QCOMPARE(excepted.size(), notAContext.size());
}

// The access a user filters on ("Open weights (unrestricted)", "… (restricted use)", "… (non-commercial)") must
// say what the recorded licence says: a permissive licence allows commercial use without conditions; a
// community licence, the Gemma terms, a RAIL licence and the other licences with use conditions allow it
// with conditions; a research, non-production or -NC licence forbids it. The exceptions are entries whose
// weights carry a second set of terms or that keep Epoch's access for a reason, each explained in its note
// (data/README.md, the seventeenth pass (accessibility) and what followed it).
static QString accessOfLicence(const QString &licence)
{
    static const QSet<QString> permissive = {QStringLiteral("Apache-2.0"), QStringLiteral("MIT"),
                                             QStringLiteral("BSD-2-Clause"), QStringLiteral("BSD-3-Clause"),
                                             QStringLiteral("AFL-3.0"), QStringLiteral("CC-BY-4.0")};
    static const QRegularExpression conditions(QStringLiteral(
        "Community License|^Gemma Terms of Use$|RAIL|^NVIDIA Open Model License$|^DeepSeek License$|"
        "^Tongyi Qianwen License$|^Qwen License$"));
    static const QRegularExpression noCommercialUse(QStringLiteral(
        "^CC-BY-NC|Research License|Non-Production|-NC$|Research and Development"));
    if (permissive.contains(licence))
        return QStringLiteral("Open weights (unrestricted)");
    if (noCommercialUse.match(licence).hasMatch())
        return QStringLiteral("Open weights (non-commercial)");
    if (conditions.match(licence).hasMatch())
        return QStringLiteral("Open weights (restricted use)");
    return {}; // a licence of its own kind: not classed here
}

void TestShippedCatalogue::licencesFitTheirAccessibility()
{
    const QSet<QString> explained = {
        QStringLiteral("DeepSeek-R1-Distill-Llama-70B"), // MIT, on Llama 3.3 weights: the Llama licence applies too
        QStringLiteral("DeepSeek-R1-Distill-Llama-8B"),  // MIT, on Llama 3.1 weights
        QStringLiteral("Jais-70B"),                      // Apache-2.0, adapted from Llama 2 70B
        QStringLiteral("HyenaDNA"),                      // Epoch's access kept: the checkpoints' cards changed licence
        QStringLiteral("Stable Diffusion XL (SDXL)")};   // Epoch's access kept: SDXL 0.9 came under a research licence
    QSqlQuery sql(m_db.connection());
    QVERIFY(sql.exec(QStringLiteral("SELECT name, licence, model_accessibility FROM models WHERE licence IS NOT NULL")));
    int classed = 0;
    QStringList wrong;
    while (sql.next()) {
        const QString name = sql.value(0).toString();
        const QString expected = accessOfLicence(sql.value(1).toString());
        if (expected.isEmpty() || explained.contains(name))
            continue;
        ++classed;
        if (sql.value(2).toString() != expected)
            wrong.append(QStringLiteral("%1 (%2): %3").arg(name, sql.value(1).toString(), sql.value(2).toString()));
    }
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QStringLiteral("; "))));
    QVERIFY2(classed > 400, "most recorded licences are of a kind this test classes");
    // Each exception is still an entry whose access differs from its licence's, and its note says why; so the
    // list cannot go stale.
    for (const QString &name : explained) {
        const auto m = ModelRepository(m_db.connection()).byName(name);
        QVERIFY2(m && !accessOfLicence(m->licence).isEmpty() && m->modelAccessibility != accessOfLicence(m->licence)
                     && !m->note.isEmpty(),
                 qPrintable(name));
    }
}

void TestShippedCatalogue::namesAndKeysAreUnique()
{
    ShippedCatalogue::Parsed parsed;
    QString error;
    QVERIFY2(ShippedCatalogue::load(&parsed, &error), qPrintable(error));
    QSet<QString> keys;
    for (const ModelRecord &record : parsed.models) {
        QVERIFY2(!keys.contains(record.key), qPrintable(record.name));
        keys.insert(record.key);
        QVERIFY2(record.link.isEmpty() || record.link.startsWith(QLatin1String("http")), qPrintable(record.name));
    }
    QCOMPARE(keys.size(), CatalogueQuery(m_db.connection()).totalCount());
}

void TestShippedCatalogue::everyCatalogueWordIsTranslatable()
{
    // Every word the table and filters show in the UI language must be listed for translation.
    const QStringList known = Vocabulary::known();
    QStringList missing;
    QSqlQuery sql(m_db.connection());
    const QStringList queries = {
        QStringLiteral("SELECT name FROM domains"),
        QStringLiteral("SELECT name FROM tasks"),
        QStringLiteral("SELECT DISTINCT category FROM organizations WHERE category IS NOT NULL"),
        QStringLiteral("SELECT DISTINCT country FROM organizations WHERE country IS NOT NULL"),
        QStringLiteral("SELECT DISTINCT model_accessibility FROM models WHERE model_accessibility IS NOT NULL"),
        QStringLiteral("SELECT DISTINCT training_code_accessibility FROM models WHERE training_code_accessibility IS NOT NULL"),
        QStringLiteral("SELECT DISTINCT confidence FROM models WHERE confidence IS NOT NULL"),
        QStringLiteral("SELECT DISTINCT approach FROM models WHERE approach IS NOT NULL"),
    };
    for (const QString &q : queries) {
        QVERIFY(sql.exec(q));
        while (sql.next()) {
            const QString word = sql.value(0).toString();
            if (!known.contains(word))
                missing << word;
        }
    }
    QVERIFY(sql.exec(QStringLiteral("SELECT notability, compute_method FROM models")));
    while (sql.next()) {
        for (int column = 0; column < 2; ++column) {
            const QStringList words = sql.value(column).toString().split(QStringLiteral("; "), Qt::SkipEmptyParts);
            for (const QString &word : words) {
                if (!known.contains(word) && !missing.contains(word))
                    missing << word;
            }
        }
    }
    QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("not in VocabularyStrings.cpp: ") + missing.join(QStringLiteral(" | "))));
}

void TestShippedCatalogue::loadingTwiceChangesNothing()
{
    ShippedCatalogue::Parsed parsed;
    QString error;
    QVERIFY(ShippedCatalogue::load(&parsed, &error));
    QSqlQuery sql(m_db.connection());
    QVERIFY(sql.exec(QStringLiteral("SELECT total_changes()")) && sql.next());
    const int before = sql.value(0).toInt();
    QVERIFY2(ShippedCatalogue::merge(m_db.connection(), parsed, &error), qPrintable(error));
    QVERIFY(sql.exec(QStringLiteral("SELECT total_changes()")) && sql.next());
    QCOMPARE(sql.value(0).toInt(), before);
}

void TestShippedCatalogue::byKeysReadsInBatches()
{
    // The merge asks for every shipped key at once: more keys than one batch holds, and one unknown.
    ShippedCatalogue::Parsed parsed;
    QString error;
    QVERIFY(ShippedCatalogue::load(&parsed, &error));
    QStringList keys;
    for (const ModelRecord &record : std::as_const(parsed.models))
        keys.append(record.key);
    keys.append(QStringLiteral("no-such-model"));
    QVERIFY(keys.size() > 1000);
    ModelRepository repository(m_db.connection());
    const QVector<ModelRecord> found = repository.byKeys(keys);
    QCOMPARE(found.size(), parsed.models.size());
    QSet<QString> seen;
    for (const ModelRecord &record : found)
        seen.insert(record.key);
    QCOMPARE(seen.size(), parsed.models.size());
    const auto mega = repository.byName(QStringLiteral("MegaScale (175B)"));
    QVERIFY(mega);
    const auto it = std::find_if(found.begin(), found.end(), [&](const ModelRecord &r) { return r.key == mega->key; });
    QVERIFY(it != found.end());
    QCOMPARE(*it, *mega);
    QVERIFY(repository.byKeys({}).isEmpty());
}

void TestShippedCatalogue::modelKeyIsStable_data()
{
    QTest::addColumn<QString>("a");
    QTest::addColumn<QString>("b");
    QTest::newRow("case and punctuation") << QStringLiteral("MegaScale (175B)") << QStringLiteral("megascale 175b");
    QTest::newRow("accents") << QStringLiteral("Pélé-Net") << QStringLiteral("pele net");
    QTest::newRow("trailing space") << QStringLiteral("GPT-4 ") << QStringLiteral("GPT 4");
}

void TestShippedCatalogue::modelKeyIsStable()
{
    QFETCH(QString, a);
    QFETCH(QString, b);
    QCOMPARE(ModelKey::fromName(a), ModelKey::fromName(b));
    QVERIFY(ModelKey::fromName(QStringLiteral("Qwen2.5-7B")) != ModelKey::fromName(QStringLiteral("Qwen25-7B")));
}

QTEST_GUILESS_MAIN(TestShippedCatalogue)
#include "tst_shippedcatalogue.moc"
