// The From hardware table's model and its sort/filter proxy, on the shipped catalogue.
#include "HardwareCatalogue.h"
#include "ModelRepository.h"
#include "RunsOnModel.h"
#include "RunsOnList.h"
#include "RunsOnProxyModel.h"
#include "TestCatalogue.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

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
    void largeCatalogueComputesOffTheGuiThread();

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
    RunsOnProxyModel proxy;
    proxy.setSourceModel(&model);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester proxyTester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
    model.setModels(m_models);
    model.setHardware(config(QStringLiteral("NVIDIA GeForce RTX 4090")));
    QVERIFY(resets.count() >= 1);
    QCOMPARE(model.columnCount(), int(RunsOnModel::ColumnCount));
    proxy.sort(RunsOnModel::SpeedColumn, Qt::DescendingOrder);
    proxy.setFitLevels({int(FitLevel::Gpu)});
    proxy.setSearchText(QStringLiteral("llama"));
    proxy.setFitLevels({});
    model.setHardware(config(QStringLiteral("NVIDIA GeForce RTX 3060 12GB")));
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
    int open = 0, unknown = 0;
    for (const ModelRecord &m : m_models) {
        open += m.weightsPublished() && m.parameters ? 1 : 0;
        unknown += m.weightsPublished() && !m.parameters ? 1 : 0;
    }
    QCOMPARE(int(r.rows.size()), open);
    QCOMPARE(r.unknownSize, unknown);
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
    RunsOnProxyModel proxy;
    proxy.setSourceModel(&model);
    model.setModels(m_models);
    model.setHardware(config(QStringLiteral("NVIDIA GeForce RTX 4090")));
    proxy.sort(RunsOnModel::ParametersColumn, Qt::DescendingOrder);
    double previous = 1e300;
    for (int i = 0; i < proxy.rowCount(); ++i) {
        const double p = proxy.index(i, RunsOnModel::ParametersColumn).data(RunsOnModel::SortRole).toDouble();
        QVERIFY(p <= previous);
        previous = p;
    }
    proxy.sort(RunsOnModel::FitColumn, Qt::AscendingOrder);
    int previousFit = -1;
    for (int i = 0; i < proxy.rowCount(); ++i) {
        const int fit = proxy.index(i, 0).data(RunsOnModel::FitRole).toInt();
        QVERIFY(fit >= previousFit);
        previousFit = fit;
    }
    // The proxy keeps each row's key for one set of rows: new rows (another device, another
    // context) must be sorted by their own figures, not the old ones.
    proxy.sort(RunsOnModel::MemoryColumn, Qt::AscendingOrder);
    for (const int context : {4096, 131072}) {
        HardwareConfig hw = config(QStringLiteral("NVIDIA GeForce RTX 3060 12GB"));
        hw.contextLength = context;
        model.setHardware(hw);
        double previousMemory = -1;
        for (int i = 0; i < proxy.rowCount(); ++i) {
            const double memory = proxy.index(i, RunsOnModel::MemoryColumn).data(RunsOnModel::SortRole).toDouble();
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
    RunsOnProxyModel proxy;
    proxy.setSourceModel(&model);
    model.setModels(m_models);
    model.setHardware(config(QStringLiteral("NVIDIA GeForce RTX 4090")));
    proxy.setFitLevels({level});
    int expected = 0;
    for (const RunsOnRow &r : model.result().rows)
        expected += int(r.shown.fit) == level ? 1 : 0;
    QCOMPARE(proxy.rowCount(), expected);
    for (int i = 0; i < proxy.rowCount(); ++i)
        QCOMPARE(proxy.index(i, 0).data(RunsOnModel::FitRole).toInt(), level);
}

void TestRunsOnModel::filtersByDomainAndText()
{
    RunsOnModel model;
    RunsOnProxyModel proxy;
    proxy.setSourceModel(&model);
    model.setModels(m_models);
    model.setHardware(config(QStringLiteral("NVIDIA GeForce RTX 4090")));
    const int all = proxy.rowCount();
    proxy.setDomain(QStringLiteral("Language"));
    QVERIFY(proxy.rowCount() > 0 && proxy.rowCount() < all);
    for (int i = 0; i < proxy.rowCount(); ++i)
        QVERIFY(proxy.index(i, 0).data(RunsOnModel::DomainsRole).toStringList().contains(QStringLiteral("Language")));
    proxy.setSearchText(QStringLiteral("LLAMA 3.1"));
    QVERIFY(proxy.rowCount() >= 3);
    for (int i = 0; i < proxy.rowCount(); ++i)
        QVERIFY(proxy.index(i, 0).data().toString().contains(QLatin1String("Llama 3.1"), Qt::CaseInsensitive));
    proxy.setDomain(QString());
    proxy.setSearchText(QString());
    QCOMPARE(proxy.rowCount(), all);
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
    const QVector<ModelRecord> light = ModelRepository(m_db.connection()).allForHardware();
    QCOMPARE(light.size(), m_models.size());
    const HardwareConfig hw = config(QStringLiteral("NVIDIA GeForce RTX 4090"));
    const RunsOnResult a = RunsOnList::compute(m_models, hw);
    const RunsOnResult b = RunsOnList::compute(light, hw);
    QCOMPARE(b.rows.size(), a.rows.size());
    QCOMPARE(b.weightsNotPublished, a.weightsNotPublished);
    QCOMPARE(b.unknownSize, a.unknownSize);
    for (int i = 0; i < a.rows.size(); ++i) {
        QCOMPARE(b.rows[i].id, a.rows[i].id);
        QCOMPARE(b.rows[i].domains, a.rows[i].domains);
        QCOMPARE(b.rows[i].shown.totalGb, a.rows[i].shown.totalGb);
        QCOMPARE(b.rows[i].shown.tokensPerSecond.expected, a.rows[i].shown.tokensPerSecond.expected);
    }
    for (int i = 0; i < light.size(); ++i)
        QCOMPARE(light[i].trainingHardware, m_models[i].trainingHardware);
}

void TestRunsOnModel::largeCatalogueComputesOffTheGuiThread()
{
    RunsOnModel model;
    model.setAsyncThreshold(1);
    QSignalSpy computed(&model, &RunsOnModel::computed);
    model.setModels(m_models);
    QCOMPARE(computed.count(), 1);   // no hardware yet: nothing to compute, answered at once
    model.setHardware(config(QStringLiteral("NVIDIA GeForce RTX 3060 12GB")));
    QVERIFY(model.isComputing());
    QCOMPARE(model.rowCount(), 0);   // the GUI thread did not wait
    // A second device before the first result: only the second one's rows may arrive.
    model.setHardware(config(QStringLiteral("NVIDIA H100 SXM5 80GB"), 8));
    QTRY_VERIFY(!model.isComputing());
    QCOMPARE(computed.count(), 2);
    const RunsOnResult expected = RunsOnList::compute(m_models, config(QStringLiteral("NVIDIA H100 SXM5 80GB"), 8));
    QCOMPARE(model.result().entirelyOnGpu, expected.entirelyOnGpu);
    QCOMPARE(model.rowCount(), int(expected.rows.size()));
}

QTEST_GUILESS_MAIN(TestRunsOnModel)
#include "tst_runsonmodel.moc"
