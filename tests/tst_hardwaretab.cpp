// The From hardware tab as issue 15 asks for it: an example device until one is chosen, memory as cards
// are sold, a ranking under the user's minimum quality and speed, a status line, and columns that stay
// readable at 800 and 1024 px and at 1.5× scaling (1366 × 768 at 1.5× is 911 × 512 logical pixels), and
// a model page table that fits a narrow page with no word broken.
#include "HardwareChoice.h"
#include "HardwareCatalogue.h"
#include "HardwareDetector.h"
#include "HeaderTitles.h"
#include "hardware/HardwareSidePane.h"
#include "hardware/HardwareTexts.h"
#include "hardware/HardwareView.h"
#include "hardware/ModelHardwareTable.h"
#include "hardware/RunsOnColumns.h"
#include "hardware/WrappingLabel.h"
#include "LanguageManager.h"
#include "hardware/DeviceComboBox.h"
#include "mainwindow/PreferencesDialog.h"
#include "MemoryUnit.h"
#include "ModelRepository.h"
#include "RunsOnModel.h"
#include "Settings.h"
#include "TestCatalogue.h"
#include "WordBreaks.h"

#include <QAbstractButton>
#include <QApplication>
#include <algorithm>
#include <iterator>
#include <QComboBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QFormLayout>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSpinBox>
#include <QSplitter>
#include <QTableView>
#include <QTemporaryDir>
#include <QFile>
#include <QTest>
#include <QTextDocument>

namespace {
const QString rtx4090 = QStringLiteral("NVIDIA GeForce RTX 4090");
}

class TestHardwareTab : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void exampleDeviceUntilOneIsChosen();
    void aNameThatStatesItsMemoryIsNotFollowedByIt();
    void nothingDetectedLeavesTheExample();
    void nothingDetectedOffersNoGpu();
    void preferencesOfferNoGpu();
    void memoryFollowsTheUnitSetting();
    void minimumsRankTheTable();
    void statusTextSaysWhatTheTabShows();
    void statusTextNamesEveryCard();
    void noneMeetsTheMinimums();
    void qualityLossIsNeverWrittenAsZero();
    void firstTokenIsNeverAfterZeroSeconds();
    void mixtureOfExpertsPromptIsSlowerThanItsActiveSize();
    void columnsStayReadable_data();
    void columnsStayReadable();
    void modelTableFitsItsWidth_data();
    void modelTableFitsItsWidth();
    void preferencesApplyEverywhere();
    void preferencesSayTheExampleWhole();
    void preferencesTabFromTopToBottom();
    void tabReachesTheFiltersBeforeTheTable();
    void enterOpensTheModelAsADoubleClickDoes();
    void choiceIsSavedBeforeItIsAnnounced();
    void wrappingLabelAnswersAsQLabel();

private:
    Database m_db{QStringLiteral("tst_hardwaretab")};
    LanguageManager m_languages;
};

void TestHardwareTab::initTestCase()
{
    QCoreApplication::setOrganizationName(QStringLiteral("ModelAtlasTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_hardwaretab"));
    openShippedCatalogue(m_db);
}

void TestHardwareTab::init()
{
    m_languages.setLanguage(QStringLiteral("en"));
    Settings::clear();
}

// On a first start nothing was chosen: the RTX 4090 stands in, and no text calls it "your" card, on
// the tab or on a model page, until the user picks a device (the same one included).
void TestHardwareTab::exampleDeviceUntilOneIsChosen()
{
    {
        HardwareView view(m_db.connection());
        view.show();
        const QString summary = view.summaryText();
        QVERIFY2(summary.startsWith(QLatin1String("An RTX 4090 (example; choose yours) with 24 GB runs")), qPrintable(summary));
        QVERIFY2(!summary.contains(QLatin1String("Your")), qPrintable(summary));
        QVERIFY(HardwareChoice::load().example);
        // Changing the count or the context keeps it an example.
        view.setCount(2);
        QVERIFY2(view.summaryText().startsWith(QStringLiteral("2 × RTX 4090 (example; choose yours), 48 GB in all")),
                 qPrintable(view.summaryText()));
        view.setCount(1);
        QVERIFY(HardwareChoice::load().example);
        const auto llama = ModelRepository(m_db.connection()).byName(QStringLiteral("Llama 3.1-8B"));
        QVERIFY(llama);
        const QString html = ModelHardwareTable::html(*llama);
        QVERIFY2(html.contains(QLatin1String("On an RTX 4090 (example; choose yours)")), qPrintable(html));
        QVERIFY(!html.contains(QLatin1String("On your")));
        QVERIFY(view.statusText().contains(QLatin1String("an RTX 4090 (example)")));

        m_languages.setLanguage(QStringLiteral("it"));
        QTRY_VERIFY2(view.summaryText().contains(QStringLiteral("(un esempio: scegli la tua)")), qPrintable(view.summaryText()));
        m_languages.setLanguage(QStringLiteral("en"));
        QTRY_VERIFY(view.summaryText().startsWith(QLatin1String("An RTX")));

        // Choosing the very card the example shows makes it the user's.
        QVERIFY(view.setDevice(QStringLiteral("RTX 4090")));
        QVERIFY2(view.summaryText().startsWith(QLatin1String("Your NVIDIA GeForce RTX 4090 (24 GB) runs")), qPrintable(view.summaryText()));
        QVERIFY(!HardwareChoice::load().example);
    }
    // And it stays so on the next start.
    HardwareView again(m_db.connection());
    again.show();
    QVERIFY2(again.summaryText().startsWith(QLatin1String("Your NVIDIA GeForce RTX 4090")), qPrintable(again.summaryText()));
}

void TestHardwareTab::aNameThatStatesItsMemoryIsNotFollowedByIt()
{
    HardwareView view(m_db.connection());
    view.show();
    QVERIFY(view.setDevice(QStringLiteral("Apple M3 Max (40-core GPU, 64 GB)")));
    QVERIFY2(view.summaryText().startsWith(QLatin1String("Your Apple M3 Max (40-core GPU, 64 GB) runs")), qPrintable(view.summaryText()));
    QVERIFY(view.setDevice(QStringLiteral("NVIDIA GeForce RTX 3060 12GB")));
    QVERIFY2(view.summaryText().startsWith(QLatin1String("Your NVIDIA GeForce RTX 3060 12GB runs")), qPrintable(view.summaryText()));
}

// Detection that finds no GPU says so, and the tab still calls the RTX 4090 an example, not "your" card.
void TestHardwareTab::nothingDetectedLeavesTheExample()
{
    QTemporaryDir empty;
    HardwareView view(m_db.connection());
    view.show();
    HardwareDetector::Sources sources;
    sources.memInfo = empty.filePath(QStringLiteral("meminfo"));
    sources.drmRoot = empty.filePath(QStringLiteral("drm"));
    view.detector()->setSources(sources);
    QSignalSpy finished(view.detector(), &HardwareDetector::finished);
    view.detectHardware();
    QVERIFY(finished.wait(5000) || finished.count() == 1);
    QVERIFY2(view.detectionText().startsWith(QLatin1String("Nothing detected")), qPrintable(view.detectionText()));
    QVERIFY2(view.summaryText().startsWith(QLatin1String("An RTX 4090 (example; choose yours)")), qPrintable(view.summaryText()));
    QVERIFY(!view.summaryText().contains(QLatin1String("Your")));
    QVERIFY(HardwareChoice::load().example);
}

// With no GPU found, the no-GPU entry is offered with the RAM /proc/meminfo gave, and the RAM box takes
// it; the entry is not chosen for the user (a card whose driver did not answer looks the same).
void TestHardwareTab::nothingDetectedOffersNoGpu()
{
    QTemporaryDir dir;
    QFile meminfo(dir.filePath(QStringLiteral("meminfo")));
    QVERIFY(meminfo.open(QIODevice::WriteOnly));
    meminfo.write("MemTotal:       16777216 kB\nMemFree:         8000000 kB\n");
    meminfo.close();
    HardwareView view(m_db.connection());
    view.show();
    HardwareDetector::Sources sources;
    sources.memInfo = meminfo.fileName();
    sources.drmRoot = dir.filePath(QStringLiteral("drm"));
    view.detector()->setSources(sources);
    QSignalSpy finished(view.detector(), &HardwareDetector::finished);
    view.detectHardware();
    QVERIFY(finished.wait(5000) || finished.count() == 1);
#ifndef Q_OS_MACOS
    QVERIFY2(view.detectionText().contains(QStringLiteral("pick “No GPU (CPU and system RAM)” at the top of the list: the "
                                                          "processor runs the model from the 16 GB of system RAM found")),
             qPrintable(view.detectionText()));
#endif
    QVERIFY(HardwareChoice::load().example);
    QCOMPARE(HardwareChoice::load().systemRamGb, 16.0);
    // Picked, it runs from those 16 GB.
    QVERIFY(view.setDevice(QStringLiteral("cpu")));
    QVERIFY2(view.summaryText().startsWith(QLatin1String("Without a GPU, your 16 GB of system RAM")), qPrintable(view.summaryText()));
}

// The default device in Preferences is the tab's list: no GPU is first there too, and taken as the tab takes it.
void TestHardwareTab::preferencesOfferNoGpu()
{
    HardwareView view(m_db.connection());
    view.show();
    PreferencesDialog dialog(m_db.connection(), &m_languages, &view);
    QCOMPARE(dialog.deviceBox()->itemText(1), QStringLiteral("No GPU (CPU and system RAM)"));
    QVERIFY(dialog.deviceBox()->selectDevice(QStringLiteral("cpu")));
    dialog.accept();
    QCOMPARE(view.deviceName(), QStringLiteral("cpu"));
    QCOMPARE(HardwareChoice::load().deviceName, QStringLiteral("cpu"));
    PreferencesDialog again(m_db.connection(), &m_languages, &view);
    QCOMPARE(again.deviceBox()->currentDeviceName(), QStringLiteral("cpu"));
    QCOMPARE(again.deviceBox()->currentText(), QStringLiteral("No GPU (CPU and system RAM)"));
}

// GB as the card is sold everywhere on the tab; the 10⁹-byte figure only in the basis. A change of the
// setting (from Preferences, say) applies at once.
void TestHardwareTab::memoryFollowsTheUnitSetting()
{
    HardwareView view(m_db.connection());
    view.show();
    QVERIFY(view.setDevice(rtx4090));
    view.table()->setCurrentIndex(view.table()->model()->index(0, 0));
    QVERIFY(view.table()->model()->index(0, RunsOnModel::MemoryColumn).data().toString().contains(QLatin1String("/ 24")));
    QVERIFY2(view.basisText().contains(QStringLiteral("1 GB = 2³⁰ bytes")), qPrintable(view.basisText()));
    QVERIFY2(view.basisText().contains(QStringLiteral("In units of 10⁹ bytes")), qPrintable(view.basisText()));
    QVERIFY(view.summaryText().contains(QLatin1String("(24 GB)")));

    MemoryUnit::setCurrent(MemoryUnit::Unit::Gb);
    QVERIFY(view.table()->model()->index(0, RunsOnModel::MemoryColumn).data().toString().contains(QLatin1String("/ 25.8")));
    QVERIFY(view.summaryText().contains(QLatin1String("(25.8 GB)")));
    QVERIFY2(view.basisText().contains(QStringLiteral("1 GB = 10⁹ bytes")), qPrintable(view.basisText()));
    QVERIFY2(view.basisText().contains(QLatin1String("this device is sold as 24 GB")), qPrintable(view.basisText()));
}

// The two controls set what counts as usable; the table opens on the ranking, the models that meet both
// first and the largest of them first, and the choice is remembered.
void TestHardwareTab::minimumsRankTheTable()
{
    HardwareView view(m_db.connection());
    view.show();
    QVERIFY(view.setDevice(QStringLiteral("NVIDIA GeForce RTX 4060 Ti 16GB")));
    auto *quality = view.findChild<QComboBox *>(QStringLiteral("minQuality"));
    auto *speed = view.findChild<QSpinBox *>(QStringLiteral("minSpeed"));
    QVERIFY(quality && speed);
    QCOMPARE(quality->currentText(), QStringLiteral("Good"));
    QCOMPARE(speed->value(), 10);
    QAbstractItemModel *model = view.table()->model();
    QCOMPARE(view.runsOnModel()->sortColumn(), -1);

    quality->setCurrentIndex(quality->findData(int(Quantization::Quality::NearLossless)));
    speed->setValue(30);
    QCOMPARE(Settings::value(Settings::Key::HardwareMinQuality).toString(), QStringLiteral("near_lossless"));
    QCOMPARE(Settings::value(Settings::Key::HardwareMinTokensPerSecond).toDouble(), 30.0);
    const int meets = view.runsOnModel()->result().meetsMinimums;
    QVERIFY(meets > 0 && meets < model->rowCount());
    double previous = 1e30;
    for (int r = 0; r < meets; ++r) {
        QVERIFY(model->index(r, 0).data(RunsOnModel::MeetsMinimumsRole).toBool());
        QCOMPARE(model->index(r, RunsOnModel::QualityColumn).data().toString(), QStringLiteral("Near lossless"));
        const double parameters = model->index(r, RunsOnModel::ParametersColumn).data(RunsOnModel::SortRole).toDouble();
        QVERIFY(parameters <= previous);
        previous = parameters;
    }
    QVERIFY(!model->index(meets, 0).data(RunsOnModel::MeetsMinimumsRole).toBool());
    QVERIFY2(view.leftOutText().contains(QStringLiteral("meet your minimums (quality “Near lossless” or better")) ||
             view.leftOutText().contains(QLatin1String("meet your minimums (quality Near lossless or better, at least 30 tokens/s)")),
             qPrintable(view.leftOutText()));
    // Counted over every model of the table, not only those entirely on the GPU the summary names before it.
    QVERIFY2(view.leftOutText().startsWith(QStringLiteral("%1 of the %2 models meet your minimums")
                                               .arg(meets)
                                               .arg(view.runsOnModel()->result().rows.size())),
             qPrintable(view.leftOutText()));
    // A new view reads the remembered minimums.
    HardwareView other(m_db.connection());
    QCOMPARE(other.findChild<QSpinBox *>(QStringLiteral("minSpeed"))->value(), 30);
}

void TestHardwareTab::statusTextSaysWhatTheTabShows()
{
    HardwareView view(m_db.connection());
    view.show();
    QVERIFY(view.setDevice(rtx4090));
    QSignalSpy changed(&view, &HardwareView::statusTextChanged);
    const int total = view.runsOnModel()->result().rows.size();
    QVERIFY2(view.statusText().startsWith(QStringLiteral("%1 of %2 models on NVIDIA GeForce RTX 4090")
                                              .arg(QLocale().toString(view.table()->model()->rowCount()), QLocale().toString(total))),
             qPrintable(view.statusText()));
    QVERIFY(view.statusText().contains(QLatin1String("quality Good or better, at least 10 tokens/s")));
    auto *search = view.findChild<QLineEdit *>(QStringLiteral("hardwareSearch"));
    QTest::keyClicks(search, QStringLiteral("llama"));
    QVERIFY(changed.count() > 0);
    QVERIFY2(view.statusText().contains(QStringLiteral("search “llama”")), qPrintable(view.statusText()));
    QVERIFY(view.statusText().startsWith(QLocale().toString(view.table()->model()->rowCount()) + QLatin1String(" of ")));
    m_languages.setLanguage(QStringLiteral("it"));
    QTRY_VERIFY2(view.statusText().contains(QStringLiteral("ricerca «llama»")), qPrintable(view.statusText()));
}

// The fits of the table are for every card: the status line names them all, as the summary does, not
// one card that would run far fewer models.
void TestHardwareTab::statusTextNamesEveryCard()
{
    HardwareView view(m_db.connection());
    view.show();
    view.setCount(2);
    QVERIFY2(view.statusText().contains(QStringLiteral(" models on 2 × RTX 4090 (example)")), qPrintable(view.statusText()));
    QVERIFY(view.setDevice(rtx4090));
    view.setCount(2);
    QVERIFY2(view.statusText().contains(QStringLiteral(" models on 2 × NVIDIA GeForce RTX 4090 · ")), qPrintable(view.statusText()));
    m_languages.setLanguage(QStringLiteral("it"));
    QTRY_VERIFY2(view.statusText().contains(QStringLiteral(" modelli su 2 × NVIDIA GeForce RTX 4090 · ")), qPrintable(view.statusText()));
    m_languages.setLanguage(QStringLiteral("en"));
    view.setCount(1);
    QVERIFY2(view.statusText().contains(QStringLiteral(" models on NVIDIA GeForce RTX 4090 · ")), qPrintable(view.statusText()));
}

// Q8_0 adds 0.0026 to the perplexity: written to two decimals it read "0 more", as if it lost nothing.
void TestHardwareTab::qualityLossIsNeverWrittenAsZero()
{
    QuantEstimate q;
    q.quantization = Quantization::Type::Q8_0;
    q.quality = Quantization::Quality::NearLossless;
    QVERIFY2(HardwareTexts::quality(q).contains(QLatin1String("measures 0.0026 more perplexity")), qPrintable(HardwareTexts::quality(q)));
    q.quantization = Quantization::Type::Q6_K;
    QVERIFY2(HardwareTexts::quality(q).contains(QLatin1String("measures 0.022 more perplexity")), qPrintable(HardwareTexts::quality(q)));
}

// A small model's first token comes in hundredths of a second: one decimal said "after about 0 s".
void TestHardwareTab::firstTokenIsNeverAfterZeroSeconds()
{
    QuantEstimate q;
    q.basis.promptFlopsPerToken = 2e8;
    q.basis.computeTflops = 165;
    q.basis.promptTflops = 80;
    q.basis.promptTokens = 2048;
    q.promptTokensPerSecond = {150000, 200000, 250000};
    q.timeToFirstTokenS = 0.012;
    QVERIFY2(HardwareTexts::prompt(q).endsWith(QLatin1String("after about 0.012 s.")), qPrintable(HardwareTexts::prompt(q)));
    q.timeToFirstTokenS = 1.25;
    QVERIFY2(HardwareTexts::prompt(q).endsWith(QLatin1String("after about 1.2 s.")) || HardwareTexts::prompt(q).endsWith(QLatin1String("after about 1.3 s.")),
             qPrintable(HardwareTexts::prompt(q)));
}

// When no model meets the minimums the line says so, instead of "0 of the 611 models meet your minimums
// … and come first".
// A mixture of experts' routed products see a few dozen tokens of each 512-token batch, so its prompt
// runs well below what its active parameters say. On one Mac (where the quantization does not change
// the prompt's throughput) Qwen3-30B-A3B, 3.3B of 30.5B active, reaches its first token after a
// 2,048-token prompt later than the dense Qwen3-4B; the formula before the expert penalty, which costed
// only the active parameters, had it the other way round. The basis says why, with the figures.
void TestHardwareTab::mixtureOfExpertsPromptIsSlowerThanItsActiveSize()
{
    HardwareView view(m_db.connection());
    view.show();
    QVERIFY(view.setDevice(QStringLiteral("Apple M3 Max (40-core GPU, 64 GB)")));
    const QAbstractItemModel *model = view.table()->model();
    auto firstToken = [model](const QString &name) {
        for (int r = 0; r < model->rowCount(); ++r) {
            if (model->index(r, RunsOnModel::ModelColumn).data().toString() == name)
                return model->index(r, RunsOnModel::FirstTokenColumn).data(RunsOnModel::SortRole).toDouble();
        }
        return -1.0;
    };
    const double moe = firstToken(QStringLiteral("Qwen3-30B-A3B")), dense = firstToken(QStringLiteral("Qwen3-4B"));
    QVERIFY2(dense > 0 && moe > 1.2 * dense, qPrintable(QStringLiteral("%1 s against %2 s").arg(moe).arg(dense)));

    ModelRecord qwen;
    qwen.name = QStringLiteral("Qwen3-30B-A3B");
    qwen.parameters = 30.5e9;
    qwen.activeParameters = 3.3e9;
    qwen.layers = 48;
    qwen.modelAccessibility = QStringLiteral("Open weights (unrestricted)");
    HardwareConfig h;
    h.device = *HardwareCatalogue::shipped().find(QStringLiteral("Apple M3 Max (40-core GPU, 64 GB)"));
    const QuantEstimate q = Estimator::estimateAt(qwen, h, Quantization::Type::Q4_K_M);
    QVERIFY2(HardwareTexts::prompt(q).contains(QLatin1String("each of its routed experts sees about 32 of a batch's 512 tokens")),
             qPrintable(HardwareTexts::prompt(q)));
    QVERIFY(!HardwareTexts::prompt(q).contains(QLatin1String("one in 16")));
    // A mixture of experts whose routing is not on record: the rows per expert rest on an assumption.
    qwen.name = QStringLiteral("Some other mixture of experts");
    QVERIFY2(HardwareTexts::prompt(Estimator::estimateAt(qwen, h, Quantization::Type::Q4_K_M)).contains(QLatin1String("one in 16 is assumed")),
             qPrintable(HardwareTexts::prompt(Estimator::estimateAt(qwen, h, Quantization::Type::Q4_K_M))));
    qwen.activeParameters.reset();
    qwen.parameters = 4e9;
    const QuantEstimate denseEstimate = Estimator::estimateAt(qwen, h, Quantization::Type::Q4_K_M);
    QVERIFY(!HardwareTexts::prompt(denseEstimate).contains(QLatin1String("experts")));
}

void TestHardwareTab::noneMeetsTheMinimums()
{
    RunsOnResult result;
    result.rows.resize(611);
    result.meetsMinimums = 0;
    result.minimums.quality = Quantization::Quality::Good;
    result.minimums.tokensPerSecond = 1000;
    QCOMPARE(HardwareTexts::usable(result),
             QStringLiteral("None of the 611 models meets your minimums (quality Good or better, at least 1,000 tokens/s), "
                            "those not entirely on the GPU included."));
    result.meetsMinimums = 1;
    QVERIFY2(HardwareTexts::usable(result).startsWith(QLatin1String("1 of the 611 models meets your minimums")),
             qPrintable(HardwareTexts::usable(result)));
    m_languages.setLanguage(QStringLiteral("it"));
    result.meetsMinimums = 0;
    QCOMPARE(HardwareTexts::usable(result),
             QStringLiteral("Nessuno dei 611 modelli rispetta i tuoi requisiti minimi (qualità almeno «Buona», almeno "
                            "1.000 token/s), nemmeno contando quelli non del tutto sulla GPU."));
    m_languages.setLanguage(QStringLiteral("en"));
}

void TestHardwareTab::columnsStayReadable_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QSize>("size");
    for (const char *language : {"en", "it"}) {
        QTest::addRow("%s 800×700", language) << QString::fromLatin1(language) << QSize(800, 700);
        QTest::addRow("%s 1024×700", language) << QString::fromLatin1(language) << QSize(1024, 700);
        QTest::addRow("%s 1366×768 at 1.5×", language) << QString::fromLatin1(language) << QSize(911, 512);
        QTest::addRow("%s 1600×1000", language) << QString::fromLatin1(language) << QSize(1600, 1000);
    }
}

// The name takes the room; the columns a row is read for (fit, quantization, memory, speed) read whole,
// the lesser ones going first where there is not the room for all; nothing needs sideways scrolling;
// no label or button of the tab is cut. At 800 px the side pane goes under the table.
void TestHardwareTab::columnsStayReadable()
{
    QFETCH(QString, language);
    QFETCH(QSize, size);
    m_languages.setLanguage(language);
    QCoreApplication::processEvents();
    HardwareView view(m_db.connection());
    view.resize(size);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QVERIFY(view.setDevice(rtx4090));
    QVERIFY2(view.minimumSizeHint().width() <= size.width(), qPrintable(QString::number(view.minimumSizeHint().width())));
    QTableView *table = view.table();
    QHeaderView *header = table->horizontalHeader();
    const int charWidth = table->fontMetrics().averageCharWidth();
    QTRY_VERIFY(header->sectionSize(RunsOnModel::ModelColumn) >= charWidth * RunsOnColumns::nameMinimumChars);
    QCOMPARE(view.findChild<QSplitter *>()->orientation(), size.width() <= 800 ? Qt::Vertical : Qt::Horizontal);
    int sum = 0;
    for (int c = 0; c < header->count(); ++c) {
        if (header->isSectionHidden(c)) {
            const auto &dropped = RunsOnColumns::dropOrder;
            QVERIFY2(std::find(std::begin(dropped), std::end(dropped), c) != std::end(dropped), qPrintable(QString::number(c)));
            continue;
        }
        QVERIFY2(header->sectionSize(c) >= charWidth * RunsOnColumns::figureFloorChars, qPrintable(QString::number(c)));
        sum += header->sectionSize(c);
    }
    QVERIFY2(sum <= table->viewport()->width(), qPrintable(QStringLiteral("%1 > %2").arg(sum).arg(table->viewport()->width())));
    // Figures and the words a row is read for are never cut: each cell in view fits its column whole.
    for (int c = RunsOnModel::ParametersColumn; c < header->count(); ++c) {
        if (header->isSectionHidden(c) || c == RunsOnModel::QualityColumn)
            continue;
        for (int r = 0; r < std::min(40, table->model()->rowCount()); ++r) {
            const QString text = table->model()->index(r, c).data().toString();
            QVERIFY2(table->fontMetrics().horizontalAdvance(text) < header->sectionSize(c), qPrintable(text));
        }
    }
    // The columns that go, go least needed first: none is hidden while one before it in the order shows.
    bool shownBefore = false;
    for (const RunsOnModel::Column c : RunsOnColumns::dropOrder) {
        QVERIFY2(!(header->isSectionHidden(c) && shownBefore), qPrintable(QString::number(c)));
        shownBefore = shownBefore || !header->isSectionHidden(c);
    }
    if (size.width() >= 1600) {
        for (int c = 0; c < header->count(); ++c)
            QVERIFY2(!header->isSectionHidden(c), qPrintable(QString::number(c)));
    }
    // Every title of a column shown reads whole, at every width (none is elided to "Parame…").
    const QStringList cut = HeaderTitles::cut(header);
    QVERIFY2(cut.isEmpty(), qPrintable(cut.join(QStringLiteral("; "))));
    // At 1,600 px the words read whole ("Experts in system RAM"), the name keeping its readable width.
    if (size.width() >= 1600) {
        for (const int c : {int(RunsOnModel::FitColumn), int(RunsOnModel::QuantColumn), int(RunsOnModel::QualityColumn)}) {
            for (int r = 0; r < std::min(40, table->model()->rowCount()); ++r) {
                const QString text = table->model()->index(r, c).data().toString();
                QVERIFY2(table->fontMetrics().horizontalAdvance(text) < header->sectionSize(c), qPrintable(text));
            }
        }
    }
    for (QLabel *label : view.findChildren<QLabel *>()) {
        if (label->isVisible() && !label->wordWrap())
            QVERIFY2(label->sizeHint().width() <= label->width(), qPrintable(label->text()));
    }
    for (QAbstractButton *button : view.findChildren<QAbstractButton *>()) {
        if (button->isVisible() && !button->text().isEmpty())
            QVERIFY2(button->sizeHint().width() <= button->width(), qPrintable(button->text()));
    }
}

void TestHardwareTab::modelTableFitsItsWidth_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<int>("width");
    QTest::addColumn<bool>("columns");
    // The model page's box beside the catalogue: 1600 px, 1024 px in English, 800 px.
    QTest::newRow("en 600") << QStringLiteral("en") << 600 << true;
    QTest::newRow("it 600") << QStringLiteral("it") << 600 << true;
    QTest::newRow("en 340") << QStringLiteral("en") << 340 << true;
    QTest::newRow("en 230") << QStringLiteral("en") << 230 << false;
    QTest::newRow("it 230") << QStringLiteral("it") << 230 << false;
}

// The model page's hardware table at a given width: its four columns where their titles and cells fit it
// with words whole, else three (the smallest GPU under the memory); either way laid out as the page lays
// it out, no word is broken and it is no wider than given.
void TestHardwareTab::modelTableFitsItsWidth()
{
    QFETCH(QString, language);
    QFETCH(int, width);
    QFETCH(bool, columns);
    m_languages.setLanguage(language);
    {
        HardwareView view(m_db.connection());
        QVERIFY(view.setDevice(rtx4090));
    }
    // A mixture of experts: its rows split between GPU and RAM, on three fit levels.
    const auto mixtral = ModelRepository(m_db.connection()).byName(QStringLiteral("Mixtral 8x7B"));
    QVERIFY(mixtral);
    const QString html = ModelHardwareTable::html(*mixtral, width);
    QCOMPARE(html.contains(ModelHardwareTable::tr("Smallest common GPU that holds it")), columns);
    QCOMPARE(html.contains(ModelHardwareTable::tr("smallest common GPU: %1").arg(QString())), !columns);
    QTextDocument document;
    document.setDocumentMargin(0);
    document.setHtml(html);
    document.setTextWidth(width);
    // (A table that fills the width is reported one pixel wider.)
    QVERIFY2(document.idealWidth() <= width + 1, qPrintable(QString::number(document.idealWidth())));
    const QList<QTextTable *> found = WordBreaks::tables(document.rootFrame(), 3);
    QCOMPARE(found.size(), 1);
    const QStringList broken = WordBreaks::inside(found.first());
    QVERIFY2(broken.isEmpty(), qPrintable(broken.join(QStringLiteral(", "))));
    m_languages.setLanguage(QStringLiteral("en"));
}

// Edit ▸ Preferences: language, default device, memory unit, update address and time-out, each applied
// on OK and remembered; Cancel changes nothing; no label of it is cut at 1024 px.
void TestHardwareTab::preferencesApplyEverywhere()
{
    HardwareView view(m_db.connection());
    view.show();
    {
        PreferencesDialog dialog(m_db.connection(), &m_languages, &view);
        QCOMPARE(dialog.unitBox()->currentData().toString(), QStringLiteral("gib"));
        QCOMPARE(dialog.timeoutBox()->value(), 30);
        QVERIFY(dialog.deviceBox()->currentDeviceName().isEmpty());   // nothing chosen yet: the example is not offered as a choice
        dialog.unitBox()->setCurrentIndex(dialog.unitBox()->findData(QStringLiteral("gb")));
        dialog.timeoutBox()->setValue(90);
        dialog.updateAddressEdit()->setText(QStringLiteral("https://example.org/epoch.zip"));
        dialog.reject();
    }
    QCOMPARE(MemoryUnit::current(), MemoryUnit::Unit::Gib);
    QCOMPARE(Settings::value(Settings::Key::UpdateTimeoutSeconds).toInt(), 30);

    PreferencesDialog dialog(m_db.connection(), &m_languages, &view);
    dialog.resize(dialog.sizeHint());
    dialog.show();
    QVERIFY(dialog.minimumSizeHint().width() <= 1024);
    for (QLabel *label : dialog.findChildren<QLabel *>())
        QVERIFY2(label->sizeHint().width() <= label->width(), qPrintable(label->text()));
    dialog.unitBox()->setCurrentIndex(dialog.unitBox()->findData(QStringLiteral("gb")));
    dialog.timeoutBox()->setValue(90);
    dialog.updateAddressEdit()->setText(QStringLiteral("https://example.org/epoch.zip"));
    QVERIFY(dialog.deviceBox()->selectDevice(QStringLiteral("RTX 3090")));
    dialog.languageBox()->setCurrentIndex(dialog.languageBox()->findData(QStringLiteral("it")));
    dialog.accept();
    QCOMPARE(MemoryUnit::current(), MemoryUnit::Unit::Gb);
    QCOMPARE(Settings::value(Settings::Key::UpdateTimeoutSeconds).toInt(), 90);
    QCOMPARE(Settings::value(Settings::Key::UpdateUrl).toString(), QStringLiteral("https://example.org/epoch.zip"));
    QCOMPARE(Settings::value(Settings::Key::Language).toString(), QStringLiteral("it"));
    QCOMPARE(view.deviceName(), QStringLiteral("NVIDIA GeForce RTX 3090"));
    QVERIFY(!HardwareChoice::load().example);
    QTRY_VERIFY2(view.summaryText().startsWith(QStringLiteral("Con NVIDIA GeForce RTX 3090 (25,8 GB)")), qPrintable(view.summaryText()));
    m_languages.setLanguage(QStringLiteral("en"));
}

// The tab starts the estimates for a new device before the choice is written to the settings file
// (a synced write: the estimates run meanwhile); choiceChanged(), which the model page answers by
// reading the settings, comes only after the write.
// With no device chosen, Preferences' device box says that an RTX 4090 stands in as an example: the
// sentence reads whole at the size the dialog opens at (as Edit ▸ Preferences opens it), in English and in Italian (it was cut at "stands in a…").
void TestHardwareTab::preferencesSayTheExampleWhole()
{
    HardwareView view(m_db.connection());
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("it")}) {
        m_languages.setLanguage(language);
        PreferencesDialog dialog(m_db.connection(), &m_languages, &view);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        const QLineEdit *edit = dialog.deviceBox()->lineEdit();
        QVERIFY(edit && edit->text().isEmpty() && edit->placeholderText().contains(QLatin1String("RTX 4090")));
        // QLineEdit keeps two pixels of margin on each side of its text.
        QVERIFY2(edit->fontMetrics().horizontalAdvance(edit->placeholderText()) <= edit->contentsRect().width() - 4,
                 qPrintable(QStringLiteral("%1: %2 px of text in %3 px").arg(language)
                                .arg(edit->fontMetrics().horizontalAdvance(edit->placeholderText()))
                                .arg(edit->contentsRect().width())));
        QVERIFY(dialog.minimumSizeHint().width() <= 1024);
        // And no field is squeezed to make room for the rows that wrap.
        for (const QWidget *field : {static_cast<QWidget *>(dialog.deviceBox()), static_cast<QWidget *>(dialog.unitBox()),
                                     static_cast<QWidget *>(dialog.timeoutBox()), static_cast<QWidget *>(dialog.updateAddressEdit())})
            QVERIFY2(field->height() >= field->minimumSizeHint().height(),
                     qPrintable(QStringLiteral("%1: %2 px high, needs %3").arg(language).arg(field->height()).arg(field->minimumSizeHint().height())));
    }
    m_languages.setLanguage(QStringLiteral("en"));
}

// Tab walks the Preferences fields in the order they are shown: it used to jump from the language to the
// update address, then back up to the device.
void TestHardwareTab::preferencesTabFromTopToBottom()
{
    HardwareView view(m_db.connection());
    PreferencesDialog dialog(m_db.connection(), &m_languages, &view);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    const QList<QWidget *> shown{dialog.languageBox(), dialog.deviceBox(), dialog.unitBox(),
                                 dialog.updateAddressEdit(), dialog.timeoutBox()};
    dialog.languageBox()->setFocus();
    for (int i = 1; i < shown.size(); ++i) {
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        QWidget *focus = QApplication::focusWidget();
        QVERIFY2(focus == shown.at(i) || focus->focusProxy() == shown.at(i) || focus->parentWidget() == shown.at(i),
                 qPrintable(QStringLiteral("Tab %1 reached %2").arg(i).arg(QString::fromLatin1(focus->metaObject()->className()))));
    }
}

// The table's filters sit above it, the side pane beside it: Tab went from the controls to the table,
// the side pane, and only then up to the filters.
void TestHardwareTab::tabReachesTheFiltersBeforeTheTable()
{
    HardwareView view(m_db.connection());
    view.resize(1366, 700);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    auto *side = view.findChild<HardwareSidePane *>();
    auto *search = view.findChild<QLineEdit *>(QStringLiteral("hardwareSearch"));
    QVERIFY(side && search);
    const auto name = [&](QWidget *w) {
        return w == view.table() ? QStringLiteral("table") : side->isAncestorOf(w) ? QStringLiteral("side pane") : w->objectName();
    };
    search->setFocus();
    QTest::keyClick(search, Qt::Key_Tab, Qt::ShiftModifier);
    QVERIFY2(name(QApplication::focusWidget()) != QLatin1String("side pane") && QApplication::focusWidget() != view.table(),
             "before the search come the controls above it");
    search->setFocus();
    QStringList reached;
    for (int i = 0; i < 6; ++i) {
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        reached.append(name(QApplication::focusWidget()));
    }
    QCOMPARE(reached, QStringList({QStringLiteral("domainFilter"), QStringLiteral("fitFilter"), QStringLiteral("minQuality"),
                                   QStringLiteral("minSpeed"), QStringLiteral("table"), QStringLiteral("side pane")}));
}

// A double click on a row opens its model; from the keyboard, Enter did nothing.
void TestHardwareTab::enterOpensTheModelAsADoubleClickDoes()
{
    HardwareView view(m_db.connection());
    view.show();
    QVERIFY(view.setDevice(rtx4090));
    QTableView *table = view.table();
    QTRY_VERIFY(table->model()->rowCount() > 2);
    table->setFocus();
    table->setCurrentIndex(table->model()->index(2, 0));
    QSignalSpy opened(&view, &HardwareView::modelActivated);
    for (const int key : {Qt::Key_Return, Qt::Key_Enter}) {
        QTest::keyClick(table, Qt::Key(key));
        QCOMPARE(opened.size(), 1);
        QCOMPARE(opened.takeFirst().at(0).toLongLong(), table->model()->index(2, 0).data(RunsOnModel::IdRole).toLongLong());
    }
}

void TestHardwareTab::choiceIsSavedBeforeItIsAnnounced()
{
    HardwareView view(m_db.connection());
    view.show();
    QVERIFY(view.setDevice(rtx4090));
    QStringList announced, computedFor, computingWhenSaved;
    QObject scope;   // the connections end with the test
    connect(&view, &HardwareView::choiceChanged, &scope, [&]() {
        announced.append(HardwareChoice::load().deviceName);
        computedFor.append(view.runsOnModel()->hardware().device.name);
    });
    connect(Settings::notifier(), &SettingsNotifier::changed, &scope, [&](Settings::Key key) {
        if (key == Settings::Key::HardwareDevice || key == Settings::Key::HardwareCount)
            computingWhenSaved.append(view.runsOnModel()->hardware().device.name);
    });
    const QString a100 = QStringLiteral("NVIDIA A100 SXM4 80GB");
    QVERIFY(view.setDevice(a100));
    view.setCount(2);
    QCOMPARE(announced, QStringList({a100, a100}));
    QCOMPARE(computedFor, QStringList({a100, a100}));
    // The device changed once (its key), the count once: the model had each before the write.
    QCOMPARE(computingWhenSaved, QStringList({a100, a100}));
    QCOMPARE(HardwareChoice::load().count, 2);
    QCOMPARE(view.runsOnModel()->hardware().count, 2);
}

// The cached height is QLabel's own for every text, width and setting the label has had.
void TestHardwareTab::wrappingLabelAnswersAsQLabel()
{
    WrappingLabel cached;
    QLabel plain;
    plain.setWordWrap(true);
    const QStringList texts{QStringLiteral("Your NVIDIA GeForce RTX 4090 (24 GB) runs 312 of 707 models entirely on the GPU."),
                            QStringLiteral("Short."), QString(),
                            QStringLiteral("A longer line that wraps more than once at a narrow width, with words of all "
                                           "lengths: supercalifragilistic and a b c d e f g.")};
    const auto same = [&](const QString &what) {
        for (int width : {40, 120, 300, 120, 900, 40}) {
            QVERIFY2(cached.heightForWidth(width) == plain.heightForWidth(width), qPrintable(QStringLiteral("%1 at %2").arg(what).arg(width)));
            QCOMPARE(cached.heightForWidth(width), plain.heightForWidth(width));   // asked again: the cache
        }
    };
    for (const QString &text : texts) {
        cached.setText(text);
        plain.setText(text);
        same(text);
    }
    QFont large = plain.font();
    large.setPointSizeF(large.pointSizeF() * 2);
    cached.setFont(large);
    plain.setFont(large);
    same(QStringLiteral("a larger font"));
    cached.setMargin(15);
    plain.setMargin(15);
    same(QStringLiteral("a margin"));
    cached.setTextFormat(Qt::RichText);
    plain.setTextFormat(Qt::RichText);
    cached.setText(QStringLiteral("<b>bold</b> and <i>more words that wrap</i> over lines"));
    plain.setText(cached.text());
    same(QStringLiteral("rich text"));
    cached.setWordWrap(false);
    plain.setWordWrap(false);
    same(QStringLiteral("no wrapping"));
}

QTEST_MAIN(TestHardwareTab)
#include "tst_hardwaretab.moc"
