// The From hardware table's model, which sorts and filters its own rows, on the shipped catalogue.
#include "HardwareCatalogue.h"
#include "ModelRepository.h"
#include "NameMatcher.h"
#include "RunsOnModel.h"
#include "RunsOnList.h"
#include "TrainedOnIndex.h"
#include "TestCatalogue.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

#include <limits>

class TestRunsOnModel : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void modelTester();
    void countsAddUp();
    void rowsHaveFigures();
    void sortsByParameters();
    void filtersByFitLevel_data();
    void filtersByFitLevel();
    void filtersByDomainAndText();
    void moreMemoryRunsMore();
    void lightRecordsGiveTheSameRows();
    void hardwareRecordCarriesWhatTheEstimatorReads();
    void largeCatalogueComputesOffTheGuiThread();
    void sortsByNameIgnoringCase();
    void selectionStaysOnItsModel_data();
    void selectionStaysOnItsModel();
    void arrangementChangedWhileComputingIsApplied();
    void newModelsAndDeviceTogether();
    void modelsWithTheirDeviceInOneJob();
    void trainedOnIndexAgreesWithTheCatalogue();
    void arrangeEqualsASortOfTheKeys();
    void splitComputeGivesTheSameRows();
    void rankingPutsWhatMeetsTheMinimumsFirst_data();
    void rankingPutsWhatMeetsTheMinimumsFirst();
    void minimumsLeaveQ2OffTheTop();
    void onGpuCountIgnoresTheMinimums();
    void memoryInTheUnitChosen();
    void moeWithoutActiveParametersSaysSo();

private:
    HardwareConfig config(const QString &device, int count = 1) const;
    Database m_db{QStringLiteral("tst_runsonmodel")};
    QVector<ModelRecord> m_models;
};

void TestRunsOnModel::initTestCase()
{
    openShippedCatalogue(m_db);
    m_models = ModelRepository(m_db.connection()).all();
    QVERIFY(m_models.size() > 500);
}

HardwareConfig TestRunsOnModel::config(const QString &device, int count) const
{
    HardwareConfig hw;
    const HardwareDevice *d = HardwareCatalogue::shipped().find(device);
    [&] { QVERIFY2(d, qPrintable(device)); }();
    if (d)
        hw.device = *d;
    hw.count = count;
    return hw;
}

void TestRunsOnModel::modelTester()
{
    RunsOnModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
    model.setModels(m_models);
    model.setHardware(config(QStringLiteral("NVIDIA GeForce RTX 4090")));
    QVERIFY(resets.count() >= 1);
    QCOMPARE(model.columnCount(), int(RunsOnModel::ColumnCount));
    model.sort(RunsOnModel::SpeedColumn, Qt::DescendingOrder);
    model.setFitLevels({int(FitLevel::Gpu)});
    model.setSearchText(QStringLiteral("llama"));
    model.setFitLevels({});
    model.setHardware(config(QStringLiteral("NVIDIA GeForce RTX 3060 12GB")));
    model.setSearchText(QString());
    model.sort(RunsOnModel::ModelColumn, Qt::AscendingOrder);
    model.setModels(m_models.mid(0, 100));
    model.retranslate();
}

void TestRunsOnModel::countsAddUp()
{
    RunsOnModel model;
    model.setModels(m_models);
    model.setHardware(config(QStringLiteral("NVIDIA GeForce RTX 4090")));
    const RunsOnResult &r = model.result();
    QCOMPARE(model.rowCount(), int(r.rows.size()));
    QVERIFY(r.rows.size() > 150);
    QVERIFY(r.weightsNotPublished > 100);
    QVERIFY(r.unknownSize >= 0);
    QCOMPARE(int(r.rows.size()) + r.leftOut(), int(m_models.size()));
    int open = 0, unknown = 0, closed = 0, notOnRecord = 0;
    for (const ModelRecord &m : m_models) {
        open += m.weightsPublished() && m.generatesText() && m.parameters ? 1 : 0;
        unknown += m.weightsPublished() && m.generatesText() && !m.parameters ? 1 : 0;
        // A record silent on access is counted apart from a closed one: it is no proof of "not published".
        notOnRecord += m.modelAccessibility.isEmpty() ? 1 : 0;
        closed += !m.modelAccessibility.isEmpty() && !m.weightsPublished() ? 1 : 0;
    }
    QCOMPARE(int(r.rows.size()), open);
    QCOMPARE(r.unknownSize, unknown);
    QVERIFY(notOnRecord > 100);
    QCOMPARE(r.accessNotOnRecord, notOnRecord);
    QCOMPARE(r.weightsNotPublished, closed);
    int onGpu = 0;
    for (int i = 0; i < model.rowCount(); ++i) {
        const int fit = model.index(i, 0).data(RunsOnModel::FitRole).toInt();
        onGpu += fit == int(FitLevel::Gpu) || fit == int(FitLevel::Tight) ? 1 : 0;
    }
    QCOMPARE(r.entirelyOnGpu, onGpu);
}

void TestRunsOnModel::rowsHaveFigures()
{
    RunsOnModel model;
    model.setModels(m_models);
    model.setHardware(config(QStringLiteral("NVIDIA GeForce RTX 4090")));
    int row = -1;
    for (int i = 0; i < model.rowCount(); ++i) {
        if (model.index(i, RunsOnModel::ModelColumn).data().toString() == QLatin1String("Llama 3.1-8B"))
            row = i;
    }
    QVERIFY(row >= 0);
    QCOMPARE(model.index(row, RunsOnModel::FitColumn).data().toString(), Estimator::fitLevelName(FitLevel::Gpu));
    QVERIFY(model.index(row, RunsOnModel::FitColumn).data(Qt::BackgroundRole).isValid());
    QCOMPARE(model.index(row, RunsOnModel::QuantColumn).data().toString(), QStringLiteral("F16"));
    QVERIFY(model.index(row, RunsOnModel::MemoryColumn).data().toString().contains(QLatin1Char('/')));
    QVERIFY(model.index(row, RunsOnModel::SpeedColumn).data().toString().contains(QChar(0x2013)));
    QVERIFY(model.index(row, 0).data(RunsOnModel::IdRole).toLongLong() > 0);
}

void TestRunsOnModel::sortsByParameters()
{
    RunsOnModel model;
    model.setModels(m_models);
    model.setHardware(config(QStringLiteral("NVIDIA GeForce RTX 4090")));
    model.sort(RunsOnModel::ParametersColumn, Qt::DescendingOrder);
    double previous = 1e300;
    for (int i = 0; i < model.rowCount(); ++i) {
        const double p = model.index(i, RunsOnModel::ParametersColumn).data(RunsOnModel::SortRole).toDouble();
        QVERIFY(p <= previous);
        previous = p;
    }
    model.sort(RunsOnModel::FitColumn, Qt::AscendingOrder);
    int previousFit = -1;
    for (int i = 0; i < model.rowCount(); ++i) {
        const int fit = model.index(i, 0).data(RunsOnModel::FitRole).toInt();
        QVERIFY(fit >= previousFit);
        previousFit = fit;
    }
    // New rows (another device, another context) must be sorted by their own figures, not the old ones.
    model.sort(RunsOnModel::MemoryColumn, Qt::AscendingOrder);
    for (const int context : {4096, 131072}) {
        HardwareConfig hw = config(QStringLiteral("NVIDIA GeForce RTX 3060 12GB"));
        hw.contextLength = context;
        model.setHardware(hw);
        double previousMemory = -1;
        for (int i = 0; i < model.rowCount(); ++i) {
            const double memory = model.index(i, RunsOnModel::MemoryColumn).data(RunsOnModel::SortRole).toDouble();
            QVERIFY2(memory >= previousMemory, qPrintable(QStringLiteral("row %1 at context %2").arg(i).arg(context)));
            previousMemory = memory;
        }
    }
}

void TestRunsOnModel::filtersByFitLevel_data()
{
    QTest::addColumn<int>("level");
    QTest::newRow("gpu") << int(FitLevel::Gpu);
    QTest::newRow("tight") << int(FitLevel::Tight);
    QTest::newRow("offload") << int(FitLevel::Offload);
    QTest::newRow("too large") << int(FitLevel::TooLarge);
}

void TestRunsOnModel::filtersByFitLevel()
{
    QFETCH(int, level);
    RunsOnModel model;
    model.setModels(m_models);
    model.setHardware(config(QStringLiteral("NVIDIA GeForce RTX 4090")));
    model.setFitLevels({level});
    int expected = 0;
    for (const RunsOnRow &r : model.result().rows)
        expected += int(r.fit) == level ? 1 : 0;
    QCOMPARE(model.rowCount(), expected);
    for (int i = 0; i < model.rowCount(); ++i)
        QCOMPARE(model.index(i, 0).data(RunsOnModel::FitRole).toInt(), level);
}

void TestRunsOnModel::filtersByDomainAndText()
{
    RunsOnModel model;
    model.setModels(m_models);
    model.setHardware(config(QStringLiteral("NVIDIA GeForce RTX 4090")));
    const int all = model.rowCount();
    model.setDomain(QStringLiteral("Language"));
    QVERIFY(model.rowCount() > 0 && model.rowCount() < all);
    for (int i = 0; i < model.rowCount(); ++i)
        QVERIFY(model.index(i, 0).data(RunsOnModel::DomainsRole).toStringList().contains(QStringLiteral("Language")));
    // Case, spaces and hyphens do not count (NameMatcher): each spelling finds all four Llama 3.1
    // models, Nemotron's hyphenated name among them.
    const QStringList llama31{QStringLiteral("Llama 3.1-405B"), QStringLiteral("Llama 3.1-70B"), QStringLiteral("Llama 3.1-8B"),
                              QStringLiteral("Llama-3.1-Nemotron-70B-Instruct")};
    for (const QString &typed : {QStringLiteral("LLAMA 3.1"), QStringLiteral("llama-3.1"), QStringLiteral("Llama3.1")}) {
        model.setSearchText(typed);
        QStringList shown;
        for (int i = 0; i < model.rowCount(); ++i)
            shown.append(model.index(i, 0).data().toString());
        shown.sort();
        QCOMPARE(shown, llama31);
    }
    model.setDomain(QString());
    model.setSearchText(QString());
    QCOMPARE(model.rowCount(), all);
}

void TestRunsOnModel::moreMemoryRunsMore()
{
    RunsOnModel model;
    model.setModels(m_models);
    model.setHardware(config(QStringLiteral("NVIDIA GeForce RTX 3060 12GB")));
    const int small = model.result().entirelyOnGpu;
    model.setHardware(config(QStringLiteral("NVIDIA H100 SXM5 80GB"), 8));
    QVERIFY(model.result().entirelyOnGpu > small);
}

void TestRunsOnModel::lightRecordsGiveTheSameRows()
{
    // The From hardware view reads only the fields the estimate needs; the rows must not change.
    const QVector<HardwareRecord> light = ModelRepository(m_db.connection()).allForHardware();
    QCOMPARE(light.size(), m_models.size());
    // The read shares equal texts and lists between models; the values are each model's own.
    for (int i = 0; i < light.size(); ++i)
        QVERIFY2(light[i] == HardwareRecord(m_models[i]), qPrintable(m_models[i].name));
    const HardwareConfig hw = config(QStringLiteral("NVIDIA GeForce RTX 4090"));
    const RunsOnList fullList(m_models), lightList(light);
    const RunsOnResult a = fullList.compute(hw);
    const RunsOnResult b = lightList.compute(hw);
    QCOMPARE(b.rows.size(), a.rows.size());
    QCOMPARE(b.weightsNotPublished, a.weightsNotPublished);
    QCOMPARE(b.accessNotOnRecord, a.accessNotOnRecord);
    QCOMPARE(b.unknownSize, a.unknownSize);
    QCOMPARE(lightList.domains(), fullList.domains());
    for (int i = 0; i < a.rows.size(); ++i) {
        QCOMPARE(lightList.candidate(i).id, fullList.candidate(i).id);
        QCOMPARE(lightList.candidate(i).domains, fullList.candidate(i).domains);
        QCOMPARE(b.rows[i].totalGb, a.rows[i].totalGb);
        QCOMPARE(b.rows[i].tokensPerSecond.expected, a.rows[i].tokensPerSecond.expected);
    }
    for (int i = 0; i < light.size(); ++i)
        QCOMPARE(light[i].trainingHardware, m_models[i].trainingHardware);
}

// The From hardware tab keeps a HardwareRecord per model, not the whole record, and estimates from
// its toRecord(): for every shipped model that must give the full record's estimate, figure for figure.
void TestRunsOnModel::hardwareRecordCarriesWhatTheEstimatorReads()
{
    HardwareConfig small = config(QStringLiteral("NVIDIA GeForce RTX 3060 12GB"));
    small.systemRamGb = 32;
    HardwareConfig large = config(QStringLiteral("NVIDIA H100 SXM5 80GB"), 8);
    large.contextLength = 32768;
    int estimated = 0;
    for (const ModelRecord &full : std::as_const(m_models)) {
        const ModelRecord lean = HardwareRecord(full).toRecord();
        QCOMPARE(HardwareRecord(lean), HardwareRecord(full));
        const ModelSizing a = Estimator::sizing(full), b = Estimator::sizing(lean);
        QCOMPARE(int(b.reason), int(a.reason));
        QCOMPARE(b.parameters, a.parameters);
        QCOMPARE(b.speedParameters, a.speedParameters);
        QCOMPARE(b.layers, a.layers);
        QCOMPARE(b.kvWidth, a.kvWidth);
        QCOMPARE(b.maxContext, a.maxContext);
        QCOMPARE(b.mixtureOfExperts, a.mixtureOfExperts);
        for (const HardwareConfig &hw : {small, large}) {
            const Estimate x = Estimator::estimate(full, hw), y = Estimator::estimate(lean, hw);
            QCOMPARE(int(y.reason), int(x.reason));
            QCOMPARE(y.best, x.best);
            QCOMPARE(y.contextLength, x.contextLength);
            QCOMPARE(y.quantizations.size(), x.quantizations.size());
            for (int q = 0; q < x.quantizations.size(); ++q) {
                const QuantEstimate &p = x.quantizations[q], &r = y.quantizations[q];
                QCOMPARE(int(r.fit), int(p.fit));
                QCOMPARE(r.totalGb, p.totalGb);
                QCOMPARE(r.gpuGb, p.gpuGb);
                QCOMPARE(r.tokensPerSecond.expected, p.tokensPerSecond.expected);
                QCOMPARE(r.timeToFirstTokenS, p.timeToFirstTokenS);
                QCOMPARE(r.usableContext, p.usableContext);
            }
            estimated += x.isValid() ? 1 : 0;
        }
    }
    QVERIFY(estimated > 400);
}

void TestRunsOnModel::largeCatalogueComputesOffTheGuiThread()
{
    RunsOnModel model;
    model.setAsyncThreshold(1);
    QSignalSpy computed(&model, &RunsOnModel::computed);
    model.setModels(m_models);
    // No device yet, but the list itself is made on the worker.
    QVERIFY(model.isComputing());
    QTRY_COMPARE(computed.count(), 1);
    QCOMPARE(model.list().models().size(), m_models.size());
    QCOMPARE(model.rowCount(), 0);
    model.setHardware(config(QStringLiteral("NVIDIA GeForce RTX 3060 12GB")));
    QVERIFY(model.isComputing());
    QCOMPARE(model.rowCount(), 0);   // the GUI thread did not wait
    // A second device before the first result: only the second one's rows may arrive.
    model.setHardware(config(QStringLiteral("NVIDIA H100 SXM5 80GB"), 8));
    QTRY_VERIFY(!model.isComputing());
    QCOMPARE(computed.count(), 2);
    const RunsOnResult expected = RunsOnList(m_models).compute(config(QStringLiteral("NVIDIA H100 SXM5 80GB"), 8));
    QCOMPARE(model.result().entirelyOnGpu, expected.entirelyOnGpu);
    QCOMPARE(model.rowCount(), int(expected.rows.size()));
}

void TestRunsOnModel::sortsByNameIgnoringCase()
{
    RunsOnModel model;
    model.setModels(m_models);
    model.setHardware(config(QStringLiteral("NVIDIA GeForce RTX 4090")));
    model.sort(RunsOnModel::ModelColumn, Qt::AscendingOrder);
    QCOMPARE(model.sortColumn(), int(RunsOnModel::ModelColumn));
    for (int i = 1; i < model.rowCount(); ++i) {
        const QString a = model.index(i - 1, 0).data().toString(), b = model.index(i, 0).data().toString();
        QVERIFY2(a.compare(b, Qt::CaseInsensitive) <= 0, qPrintable(a + QStringLiteral(" > ") + b));
    }
    model.sort(RunsOnModel::ModelColumn, Qt::DescendingOrder);
    QVERIFY(model.index(0, 0).data().toString().compare(model.index(model.rowCount() - 1, 0).data().toString(),
                                                         Qt::CaseInsensitive) > 0);
}

void TestRunsOnModel::selectionStaysOnItsModel_data()
{
    QTest::addColumn<bool>("async");
    QTest::newRow("on the GUI thread") << false;
    QTest::newRow("on a worker thread") << true;
}

void TestRunsOnModel::selectionStaysOnItsModel()
{
    // The table's current row is a persistent index: a new device re-sorts every row (by memory here),
    // and the selected model must stay selected, wherever it moves.
    QFETCH(bool, async);
    RunsOnModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setModels(m_models);
    model.setHardware(config(QStringLiteral("NVIDIA GeForce RTX 4090")));
    model.sort(RunsOnModel::SpeedColumn, Qt::DescendingOrder);
    int llama = -1;
    for (int i = 0; i < model.rowCount(); ++i) {
        if (model.index(i, 0).data().toString() == QLatin1String("Llama 3.1-8B"))
            llama = i;
    }
    QVERIFY(llama >= 0);
    const QPersistentModelIndex selected(model.index(llama, RunsOnModel::FitColumn));
    if (async)
        model.setAsyncThreshold(1);
    model.setHardware(config(QStringLiteral("NVIDIA GeForce RTX 3060 12GB")));
    QTRY_VERIFY(!model.isComputing());
    QVERIFY(selected.isValid());
    QVERIFY(selected.row() != llama);   // the 3060 moves it: it no longer runs at F16
    QCOMPARE(selected.column(), int(RunsOnModel::FitColumn));
    QCOMPARE(model.index(selected.row(), 0).data().toString(), QStringLiteral("Llama 3.1-8B"));
    // Filtered out: the index goes; cleared again, it does not come back by itself.
    model.setSearchText(QStringLiteral("qwen"));
    QVERIFY(!selected.isValid());
}

void TestRunsOnModel::arrangementChangedWhileComputingIsApplied()
{
    RunsOnModel model;
    model.setAsyncThreshold(1);
    model.setModels(m_models);
    model.setHardware(config(QStringLiteral("NVIDIA GeForce RTX 4090")));
    QTRY_VERIFY(!model.isComputing());
    model.setHardware(config(QStringLiteral("Apple M2 Max (38-core GPU, 32 GB)")));
    QVERIFY(model.isComputing());
    // Asked for while the worker sorts by the old arrangement: the rows that arrive must follow it.
    model.setSearchText(QStringLiteral("llama"));
    model.sort(RunsOnModel::ParametersColumn, Qt::DescendingOrder);
    QTRY_VERIFY(!model.isComputing());
    QVERIFY(model.rowCount() >= 5);
    double previous = 1e300;
    for (int i = 0; i < model.rowCount(); ++i) {
        QVERIFY(model.index(i, 0).data().toString().contains(QLatin1String("llama"), Qt::CaseInsensitive));
        const double p = model.index(i, RunsOnModel::ParametersColumn).data(RunsOnModel::SortRole).toDouble();
        QVERIFY(p <= previous);
        previous = p;
    }
}

void TestRunsOnModel::newModelsAndDeviceTogether()
{
    // A new device chosen while the new models' list is still being made on the worker: the rows that
    // arrive are the new models' on the new device.
    RunsOnModel model;
    model.setAsyncThreshold(1);
    model.setHardware(config(QStringLiteral("NVIDIA GeForce RTX 4090")));
    model.setModels(m_models.mid(0, 50));
    QTRY_VERIFY(!model.isComputing());
    model.setModels(m_models);
    const HardwareConfig h100 = config(QStringLiteral("NVIDIA H100 SXM5 80GB"), 8);
    model.setHardware(h100);
    QTRY_VERIFY(!model.isComputing());
    const RunsOnResult expected = RunsOnList(m_models).compute(h100);
    QCOMPARE(model.rowCount(), int(expected.rows.size()));
    QCOMPARE(model.result().entirelyOnGpu, expected.entirelyOnGpu);
    QCOMPARE(model.list().models().size(), m_models.size());
}

void TestRunsOnModel::modelsWithTheirDeviceInOneJob()
{
    // What the From hardware tab does when its models arrive: list and estimates in one piece of
    // work on the worker, one result, nothing on the GUI thread.
    RunsOnModel model;
    model.setAsyncThreshold(1);
    QSignalSpy computed(&model, &RunsOnModel::computed);
    const HardwareConfig hw = config(QStringLiteral("NVIDIA GeForce RTX 4090"));
    model.setModels(m_models, hw);
    QVERIFY(model.isComputing());
    QCOMPARE(model.rowCount(), 0);
    QTRY_VERIFY(!model.isComputing());
    QCOMPARE(computed.count(), 1);
    QCOMPARE(model.rowCount(), int(RunsOnList(m_models).compute(hw).rows.size()));
    QCOMPARE(model.hardware().device.name, hw.device.name);
}

void TestRunsOnModel::trainedOnIndexAgreesWithTheCatalogue()
{
    // The index against the plain rule, for every device: a model counts when one of its training
    // chips is that device by the catalogue's names and aliases, or, unknown there, by its spelling.
    const HardwareCatalogue &catalogue = HardwareCatalogue::shipped();
    const TrainedOnIndex index(HardwareRecord::of(m_models));
    int devicesWithModels = 0;
    for (const HardwareDevice &device : catalogue.devices()) {
        QVector<int> expected;
        for (int i = 0; i < m_models.size(); ++i) {
            for (const QString &chip : m_models[i].trainingHardware) {
                const HardwareDevice *d = catalogue.find(chip);
                if (d ? d->name == device.name
                      : NameMatcher::key(chip) == NameMatcher::key(device.name)) {
                    expected.append(i);
                    break;
                }
            }
        }
        std::stable_sort(expected.begin(), expected.end(), [this](int a, int b) {
            return m_models[a].hardwareQuantity.value_or(0) > m_models[b].hardwareQuantity.value_or(0);
        });
        QCOMPARE(index.modelsTrainedOn(device), expected);
        devicesWithModels += expected.isEmpty() ? 0 : 1;
    }
    QVERIFY(devicesWithModels >= 10);
}

void TestRunsOnModel::arrangeEqualsASortOfTheKeys()
{
    // The name, size and fit orders come from orders made once per list; they must equal a plain
    // stable sort of each row's sort value (ties in catalogue order), filtered or not.
    const RunsOnList list(m_models);
    const RunsOnResult result = list.compute(config(QStringLiteral("NVIDIA GeForce RTX 3060 12GB")));
    using Key = RunsOnArrangement::SortKey;
    for (const Key key : {Key::Name, Key::Parameters, Key::Fit, Key::Quantization, Key::Memory, Key::Speed}) {
        for (const bool descending : {false, true}) {
            for (int filter = 0; filter < 3; ++filter) {
                RunsOnArrangement a;
                a.sortKey = key;
                a.descending = descending;
                if (filter == 1)
                    a.fitLevels = 1u << int(FitLevel::Offload) | 1u << int(FitLevel::Gpu);
                if (filter == 2)
                    a.text = QStringLiteral("qwen");
                QVector<int> expected;
                for (int c = 0; c < list.candidateCount(); ++c) {
                    const bool fits = !a.fitLevels || (a.fitLevels & (1u << int(result.rows[c].fit)));
                    if (fits && (a.text.isEmpty() || list.candidate(c).name.contains(a.text, Qt::CaseInsensitive)))
                        expected.append(c);
                }
                std::stable_sort(expected.begin(), expected.end(), [&](int x, int y) {
                    const double kx = list.sortValue(result, x, key), ky = list.sortValue(result, y, key);
                    return descending ? ky < kx : kx < ky;
                });
                QVERIFY(!expected.isEmpty());
                QCOMPARE(list.arrange(result, a), expected);
            }
        }
    }
}

void TestRunsOnModel::splitComputeGivesTheSameRows()
{
    // A large list is computed in two halves on two threads; the rows must be those of one pass.
    const RunsOnList list(m_models);
    const HardwareConfig hw = config(QStringLiteral("Apple M2 Max (38-core GPU, 32 GB)"));
    const RunsOnResult whole = list.compute(hw, Minimums(), std::numeric_limits<int>::max());
    const RunsOnResult split = list.compute(hw, Minimums(), 1);
    QCOMPARE(split.rows.size(), whole.rows.size());
    QCOMPARE(split.entirelyOnGpu, whole.entirelyOnGpu);
    QVERIFY(whole.entirelyOnGpu > 0);
    for (int i = 0; i < whole.rows.size(); ++i) {
        QCOMPARE(split.rows[i].fit, whole.rows[i].fit);
        QCOMPARE(split.rows[i].quantization, whole.rows[i].quantization);
        QCOMPARE(split.rows[i].totalGb, whole.rows[i].totalGb);
        QCOMPARE(split.rows[i].tokensPerSecond.expected, whole.rows[i].tokensPerSecond.expected);
    }
}

QTEST_GUILESS_MAIN(TestRunsOnModel)
#include "tst_runsonmodel.moc"

void TestRunsOnModel::rankingPutsWhatMeetsTheMinimumsFirst_data()
{
    QTest::addColumn<QString>("device");
    QTest::addColumn<QString>("quality");
    QTest::addColumn<double>("speed");
    QTest::newRow("4090, good, 10") << QStringLiteral("NVIDIA GeForce RTX 4090") << QStringLiteral("good") << 10.0;
    QTest::newRow("4060 Ti 16GB, near lossless, 20") << QStringLiteral("NVIDIA GeForce RTX 4060 Ti 16GB")
                                                      << QStringLiteral("near_lossless") << 20.0;
    QTest::newRow("M2 Max, noticeable, 5") << QStringLiteral("Apple M2 Max (38-core GPU, 32 GB)") << QStringLiteral("noticeable") << 5.0;
}

// The ranking is what a user would pick: every model that runs at the minimum quality and speed, the
// largest first, before any that falls short; and each row says truly which minimum it misses.
void TestRunsOnModel::rankingPutsWhatMeetsTheMinimumsFirst()
{
    QFETCH(QString, device);
    QFETCH(QString, quality);
    QFETCH(double, speed);
    Minimums minimums;
    for (const auto tier : {Quantization::Quality::NearLossless, Quantization::Quality::Good,
                            Quantization::Quality::Noticeable, Quantization::Quality::Large}) {
        if (Quantization::qualityKey(tier) == quality)
            minimums.quality = tier;
    }
    minimums.tokensPerSecond = speed;
    const RunsOnList list(m_models);
    const RunsOnResult result = list.compute(config(device), minimums);
    const QVector<int> order = list.arrange(result, RunsOnArrangement());
    QVERIFY(result.meetsMinimums > 0);
    QVERIFY(result.meetsMinimums < order.size());
    double previous = std::numeric_limits<double>::infinity();
    for (int i = 0; i < order.size(); ++i) {
        const RunsOnRow &row = result.rows.at(order.at(i));
        const HardwareRecord &model = list.candidate(order.at(i));
        QCOMPARE(row.meetsMinimums, i < result.meetsMinimums);
        if (row.meetsMinimums) {
            QVERIFY2(int(row.quality) <= int(minimums.quality), qPrintable(model.name));
            QVERIFY2(row.tokensPerSecond.expected >= speed, qPrintable(model.name));
            QVERIFY2(row.runs, qPrintable(model.name));
            QVERIFY2(model.parameters.value_or(0) <= previous, qPrintable(model.name));
            previous = model.parameters.value_or(0);
        } else if (row.runs) {
            QVERIFY2(row.belowQuality || row.belowSpeed, qPrintable(model.name));
            QCOMPARE(row.belowQuality, int(row.quality) > int(minimums.quality));
        }
    }
}

// The case: without minimums a 16 GB card's list was topped by 27–34B models squeezed in at
// Q2_K; with the default minimums (Good, 10 tokens/s) no top row is of a worse tier than Good.
// "Your card runs N of M models entirely on the GPU" is a fact of the card: a stricter minimum
// quality may show a row partly in system RAM, but does not make the card hold fewer models.
void TestRunsOnModel::onGpuCountIgnoresTheMinimums()
{
    const RunsOnList list(m_models);
    const HardwareConfig hw = config(QStringLiteral("NVIDIA GeForce RTX 4060 Ti 16GB"));
    const RunsOnResult none = list.compute(hw, Minimums());
    int onGpu = 0;
    for (const RunsOnRow &row : none.rows)
        onGpu += row.entirelyOnGpu() ? 1 : 0;
    QCOMPARE(none.entirelyOnGpu, onGpu);   // with no minimums each row shows the estimator's best
    bool stricterRowsLeaveTheGpu = false;
    for (const auto tier : {Quantization::Quality::NearLossless, Quantization::Quality::Good, Quantization::Quality::Noticeable}) {
        Minimums strict;
        strict.quality = tier;
        strict.tokensPerSecond = 10;
        const RunsOnResult r = list.compute(hw, strict);
        QCOMPARE(r.entirelyOnGpu, none.entirelyOnGpu);
        int rowsOnGpu = 0;
        for (const RunsOnRow &row : r.rows)
            rowsOnGpu += row.entirelyOnGpu() ? 1 : 0;
        stricterRowsLeaveTheGpu = stricterRowsLeaveTheGpu || rowsOnGpu < onGpu;
    }
    QVERIFY2(stricterRowsLeaveTheGpu, "no minimum moves a row off the GPU: the test no longer shows the problem");
}

void TestRunsOnModel::minimumsLeaveQ2OffTheTop()
{
    const RunsOnList list(m_models);
    const HardwareConfig hw = config(QStringLiteral("NVIDIA GeForce RTX 4060 Ti 16GB"));
    RunsOnArrangement bySize;
    bySize.sortKey = RunsOnArrangement::SortKey::Fit;
    const RunsOnResult none = list.compute(hw, Minimums());
    const QVector<int> noneOrder = list.arrange(none, bySize);
    int largeLossOnTop = 0;
    for (int i = 0; i < 20; ++i)
        largeLossOnTop += none.rows.at(noneOrder.at(i)).quality == Quantization::Quality::Large ? 1 : 0;
    QVERIFY2(largeLossOnTop > 0, "the old order no longer shows the problem");

    const RunsOnResult usable = list.compute(hw, Minimums::defaults());
    const QVector<int> order = list.arrange(usable, RunsOnArrangement());
    QCOMPARE(Minimums::defaults().quality, Quantization::Quality::Good);
    for (int i = 0; i < 20; ++i) {
        const RunsOnRow &row = usable.rows.at(order.at(i));
        QVERIFY(row.meetsMinimums);
        QVERIFY(int(row.quality) <= int(Quantization::Quality::Good));
    }
}

// Memory as the card is sold: a 24 GB card's 25.8 × 10⁹ bytes read "24"; in GB of 10⁹ bytes, "25.8".
void TestRunsOnModel::memoryInTheUnitChosen()
{
    RunsOnModel model;
    model.setModels(m_models);
    model.setHardware(config(QStringLiteral("NVIDIA GeForce RTX 4090")));
    const QModelIndex memory = model.index(0, RunsOnModel::MemoryColumn);
    QVERIFY2(memory.data().toString().contains(QLatin1String("/ 24")), qPrintable(memory.data().toString()));
    QVERIFY(model.headerData(RunsOnModel::MemoryColumn, Qt::Horizontal, Qt::ToolTipRole).toString().contains(QStringLiteral("2³⁰")));
    model.setMemoryUnit(MemoryUnit::Unit::Gb);
    QVERIFY(model.headerData(RunsOnModel::MemoryColumn, Qt::Horizontal, Qt::ToolTipRole).toString().contains(QStringLiteral("10⁹")));
    QVERIFY2(model.index(0, RunsOnModel::MemoryColumn).data().toString().contains(QLatin1String("/ 25.8")),
             qPrintable(model.index(0, RunsOnModel::MemoryColumn).data().toString()));
    QCOMPARE(MemoryUnit::text(24 * 1073741824.0 / 1e9, MemoryUnit::Unit::Gib), QStringLiteral("24 GB"));
    QCOMPARE(MemoryUnit::text(24 * 1073741824.0 / 1e9, MemoryUnit::Unit::Gb), QStringLiteral("25.8 GB"));
}

// A mixture of experts whose active parameters are not on record (in the shipped catalogue, Wan 2.2 14B T2V
// is the one that fits this card) is estimated as if every weight were read per token: the row says its
// speed is a lower bound, never a plain figure. Every other row shows a plain figure, NLLB's included: its
// active count is computed from its configuration (data/README.md).
void TestRunsOnModel::moeWithoutActiveParametersSaysSo()
{
    // Every open mixture of experts in the catalogue has its active parameters now: one without them,
    // as an import may bring, is made from one that has them.
    QVector<ModelRecord> models = m_models;
    ModelRecord unknown;
    for (const ModelRecord &m : std::as_const(m_models)) {
        if (m.name == QLatin1String("Mixtral 8x7B"))
            unknown = m;
    }
    QVERIFY(unknown.activeParameters);
    unknown.id = 0;
    unknown.name = QStringLiteral("Mixtral without its active parameters");
    unknown.activeParameters.reset();
    unknown.mixtureOfExperts = true;
    models.append(unknown);
    RunsOnModel model;
    model.setModels(models);
    model.setHardware(config(QStringLiteral("NVIDIA GeForce RTX 4090")));
    int checked = 0;
    for (int r = 0; r < model.rowCount(); ++r) {
        const HardwareRecord *record = model.modelAt(r);
        const ModelSizing sizing = Estimator::sizing(record->toRecord());
        const bool unknown = sizing.mixtureOfExperts && !sizing.experts.isValid();
        const QString speed = model.index(r, RunsOnModel::SpeedColumn).data().toString();
        if (model.index(r, RunsOnModel::FitColumn).data(RunsOnModel::FitRole).toInt() == int(FitLevel::TooLarge))
            continue;
        QCOMPARE(speed.startsWith(QLatin1String("at least")), unknown);
        if (unknown) {
            ++checked;
            QVERIFY(model.index(r, RunsOnModel::ModelColumn).data(Qt::ToolTipRole).toString().contains(QLatin1String("mixture of experts")));
            QVERIFY(model.index(r, RunsOnModel::SpeedColumn).data(Qt::ToolTipRole).toString().contains(QLatin1String("runs faster")));
        }
    }
    QVERIFY(checked >= 1);
}
