// The estimator against published measurements (tests/data/llamacpp_*.csv: GGUF file sizes and
// llama.cpp generation speeds, each row with its source) and its rules one by one. The accuracy
// targets are the ones issue #4 sets; the tables are printed so a reader can see every miss.
#include "CommonGpus.h"
#include "EstimateReport.h"
#include "HardwareRecord.h"
#include "Measurements.h"
#include "ShippedCatalogue.h"
#include "SpeedEstimator.h"
#include "UsableQuantization.h"

#include <QDir>
#include <QFile>
#include <QTest>

#include <algorithm>
#include <array>
#include <cmath>

namespace {

using measurements::Row;
using measurements::ratio;

QVector<Row> readData(const QString &name)
{
    return measurements::read(name);
}

ModelRecord openModel(double parameters, std::optional<double> active = std::nullopt,
                      std::optional<int> layers = std::nullopt)
{
    ModelRecord m;
    m.name = QStringLiteral("Test model");
    m.parameters = parameters;
    m.activeParameters = active;
    m.layers = layers;
    m.modelAccessibility = QStringLiteral("Open weights (unrestricted)");
    return m;
}

ModelRecord llama31_8b()
{
    ModelRecord m = openModel(8.03e9, std::nullopt, 32);
    m.name = QStringLiteral("Llama 3.1 8B");
    m.attentionHeads = 32;
    m.kvHeads = 8;
    m.headDim = 128;
    m.contextLength = 131072;
    return m;
}

HardwareConfig on(const QString &device, int count = 1)
{
    HardwareConfig h;
    const HardwareDevice *d = HardwareCatalogue::shipped().find(device);
    if (d)
        h.device = *d;
    h.count = count;
    return h;
}

} // namespace

class TestEstimator : public QObject
{
    Q_OBJECT

private slots:
    void speedTextNeverRepeatsOneFigure();
    void firstTokenUnderATenthIsNotZero();
    void weightsMatchPublishedFiles();
    void speedMatchesMeasurements();
    void kvCacheFromArchitecture();
    void kvCacheOfAHybridCountsItsAttentionLayers();
    void kvCacheOfALatentIsOneLatentPerLayer();
    void kvCacheOfSlidingWindowLayersStopsAtTheWindow();
    void slidingWindowLookBackIsTheExactMean();
    void modelWithoutAttentionHasNoGrowingKvCache();
    void kvCacheApproximateWithoutArchitecture();
    void unifiedMemoryShare();
    void multiGpuMemoryAddsSpeedDoesNot();
    void laptopGpuIsNotItsDesktopCard();
    void noEstimateForClosedOrUnknown();
    void noEstimateForModelsThatDoNotWriteText();
    void fitLevelThresholds();
    void bestQuantizationIsHighestThatFits();
    void mxfp4ForMixtureOfExperts();
    void estimateBestAgreesWithEstimate();
    void offloadIsSlowAndTooLargeHasNoSpeed();
    void usableContext();
    void basisExplainsTheFigure();
    void displayTextsExist();
    void expertSplitFromRouting();
    void shippedRoutingOfRecentMixtures_data();
    void shippedRoutingOfRecentMixtures();
    void granite31RoutingCitesItsOwnConfiguration();
    void expertOffloadFitLevel_data();
    void expertOffloadFitLevel();
    void expertOffloadSpeedSitsBetween();
    void bestOfRanksByQualityThenPlacement_data();
    void bestOfRanksByQualityThenPlacement();
    void qualityTiers_data();
    void qualityTiers();
    void promptSpeedAndFirstToken();
    void mixtureOfExpertsPromptPaysPerExpert();
    void everyShippedModelHasAnAnswer();
    void nativeMxfp4KeepsItsExpertsInEveryType();
    void smallestCommonGpuIncludesSmallCards();
    void closestIsTheFastestAtTheMinimumQuality();
    void closestFollowsOneRule();
};

void TestEstimator::weightsMatchPublishedFiles()
{
    const QVector<Row> rows = readData(QStringLiteral("llamacpp_file_sizes.csv"));
    QVERIFY2(rows.size() >= 30, qPrintable(QString::number(rows.size())));
    const QHash<QString, double> units = {{QStringLiteral("GB"), 1e9}, {QStringLiteral("GiB"), 1073741824.0},
                                          {QStringLiteral("MiB"), 1048576.0}};
    int within = 0, total = 0;
    qInfo("%-24s %-7s %9s %9s %7s", "model", "quant", "file GB", "est. GB", "error");
    for (const Row &r : rows) {
        const auto type = Quantization::fromName(r.value(QStringLiteral("quant")));
        QVERIFY2(type, qPrintable(r.value(QStringLiteral("quant"))));
        QVERIFY2(units.contains(r.value(QStringLiteral("unit"))), qPrintable(r.value(QStringLiteral("unit"))));
        QVERIFY2(r.value(QStringLiteral("source")).startsWith(QLatin1String("https://")), "every row names its source");
        const double fileGb = r.value(QStringLiteral("file_size")).toDouble() * units.value(r.value(QStringLiteral("unit"))) / 1e9;
        const double estimate = Estimator::weightsGb(r.value(QStringLiteral("parameters")).toDouble(), *type);
        const double error = estimate / fileGb - 1.0;
        ++total;
        within += std::abs(error) <= 0.05 ? 1 : 0;
        qInfo("%-24s %-7s %9.2f %9.2f %+6.1f%%%s", qPrintable(r.value(QStringLiteral("model"))),
              qPrintable(r.value(QStringLiteral("quant"))), fileGb, estimate, error * 100,
              std::abs(error) > 0.05 ? "  MISS" : "");
    }
    qInfo("weights within 5 %% of the file: %d of %d (%.0f %%)", within, total, 100.0 * within / total);
    QVERIFY(within >= 0.90 * total);
}

void TestEstimator::speedMatchesMeasurements()
{
    // Every published measurement, fitted and held back together (tst_calibration reports them apart
    // and keeps docs/estimator.md's tables): the regression test of the whole estimate path.
    const QVector<Row> rows = readData(QStringLiteral("llamacpp_speeds.csv"));
    QVERIFY2(rows.size() >= 120, qPrintable(QString::number(rows.size())));
    int within125 = 0, within150 = 0, total = 0, moe = 0;
    QSet<HardwareDevice::Kind> kinds;
    for (const Row &r : rows) {
        const HardwareConfig h = measurements::hardware(r);
        QVERIFY2(!h.device.name.isEmpty(), qPrintable(r.value(QStringLiteral("device"))));
        const auto type = Quantization::fromName(r.value(QStringLiteral("quant")));
        QVERIFY2(type, qPrintable(r.value(QStringLiteral("quant"))));
        const ModelRecord m = measurements::model(r);
        const QuantEstimate q = Estimator::estimateAt(m, h, *type);
        const double measured = r.value(QStringLiteral("tokens_per_s")).toDouble();
        if (measured <= 0)
            continue; // a run that timed the prompt alone (tst_calibration checks those)
        const double x = ratio(q.tokensPerSecond.expected, measured);
        ++total;
        within125 += x <= 1.25 ? 1 : 0;
        within150 += x <= 1.5 ? 1 : 0;
        moe += m.activeParameters ? 1 : 0;
        kinds.insert(h.device.kind);
        QVERIFY(q.tokensPerSecond.low <= q.tokensPerSecond.expected);
        QVERIFY(q.tokensPerSecond.expected <= q.tokensPerSecond.high);
    }
    qInfo("expected tokens/s within x1.25: %d of %d (%.0f %%); within x1.5: %d (%.0f %%)", within125, total,
          100.0 * within125 / total, within150, 100.0 * within150 / total);
    QCOMPARE(kinds.size(), 4); // consumer, workstation, data centre and unified memory all measured
    QVERIFY(moe >= 8);
    QVERIFY(within125 >= 0.90 * total);
    // The rows beyond ×1.5 are each slower or faster than their family for a reason the estimate
    // cannot see (2023 builds on the A100 and H100, the Arc A770's 2024 runs, the lone Blackwell row);
    // docs/estimator.md names them.
    QVERIFY(within150 >= 0.96 * total);
}

void TestEstimator::kvCacheFromArchitecture()
{
    bool approximate = true;
    // 2 × 32 layers × 8 KV heads × 128 × 8192 tokens × 2 bytes = 1,073,741,824 bytes.
    QCOMPARE(Estimator::kvCacheGb(llama31_8b(), 8192, KvCachePrecision::F16, &approximate), 1.073741824);
    QVERIFY(!approximate);
    QVERIFY(qFuzzyCompare(Estimator::kvCacheGb(llama31_8b(), 8192, KvCachePrecision::Q8_0), 1.073741824 * 34 / 64));
    QVERIFY(qFuzzyCompare(Estimator::kvCacheGb(llama31_8b(), 8192, KvCachePrecision::Q4_0), 1.073741824 * 18 / 64));
}

void TestEstimator::kvCacheOfAHybridCountsItsAttentionLayers()
{
    // Qwen3.5-27B's shape: 64 layers, every fourth one with full attention (4 KV heads of 256); the
    // other 48 keep a Gated DeltaNet state of fixed size.
    ModelRecord hybrid = llama31_8b();
    hybrid.name = QStringLiteral("Hybrid 27B");
    hybrid.parameters = 27.8e9;
    hybrid.layers = 64;
    hybrid.attentionHeads = 24;
    hybrid.kvHeads = 4;
    hybrid.headDim = 256;
    hybrid.contextLength = 262144;
    ModelRecord everyLayer = hybrid;
    hybrid.attentionLayers = 16;
    bool approximate = true;
    // 2 × 16 × 4 × 256 × 8192 × 2 bytes = 536,870,912 bytes, a quarter of what 64 such layers keep.
    QCOMPARE(Estimator::kvCacheGb(hybrid, 8192, KvCachePrecision::F16, &approximate), 0.536870912);
    QVERIFY(!approximate);
    QCOMPARE(Estimator::kvCacheGb(everyLayer, 8192, KvCachePrecision::F16), 4 * 0.536870912);
    // The whole stack still counts for the speed (every layer runs for every token) ...
    QCOMPARE(Estimator::sizing(hybrid).layers, 64);
    // ... and at a long context the smaller cache lets more of it sit beside the weights.
    HardwareConfig h = on(QStringLiteral("NVIDIA GeForce RTX 4090"));
    h.contextLength = 131072;
    const QuantEstimate lean = Estimator::estimateAt(hybrid, h, Quantization::Type::Q4_K_M);
    const QuantEstimate full = Estimator::estimateAt(everyLayer, h, Quantization::Type::Q4_K_M);
    QVERIFY(qFuzzyCompare(lean.kvCacheGb * 4, full.kvCacheGb));
    QVERIFY(lean.totalGb < full.totalGb);
    QVERIFY(Estimator::usableContext(hybrid, h, Quantization::Type::Q4_K_M)
            > Estimator::usableContext(everyLayer, h, Quantization::Type::Q4_K_M));
}

void TestEstimator::kvCacheOfALatentIsOneLatentPerLayer()
{
    // DeepSeek-V3's shape: 61 layers of multi-head latent attention, 128 heads with keys of 128 + 64;
    // llama.cpp caches kv_lora_rank + qk_rope_head_dim = 512 + 64 values per token and layer.
    ModelRecord perHead = llama31_8b();
    perHead.name = QStringLiteral("Latent 671B");
    perHead.parameters = 671e9;
    perHead.activeParameters = 37e9;
    perHead.mixtureOfExperts = true;
    perHead.layers = 61;
    perHead.attentionHeads = 128;
    perHead.kvHeads = 128;
    perHead.headDim = 192;
    perHead.contextLength = 131072;
    ModelRecord latent = perHead;
    latent.kvLatentWidth = 576;
    bool approximate = true;
    // 61 × 576 × 8192 tokens × 2 bytes = 575,668,224 bytes: no factor 2, the values are read from the latent.
    QCOMPARE(Estimator::kvCacheGb(latent, 8192, KvCachePrecision::F16, &approximate), 0.575668224);
    QVERIFY(!approximate);
    QVERIFY(Estimator::sizing(latent).kvLatent);
    QVERIFY(qFuzzyCompare(Estimator::kvCacheGb(latent, 8192, KvCachePrecision::Q8_0), 0.575668224 * 34 / 64));
    // Without the key, unchanged: 2 × 61 × 128 × 192 × 8192 × 2 bytes, the per-head upper bound.
    QCOMPARE(Estimator::kvCacheGb(perHead, 8192, KvCachePrecision::F16, &approximate), 49.123688448);
    QVERIFY(!approximate);
    QVERIFY(!Estimator::sizing(perHead).kvLatent);
    // The query width is still the heads' (the prompt's attention work), and every layer still runs.
    QCOMPARE(Estimator::sizing(latent).queryWidth, 128 * 192);
    QCOMPARE(Estimator::sizing(latent).layers, 61);
    // On eight H100s the smaller cache is all the difference in memory, and a token reads less.
    const HardwareConfig h = on(QStringLiteral("NVIDIA H100 SXM5 80GB"), 8);
    const QuantEstimate lean = Estimator::estimateAt(latent, h, Quantization::Type::Q4_K_M);
    const QuantEstimate full = Estimator::estimateAt(perHead, h, Quantization::Type::Q4_K_M);
    QVERIFY(qFuzzyCompare(full.totalGb - lean.totalGb, full.kvCacheGb - lean.kvCacheGb));
    QVERIFY(lean.tokensPerSecond.expected > full.tokensPerSecond.expected);
    QVERIFY(Estimator::usableContext(latent, h, Quantization::Type::Q4_K_M)
            > Estimator::usableContext(perHead, h, Quantization::Type::Q4_K_M));

    // Entered by hand (--kv-latent-width): the layers and the width are all the cache needs.
    ModelRecord byHand;
    byHand.parameters = 671e9;
    byHand.modelAccessibility = QStringLiteral("Open weights (unrestricted)");
    byHand.layers = 61;
    byHand.kvLatentWidth = 576;
    QCOMPARE(Estimator::kvCacheGb(byHand, 8192, KvCachePrecision::F16, &approximate), 0.575668224);
    QVERIFY(!approximate);
}

void TestEstimator::kvCacheOfSlidingWindowLayersStopsAtTheWindow()
{
    // Gemma 3 27B's shape: 62 layers, five of each six attending to the last 1,024 tokens only
    // (10 full-attention layers), 16 KV heads of 128.
    ModelRecord gemma = llama31_8b();
    gemma.name = QStringLiteral("Window 27B");
    gemma.parameters = 27.4e9;
    gemma.layers = 62;
    gemma.kvHeads = 16;
    gemma.headDim = 128;
    ModelRecord everyLayer = gemma;
    gemma.attentionLayers = 10;
    gemma.slidingWindow = 1024;
    bool approximate = true;
    // 2 × 16 × 128 × 2 bytes × (10 × 131,072 + 52 × 1,024) = 11,173,625,856 bytes ...
    QCOMPARE(Estimator::kvCacheGb(gemma, 131072, KvCachePrecision::F16, &approximate), 11.173625856);
    QVERIFY(!approximate);
    // ... where every layer at the whole context would keep 62 × 131,072 × 8,192 bytes, six times as much.
    QCOMPARE(Estimator::kvCacheGb(everyLayer, 131072, KvCachePrecision::F16), 66.571993088);
    // Within the window every layer keeps every token: 62 × 512 × 8,192 bytes.
    QCOMPARE(Estimator::kvCacheGb(gemma, 512, KvCachePrecision::F16), 0.260046848);
    QCOMPARE(Estimator::kvCacheGb(gemma, 512, KvCachePrecision::F16), Estimator::kvCacheGb(everyLayer, 512, KvCachePrecision::F16));
    const ModelSizing s = Estimator::sizing(gemma);
    QCOMPARE(s.kvLayers, 10);
    QCOMPARE(s.windowLayers, 52);
    QCOMPARE(s.window, 1024);
    QCOMPARE(s.layers, 62);
    // A window without the full-attention layers it goes with is no window: the hybrid reading stays.
    ModelRecord hybrid = everyLayer;
    hybrid.attentionLayers = 10;
    QCOMPARE(Estimator::sizing(hybrid).windowLayers, 0);
    QCOMPARE(Estimator::kvCacheGb(hybrid, 131072, KvCachePrecision::F16), 10.0 * 131072 * 8192 / 1e9);
    // The context that fits in a given cache is the inverse of the sum, past the window and within it.
    for (const double gb : {0.1, 0.52, 2.0, 7.5}) {
        const int fits = Estimator::contextForKv(s, gb, KvCachePrecision::F16);
        QVERIFY2(Estimator::kvCacheGb(s, fits, KvCachePrecision::F16) <= gb
                     && Estimator::kvCacheGb(s, fits + 1, KvCachePrecision::F16) > gb,
                 qPrintable(QString::number(fits)));
    }
    // On a 24 GB card the much smaller cache leaves room for several times the context.
    HardwareConfig h = on(QStringLiteral("NVIDIA GeForce RTX 4090"));
    h.contextLength = 131072;
    const int windowed = Estimator::usableContext(gemma, h, Quantization::Type::Q4_K_M);
    const int full = Estimator::usableContext(everyLayer, h, Quantization::Type::Q4_K_M);
    QVERIFY2(full > 0 && windowed > 5 * full, qPrintable(QStringLiteral("%1 %2").arg(windowed).arg(full)));
    QVERIFY(Estimator::estimateAt(gemma, h, Quantization::Type::Q4_K_M).totalGb
            < Estimator::estimateAt(everyLayer, h, Quantization::Type::Q4_K_M).totalGb - 50);
}

void TestEstimator::slidingWindowLookBackIsTheExactMean()
{
    // Gemma 2 9B's shape: 42 layers, every other one attending to the last 4,096 tokens only, 16
    // query heads and 8 KV heads of 256.
    ModelRecord gemma = openModel(9.24e9, std::nullopt, 42);
    gemma.name = QStringLiteral("Window 9B");
    gemma.attentionHeads = 16;
    gemma.kvHeads = 8;
    gemma.headDim = 256;
    gemma.attentionLayers = 21;
    gemma.slidingWindow = 4096;
    gemma.contextLength = 8192;
    const ModelSizing s = Estimator::sizing(gemma);
    QCOMPARE(s.windowLayers, 21);

    // Token i looks back at min(i, 4,096): over an 8,192-token run that is 3,072 on average, not
    // the whole window (the formula before 2026-12-07), nor half the run.
    QCOMPARE(SpeedEstimator::meanLookBack(8192, 4096), 3072.0);
    QCOMPARE(SpeedEstimator::meanLookBack(2048, 4096), 1024.0);   // within the window: half the run
    QCOMPARE(SpeedEstimator::meanLookBack(8192), 4096.0);          // no window: half the run
    QCOMPARE(SpeedEstimator::meanLookBack(0, 4096), 0.0);
    // The formula is the mean of the sum, token by token, to within half a token.
    for (const int run : {1000, 4096, 5000, 8192, 131072}) {
        double sum = 0;
        for (int i = 0; i < run; ++i)
            sum += std::min(i, 4096);
        QVERIFY2(std::abs(sum / run - SpeedEstimator::meanLookBack(run, 4096)) <= 0.5, qPrintable(QString::number(run)));
    }

    // The prompt's attention work: 4 × query width (16 × 256) × (21 full layers × 4,096 + 21
    // windowed layers × 3,072) on top of 2 FLOP per weight.
    const double attention = 4.0 * 4096 * (21 * 4096.0 + 21 * 3072.0);
    QCOMPARE(SpeedEstimator::promptFlopsPerToken(s, 8192), 2 * 9.24e9 + attention);

    // Generation at a context of 8,192: each token reads, besides the weights, the same mean of
    // the KV cache, 2 × 8 × 256 × 2 bytes per cell.
    HardwareConfig h = on(QStringLiteral("NVIDIA GeForce RTX 4090"));
    h.contextLength = 8192;
    h.promptTokens = 8192;
    const QuantEstimate q = Estimator::estimateAt(gemma, h, Quantization::Type::Q4_K_M);
    const double cell = 2.0 * 8 * 256 * 2 / 1e9;
    QCOMPARE(Estimator::kvCellGb(s, KvCachePrecision::F16), cell);
    QVERIFY2(std::abs(q.basis.kvReadGb - cell * (21 * 4096.0 + 21 * 3072.0)) < 1e-9, qPrintable(QString::number(q.basis.kvReadGb)));
    QVERIFY(qFuzzyCompare(q.basis.bytesPerTokenGb, Estimator::activeWeightsGb(s, Quantization::Type::Q4_K_M) + q.basis.kvReadGb));
    QCOMPARE(q.basis.windowMeanLookBack, 3072.0);
    QCOMPARE(q.basis.meanLookBack, 4096.0);
    QCOMPARE(q.basis.promptWindowMeanLookBack, 3072.0);
    QCOMPARE(q.basis.promptFlopsPerToken, 2 * 9.24e9 + attention);
    // Half the context in the windowed layers (the old reading) would be a quarter more KV reads.
    QVERIFY(q.basis.kvReadGb < 0.9 * Estimator::kvCacheGb(s, 4096, KvCachePrecision::F16));
}

void TestEstimator::modelWithoutAttentionHasNoGrowingKvCache()
{
    // A pure state-space model (Falcon Mamba 7B): no attention layers, so no heads on record either.
    ModelRecord mamba = openModel(7.27e9);
    mamba.attentionLayers = 0;
    bool approximate = true;
    QCOMPARE(Estimator::kvCacheGb(mamba, 131072, KvCachePrecision::F16, &approximate), 0.0);
    QVERIFY(!approximate);
    const ModelSizing s = Estimator::sizing(mamba);
    QVERIFY(s.kvNone);
    QCOMPARE(s.kvLayers, 0);
    QVERIFY(s.layers > 0); // the stack still runs for every token
    // Without the mark it is a model of unknown shape, with an approximate cache.
    QVERIFY(Estimator::kvCacheGb(openModel(7.27e9), 131072, KvCachePrecision::F16, &approximate) > 1);
    QVERIFY(approximate);
    // Any context fits once the weights do: the model's maximum.
    HardwareConfig h = on(QStringLiteral("NVIDIA GeForce RTX 4090"));
    const QuantEstimate q = Estimator::estimateAt(mamba, h, Quantization::Type::Q4_K_M);
    QVERIFY(!q.kvApproximate);
    QCOMPARE(q.kvCacheGb, 0.0);
    QCOMPARE(Estimator::usableContext(mamba, h, Quantization::Type::Q4_K_M), s.maxContext);
    // Nothing cached per token and layer, nothing read back, no look-back of layers it does not have:
    // the basis shows these (--estimate --json), so no placeholder width may leak into them.
    QCOMPARE(Estimator::kvCellGb(s, KvCachePrecision::F16), 0.0);
    QCOMPARE(q.basis.kvReadGb, 0.0);
    QCOMPARE(q.basis.meanLookBack, 0.0);
    QCOMPARE(q.basis.promptMeanLookBack, 0.0);
    QVERIFY(std::isfinite(q.basis.promptFlopsPerToken) && q.basis.promptFlopsPerToken == 2 * 7.27e9);
    // A latent width given beside attention_layers 0 describes nothing: still no cache, no latent.
    mamba.layers = 64;
    mamba.kvLatentWidth = 512;
    QVERIFY(!Estimator::sizing(mamba).kvLatent);
    QCOMPARE(Estimator::kvCellGb(Estimator::sizing(mamba), KvCachePrecision::F16), 0.0);
}

void TestEstimator::kvCacheApproximateWithoutArchitecture()
{
    bool approximate = false;
    const double kv = Estimator::kvCacheGb(openModel(8.03e9), 8192, KvCachePrecision::F16, &approximate);
    QVERIFY(approximate);
    QVERIFY2(ratio(kv, 1.07) < 1.15, qPrintable(QString::number(kv))); // close to Llama 3 8B's real figure
    HardwareConfig h = on(QStringLiteral("NVIDIA GeForce RTX 4090"));
    QVERIFY(Estimator::estimateAt(openModel(8.03e9), h, Quantization::Type::Q4_K_M).kvApproximate);
    QVERIFY(!Estimator::estimateAt(llama31_8b(), h, Quantization::Type::Q4_K_M).kvApproximate);
}

void TestEstimator::unifiedMemoryShare()
{
    HardwareConfig big = on(QStringLiteral("Apple M3 Max (40-core GPU, 128 GB)"));
    QVERIFY(qFuzzyCompare(Estimator::usableGpuMemoryGb(big), 128 * 1.073741824 * 0.75));
    HardwareConfig small = on(QStringLiteral("Apple M1 (8-core GPU, 16 GB)"));
    QVERIFY(qFuzzyCompare(Estimator::usableGpuMemoryGb(small), 16 * 1.073741824 * 2 / 3));
    small.count = 4; // a Mac is one machine: the count does not add memory
    QVERIFY(qFuzzyCompare(Estimator::usableGpuMemoryGb(small), 16 * 1.073741824 * 2 / 3));
    small.unifiedGpuShare = 0.9;
    QVERIFY(qFuzzyCompare(Estimator::usableGpuMemoryGb(small), 16 * 1.073741824 * 0.9));
}

void TestEstimator::multiGpuMemoryAddsSpeedDoesNot()
{
    HardwareConfig one = on(QStringLiteral("NVIDIA GeForce RTX 4090"));
    HardwareConfig two = on(QStringLiteral("NVIDIA GeForce RTX 4090"), 2);
    QVERIFY(qFuzzyCompare(Estimator::usableGpuMemoryGb(two), 2 * Estimator::usableGpuMemoryGb(one)));
    const ModelRecord m = llama31_8b();
    QCOMPARE(Estimator::estimateAt(m, two, Quantization::Type::Q4_K_M).tokensPerSecond.expected,
             Estimator::estimateAt(m, one, Quantization::Type::Q4_K_M).tokensPerSecond.expected);
    ModelRecord big = openModel(70.55e9, std::nullopt, 80);
    QCOMPARE(Estimator::estimateAt(big, one, Quantization::Type::Q4_K_M).fit, FitLevel::Offload);
    // 43.2 GB weights + 2.7 GB KV at 8K + 2.2 GB overhead = 48.1 of 51.5 GB: runs, without headroom.
    QCOMPARE(Estimator::estimateAt(big, two, Quantization::Type::Q4_K_M).fit, FitLevel::Tight);
    QCOMPARE(Estimator::estimateAt(big, on(QStringLiteral("NVIDIA GeForce RTX 4090"), 3), Quantization::Type::Q4_K_M).fit,
             FitLevel::Gpu);
}

// The RTX 4090 Laptop GPU has 16 GB at 576 GB/s, the desktop RTX 4090 24 GB at 1,008 GB/s: a model
// that fits the desktop card entirely must not be said to fit the laptop's, nor run as fast there.
void TestEstimator::laptopGpuIsNotItsDesktopCard()
{
    const HardwareConfig desktop = on(QStringLiteral("NVIDIA GeForce RTX 4090"));
    const HardwareConfig laptop = on(QStringLiteral("NVIDIA GeForce RTX 4090 Laptop GPU"));
    QCOMPARE(laptop.device.name, QStringLiteral("NVIDIA GeForce RTX 4090 Laptop GPU"));
    QCOMPARE(laptop.device.memoryGb, 16.0);
    QVERIFY(qFuzzyCompare(Estimator::usableGpuMemoryGb(laptop), 16 * 1.073741824));
    // A 27B model at Q4_K_M (about 16.5 GB of weights, 19 GB in all at 8K): the desktop card holds it,
    // the laptop's does not.
    ModelRecord m = openModel(27e9, std::nullopt, 62);
    const QuantEstimate onDesktop = Estimator::estimateAt(m, desktop, Quantization::Type::Q4_K_M);
    const QuantEstimate onLaptop = Estimator::estimateAt(m, laptop, Quantization::Type::Q4_K_M);
    QVERIFY2(onDesktop.fit == FitLevel::Gpu || onDesktop.fit == FitLevel::Tight, qPrintable(Estimator::fitLevelName(onDesktop.fit)));
    QVERIFY2(onLaptop.fit == FitLevel::Offload || onLaptop.fit == FitLevel::TooLarge, qPrintable(Estimator::fitLevelName(onLaptop.fit)));
    // A model that fits both runs slower on the laptop's narrower memory.
    const ModelRecord small = llama31_8b();
    QVERIFY(Estimator::estimateAt(small, laptop, Quantization::Type::Q4_K_M).tokensPerSecond.expected
            < Estimator::estimateAt(small, desktop, Quantization::Type::Q4_K_M).tokensPerSecond.expected);
}

void TestEstimator::noEstimateForClosedOrUnknown()
{
    ModelRecord closed = llama31_8b();
    closed.modelAccessibility = QStringLiteral("API access");
    const Estimate e = Estimator::estimate(closed, on(QStringLiteral("NVIDIA H100 SXM5 80GB")));
    QVERIFY(!e.isValid());
    QCOMPARE(e.reason, NoEstimateReason::WeightsNotPublished);
    QVERIFY(e.quantizations.isEmpty());
    QVERIFY(!e.best);
    ModelRecord unknown = llama31_8b();
    unknown.parameters.reset();
    QCOMPARE(Estimator::estimate(unknown, on(QStringLiteral("NVIDIA L4"))).reason, NoEstimateReason::UnknownParameters);
    // A record silent on access is not a closed model (Word2Vec's vectors were released): its own reason,
    // whose words do not say the weights were withheld.
    ModelRecord unrecorded = llama31_8b();
    unrecorded.modelAccessibility.clear();
    QCOMPARE(Estimator::checkModel(unrecorded), NoEstimateReason::AccessNotOnRecord);
    QCOMPARE(Estimator::estimate(unrecorded, on(QStringLiteral("NVIDIA L4"))).reason, NoEstimateReason::AccessNotOnRecord);
    QCOMPARE(Estimator::sizing(unrecorded).reason, NoEstimateReason::AccessNotOnRecord);
    const QString unrecordedWhy = Estimator::noEstimateReasonText(NoEstimateReason::AccessNotOnRecord);
    QVERIFY2(unrecordedWhy.contains(QLatin1String("does not say whether the weights were ever published")), qPrintable(unrecordedWhy));
    QVERIFY2(!unrecordedWhy.contains(QLatin1String("never published")), qPrintable(unrecordedWhy));
    QCOMPARE(Estimator::noEstimateReasonText(QStringLiteral("Word2Vec (large)"), NoEstimateReason::AccessNotOnRecord),
             QStringLiteral("No estimate for Word2Vec (large): the record does not say whether the weights were ever "
                            "published, so there is nothing to base an estimate on."));
    // Every closed access on record is still "never published".
    for (const char *closedAccess : {"API access", "Hosted access (no API)", "Unreleased"}) {
        ModelRecord m = llama31_8b();
        m.modelAccessibility = QLatin1String(closedAccess);
        QCOMPARE(Estimator::checkModel(m), NoEstimateReason::WeightsNotPublished);
    }
}

// An image classifier, a diffusion model or a protein model gets no tokens per second: the figures
// are for models that write text. A maths language model filed under Mathematics alone does get them,
// and so does a model with no domain on record (one typed on the command line).
void TestEstimator::noEstimateForModelsThatDoNotWriteText()
{
    const HardwareConfig card = on(QStringLiteral("NVIDIA GeForce RTX 4090"));
    ModelRecord model = llama31_8b();
    for (const QStringList &domains : {QStringList{QStringLiteral("Vision")}, QStringList{QStringLiteral("Image generation")},
                                       QStringList{QStringLiteral("Biology")}, QStringList{QStringLiteral("Speech")},
                                       QStringList{QStringLiteral("Vision"), QStringLiteral("Video")}}) {
        model.domains = domains;
        const Estimate e = Estimator::estimate(model, card);
        QCOMPARE(e.reason, NoEstimateReason::NotTextGenerator);
        QVERIFY(e.quantizations.isEmpty());
        QCOMPARE(Estimator::sizing(model).reason, NoEstimateReason::NotTextGenerator);
    }
    for (const QStringList &domains : {QStringList{QStringLiteral("Language")}, QStringList{QStringLiteral("Mathematics")},
                                       QStringList{QStringLiteral("Vision"), QStringLiteral("Multimodal")}, QStringList()}) {
        model.domains = domains;
        QVERIFY2(Estimator::estimate(model, card).isValid(), qPrintable(domains.join(QLatin1Char(','))));
    }
    // A language model that writes no text (an encoder such as BERT, an embedding model) is marked so:
    // its domain would otherwise give it tokens per second it never produces.
    model.domains = {QStringLiteral("Language")};
    model.noTextOutput = true;
    QCOMPARE(Estimator::estimate(model, card).reason, NoEstimateReason::NotTextGenerator);
    QCOMPARE(Estimator::sizing(model).reason, NoEstimateReason::NotTextGenerator);
    QCOMPARE(Estimator::sizing(HardwareRecord(model).toRecord()).reason, NoEstimateReason::NotTextGenerator);
    model.noTextOutput = false;
    // Closed weights say so first, whatever the model does.
    model.domains = {QStringLiteral("Vision")};
    model.modelAccessibility = QStringLiteral("API access");
    QCOMPARE(Estimator::checkModel(model), NoEstimateReason::WeightsNotPublished);
}

void TestEstimator::fitLevelThresholds()
{
    QCOMPARE(Estimator::fitLevel(9.0, 10.0, 5.0), FitLevel::Gpu);
    QCOMPARE(Estimator::fitLevel(9.5, 10.0, 5.0), FitLevel::Tight);
    QCOMPARE(Estimator::fitLevel(10.0, 10.0, 5.0), FitLevel::Tight);
    QCOMPARE(Estimator::fitLevel(12.0, 10.0, 5.0), FitLevel::Offload);
    QCOMPARE(Estimator::fitLevel(15.01, 10.0, 5.0), FitLevel::TooLarge);
    QCOMPARE(Estimator::fitLevel(10.5, 10.0, 0.0), FitLevel::TooLarge);
}

void TestEstimator::bestQuantizationIsHighestThatFits()
{
    const ModelRecord m = llama31_8b();
    // 12 GB: Q8_0 (8.5 + 1.07 KV + 0.84 overhead = 10.4 GB of 12.9) is the best with headroom.
    Estimate e = Estimator::estimate(m, on(QStringLiteral("NVIDIA GeForce RTX 3060 12GB")));
    QCOMPARE(e.contextLength, 8192);
    // A dense model is not offered MXFP4 (llama.cpp quantizes only expert tensors to it).
    QCOMPARE(e.quantizations.size(), Quantization::all().size() - 1);
    QVERIFY(!e.at(Quantization::Type::MXFP4));
    QCOMPARE(e.at(Quantization::Type::F16)->fit, FitLevel::Offload);
    QVERIFY(e.best);
    QCOMPARE(Quantization::name(*e.best), QStringLiteral("Q8_0"));
    // 8 GB: Q6_K is tight (8.45 of 8.59 GB) and still counts as fitting.
    e = Estimator::estimate(m, on(QStringLiteral("NVIDIA GeForce RTX 4060")));
    QCOMPARE(e.at(Quantization::Type::Q6_K)->fit, FitLevel::Tight);
    QCOMPARE(Quantization::name(*e.best), QStringLiteral("Q6_K"));
    // Nothing fits on the GPU: the best is the highest that runs with offload.
    HardwareConfig tiny = on(QStringLiteral("NVIDIA GeForce GTX 1050"));
    tiny.systemRamGb = 16;
    e = Estimator::estimate(m, tiny);
    QCOMPARE(e.at(*e.best)->fit, FitLevel::Offload);
    QCOMPARE(Quantization::name(*e.best), QStringLiteral("Q8_0"));
}

void TestEstimator::mxfp4ForMixtureOfExperts()
{
    // gpt-oss-120b (model card: 116.8B parameters, 5.1B active) ships in MXFP4 and is sold as
    // "fits on a single 80 GB GPU".
    ModelRecord m;
    m.name = QStringLiteral("gpt-oss-120b");
    m.modelAccessibility = QStringLiteral("Open weights (unrestricted)");
    m.parameters = 116.83e9;
    m.activeParameters = 5.13e9;
    m.layers = 36;
    m.kvHeads = 8;
    m.headDim = 64;
    m.contextLength = 131072;
    const Estimate e = Estimator::estimate(m, on(QStringLiteral("NVIDIA H100 SXM5 80GB")));
    const QuantEstimate *mxfp4 = e.at(Quantization::Type::MXFP4);
    QVERIFY(mxfp4);
    QVERIFY(mxfp4->fit == FitLevel::Gpu || mxfp4->fit == FitLevel::Tight);
    // For a mixture not released in it, smaller than Q4_0 (4.6 bits), larger than Q3_K_M (4.0): in that
    // place in the list. (gpt-oss's own files keep their experts in MXFP4 in every type.)
    ModelRecord other = m;
    other.name = QStringLiteral("Some other mixture");
    const Estimate o = Estimator::estimate(other, on(QStringLiteral("NVIDIA H100 SXM5 80GB")));
    QVERIFY(o.at(Quantization::Type::MXFP4)->totalGb < o.at(Quantization::Type::Q4_0)->totalGb);
    QVERIFY(o.at(Quantization::Type::MXFP4)->totalGb > o.at(Quantization::Type::Q3_K_M)->totalGb);
    QCOMPARE(e.quantizations.size(), Quantization::all().size());
    QVERIFY(mxfp4->tokensPerSecond.expected > 0);
    // Released in MXFP4: nothing to gain from its widened F16 or Q8_0 files, so MXFP4 is the best
    // quantization wherever it runs on the GPU, even when Q8_0 would fit too.
    QCOMPARE(e.best, Quantization::Type::MXFP4);
    ModelRecord small = m;
    small.name = QStringLiteral("gpt-oss-20b");
    small.parameters = 20.91e9;
    small.activeParameters = 3.61e9;
    small.layers = 24;
    QCOMPARE(Estimator::estimate(small, on(QStringLiteral("NVIDIA H100 SXM5 80GB"))).best, Quantization::Type::MXFP4);
    // A model that was not released in MXFP4 keeps Q8_0 where it fits.
    small.name = QStringLiteral("Some other mixture");
    QCOMPARE(Estimator::estimate(small, on(QStringLiteral("NVIDIA H100 SXM5 80GB"))).best, Quantization::Type::F16);
    QCOMPARE(Quantization::fromName(QStringLiteral("mxfp4")), Quantization::Type::MXFP4);
}

void TestEstimator::offloadIsSlowAndTooLargeHasNoSpeed()
{
    HardwareConfig h = on(QStringLiteral("NVIDIA GeForce RTX 4090"));
    h.systemRamGb = 64;
    const ModelRecord big = openModel(70.55e9, std::nullopt, 80);
    const QuantEstimate q = Estimator::estimateAt(big, h, Quantization::Type::Q4_K_M);
    QCOMPARE(q.fit, FitLevel::Offload);
    QVERIFY(q.basis.offloadedShare > 0.3 && q.basis.offloadedShare < 0.6);
    QVERIFY2(q.tokensPerSecond.expected > 1 && q.tokensPerSecond.expected < 5, qPrintable(QString::number(q.tokensPerSecond.expected)));
    const QuantEstimate f16 = Estimator::estimateAt(big, h, Quantization::Type::F16);
    QCOMPARE(f16.fit, FitLevel::TooLarge);
    QCOMPARE(f16.tokensPerSecond.expected, 0.0);
}

void TestEstimator::usableContext()
{
    const ModelRecord m = llama31_8b();
    // 8 GB card: 8.59 GB − 4.92 weights − 0.70 overhead leaves ≈ 2.97 GB; 131,072 bytes per token.
    const int context = Estimator::usableContext(m, on(QStringLiteral("NVIDIA GeForce RTX 4060")), Quantization::Type::Q4_K_M);
    QVERIFY2(context > 21000 && context < 24000, qPrintable(QString::number(context)));
    // Capped at the model's documented maximum; zero when the weights alone do not fit.
    QCOMPARE(Estimator::usableContext(m, on(QStringLiteral("NVIDIA H100 SXM5 80GB")), Quantization::Type::Q4_K_M), 131072);
    QCOMPARE(Estimator::usableContext(m, on(QStringLiteral("NVIDIA GeForce RTX 4060")), Quantization::Type::F16), 0);
}

void TestEstimator::basisExplainsTheFigure()
{
    HardwareConfig h = on(QStringLiteral("NVIDIA GeForce RTX 3090"));
    h.contextLength = 512;
    const QuantEstimate q = Estimator::estimateAt(llama31_8b(), h, Quantization::Type::Q4_K_M);
    const SpeedBasis &b = q.basis;
    QCOMPARE(b.bandwidthGbs, 936.0);
    QCOMPARE(b.layers, 32);
    const double seconds = (b.bytesPerTokenGb / (b.efficiency * b.bandwidthGbs) + b.fixedMsPerToken / 1000) / b.profile.deviceFactor;
    QVERIFY(qFuzzyCompare(1.0 / seconds, q.tokensPerSecond.expected));
    // The RTX 3090 is measured: its own factor, its family's constants.
    QCOMPARE(b.profile.basis, SpeedProfile::Basis::Device);
    QCOMPARE(b.profile.family, QStringLiteral("nvidia-ampere"));
    QVERIFY(!SpeedEstimator::calibrationText(b).isEmpty());
    QVERIFY(SpeedEstimator::calibrationText(b).contains(QLatin1String("2025")));
    // Mixture of experts: only the active parameters are read per token.
    ModelRecord moe = openModel(46.7e9, 12.9e9, 32);
    const QuantEstimate mq = Estimator::estimateAt(moe, on(QStringLiteral("NVIDIA H100 SXM5 80GB")), Quantization::Type::Q4_K_M);
    QVERIFY(mq.basis.bytesPerTokenGb < 0.3 * mq.weightsGb);
    // The estimator keeps the last device's constants: another device, or the same name in another
    // family (a device the user typed), gets its own.
    QCOMPARE(mq.basis.profile.family, QStringLiteral("nvidia-datacenter"));
    HardwareConfig renamed = h;
    renamed.device.family = QStringLiteral("apple-m1");
    const QuantEstimate other = Estimator::estimateAt(llama31_8b(), renamed, Quantization::Type::Q4_K_M);
    QCOMPARE(other.basis.profile.family, QStringLiteral("apple-m1"));
    renamed.device.name = QStringLiteral("My M1");
    QCOMPARE(Estimator::estimateAt(llama31_8b(), renamed, Quantization::Type::Q4_K_M).basis.profile.basis,
             SpeedProfile::Basis::Family);
    QCOMPARE(Estimator::estimateAt(llama31_8b(), h, Quantization::Type::Q4_K_M).basis.profile.basis, SpeedProfile::Basis::Device);
    QCOMPARE(Estimator::estimateAt(llama31_8b(), h, Quantization::Type::Q4_K_M).tokensPerSecond.expected,
             q.tokensPerSecond.expected);
}

void TestEstimator::displayTextsExist()
{
    for (FitLevel level : {FitLevel::Gpu, FitLevel::Tight, FitLevel::ExpertOffload, FitLevel::Offload, FitLevel::TooLarge}) {
        QVERIFY(!Estimator::fitLevelName(level).isEmpty());
        QVERIFY(!Estimator::fitLevelDescription(level).isEmpty());
    }
    QVERIFY(Estimator::noEstimateReasonText(NoEstimateReason::None).isEmpty());
    QVERIFY(!Estimator::noEstimateReasonText(NoEstimateReason::WeightsNotPublished).isEmpty());
    QVERIFY(!Estimator::noEstimateReasonText(NoEstimateReason::AccessNotOnRecord).isEmpty());
    QVERIFY(!Estimator::noEstimateReasonText(NoEstimateReason::UnknownParameters).isEmpty());
    QVERIFY(!Estimator::noEstimateReasonText(NoEstimateReason::NotTextGenerator).isEmpty());
    for (auto kind : {HardwareDevice::Kind::Consumer, HardwareDevice::Kind::Workstation, HardwareDevice::Kind::Datacenter,
                      HardwareDevice::Kind::Unified, HardwareDevice::Kind::Laptop})
        QVERIFY(!HardwareDevice::kindName(kind).isEmpty());
}

void TestEstimator::everyShippedModelHasAnAnswer()
{
    // The hardware view runs the estimator over the whole catalogue: every model gets either a
    // reason or finite, ordered figures on every kind of device.
    ShippedCatalogue::Parsed parsed;
    QString error;
    QVERIFY2(ShippedCatalogue::load(&parsed, &error), qPrintable(error));
    int estimated = 0;
    for (const QString &device : {QStringLiteral("NVIDIA GeForce RTX 3060 12GB"), QStringLiteral("Apple M2 Max (38-core GPU, 96 GB)"),
                                  QStringLiteral("NVIDIA H100 SXM5 80GB")}) {
        const HardwareConfig h = on(device);
        for (const ModelRecord &m : std::as_const(parsed.models)) {
            const Estimate e = Estimator::estimate(m, h);
            if (!e.isValid()) {
                QVERIFY(!Estimator::noEstimateReasonText(e.reason).isEmpty());
                continue;
            }
            ++estimated;
            for (const QuantEstimate &q : e.quantizations) {
                QVERIFY2(std::isfinite(q.totalGb) && q.totalGb > q.weightsGb, qPrintable(m.name));
                QVERIFY2(std::isfinite(q.tokensPerSecond.expected) && q.tokensPerSecond.expected >= 0, qPrintable(m.name));
                QVERIFY(q.tokensPerSecond.low <= q.tokensPerSecond.expected && q.tokensPerSecond.expected <= q.tokensPerSecond.high);
            }
        }
    }
    QVERIFY(estimated > 3 * 150);
}

void TestEstimator::estimateBestAgreesWithEstimate()
{
    // The From hardware list uses the short path; it must choose and show exactly what the full
    // estimate (the model page, the command line) says, on every kind of machine and setting.
    ShippedCatalogue::Parsed parsed;
    QString error;
    QVERIFY2(ShippedCatalogue::load(&parsed, &error), qPrintable(error));
    QVector<HardwareConfig> configs;
    for (const QString &device : {QStringLiteral("NVIDIA GeForce GTX 1060 6GB"), QStringLiteral("NVIDIA GeForce RTX 3060 12GB"),
                                  QStringLiteral("NVIDIA GeForce RTX 4090"), QStringLiteral("Apple M2 Max (38-core GPU, 96 GB)"),
                                  QStringLiteral("NVIDIA H100 SXM5 80GB")})
        configs.append(on(device));
    configs.append(on(QStringLiteral("NVIDIA GeForce RTX 4090"), 4));
    HardwareConfig longContext = on(QStringLiteral("NVIDIA GeForce RTX 3090"));
    longContext.contextLength = 131072;
    longContext.kvPrecision = KvCachePrecision::Q8_0;
    longContext.systemRamGb = 8;
    configs.append(longContext);
    int compared = 0;
    for (const HardwareConfig &h : std::as_const(configs)) {
        for (const ModelRecord &m : std::as_const(parsed.models)) {
            const Estimate full = Estimator::estimate(m, h);
            const Estimate quick = Estimator::estimateBest(m, h);
            QCOMPARE(quick.reason, full.reason);
            if (!full.isValid())
                continue;
            ++compared;
            QCOMPARE(quick.best, full.best);
            QCOMPARE(quick.quantizations.size(), 1);
            const QuantEstimate &shown = full.best ? *full.at(*full.best) : full.quantizations.constLast();
            const QuantEstimate &q = quick.quantizations.constFirst();
            QCOMPARE(q.quantization, shown.quantization);
            QCOMPARE(q.totalGb, shown.totalGb);
            QCOMPARE(q.fit, shown.fit);
            QCOMPARE(q.tokensPerSecond.expected, shown.tokensPerSecond.expected);
            QCOMPARE(quick.usableGpuMemoryGb, full.usableGpuMemoryGb);
            QCOMPARE(quick.contextLength, full.contextLength);
        }
    }
    QVERIFY(compared > 7 * 300);
}

namespace {

ModelRecord gptOss120b()
{
    // Model card: 116.8B parameters, 5.1B active, 36 layers, 8 KV heads of 64, 131,072 tokens.
    ModelRecord m = openModel(116.83e9, 5.1e9, 36);
    m.name = QStringLiteral("gpt-oss-120b");
    m.attentionHeads = 64;
    m.kvHeads = 8;
    m.headDim = 64;
    m.contextLength = 131072;
    return m;
}

ModelRecord qwen3_235b()
{
    ModelRecord m = openModel(235e9, 22e9, 94);
    m.name = QStringLiteral("Qwen3-235B-A22B");
    m.attentionHeads = 64;
    m.kvHeads = 4;
    m.headDim = 128;
    m.contextLength = 131072;
    return m;
}

HardwareConfig withRam(HardwareConfig h, double ramGb, double bandwidthGbs)
{
    h.systemRamGb = ramGb;
    h.systemRamBandwidthGbs = bandwidthGbs;
    return h;
}

} // namespace

void TestEstimator::expertSplitFromRouting()
{
    // gpt-oss-120b routes 4 of 128 experts (config.json): experts = (116.83 − 5.1) / (1 − 4/128).
    const ModelSizing s = Estimator::sizing(gptOss120b());
    QVERIFY(s.experts.isValid());
    QVERIFY(!s.experts.approximate);
    QVERIFY(s.nativeMxfp4);
    QVERIFY(qFuzzyCompare(s.experts.expertParameters, (116.83e9 - 5.1e9) / (1.0 - 4.0 / 128.0)));
    QVERIFY(qFuzzyCompare(s.experts.sharedParameters + s.experts.expertParameters, 116.83e9));
    QVERIFY(qFuzzyCompare(s.experts.sharedParameters + s.experts.activeExpertParameters, 5.1e9));
    // The gpt-oss files: 59.02 GiB and 11.27 GiB, within 3 %.
    const double gib = 1073741824.0 / 1e9;
    QVERIFY(ratio(Estimator::weightsGb(s, Quantization::Type::MXFP4), 59.02 * gib) < 1.03);
    ModelRecord small = openModel(20.91e9, 3.61e9, 24);
    small.name = QStringLiteral("gpt-oss-20b");
    QVERIFY(ratio(Estimator::weightsGb(Estimator::sizing(small), Quantization::Type::MXFP4), 11.27 * gib) < 1.03);
    // Without the routing on record: one expert in 16 assumed, and said so.
    const ModelSizing unknown = Estimator::sizing(openModel(100e9, 10e9, 40));
    QVERIFY(unknown.experts.approximate);
    QVERIFY(qFuzzyCompare(unknown.experts.expertParameters, 90e9 / (1.0 - MoeArchitecture::assumedActiveShare)));
    // A dense model has no split.
    QVERIFY(!Estimator::sizing(llama31_8b()).experts.isValid());
    // On record as a mixture of experts without its active parameters: offered MXFP4 like any
    // mixture, every weight counted per token, and no split, so its overflow is whole layers.
    ModelRecord flagged = openModel(100e9, std::nullopt, 40);
    flagged.mixtureOfExperts = true;
    const ModelSizing f = Estimator::sizing(flagged);
    QVERIFY(f.mixtureOfExperts);
    QVERIFY(!f.experts.isValid());
    QCOMPARE(f.speedParameters, 100e9);
    QVERIFY(Quantization::forModel(f.mixtureOfExperts).contains(Quantization::Type::MXFP4));
    const HardwareConfig h = withRam(on(QStringLiteral("NVIDIA GeForce RTX 4090")), 128, 89.6);
    QCOMPARE(Estimator::estimateAt(flagged, h, Quantization::Type::Q4_K_M).fit, FitLevel::Offload);
    flagged.activeParameters = 10e9;
    QCOMPARE(Estimator::estimateAt(flagged, h, Quantization::Type::Q4_K_M).fit, FitLevel::ExpertOffload);
    // Flagged dense: no split even with a figure in the active-parameters field.
    flagged.mixtureOfExperts = false;
    QVERIFY(!Estimator::sizing(flagged).experts.isValid());
}

// llama.cpp keeps gpt-oss's expert tensors in MXFP4 whatever type a file is made in: its Q2_K, Q4_K_M,
// Q8_0 and F16 files of gpt-oss-120b all weigh about 61–65 GB, and of gpt-oss-20b about 11–14 GB. QA
// found Q2_K at 44.9 GB (and F16 at 227 GB) on the model page: every weight at the type's bits.
void TestEstimator::nativeMxfp4KeepsItsExpertsInEveryType()
{
    const ModelSizing big = Estimator::sizing(gptOss120b());
    ModelRecord small20b = openModel(20.91e9, 3.61e9, 24);
    small20b.name = QStringLiteral("gpt-oss-20b");
    const ModelSizing small = Estimator::sizing(small20b);
    QVERIFY(big.experts.expertsMxfp4 && small.experts.expertsMxfp4);
    const double mxfp4 = Estimator::weightsGb(big, Quantization::Type::MXFP4);
    for (const Quantization::Type t : Quantization::all()) {
        const double gb = Estimator::weightsGb(big, t);
        QVERIFY2(gb > 60 && gb < 66, qPrintable(QStringLiteral("%1: %2 GB").arg(Quantization::name(t)).arg(gb)));
        QVERIFY2(std::abs(gb / mxfp4 - 1) < 0.05, qPrintable(Quantization::name(t)));
        const double gb20 = Estimator::weightsGb(small, t);
        QVERIFY2(gb20 > 10.5 && gb20 < 14, qPrintable(QStringLiteral("%1: %2 GB").arg(Quantization::name(t)).arg(gb20)));
        // What a token reads keeps its experts in MXFP4 too: the speeds differ as little.
        QVERIFY(std::abs(Estimator::activeWeightsGb(big, t) / Estimator::activeWeightsGb(big, Quantization::Type::MXFP4) - 1) < 0.5);
        QCOMPARE(MoeArchitecture::expertBitsPerWeight(big.experts, t), 4.25);
    }
    // The shared part takes the type: F16 is the largest file, Q2_K the smallest.
    QVERIFY(Estimator::weightsGb(big, Quantization::Type::F16) > Estimator::weightsGb(big, Quantization::Type::Q2_K));
    // The case QA found: a 64 GB M2 Max cannot hold gpt-oss-120b at Q2_K on its GPU (61.9 GB of weights).
    const QuantEstimate q2 = Estimator::estimateAt(gptOss120b(), on(QStringLiteral("Apple M2 Max (38-core GPU, 64 GB)")),
                                                   Quantization::Type::Q2_K);
    QVERIFY2(q2.fit != FitLevel::Gpu && q2.fit != FitLevel::Tight, qPrintable(QString::number(q2.totalGb)));
    // The quality tiers stay those of the type (for the part it changes, an upper bound on the loss);
    // MXFP4, as released, loses nothing and comes first.
    QCOMPARE(Estimator::quality(big, Quantization::Type::Q2_K), Quantization::Quality::Large);
    QCOMPARE(Estimator::quality(big, Quantization::Type::MXFP4), Quantization::Quality::NearLossless);
    // A mixture not released in MXFP4 has its experts at the type's bits.
    ModelRecord other = gptOss120b();
    other.name = QStringLiteral("Some other mixture");
    const ModelSizing o = Estimator::sizing(other);
    QVERIFY(!o.experts.expertsMxfp4);
    QVERIFY(Estimator::weightsGb(o, Quantization::Type::Q2_K) < 0.8 * Estimator::weightsGb(o, Quantization::Type::MXFP4));
}

// The model page's "smallest common GPU that holds it" started at 12 GB: Llama 3.1-8B at Q2_K (under
// 5 GB) was sent to an RTX 3060 12GB.
void TestEstimator::smallestCommonGpuIncludesSmallCards()
{
    const QVector<const HardwareDevice *> devices = CommonGpus::devices();
    QVERIFY(devices.size() >= 11);
    QCOMPARE(devices.constFirst()->memoryGb, 4.0);
    for (int i = 1; i < devices.size(); ++i)
        QVERIFY(devices.at(i - 1)->memoryGb <= devices.at(i)->memoryGb);
    const auto smallest = [](const ModelRecord &m, Quantization::Type t) {
        const HardwareDevice *d = CommonGpus::smallestThatRuns(m, t);
        return d ? d->name : QString();
    };
    QCOMPARE(smallest(llama31_8b(), Quantization::Type::Q2_K), QStringLiteral("NVIDIA GeForce RTX 2060 6GB"));
    QCOMPARE(smallest(llama31_8b(), Quantization::Type::Q4_K_M), QStringLiteral("NVIDIA GeForce RTX 4060"));
    QCOMPARE(smallest(llama31_8b(), Quantization::Type::Q8_0), QStringLiteral("NVIDIA GeForce RTX 3060 12GB"));
    QCOMPARE(smallest(openModel(1.24e9, std::nullopt, 16), Quantization::Type::Q4_K_M), QStringLiteral("NVIDIA GeForce GTX 1650"));
}

// QA's case: Llama 3.1-8B on an 8 GB M1 at the default minimums (Good, 10 tokens/s). Neither Good
// type reaches 10 tokens/s; the closest is the faster of them, Q4_K_M, not Q5_K_M.
void TestEstimator::closestIsTheFastestAtTheMinimumQuality()
{
    Minimums minimums;
    minimums.quality = Quantization::Quality::Good;
    minimums.tokensPerSecond = 10;
    const HardwareConfig m1 = on(QStringLiteral("Apple M1 (8-core GPU, 8 GB)"));
    const UsableEstimate u = UsableQuantization::choose(Estimator::sizing(llama31_8b()), m1, minimums);
    QVERIFY(!u.meets);
    QCOMPARE(Quantization::name(u.shown.quantization), QStringLiteral("Q4_K_M"));
    QVERIFY(u.belowSpeed && !u.belowQuality);
    QVERIFY(u.shown.tokensPerSecond.expected
            > Estimator::estimateAt(llama31_8b(), m1, Quantization::Type::Q5_K_M).tokensPerSecond.expected);
}

// The rule of UsableQuantization, checked over models, devices and minimums: meets both (the
// estimator's best of those); else the fastest at the minimum quality; else, of the worse tiers, the
// estimator's best of those that reach the speed; else the fastest that runs.
void TestEstimator::closestFollowsOneRule()
{
    const QVector<ModelRecord> models{llama31_8b(), openModel(70.55e9, std::nullopt, 80), gptOss120b(), qwen3_235b(),
                                      openModel(27e9, std::nullopt, 62)};
    const QStringList devices{QStringLiteral("NVIDIA GeForce GTX 1650"), QStringLiteral("NVIDIA GeForce RTX 4060"),
                              QStringLiteral("NVIDIA GeForce RTX 3090"), QStringLiteral("Apple M1 (8-core GPU, 8 GB)"),
                              QStringLiteral("Apple M2 Max (38-core GPU, 64 GB)")};
    int closestCases = 0;
    for (const ModelRecord &model : models) {
        const ModelSizing sizing = Estimator::sizing(model);
        const QVector<Quantization::Type> &types = Quantization::forModel(sizing.mixtureOfExperts);
        for (const QString &device : devices) {
            for (const double ramGb : {16.0, 64.0}) {
                HardwareConfig h = on(device);
                h.systemRamGb = ramGb;
                for (const Quantization::Quality tier : Quantization::qualities()) {
                    for (const double speed : {0.0, 10.0, 40.0, 1000.0}) {
                        Minimums minimums;
                        minimums.quality = tier;
                        minimums.tokensPerSecond = speed;
                        const UsableEstimate u = UsableQuantization::choose(sizing, h, minimums);
                        const QString where = QStringLiteral("%1 on %2, %3 GB RAM, %4 at %5/s: %6")
                                                  .arg(model.name, device).arg(ramGb).arg(Quantization::qualityKey(tier))
                                                  .arg(speed).arg(Quantization::name(u.shown.quantization));
                        if (u.meets || !u.runs)
                            continue;
                        ++closestCases;
                        QVector<QuantEstimate> running, atQuality;
                        for (const Quantization::Type t : types) {
                            const QuantEstimate q = Estimator::estimateAt(sizing, h, t);
                            if (q.fit == FitLevel::TooLarge)
                                continue;
                            running.append(q);
                            if (minimums.accepts(q.quality))
                                atQuality.append(q);
                        }
                        QVERIFY2(u.shown.fit != FitLevel::TooLarge, qPrintable(where));
                        const auto fastest = [](const QVector<QuantEstimate> &list) {
                            double best = 0;
                            for (const QuantEstimate &q : list)
                                best = std::max(best, q.tokensPerSecond.expected);
                            return best;
                        };
                        if (!atQuality.isEmpty()) {
                            QVERIFY2(minimums.accepts(u.shown.quality), qPrintable(where));
                            QVERIFY2(u.shown.tokensPerSecond.expected == fastest(atQuality), qPrintable(where));
                            continue;
                        }
                        QVERIFY2(u.belowQuality, qPrintable(where));
                        bool someReach = false;
                        for (const QuantEstimate &q : running)
                            someReach = someReach || q.tokensPerSecond.expected >= speed;
                        if (!someReach) {
                            QVERIFY2(u.shown.tokensPerSecond.expected == fastest(running), qPrintable(where));
                            continue;
                        }
                        // The estimator's best (on the GPU first, then the highest tier) of those that reach it.
                        std::array<FitLevel, 16> reaching{};
                        for (int i = 0; i < types.size(); ++i) {
                            reaching[size_t(i)] = FitLevel::TooLarge;
                            for (const QuantEstimate &q : running) {
                                if (q.quantization == types.at(i) && q.tokensPerSecond.expected >= speed)
                                    reaching[size_t(i)] = q.fit;
                            }
                        }
                        const auto expected = Estimator::bestOf(types, reaching.data(), sizing.nativeMxfp4);
                        QVERIFY2(expected && u.shown.quantization == *expected, qPrintable(where));
                        QVERIFY2(u.shown.tokensPerSecond.expected >= speed, qPrintable(where));
                    }
                }
            }
        }
    }
    QVERIFY(closestCases > 20);
}

// The routing the twenty-third data pass added from the developers' configurations: without it these
// mixtures were split with the assumed one expert in 16, which misplaces the shared part (Mistral
// Small 4: none at all instead of 2.9B) and so misjudges which cards can offload the experts.
void TestEstimator::shippedRoutingOfRecentMixtures_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("experts");
    QTest::addColumn<int>("activeExperts");
    QTest::newRow("Mistral Small 4") << QStringLiteral("Mistral Small 4") << 128 << 4;
    QTest::newRow("Leanstral") << QStringLiteral("Leanstral") << 128 << 4;
    QTest::newRow("Qwen3-Next") << QStringLiteral("Qwen3-Next-80B-A3B") << 512 << 10;
    QTest::newRow("Qwen3.5-35B-A3B") << QStringLiteral("Qwen3.5-35B-A3B") << 256 << 8;
    QTest::newRow("Gemma 4 26B A4B") << QStringLiteral("Gemma 4 26B A4B") << 128 << 8;
    QTest::newRow("Nemotron 3 Nano") << QStringLiteral("NVIDIA-Nemotron-3-Nano-30B-A3B") << 128 << 6;
    QTest::newRow("Grok-1") << QStringLiteral("Grok-1") << 8 << 2;
    QTest::newRow("DeepSeek-V3.2") << QStringLiteral("DeepSeek-V3.2") << 256 << 8;
    QTest::newRow("Qwen3-30B-A3B 2507") << QStringLiteral("Qwen3-30B-A3B-Instruct-2507") << 128 << 8;
    // Rows read in the architecture reference file's rows of the developers' repositories.
    QTest::newRow("MiniMax-M2.5") << QStringLiteral("MiniMax-M2.5") << 256 << 8;
    QTest::newRow("Qwen3.5-397B-A17B") << QStringLiteral("Qwen3.5-397B-A17B") << 512 << 10;
    QTest::newRow("Qwen3-VL-30B-A3B") << QStringLiteral("Qwen3-VL-30B-A3B") << 128 << 8;
    QTest::newRow("OLMoE-1B-7B") << QStringLiteral("OLMoE-1B-7B") << 64 << 8;
    QTest::newRow("LFM2-8B-A1B") << QStringLiteral("LFM2-8B-A1B") << 32 << 4;
    QTest::newRow("MiniMax-Text-01") << QStringLiteral("MiniMax-Text-01") << 32 << 2;
    QTest::newRow("Arctic") << QStringLiteral("Arctic") << 128 << 2;
    // Names the twenty-fifth pass added to those rows, for entries that take the rows' networks.
    QTest::newRow("Granite 3.1 1B-A400M") << QStringLiteral("Granite 3.1 1B-A400M") << 32 << 8;
    QTest::newRow("Ling-mini-base-2.0-20T") << QStringLiteral("Ling-mini-base-2.0-20T") << 256 << 8;
    // The twenty-sixth pass: configurations and code of the developers (Tencent's Hunyuan-Large, Rhymes AI's
    // Aria, AI21's first Jamba for Jamba 1.5-Mini, IBM's Granite 3.0 3B-A800M for 3.1), Tencent's README and
    // the GGUF metadata of IBM's own Ollama upload of Granite-4.0-H-Small.
    QTest::newRow("Hunyuan-Large") << QStringLiteral("Hunyuan-Large") << 16 << 1;
    QTest::newRow("Aria") << QStringLiteral("Aria") << 64 << 6;
    QTest::newRow("Jamba 1.5-Mini") << QStringLiteral("Jamba 1.5-Mini") << 16 << 2;
    QTest::newRow("Granite 3.1 3B-A800M") << QStringLiteral("Granite 3.1 3B-A800M") << 40 << 8;
    QTest::newRow("Hunyuan-A13B") << QStringLiteral("Hunyuan-A13B") << 64 << 8;
    QTest::newRow("Granite-4.0-H-Small") << QStringLiteral("Granite-4.0-H-Small") << 72 << 10;
    // MiniMax's card of Text-01, the network M1 and VL-01 are built on, as their own documents say.
    QTest::newRow("MiniMax-M1-80k") << QStringLiteral("MiniMax-M1-80k") << 32 << 2;
    QTest::newRow("MiniMax-VL-01") << QStringLiteral("MiniMax-VL-01") << 32 << 2;
}

// Granite 3.1 1B-A400M once borrowed Granite 3.0's row; since IBM's own 3.1 configuration was read it has a
// row of its own, and the two releases' routing must stay the same (3.1 only extends 3.0's context).
void TestEstimator::granite31RoutingCitesItsOwnConfiguration()
{
    const auto own = MoeArchitecture::shipped().find(QStringLiteral("Granite 3.1 1B-A400M"));
    const auto base = MoeArchitecture::shipped().find(QStringLiteral("Granite 3.0 1B-A400M"));
    QVERIFY(own && base);
    QVERIFY2(own->source.contains(QLatin1String("granite-3.1-1b-a400m")), qPrintable(own->source));
    QCOMPARE(own->experts, base->experts);
    QCOMPARE(own->activeExperts, base->activeExperts);
}

void TestEstimator::shippedRoutingOfRecentMixtures()
{
    QFETCH(QString, name);
    QFETCH(int, experts);
    QFETCH(int, activeExperts);
    const auto routing = MoeArchitecture::shipped().find(name);
    QVERIFY2(routing, qPrintable(name));
    QCOMPARE(routing->experts, experts);
    QCOMPARE(routing->activeExperts, activeExperts);
    QVERIFY(routing->source.startsWith(QLatin1String("https://")));
    // A row's own checked date is documentation only: the loader still reads the row.
    MoeArchitecture a;
    QString error;
    QVERIFY2(a.loadFromJson(R"({"format":"model-atlas-moe-architecture","version":1,"models":[
        {"names":["X"],"experts":64,"active_experts":6,"checked":"2026-12-07","source":"https://example.org/c"}]})",
                            &error),
             qPrintable(error));
    QCOMPARE(a.find(QStringLiteral("X"))->activeExperts, 6);
}

void TestEstimator::expertOffloadFitLevel_data()
{
    QTest::addColumn<QString>("device");
    QTest::addColumn<double>("ramGb");
    QTest::addColumn<bool>("moe");
    QTest::addColumn<int>("expected");
    // gpt-oss-120b (MXFP4, 63 GB) on 24–32 GB cards with 64 GB or more of RAM: the shared part
    // (about 2 GB of weights, the KV cache and buffers) fits, the experts go to RAM.
    QTest::newRow("4090 + 64 GB") << QStringLiteral("NVIDIA GeForce RTX 4090") << 64.0 << true << int(FitLevel::ExpertOffload);
    QTest::newRow("5090 + 96 GB") << QStringLiteral("NVIDIA GeForce RTX 5090") << 96.0 << true << int(FitLevel::ExpertOffload);
    // Not enough RAM for the experts that do not fit: too large.
    QTest::newRow("4090 + 16 GB") << QStringLiteral("NVIDIA GeForce RTX 4090") << 16.0 << true << int(FitLevel::TooLarge);
    // Fits on the GPU: no offload at all.
    QTest::newRow("H100 80GB") << QStringLiteral("NVIDIA H100 SXM5 80GB") << 64.0 << true << int(FitLevel::Gpu);
    // Unified memory: the experts would sit in the same memory, so no expert offload; 63 GB is more
    // than a 64 GB Mac gives the GPU and the CPU together.
    QTest::newRow("M2 Max 64 GB") << QStringLiteral("Apple M2 Max (38-core GPU, 64 GB)") << 64.0 << true << int(FitLevel::TooLarge);
    // A dense model of the same size keeps the old level.
    QTest::newRow("dense 117B") << QStringLiteral("NVIDIA GeForce RTX 4090") << 96.0 << false << int(FitLevel::Offload);
}

void TestEstimator::expertOffloadFitLevel()
{
    QFETCH(QString, device);
    QFETCH(double, ramGb);
    QFETCH(bool, moe);
    QFETCH(int, expected);
    ModelRecord m = gptOss120b();
    if (!moe)
        m.activeParameters.reset();
    const HardwareConfig h = withRam(on(device), ramGb, 89.6);
    const QuantEstimate q = Estimator::estimateAt(m, h, moe ? Quantization::Type::MXFP4 : Quantization::Type::Q4_K_M);
    QCOMPARE(int(q.fit), expected);
    QVERIFY(qFuzzyCompare(q.gpuGb + q.ramGb + 1.0, (q.fit == FitLevel::TooLarge ? q.gpuGb : q.totalGb) + 1.0));
    if (q.fit == FitLevel::ExpertOffload) {
        // The GPU is filled, as llama.cpp's --n-cpu-moe is chosen to do; everything in RAM is expert weights,
        // and the shared part alone leaves the GPU its headroom.
        QVERIFY(qFuzzyCompare(q.gpuGb, Estimator::usableGpuMemoryGb(h)));
        QVERIFY(Estimator::sharedGb(Estimator::sizing(m), q.quantization, q.kvCacheGb)
                <= Estimator::usableGpuMemoryGb(h) * Estimator::headroomShare);
        QVERIFY(q.ramGb > 0 && q.ramGb <= MoeArchitecture::expertGb(Estimator::sizing(m).experts, q.quantization));
        QVERIFY(q.basis.expertShareInRam > 0.5 && q.basis.expertShareInRam < 1.0);
        // The best quantization of such a model is the highest that runs with its experts in RAM.
        const Estimate e = Estimator::estimate(m, h);
        QVERIFY(e.best);
        QCOMPARE(e.at(*e.best)->fit, FitLevel::ExpertOffload);
    }
}

void TestEstimator::expertOffloadSpeedSitsBetween()
{
    // Qwen3-235B-A22B at Q4_K_M (144 GB) on a 32 GB card with 192 GB of dual-channel DDR5-5600.
    const HardwareConfig h = withRam(on(QStringLiteral("NVIDIA GeForce RTX 5090")), 192, 89.6);
    const QuantEstimate moe = Estimator::estimateAt(qwen3_235b(), h, Quantization::Type::Q4_K_M);
    QCOMPARE(moe.fit, FitLevel::ExpertOffload);
    // Tokens read the active experts in RAM at RAM speed; the same model moved layer by layer reads
    // a share of every active weight from RAM and is slower.
    ModelRecord dense = qwen3_235b();
    dense.activeParameters.reset();
    QVERIFY(moe.basis.ramBytesPerTokenGb > 0);
    QVERIFY(moe.basis.ramBytesPerTokenGb < MoeArchitecture::activeExpertGb(Estimator::sizing(qwen3_235b()).experts, Quantization::Type::Q4_K_M));
    const double ramOnly = 1.0 / (moe.basis.ramBytesPerTokenGb / (SpeedModel::ramEfficiency * 89.6));
    QVERIFY(moe.tokensPerSecond.expected < ramOnly);
    QVERIFY2(moe.tokensPerSecond.expected > 3 && moe.tokensPerSecond.expected < 15,
             qPrintable(QString::number(moe.tokensPerSecond.expected)));
    // Faster RAM, faster tokens.
    const QuantEstimate faster = Estimator::estimateAt(qwen3_235b(), withRam(h, 192, 179.2), Quantization::Type::Q4_K_M);
    QVERIFY(faster.tokensPerSecond.expected > moe.tokensPerSecond.expected * 1.3);
    // A published run's own split (--n-cpu-moe) is honoured.
    HardwareConfig forced = h;
    forced.cpuMoeLayers = 94;
    const QuantEstimate all = Estimator::estimateAt(qwen3_235b(), forced, Quantization::Type::Q4_K_M);
    QVERIFY(qFuzzyCompare(all.basis.expertShareInRam, 1.0));
    QVERIFY(all.tokensPerSecond.expected < moe.tokensPerSecond.expected);
}

void TestEstimator::bestOfRanksByQualityThenPlacement_data()
{
    // Fits per type of Quantization::all(): F16, Q8_0, Q6_K, Q5_K_M, Q4_K_M, Q4_0, MXFP4, Q3_K_M, Q2_K.
    // G = GPU, T = tight, E = experts in RAM, O = layers in RAM, X = too large.
    QTest::addColumn<QString>("fits");
    QTest::addColumn<bool>("native");
    QTest::addColumn<int>("expected"); // -1: nothing runs
    using T = Quantization::Type;
    QTest::newRow("everything fits") << QStringLiteral("GGGGGGGGG") << false << int(T::F16);
    QTest::newRow("tight counts as the GPU") << QStringLiteral("TGGGGGGGG") << false << int(T::F16);
    QTest::newRow("largest that fits") << QStringLiteral("XXGGGGGGG") << false << int(T::Q6_K);
    // Q4_0, MXFP4 (requantized) and Q3_K_M share the noticeable tier: the most bits wins.
    QTest::newRow("within a tier, the most bits") << QStringLiteral("XXXXXGGGG") << false << int(T::Q4_0);
    QTest::newRow("requantized MXFP4 over Q3_K_M") << QStringLiteral("XXXXXXGGG") << false << int(T::MXFP4);
    QTest::newRow("tier before bits") << QStringLiteral("XXXXXGGGG") << true << int(T::MXFP4);
    QTest::newRow("native MXFP4 first") << QStringLiteral("GGGGGGGGG") << true << int(T::MXFP4);
    QTest::newRow("native MXFP4 too large") << QStringLiteral("GGGGGGXGG") << true << int(T::F16);
    // Any fit on the GPU beats experts in RAM, which beat layers in RAM, whatever the quality.
    QTest::newRow("GPU over expert offload") << QStringLiteral("EEEEEEEEG") << false << int(T::Q2_K);
    QTest::newRow("expert offload over layers") << QStringLiteral("OOOOEXXXX") << false << int(T::Q4_K_M);
    QTest::newRow("layers in RAM, best quality") << QStringLiteral("XOOOOOOOO") << false << int(T::Q8_0);
    QTest::newRow("nothing runs") << QStringLiteral("XXXXXXXXX") << false << -1;
}

void TestEstimator::bestOfRanksByQualityThenPlacement()
{
    QFETCH(QString, fits);
    QFETCH(bool, native);
    QFETCH(int, expected);
    const QVector<Quantization::Type> &types = Quantization::all();
    QCOMPARE(fits.size(), types.size());
    QVector<FitLevel> levels;
    for (QChar c : std::as_const(fits)) {
        const char l = c.toLatin1();
        levels.append(l == 'G' ? FitLevel::Gpu
                      : l == 'T' ? FitLevel::Tight
                      : l == 'E' ? FitLevel::ExpertOffload
                      : l == 'O' ? FitLevel::Offload
                                 : FitLevel::TooLarge);
    }
    const std::optional<Quantization::Type> best = Estimator::bestOf(types, levels.constData(), native);
    QCOMPARE(best.has_value(), expected >= 0);
    if (best)
        QCOMPARE(int(*best), expected);
}

void TestEstimator::qualityTiers_data()
{
    QTest::addColumn<int>("type");
    QTest::addColumn<bool>("native");
    QTest::addColumn<QString>("key");
    QTest::newRow("F16") << int(Quantization::Type::F16) << false << QStringLiteral("near_lossless");
    QTest::newRow("Q8_0") << int(Quantization::Type::Q8_0) << false << QStringLiteral("near_lossless");
    QTest::newRow("Q6_K") << int(Quantization::Type::Q6_K) << false << QStringLiteral("near_lossless");
    QTest::newRow("Q5_K_M") << int(Quantization::Type::Q5_K_M) << false << QStringLiteral("good");
    QTest::newRow("Q4_K_M") << int(Quantization::Type::Q4_K_M) << false << QStringLiteral("good");
    QTest::newRow("Q4_0") << int(Quantization::Type::Q4_0) << false << QStringLiteral("noticeable");
    QTest::newRow("Q3_K_M") << int(Quantization::Type::Q3_K_M) << false << QStringLiteral("noticeable");
    QTest::newRow("Q2_K") << int(Quantization::Type::Q2_K) << false << QStringLiteral("large");
    QTest::newRow("MXFP4 requantized") << int(Quantization::Type::MXFP4) << false << QStringLiteral("noticeable");
    QTest::newRow("MXFP4 as released") << int(Quantization::Type::MXFP4) << true << QStringLiteral("near_lossless");
}

void TestEstimator::qualityTiers()
{
    QFETCH(int, type);
    QFETCH(bool, native);
    QFETCH(QString, key);
    const auto t = Quantization::Type(type);
    QCOMPARE(Quantization::qualityKey(Quantization::quality(t, native)), key);
    QVERIFY(!Quantization::qualityName(Quantization::quality(t, native)).isEmpty());
    QVERIFY(!Quantization::qualityDescription(Quantization::quality(t, native)).isEmpty());
    // The estimate carries the tier of its quantization for its model.
    ModelRecord m = native ? gptOss120b() : llama31_8b();
    if (t == Quantization::Type::MXFP4 && !native)
        m = openModel(100e9, 10e9, 40);
    QCOMPARE(Estimator::estimateAt(m, on(QStringLiteral("NVIDIA H100 SXM5 80GB")), t).quality, Quantization::quality(t, native));
    // Higher quality never comes with a larger loss figure.
    const auto all = Quantization::all();
    for (int i = 1; i < all.size(); ++i) {
        const auto a = Quantization::perplexityIncrease(all.at(i - 1)), b = Quantization::perplexityIncrease(all.at(i));
        if (a && b)
            QVERIFY(*a <= *b);
    }
}

void TestEstimator::promptSpeedAndFirstToken()
{
    HardwareConfig h = on(QStringLiteral("NVIDIA GeForce RTX 4090"));
    QCOMPARE(h.promptTokens, 2048);
    const QuantEstimate q = Estimator::estimateAt(llama31_8b(), h, Quantization::Type::Q4_K_M);
    // Quantized weights on an NVIDIA card use its INT8 tensor cores; F16 weights its FP16 rate.
    QVERIFY(q.basis.int8);
    QCOMPARE(q.basis.computeTflops, 660.6);
    QVERIFY(!Estimator::estimateAt(llama31_8b(), h, Quantization::Type::F16).basis.int8);
    // Compute-bound: FLOP per token over the calibrated share of the peak (and the card's own factor).
    QCOMPARE(q.basis.promptEfficiency, q.basis.profile.promptInt8);
    QVERIFY(qFuzzyCompare(q.basis.promptTflops, q.basis.promptEfficiency * q.basis.computeTflops * q.basis.profile.promptFactor));
    const double expected = q.basis.promptTflops * 1e12 / q.basis.promptFlopsPerToken;
    QVERIFY(qFuzzyCompare(q.promptTokensPerSecond.expected, expected));
    QVERIFY(q.promptTokensPerSecond.low < q.promptTokensPerSecond.expected);
    QVERIFY(q.promptTokensPerSecond.expected < q.promptTokensPerSecond.high);
    QVERIFY(q.basis.promptFlopsPerToken > 2 * 8.03e9);
    // Time to first token: the prompt at that speed, plus one generated token.
    QVERIFY(qFuzzyCompare(q.timeToFirstTokenS, 2048 / q.promptTokensPerSecond.expected + 1 / q.tokensPerSecond.expected));
    h.promptTokens = 8192;
    const QuantEstimate longer = Estimator::estimateAt(llama31_8b(), h, Quantization::Type::Q4_K_M);
    QVERIFY(longer.timeToFirstTokenS > 3.5 * q.timeToFirstTokenS);
    // Weights in system RAM cross PCIe for every batch: prompt processing slows down.
    HardwareConfig small = on(QStringLiteral("NVIDIA GeForce RTX 4060"));
    small.systemRamGb = 64;
    const QuantEstimate offload = Estimator::estimateAt(llama31_8b(), small, Quantization::Type::F16);
    QCOMPARE(offload.fit, FitLevel::Offload);
    QVERIFY(offload.basis.transferGbPerBatch > 0);
    QVERIFY(offload.promptTokensPerSecond.expected < 0.5 * Estimator::estimateAt(llama31_8b(), small, Quantization::Type::Q4_K_M)
                                                               .promptTokensPerSecond.expected);
    // No published throughput (Apple M3): the family's measured FLOP per byte of memory bandwidth.
    const QuantEstimate mac = Estimator::estimateAt(llama31_8b(), on(QStringLiteral("Apple M3 (10-core GPU, 8 GB)")),
                                                    Quantization::Type::Q4_K_M);
    QCOMPARE(mac.basis.computeTflops, 0.0);
    QCOMPARE(mac.basis.promptEfficiency, 0.0);
    QCOMPARE(mac.basis.profile.family, QStringLiteral("apple-m3"));
    QVERIFY(mac.basis.profile.promptPerByte > 0);
    QVERIFY(qFuzzyCompare(mac.basis.promptTflops, mac.basis.profile.promptPerByte * 100 / 1000 * mac.basis.profile.promptFactor));
    QVERIFY(qFuzzyCompare(mac.promptTokensPerSecond.expected, mac.basis.promptTflops * 1e12 / mac.basis.promptFlopsPerToken));
    QVERIFY(mac.timeToFirstTokenS > 2048 / mac.promptTokensPerSecond.expected);
    // Within a family it follows the bandwidth: the M3 Pro's 150 GB/s against the M3's 100.
    const QuantEstimate pro = Estimator::estimateAt(llama31_8b(), on(QStringLiteral("Apple M3 Pro (18-core GPU, 18 GB)")),
                                                    Quantization::Type::Q4_K_M);
    QVERIFY(qFuzzyCompare(pro.promptTokensPerSecond.expected / mac.promptTokensPerSecond.expected, 1.5));
    // A device without a family or a published peak takes the general model's FLOP per byte.
    HardwareConfig custom;
    custom.device.name = QStringLiteral("My accelerator");
    custom.device.memoryGb = 48;
    custom.device.bandwidthGbs = 500;
    const QuantEstimate mine = Estimator::estimateAt(llama31_8b(), custom, Quantization::Type::Q4_K_M);
    QVERIFY(qFuzzyCompare(mine.basis.promptTflops, SpeedCalibration::shipped().general.promptPerByte * 0.5));
    QVERIFY(mine.promptTokensPerSecond.expected > 0);
}

// A mixture of experts' prompt was costed like a dense model of its active size, two to three times
// faster than llama.cpp runs it: each routed expert sees only batch × k/E of a batch's tokens, too few
// to fill the matrix units (docs/estimator.md, and tst_calibration against the published runs).
void TestEstimator::mixtureOfExpertsPromptPaysPerExpert()
{
    ModelRecord moe = openModel(30.53e9, 3.3e9, 48);
    moe.name = QStringLiteral("Qwen3-30B-A3B"); // 8 of 128 experts, on record
    const ModelSizing sizing = Estimator::sizing(moe);
    const HardwareConfig h = on(QStringLiteral("NVIDIA GeForce RTX 4090"));
    const QuantEstimate m = Estimator::estimateAt(moe, h, Quantization::Type::Q4_K_M);
    const QuantEstimate d = Estimator::estimateAt(openModel(3.3e9, std::nullopt, 48), h, Quantization::Type::Q4_K_M);
    // llama.cpp's default batch of 512: 512 × 8/128 = 32 tokens per expert.
    QCOMPARE(m.basis.promptBatch, 512);
    QVERIFY(qFuzzyCompare(m.basis.tokensPerExpert, 32.0));
    const double expertFlops = 2 * sizing.experts.activeExpertParameters;
    QVERIFY(qFuzzyCompare(m.basis.promptExpertFlopsPerToken, expertFlops));
    const double half = SpeedCalibration::shipped().promptExpertHalfTokens;
    const double efficiency = SpeedCalibration::shipped().promptExpertEfficiency;
    QVERIFY(half > 0 && efficiency > 0 && efficiency < 1);
    QVERIFY(qFuzzyCompare(m.basis.promptExpertShare, efficiency * 32 / (32 + half)));
    // The dense part at the throughput, the expert products at their share of it.
    const double flops = m.basis.promptFlopsPerToken - expertFlops + expertFlops / m.basis.promptExpertShare;
    QVERIFY(qFuzzyCompare(m.promptTokensPerSecond.expected, m.basis.promptTflops * 1e12 / flops));
    // Slower than a dense model of its active size on the same card (the old formula: the same speed).
    QCOMPARE(d.basis.promptExpertFlopsPerToken, 0.0);
    QCOMPARE(d.basis.promptExpertShare, 1.0);
    QVERIFY2(m.promptTokensPerSecond.expected < 0.8 * d.promptTokensPerSecond.expected,
             qPrintable(QStringLiteral("%1 against %2").arg(m.promptTokensPerSecond.expected).arg(d.promptTokensPerSecond.expected)));
    // A larger batch gives each expert more tokens and comes closer to the dense throughput; a prompt
    // shorter than a batch is its own batch.
    HardwareConfig large = h;
    large.promptBatch = 2048;
    QVERIFY(Estimator::estimateAt(moe, large, Quantization::Type::Q4_K_M).promptTokensPerSecond.expected
            > m.promptTokensPerSecond.expected);
    HardwareConfig shortPrompt = h;
    shortPrompt.promptTokens = 100;
    QCOMPARE(Estimator::estimateAt(moe, shortPrompt, Quantization::Type::Q4_K_M).basis.promptBatch, 100);
    QCOMPARE(SpeedModel::promptExpertShare(32, 0, 1), 1.0);
    QCOMPARE(SpeedModel::promptExpertShare(32, 32, 1), 0.5);
    QCOMPARE(SpeedModel::promptExpertShare(32, 32, 0.5), 0.25);
}

void TestEstimator::speedTextNeverRepeatsOneFigure()
{
    // Issue 15: a speed whose range rounds to one figure reads "5", not "5–5 (5)" (Kimi Linear).
    QCOMPARE(EstimateReport::speedText(SpeedRange{4.8, 5.1, 5.2}), QStringLiteral("5"));
    QCOMPARE(EstimateReport::speedText(SpeedRange{32, 41, 49}), QStringLiteral("32–49 (41)"));
    QCOMPARE(EstimateReport::speedText(SpeedRange{}), QStringLiteral("—"));
}

// A first token after 0.03 s read "0" (one decimal), as if it cost nothing or the figure were missing.
void TestEstimator::firstTokenUnderATenthIsNotZero()
{
    QCOMPARE(EstimateReport::secondsText(0.03), QStringLiteral("< 0.1"));
    QCOMPARE(EstimateReport::secondsText(0.03, true), QStringLiteral("< 0.1"));
    QCOMPARE(EstimateReport::secondsText(0.05), QStringLiteral("0.1"));
    QCOMPARE(EstimateReport::secondsText(0.24), QStringLiteral("0.2"));
    QCOMPARE(EstimateReport::secondsText(12.4), QStringLiteral("12"));
    QCOMPARE(EstimateReport::secondsText(0), QStringLiteral("—"));
}

QTEST_GUILESS_MAIN(TestEstimator)
#include "tst_estimator.moc"
