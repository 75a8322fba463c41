// --estimate and --runs-on, run as a script would run them.
#include "ProgramRun.h"
#include "CustomHardware.h"
#include "Database.h"
#include "HardwareCatalogue.h"
#include "ShippedCatalogue.h"

#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QProcess>
#include <QRegularExpression>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

namespace {
const QString rtx4090 = QStringLiteral("NVIDIA GeForce RTX 4090");
const QString llama8b = QStringLiteral("Llama 3.1-8B");
}

class TestEstimateCommand : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void estimateJson();
    void estimateText();
    void singleQuantization();
    void byParameters();
    void aDescribedDeviceIsNamedByItsFigures();
    void hybridByParameters();
    void latentCacheByParametersAndByName();
    void slidingWindowByParametersAndByName();
    void jsonBasisOfAWindowAndAMixture();
    void modelWithoutAttentionByParametersAndByName();
    void jsonBasisOfAModelWithoutAttention();
    void closedModelHasNoEstimate();
    void accessNotOnRecordIsNotClosed();
    void unknownDeviceListsCloseNames();
    void unknownModelListsCloseNames();
    void devicesByAnyOfTheirNames_data();
    void devicesByAnyOfTheirNames();
    void ownDevicesByTheirNameLoosely();
    void devicesByAWordOfTheirName_data();
    void devicesByAWordOfTheirName();
    void aNameOfSeveralDevicesListsThem_data();
    void aNameOfSeveralDevicesListsThem();
    void aNameOfManyDevicesListsTenAndCountsTheRest();
    void modelsByTheirWeightsRepository_data();
    void modelsByTheirWeightsRepository();
    void noEstimateInJsonIsAnObject();
    void runsOnCountsMinimumsOverEveryModel();
    void runsOnSaysWhenNoneMeetsTheMinimums();
    void closeDeviceNamesKnowAliases();
    void modelsByTheirNameLoosely();
    void closeModelNamesHoldWhatWasTyped();
    void runsOnJson();
    void runsOnSummaryInEachLanguage_data();
    void runsOnSummaryInEachLanguage();
    void expertOffloadJson();
    void promptTokensAndQuality();
    void newInputsAreValidated_data();
    void newInputsAreValidated();
    void numbersThatAreNotPositiveAreRefused_data();
    void numbersThatAreNotPositiveAreRefused();
    void closestNamesWithAHugeNameInTheCatalogue();
    void runsOnMinimums();
    void minimumsAndUnitsAreValidated_data();
    void minimumsAndUnitsAreValidated();
    void memoryInTheUnitAsked();
    void bestIsTheSameInEveryCommand();
    void modelsThatDoNotWriteTextHaveNoEstimate();
    void contextCapIsSaid();
    void closeModelNamesStartWithWhatWasTyped();
    void bareParameterCountsAreQuestioned();
    void firstTokenUnderATenthOfASecond_data();
    void firstTokenUnderATenthOfASecond();
    void runsOnFootnoteQuotesAsItalianDoes();
    void runsOnSaysTheContext();
    void qualityAsTheWindowNamesIt_data();
    void qualityAsTheWindowNamesIt();
    void badQualityIsQuotedAsItalianDoes();
    void closestIsTheFastestAtTheMinimumQuality_data();
    void closestIsTheFastestAtTheMinimumQuality();
    void quantAskedIsSaidNotToBeTheBest();
    void aMacCountsAsOneDevice();

private:
    int run(const QStringList &arguments, QString *out = nullptr, QString *err = nullptr);
    QTemporaryDir m_dir;
};

void TestEstimateCommand::initTestCase()
{
    QVERIFY(QFileInfo::exists(QStringLiteral(ATLAS_BINARY_PATH)));
    QVERIFY(m_dir.isValid());
}

int TestEstimateCommand::run(const QStringList &arguments, QString *out, QString *err)
{
    return runProgram(m_dir.path(), arguments, out, err);
}

void TestEstimateCommand::estimateJson()
{
    QString out, err;
    QCOMPARE(run({QStringLiteral("--estimate"), QStringLiteral("--model"), llama8b, QStringLiteral("--hardware"), rtx4090,
                  QStringLiteral("--json")}, &out, &err), 0);
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(out.toUtf8(), &parseError);
    QVERIFY2(doc.isObject(), qPrintable(parseError.errorString() + out + err));
    const QJsonObject o = doc.object();
    QCOMPARE(o.value(QStringLiteral("model")).toString(), llama8b);
    QCOMPARE(o.value(QStringLiteral("hardware")).toString(), rtx4090);
    const QJsonArray quants = o.value(QStringLiteral("quantizations")).toArray();
    QCOMPARE(quants.size(), 8);
    QCOMPARE(quants.first().toObject().value(QStringLiteral("quant")).toString(), QStringLiteral("F16"));
    for (const QJsonValue &v : quants) {
        const QJsonObject q = v.toObject();
        for (const char *field : {"weights_gb", "kv_cache_gb", "overhead_gb", "total_gb"})
            QVERIFY2(q.value(QLatin1String(field)).toDouble() > 0, field);
        const double sum = q.value(QStringLiteral("weights_gb")).toDouble() + q.value(QStringLiteral("kv_cache_gb")).toDouble()
            + q.value(QStringLiteral("overhead_gb")).toDouble();
        QVERIFY(qAbs(sum - q.value(QStringLiteral("total_gb")).toDouble()) < 0.01);
        QVERIFY(QStringList({QStringLiteral("gpu"), QStringLiteral("tight"), QStringLiteral("expert_offload"), QStringLiteral("offload"),
                             QStringLiteral("too_large")})
                    .contains(q.value(QStringLiteral("fit")).toString()));
        QVERIFY(QStringList({QStringLiteral("near_lossless"), QStringLiteral("good"), QStringLiteral("noticeable"), QStringLiteral("large")})
                    .contains(q.value(QStringLiteral("quality")).toString()));
        // Everything fits the card, so nothing is in system RAM and there is no split to report.
        QVERIFY(!q.contains(QStringLiteral("gpu_gb")) && !q.contains(QStringLiteral("ram_gb")));
        const QJsonObject prompt = q.value(QStringLiteral("prompt_tokens_per_second")).toObject();
        QVERIFY(prompt.value(QStringLiteral("low")).toDouble() > 0);
        QVERIFY(prompt.value(QStringLiteral("low")).toDouble() <= prompt.value(QStringLiteral("expected")).toDouble());
        QVERIFY(prompt.value(QStringLiteral("expected")).toDouble() <= prompt.value(QStringLiteral("high")).toDouble());
        QVERIFY(q.value(QStringLiteral("time_to_first_token_s")).toDouble() > 0);
        const QJsonObject speed = q.value(QStringLiteral("tokens_per_second")).toObject();
        QVERIFY(speed.value(QStringLiteral("low")).toDouble() <= speed.value(QStringLiteral("expected")).toDouble());
        QVERIFY(speed.value(QStringLiteral("expected")).toDouble() <= speed.value(QStringLiteral("high")).toDouble());
    }
    // An 8B model at F16 (16 GB of weights) fits a 24 GB card.
    QCOMPARE(quants.first().toObject().value(QStringLiteral("fit")).toString(), QStringLiteral("gpu"));
}

void TestEstimateCommand::estimateText()
{
    QString out;
    QCOMPARE(run({QStringLiteral("--estimate"), QStringLiteral("--model"), llama8b, QStringLiteral("--hardware"), rtx4090}, &out), 0);
    QVERIFY2(out.contains(QLatin1String("Q4_K_M")) && out.contains(QLatin1String("Runs on the GPU")), qPrintable(out));
}

void TestEstimateCommand::singleQuantization()
{
    QString out;
    QCOMPARE(run({QStringLiteral("--estimate"), QStringLiteral("--model"), llama8b, QStringLiteral("--hardware"), rtx4090,
                  QStringLiteral("--quant"), QStringLiteral("Q4_K_M"), QStringLiteral("--json")}, &out), 0);
    const QJsonArray quants = QJsonDocument::fromJson(out.toUtf8()).object().value(QStringLiteral("quantizations")).toArray();
    QCOMPARE(quants.size(), 1);
    QCOMPARE(quants.first().toObject().value(QStringLiteral("quant")).toString(), QStringLiteral("Q4_K_M"));
}

void TestEstimateCommand::byParameters()
{
    QString out;
    QCOMPARE(run({QStringLiteral("--estimate"), QStringLiteral("--parameters"), QStringLiteral("70B"), QStringLiteral("--memory-gb"),
                  QStringLiteral("24"), QStringLiteral("--bandwidth-gbs"), QStringLiteral("1000"), QStringLiteral("--json")}, &out), 0);
    const QJsonArray quants = QJsonDocument::fromJson(out.toUtf8()).object().value(QStringLiteral("quantizations")).toArray();
    QCOMPARE(quants.size(), 8);
    // 70B at F16 is 140 GB of weights: no 24 GB card and 32 GB of RAM hold that.
    QCOMPARE(quants.first().toObject().value(QStringLiteral("fit")).toString(), QStringLiteral("too_large"));
}

// A device given by --memory-gb and --bandwidth-gbs is named mid-sentence by what was given, in the
// language's own numbers: never "on Custom device" or "Su Dispositivo personalizzato".
void TestEstimateCommand::aDescribedDeviceIsNamedByItsFigures()
{
    const QStringList device{QStringLiteral("--memory-gb"), QStringLiteral("15.5"), QStringLiteral("--bandwidth-gbs"),
                             QStringLiteral("300"), QStringLiteral("--quant"), QStringLiteral("Q4_K_M")};
    QString out;
    QCOMPARE(run(QStringList{QStringLiteral("--estimate"), QStringLiteral("--parameters"), QStringLiteral("8B")} + device, &out), 0);
    QVERIFY2(out.section(QLatin1Char('\n'), 0, 0).contains(QLatin1String(" on a device of 15.5 GB at 300 GB/s, ")), qPrintable(out));
    QCOMPARE(run(QStringList{QStringLiteral("--lang"), QStringLiteral("it"), QStringLiteral("--estimate"), QStringLiteral("--parameters"),
                             QStringLiteral("8B")} + device, &out), 0);
    QVERIFY2(out.section(QLatin1Char('\n'), 0, 0).contains(QLatin1String(" su un dispositivo da 15,5 GB e 300 GB/s, ")), qPrintable(out));
    QCOMPARE(run(QStringList{QStringLiteral("--lang"), QStringLiteral("it"), QStringLiteral("--compare"), llama8b,
                             QStringLiteral("Gemma 3 27B"), QStringLiteral("--memory-gb"), QStringLiteral("15.5"),
                             QStringLiteral("--bandwidth-gbs"), QStringLiteral("300")}, &out), 0);
    QVERIFY2(out.contains(QLatin1String("\nSu un dispositivo da 15,5 GB e 300 GB/s\n")), qPrintable(out));
}

void TestEstimateCommand::hybridByParameters()
{
    // A hybrid entered by hand: 16 of its 64 layers keep a KV cache, a quarter of the cache of the
    // same shape with every layer attending.
    const QStringList shape{QStringLiteral("--estimate"), QStringLiteral("--parameters"), QStringLiteral("27B"),
                            QStringLiteral("--layers"), QStringLiteral("64"), QStringLiteral("--kv-heads"), QStringLiteral("4"),
                            QStringLiteral("--head-dim"), QStringLiteral("256"), QStringLiteral("--memory-gb"), QStringLiteral("24"),
                            QStringLiteral("--bandwidth-gbs"), QStringLiteral("1000"), QStringLiteral("--quant"),
                            QStringLiteral("Q4_K_M"), QStringLiteral("--json")};
    const auto kvCache = [this](const QStringList &arguments) {
        QString out;
        if (run(arguments, &out) != 0)
            return -1.0;
        const QJsonArray quants = QJsonDocument::fromJson(out.toUtf8()).object().value(QStringLiteral("quantizations")).toArray();
        return quants.isEmpty() ? -1.0 : quants.first().toObject().value(QStringLiteral("kv_cache_gb")).toDouble();
    };
    const double full = kvCache(shape);
    const double hybrid = kvCache(shape + QStringList{QStringLiteral("--attention-layers"), QStringLiteral("16")});
    QVERIFY2(full > 0 && hybrid > 0, qPrintable(QStringLiteral("%1 %2").arg(full).arg(hybrid)));
    QVERIFY(qAbs(hybrid * 4 - full) < 0.03);

    // Attention layers are some of the layers: without --layers, or as many, they are refused.
    QString err;
    QCOMPARE(run({QStringLiteral("--estimate"), QStringLiteral("--parameters"), QStringLiteral("27B"),
                  QStringLiteral("--attention-layers"), QStringLiteral("16")}, nullptr, &err), 2);
    QVERIFY2(err.contains(QLatin1String("--attention-layers")), qPrintable(err));
    QCOMPARE(run(shape + QStringList{QStringLiteral("--attention-layers"), QStringLiteral("64")}, nullptr, &err), 2);
}

void TestEstimateCommand::latentCacheByParametersAndByName()
{
    const auto kvCache = [this](const QStringList &arguments) {
        QString out;
        if (run(arguments, &out) != 0)
            return -1.0;
        const QJsonObject root = QJsonDocument::fromJson(out.toUtf8()).object();
        const QJsonArray quants = root.value(QStringLiteral("quantizations")).toArray();
        return quants.isEmpty() || quants.first().toObject().value(QStringLiteral("kv_approximate")).toBool()
            ? -1.0
            : quants.first().toObject().value(QStringLiteral("kv_cache_gb")).toDouble();
    };
    // DeepSeek-R1 from the catalogue: 61 layers × 576 × 8,192 tokens × 2 bytes = 0.576 GB at F16, not the
    // 49 GB of 128 heads' keys and values.
    const QStringList r1{QStringLiteral("--estimate"), QStringLiteral("--model"), QStringLiteral("DeepSeek-R1"),
                         QStringLiteral("--hardware"), QStringLiteral("H100 SXM5 80GB"), QStringLiteral("--count"),
                         QStringLiteral("8"), QStringLiteral("--context"), QStringLiteral("8192"), QStringLiteral("--quant"),
                         QStringLiteral("Q4_K_M"), QStringLiteral("--json")};
    QCOMPARE(kvCache(r1), 0.576);
    // The same shape entered by hand: --kv-latent-width needs only the layers.
    const QStringList shape{QStringLiteral("--estimate"), QStringLiteral("--parameters"), QStringLiteral("671B"),
                            QStringLiteral("--active-parameters"), QStringLiteral("37B"), QStringLiteral("--layers"),
                            QStringLiteral("61"), QStringLiteral("--memory-gb"), QStringLiteral("640"),
                            QStringLiteral("--bandwidth-gbs"), QStringLiteral("3350"), QStringLiteral("--context"),
                            QStringLiteral("8192"), QStringLiteral("--quant"), QStringLiteral("Q4_K_M"), QStringLiteral("--json")};
    QCOMPARE(kvCache(shape + QStringList{QStringLiteral("--kv-latent-width"), QStringLiteral("576")}), 0.576);
    // Without the layers it is refused.
    QString err;
    QCOMPARE(run({QStringLiteral("--estimate"), QStringLiteral("--parameters"), QStringLiteral("671B"),
                  QStringLiteral("--kv-latent-width"), QStringLiteral("576")}, nullptr, &err), 2);
    QVERIFY2(err.contains(QLatin1String("--kv-latent-width")), qPrintable(err));
}

void TestEstimateCommand::slidingWindowByParametersAndByName()
{
    const auto kvCache = [this](const QStringList &arguments) {
        QString out;
        if (run(arguments, &out) != 0)
            return -1.0;
        const QJsonArray quants = QJsonDocument::fromJson(out.toUtf8()).object().value(QStringLiteral("quantizations")).toArray();
        return quants.isEmpty() || quants.first().toObject().value(QStringLiteral("kv_approximate")).toBool()
            ? -1.0
            : quants.first().toObject().value(QStringLiteral("kv_cache_gb")).toDouble();
    };
    // Gemma 3 27B from the catalogue at 131,072 tokens: 2 × 16 × 128 × 2 bytes × (10 × 131,072 + 52 × 1,024)
    // = 11.17 GB, not the 66.6 GB of every layer at the whole context.
    const QStringList gemma{QStringLiteral("--estimate"), QStringLiteral("--model"), QStringLiteral("Gemma 3 27B"),
                            QStringLiteral("--hardware"), rtx4090, QStringLiteral("--context"), QStringLiteral("131072"),
                            QStringLiteral("--quant"), QStringLiteral("Q4_K_M"), QStringLiteral("--json")};
    QCOMPARE(kvCache(gemma), 11.174);
    // The same shape by hand; without --sliding-window, the ten layers alone (the hybrid reading).
    const QStringList shape{QStringLiteral("--estimate"), QStringLiteral("--parameters"), QStringLiteral("27B"),
                            QStringLiteral("--layers"), QStringLiteral("62"), QStringLiteral("--kv-heads"), QStringLiteral("16"),
                            QStringLiteral("--head-dim"), QStringLiteral("128"), QStringLiteral("--attention-layers"),
                            QStringLiteral("10"), QStringLiteral("--memory-gb"), QStringLiteral("24"),
                            QStringLiteral("--bandwidth-gbs"), QStringLiteral("1000"), QStringLiteral("--context"),
                            QStringLiteral("131072"), QStringLiteral("--quant"), QStringLiteral("Q4_K_M"), QStringLiteral("--json")};
    QCOMPARE(kvCache(shape + QStringList{QStringLiteral("--sliding-window"), QStringLiteral("1024")}), 11.174);
    QCOMPARE(kvCache(shape), 10.737);
    // A window needs the full-attention layers it goes with.
    QString err;
    QCOMPARE(run({QStringLiteral("--estimate"), QStringLiteral("--parameters"), QStringLiteral("27B"), QStringLiteral("--layers"),
                  QStringLiteral("62"), QStringLiteral("--sliding-window"), QStringLiteral("1024")}, nullptr, &err), 2);
    QVERIFY2(err.contains(QLatin1String("--sliding-window")), qPrintable(err));
    QCOMPARE(run(shape + QStringList{QStringLiteral("--sliding-window"), QStringLiteral("0")}, nullptr, &err), 2);
    QVERIFY2(err.contains(QLatin1String("--sliding-window takes a whole number above zero")), qPrintable(err));
    // A model named from the catalogue carries its own window.
    QCOMPARE(run(gemma + QStringList{QStringLiteral("--sliding-window"), QStringLiteral("1024")}, nullptr, &err), 2);
}

void TestEstimateCommand::jsonBasisOfAWindowAndAMixture()
{
    const auto estimate = [this](const QString &model, const QStringList &more) {
        QString out, err;
        if (run(QStringList{QStringLiteral("--estimate"), QStringLiteral("--model"), model, QStringLiteral("--hardware"), rtx4090,
                            QStringLiteral("--json")} + more, &out, &err) != 0)
            qWarning("%s", qPrintable(err));
        return QJsonDocument::fromJson(out.toUtf8()).object();
    };
    // Gemma 2 9B at an 8,192-token context and prompt: 21 full-attention layers keep the whole
    // context, 21 keep the last 4,096 tokens; a token of the prompt looks back 4,096 tokens on
    // average in the former, 3,072 in the latter (4,096 − 4,096² / (2 × 8,192)), and so does
    // generation's read of the cache.
    const QJsonObject gemma = estimate(QStringLiteral("Gemma 2 9B"), {QStringLiteral("--context"), QStringLiteral("8192"),
                                                                        QStringLiteral("--prompt-tokens"), QStringLiteral("8192"),
                                                                        QStringLiteral("--quant"), QStringLiteral("Q4_K_M")});
    // The keys scripts already read are all there, unchanged.
    for (const char *key : {"model", "hardware", "count", "context", "prompt_tokens", "usable_gpu_memory_gb", "best",
                            "meets_minimums", "minimums", "speed_is_lower_bound", "quantizations"})
        QVERIFY2(gemma.contains(QLatin1String(key)), key);
    const QJsonObject basis = gemma.value(QStringLiteral("basis")).toObject();
    QCOMPARE(basis.value(QStringLiteral("quant")).toString(), QStringLiteral("Q4_K_M"));
    const QJsonObject kv = basis.value(QStringLiteral("kv_cache")).toObject();
    QCOMPARE(kv.value(QStringLiteral("kind")).toString(), QStringLiteral("heads"));
    QCOMPARE(kv.value(QStringLiteral("layers")).toInt(), 42);
    QCOMPARE(kv.value(QStringLiteral("attention_layers")).toInt(), 21);
    QCOMPARE(kv.value(QStringLiteral("window_layers")).toInt(), 21);
    QCOMPARE(kv.value(QStringLiteral("window")).toInt(), 4096);
    QCOMPARE(kv.value(QStringLiteral("kv_heads")).toInt(), 8);
    QCOMPARE(kv.value(QStringLiteral("head_dim")).toInt(), 256);
    QCOMPARE(kv.value(QStringLiteral("context")).toInt(), 8192);
    QCOMPARE(kv.value(QStringLiteral("bytes_per_token_and_layer")).toDouble(), 2.0 * 8 * 256 * 2);
    // The same figure as the quantization's row: one estimate, described twice.
    const QJsonObject row = gemma.value(QStringLiteral("quantizations")).toArray().first().toObject();
    QCOMPARE(kv.value(QStringLiteral("gb")).toDouble(), row.value(QStringLiteral("kv_cache_gb")).toDouble());
    // 8,192 bytes × (21 × 8,192 + 21 × 4,096) = 2.114 GB.
    QCOMPARE(kv.value(QStringLiteral("gb")).toDouble(), 2.114);
    const QJsonObject prompt = basis.value(QStringLiteral("prompt")).toObject();
    QCOMPARE(prompt.value(QStringLiteral("tokens")).toInt(), 8192);
    QCOMPARE(prompt.value(QStringLiteral("mean_look_back_tokens")).toDouble(), 4096.0);
    QCOMPARE(prompt.value(QStringLiteral("window_mean_look_back_tokens")).toDouble(), 3072.0);
    QVERIFY(!prompt.contains(QStringLiteral("moe")));
    const QJsonObject generation = basis.value(QStringLiteral("generation")).toObject();
    QCOMPARE(generation.value(QStringLiteral("window_mean_look_back_tokens")).toDouble(), 3072.0);
    // 8,192 bytes × (21 × 4,096 + 21 × 3,072) = 1.2331 GB read per token on average.
    QCOMPARE(generation.value(QStringLiteral("kv_read_per_token_gb")).toDouble(), 1.2331);
    QVERIFY(generation.value(QStringLiteral("bytes_per_token_gb")).toDouble() > 1.2331 + 4);
    QCOMPARE(basis.value(QStringLiteral("calibration")).toObject().value(QStringLiteral("family")).toString(),
             QStringLiteral("nvidia-ada"));

    // Qwen3-30B-A3B, 8 of its 128 experts per token: each expert sees 512 × 8 / 128 = 32 tokens of a
    // batch, which reach a share of the throughput the pane gives too; the routing is on record.
    const QJsonObject qwen = estimate(QStringLiteral("Qwen3-30B-A3B"), {});
    const QJsonObject moeBasis = qwen.value(QStringLiteral("basis")).toObject();
    QCOMPARE(moeBasis.value(QStringLiteral("quant")).toString(), qwen.value(QStringLiteral("best")).toString());
    const QJsonObject moe = moeBasis.value(QStringLiteral("prompt")).toObject().value(QStringLiteral("moe")).toObject();
    QCOMPARE(moe.value(QStringLiteral("tokens_per_expert")).toDouble(), 32.0);
    QCOMPARE(moe.value(QStringLiteral("routing_assumed")).toBool(), false);
    const double share = moe.value(QStringLiteral("expert_throughput_share")).toDouble();
    const double half = moe.value(QStringLiteral("expert_half_tokens")).toDouble();
    const double efficiency = moe.value(QStringLiteral("expert_efficiency")).toDouble();
    QVERIFY2(share > 0.2 && share < 1, qPrintable(QString::number(share)));
    QVERIFY(qAbs(share - efficiency * 32 / (32 + half)) < 0.001);
    const double expertFlops = moe.value(QStringLiteral("expert_flops_per_token")).toDouble();
    QVERIFY(expertFlops > 0 && expertFlops < moeBasis.value(QStringLiteral("prompt")).toObject().value(QStringLiteral("flops_per_token")).toDouble());
    const QJsonObject weights = moeBasis.value(QStringLiteral("weights")).toObject();
    QVERIFY(weights.value(QStringLiteral("expert_parameters")).toDouble() > 25e9);
    QCOMPARE(moeBasis.value(QStringLiteral("kv_cache")).toObject().value(QStringLiteral("window")), QJsonValue());
}

void TestEstimateCommand::modelWithoutAttentionByParametersAndByName()
{
    // Falcon Mamba from the catalogue: no KV cache, and none approximated.
    QString out;
    QCOMPARE(run({QStringLiteral("--estimate"), QStringLiteral("--model"), QStringLiteral("Falcon Mamba"),
                  QStringLiteral("--hardware"), rtx4090, QStringLiteral("--context"), QStringLiteral("131072"),
                  QStringLiteral("--quant"), QStringLiteral("Q4_K_M"), QStringLiteral("--json")}, &out), 0);
    const QJsonObject q = QJsonDocument::fromJson(out.toUtf8()).object().value(QStringLiteral("quantizations"))
                              .toArray().first().toObject();
    QCOMPARE(q.value(QStringLiteral("kv_cache_gb")).toDouble(), 0.0);
    QVERIFY(!q.value(QStringLiteral("kv_approximate")).toBool());
    // By hand, --attention-layers 0; the table says why the cache column is empty.
    const QStringList byHand{QStringLiteral("--estimate"), QStringLiteral("--parameters"), QStringLiteral("7B"),
                             QStringLiteral("--attention-layers"), QStringLiteral("0"), QStringLiteral("--memory-gb"),
                             QStringLiteral("24"), QStringLiteral("--bandwidth-gbs"), QStringLiteral("1000")};
    QCOMPARE(run(byHand, &out), 0);
    QVERIFY2(out.contains(QLatin1String("no KV cache that grows with the context")), qPrintable(out));
    QVERIFY2(!out.contains(QLatin1String("approximate")), qPrintable(out));
    // No attention means no heads to give.
    QString err;
    QCOMPARE(run(byHand + QStringList{QStringLiteral("--kv-heads"), QStringLiteral("8")}, nullptr, &err), 2);
    QVERIFY2(err.contains(QLatin1String("--attention-layers 0")), qPrintable(err));
}

void TestEstimateCommand::jsonBasisOfAModelWithoutAttention()
{
    // A pure state-space model caches nothing per token: the basis says 0 bytes per token and layer
    // (not the typical layout's 4,096 that stands in for an unknown architecture) and gives no
    // look-back for attention layers it does not have (null, not half the context).
    const auto basisOf = [this](const QStringList &arguments) {
        QString out, err;
        if (run(QStringList{QStringLiteral("--estimate"), QStringLiteral("--hardware"), rtx4090, QStringLiteral("--json")}
                    + arguments, &out, &err) != 0)
            qWarning("%s", qPrintable(err));
        return QJsonDocument::fromJson(out.toUtf8()).object().value(QStringLiteral("basis")).toObject();
    };
    const QJsonObject mamba = basisOf({QStringLiteral("--model"), QStringLiteral("Falcon Mamba"), QStringLiteral("--quant"),
                                       QStringLiteral("Q4_K_M")});
    const QJsonObject kv = mamba.value(QStringLiteral("kv_cache")).toObject();
    QCOMPARE(kv.value(QStringLiteral("kind")).toString(), QStringLiteral("none"));
    QCOMPARE(kv.value(QStringLiteral("gb")).toDouble(-1), 0.0);
    QCOMPARE(kv.value(QStringLiteral("attention_layers")).toInt(-1), 0);
    QCOMPARE(kv.value(QStringLiteral("bytes_per_token_and_layer")).toDouble(-1), 0.0);
    const QJsonObject generation = mamba.value(QStringLiteral("generation")).toObject();
    QCOMPARE(generation.value(QStringLiteral("kv_read_per_token_gb")).toDouble(-1), 0.0);
    for (const QJsonObject &part : {generation, mamba.value(QStringLiteral("prompt")).toObject()}) {
        QVERIFY(part.contains(QStringLiteral("mean_look_back_tokens")));
        QCOMPARE(part.value(QStringLiteral("mean_look_back_tokens")), QJsonValue());
        QCOMPARE(part.value(QStringLiteral("window_mean_look_back_tokens")), QJsonValue());
    }
    // By hand, --attention-layers 0: no cache and no latent named in the basis; a latent width given
    // with it describes nothing and is refused, like heads.
    const QStringList byHand{QStringLiteral("--parameters"), QStringLiteral("7e9"), QStringLiteral("--layers"),
                             QStringLiteral("64"), QStringLiteral("--attention-layers"), QStringLiteral("0")};
    const QJsonObject handKv = basisOf(byHand).value(QStringLiteral("kv_cache")).toObject();
    QCOMPARE(handKv.value(QStringLiteral("kind")).toString(), QStringLiteral("none"));
    QVERIFY(!handKv.contains(QStringLiteral("latent_width")));
    QCOMPARE(handKv.value(QStringLiteral("bytes_per_token_and_layer")).toDouble(-1), 0.0);
    QString err;
    QCOMPARE(run(QStringList{QStringLiteral("--estimate"), QStringLiteral("--hardware"), rtx4090} + byHand
                     + QStringList{QStringLiteral("--kv-latent-width"), QStringLiteral("512")}, nullptr, &err), 2);
    QVERIFY2(err.contains(QLatin1String("--kv-latent-width")), qPrintable(err));
    // A model with attention keeps its figures: the look-back of a full-attention layer is half the
    // 2,048-token default prompt.
    const QJsonObject llama = basisOf({QStringLiteral("--model"), llama8b});
    QCOMPARE(llama.value(QStringLiteral("prompt")).toObject().value(QStringLiteral("mean_look_back_tokens")).toDouble(), 1024.0);
    QCOMPARE(llama.value(QStringLiteral("prompt")).toObject().value(QStringLiteral("window_mean_look_back_tokens")), QJsonValue());
}

void TestEstimateCommand::closedModelHasNoEstimate()
{
    QString err;
    QCOMPARE(run({QStringLiteral("--estimate"), QStringLiteral("--model"), QStringLiteral("MegaScale (175B)"),
                  QStringLiteral("--hardware"), rtx4090}, nullptr, &err), 3);
    QVERIFY2(err.contains(QLatin1String("never published")), qPrintable(err));
    // One sentence that names the model, not "MegaScale (175B): No estimate: …" (in Italian a capital
    // after the colon).
    QCOMPARE(err.trimmed(), QStringLiteral("No estimate for MegaScale (175B): the weights were never published, so the "
                                           "model cannot be run locally."));
    QCOMPARE(run({QStringLiteral("--lang"), QStringLiteral("it"), QStringLiteral("--estimate"), QStringLiteral("--model"),
                  QStringLiteral("MegaScale (175B)"), QStringLiteral("--hardware"), rtx4090}, nullptr, &err), 3);
    QVERIFY2(err.startsWith(QLatin1String("Nessuna stima per MegaScale (175B): i pesi")), qPrintable(err));
}

// A record silent on access is not a closed model: Word2Vec's vectors were released, its access is
// simply not on record, and AlexNet's record says nothing either. Neither is told "never published".
void TestEstimateCommand::accessNotOnRecordIsNotClosed()
{
    for (const QString &name : {QStringLiteral("Word2Vec (large)"), QStringLiteral("AlexNet")}) {
        QString err;
        QCOMPARE(run({QStringLiteral("--estimate"), QStringLiteral("--model"), name, QStringLiteral("--hardware"), rtx4090},
                     nullptr, &err), 3);
        QCOMPARE(err.trimmed(), QStringLiteral("No estimate for %1: the record does not say whether the weights were ever "
                                               "published, so there is nothing to base an estimate on.").arg(name));
        QCOMPARE(run({QStringLiteral("--lang"), QStringLiteral("it"), QStringLiteral("--estimate"), QStringLiteral("--model"),
                      name, QStringLiteral("--hardware"), rtx4090}, nullptr, &err), 3);
        QCOMPARE(err.trimmed(), QStringLiteral("Nessuna stima per %1: la scheda non dice se i pesi siano mai stati "
                                               "pubblicati, quindi non c'è nulla su cui basare una stima.").arg(name));
    }
}

void TestEstimateCommand::unknownDeviceListsCloseNames()
{
    QString err;
    QCOMPARE(run({QStringLiteral("--estimate"), QStringLiteral("--model"), llama8b, QStringLiteral("--hardware"),
                  QStringLiteral("RTX 4099")}, nullptr, &err), 2);
    QVERIFY2(err.contains(QLatin1String("RTX 4099")) && err.contains(rtx4090), qPrintable(err));
}

void TestEstimateCommand::unknownModelListsCloseNames()
{
    QString err;
    QCOMPARE(run({QStringLiteral("--estimate"), QStringLiteral("--model"), QStringLiteral("Lama 3.1 8B"), QStringLiteral("--hardware"),
                  rtx4090}, nullptr, &err), 2);
    QVERIFY2(err.contains(llama8b), qPrintable(err));
}

// The name the window labels a card with, an alias, or either spelt without its spaces and hyphens:
// the command line finds the device as the window's device list does (NameMatcher).
void TestEstimateCommand::devicesByAnyOfTheirNames_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("device");
    QTest::newRow("short name, as the window labels it") << QStringLiteral("RTX 4090") << rtx4090;
    QTest::newRow("short name without spaces") << QStringLiteral("rtx4090") << rtx4090;
    QTest::newRow("hyphens") << QStringLiteral("nvidia-geforce-rtx-4090") << rtx4090;
    QTest::newRow("an alias") << QStringLiteral("Nvidia H100 80G") << QStringLiteral("NVIDIA H100 SXM5 80GB");
    QTest::newRow("another short name") << QStringLiteral("H100 NVL") << QStringLiteral("NVIDIA H100 NVL");
}

void TestEstimateCommand::devicesByAnyOfTheirNames()
{
    QFETCH(QString, typed);
    QFETCH(QString, device);
    QString out, err;
    QCOMPARE(run({QStringLiteral("--estimate"), QStringLiteral("--model"), llama8b, QStringLiteral("--hardware"), typed,
                  QStringLiteral("--json")}, &out, &err), 0);
    QCOMPARE(QJsonDocument::fromJson(out.toUtf8()).object().value(QStringLiteral("hardware")).toString(), device);
    QCOMPARE(run({QStringLiteral("--runs-on"), typed, QStringLiteral("--json")}, &out, &err), 0);
    QCOMPARE(QJsonDocument::fromJson(out.toUtf8()).object().value(QStringLiteral("hardware")).toString(), device);
}

// The second line counts the models that meet the minimums over every sized model (some run partly in system
// RAM), so it must say so, naming the same total as the first line, and not read as a part of those on the GPU.
void TestEstimateCommand::runsOnCountsMinimumsOverEveryModel()
{
    QString out, err;
    QCOMPARE(run({QStringLiteral("--runs-on"), rtx4090}, &out, &err), 0);
    const QStringList lines = out.split(QLatin1Char('\n'));
    QVERIFY(lines.size() > 2);
    const QRegularExpressionMatch first =
        QRegularExpression(QStringLiteral("runs (\\d+) of (\\d+) open-weight models entirely on the GPU")).match(lines.at(0));
    const QRegularExpressionMatch second =
        QRegularExpression(QStringLiteral("^(\\d+) of the (\\d+) models meet the minimums .*not entirely on the GPU included"))
            .match(lines.at(1));
    QVERIFY2(first.hasMatch() && second.hasMatch(), qPrintable(lines.mid(0, 2).join(QLatin1Char('\n'))));
    QCOMPARE(second.captured(2), first.captured(2));
    QVERIFY(second.captured(1).toInt() <= second.captured(2).toInt());
}

// Minimums no model meets: the line says none does, not "0 of the 611 models meet … and come first".
void TestEstimateCommand::runsOnSaysWhenNoneMeetsTheMinimums()
{
    QString out, err;
    QCOMPARE(run({QStringLiteral("--runs-on"), rtx4090, QStringLiteral("--min-speed"), QStringLiteral("100000")}, &out, &err), 0);
    const QStringList lines = out.split(QLatin1Char('\n'));
    QVERIFY(lines.size() > 2);
    QVERIFY2(QRegularExpression(QStringLiteral("^None of the \\d+ models meets the minimums \\(quality: Good or better; "
                                               "at least 100,000 tokens/s\\), those not entirely on the GPU included\\.$"))
                 .match(lines.at(1)).hasMatch(),
             qPrintable(lines.at(1)));
}

void TestEstimateCommand::ownDevicesByTheirNameLoosely()
{
    const QString database = m_dir.filePath(QStringLiteral("own-device.sqlite"));
    QString out, err;
    // The program makes the catalogue; the test adds a device to it as the window would.
    QCOMPARE(run({QStringLiteral("--database"), database, QStringLiteral("--runs-on"), rtx4090}, &out, &err), 0);
    {
        Database db(QStringLiteral("own-device"));
        QString error;
        QVERIFY2(db.open(database, &error), qPrintable(error));
        HardwareDevice laptop;
        laptop.name = QStringLiteral("Work Laptop (RTX A2000)");
        laptop.memoryGb = 8;
        laptop.bandwidthGbs = 192;
        QVERIFY2(CustomHardware(db.connection()).add(laptop, &error), qPrintable(error));
    }
    QCOMPARE(run({QStringLiteral("--database"), database, QStringLiteral("--runs-on"), QStringLiteral("work laptop rtx a2000"),
                  QStringLiteral("--json")}, &out, &err), 0);
    QCOMPARE(QJsonDocument::fromJson(out.toUtf8()).object().value(QStringLiteral("hardware")).toString(),
             QStringLiteral("Work Laptop (RTX A2000)"));
    // And it is among the names offered for a near miss.
    QCOMPARE(run({QStringLiteral("--database"), database, QStringLiteral("--runs-on"), QStringLiteral("Work Laptp")}, &out, &err), 2);
    QVERIFY2(err.contains(QLatin1String("Closest names: Work Laptop (RTX A2000)")), qPrintable(err));
}

// A reviewer's "MI300X" and "mi300x" were unknown devices though one device only has the name: a
// whole word (or words) of one device's names takes that device, and stderr says which it took.
void TestEstimateCommand::devicesByAWordOfTheirName_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("device");
    QTest::newRow("the end of a name") << QStringLiteral("MI300X") << QStringLiteral("AMD Instinct MI300X");
    QTest::newRow("lower case") << QStringLiteral("mi300x") << QStringLiteral("AMD Instinct MI300X");
    QTest::newRow("words inside a name") << QStringLiteral("geforce rtx 4090 laptop") << QStringLiteral("NVIDIA GeForce RTX 4090 Laptop GPU");
}

void TestEstimateCommand::devicesByAWordOfTheirName()
{
    QFETCH(QString, typed);
    QFETCH(QString, device);
    const QString said = QStringLiteral("\"%1\" is taken as %2, the one device whose name holds it.").arg(typed, device);
    QString out, err;
    QCOMPARE(run({QStringLiteral("--estimate"), QStringLiteral("--model"), llama8b, QStringLiteral("--hardware"), typed,
                  QStringLiteral("--json")}, &out, &err), 0);
    QCOMPARE(QJsonDocument::fromJson(out.toUtf8()).object().value(QStringLiteral("hardware")).toString(), device);
    QVERIFY2(err.contains(said), qPrintable(err));
    QCOMPARE(run({QStringLiteral("--runs-on"), typed, QStringLiteral("--json")}, &out, &err), 0);
    QCOMPARE(QJsonDocument::fromJson(out.toUtf8()).object().value(QStringLiteral("hardware")).toString(), device);
    QVERIFY2(err.contains(said), qPrintable(err));
    // A device's whole name is no guess: nothing is said then.
    QCOMPARE(run({QStringLiteral("--runs-on"), device, QStringLiteral("--json")}, &out, &err), 0);
    QVERIFY2(!err.contains(QLatin1String("is taken as")), qPrintable(err));
}

// "rtx 3060" is the 8 GB and the 12 GB card (and the Ti and the laptop's): the answer names them
// so that the user can give one, rather than "Unknown device". Part of a word is no match ("A10" is not
// "A100"; "A770" is not "A770M").
void TestEstimateCommand::aNameOfSeveralDevicesListsThem_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QStringList>("listed");
    QTest::addColumn<QStringList>("notListed");
    QTest::newRow("rtx 3060") << QStringLiteral("rtx 3060")
                              << QStringList{QStringLiteral("NVIDIA GeForce RTX 3060 8GB"), QStringLiteral("NVIDIA GeForce RTX 3060 12GB")}
                              << QStringList{QStringLiteral("RTX 3070")};
    QTest::newRow("4090") << QStringLiteral("4090")
                          << QStringList{rtx4090 + QLatin1Char(';'), QStringLiteral("NVIDIA GeForce RTX 4090 D")}
                          << QStringList{QStringLiteral("RTX 4080")};
    QTest::newRow("Arc A770") << QStringLiteral("Arc A770")
                              << QStringList{QStringLiteral("Intel Arc A770 8GB"), QStringLiteral("Intel Arc A770 16GB")}
                              << QStringList{QStringLiteral("A770M")};
    QTest::newRow("M2 Ultra") << QStringLiteral("M2 Ultra")
                              << QStringList{QStringLiteral("Apple M2 Ultra (60-core GPU, 64 GB)"),
                                             QStringLiteral("Apple M2 Ultra (76-core GPU, 192 GB)")}
                              << QStringList{QStringLiteral("M2 Max")};
    QTest::newRow("H100") << QStringLiteral("H100")
                          << QStringList{QStringLiteral("NVIDIA H100 PCIe"), QStringLiteral("NVIDIA H100 SXM5 80GB"),
                                         QStringLiteral("NVIDIA H100 NVL")}
                          << QStringList{QStringLiteral("GH100"), QStringLiteral("H200")};
}

void TestEstimateCommand::aNameOfSeveralDevicesListsThem()
{
    QFETCH(QString, typed);
    QFETCH(QStringList, listed);
    QFETCH(QStringList, notListed);
    for (const QStringList &command : {QStringList{QStringLiteral("--runs-on"), typed},
                                       QStringList{QStringLiteral("--estimate"), QStringLiteral("--model"), llama8b,
                                                   QStringLiteral("--hardware"), typed}}) {
        QString out, err;
        QCOMPARE(run(command, &out, &err), 2);
        QVERIFY(out.isEmpty());
        QVERIFY2(err.startsWith(QStringLiteral("\"%1\" is part of the names of ").arg(typed)), qPrintable(err));
        QVERIFY2(err.trimmed().endsWith(QLatin1String("Give the whole name of one.")), qPrintable(err));
        QVERIFY2(!err.contains(QLatin1String("Unknown device")), qPrintable(err));
        for (const QString &name : listed)
            QVERIFY2(err.contains(name), qPrintable(name + QStringLiteral(" missing: ") + err));
        for (const QString &name : notListed)
            QVERIFY2(!err.contains(name), qPrintable(name + QStringLiteral(" listed: ") + err));
    }
    // In Italian too.
    QString err;
    QCOMPARE(run({QStringLiteral("--lang"), QStringLiteral("it"), QStringLiteral("--runs-on"), typed}, nullptr, &err), 2);
    QVERIFY2(err.contains(listed.constFirst()) && err.contains(QStringLiteral("«%1»").arg(typed)), qPrintable(err));
}

// "RTX" is part of the names of dozens of cards: the first ten are named, then how many more.
void TestEstimateCommand::aNameOfManyDevicesListsTenAndCountsTheRest()
{
    const QVector<HardwareDevice> all = HardwareCatalogue::shipped().lookup(QStringLiteral("RTX")).devices;
    QVERIFY(all.size() > 20);
    QString err;
    QCOMPARE(run({QStringLiteral("--runs-on"), QStringLiteral("RTX")}, nullptr, &err), 2);
    QVERIFY2(err.contains(QStringLiteral("\"RTX\" is part of the names of %1 devices: ").arg(all.size())), qPrintable(err));
    QVERIFY2(err.contains(QStringLiteral("%1; %2 and %3 more. Give").arg(all.at(8).name, all.at(9).name).arg(all.size() - 10)),
             qPrintable(err));
    QVERIFY2(!err.contains(all.at(10).name + QLatin1Char(';')) && !err.contains(all.at(10).name + QLatin1String(" and")),
             qPrintable(err));
    QCOMPARE(run({QStringLiteral("--lang"), QStringLiteral("it"), QStringLiteral("--runs-on"), QStringLiteral("RTX")}, nullptr, &err), 2);
    QVERIFY2(err.contains(QStringLiteral("%1 e altri %2.").arg(all.at(9).name).arg(all.size() - 10)), qPrintable(err));
}

// "Llama 3-8B" as Hugging Face names its weights: the repository "meta-llama/Meta-Llama-3-8B", or the
// part after the slash, any case. Only the whole name: part of it, or a name two models share, finds none.
void TestEstimateCommand::modelsByTheirWeightsRepository_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("model");   // empty: unknown
    QTest::newRow("owner/name") << QStringLiteral("meta-llama/Meta-Llama-3-8B") << QStringLiteral("Llama 3-8B");
    QTest::newRow("name alone, other case") << QStringLiteral("META-LLAMA-3-8B") << QStringLiteral("Llama 3-8B");
    QTest::newRow("another") << QStringLiteral("Llama-2-7b-hf") << QStringLiteral("Llama 2-7B");
    QTest::newRow("part of a name") << QStringLiteral("Meta-Llama-3") << QString();
    QTest::newRow("the owner alone") << QStringLiteral("meta-llama") << QString();
    QTest::newRow("two models' repository") << QStringLiteral("Qwen3-235B-A22B-Instruct-2507") << QString();
}

void TestEstimateCommand::modelsByTheirWeightsRepository()
{
    QFETCH(QString, typed);
    QFETCH(QString, model);
    QString out, err;
    const int code = run({QStringLiteral("--estimate"), QStringLiteral("--model"), typed, QStringLiteral("--hardware"), rtx4090,
                          QStringLiteral("--json")}, &out, &err);
    if (model.isEmpty()) {
        QCOMPARE(code, 2);
        QVERIFY2(err.startsWith(QStringLiteral("Unknown model \"%1\"").arg(typed)), qPrintable(err));
        return;
    }
    QCOMPARE(code, 0);
    QCOMPARE(QJsonDocument::fromJson(out.toUtf8()).object().value(QStringLiteral("model")).toString(), model);
    // --compare reads names as --estimate does.
    QCOMPARE(run({QStringLiteral("--compare"), typed, llama8b, QStringLiteral("--json")}, &out, &err), 0);
    QCOMPARE(QJsonDocument::fromJson(out.toUtf8()).object().value(QStringLiteral("models")).toArray().at(0).toString(), model);
}

// --estimate --json for a model with no estimate printed nothing on stdout: it prints the object
// --compare --json gives that model, and still exits 3.
void TestEstimateCommand::noEstimateInJsonIsAnObject()
{
    const QString closed = QStringLiteral("MegaScale (175B)");
    QString out, err;
    QCOMPARE(run({QStringLiteral("--estimate"), QStringLiteral("--model"), closed, QStringLiteral("--hardware"), rtx4090,
                  QStringLiteral("--json")}, &out, &err), 3);
    QJsonParseError parse;
    const QJsonDocument estimate = QJsonDocument::fromJson(out.toUtf8(), &parse);
    QVERIFY2(parse.error == QJsonParseError::NoError && estimate.isObject(), qPrintable(out));
    QCOMPARE(estimate.object().value(QStringLiteral("model")).toString(), closed);
    QVERIFY2(estimate.object().value(QStringLiteral("no_estimate")).toString().contains(QLatin1String("never published")), qPrintable(out));
    QString compared;
    QCOMPARE(run({QStringLiteral("--compare"), closed, llama8b, QStringLiteral("--hardware"), rtx4090, QStringLiteral("--json")},
                 &compared, &err), 0);
    QCOMPARE(estimate.object(),
             QJsonDocument::fromJson(compared.toUtf8()).object().value(QStringLiteral("estimates")).toArray().at(0).toObject());
}

// "Did you mean" weighs every name a device is found by: the command line used to offer only the
// listed names, so a near miss of an alias went to the wrong card.
void TestEstimateCommand::closeDeviceNamesKnowAliases()
{
    QString err;
    QCOMPARE(run({QStringLiteral("--runs-on"), QStringLiteral("Nvidia H100 80")}, nullptr, &err), 2);
    QVERIFY2(err.contains(QLatin1String("Closest names: NVIDIA H100 SXM5 80GB;")), qPrintable(err));
}

void TestEstimateCommand::modelsByTheirNameLoosely()
{
    QString out, err;
    QCOMPARE(run({QStringLiteral("--estimate"), QStringLiteral("--model"), QStringLiteral("llama3.1 8b"), QStringLiteral("--hardware"),
                  rtx4090, QStringLiteral("--json")}, &out, &err), 0);
    QCOMPARE(QJsonDocument::fromJson(out.toUtf8()).object().value(QStringLiteral("model")).toString(), llama8b);
}

// "Llama 3.1" names no model, but the four whose names hold it come first, hyphens or not.
void TestEstimateCommand::closeModelNamesHoldWhatWasTyped()
{
    QString err;
    QCOMPARE(run({QStringLiteral("--estimate"), QStringLiteral("--model"), QStringLiteral("Llama 3.1"), QStringLiteral("--hardware"),
                  rtx4090}, nullptr, &err), 2);
    const QString offered = err.section(QLatin1String("Closest names: "), 1).trimmed();
    QStringList names = offered.left(offered.size() - 1).split(QStringLiteral("; "));
    QCOMPARE(names.size(), 5);
    names = names.mid(0, 4);
    names.sort();
    QCOMPARE(names, (QStringList{QStringLiteral("Llama 3.1-405B"), QStringLiteral("Llama 3.1-70B"), llama8b,
                                 QStringLiteral("Llama-3.1-Nemotron-70B-Instruct")}));
}

// The summary lines are whole sentences in each language (one tr() each, the Italian in the order the
// reviewer asked for), with the counts the JSON gives.
void TestEstimateCommand::runsOnSummaryInEachLanguage_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("first");
    QTest::addColumn<QString>("last");
    QTest::newRow("en") << QStringLiteral("en")
                        << QStringLiteral("%1 runs %2 of %3 open-weight models entirely on the GPU, with a context of 8,192 tokens.")
                        << QStringLiteral("%1 models left out: %2 with weights not published, %3 whose access is not on record, %4 "
                                          "that do not write text (image, speech, biology, encoder and embedding models…), %5 of unknown size");
    QTest::newRow("it") << QStringLiteral("it")
                        << QStringLiteral("Modelli a pesi aperti che entrano interamente nella GPU con %1 e un contesto di 8.192 "
                                          "token: %2 su %3.")
                        << QStringLiteral("%1 modelli esclusi: %2 con pesi non pubblicati, %3 con accesso non indicato, %4 che non "
                                          "generano testo (modelli di immagini, voce, biologia, encoder e di embedding…), %5 di dimensione sconosciuta");
}

void TestEstimateCommand::runsOnSummaryInEachLanguage()
{
    QFETCH(QString, language);
    QFETCH(QString, first);
    QFETCH(QString, last);
    QString json, text;
    QCOMPARE(run({QStringLiteral("--runs-on"), rtx4090, QStringLiteral("--json")}, &json), 0);
    const QJsonObject o = QJsonDocument::fromJson(json.toUtf8()).object();
    const QJsonObject leftOut = o.value(QStringLiteral("left_out")).toObject();
    const int weights = leftOut.value(QStringLiteral("weights_not_published")).toInt();
    const int unknown = leftOut.value(QStringLiteral("unknown_size")).toInt();
    const int notText = leftOut.value(QStringLiteral("not_text_generators")).toInt();
    const int notOnRecord = leftOut.value(QStringLiteral("access_not_on_record")).toInt();
    QVERIFY(weights > 0 && unknown > 0 && notText > 0 && notOnRecord > 0);
    QCOMPARE(run({QStringLiteral("--lang"), language, QStringLiteral("--runs-on"), rtx4090}, &text), 0);
    const QStringList lines = text.trimmed().split(QLatin1Char('\n'));
    const QLocale locale(language);
    QCOMPARE(lines.constFirst(), first.arg(rtx4090, locale.toString(o.value(QStringLiteral("entirely_on_gpu")).toInt()),
                                           locale.toString(o.value(QStringLiteral("models")).toArray().size())));
    QCOMPARE(lines.constLast(),
             last.arg(locale.toString(weights + notOnRecord + notText + unknown)).arg(weights).arg(notOnRecord).arg(notText).arg(unknown));
}

// --runs-on ranks as the window does: the models that meet --min-quality and --min-speed first, the
// largest first, each saying whether it meets them.
void TestEstimateCommand::runsOnMinimums()
{
    QString out;
    QCOMPARE(run({QStringLiteral("--runs-on"), rtx4090, QStringLiteral("--min-quality"), QStringLiteral("near_lossless"),
                  QStringLiteral("--min-speed"), QStringLiteral("30"), QStringLiteral("--json")}, &out), 0);
    const QJsonObject o = QJsonDocument::fromJson(out.toUtf8()).object();
    const QJsonObject minimums = o.value(QStringLiteral("minimums")).toObject();
    QCOMPARE(minimums.value(QStringLiteral("quality")).toString(), QStringLiteral("near_lossless"));
    QCOMPARE(minimums.value(QStringLiteral("tokens_per_second")).toDouble(), 30.0);
    const QJsonArray models = o.value(QStringLiteral("models")).toArray();
    const int meet = o.value(QStringLiteral("meet_minimums")).toInt();
    QVERIFY(meet > 0 && meet < models.size());
    double previous = 1e30;
    for (int i = 0; i < models.size(); ++i) {
        const QJsonObject m = models.at(i).toObject();
        QCOMPARE(m.value(QStringLiteral("meets_minimums")).toBool(), i < meet);
        if (i < meet) {
            QCOMPARE(m.value(QStringLiteral("quality")).toString(), QStringLiteral("near_lossless"));
            QVERIFY(m.value(QStringLiteral("tokens_per_second")).toObject().value(QStringLiteral("expected")).toDouble() >= 30);
            QVERIFY(m.value(QStringLiteral("parameters")).toDouble() <= previous);
            previous = m.value(QStringLiteral("parameters")).toDouble();
        }
    }
    // The defaults: Good and 10 tokens/s, whatever the window remembers.
    QCOMPARE(run({QStringLiteral("--runs-on"), rtx4090, QStringLiteral("--json")}, &out), 0);
    const QJsonObject defaults = QJsonDocument::fromJson(out.toUtf8()).object().value(QStringLiteral("minimums")).toObject();
    QCOMPARE(defaults.value(QStringLiteral("quality")).toString(), QStringLiteral("good"));
    QCOMPARE(defaults.value(QStringLiteral("tokens_per_second")).toDouble(), 10.0);
}

void TestEstimateCommand::minimumsAndUnitsAreValidated_data()
{
    QTest::addColumn<QString>("option");
    QTest::addColumn<QString>("value");
    QTest::newRow("quality best") << QStringLiteral("--min-quality") << QStringLiteral("best");
    QTest::newRow("speed -1") << QStringLiteral("--min-speed") << QStringLiteral("-1");
    QTest::newRow("speed nan") << QStringLiteral("--min-speed") << QStringLiteral("nan");
    QTest::newRow("speed fast") << QStringLiteral("--min-speed") << QStringLiteral("fast");
    QTest::newRow("units tb") << QStringLiteral("--units") << QStringLiteral("tb");
}

void TestEstimateCommand::minimumsAndUnitsAreValidated()
{
    QFETCH(QString, option);
    QFETCH(QString, value);
    QString err;
    QCOMPARE(run({QStringLiteral("--runs-on"), rtx4090, option, value}, nullptr, &err), 2);
    QVERIFY2(err.contains(option), qPrintable(err));
    // --estimate and --compare read the same minimums, so they refuse the same values.
    QCOMPARE(run({QStringLiteral("--estimate"), QStringLiteral("--model"), llama8b, QStringLiteral("--hardware"), rtx4090,
                  option, value}, nullptr, &err), 2);
    QVERIFY2(err.contains(option), qPrintable(err));
}

// One model on one device has one best quantization, whichever command is asked: --estimate and
// --compare name the one --runs-on (and the From hardware list) shows under the same minimums. On an
// 8 GB card the estimator's plain best for Qwen3-14B is Q2_K on the GPU; at the default minimums the
// list shows a Good quantization partly in system RAM.
void TestEstimateCommand::bestIsTheSameInEveryCommand()
{
    const QString card = QStringLiteral("RTX 4060");
    const QString model = QStringLiteral("Qwen3-14B");
    for (const QStringList &minimums : {QStringList(), QStringList{QStringLiteral("--min-quality"), QStringLiteral("large"),
                                                                   QStringLiteral("--min-speed"), QStringLiteral("0")}}) {
        QString out;
        QCOMPARE(run(QStringList{QStringLiteral("--runs-on"), card, QStringLiteral("--json")} + minimums, &out), 0);
        QString listed;
        bool meets = false;
        for (const QJsonValue &v : QJsonDocument::fromJson(out.toUtf8()).object().value(QStringLiteral("models")).toArray()) {
            if (v.toObject().value(QStringLiteral("model")).toString() == model) {
                listed = v.toObject().value(QStringLiteral("best")).toString();
                meets = v.toObject().value(QStringLiteral("meets_minimums")).toBool();
            }
        }
        QVERIFY(!listed.isEmpty());
        QCOMPARE(run(QStringList{QStringLiteral("--estimate"), QStringLiteral("--model"), model, QStringLiteral("--hardware"), card,
                                 QStringLiteral("--json")} + minimums, &out), 0);
        const QJsonObject estimate = QJsonDocument::fromJson(out.toUtf8()).object();
        QCOMPARE(estimate.value(QStringLiteral("best")).toString(), listed);
        QCOMPARE(estimate.value(QStringLiteral("meets_minimums")).toBool(), meets);
        QCOMPARE(run(QStringList{QStringLiteral("--compare"), model, llama8b, QStringLiteral("--hardware"), card,
                                 QStringLiteral("--json")} + minimums, &out), 0);
        const QJsonArray estimates = QJsonDocument::fromJson(out.toUtf8()).object().value(QStringLiteral("estimates")).toArray();
        QCOMPARE(estimates.first().toObject().value(QStringLiteral("best")).toString(), listed);
        if (minimums.isEmpty()) {
            QCOMPARE(listed, QStringLiteral("Q4_K_M"));   // not Q2_K: the point of the test
            QCOMPARE(run({QStringLiteral("--estimate"), QStringLiteral("--model"), model, QStringLiteral("--hardware"), card}, &out), 0);
            QVERIFY2(out.trimmed().endsWith(QLatin1String("Best quantization for the minimums (quality: Good or better; at "
                                                          "least 10 tokens/s): Q4_K_M.")),
                     qPrintable(out));
        } else {
            QCOMPARE(listed, QStringLiteral("Q2_K"));     // no minimums: the estimator's best, on the GPU first
        }
    }
}

// An image, speech or biology model has open weights and a size but no tokens per second.
void TestEstimateCommand::modelsThatDoNotWriteTextHaveNoEstimate()
{
    QString err;
    QCOMPARE(run({QStringLiteral("--estimate"), QStringLiteral("--model"), QStringLiteral("Whisper v3"), QStringLiteral("--hardware"),
                  rtx4090}, nullptr, &err), 3);
    QVERIFY2(err.contains(QLatin1String("write text")), qPrintable(err));
    QCOMPARE(run({QStringLiteral("--estimate"), QStringLiteral("--model"), QStringLiteral("INTELLECT-MATH"), QStringLiteral("--hardware"),
                  rtx4090}), 0);
}

// Text output in GB as the card is sold (24 for a 24 GB card) unless --units gb asks for 10⁹ bytes;
// JSON keeps 10⁹ bytes whatever the unit.
void TestEstimateCommand::memoryInTheUnitAsked()
{
    QString out;
    QCOMPARE(run({QStringLiteral("--estimate"), QStringLiteral("--model"), llama8b, QStringLiteral("--hardware"), rtx4090}, &out), 0);
    QVERIFY2(out.contains(QLatin1String("usable GPU memory 24 GB")), qPrintable(out));
    QVERIFY2(out.contains(QStringLiteral("1 GB = 2³⁰ bytes")), qPrintable(out));
    QCOMPARE(run({QStringLiteral("--estimate"), QStringLiteral("--model"), llama8b, QStringLiteral("--hardware"), rtx4090,
                  QStringLiteral("--units"), QStringLiteral("gb")}, &out), 0);
    QVERIFY2(out.contains(QLatin1String("usable GPU memory 25.8 GB")), qPrintable(out));
    QCOMPARE(run({QStringLiteral("--runs-on"), rtx4090, QStringLiteral("--units"), QStringLiteral("gib")}, &out), 0);
    QVERIFY2(out.contains(QLatin1String("Needed / available GB")), qPrintable(out));
    QCOMPARE(run({QStringLiteral("--estimate"), QStringLiteral("--model"), llama8b, QStringLiteral("--hardware"), rtx4090,
                  QStringLiteral("--units"), QStringLiteral("gb"), QStringLiteral("--json")}, &out), 0);
    const double usable = QJsonDocument::fromJson(out.toUtf8()).object().value(QStringLiteral("usable_gpu_memory_gb")).toDouble();
    QVERIFY(qAbs(usable - 25.8) < 0.1);
}

void TestEstimateCommand::runsOnJson()
{
    QString out;
    QCOMPARE(run({QStringLiteral("--runs-on"), rtx4090, QStringLiteral("--json")}, &out), 0);
    const QJsonObject o = QJsonDocument::fromJson(out.toUtf8()).object();
    const QJsonArray models = o.value(QStringLiteral("models")).toArray();
    QVERIFY(models.size() > 100);
    const int onGpu = o.value(QStringLiteral("entirely_on_gpu")).toInt();
    QVERIFY(onGpu > 0 && onGpu <= models.size());
    const QJsonObject leftOut = o.value(QStringLiteral("left_out")).toObject();
    QVERIFY(leftOut.value(QStringLiteral("weights_not_published")).toInt() > 100);
    // Closed access and no access on record are counted apart (README: `left_out`), and the four reasons
    // together are every model of the catalogue that is not listed.
    QVERIFY(leftOut.value(QStringLiteral("access_not_on_record")).toInt() > 100);
    int leftOutTotal = 0;
    for (const QString &key : {QStringLiteral("weights_not_published"), QStringLiteral("access_not_on_record"),
                               QStringLiteral("not_text_generators"), QStringLiteral("unknown_size")})
        leftOutTotal += leftOut.value(key).toInt();
    QCOMPARE(leftOut.size(), 4);
    ShippedCatalogue::Parsed shipped;
    QString error;
    QVERIFY2(ShippedCatalogue::load(&shipped, &error), qPrintable(error));
    QCOMPARE(int(models.size()) + leftOutTotal, int(shipped.models.size()));
    // Image, speech and biology models are counted out, not listed with tokens per second; a maths
    // language model filed under Mathematics alone is listed.
    QVERIFY(leftOut.value(QStringLiteral("not_text_generators")).toInt() > 50);
    QStringList names;
    for (const QJsonValue &v : models)
        names.append(v.toObject().value(QStringLiteral("model")).toString());
    QVERIFY(names.contains(llama8b));
    QVERIFY(names.contains(QStringLiteral("INTELLECT-MATH")));
    for (const QString &other : {QStringLiteral("Stable Diffusion XL (SDXL)"), QStringLiteral("Whisper v3"),
                                 QStringLiteral("Evo 2 40B"), QStringLiteral("Segment Anything Model")})
        QVERIFY2(!names.contains(other), qPrintable(other));

    QCOMPARE(run({QStringLiteral("--runs-on"), QStringLiteral("no such card")}), 2);
}

void TestEstimateCommand::expertOffloadJson()
{
    // gpt-oss-120b on a 24 GB card with 64 GB of RAM: the experts that do not fit stay in RAM.
    QString out, err;
    QCOMPARE(run({QStringLiteral("--estimate"), QStringLiteral("--model"), QStringLiteral("gpt-oss-120b"), QStringLiteral("--hardware"),
                  rtx4090, QStringLiteral("--ram-gb"), QStringLiteral("64"), QStringLiteral("--ram-bandwidth-gbs"), QStringLiteral("89.6"),
                  QStringLiteral("--quant"), QStringLiteral("MXFP4"), QStringLiteral("--json")}, &out, &err), 0);
    const QJsonObject o = QJsonDocument::fromJson(out.toUtf8()).object();
    QCOMPARE(o.value(QStringLiteral("best")).toString(), QStringLiteral("MXFP4"));
    const QJsonObject q = o.value(QStringLiteral("quantizations")).toArray().first().toObject();
    QCOMPARE(q.value(QStringLiteral("fit")).toString(), QStringLiteral("expert_offload"));
    QCOMPARE(q.value(QStringLiteral("quality")).toString(), QStringLiteral("near_lossless"));
    const double gpu = q.value(QStringLiteral("gpu_gb")).toDouble(), ram = q.value(QStringLiteral("ram_gb")).toDouble();
    QVERIFY(gpu > 20 && gpu <= o.value(QStringLiteral("usable_gpu_memory_gb")).toDouble());
    QVERIFY(ram > 30);
    QVERIFY(qAbs(gpu + ram - q.value(QStringLiteral("total_gb")).toDouble()) < 0.01);
    const double speed = q.value(QStringLiteral("tokens_per_second")).toObject().value(QStringLiteral("expected")).toDouble();
    // Faster RAM, faster tokens: the experts in RAM bound the speed.
    QCOMPARE(run({QStringLiteral("--estimate"), QStringLiteral("--model"), QStringLiteral("gpt-oss-120b"), QStringLiteral("--hardware"),
                  rtx4090, QStringLiteral("--ram-gb"), QStringLiteral("64"), QStringLiteral("--ram-bandwidth-gbs"), QStringLiteral("179.2"),
                  QStringLiteral("--quant"), QStringLiteral("MXFP4"), QStringLiteral("--json")}, &out), 0);
    const double faster = QJsonDocument::fromJson(out.toUtf8()).object().value(QStringLiteral("quantizations")).toArray().first()
                              .toObject().value(QStringLiteral("tokens_per_second")).toObject().value(QStringLiteral("expected")).toDouble();
    QVERIFY2(faster > 1.3 * speed, qPrintable(QStringLiteral("%1 %2").arg(speed).arg(faster)));
    // Too little RAM for the experts: too large.
    QCOMPARE(run({QStringLiteral("--estimate"), QStringLiteral("--model"), QStringLiteral("gpt-oss-120b"), QStringLiteral("--hardware"),
                  rtx4090, QStringLiteral("--ram-gb"), QStringLiteral("16"), QStringLiteral("--quant"), QStringLiteral("MXFP4"),
                  QStringLiteral("--json")}, &out), 0);
    QCOMPARE(QJsonDocument::fromJson(out.toUtf8()).object().value(QStringLiteral("quantizations")).toArray().first().toObject()
                 .value(QStringLiteral("fit")).toString(), QStringLiteral("too_large"));
}

void TestEstimateCommand::promptTokensAndQuality()
{
    auto firstToken = [this](const QString &tokens) {
        QString out;
        QStringList args{QStringLiteral("--estimate"), QStringLiteral("--model"), llama8b, QStringLiteral("--hardware"), rtx4090,
                         QStringLiteral("--quant"), QStringLiteral("Q4_K_M"), QStringLiteral("--json")};
        if (!tokens.isEmpty())
            args << QStringLiteral("--prompt-tokens") << tokens;
        if (run(args, &out) != 0)
            return QJsonObject();
        return QJsonDocument::fromJson(out.toUtf8()).object();
    };
    const QJsonObject standard = firstToken(QString()), longer = firstToken(QStringLiteral("16384"));
    QCOMPARE(standard.value(QStringLiteral("prompt_tokens")).toInt(), 2048);
    QCOMPARE(longer.value(QStringLiteral("prompt_tokens")).toInt(), 16384);
    auto ttft = [](const QJsonObject &o) {
        return o.value(QStringLiteral("quantizations")).toArray().first().toObject().value(QStringLiteral("time_to_first_token_s")).toDouble();
    };
    QVERIFY(ttft(standard) > 0);
    QVERIFY(ttft(longer) > 7 * ttft(standard));
    // The text table names the quality tier and the time to first token.
    QString text;
    QCOMPARE(run({QStringLiteral("--estimate"), QStringLiteral("--model"), llama8b, QStringLiteral("--hardware"), rtx4090}, &text), 0);
    QVERIFY2(text.contains(QLatin1String("Near lossless")) && text.contains(QLatin1String("Large loss"))
                 && text.contains(QLatin1String("First token after 2,048 prompt tokens")),
             qPrintable(text));
    QVERIFY2(text.contains(QLatin1String("Ada Lovelace")), qPrintable(text)); // the calibration behind the speeds
    // --runs-on carries the same fields.
    QString out;
    QCOMPARE(run({QStringLiteral("--runs-on"), rtx4090, QStringLiteral("--prompt-tokens"), QStringLiteral("4096"), QStringLiteral("--json")},
                 &out), 0);
    const QJsonObject o = QJsonDocument::fromJson(out.toUtf8()).object();
    QCOMPARE(o.value(QStringLiteral("prompt_tokens")).toInt(), 4096);
    bool expert = false;
    for (const QJsonValue &v : o.value(QStringLiteral("models")).toArray()) {
        const QJsonObject m = v.toObject();
        QVERIFY(m.contains(QStringLiteral("quality")) && m.contains(QStringLiteral("time_to_first_token_s")));
        if (m.value(QStringLiteral("fit")).toString() == QLatin1String("expert_offload")) {
            expert = true;
            QVERIFY(m.value(QStringLiteral("ram_gb")).toDouble() > 0);
        }
    }
    QVERIFY(expert); // the shipped catalogue has mixtures of experts too large for 24 GB
}

void TestEstimateCommand::newInputsAreValidated_data()
{
    QTest::addColumn<QString>("option");
    QTest::addColumn<QString>("value");
    for (const char *option : {"--ram-gb", "--ram-bandwidth-gbs", "--prompt-tokens"}) {
        for (const char *value : {"0", "-4", "nan", "inf", "lots"})
            QTest::addRow("%s %s", option, value) << QString::fromLatin1(option) << QString::fromLatin1(value);
    }
    QTest::addRow("--prompt-tokens 1.5") << QStringLiteral("--prompt-tokens") << QStringLiteral("1.5");
}

void TestEstimateCommand::newInputsAreValidated()
{
    QFETCH(QString, option);
    QFETCH(QString, value);
    QString err;
    QCOMPARE(run({QStringLiteral("--estimate"), QStringLiteral("--model"), llama8b, QStringLiteral("--hardware"), rtx4090, option, value},
                 nullptr, &err), 2);
    QVERIFY2(err.contains(option), qPrintable(err));
    QCOMPARE(run({QStringLiteral("--runs-on"), rtx4090, option, value}), 2);
}

void TestEstimateCommand::numbersThatAreNotPositiveAreRefused_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    const QStringList byCount{QStringLiteral("--estimate"), QStringLiteral("--parameters"), QStringLiteral("8B")};
    const QStringList onDevice{QStringLiteral("--hardware"), rtx4090};
    auto device = [](const char *memory, const char *bandwidth) {
        return QStringList{QStringLiteral("--memory-gb"), QLatin1String(memory), QStringLiteral("--bandwidth-gbs"), QLatin1String(bandwidth)};
    };
    QTest::newRow("memory nan") << byCount + device("nan", "1000") << QStringLiteral("--memory-gb takes a number above zero, not \"nan\"");
    QTest::newRow("memory inf") << byCount + device("inf", "1000") << QStringLiteral("--memory-gb takes a number above zero");
    QTest::newRow("memory 0") << byCount + device("0", "1000") << QStringLiteral("--memory-gb takes a number above zero");
    QTest::newRow("bandwidth -1") << byCount + device("24", "-1") << QStringLiteral("--bandwidth-gbs takes a number above zero");
    QTest::newRow("bandwidth NaN") << byCount + device("24", "NaN") << QStringLiteral("--bandwidth-gbs takes a number above zero");
    QTest::newRow("parameters inf") << QStringList{QStringLiteral("--estimate"), QStringLiteral("--parameters"), QStringLiteral("inf")} + onDevice
                                    << QStringLiteral("--parameters takes a count");
    QTest::newRow("parameters 1e308T") << QStringList{QStringLiteral("--estimate"), QStringLiteral("--parameters"), QStringLiteral("1e308T")} + onDevice
                                       << QStringLiteral("--parameters takes a count");
    QTest::newRow("active -1") << byCount + onDevice + QStringList{QStringLiteral("--active-parameters"), QStringLiteral("-1")}
                               << QStringLiteral("--active-parameters takes a count such as 8e9 or 8B, not \"-1\"");
    QTest::newRow("active nan") << byCount + onDevice + QStringList{QStringLiteral("--active-parameters"), QStringLiteral("nan")}
                                << QStringLiteral("--active-parameters takes a count");
    // More parameters read per token than the model has: sizes that cannot be.
    QTest::newRow("active above total") << byCount + onDevice + QStringList{QStringLiteral("--active-parameters"), QStringLiteral("20B")}
                                        << QStringLiteral("--active-parameters (20");
    QTest::newRow("layers 0") << byCount + onDevice + QStringList{QStringLiteral("--layers"), QStringLiteral("0")}
                              << QStringLiteral("--layers takes a whole number above zero, not \"0\"");
    QTest::newRow("kv-heads -8") << byCount + onDevice + QStringList{QStringLiteral("--kv-heads"), QStringLiteral("-8")}
                                 << QStringLiteral("--kv-heads takes a whole number above zero");
    QTest::newRow("head-dim x") << byCount + onDevice + QStringList{QStringLiteral("--head-dim"), QStringLiteral("x")}
                                << QStringLiteral("--head-dim takes a whole number above zero");
}

void TestEstimateCommand::numbersThatAreNotPositiveAreRefused()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    QString out, err;
    QCOMPARE(run(arguments, &out, &err), 2);
    QVERIFY2(err.contains(message), qPrintable(err));
    QVERIFY2(out.isEmpty(), qPrintable(out));
}

void TestEstimateCommand::closestNamesWithAHugeNameInTheCatalogue()
{
    // A file can name a model with half a million characters; "did you mean" must still answer at once.
    const QString database = m_dir.filePath(QStringLiteral("huge-name.sqlite"));
    const QString csv = m_dir.filePath(QStringLiteral("huge-name.csv"));
    QFile file(csv);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("Model,Parameters,Model accessibility\n" + QByteArray(500000, 'w') + ",7000000000,Open weights (unrestricted)\n");
    file.close();
    QString out, err;
    QCOMPARE(run({QStringLiteral("--database"), database, QStringLiteral("--import"), csv}, &out, &err), 0);
    QElapsedTimer timer;
    timer.start();
    // The work grew with the square of what was typed: this one took 15 s, a longer one minutes.
    QCOMPARE(run({QStringLiteral("--database"), database, QStringLiteral("--estimate"), QStringLiteral("--model"),
                  QStringLiteral("Meta Lama 3.1 8B Instruct Turbo quantized to four bits by somebody"), QStringLiteral("--hardware"),
                  rtx4090}, nullptr, &err), 2);
    QVERIFY2(err.contains(QLatin1String("Closest names: ")), qPrintable(err.left(300)));
    QVERIFY2(timer.elapsed() < 5000, qPrintable(QString::number(timer.elapsed())));
    QCOMPARE(run({QStringLiteral("--database"), database, QStringLiteral("--estimate"), QStringLiteral("--model"),
                  QStringLiteral("Lama 3.1 8B"), QStringLiteral("--hardware"), rtx4090}, nullptr, &err), 2);
    QVERIFY2(err.contains(llama8b), qPrintable(err.left(300)));
}

// --context 1000000 gave the figures for 131,072 tokens, said only in the header.
void TestEstimateCommand::contextCapIsSaid()
{
    QString out, err;
    QCOMPARE(run({QStringLiteral("--estimate"), QStringLiteral("--model"), llama8b, QStringLiteral("--hardware"), rtx4090,
                  QStringLiteral("--context"), QStringLiteral("1000000")}, &out, &err), 0);
    QVERIFY2(err.contains(QStringLiteral("Note: the context was capped to 131,072 tokens, the most Llama 3.1-8B is documented to "
                                         "read; the figures are for that, not for the 1,000,000 asked for.")),
             qPrintable(err));
    QVERIFY2(out.contains(QLatin1String("context of 131,072 tokens")), qPrintable(out));
    // Within the maximum, or with the default, nothing is said.
    QCOMPARE(run({QStringLiteral("--estimate"), QStringLiteral("--model"), llama8b, QStringLiteral("--hardware"), rtx4090,
                  QStringLiteral("--context"), QStringLiteral("131072")}, &out, &err), 0);
    QVERIFY2(err.isEmpty(), qPrintable(err));
    // A model whose maximum is not on record is capped too, and the note says why.
    QCOMPARE(run({QStringLiteral("--estimate"), QStringLiteral("--parameters"), QStringLiteral("8B"), QStringLiteral("--hardware"),
                  rtx4090, QStringLiteral("--context"), QStringLiteral("1000000"), QStringLiteral("--json")}, &out, &err), 0);
    QVERIFY2(err.contains(QLatin1String("is not on record")), qPrintable(err));
    QCOMPARE(QJsonDocument::fromJson(out.toUtf8()).object().value(QStringLiteral("context")).toInt(), 131072);
    // --compare says it for each model capped.
    QCOMPARE(run({QStringLiteral("--compare"), llama8b, QStringLiteral("Llama 3.1-70B"), QStringLiteral("--hardware"), rtx4090,
                  QStringLiteral("--context"), QStringLiteral("1000000")}, &out, &err), 0);
    QCOMPARE(err.count(QStringLiteral("Note: the context was capped")), 2);
    // In Italian, with Italian numbers.
    QCOMPARE(run({QStringLiteral("--lang"), QStringLiteral("it"), QStringLiteral("--estimate"), QStringLiteral("--model"), llama8b,
                  QStringLiteral("--hardware"), rtx4090, QStringLiteral("--context"), QStringLiteral("1000000")}, &out, &err), 0);
    QVERIFY2(err.contains(QLatin1String("131.072")) && err.contains(QLatin1String("1.000.000")), qPrintable(err));
}

// "GPT-4" names no model; the closest names offered skipped "GPT-4 (Mar 2023)" for shorter names that
// merely hold the letters.
void TestEstimateCommand::closeModelNamesStartWithWhatWasTyped()
{
    QString err;
    QCOMPARE(run({QStringLiteral("--estimate"), QStringLiteral("--model"), QStringLiteral("GPT-4"), QStringLiteral("--hardware"),
                  rtx4090}, nullptr, &err), 2);
    const QString offered = err.section(QLatin1String("Closest names: "), 1).trimmed();
    QStringList names = offered.left(offered.size() - 1).split(QStringLiteral("; "));
    QVERIFY2(names.size() == 5, qPrintable(err));
    names = names.mid(0, 2);
    names.sort();
    QCOMPARE(names, (QStringList{QStringLiteral("GPT-4 (Jun 2023)"), QStringLiteral("GPT-4 (Mar 2023)")}));
}

// "--parameters 8" is a model of eight parameters: it is estimated, and the note asks whether 8B was meant.
void TestEstimateCommand::bareParameterCountsAreQuestioned()
{
    QString out, err;
    QCOMPARE(run({QStringLiteral("--estimate"), QStringLiteral("--parameters"), QStringLiteral("8"), QStringLiteral("--hardware"),
                  rtx4090, QStringLiteral("--json")}, &out, &err), 0);
    QVERIFY2(err.contains(QLatin1String("Note: --parameters 8 counts 8 parameters, not billions; did you mean 8B?")), qPrintable(err));
    QCOMPARE(run({QStringLiteral("--estimate"), QStringLiteral("--parameters"), QStringLiteral("8B"), QStringLiteral("--hardware"),
                  rtx4090, QStringLiteral("--json")}, &out, &err), 0);
    QVERIFY2(err.isEmpty(), qPrintable(err));
}

// A small model's first token comes in hundredths of a second, which one decimal printed as "0".
void TestEstimateCommand::firstTokenUnderATenthOfASecond_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("shown");
    QTest::newRow("en") << QStringLiteral("en") << QStringLiteral("< 0.1");
    QTest::newRow("it") << QStringLiteral("it") << QStringLiteral("< 0,1");
}

void TestEstimateCommand::firstTokenUnderATenthOfASecond()
{
    QFETCH(QString, language);
    QFETCH(QString, shown);
    QString out, err;
    QCOMPARE(run({QStringLiteral("--lang"), language, QStringLiteral("--estimate"), QStringLiteral("--parameters"), QStringLiteral("100M"),
                  QStringLiteral("--hardware"), QStringLiteral("H100 NVL"), QStringLiteral("--quant"), QStringLiteral("Q4_K_M")}, &out, &err), 0);
    const QStringList lines = out.split(QLatin1Char('\n'));
    QVERIFY(lines.size() > 2);
    const QString row = lines.at(2);
    QVERIFY2(row.startsWith(QLatin1String("Q4_K_M")) && row.trimmed().endsWith(shown), qPrintable(out + err));
}

// The footnote of --runs-on quotes the words of its cells: Italian quotes with « ».
void TestEstimateCommand::runsOnFootnoteQuotesAsItalianDoes()
{
    // Every open mixture of experts shipped has its active parameters: a catalogue where one has lost
    // them, as an import may leave it, gives the footnote.
    const QString database = m_dir.filePath(QStringLiteral("lower-bound.sqlite"));
    QString out;
    QCOMPARE(run({QStringLiteral("--database"), database, QStringLiteral("--runs-on"), rtx4090}, &out), 0);
    {
        Database db(QStringLiteral("lower-bound"));
        QString error;
        QVERIFY2(db.open(database, &error), qPrintable(error));
        QSqlQuery sql(db.connection());
        QVERIFY(sql.exec(QStringLiteral("UPDATE models SET active_parameters = NULL WHERE name = 'Mixtral 8x7B'")));
        QCOMPARE(sql.numRowsAffected(), 1);
    }
    QCOMPARE(run({QStringLiteral("--database"), database, QStringLiteral("--lang"), QStringLiteral("it"), QStringLiteral("--runs-on"),
                  rtx4090}, &out), 0);
    QVERIFY2(out.contains(QStringLiteral("\n«almeno»: ")), qPrintable(out.right(600)));
    QVERIFY(!out.contains(QStringLiteral("\"almeno\"")));
}

// --runs-on said neither the context its figures are for nor that a --context above a model's maximum
// was capped for that model.
void TestEstimateCommand::runsOnSaysTheContext()
{
    QString out, err;
    QCOMPARE(run({QStringLiteral("--runs-on"), rtx4090, QStringLiteral("--context"), QStringLiteral("200000"), QStringLiteral("--json")},
                 &out, &err), 0);
    const QJsonObject o = QJsonDocument::fromJson(out.toUtf8()).object();
    QCOMPARE(o.value(QStringLiteral("context_tokens")).toInt(), 200000);
    int capped = 0;
    bool sawLlama = false;
    for (const QJsonValue &value : o.value(QStringLiteral("models")).toArray()) {
        const QJsonObject m = value.toObject();
        const int context = m.value(QStringLiteral("context_tokens")).toInt();
        QVERIFY2(context > 0 && context <= 200000, qPrintable(m.value(QStringLiteral("model")).toString()));
        capped += context < 200000 ? 1 : 0;
        if (m.value(QStringLiteral("model")).toString() == llama8b) {
            QCOMPARE(context, 131072);   // its documented maximum
            sawLlama = true;
        }
    }
    QVERIFY(sawLlama);
    QVERIFY(capped > 0);
    QCOMPARE(o.value(QStringLiteral("context_capped")).toInt(), capped);

    QCOMPARE(run({QStringLiteral("--runs-on"), rtx4090, QStringLiteral("--context"), QStringLiteral("200000")}, &out, &err), 0);
    const QStringList lines = out.split(QLatin1Char('\n'));
    QVERIFY2(lines.constFirst().endsWith(QLatin1String(", with a context of 200,000 tokens.")), qPrintable(lines.constFirst()));
    // Said once, not per row: the models at their documented maximum, and those with none on record.
    const QRegularExpression documented(QStringLiteral("^(\\d+) models? (were|was) estimated at (their|its) own maximum context, "
                                                       "below the 200,000 tokens asked for\\.$"));
    const QRegularExpression notOnRecord(QStringLiteral("^(\\d+) models? whose maximum context is not on record (were|was) "
                                                        "estimated at 131,072 tokens, the most the estimate assumes, not at the "
                                                        "200,000 asked for\\.$"));
    int said = 0, documentedLines = 0;
    for (const QString &line : lines) {
        if (const QRegularExpressionMatch m = documented.match(line); m.hasMatch()) {
            said += m.captured(1).toInt();
            ++documentedLines;
        } else if (const QRegularExpressionMatch m = notOnRecord.match(line); m.hasMatch()) {
            said += m.captured(1).toInt();
        }
    }
    QCOMPARE(documentedLines, 1);
    QCOMPARE(said, capped);

    // The default context is said too; in Italian, with Italian numbers.
    QCOMPARE(run({QStringLiteral("--runs-on"), rtx4090, QStringLiteral("--json")}, &out), 0);
    QCOMPARE(QJsonDocument::fromJson(out.toUtf8()).object().value(QStringLiteral("context_tokens")).toInt(), 8192);
    QCOMPARE(run({QStringLiteral("--lang"), QStringLiteral("it"), QStringLiteral("--runs-on"), rtx4090, QStringLiteral("--context"),
                  QStringLiteral("200000")}, &out), 0);
    QVERIFY2(out.section(QLatin1Char('\n'), 0, 0).contains(QLatin1String("e un contesto di 200.000 token:")),
             qPrintable(out.section(QLatin1Char('\n'), 0, 0)));
    QVERIFY2(out.contains(QLatin1String("alla propria lunghezza massima del contesto, sotto i 200.000 token richiesti.")),
             qPrintable(out.right(800)));
}

// The window names the tiers in the UI language ("Buona"); --min-quality takes those names as well as
// the keys scripts use, case not counting.
void TestEstimateCommand::qualityAsTheWindowNamesIt_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("key");
    QTest::newRow("it Buona") << QStringLiteral("it") << QStringLiteral("buona") << QStringLiteral("good");
    QTest::newRow("it Perdita percepibile") << QStringLiteral("it") << QStringLiteral("Perdita percepibile")
                                            << QStringLiteral("noticeable");
    QTest::newRow("it QUASI SENZA PERDITE") << QStringLiteral("it") << QStringLiteral("QUASI SENZA PERDITE")
                                            << QStringLiteral("near_lossless");
    QTest::newRow("it key") << QStringLiteral("it") << QStringLiteral("large") << QStringLiteral("large");
    QTest::newRow("en name") << QStringLiteral("en") << QStringLiteral("Noticeable loss") << QStringLiteral("noticeable");
    QTest::newRow("en key with a space") << QStringLiteral("en") << QStringLiteral("Near lossless") << QStringLiteral("near_lossless");
    QTest::newRow("en key in capitals") << QStringLiteral("en") << QStringLiteral("GOOD") << QStringLiteral("good");
}

void TestEstimateCommand::qualityAsTheWindowNamesIt()
{
    QFETCH(QString, language);
    QFETCH(QString, typed);
    QFETCH(QString, key);
    QString out, err;
    QCOMPARE(run({QStringLiteral("--lang"), language, QStringLiteral("--runs-on"), rtx4090, QStringLiteral("--min-quality"), typed,
                  QStringLiteral("--json")}, &out, &err), 0);
    QVERIFY2(err.isEmpty(), qPrintable(err));
    const QJsonObject minimums = QJsonDocument::fromJson(out.toUtf8()).object().value(QStringLiteral("minimums")).toObject();
    QCOMPARE(minimums.value(QStringLiteral("quality")).toString(), key);
    // --estimate reads the same option the same way.
    QCOMPARE(run({QStringLiteral("--lang"), language, QStringLiteral("--estimate"), QStringLiteral("--model"), llama8b,
                  QStringLiteral("--hardware"), rtx4090, QStringLiteral("--min-quality"), typed, QStringLiteral("--json")}, &out, &err), 0);
    QCOMPARE(QJsonDocument::fromJson(out.toUtf8()).object().value(QStringLiteral("minimums")).toObject()
                 .value(QStringLiteral("quality")).toString(), key);
}

// A value it refuses is quoted as every Italian message quotes, and the names it would take are listed.
void TestEstimateCommand::badQualityIsQuotedAsItalianDoes()
{
    QString err;
    QCOMPARE(run({QStringLiteral("--lang"), QStringLiteral("it"), QStringLiteral("--runs-on"), rtx4090, QStringLiteral("--min-quality"),
                  QStringLiteral("ottima")}, nullptr, &err), 2);
    QVERIFY2(err.contains(QStringLiteral("«ottima»")) && !err.contains(QLatin1String("\"ottima\"")), qPrintable(err));
    QVERIFY2(err.contains(QLatin1String("Buona")) && err.contains(QLatin1String("good")), qPrintable(err));
    QCOMPARE(run({QStringLiteral("--runs-on"), rtx4090, QStringLiteral("--min-quality"), QStringLiteral("best")}, nullptr, &err), 2);
    QVERIFY2(err.contains(QLatin1String("not \"best\"")) && err.contains(QLatin1String("Noticeable loss")), qPrintable(err));
}

// When no quantization meets both minimums, the one named closest is the fastest of those at the minimum
// quality (the nearest to the speed minimum), not the slowest: QA found "closest: Q8_0" at 2 tokens/s for
// Gemma 3 27B on an RTX 3090 where Q4_K_M gives 4, and Q5_K_M for Llama 3.1-8B on an 8 GB M1. (QA's case was
// at 32k tokens; since its sliding-window layers count only their window, Gemma 3 27B runs there at Q5_K_M,
// so the case is now the whole 131,072 tokens, where it still spills into system RAM.)
void TestEstimateCommand::closestIsTheFastestAtTheMinimumQuality_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("closest");
    QTest::newRow("Gemma 3 27B, RTX 3090, 128k") << QStringList{QStringLiteral("--model"), QStringLiteral("Gemma 3 27B"),
                                                                QStringLiteral("--hardware"), QStringLiteral("RTX 3090"),
                                                                QStringLiteral("--context"), QStringLiteral("131072")}
                                                 << QStringLiteral("Q4_K_M");
    QTest::newRow("Llama 3.1-8B, M1 8 GB") << QStringList{QStringLiteral("--model"), llama8b, QStringLiteral("--hardware"),
                                                          QStringLiteral("Apple M1 (8-core GPU, 8 GB)")}
                                           << QStringLiteral("Q4_K_M");
    // Near lossless asked and out of reach at that speed: the fastest near-lossless type.
    QTest::newRow("Llama 3.1-8B, RTX 4060, near lossless at 200/s")
        << QStringList{QStringLiteral("--model"), llama8b, QStringLiteral("--hardware"), QStringLiteral("RTX 4060"),
                       QStringLiteral("--min-quality"), QStringLiteral("near_lossless"), QStringLiteral("--min-speed"), QStringLiteral("200")}
        << QStringLiteral("Q6_K");
}

void TestEstimateCommand::closestIsTheFastestAtTheMinimumQuality()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, closest);
    QString out, err;
    QCOMPARE(run(QStringList{QStringLiteral("--estimate"), QStringLiteral("--json")} + arguments, &out, &err), 0);
    const QJsonObject o = QJsonDocument::fromJson(out.toUtf8()).object();
    QVERIFY2(!o.value(QStringLiteral("meets_minimums")).toBool(), qPrintable(out));
    QCOMPARE(o.value(QStringLiteral("best")).toString(), closest);
    // Whatever the figures: no type of the minimum quality that runs is faster than the one named.
    const QString tier = o.value(QStringLiteral("minimums")).toObject().value(QStringLiteral("quality")).toString();
    const QStringList tiers{QStringLiteral("near_lossless"), QStringLiteral("good"), QStringLiteral("noticeable"), QStringLiteral("large")};
    double named = -1;
    double fastest = 0;
    for (const QJsonValue &v : o.value(QStringLiteral("quantizations")).toArray()) {
        const QJsonObject q = v.toObject();
        const double speed = q.value(QStringLiteral("tokens_per_second")).toObject().value(QStringLiteral("expected")).toDouble();
        if (q.value(QStringLiteral("quant")).toString() == closest)
            named = speed;
        if (tiers.indexOf(q.value(QStringLiteral("quality")).toString()) <= tiers.indexOf(tier)
            && q.value(QStringLiteral("fit")).toString() != QLatin1String("too_large"))
            fastest = std::max(fastest, speed);
    }
    QVERIFY(named > 0);
    QCOMPARE(named, fastest);
    QCOMPARE(run(QStringList{QStringLiteral("--estimate")} + arguments, &out), 0);
    QVERIFY2(out.trimmed().endsWith(QStringLiteral("the closest: %1.").arg(closest)), qPrintable(out));
}

// --quant prints one type; the last line no longer names another as if it were that one.
void TestEstimateCommand::quantAskedIsSaidNotToBeTheBest()
{
    const QStringList mixtral{QStringLiteral("--estimate"), QStringLiteral("--model"), QStringLiteral("Mixtral 8x7B"),
                              QStringLiteral("--hardware"), QStringLiteral("RTX 3090")};
    QString out;
    QCOMPARE(run(mixtral + QStringList{QStringLiteral("--json")}, &out), 0);
    const QString best = QJsonDocument::fromJson(out.toUtf8()).object().value(QStringLiteral("best")).toString();
    QCOMPARE(best, QStringLiteral("Q5_K_M"));
    QCOMPARE(run(mixtral + QStringList{QStringLiteral("--quant"), QStringLiteral("Q4_K_M")}, &out), 0);
    QVERIFY2(out.trimmed().endsWith(QLatin1String("Best quantization for the minimums (quality: Good or better; at least "
                                                  "10 tokens/s) is Q5_K_M, not the Q4_K_M asked for.")),
             qPrintable(out));
    QCOMPARE(run(QStringList{QStringLiteral("--lang"), QStringLiteral("it")} + mixtral + QStringList{QStringLiteral("--quant"), QStringLiteral("Q4_K_M")},
                 &out), 0);
    QVERIFY2(out.trimmed().endsWith(QStringLiteral("è Q5_K_M, non la Q4_K_M richiesta.")), qPrintable(out));
    // Asked for the best itself: the plain line.
    QCOMPARE(run(mixtral + QStringList{QStringLiteral("--quant"), QStringLiteral("Q5_K_M")}, &out), 0);
    QVERIFY2(out.trimmed().endsWith(QLatin1String("10 tokens/s): Q5_K_M.")), qPrintable(out));
}

QTEST_GUILESS_MAIN(TestEstimateCommand)

// A Mac is one machine: --count 2 is said to be ignored rather than dropped in silence, and its table has
// no "system RAM" (the part beyond the GPU's share of the one memory runs on the CPU).
void TestEstimateCommand::aMacCountsAsOneDevice()
{
    const QString mac = QStringLiteral("Apple M1 (8-core GPU, 8 GB)");
    QString out, err;
    QCOMPARE(run({QStringLiteral("--estimate"), QStringLiteral("--model"), llama8b, QStringLiteral("--hardware"), mac,
                  QStringLiteral("--count"), QStringLiteral("2")}, &out, &err), 0);
    QVERIFY2(err.contains(QLatin1String("--count 2 is ignored: Apple M1 (8-core GPU, 8 GB) has unified memory")), qPrintable(err));
    QVERIFY2(out.startsWith(QLatin1String("Llama 3.1-8B on Apple M1 (8-core GPU, 8 GB), context")), qPrintable(out));
    QVERIFY2(!out.contains(QStringLiteral("1 ×")) && !out.contains(QStringLiteral("2 ×")), qPrintable(out));
    QVERIFY2(!out.contains(QLatin1String("system RAM")) && !out.contains(QLatin1String(" RAM)")), qPrintable(out));
    QVERIFY2(!out.contains(QLatin1String("+ 0 ")), qPrintable(out));
    QVERIFY2(out.contains(QLatin1String("Beyond the GPU's share of memory")), qPrintable(out));
    // One device asked for once: nothing to say.
    QCOMPARE(run({QStringLiteral("--estimate"), QStringLiteral("--model"), llama8b, QStringLiteral("--hardware"), mac}, &out, &err), 0);
    QVERIFY2(!err.contains(QLatin1String("--count")), qPrintable(err));
    // --runs-on says the same.
    QCOMPARE(run({QStringLiteral("--runs-on"), mac, QStringLiteral("--count"), QStringLiteral("3")}, &out, &err), 0);
    QVERIFY2(err.contains(QLatin1String("--count 3 is ignored")), qPrintable(err));
    QVERIFY2(!out.contains(QLatin1String("system RAM")) && !out.contains(QLatin1String(" RAM)")), qPrintable(out));
    // A card keeps its count and its words.
    QCOMPARE(run({QStringLiteral("--estimate"), QStringLiteral("--model"), llama8b, QStringLiteral("--hardware"), rtx4090,
                  QStringLiteral("--count"), QStringLiteral("2")}, &out, &err), 0);
    QVERIFY2(out.startsWith(QStringLiteral("Llama 3.1-8B on 2 × NVIDIA GeForce RTX 4090, context")), qPrintable(out));
    QVERIFY2(!err.contains(QLatin1String("--count")), qPrintable(err));
}

#include "tst_estimatecommand.moc"
