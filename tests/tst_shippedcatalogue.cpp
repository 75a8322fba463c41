#include "CatalogueQuery.h"
#include "ModelKey.h"
#include "ModelRepository.h"
#include "TestCatalogue.h"
#include "Vocabulary.h"

#include <QSet>
#include <QSqlQuery>
#include <QTest>

class TestShippedCatalogue : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void loadsWithItsCounts();
    void megaScale175BIsAsTheSeedGivesIt();
    void megaScaleSiblings();
    void openWeightFamiliesArePresent_data();
    void openWeightFamiliesArePresent();
    void architectureForOpenWeightModels();
    void namesAndKeysAreUnique();
    void everyCatalogueWordIsTranslatable();
    void loadingTwiceChangesNothing();
    void modelKeyIsStable_data();
    void modelKeyIsStable();

private:
    Database m_db{QStringLiteral("shipped")};
};

void TestShippedCatalogue::initTestCase()
{
    openShippedCatalogue(m_db);
}

void TestShippedCatalogue::loadsWithItsCounts()
{
    CatalogueQuery query(m_db.connection());
    QVERIFY2(query.totalCount() >= 400, qPrintable(QString::number(query.totalCount())));
    QSqlQuery sql(m_db.connection());
    QVERIFY(sql.exec(QStringLiteral("SELECT count(*) FROM models WHERE frontier = 1")) && sql.next());
    QVERIFY(sql.value(0).toInt() >= 50);
    QVERIFY(sql.exec(QStringLiteral("SELECT count(*) FROM models WHERE model_accessibility LIKE 'Open weights%'")) && sql.next());
    QVERIFY(sql.value(0).toInt() >= 100);
    QVERIFY(sql.exec(QStringLiteral("SELECT min(year) FROM models")) && sql.next());
    QVERIFY2(sql.value(0).toInt() <= 1960, "landmarks from the whole history of the field");
    QVERIFY(sql.exec(QStringLiteral("SELECT count(*) FROM models_fts")) && sql.next());
    QCOMPARE(sql.value(0).toInt(), query.totalCount());
    QVERIFY(query.domains().contains(QStringLiteral("Language")));
    QVERIFY(query.organizationCategories().contains(QStringLiteral("Academia")));
    QVERIFY(query.countries().contains(QStringLiteral("China")));
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
    QSqlQuery sql(m_db.connection());
    QVERIFY(sql.exec(QStringLiteral("SELECT count(*) FROM models WHERE layers > 0 AND kv_heads > 0 AND head_dim > 0 "
                                    "AND context_length > 0 AND model_accessibility LIKE 'Open weights%'")));
    QVERIFY(sql.next());
    QVERIFY2(sql.value(0).toInt() >= 60, qPrintable(QString::number(sql.value(0).toInt())));
    // Mixture-of-experts models carry their active parameters, below the total.
    QVERIFY(sql.exec(QStringLiteral("SELECT count(*) FROM models WHERE active_parameters IS NOT NULL")) && sql.next());
    QVERIFY(sql.value(0).toInt() >= 5);
    QVERIFY(sql.exec(QStringLiteral("SELECT count(*) FROM models WHERE active_parameters > parameters")) && sql.next());
    QCOMPARE(sql.value(0).toInt(), 0);
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
