// The estimator against published measurements (tests/data/llamacpp_*.csv: GGUF file sizes and
// llama.cpp generation speeds, each row with its source) and its rules one by one. The accuracy
// targets are the ones issue #4 sets; the tables are printed so a reader can see every miss.
#include "CsvReader.h"
#include "Estimator.h"
#include "HardwareCatalogue.h"
#include "ShippedCatalogue.h"

#include <QDir>
#include <QFile>
#include <QTest>

#include <cmath>

namespace {

using Row = QHash<QString, QString>;

QVector<Row> readData(const QString &name)
{
    QVector<Row> rows;
    QFile file(QDir(QStringLiteral(ATLAS_SOURCE_DIR)).filePath(QStringLiteral("tests/data/") + name));
    if (!file.open(QIODevice::ReadOnly))
        return rows;
    CsvReader reader(&file);
    QStringList header, fields;
    reader.readRow(&header);
    while (reader.readRow(&fields) == CsvReader::Status::Row) {
        Row row;
        for (int i = 0; i < header.size() && i < fields.size(); ++i)
            row.insert(header.at(i), fields.at(i).trimmed());
        rows.append(row);
    }
    return rows;
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

double ratio(double a, double b)
{
    return a > b ? a / b : b / a;
}

} // namespace

class TestEstimator : public QObject
{
    Q_OBJECT

private slots:
    void weightsMatchPublishedFiles();
    void speedMatchesMeasurements();
    void kvCacheFromArchitecture();
    void kvCacheApproximateWithoutArchitecture();
    void unifiedMemoryShare();
    void multiGpuMemoryAddsSpeedDoesNot();
    void noEstimateForClosedOrUnknown();
    void fitLevelThresholds();
    void bestQuantizationIsHighestThatFits();
    void mxfp4ForMixtureOfExperts();
    void estimateBestAgreesWithEstimate();
    void offloadIsSlowAndTooLargeHasNoSpeed();
    void usableContext();
    void basisExplainsTheFigure();
    void displayTextsExist();
    void everyShippedModelHasAnAnswer();
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
    const QVector<Row> rows = readData(QStringLiteral("llamacpp_speeds.csv"));
    QVERIFY2(rows.size() >= 40, qPrintable(QString::number(rows.size())));
    int within125 = 0, within150 = 0, total = 0, moe = 0;
    QSet<HardwareDevice::Kind> kinds;
    qInfo("%-38s %2s %-15s %-7s %8s %8s %6s", "device", "n", "model", "quant", "measured", "expected", "ratio");
    for (const Row &r : rows) {
        const QString device = r.value(QStringLiteral("device"));
        QVERIFY2(HardwareCatalogue::shipped().find(device), qPrintable(device));
        QVERIFY2(r.value(QStringLiteral("source")).startsWith(QLatin1String("https://")), "every row names its source");
        const auto type = Quantization::fromName(r.value(QStringLiteral("quant")));
        QVERIFY2(type, qPrintable(r.value(QStringLiteral("quant"))));
        bool hasActive = false;
        const double active = r.value(QStringLiteral("active_parameters")).toDouble(&hasActive);
        ModelRecord m = openModel(r.value(QStringLiteral("parameters")).toDouble(),
                                  hasActive ? std::optional<double>(active) : std::nullopt,
                                  r.value(QStringLiteral("layers")).toInt());
        HardwareConfig h = on(device, r.value(QStringLiteral("count")).toInt());
        h.contextLength = 512; // llama-bench tg128/tg512 start from an empty cache
        h.systemRamGb = 64;
        const QuantEstimate q = Estimator::estimateAt(m, h, *type);
        const double measured = r.value(QStringLiteral("tokens_per_s")).toDouble();
        const double x = ratio(q.tokensPerSecond.expected, measured);
        ++total;
        within125 += x <= 1.25 ? 1 : 0;
        within150 += x <= 1.5 ? 1 : 0;
        moe += hasActive ? 1 : 0;
        kinds.insert(h.device.kind);
        qInfo("%-38s %2d %-15s %-7s %8.1f %8.1f %6.2f%s", qPrintable(device), h.count,
              qPrintable(r.value(QStringLiteral("model"))), qPrintable(Quantization::name(*type)), measured,
              q.tokensPerSecond.expected, q.tokensPerSecond.expected / measured, x > 1.25 ? "  MISS" : "");
        QVERIFY(q.tokensPerSecond.low <= q.tokensPerSecond.expected);
        QVERIFY(q.tokensPerSecond.expected <= q.tokensPerSecond.high);
    }
    qInfo("expected tokens/s within x1.25: %d of %d (%.0f %%); within x1.5: %d (%.0f %%)", within125, total,
          100.0 * within125 / total, within150, 100.0 * within150 / total);
    QCOMPARE(kinds.size(), 4); // consumer, workstation, data centre and unified memory all measured
    QVERIFY(moe >= 3);
    QVERIFY(within125 >= 0.80 * total);
    QVERIFY(within150 >= 0.95 * total);
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
    ModelRecord unrecorded = llama31_8b();
    unrecorded.modelAccessibility.clear();
    QCOMPARE(Estimator::checkModel(unrecorded), NoEstimateReason::WeightsNotPublished);
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
    // Smaller than Q4_0 (4.6 bits), larger than Q3_K_M (4.0): in that place in the list.
    QVERIFY(mxfp4->totalGb < e.at(Quantization::Type::Q4_0)->totalGb);
    QVERIFY(mxfp4->totalGb > e.at(Quantization::Type::Q3_K_M)->totalGb);
    QCOMPARE(e.quantizations.size(), Quantization::all().size());
    QVERIFY(mxfp4->tokensPerSecond.expected > 0);
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
    const double seconds = b.bytesPerTokenGb / (b.efficiency * b.bandwidthGbs) + b.fixedMsPerToken / 1000;
    QVERIFY(qFuzzyCompare(1.0 / seconds, q.tokensPerSecond.expected));
    // Mixture of experts: only the active parameters are read per token.
    ModelRecord moe = openModel(46.7e9, 12.9e9, 32);
    const QuantEstimate mq = Estimator::estimateAt(moe, on(QStringLiteral("NVIDIA H100 SXM5 80GB")), Quantization::Type::Q4_K_M);
    QVERIFY(mq.basis.bytesPerTokenGb < 0.3 * mq.weightsGb);
}

void TestEstimator::displayTextsExist()
{
    for (FitLevel level : {FitLevel::Gpu, FitLevel::Tight, FitLevel::Offload, FitLevel::TooLarge}) {
        QVERIFY(!Estimator::fitLevelName(level).isEmpty());
        QVERIFY(!Estimator::fitLevelDescription(level).isEmpty());
    }
    QVERIFY(Estimator::noEstimateReasonText(NoEstimateReason::None).isEmpty());
    QVERIFY(!Estimator::noEstimateReasonText(NoEstimateReason::WeightsNotPublished).isEmpty());
    QVERIFY(!Estimator::noEstimateReasonText(NoEstimateReason::UnknownParameters).isEmpty());
    for (auto kind : {HardwareDevice::Kind::Consumer, HardwareDevice::Kind::Workstation, HardwareDevice::Kind::Datacenter,
                      HardwareDevice::Kind::Unified})
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

QTEST_GUILESS_MAIN(TestEstimator)
#include "tst_estimator.moc"
