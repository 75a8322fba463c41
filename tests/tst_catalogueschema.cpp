// What data/README.md promises about the shipped files, checked on small hand-made entries: each
// broken promise is refused with a message that names the key, and the loader refuses the file.
#include "CatalogueSchema.h"
#include "ShippedCatalogue.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

namespace {

QJsonObject source(const QStringList &what, const QString &where)
{
    return {{QStringLiteral("what"), QJsonArray::fromStringList(what)}, {QStringLiteral("where"), where},
            {QStringLiteral("checked"), QStringLiteral("2026-11-30")}};
}

QJsonObject validModel()
{
    return {
        {QStringLiteral("name"), QStringLiteral("Test Model 7B")},
        {QStringLiteral("organizations"), QJsonArray{QStringLiteral("Test Lab")}},
        {QStringLiteral("published"), QStringLiteral("2024-05-01")},
        {QStringLiteral("domains"), QJsonArray{QStringLiteral("Language")}},
        {QStringLiteral("tasks"), QJsonArray{QStringLiteral("Language modeling/generation")}},
        {QStringLiteral("parameters"), 7e9},
        {QStringLiteral("active_parameters"), 1e9},
        {QStringLiteral("mixture_of_experts"), true},
        {QStringLiteral("dataset_size"), 1e12},
        {QStringLiteral("dataset_unit"), QStringLiteral("tokens")},
        {QStringLiteral("training_compute_flop"), 4.2e22},
        {QStringLiteral("confidence"), QStringLiteral("Likely")},
        {QStringLiteral("hardware_quantity"), 64},
        {QStringLiteral("hardware_utilization"), 0.4},
        {QStringLiteral("model_accessibility"), QStringLiteral("Open weights (unrestricted)")},
        {QStringLiteral("frontier"), true},
        {QStringLiteral("link"), QStringLiteral("https://example.org/paper")},
        {QStringLiteral("layers"), 32},
        {QStringLiteral("attention_heads"), 32},
        {QStringLiteral("kv_heads"), 8},
        {QStringLiteral("head_dim"), 128},
        {QStringLiteral("context_length"), 32768},
        {QStringLiteral("weights_repository"), QStringLiteral("test-lab/Test-Model-7B")},
        {QStringLiteral("licence"), QStringLiteral("Apache-2.0")},
        {QStringLiteral("last_modified"), QStringLiteral("2026-11-30")},
        {QStringLiteral("sources"), QJsonArray{source({QStringLiteral("entry")}, QStringLiteral("https://example.org/card")),
                                               source({QStringLiteral("architecture"), QStringLiteral("licence")},
                                                      QStringLiteral("https://example.org/config.json"))}},
    };
}

QJsonObject with(QJsonObject o, const QString &key, const QJsonValue &value)
{
    if (value.isUndefined())
        o.remove(key);
    else
        o.insert(key, value);
    return o;
}

QByteArray modelsFile(const QJsonArray &models)
{
    return QJsonDocument(QJsonObject{{QStringLiteral("format"), QStringLiteral("model-atlas-catalogue")},
                                     {QStringLiteral("version"), 1},
                                     {QStringLiteral("models"), models}})
        .toJson();
}

QByteArray organizationsFile(const QStringList &names)
{
    QJsonArray list;
    for (const QString &name : names)
        list.append(QJsonObject{{QStringLiteral("name"), name}, {QStringLiteral("category"), QStringLiteral("Industry")},
                                {QStringLiteral("country"), QStringLiteral("China")}});
    return QJsonDocument(QJsonObject{{QStringLiteral("organizations"), list}}).toJson();
}

} // namespace

class TestCatalogueSchema : public QObject
{
    Q_OBJECT
private slots:
    void validEntryPasses();
    void brokenPromisesAreRefused_data();
    void brokenPromisesAreRefused();
    void organizationEntries_data();
    void organizationEntries();
    void loaderRefusesWhatTheSchemaRefuses();
    void loaderChecksOrganizationsAcrossFiles();
    void loaderReadsTheNewKeys();
};

void TestCatalogueSchema::validEntryPasses()
{
    QCOMPARE(CatalogueSchema::checkModel(validModel()), QString());
    // Only name, published, last_modified and sources are required.
    QJsonObject minimal{{QStringLiteral("name"), QStringLiteral("Perceptron")},
                        {QStringLiteral("published"), QStringLiteral("1957-01-01")},
                        {QStringLiteral("last_modified"), QStringLiteral("2026-11-30")},
                        {QStringLiteral("sources"), validModel().value(QLatin1String("sources"))}};
    QCOMPARE(CatalogueSchema::checkModel(minimal), QString());
    QCOMPARE(CatalogueSchema::checkModel(with(minimal, QStringLiteral("mixture_of_experts"), false)), QString());
    // Weights published outside Hugging Face are named by their full https address.
    QCOMPARE(CatalogueSchema::checkModel(with(validModel(), QStringLiteral("weights_repository"),
                                              QStringLiteral("https://github.com/test-lab/test-model"))),
             QString());
}

void TestCatalogueSchema::brokenPromisesAreRefused_data()
{
    QTest::addColumn<QJsonObject>("model");
    QTest::addColumn<QString>("mentions");
    const QJsonObject m = validModel();
    auto oneSource = [](const QJsonValue &what, const QJsonValue &where, const QJsonValue &checked) {
        QJsonObject s;
        if (!what.isUndefined())
            s.insert(QStringLiteral("what"), what);
        if (!where.isUndefined())
            s.insert(QStringLiteral("where"), where);
        if (!checked.isUndefined())
            s.insert(QStringLiteral("checked"), checked);
        return QJsonArray{s};
    };
    QTest::newRow("unknown key") << with(m, QStringLiteral("licence_name"), QStringLiteral("MIT")) << "licence_name";
    QTest::newRow("misspelt key") << with(m, QStringLiteral("paramters"), 7e9) << "paramters";
    QTest::newRow("number as text") << with(m, QStringLiteral("parameters"), QStringLiteral("7B")) << "parameters";
    QTest::newRow("zero for unknown") << with(m, QStringLiteral("parameters"), 0) << "parameters";
    QTest::newRow("negative") << with(m, QStringLiteral("training_compute_flop"), -1) << "training_compute_flop";
    QTest::newRow("fractional chips") << with(m, QStringLiteral("hardware_quantity"), 1.5) << "hardware_quantity";
    QTest::newRow("empty string") << with(m, QStringLiteral("licence"), QString()) << "licence";
    QTest::newRow("untrimmed string") << with(m, QStringLiteral("authors"), QStringLiteral(" A. Author")) << "authors";
    QTest::newRow("null") << with(m, QStringLiteral("reference"), QJsonValue(QJsonValue::Null)) << "reference";
    QTest::newRow("empty list") << with(m, QStringLiteral("tasks"), QJsonArray()) << "tasks";
    QTest::newRow("list of numbers") << with(m, QStringLiteral("domains"), QJsonArray{1}) << "domains";
    QTest::newRow("duplicate in list") << with(m, QStringLiteral("organizations"), QJsonArray{QStringLiteral("A"), QStringLiteral("A")}) << "organizations";
    QTest::newRow("unknown domain") << with(m, QStringLiteral("domains"), QJsonArray{QStringLiteral("Cooking")}) << "domains";
    QTest::newRow("unknown access") << with(m, QStringLiteral("model_accessibility"), QStringLiteral("Open")) << "model_accessibility";
    QTest::newRow("frontier false") << with(m, QStringLiteral("frontier"), false) << "frontier";
    QTest::newRow("no_text_output false") << with(m, QStringLiteral("no_text_output"), false) << "no_text_output";
    QTest::newRow("MoE flag as text") << with(m, QStringLiteral("mixture_of_experts"), QStringLiteral("yes")) << "mixture_of_experts";
    QTest::newRow("bad date") << with(m, QStringLiteral("published"), QStringLiteral("2024-02-30")) << "published";
    QTest::newRow("short date") << with(m, QStringLiteral("published"), QStringLiteral("2024")) << "published";
    QTest::newRow("link not web") << with(m, QStringLiteral("link"), QStringLiteral("javascript:alert(1)")) << "link";
    QTest::newRow("Hugging Face repository as URL") << with(m, QStringLiteral("weights_repository"), QStringLiteral("https://huggingface.co/a/b")) << "weights_repository";
    QTest::newRow("repository on a Hugging Face mirror") << with(m, QStringLiteral("weights_repository"), QStringLiteral("https://www.huggingface.co/a/b")) << "weights_repository";
    QTest::newRow("repository over plain http") << with(m, QStringLiteral("weights_repository"), QStringLiteral("http://github.com/a/b")) << "weights_repository";
    QTest::newRow("repository address without path") << with(m, QStringLiteral("weights_repository"), QStringLiteral("https://github.com/")) << "weights_repository";
    QTest::newRow("repository address with a space") << with(m, QStringLiteral("weights_repository"), QStringLiteral("https://github.com/a b")) << "weights_repository";
    QTest::newRow("repository without owner") << with(m, QStringLiteral("weights_repository"), QStringLiteral("Test-Model-7B")) << "weights_repository";
    QTest::newRow("name missing") << with(m, QStringLiteral("name"), QJsonValue(QJsonValue::Undefined)) << "name";
    QTest::newRow("sources missing") << with(m, QStringLiteral("sources"), QJsonValue(QJsonValue::Undefined)) << "sources";
    QTest::newRow("sources empty") << with(m, QStringLiteral("sources"), QJsonArray()) << "sources";
    QTest::newRow("source unknown subject") << with(m, QStringLiteral("sources"), oneSource(QJsonArray{QStringLiteral("vibes")}, QStringLiteral("x"), QStringLiteral("2026-11-30"))) << "what";
    QTest::newRow("source without where") << with(m, QStringLiteral("sources"), oneSource(QJsonArray{QStringLiteral("entry")}, QJsonValue::Undefined, QStringLiteral("2026-11-30"))) << "where";
    QTest::newRow("source bad date") << with(m, QStringLiteral("sources"), oneSource(QJsonArray{QStringLiteral("entry")}, QStringLiteral("x"), QStringLiteral("yesterday"))) << "checked";
    QTest::newRow("source extra key") << with(m, QStringLiteral("sources"), QJsonArray{QJsonObject{{QStringLiteral("what"), QJsonArray{QStringLiteral("entry")}}, {QStringLiteral("where"), QStringLiteral("x")}, {QStringLiteral("checked"), QStringLiteral("2026-11-30")}, {QStringLiteral("note"), QStringLiteral("y")}}}) << "note";
    QTest::newRow("architecture half given") << with(m, QStringLiteral("head_dim"), QJsonValue(QJsonValue::Undefined)) << "architecture";
    QTest::newRow("more KV heads than heads") << with(m, QStringLiteral("kv_heads"), 64) << "kv_heads";
    QTest::newRow("attention layers as many as layers") << with(m, QStringLiteral("attention_layers"), 32) << "attention_layers";
    QTest::newRow("attention layers not a count") << with(m, QStringLiteral("attention_layers"), 7.5) << "attention_layers";
    QJsonObject noArchitecture = with(m, QStringLiteral("attention_layers"), 8);
    for (const char *key : {"layers", "attention_heads", "kv_heads", "head_dim", "context_length"})
        noArchitecture.remove(QLatin1String(key));
    QTest::newRow("attention layers without the architecture") << noArchitecture << "attention_layers";
    QTest::newRow("attention layers negative") << with(m, QStringLiteral("attention_layers"), -1) << "attention_layers";
    QTest::newRow("no attention beside the heads") << with(m, QStringLiteral("attention_layers"), 0) << "attention_layers 0";
    const QJsonObject windowed = with(m, QStringLiteral("attention_layers"), 8);
    QTest::newRow("window without attention layers") << with(m, QStringLiteral("sliding_window"), 4096) << "sliding_window";
    QTest::newRow("window zero") << with(windowed, QStringLiteral("sliding_window"), 0) << "sliding_window";
    QTest::newRow("window not a count") << with(windowed, QStringLiteral("sliding_window"), 4095.5) << "sliding_window";
    QTest::newRow("window as text") << with(windowed, QStringLiteral("sliding_window"), QStringLiteral("4096")) << "sliding_window";
    QJsonObject windowAlone = with(noArchitecture, QStringLiteral("attention_layers"), QJsonValue(QJsonValue::Undefined));
    QTest::newRow("window without the architecture") << with(windowAlone, QStringLiteral("sliding_window"), 4096) << "sliding_window";
    QTest::newRow("window of a model without attention")
        << with(with(windowAlone, QStringLiteral("attention_layers"), 0), QStringLiteral("sliding_window"), 4096) << "sliding_window";
    QTest::newRow("latent width as text") << with(m, QStringLiteral("kv_latent_width"), QStringLiteral("576")) << "kv_latent_width";
    QTest::newRow("latent width not a count") << with(m, QStringLiteral("kv_latent_width"), 575.5) << "kv_latent_width";
    QTest::newRow("latent width zero") << with(m, QStringLiteral("kv_latent_width"), 0) << "kv_latent_width";
    QJsonObject latentAlone = with(m, QStringLiteral("kv_latent_width"), 576);
    for (const char *key : {"layers", "attention_heads", "kv_heads", "head_dim", "context_length"})
        latentAlone.remove(QLatin1String(key));
    QTest::newRow("latent width without the architecture") << latentAlone << "kv_latent_width";
    QTest::newRow("dataset size without unit") << with(m, QStringLiteral("dataset_unit"), QJsonValue(QJsonValue::Undefined)) << "dataset_unit";
    QTest::newRow("active without MoE flag") << with(m, QStringLiteral("mixture_of_experts"), QJsonValue(QJsonValue::Undefined)) << "mixture_of_experts";
    QTest::newRow("active above total") << with(m, QStringLiteral("active_parameters"), 8e9) << "active_parameters";
    QTest::newRow("MFU above one") << with(m, QStringLiteral("hardware_utilization"), 55.2) << "hardware_utilization";
    QTest::newRow("licence of closed model") << with(m, QStringLiteral("model_accessibility"), QStringLiteral("API access")) << "open-weight models only";
}

void TestCatalogueSchema::brokenPromisesAreRefused()
{
    QFETCH(QJsonObject, model);
    QFETCH(QString, mentions);
    const QString problem = CatalogueSchema::checkModel(model);
    QVERIFY2(!problem.isEmpty(), "accepted");
    QVERIFY2(problem.contains(mentions), qPrintable(problem));
}

void TestCatalogueSchema::organizationEntries_data()
{
    QTest::addColumn<QJsonObject>("organization");
    QTest::addColumn<QString>("mentions");
    const QJsonObject ok{{QStringLiteral("name"), QStringLiteral("Test Lab")}, {QStringLiteral("category"), QStringLiteral("Academia")},
                         {QStringLiteral("country"), QStringLiteral("Italy")}};
    QTest::newRow("valid") << ok << QString();
    QTest::newRow("unknown category") << with(ok, QStringLiteral("category"), QStringLiteral("Startup")) << "category";
    QTest::newRow("no country") << with(ok, QStringLiteral("country"), QJsonValue(QJsonValue::Undefined)) << "country";
    QTest::newRow("extra key") << with(ok, QStringLiteral("city"), QStringLiteral("Rome")) << "city";
}

void TestCatalogueSchema::organizationEntries()
{
    QFETCH(QJsonObject, organization);
    QFETCH(QString, mentions);
    const QString problem = CatalogueSchema::checkOrganization(organization);
    if (mentions.isEmpty())
        QCOMPARE(problem, QString());
    else
        QVERIFY2(problem.contains(mentions), qPrintable(problem));
}

void TestCatalogueSchema::loaderRefusesWhatTheSchemaRefuses()
{
    ShippedCatalogue::Parsed parsed;
    QString error;
    const QByteArray orgs = organizationsFile({QStringLiteral("Test Lab")});
    QVERIFY2(ShippedCatalogue::parse(modelsFile({validModel()}), orgs, &parsed, &error), qPrintable(error));
    QCOMPARE(parsed.models.size(), 1);

    const QJsonObject broken = with(validModel(), QStringLiteral("layers_count"), 32);
    QVERIFY(!ShippedCatalogue::parse(modelsFile({validModel(), broken}), orgs, &parsed, &error));
    QVERIFY2(error.contains(QLatin1String("entry 2")) && error.contains(QLatin1String("layers_count")), qPrintable(error));

    // Two names that give the same key would merge into one row.
    const QJsonObject twin = with(validModel(), QStringLiteral("name"), QStringLiteral("test model 7b"));
    QVERIFY(!ShippedCatalogue::parse(modelsFile({validModel(), twin}), orgs, &parsed, &error));
    QVERIFY2(error.contains(QLatin1String("same name")), qPrintable(error));
}

void TestCatalogueSchema::loaderChecksOrganizationsAcrossFiles()
{
    ShippedCatalogue::Parsed parsed;
    QString error;
    QVERIFY(!ShippedCatalogue::parse(modelsFile({validModel()}), organizationsFile({QStringLiteral("Other Lab")}), &parsed, &error));
    QVERIFY2(error.contains(QLatin1String("Test Lab")), qPrintable(error));
    QVERIFY(!ShippedCatalogue::parse(modelsFile({validModel()}),
                                     organizationsFile({QStringLiteral("Test Lab"), QStringLiteral("Unused Lab")}), &parsed, &error));
    QVERIFY2(error.contains(QLatin1String("Unused Lab")), qPrintable(error));
    QVERIFY(!ShippedCatalogue::parse(modelsFile({validModel()}),
                                     organizationsFile({QStringLiteral("Test Lab"), QStringLiteral("Test Lab")}), &parsed, &error));
    QVERIFY2(error.contains(QLatin1String("twice")), qPrintable(error));
}

void TestCatalogueSchema::loaderReadsTheNewKeys()
{
    ShippedCatalogue::Parsed parsed;
    QString error;
    QVERIFY2(ShippedCatalogue::parse(modelsFile({validModel()}), organizationsFile({QStringLiteral("Test Lab")}), &parsed, &error),
             qPrintable(error));
    const ModelRecord &m = parsed.models.first();
    QCOMPARE(m.licence, QStringLiteral("Apache-2.0"));
    QCOMPARE(m.mixtureOfExperts, std::optional<bool>(true));
    QVERIFY(m.isMixtureOfExperts());
    QCOMPARE(m.sources.size(), 2);
    QCOMPARE(m.sources.at(1).what, (QStringList{QStringLiteral("architecture"), QStringLiteral("licence")}));
    QCOMPARE(m.sources.at(1).where, QStringLiteral("https://example.org/config.json"));
    QCOMPARE(m.sources.at(1).checked, QDate(2026, 11, 30));
    // The sources survive the round trip through the database's JSON column.
    QCOMPARE(ModelSource::fromJson(ModelSource::toJson(m.sources)), m.sources);

    QJsonObject dense = with(validModel(), QStringLiteral("active_parameters"), QJsonValue(QJsonValue::Undefined));
    dense = with(dense, QStringLiteral("mixture_of_experts"), false);
    QVERIFY(ShippedCatalogue::parse(modelsFile({dense}), organizationsFile({QStringLiteral("Test Lab")}), &parsed, &error));
    QCOMPARE(parsed.models.first().mixtureOfExperts, std::optional<bool>(false));
    QVERIFY(!parsed.models.first().isMixtureOfExperts());
    dense.remove(QStringLiteral("mixture_of_experts"));
    QVERIFY(ShippedCatalogue::parse(modelsFile({dense}), organizationsFile({QStringLiteral("Test Lab")}), &parsed, &error));
    QVERIFY(!parsed.models.first().mixtureOfExperts.has_value());
    QVERIFY(!parsed.models.first().attentionLayers.has_value());
    QCOMPARE(parsed.models.first().kvCacheLayers(), std::optional<int>(32));

    // A hybrid: 8 of its 32 layers keep a KV cache.
    QVERIFY2(ShippedCatalogue::parse(modelsFile({with(dense, QStringLiteral("attention_layers"), 8)}),
                                     organizationsFile({QStringLiteral("Test Lab")}), &parsed, &error),
             qPrintable(error));
    QCOMPARE(parsed.models.first().attentionLayers, std::optional<int>(8));
    QCOMPARE(parsed.models.first().kvCacheLayers(), std::optional<int>(8));
    QVERIFY(!parsed.models.first().kvLatentWidth.has_value());

    // Sliding-window attention: 8 full-attention layers, the other 24 attending to 4,096 tokens.
    QVERIFY2(ShippedCatalogue::parse(modelsFile({with(with(dense, QStringLiteral("attention_layers"), 8),
                                                      QStringLiteral("sliding_window"), 4096)}),
                                     organizationsFile({QStringLiteral("Test Lab")}), &parsed, &error),
             qPrintable(error));
    QCOMPARE(parsed.models.first().slidingWindow, std::optional<int>(4096));
    QCOMPARE(parsed.models.first().slidingWindowLayers(), 24);
    QCOMPARE(parsed.models.first().kvCacheLayers(), std::optional<int>(8));

    // No attention at all (a pure state-space model): attention_layers 0, and no heads to describe.
    QJsonObject mamba = with(dense, QStringLiteral("attention_layers"), 0);
    for (const char *key : {"layers", "attention_heads", "kv_heads", "head_dim", "context_length"})
        mamba.remove(QLatin1String(key));
    QVERIFY2(ShippedCatalogue::parse(modelsFile({mamba}), organizationsFile({QStringLiteral("Test Lab")}), &parsed, &error),
             qPrintable(error));
    QCOMPARE(parsed.models.first().attentionLayers, std::optional<int>(0));
    QVERIFY(parsed.models.first().attentionFree());
    QVERIFY(!parsed.models.first().slidingWindow.has_value());

    // Multi-head latent attention: a latent of 512 + 64 values per token and layer.
    QVERIFY2(ShippedCatalogue::parse(modelsFile({with(dense, QStringLiteral("kv_latent_width"), 576)}),
                                     organizationsFile({QStringLiteral("Test Lab")}), &parsed, &error),
             qPrintable(error));
    QCOMPARE(parsed.models.first().kvLatentWidth, std::optional<int>(576));
}

QTEST_GUILESS_MAIN(TestCatalogueSchema)
#include "tst_catalogueschema.moc"
