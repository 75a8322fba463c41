// A Mac in the From hardware view, the model page and the command line (first-hour QA review): its one
// memory is no "system RAM" beside the GPU's, so no label may say so; it counts as one device; the chart
// and the basis name the device as it is; and the model page's questions agree with its Availability.
#include "EstimateReport.h"
#include "Estimator.h"
#include "HardwareCatalogue.h"
#include "LanguageManager.h"
#include "ModelRepository.h"
#include "RunsOnModel.h"
#include "Settings.h"
#include "TestCatalogue.h"
#include "details/ModelQuestions.h"
#include "hardware/HardwareView.h"
#include "hardware/MemoryChart.h"
#include "hardware/ModelHardwareTable.h"

#include <QComboBox>
#include <QSpinBox>
#include <QTableView>
#include <QTest>

namespace {

const QString m2Max64 = QStringLiteral("Apple M2 Max (38-core GPU, 64 GB)");
const QString m1 = QStringLiteral("Apple M1 (8-core GPU, 8 GB)");
const QString rtx3090 = QStringLiteral("NVIDIA GeForce RTX 3090");

// The words that would tell a Mac's user about a RAM beside the GPU's memory.
bool speaksOfSystemRam(const QString &text)
{
    return text.contains(QLatin1String("system RAM")) || text.contains(QLatin1String(" RAM)"))
        || text.contains(QLatin1String("RAM di sistema"));
}

HardwareConfig on(const QString &device, int count = 1)
{
    HardwareConfig hw;
    hw.device = *HardwareCatalogue::shipped().find(device);
    hw.count = count;
    return hw;
}

// The count box of the view's controls: the one spin box that goes from 1 to 8.
QSpinBox *countBox(HardwareView &view)
{
    for (QSpinBox *box : view.findChildren<QSpinBox *>()) {
        if (box->minimum() == 1 && box->maximum() == 8)
            return box;
    }
    return nullptr;
}

} // namespace

class TestUnifiedMemory : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void offloadOnAMacIsBeyondTheGpusShare();
    void tableRowsOnAMacNameNoSystemRam();
    void aSplitNeverReadsZero();
    void modelPageOnAMacNamesNoSystemRam();
    void countBoxShowsOneForAMac();
    void chartCaptionStatesTheSizeOnce();
    void basisTitleNamesEveryCard();
    void downloadAnswerFollowsTheAccess();

private:
    int rowOf(HardwareView &view, const QString &name) const;
    Database m_db{QStringLiteral("tst_unifiedmemory")};
    LanguageManager m_languages;
};

void TestUnifiedMemory::initTestCase()
{
    QCoreApplication::setOrganizationName(QStringLiteral("ModelAtlasTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_unifiedmemory"));
    openShippedCatalogue(m_db);
}

void TestUnifiedMemory::init()
{
    m_languages.setLanguage(QStringLiteral("en"));
    Settings::clear();
}

int TestUnifiedMemory::rowOf(HardwareView &view, const QString &name) const
{
    QAbstractItemModel *model = view.table()->model();
    for (int i = 0; i < model->rowCount(); ++i) {
        if (model->index(i, RunsOnModel::ModelColumn).data().toString() == name)
            return i;
    }
    return -1;
}

// The estimator splits a model larger than the GPU's share of a Mac's memory on purpose (the CPU runs
// the rest from the same memory): the level's words say that, in both languages, and a card's stay.
void TestUnifiedMemory::offloadOnAMacIsBeyondTheGpusShare()
{
    const auto model = ModelRepository(m_db.connection()).byName(QStringLiteral("Qwen3-Next-80B-A3B"));
    QVERIFY(model);
    const Estimate e = Estimator::estimate(*model, on(m2Max64));
    bool offload = false;
    for (const QuantEstimate &q : e.quantizations)
        offload = offload || q.fit == FitLevel::Offload;
    QVERIFY(offload);
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("it")}) {
        m_languages.setLanguage(language);
        // The levels a Mac reaches: never expert offload (the experts would sit in the same memory), nor
        // the level of a computer without a GPU.
        QVERIFY(!Estimator::fitLevels(true).contains(FitLevel::ExpertOffload));
        QVERIFY(!Estimator::fitLevels(true).contains(FitLevel::Cpu));
        for (const FitLevel level : Estimator::fitLevels(true)) {
            QVERIFY2(!speaksOfSystemRam(Estimator::fitLevelName(level, true)), qPrintable(Estimator::fitLevelName(level, true)));
            QVERIFY2(!speaksOfSystemRam(Estimator::fitLevelDescription(level, true)),
                     qPrintable(Estimator::fitLevelDescription(level, true)));
        }
        QVERIFY(Estimator::fitLevelName(FitLevel::Offload, true) != Estimator::fitLevelName(FitLevel::Offload));
    }
    m_languages.setLanguage(QStringLiteral("en"));
    QCOMPARE(Estimator::fitLevelName(FitLevel::Offload, true), QStringLiteral("Beyond the GPU's share of memory"));
    QCOMPARE(Estimator::fitLevelName(FitLevel::Offload), QStringLiteral("Partly in system RAM (slow)"));
}

void TestUnifiedMemory::tableRowsOnAMacNameNoSystemRam()
{
    HardwareView view(m_db.connection());
    view.resize(1400, 800);
    view.show();
    QVERIFY(view.setDevice(m2Max64));
    QAbstractItemModel *model = view.table()->model();
    QVERIFY(model->rowCount() > 100);
    bool beyond = false;
    for (int r = 0; r < model->rowCount(); ++r) {
        const QString fit = model->index(r, RunsOnModel::FitColumn).data().toString();
        beyond = beyond || fit == QLatin1String("Beyond the GPU's share of memory");
        for (int c = 0; c < model->columnCount(); ++c) {
            const QModelIndex index = model->index(r, c);
            QVERIFY2(!speaksOfSystemRam(index.data().toString()), qPrintable(index.data().toString()));
            QVERIFY2(!speaksOfSystemRam(index.data(Qt::ToolTipRole).toString()), qPrintable(index.data(Qt::ToolTipRole).toString()));
        }
    }
    QVERIFY(beyond);
    // The fit filter offers the same words.
    auto *fitFilter = [&]() -> QComboBox * {
        for (QComboBox *box : view.findChildren<QComboBox *>()) {
            if (box->findText(Estimator::fitLevelName(FitLevel::TooLarge)) >= 0)
                return box;
        }
        return nullptr;
    }();
    QVERIFY(fitFilter);
    QVERIFY(fitFilter->findText(QStringLiteral("Beyond the GPU's share of memory")) >= 0);
    QCOMPARE(fitFilter->findText(Estimator::fitLevelName(FitLevel::Offload)), -1);
    QCOMPARE(fitFilter->findText(Estimator::fitLevelName(FitLevel::ExpertOffload)), -1);
    // A level chosen in the filter stays chosen when the device changes, whatever the levels offered.
    fitFilter->setCurrentIndex(fitFilter->findData(int(FitLevel::TooLarge)));
    QVERIFY(view.setDevice(rtx3090));
    QCOMPARE(fitFilter->currentData().toInt(), int(FitLevel::TooLarge));
    QVERIFY(fitFilter->findText(Estimator::fitLevelName(FitLevel::ExpertOffload)) >= 0);
    fitFilter->setCurrentIndex(0);
    QVERIFY(view.setDevice(m2Max64));
    QVERIFY2(!speaksOfSystemRam(view.leftOutText()), qPrintable(view.leftOutText()));
    // The basis of a row beyond the share says where the rest runs.
    const int row = rowOf(view, QStringLiteral("Qwen3-Next-80B-A3B"));
    QVERIFY(row >= 0);
    view.table()->setCurrentIndex(model->index(row, 0));
    QVERIFY2(!speaksOfSystemRam(view.basisText()), qPrintable(view.basisText()));
    QVERIFY2(view.basisText().contains(QLatin1String("Unified memory: macOS lets the GPU use 75% of the 64 GB")), qPrintable(view.basisText()));
    // A card keeps its words.
    QVERIFY(view.setDevice(rtx3090));
    bool ram = false;
    for (int r = 0; r < model->rowCount(); ++r)
        ram = ram || model->index(r, RunsOnModel::FitColumn).data().toString() == Estimator::fitLevelName(FitLevel::Offload);
    QVERIFY(ram);
}

// "5.3 (5.3 GPU + 0 RAM)" said that nothing moved while the level said something did.
void TestUnifiedMemory::aSplitNeverReadsZero()
{
    const MemoryUnit::Unit gib = MemoryUnit::Unit::Gib;
    const QString card = EstimateReport::memoryText(5.75, 5.73, 0.02, gib);
    QVERIFY2(!card.contains(QLatin1String("+ 0 ")), qPrintable(card));
    QCOMPARE(card, QStringLiteral("5.4 (5.3 GPU + < 0.1 RAM)"));
    const QString mac = EstimateReport::memoryText(5.75, 5.73, 0.02, gib, true);
    QCOMPARE(mac, QStringLiteral("5.4 (5.3 GPU + < 0.1 CPU)"));
    QCOMPARE(EstimateReport::memoryText(63.3, 24.6, 38.7, MemoryUnit::Unit::Gb), QStringLiteral("63.3 (24.6 GPU + 38.7 RAM)"));
    QCOMPARE(EstimateReport::memoryText(5.0, 5.0, 0, gib, true), MemoryUnit::number(5.0, gib));
    m_languages.setLanguage(QStringLiteral("it"));
    QCOMPARE(EstimateReport::memoryText(5.75, 5.73, 0.02, gib, true), QStringLiteral("5,4 (5,3 GPU + < 0,1 CPU)"));
}

void TestUnifiedMemory::modelPageOnAMacNamesNoSystemRam()
{
    HardwareView view(m_db.connection());
    view.show();
    QVERIFY(view.setDevice(m1));
    const auto model = ModelRepository(m_db.connection()).byName(QStringLiteral("Llama 3.1-8B"));
    QVERIFY(model);
    const QString html = ModelHardwareTable::html(*model, 0);
    QVERIFY2(!html.contains(QLatin1String(" RAM<")) && !html.contains(QLatin1String("system RAM")), qPrintable(html));
    QVERIFY2(!html.contains(QLatin1String("+ 0 ")), qPrintable(html));
}

void TestUnifiedMemory::countBoxShowsOneForAMac()
{
    HardwareView view(m_db.connection());
    view.show();
    QVERIFY(view.setDevice(rtx3090));
    view.setCount(2);
    QSpinBox *count = countBox(view);
    QVERIFY(count);
    QCOMPARE(count->value(), 2);
    QVERIFY(view.setDevice(m2Max64));
    QVERIFY(!count->isEnabled());
    QCOMPARE(count->value(), 1);
    QVERIFY2(!view.summaryText().contains(QStringLiteral("2 ×")), qPrintable(view.summaryText()));
    // Back on a card, the count chosen for cards comes back.
    QVERIFY(view.setDevice(rtx3090));
    QVERIFY(count->isEnabled());
    QCOMPARE(count->value(), 2);
    // A Mac remembered from an earlier session opens greyed at 1 as well.
    QVERIFY(view.setDevice(m2Max64));
    HardwareView again(m_db.connection());
    again.show();
    QSpinBox *reopened = countBox(again);
    QVERIFY(reopened);
    QVERIFY(!reopened->isEnabled());
    QCOMPARE(reopened->value(), 1);
}

void TestUnifiedMemory::chartCaptionStatesTheSizeOnce()
{
    const auto model = ModelRepository(m_db.connection()).byName(QStringLiteral("Llama 3.1-8B"));
    QVERIFY(model);
    MemoryChart chart;
    HardwareConfig mac = on(m2Max64);
    chart.setEstimate(Estimator::estimate(*model, mac), mac);
    // 48 GB: three quarters of 64, the GPU's share; the 64 is in the name already.
    QCOMPARE(chart.deviceLabel(), QStringLiteral("M2 Max (38-core GPU, 64 GB), 48 GB for the GPU"));
    const HardwareConfig two = on(rtx3090, 2);
    chart.setEstimate(Estimator::estimate(*model, two), two);
    QCOMPARE(chart.deviceLabel(), QStringLiteral("2 × RTX 3090 (48 GB)"));
    const HardwareConfig one = on(rtx3090);
    chart.setEstimate(Estimator::estimate(*model, one), one);
    QCOMPARE(chart.deviceLabel(), QStringLiteral("RTX 3090 (24 GB)"));
    m_languages.setLanguage(QStringLiteral("it"));
    chart.setEstimate(Estimator::estimate(*model, mac), mac);
    QCOMPARE(chart.deviceLabel(), QStringLiteral("M2 Max (38-core GPU, 64 GB), 48 GB per la GPU"));
}

void TestUnifiedMemory::basisTitleNamesEveryCard()
{
    HardwareView view(m_db.connection());
    view.resize(1400, 800);
    view.show();
    QVERIFY(view.setDevice(rtx3090));
    view.setCount(2);
    const int row = rowOf(view, QStringLiteral("Llama 3.1-8B"));
    QVERIFY(row >= 0);
    view.table()->setCurrentIndex(view.table()->model()->index(row, 0));
    QVERIFY2(view.basisText().contains(QStringLiteral("on 2 × NVIDIA GeForce RTX 3090")), qPrintable(view.basisText()));
}

void TestUnifiedMemory::downloadAnswerFollowsTheAccess()
{
    const auto answerFor = [this](const QString &name) {
        const auto model = ModelRepository(m_db.connection()).byName(name);
        if (!model)
            return QString();
        const QVector<ModelQuestion> questions = ModelQuestions::forModel(*model);
        return questions.isEmpty() ? QString() : questions.first().answer;
    };
    // Unreleased: not a service anyone can use, as Availability says.
    const QString deepBlue = answerFor(QStringLiteral("Deep Blue"));
    QVERIFY2(deepBlue.startsWith(QLatin1String("No.")), qPrintable(deepBlue));
    QVERIFY2(deepBlue.contains(QLatin1String("not offered to the public")), qPrintable(deepBlue));
    QVERIFY2(!deepBlue.contains(QLatin1String("service")), qPrintable(deepBlue));
    // Each closed access value of the catalogue gets its own reason.
    QStringList seen;
    for (const ModelRecord &m : ModelRepository(m_db.connection()).all()) {
        if (m.weightsPublished() || m.modelAccessibility.isEmpty() || seen.contains(m.modelAccessibility))
            continue;
        seen.append(m.modelAccessibility);
        const QString answer = ModelQuestions::forModel(m).first().answer;
        if (m.modelAccessibility == QLatin1String("API access"))
            QVERIFY2(answer.contains(QLatin1String("through an API")), qPrintable(answer));
        else if (m.modelAccessibility == QLatin1String("Hosted access (no API)"))
            QVERIFY2(answer.contains(QLatin1String("only in its provider's own product")), qPrintable(answer));
        else if (m.modelAccessibility == QLatin1String("Unreleased"))
            QVERIFY2(answer.contains(QLatin1String("not offered to the public")), qPrintable(answer));
    }
    QVERIFY(seen.size() >= 3);
    m_languages.setLanguage(QStringLiteral("it"));
    QVERIFY2(!answerFor(QStringLiteral("Deep Blue")).contains(QLatin1String("servizio")), qPrintable(answerFor(QStringLiteral("Deep Blue"))));
}

QTEST_MAIN(TestUnifiedMemory)
#include "tst_unifiedmemory.moc"
