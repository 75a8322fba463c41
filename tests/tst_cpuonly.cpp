// A computer without a GPU (HardwareDevice::cpuOnly): the fit in system RAM, the speed from its
// bandwidth, the choice remembered in the settings, and --hardware cpu / --runs-on cpu.
#include "EstimateReport.h"
#include "HardwareChoice.h"
#include "ProgramRun.h"
#include "RunsOnList.h"
#include "Settings.h"
#include "SpeedEstimator.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

namespace {

ModelRecord dense(double parameters, int layers)
{
    ModelRecord m;
    m.name = QStringLiteral("Dense %1B").arg(parameters / 1e9);
    m.parameters = parameters;
    m.layers = layers;
    m.kvHeads = 8;
    m.headDim = 128;
    m.attentionHeads = 32;
    m.contextLength = 32768;
    m.modelAccessibility = QStringLiteral("Open weights (unrestricted)");
    return m;
}

// No GPU, `ramGb` of system RAM (GiB, as sold) read at `bandwidth` GB/s.
HardwareConfig cpu(double ramGb, double bandwidth = 60)
{
    HardwareConfig h;
    h.device = HardwareDevice::cpuOnly();
    h.systemRamGb = ramGb;
    h.systemRamBandwidthGbs = bandwidth;
    return h;
}

} // namespace

class TestCpuOnly : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void smallModelFitsInRamLargeOneDoesNot();
    void fitUsesTheOffloadShareOfRam();
    void denseSpeedIsBytesOverRamBandwidth();
    void mixtureOfExpertsReadsOnlyActiveExperts();
    void promptIsNotEstimated();
    void runsOnListCountsModelsOnTheCpu();
    void choiceIsSavedAndRestored();
    void commandLineEstimate();
    void commandLineRunsOn();
    void commandLineCompare();

private:
    QTemporaryDir m_dir;
};

void TestCpuOnly::initTestCase()
{
    QCoreApplication::setOrganizationName(QStringLiteral("ModelAtlasTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_cpuonly"));
    QVERIFY(m_dir.isValid());
}

void TestCpuOnly::init()
{
    Settings::clear();
}

void TestCpuOnly::smallModelFitsInRamLargeOneDoesNot()
{
    // A 4B model at Q4_K_M (about 2.5 GB with its cache) runs on the CPU of a 16 GB computer; a 70B
    // model at F16 (140 GB) does not.
    const QuantEstimate small = Estimator::estimateAt(dense(4e9, 36), cpu(16), Quantization::Type::Q4_K_M);
    QCOMPARE(small.fit, FitLevel::Cpu);
    QCOMPARE(small.gpuGb, 0.0);
    QCOMPARE(small.ramGb, small.totalGb);
    QVERIFY(small.tokensPerSecond.expected > 0);
    QCOMPARE(EstimateReport::fitKey(small.fit), QStringLiteral("cpu"));
    QCOMPARE(Estimator::fitLevelName(small.fit), QStringLiteral("Runs on the CPU"));
    const QuantEstimate large = Estimator::estimateAt(dense(70e9, 80), cpu(16), Quantization::Type::F16);
    QCOMPARE(large.fit, FitLevel::TooLarge);
    QCOMPARE(large.tokensPerSecond.expected, 0.0);
    // The best is the best quality that fits, never an offload level or "Runs on the GPU".
    const Estimate e = Estimator::estimate(dense(8e9, 32), cpu(16));
    QVERIFY(e.best);
    QCOMPARE(*e.best, Quantization::Type::Q8_0);   // F16 (16 GB) needs more than 12 GB; Q8_0 (8.5 GB) fits
    for (const QuantEstimate &q : e.quantizations)
        QVERIFY(q.fit == FitLevel::Cpu || q.fit == FitLevel::TooLarge);
    QCOMPARE(Estimator::fitLevels(false, true), (QVector<FitLevel>{FitLevel::Cpu, FitLevel::TooLarge}));
}

void TestCpuOnly::fitUsesTheOffloadShareOfRam()
{
    // The same 75 % the offload rule leaves to a model: a total just under it fits, just over it not.
    const HardwareConfig h = cpu(16);
    const double share = Estimator::offloadCapacityGb(h);
    QCOMPARE(share, 16 * 1024.0 * 1024.0 * 1024.0 / 1e9 * Estimator::offloadRamShare);
    QCOMPARE(Estimator::usableGpuMemoryGb(h), 0.0);
    QCOMPARE(Estimator::cpuFitLevel(share * 0.999, share), FitLevel::Cpu);
    QCOMPARE(Estimator::cpuFitLevel(share * 1.001, share), FitLevel::TooLarge);
    // More RAM, a larger model: the setting is the device's memory.
    QCOMPARE(Estimator::estimateAt(dense(70e9, 80), cpu(192), Quantization::Type::F16).fit, FitLevel::Cpu);
    // The context that fits beside the weights is counted in that share of RAM, not on a GPU.
    QVERIFY(Estimator::estimateAt(dense(4e9, 36), h, Quantization::Type::Q4_K_M).usableContext > 32000);
}

void TestCpuOnly::denseSpeedIsBytesOverRamBandwidth()
{
    // Every byte a token reads (the weights and the KV cache so far) comes from RAM at 70 % of its
    // bandwidth; no GPU term and no per-layer hand-off between GPU and CPU.
    const ModelRecord m = dense(8e9, 32);
    const HardwareConfig h = cpu(32, 60);
    const QuantEstimate q = Estimator::estimateAt(m, h, Quantization::Type::Q4_K_M);
    QCOMPARE(q.fit, FitLevel::Cpu);
    const ModelSizing s = Estimator::sizing(m);
    const double kvRead = SpeedEstimator::meanKvCells(s, Estimator::effectiveContext(s, h)) * Estimator::kvCellGb(s, h.kvPrecision);
    const double bytes = Estimator::weightsGb(8e9, Quantization::Type::Q4_K_M) + kvRead;
    QVERIFY(qFuzzyCompare(q.basis.bytesPerTokenGb, bytes));
    QVERIFY(qFuzzyCompare(q.basis.ramBytesPerTokenGb, bytes));
    QVERIFY(qFuzzyCompare(q.tokensPerSecond.expected, SpeedModel::ramEfficiency * 60 / bytes));
    QVERIFY(q.basis.cpuOnly);
    QCOMPARE(q.basis.fixedMsPerToken, 0.0);
    QVERIFY(q.tokensPerSecond.low < q.tokensPerSecond.expected && q.tokensPerSecond.expected < q.tokensPerSecond.high);
    // Twice the bandwidth, twice the speed.
    const QuantEstimate faster = Estimator::estimateAt(m, cpu(32, 120), Quantization::Type::Q4_K_M);
    QVERIFY(qFuzzyCompare(faster.tokensPerSecond.expected, 2 * q.tokensPerSecond.expected));
    QVERIFY(SpeedEstimator::calibrationText(q.basis).contains(QLatin1String("No GPU")));
}

void TestCpuOnly::mixtureOfExpertsReadsOnlyActiveExperts()
{
    // A 30B mixture of experts with 3B active: a token reads the shared part and its experts only.
    ModelRecord moe = dense(30.5e9, 48);
    moe.name = QStringLiteral("Qwen3-30B-A3B");
    moe.activeParameters = 3.3e9;
    const HardwareConfig h = cpu(32, 60);
    const QuantEstimate q = Estimator::estimateAt(moe, h, Quantization::Type::Q4_K_M);
    QCOMPARE(q.fit, FitLevel::Cpu);
    const ModelSizing s = Estimator::sizing(moe);
    QVERIFY(s.experts.isValid());
    const double kvRead = SpeedEstimator::meanKvCells(s, Estimator::effectiveContext(s, h)) * Estimator::kvCellGb(s, h.kvPrecision);
    const double bytes = Estimator::activeWeightsGb(s, Quantization::Type::Q4_K_M) + kvRead;
    QVERIFY(bytes < Estimator::weightsGb(s, Quantization::Type::Q4_K_M) / 4);
    QVERIFY(qFuzzyCompare(q.tokensPerSecond.expected, SpeedModel::ramEfficiency * 60 / bytes));
    // No expert offload without a GPU: the experts are already in RAM with everything else.
    QVERIFY(q.fit != FitLevel::ExpertOffload);
}

void TestCpuOnly::promptIsNotEstimated()
{
    // The processor's arithmetic is not known: no prompt speed, no time to first token, and the
    // JSON says so with nulls rather than a figure.
    const QuantEstimate q = Estimator::estimateAt(dense(4e9, 36), cpu(16), Quantization::Type::Q4_K_M);
    QCOMPARE(q.promptTokensPerSecond.expected, 0.0);
    QCOMPARE(q.timeToFirstTokenS, 0.0);
    const QJsonObject o = EstimateReport::quantization(q);
    QVERIFY(o.value(QStringLiteral("prompt_tokens_per_second")).isNull());
    QVERIFY(o.value(QStringLiteral("time_to_first_token_s")).isNull());
    QCOMPARE(o.value(QStringLiteral("fit")).toString(), QStringLiteral("cpu"));
    QCOMPARE(o.value(QStringLiteral("gpu_gb")).toDouble(), 0.0);
}

void TestCpuOnly::runsOnListCountsModelsOnTheCpu()
{
    const RunsOnList list(QVector<ModelRecord>{dense(1e9, 16), dense(4e9, 36), dense(70e9, 80)});
    const RunsOnResult r = list.compute(cpu(16), Minimums{Quantization::Quality::Large, 0});
    QVERIFY(r.cpuOnly);
    QCOMPARE(r.entirelyOnGpu, 0);
    // 12.9 GB of the 16 GB for a model: the 1B and 4B fit, the 70B does not even at Q2_K.
    QCOMPARE(r.runsOnCpu, 2);
    QCOMPARE(r.availableGb, Estimator::offloadCapacityGb(cpu(16)));
}

void TestCpuOnly::choiceIsSavedAndRestored()
{
    HardwareChoice choice = HardwareChoice::load();
    QVERIFY(choice.example);
    choice.setDevice(HardwareDevice::cpuOnly());
    choice.systemRamGb = 16;
    choice.systemRamBandwidthGbs = 38.4;
    QCOMPARE(choice.deviceName, HardwareDevice::cpuOnlyKey());
    QVERIFY(choice.hasDevice());
    choice.save();

    const HardwareChoice loaded = HardwareChoice::load();
    QVERIFY(!loaded.example);
    QCOMPARE(loaded.deviceName, QStringLiteral("cpu"));
    const auto config = loaded.config();
    QVERIFY(config);
    QVERIFY(config->device.isCpuOnly());
    QCOMPARE(config->device.name, HardwareDevice::cpuOnly().name);
    QCOMPARE(config->systemRamGb, 16.0);
    QCOMPARE(config->systemRamBandwidthGbs, 38.4);
    QCOMPARE(config->count, 1);
    QCOMPARE(Estimator::estimateAt(dense(4e9, 36), *config, Quantization::Type::Q4_K_M).fit, FitLevel::Cpu);
}

void TestCpuOnly::commandLineEstimate()
{
    QString out, err;
    QCOMPARE(runProgram(m_dir.path(), {QStringLiteral("--estimate"), QStringLiteral("--parameters"), QStringLiteral("4B"),
                                       QStringLiteral("--hardware"), QStringLiteral("cpu"), QStringLiteral("--ram-gb"),
                                       QStringLiteral("8"), QStringLiteral("--ram-bandwidth-gbs"), QStringLiteral("60"),
                                       QStringLiteral("--min-speed"), QStringLiteral("0"), QStringLiteral("--json")},
                        &out, &err),
             0);
    const QJsonObject o = QJsonDocument::fromJson(out.toUtf8()).object();
    QVERIFY2(!o.isEmpty(), qPrintable(out + err));
    QCOMPARE(o.value(QStringLiteral("hardware")).toString(), QStringLiteral("cpu"));
    // F16's 9.6 GB is over the 6.4 GB a model may take of 8 GB; at the default minimum of 10 tokens/s Q8_0
    // (about 8 tokens/s at 60 GB/s) would give way to Q6_K.
    QCOMPARE(o.value(QStringLiteral("best")).toString(), QStringLiteral("Q8_0"));
    for (const QJsonValue &v : o.value(QStringLiteral("quantizations")).toArray()) {
        const QString fit = v.toObject().value(QStringLiteral("fit")).toString();
        QVERIFY2(fit == QLatin1String("cpu") || fit == QLatin1String("too_large"), qPrintable(fit));
    }
    // In words: the heading says the CPU and the RAM a model may take; the prompt is said not to be estimated.
    QCOMPARE(runProgram(m_dir.path(), {QStringLiteral("--estimate"), QStringLiteral("--parameters"), QStringLiteral("4B"),
                                       QStringLiteral("--hardware"), QStringLiteral("CPU"), QStringLiteral("--ram-gb"),
                                       QStringLiteral("16")},
                        &out, &err),
             0);
    QVERIFY2(out.contains(QLatin1String("on the CPU without a GPU")), qPrintable(out));
    QVERIFY2(out.contains(QLatin1String("Runs on the CPU")), qPrintable(out));
    QVERIFY2(out.contains(QLatin1String("prompt speed and the time to first token are not estimated")), qPrintable(out));
    QVERIFY2(!out.contains(QLatin1String("Runs on the GPU")), qPrintable(out));
    // --help names it.
    QCOMPARE(runProgram(m_dir.path(), {QStringLiteral("--help")}, &out), 0);
    QVERIFY2(out.contains(QLatin1String("\"cpu\" for no GPU")), qPrintable(out));
}

void TestCpuOnly::commandLineRunsOn()
{
    QString out, err;
    QCOMPARE(runProgram(m_dir.path(), {QStringLiteral("--runs-on"), QStringLiteral("cpu"), QStringLiteral("--ram-gb"),
                                       QStringLiteral("16"), QStringLiteral("--json")},
                        &out, &err),
             0);
    const QJsonObject o = QJsonDocument::fromJson(out.toUtf8()).object();
    QCOMPARE(o.value(QStringLiteral("hardware")).toString(), QStringLiteral("cpu"));
    QCOMPARE(o.value(QStringLiteral("entirely_on_gpu")).toInt(), 0);
    const int onCpu = o.value(QStringLiteral("runs_on_cpu")).toInt();
    const QJsonArray models = o.value(QStringLiteral("models")).toArray();
    QVERIFY(onCpu > 50 && onCpu < models.size());
    QVERIFY(models.first().toObject().value(QStringLiteral("available_gb")).toDouble() > 12);
    // In Italian, the summary says it runs on the CPU.
    QCOMPARE(runProgram(m_dir.path(), {QStringLiteral("--lang"), QStringLiteral("it"), QStringLiteral("--runs-on"),
                                       QStringLiteral("cpu"), QStringLiteral("--ram-gb"), QStringLiteral("16")},
                        &out, &err),
             0);
    QVERIFY2(out.contains(QLatin1String("Senza GPU")), qPrintable(out.left(600)));
    QVERIFY2(out.contains(QLatin1String("sulla CPU")), qPrintable(out.left(600)));
}

void TestCpuOnly::commandLineCompare()
{
    QString out, err;
    QCOMPARE(runProgram(m_dir.path(), {QStringLiteral("--compare"), QStringLiteral("Llama 3.1-8B"), QStringLiteral("Qwen3-14B"),
                                       QStringLiteral("--hardware"), QStringLiteral("cpu"), QStringLiteral("--ram-gb"),
                                       QStringLiteral("16")},
                        &out, &err),
             0);
    QVERIFY2(out.contains(QLatin1String("On the CPU, without a GPU")), qPrintable(out + err));
    QVERIFY2(out.contains(QLatin1String("Runs on the CPU")), qPrintable(out));
    QCOMPARE(runProgram(m_dir.path(), {QStringLiteral("--compare"), QStringLiteral("Llama 3.1-8B"), QStringLiteral("Qwen3-14B"),
                                       QStringLiteral("--hardware"), QStringLiteral("cpu"), QStringLiteral("--json")},
                        &out, &err),
             0);
    QCOMPARE(QJsonDocument::fromJson(out.toUtf8()).object().value(QStringLiteral("hardware")).toString(), QStringLiteral("cpu"));
}

QTEST_GUILESS_MAIN(TestCpuOnly)
#include "tst_cpuonly.moc"
