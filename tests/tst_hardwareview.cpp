// The From hardware tab, driven as a user would on the offscreen platform.
#include "catalogue/CatalogueView.h"
#include "HardwareCatalogue.h"
#include "DrmCards.h"
#include "HardwareChoice.h"
#include "CatalogueSession.h"
#include "hardware/DeviceComboBox.h"
#include "hardware/HardwareTexts.h"
#include "hardware/HardwareView.h"
#include "LanguageManager.h"
#include "mainwindow/MainWindow.h"
#include "hardware/MemoryChart.h"
#include "details/ModelPage.h"
#include "hardware/ModelHardwareTable.h"
#include "details/ModelPageBuilder.h"
#include "details/ModelQuestions.h"
#include "ModelRepository.h"
#include "RunsOnModel.h"
#include "Settings.h"
#include "Screenshots.h"
#include "TestCatalogue.h"

#include <QAbstractAxis>
#include <algorithm>
#include <QBarSet>
#include <QChart>
#include <QAbstractItemView>
#include <QComboBox>
#include <QLocale>
#include <QCompleter>
#include <QHorizontalStackedBarSeries>
#include <QLineSeries>
#include <QPainter>
#include <QTextBrowser>
#include <QTextCursor>
#include <QTextDocument>
#include <QItemSelectionModel>
#include <QLineEdit>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableView>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

namespace {
const QString rtx4090 = QStringLiteral("NVIDIA GeForce RTX 4090");

QWidget *trainedBox(const HardwareView &view)
{
    auto *box = view.findChild<QWidget *>(QStringLiteral("trainedOnBox"));
    Q_ASSERT(box);
    return box;
}
}

class TestHardwareView : public QObject
{
    Q_OBJECT
private slots:
    void noGpuIsAChoiceInBothLanguages();
    void modelsAreReadWhenTheTabIsShown();
    void aFileCatalogueIsReadOffTheGuiThread();
    void initTestCase();
    void init();
    void summaryNamesTheDevice();
    void leftOutTellsClosedFromNotOnRecord();
    void deviceListFindsAnyOfItsNames();
    void enterTakesWhatTheFieldShowsNow();
    void selectingARowShowsTheBasis();
    void theSelectedRowStaysInView();
    void hybridBasisCountsItsAttentionLayers();
    void slidingWindowBasisStopsAtTheWindow();
    void latentWindowBasisIsTheSumEstimated();
    void latentBasisCountsOneLatentPerLayer();
    void trainedOnThisChip();
    void trainedOnListStopsAtAHundred();
    void choiceIsRemembered();
    void doubleClickOpensTheModel();
    void fitFilterNarrowsTheTable();
    void expertOffloadRow();
    void ramBandwidthAndPromptChangeTheFigures();
    void detectionReportsSomething();
    void mainWindowHasTheTab();
    void detectsAmdAndAppleFromTheirOutput();
    void trainingHardwareLinksOpenTheDevice();
    void modelPageHardwareBox();
    void memoryChartDrawsTheRowsEstimate();
    void memoryChartFitsItsTextsToItsWidth();
    void memoryChartOnTheModelPage();
    void memoryChartFollowsThePalette();
    void screenshots();

private:
    int rowOf(HardwareView &view, const QString &name) const;
    Database m_db{QStringLiteral("tst_hardwareview")};
    LanguageManager m_languages;
};

void TestHardwareView::initTestCase()
{
    QCoreApplication::setOrganizationName(QStringLiteral("ModelAtlasTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_hardwareview"));
    openShippedCatalogue(m_db);
}

void TestHardwareView::init()
{
    m_languages.setLanguage(QStringLiteral("en"));
    Settings::clear();
}

int TestHardwareView::rowOf(HardwareView &view, const QString &name) const
{
    QAbstractItemModel *model = view.table()->model();
    for (int i = 0; i < model->rowCount(); ++i) {
        if (model->index(i, RunsOnModel::ModelColumn).data().toString() == name)
            return i;
    }
    return -1;
}

// A computer without a graphics card: the list's first entry, under its own header, in the language of
// the window; chosen, the table says "Runs on the CPU", leaves the first token unestimated with a reason,
// and the choice is remembered under its key.
void TestHardwareView::noGpuIsAChoiceInBothLanguages()
{
    HardwareView view(m_db.connection());
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    auto *combo = view.findChild<DeviceComboBox *>();
    QVERIFY(combo);
    QCOMPARE(combo->itemText(0), QStringLiteral("Without a GPU"));
    QCOMPARE(combo->itemText(1), QStringLiteral("No GPU (CPU and system RAM)"));
    QCOMPARE(combo->itemData(1, DeviceComboBox::DeviceNameRole).toString(), QStringLiteral("cpu"));
    QVERIFY(view.setDevice(QStringLiteral("cpu")));
    QCOMPARE(view.deviceName(), QStringLiteral("cpu"));
    QCOMPARE(combo->currentText(), QStringLiteral("No GPU (CPU and system RAM)"));
    QCOMPARE(HardwareChoice::load().deviceName, QStringLiteral("cpu"));
    QVERIFY2(view.summaryText().contains(QLatin1String("on the CPU")), qPrintable(view.summaryText()));
    QVERIFY2(!view.summaryText().contains(QLatin1String("entirely on the GPU")), qPrintable(view.summaryText()));
    // The RAM boxes are the device now; there is no card to count.
    auto *count = view.findChild<QSpinBox *>(QStringLiteral("deviceCount"));
    QVERIFY(count && !count->isEnabled());
    // Nor a chip to have trained models on: the trained-on box goes, and comes back with a card.
    QCOMPARE(view.trainedOnText(), QString());
    QVERIFY(!trainedBox(view)->isVisible());

    const int row = rowOf(view, QStringLiteral("Llama 3.1-8B"));
    QVERIFY(row >= 0);
    QAbstractItemModel *model = view.table()->model();
    QCOMPARE(model->index(row, RunsOnModel::FitColumn).data().toString(), QStringLiteral("Runs on the CPU"));
    QCOMPARE(model->index(row, RunsOnModel::FitColumn).data(RunsOnModel::FitRole).toInt(), int(FitLevel::Cpu));
    QCOMPARE(model->index(row, RunsOnModel::FirstTokenColumn).data().toString(), QStringLiteral("—"));
    QVERIFY(model->index(row, RunsOnModel::FirstTokenColumn).data(Qt::ToolTipRole).toString().contains(QLatin1String("Not estimated")));
    QVERIFY(model->index(row, RunsOnModel::SpeedColumn).data().toString() != QStringLiteral("—"));
    // The fit filter offers what a CPU reaches, not "Entirely on the GPU".
    auto *fit = view.findChild<QComboBox *>(QStringLiteral("fitFilter"));
    QVERIFY(fit);
    QCOMPARE(fit->findText(QStringLiteral("Entirely on the GPU")), -1);
    QVERIFY(fit->findData(int(FitLevel::Cpu)) > 0);
    // The side pane explains the figure from RAM alone.
    view.table()->setCurrentIndex(model->index(row, 0));
    QTRY_VERIFY2(view.basisText().contains(QLatin1String("from system RAM")), qPrintable(view.basisText()));
    QVERIFY2(view.basisText().contains(QLatin1String("Prompt: no figure")), qPrintable(view.basisText()));

    // In Italian the entry, its header and the fit follow; the choice stays.
    m_languages.setLanguage(QStringLiteral("it"));
    QTRY_COMPARE(combo->itemText(0), QStringLiteral("Senza GPU"));
    QCOMPARE(combo->itemText(1), QStringLiteral("Nessuna GPU (CPU e RAM di sistema)"));
    QCOMPARE(view.deviceName(), QStringLiteral("cpu"));
    QTRY_COMPARE(combo->currentText(), QStringLiteral("Nessuna GPU (CPU e RAM di sistema)"));
    QTRY_COMPARE(model->index(rowOf(view, QStringLiteral("Llama 3.1-8B")), RunsOnModel::FitColumn).data().toString(),
                 QStringLiteral("Funziona sulla CPU"));
    QVERIFY2(view.summaryText().contains(QLatin1String("sulla CPU")), qPrintable(view.summaryText()));
    QTRY_VERIFY2(view.basisText().contains(QLatin1String("sulla CPU, senza GPU")), qPrintable(view.basisText()));
    QVERIFY2(!view.basisText().contains(QLatin1String("system RAM")), qPrintable(view.basisText()));
    m_languages.setLanguage(QStringLiteral("en"));
    // Typing finds it as "cpu" too, in any language.
    QVERIFY(view.setDevice(rtx4090));
    QVERIFY(count->isEnabled());
    QVERIFY(trainedBox(view)->isVisible());
    QVERIFY(!view.trainedOnText().isEmpty());
    QVERIFY(view.setDevice(QStringLiteral("CPU")));
    QCOMPARE(view.deviceName(), QStringLiteral("cpu"));
}

void TestHardwareView::modelsAreReadWhenTheTabIsShown()
{
    // Start-up does not pay for the hardware tab: at 100,000 models reading them takes seconds.
    HardwareView view(m_db.connection());
    QVERIFY(!view.isLoaded());
    view.show();
    QVERIFY(view.isLoaded());
    QVERIFY(view.summaryText().contains(QLatin1String("runs")));
    // An import while the tab is hidden marks it stale; showing it reads the models again.
    view.hide();
    view.reloadCatalogue();
    QVERIFY(!view.isLoaded());
    view.show();
    QVERIFY(view.isLoaded());
}

void TestHardwareView::aFileCatalogueIsReadOffTheGuiThread()
{
    QTemporaryDir dir;
    CatalogueSession session;
    QString error;
    QVERIFY2(session.open(dir.filePath(QStringLiteral("c.sqlite")), &error), qPrintable(error));
    HardwareView view(session.connection());
    QVERIFY(view.setDevice(rtx4090));
    view.show();
    QVERIFY(view.isLoaded());
    // The window does not wait for the read; until it ends, the summary says so.
    if (view.isReading())
        QCOMPARE(view.summaryText(), QStringLiteral("Reading the catalogue…"));
    QTRY_VERIFY(!view.isReading());
    QVERIFY2(view.summaryText().contains(QLatin1String("RTX 4090")), qPrintable(view.summaryText()));
    QVERIFY(view.runsOnModel()->rowCount() > 100);
}

void TestHardwareView::summaryNamesTheDevice()
{
    HardwareView view(m_db.connection());
    QVERIFY(view.setDevice(rtx4090));
    QCOMPARE(view.deviceName(), rtx4090);
    QVERIFY2(view.summaryText().contains(rtx4090), qPrintable(view.summaryText()));
    QVERIFY2(view.summaryText().contains(QLatin1String("entirely on the GPU")), qPrintable(view.summaryText()));
    QVERIFY(view.table()->model()->rowCount() > 100);
    QVERIFY2(view.leftOutText().contains(QLatin1String("weights not published")), qPrintable(view.leftOutText()));
}

// "Weights not published" counts only the models whose access on record is closed; a record silent on
// access (276 of the shipped catalogue, Word2Vec among them) is counted apart, in both languages.
void TestHardwareView::leftOutTellsClosedFromNotOnRecord()
{
    HardwareView view(m_db.connection());
    QVERIFY(view.setDevice(rtx4090));
    QTRY_VERIFY(!view.isReading());
    const RunsOnResult &r = view.runsOnModel()->result();
    QVERIFY(r.accessNotOnRecord > 100);
    QVERIFY(r.weightsNotPublished > 100);
    const QString en = QStringLiteral("%1 models left out: %2 weights not published, %3 access not on record, ")
                           .arg(QLocale(QLocale::English).toString(r.leftOut()))
                           .arg(r.weightsNotPublished)
                           .arg(r.accessNotOnRecord);
    QVERIFY2(view.leftOutText().contains(en), qPrintable(view.leftOutText()));
    m_languages.setLanguage(QStringLiteral("it"));
    const QString it = QStringLiteral("%1 modelli esclusi: %2 con pesi non pubblicati, %3 con accesso non indicato, ")
                           .arg(QLocale(QLocale::Italian).toString(r.leftOut()))
                           .arg(r.weightsNotPublished)
                           .arg(r.accessNotOnRecord);
    QTRY_VERIFY2(view.leftOutText().contains(it), qPrintable(view.leftOutText()));
    m_languages.setLanguage(QStringLiteral("en"));
}

// Typing in the device list finds a card by any of its names, spelt without its spaces or hyphens,
// as the command line does (NameMatcher); Enter takes what was typed. Laptop GPUs are listed under
// their own header, after the desktop cards.
void TestHardwareView::deviceListFindsAnyOfItsNames()
{
    HardwareView view(m_db.connection());
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    auto *combo = view.findChild<DeviceComboBox *>();
    QVERIFY(combo);
    QCompleter *completer = combo->completer();
    const auto listed = [completer]() {
        QStringList names;
        for (int row = 0; row < completer->completionModel()->rowCount(); ++row)
            names.append(completer->completionModel()->index(row, 0).data().toString());
        return names;
    };
    combo->setFocus();
    combo->lineEdit()->selectAll();
    QTest::keyClicks(combo->lineEdit(), QStringLiteral("rtx4090"));
    QTRY_VERIFY(completer->popup()->isVisible());
    // The laptop GPU of that number after the desktop cards, under its own header in the list.
    QCOMPARE(listed(), (QStringList{rtx4090, QStringLiteral("NVIDIA GeForce RTX 4090 D"), QStringLiteral("NVIDIA GeForce RTX 4090 Laptop GPU")}));
    completer->popup()->hide();
    const int laptopHeader = combo->findText(QStringLiteral("NVIDIA laptop GPUs"));
    QVERIFY(laptopHeader > combo->findText(rtx4090));
    QVERIFY(laptopHeader < combo->findText(QStringLiteral("NVIDIA GeForce RTX 4090 Laptop GPU")));
    QVERIFY(laptopHeader < combo->findText(QStringLiteral("AMD")));

    // "4070" lists the desktop card first, as it did before there were laptop GPUs; "4070 laptop" the
    // laptop GPU only, and choosing it in the list (Down, Enter) takes it.
    combo->lineEdit()->selectAll();
    QTest::keyClicks(combo->lineEdit(), QStringLiteral("4070"));
    QTRY_VERIFY(!listed().isEmpty());
    QCOMPARE(listed().first(), QStringLiteral("NVIDIA GeForce RTX 4070"));
    QCOMPARE(listed().last(), QStringLiteral("NVIDIA GeForce RTX 4070 Laptop GPU"));
    completer->popup()->hide();
    combo->lineEdit()->selectAll();
    QTest::keyClicks(combo->lineEdit(), QStringLiteral("4070 laptop"));
    QTRY_COMPARE(listed(), QStringList{QStringLiteral("NVIDIA GeForce RTX 4070 Laptop GPU")});
    QTRY_VERIFY(completer->popup()->isVisible());
    QTest::keyClick(completer->popup(), Qt::Key_Down);
    QTest::keyClick(completer->popup(), Qt::Key_Return);
    QTRY_COMPARE(view.deviceName(), QStringLiteral("NVIDIA GeForce RTX 4070 Laptop GPU"));
    // Enter straight after the typing takes the one device listed too; with two listed it takes none.
    QVERIFY(view.setDevice(rtx4090));
    combo->lineEdit()->selectAll();
    QTest::keyClicks(combo->lineEdit(), QStringLiteral("4070 laptop"));
    QTRY_COMPARE(listed(), QStringList{QStringLiteral("NVIDIA GeForce RTX 4070 Laptop GPU")});
    QTest::keyClick(completer->popup()->isVisible() ? static_cast<QWidget *>(completer->popup()) : combo->lineEdit(), Qt::Key_Return);
    QTRY_COMPARE(view.deviceName(), QStringLiteral("NVIDIA GeForce RTX 4070 Laptop GPU"));
    combo->lineEdit()->selectAll();
    QTest::keyClicks(combo->lineEdit(), QStringLiteral("4070"));
    QTRY_VERIFY(listed().size() > 1);
    QTest::keyClick(completer->popup()->isVisible() ? static_cast<QWidget *>(completer->popup()) : combo->lineEdit(), Qt::Key_Return);
    QCOMPARE(view.deviceName(), QStringLiteral("NVIDIA GeForce RTX 4070 Laptop GPU"));
    QTRY_COMPARE(combo->currentText(), QStringLiteral("NVIDIA GeForce RTX 4070 Laptop GPU"));
    // The header is a word: it follows the language, and the device chosen stays.
    m_languages.setLanguage(QStringLiteral("it"));
    QTRY_VERIFY(combo->findText(QStringLiteral("GPU NVIDIA per portatili")) > 0);
    QCOMPARE(combo->findText(QStringLiteral("NVIDIA laptop GPUs")), -1);
    QCOMPARE(view.deviceName(), QStringLiteral("NVIDIA GeForce RTX 4070 Laptop GPU"));
    QCOMPARE(combo->currentText(), QStringLiteral("NVIDIA GeForce RTX 4070 Laptop GPU"));
    m_languages.setLanguage(QStringLiteral("en"));

    // Intel's, GeForce GTX 16 and Radeon RX 5000 laptop GPUs are under their vendor's laptop header
    // (once the list is back in English) and found by their numbers, never with the desktop card of the
    // same number ("A770M" is not the desktop A770).
    QTRY_VERIFY(combo->findText(QStringLiteral("Intel laptop GPUs")) > 0);
    const int intelLaptops = combo->findText(QStringLiteral("Intel laptop GPUs"));
    QVERIFY(intelLaptops > combo->findText(QStringLiteral("Intel Arc A770 16GB")));
    QVERIFY(intelLaptops < combo->findText(QStringLiteral("Intel Arc A770M")));
    QVERIFY(combo->findText(QStringLiteral("AMD laptop GPUs")) < combo->findText(QStringLiteral("AMD Radeon RX 5600M")));
    const auto typed = [&](const QString &text) {
        combo->lineEdit()->selectAll();
        QTest::keyClicks(combo->lineEdit(), text);
    };
    typed(QStringLiteral("A770M"));
    QTRY_COMPARE(listed(), QStringList{QStringLiteral("Intel Arc A770M")});
    typed(QStringLiteral("1650 Ti"));
    QTRY_COMPARE(listed(), (QStringList{QStringLiteral("NVIDIA GeForce GTX 1650 Ti"), QStringLiteral("NVIDIA GeForce GTX 1650 Ti with Max-Q Design")}));
    typed(QStringLiteral("5600M"));
    QTRY_COMPARE(listed(), QStringList{QStringLiteral("AMD Radeon RX 5600M")});
    completer->popup()->hide();
    QVERIFY(view.setDevice(QStringLiteral("NVIDIA GeForce RTX 4070 Laptop GPU")));

    // "Nvidia H100 80G" is an alias of the SXM5 card, in none of the names the list shows.
    combo->lineEdit()->selectAll();
    QTest::keyClicks(combo->lineEdit(), QStringLiteral("Nvidia H100 80G"));
    QTRY_COMPARE(listed(), QStringList{QStringLiteral("NVIDIA H100 SXM5 80GB")});
    QTest::keyClick(completer->popup()->isVisible() ? static_cast<QWidget *>(completer->popup()) : combo->lineEdit(), Qt::Key_Return);
    QTRY_COMPARE(view.deviceName(), QStringLiteral("NVIDIA H100 SXM5 80GB"));
}

// Enter takes the one device listed for the text in the field now, not for text typed earlier and
// given up: typed "4070 laptop", left with Tab (the chosen card's name comes back), Enter in the field
// later kept the laptop GPU's match and chose it over the card the field shows.
void TestHardwareView::enterTakesWhatTheFieldShowsNow()
{
    const QString rtx4090 = QStringLiteral("NVIDIA GeForce RTX 4090");
    HardwareView view(m_db.connection());
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QVERIFY(view.setDevice(rtx4090));
    auto *combo = view.findChild<DeviceComboBox *>();
    QVERIFY(combo);
    combo->setFocus();
    combo->lineEdit()->selectAll();
    QTest::keyClicks(combo->lineEdit(), QStringLiteral("4070 laptop"));
    QTRY_VERIFY(combo->completer()->popup()->isVisible());
    QTest::keyClick(combo->completer()->popup(), Qt::Key_Escape);
    // Leaving the field puts the chosen card's name back.
    view.table()->setFocus();
    QTRY_COMPARE(combo->lineEdit()->text(), rtx4090);
    combo->lineEdit()->setFocus();
    QTest::keyClick(combo->lineEdit(), Qt::Key_Return);
    QCOMPARE(view.deviceName(), rtx4090);
    QCOMPARE(combo->lineEdit()->text(), rtx4090);
}

void TestHardwareView::hybridBasisCountsItsAttentionLayers()
{
    HardwareView view(m_db.connection());
    view.resize(1400, 800);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QVERIFY(view.setDevice(rtx4090));
    const int row = rowOf(view, QStringLiteral("Qwen3.5-27B"));
    QVERIFY(row >= 0);
    view.table()->setCurrentIndex(view.table()->model()->index(row, 0));
    const QString basis = view.basisText();
    QVERIFY2(basis.contains(QStringLiteral("KV cache: 2 × 16 attention layers (of 64; the others keep a state of fixed size) "
                                           "× 4 KV heads × 256 head dimension")),
             qPrintable(basis));
}

void TestHardwareView::slidingWindowBasisStopsAtTheWindow()
{
    // Gemma 3 27B: 10 layers at the whole context, the other 52 at most their 1,024-token window.
    HardwareView view(m_db.connection());
    view.resize(1400, 800);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QVERIFY(view.setDevice(rtx4090));
    const int row = rowOf(view, QStringLiteral("Gemma 3 27B"));
    QVERIFY(row >= 0);
    view.table()->setCurrentIndex(view.table()->model()->index(row, 0));
    QString basis = view.basisText();
    QVERIFY2(basis.contains(QStringLiteral("KV cache: 2 × (10 full-attention layers × ")), qPrintable(basis));
    QVERIFY2(basis.contains(QStringLiteral("8,192 tokens + 52 sliding-window layers × 1,024 tokens, their window) × 16 KV "
                                           "heads × 128 head dimension × ")),
             qPrintable(basis));
    QVERIFY2(!basis.contains(QStringLiteral("state of fixed size")), qPrintable(basis));
    m_languages.setLanguage(QStringLiteral("it"));
    QTRY_VERIFY2(view.basisText().contains(QStringLiteral("Cache KV: ")), qPrintable(view.basisText()));
    basis = view.basisText();
    QVERIFY2(basis.contains(QStringLiteral("52 strati a finestra scorrevole × 1.024 token, pari alla loro finestra)")),
             qPrintable(basis));
}

void TestHardwareView::latentWindowBasisIsTheSumEstimated()
{
    // A model that caches a latent and whose other layers attend to a window (the schema, the import
    // and --kv-latent-width with --sliding-window all accept one): the arithmetic must be the sum the
    // estimate made, the window layers at their window, not "the others keep a state of fixed size"
    // at the whole context.
    ModelRecord m;
    m.name = QStringLiteral("Latent and window");
    m.modelAccessibility = QStringLiteral("Open weights (unrestricted)");
    m.parameters = 20e9;
    m.layers = 40;
    m.attentionHeads = 32;
    m.kvHeads = 8;
    m.headDim = 128;
    m.contextLength = 131072;
    m.attentionLayers = 10;
    m.slidingWindow = 4096;
    m.kvLatentWidth = 576;
    HardwareConfig hardware;
    hardware.device = *HardwareCatalogue::shipped().find(rtx4090);
    hardware.contextLength = 32768;
    const QString basis = HardwareTexts::basis(m, hardware, Minimums(), MemoryUnit::Unit::Gb);
    QVERIFY2(basis.contains(QStringLiteral("KV cache: (10 full-attention layers × 32,768 tokens + 30 sliding-window layers "
                                           "× 4,096 tokens, their window) × a latent of 576 values")),
             qPrintable(basis));
    QVERIFY2(!basis.contains(QStringLiteral("state of fixed size")), qPrintable(basis));
    // And the figure beside it is that sum: (10 × 32,768 + 30 × 4,096) × 576 × 2 bytes.
    const double kvGb = (10.0 * 32768 + 30.0 * 4096) * 576 * 2 / 1e9;
    QVERIFY2(basis.contains(QStringLiteral("KV cache %1").arg(MemoryUnit::number(kvGb, MemoryUnit::Unit::Gb))),
             qPrintable(basis));
}

void TestHardwareView::latentBasisCountsOneLatentPerLayer()
{
    // DeepSeek-R1 caches a latent of 512 + 64 values per token and layer, not 128 heads' keys and
    // values: no factor 2, no heads in the formula.
    HardwareView view(m_db.connection());
    view.resize(1400, 800);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QVERIFY(view.setDevice(QStringLiteral("NVIDIA H100 SXM5 80GB")));
    const int row = rowOf(view, QStringLiteral("DeepSeek-R1"));
    QVERIFY(row >= 0);
    view.table()->setCurrentIndex(view.table()->model()->index(row, 0));
    QString basis = view.basisText();
    QVERIFY2(basis.contains(QStringLiteral("KV cache: 61 layers × a latent of 576 values (multi-head latent attention")),
             qPrintable(basis));
    QVERIFY2(!basis.contains(QStringLiteral("KV heads")), qPrintable(basis));
    m_languages.setLanguage(QStringLiteral("it"));
    QTRY_VERIFY2(view.basisText().contains(QStringLiteral("Cache KV: ")), qPrintable(view.basisText()));
    basis = view.basisText();
    QVERIFY2(basis.contains(QStringLiteral("Cache KV: 61 strati × un latente di 576 valori (attenzione latente multi-testa")),
             qPrintable(basis));
}

namespace {
bool rowInView(QTableView *table, int row)
{
    const QRect rect = table->visualRect(table->model()->index(row, 0));
    return rect.isValid() && table->viewport()->rect().contains(rect);
}
}

void TestHardwareView::theSelectedRowStaysInView()
{
    HardwareView view(m_db.connection());
    view.resize(1400, 800);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QVERIFY(view.setDevice(rtx4090));
    QTableView *table = view.table();
    // The model the user picked moves when another device orders the list again (the models that
    // meet the minimums come first): the table goes with it, rather than staying at the old offset.
    const int row = rowOf(view, QStringLiteral("Llama 3.1-8B"));
    QVERIFY(row >= 0);
    table->selectRow(row);
    table->scrollTo(table->currentIndex());
    QVERIFY(rowInView(table, row));
    QVERIFY(view.setDevice(QStringLiteral("cpu")));
    view.setSystemRam(16);
    QTRY_COMPARE(table->currentIndex().data().toString(), QStringLiteral("Llama 3.1-8B"));
    const int moved = table->currentIndex().row();
    QVERIFY2(moved != row, "the test needs a device that moves the row");
    QTRY_VERIFY(rowInView(table, moved));
    // Nothing selected: a new device shows its list from the top, the models that meet the minimums.
    table->clearSelection();
    table->setCurrentIndex(QModelIndex());
    table->verticalScrollBar()->setValue(table->verticalScrollBar()->maximum() / 2);
    QVERIFY(view.setDevice(rtx4090));
    QTRY_COMPARE(table->verticalScrollBar()->value(), 0);
}

void TestHardwareView::selectingARowShowsTheBasis()
{
    HardwareView view(m_db.connection());
    view.resize(1400, 800);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QVERIFY(view.setDevice(rtx4090));
    const int row = rowOf(view, QStringLiteral("Llama 3.1-8B"));
    QVERIFY(row >= 0);
    view.table()->setCurrentIndex(view.table()->model()->index(row, 0));
    const QString basis = view.basisText();
    QVERIFY2(basis.contains(QLatin1String("Llama 3.1-8B")), qPrintable(basis));
    QVERIFY2(basis.contains(QLatin1String("1,008 GB/s")), qPrintable(basis));
    QVERIFY2(basis.contains(QLatin1String("efficiency")), qPrintable(basis));
    QVERIFY2(basis.contains(QStringLiteral("KV cache: 2 × 32 layers × 8 KV heads × 128")), qPrintable(basis));
    QVERIFY2(basis.contains(QLatin1String("ms per token")), qPrintable(basis));
    // Another device keeps the row selected, and the basis follows the device.
    QVERIFY(view.setDevice(QStringLiteral("NVIDIA GeForce RTX 3060 12GB")));
    QTRY_VERIFY(view.basisText().contains(QLatin1String("RTX 3060")));
    QVERIFY2(view.basisText().contains(QLatin1String("Llama 3.1-8B")), qPrintable(view.basisText()));
    // A search that hides the row leaves nothing selected, and the basis says so.
    auto *search = view.findChild<QLineEdit *>(QStringLiteral("hardwareSearch"));
    QVERIFY(search);
    search->setText(QStringLiteral("qwen"));
    QVERIFY(!view.table()->currentIndex().isValid());
    QVERIFY2(view.basisText().startsWith(QLatin1String("Select a row")), qPrintable(view.basisText()));
    QVERIFY(view.memoryChart()->isHidden());
}

void TestHardwareView::trainedOnThisChip()
{
    HardwareView view(m_db.connection());
    QVERIFY(view.setDevice(QStringLiteral("NVIDIA A100")));
    const QString trained = view.trainedOnText();
    QVERIFY2(trained.contains(QLatin1String("MegaScale (175B)")), qPrintable(trained.left(400)));
    QVERIFY2(trained.contains(QLatin1String("12,288")), qPrintable(trained.left(400)));
}

void TestHardwareView::trainedOnListStopsAtAHundred()
{
    // A large catalogue can name thousands of models for one chip: the largest runs are listed, then
    // how many more there are, in the interface language.
    QVector<HardwareRecord> models;
    for (int i = 0; i < 150; ++i) {
        HardwareRecord m;
        m.id = i + 1;
        m.name = QStringLiteral("Model %1").arg(i);
        m.trainingHardware = {QStringLiteral("NVIDIA H100 SXM5 80GB")};
        m.hardwareQuantity = 1000 + i;
        models.append(m);
    }
    const HardwareDevice *h100 = HardwareCatalogue::shipped().find(QStringLiteral("NVIDIA H100 SXM5 80GB"));
    QVERIFY(h100);
    const TrainedOnIndex index(models);
    int matches = 0;
    const QString text = HardwareTexts::trainedOn(*h100, models, index, &matches);
    QCOMPARE(matches, 150);
    const QStringList lines = text.split(QStringLiteral("<br>"));
    QCOMPARE(lines.size(), HardwareTexts::maxTrainedOnLines + 1);
    QVERIFY2(lines.first().startsWith(QLatin1String("Model 149")), qPrintable(lines.first()));   // largest run first
    QCOMPARE(lines.last(), QStringLiteral("… and 50 more models."));
    m_languages.setLanguage(QStringLiteral("it"));
    const QString italian = HardwareTexts::trainedOn(*h100, models, index);
    m_languages.setLanguage(QStringLiteral("en"));
    QVERIFY2(italian.endsWith(QStringLiteral("… e altri 50 modelli.")), qPrintable(italian.right(80)));
}

void TestHardwareView::choiceIsRemembered()
{
    {
        HardwareView view(m_db.connection());
        QVERIFY(view.setDevice(QStringLiteral("NVIDIA GeForce RTX 3060 12GB")));
        view.setCount(2);
        view.setContextLength(16384);
        view.setRamBandwidth(120);
        view.setPromptTokens(4096);
    }
    const HardwareChoice saved = HardwareChoice::load();
    QCOMPARE(saved.deviceName, QStringLiteral("NVIDIA GeForce RTX 3060 12GB"));
    QCOMPARE(saved.count, 2);
    QCOMPARE(saved.contextLength, 16384);
    QCOMPARE(saved.systemRamBandwidthGbs, 120.0);
    QCOMPARE(saved.promptTokens, 4096);
    HardwareView again(m_db.connection());
    QCOMPARE(again.deviceName(), QStringLiteral("NVIDIA GeForce RTX 3060 12GB"));
    QCOMPARE(again.runsOnModel()->hardware().count, 2);
    QCOMPARE(again.runsOnModel()->hardware().systemRamBandwidthGbs, 120.0);
    QCOMPARE(again.runsOnModel()->hardware().promptTokens, 4096);
    QVERIFY(again.summaryText().contains(QStringLiteral("2 × NVIDIA GeForce RTX 3060 12GB")));
}

void TestHardwareView::doubleClickOpensTheModel()
{
    HardwareView view(m_db.connection());
    view.resize(1400, 800);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QSignalSpy activated(&view, &HardwareView::modelActivated);
    const int row = rowOf(view, QStringLiteral("Llama 3.1-8B"));
    QVERIFY(row >= 0);
    const QModelIndex index = view.table()->model()->index(row, 0);
    view.table()->scrollTo(index);
    const QPoint centre = view.table()->visualRect(index).center();
    // A double click arrives after a first click, as from a real mouse.
    QTest::mouseClick(view.table()->viewport(), Qt::LeftButton, {}, centre);
    QTest::mouseDClick(view.table()->viewport(), Qt::LeftButton, {}, centre);
    QCOMPARE(activated.count(), 1);
    QCOMPARE(activated.first().first().toLongLong(), index.data(RunsOnModel::IdRole).toLongLong());
}

void TestHardwareView::fitFilterNarrowsTheTable()
{
    HardwareView view(m_db.connection());
    QVERIFY(view.setDevice(QStringLiteral("NVIDIA GeForce RTX 3060 12GB")));
    // With no minimums each row shows the estimator's best, so the rows on the GPU are the headline's
    // count (which counts a model on the GPU at any quantization, whatever the minimums).
    view.runsOnModel()->setMinimums(Minimums());
    const int all = view.table()->model()->rowCount();
    auto *fit = view.findChild<QComboBox *>(QStringLiteral("fitFilter"));
    QVERIFY(fit);
    fit->setCurrentIndex(1); // entirely on the GPU
    const int onGpu = view.table()->model()->rowCount();
    QVERIFY(onGpu > 0 && onGpu < all);
    QVERIFY2(view.summaryText().contains(QString::number(onGpu)), qPrintable(view.summaryText()));
}

void TestHardwareView::expertOffloadRow()
{
    HardwareView view(m_db.connection());
    view.resize(1400, 800);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QVERIFY(view.setDevice(rtx4090));
    view.setSystemRam(64);
    const int row = rowOf(view, QStringLiteral("gpt-oss-120b"));
    QVERIFY(row >= 0);
    QAbstractItemModel *model = view.table()->model();
    const QModelIndex fit = model->index(row, RunsOnModel::FitColumn);
    QCOMPARE(fit.data(RunsOnModel::FitRole).toInt(), int(FitLevel::ExpertOffload));
    QCOMPARE(fit.data().toString(), Estimator::fitLevelName(FitLevel::ExpertOffload));
    QCOMPARE(fit.data(Qt::BackgroundRole).value<QColor>(), RunsOnModel::fitColor(FitLevel::ExpertOffload));
    QVERIFY(fit.data(Qt::ToolTipRole).toString().contains(QLatin1String("--n-cpu-moe")));
    // gpt-oss's own MXFP4 is its best quantization, and loses nothing.
    QCOMPARE(model->index(row, RunsOnModel::QuantColumn).data().toString(), QStringLiteral("MXFP4"));
    QCOMPARE(model->index(row, RunsOnModel::QualityColumn).data().toString(),
             Quantization::qualityName(Quantization::Quality::NearLossless));
    QVERIFY(model->index(row, RunsOnModel::MemoryColumn).data(Qt::ToolTipRole).toString().contains(QLatin1String("system RAM")));
    QVERIFY(model->index(row, RunsOnModel::FirstTokenColumn).data().toString().endsWith(QLatin1String(" s")));
    // The fit filter offers the level, and keeps the row.
    auto *filter = view.findChild<QComboBox *>(QStringLiteral("fitFilter"));
    filter->setCurrentIndex(filter->findData(int(FitLevel::ExpertOffload)));
    QVERIFY(model->rowCount() > 0);
    for (int i = 0; i < model->rowCount(); ++i)
        QCOMPARE(model->index(i, RunsOnModel::FitColumn).data(RunsOnModel::FitRole).toInt(), int(FitLevel::ExpertOffload));
    // Its basis says where what sits and which measurements the speed rests on.
    view.table()->setCurrentIndex(model->index(rowOf(view, QStringLiteral("gpt-oss-120b")), 0));
    const QString basis = view.basisText();
    for (const char *expected : {"Experts in system RAM:", "--n-cpu-moe", "Ada Lovelace", "Prompt:", "Quality: Near lossless"})
        QVERIFY2(basis.contains(QLatin1String(expected)), qPrintable(basis));
}

void TestHardwareView::ramBandwidthAndPromptChangeTheFigures()
{
    HardwareView view(m_db.connection());
    QVERIFY(view.setDevice(rtx4090));
    view.setSystemRam(64);
    QAbstractItemModel *model = view.table()->model();
    auto value = [&](const QString &name, int column) {
        return model->index(rowOf(view, name), column).data(RunsOnModel::SortRole).toDouble();
    };
    const double moe = value(QStringLiteral("gpt-oss-120b"), RunsOnModel::SpeedColumn);
    const double dense = value(QStringLiteral("Llama 3.1-8B"), RunsOnModel::SpeedColumn);
    const double firstToken = value(QStringLiteral("Llama 3.1-8B"), RunsOnModel::FirstTokenColumn);
    QVERIFY(moe > 0 && firstToken > 0);
    // Faster RAM speeds up the experts in RAM, not a model entirely on the GPU.
    view.setRamBandwidth(180);
    QVERIFY(value(QStringLiteral("gpt-oss-120b"), RunsOnModel::SpeedColumn) > 1.3 * moe);
    QCOMPARE(value(QStringLiteral("Llama 3.1-8B"), RunsOnModel::SpeedColumn), dense);
    // A longer prompt takes longer to the first token.
    view.setPromptTokens(8192);
    QVERIFY(value(QStringLiteral("Llama 3.1-8B"), RunsOnModel::FirstTokenColumn) > 3.5 * firstToken);
    QVERIFY(model->headerData(RunsOnModel::FirstTokenColumn, Qt::Horizontal, Qt::ToolTipRole).toString().contains(QLatin1String("8,192")));
}

void TestHardwareView::detectionReportsSomething()
{
    HardwareView view(m_db.connection());
    QSignalSpy finished(view.detector(), &HardwareDetector::finished);
    view.detectHardware();
    QVERIFY(finished.wait(view.detector()->sources().timeoutMs + 2000) || finished.count() == 1);
    QVERIFY(!view.detectionText().isEmpty());
    QString name;
    double memory = 0;
    QVERIFY(HardwareDetector::parseNvidiaSmi(QStringLiteral("NVIDIA GeForce RTX 4090, 24564 MiB\n"), &name, &memory));
    QCOMPARE(name, rtx4090);
    QCOMPARE(qRound(memory), 24);
    QCOMPARE(qRound(HardwareDetector::parseMemInfo(QStringLiteral("MemTotal:       32768000 kB\nMemFree: 1 kB\n"))), 31);
    DetectedHardware found;
    found.gpuName = QStringLiteral("GeForce RTX 4090");
    HardwareDetector::match(&found);
    QCOMPARE(found.matchedName, rtx4090);
    QVERIFY(found.exactMatch);
}

void TestHardwareView::detectsAmdAndAppleFromTheirOutput()
{
    // AMD: amdgpu publishes VRAM in bytes under /sys/class/drm/cardN/device. A machine with an
    // integrated GPU (512 MiB carve-out) and a 24 GiB card: the card is the one detected.
    QTemporaryDir drm;
    auto write = [&](const QString &path, const QByteArray &text) {
        QVERIFY(QDir().mkpath(QFileInfo(drm.filePath(path)).absolutePath()));
        QFile file(drm.filePath(path));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(text);
    };
    write(QStringLiteral("card0/device/mem_info_vram_total"), "536870912\n");
    write(QStringLiteral("card1/device/mem_info_vram_total"), "25753026560\n");
    write(QStringLiteral("card1/device/product_name"), "AMD Radeon RX 7900 XTX\n");
    write(QStringLiteral("card2/device/vendor"), "0x10de\n");   // no VRAM file: not an AMD card
    DetectedHardware amd;
    DrmCards::read(drm.path(), QString(), &amd);
    QCOMPARE(amd.gpuName, QStringLiteral("AMD Radeon RX 7900 XTX"));
    QCOMPARE(qRound(amd.gpuMemoryGb), 24);
    HardwareDetector::match(&amd);
    QCOMPARE(amd.matchedName, QStringLiteral("AMD Radeon RX 7900 XTX"));
    QVERIFY(amd.exactMatch);
    // A notebook's Radeon ("RX 6800M", "RX 6700S") is its own entry; one the list lacks is offered
    // another laptop GPU, never the desktop card of the same number (RX 7600 XT: 16 GB, the 7600M XT 8).
    DetectedHardware laptop;
    laptop.gpuName = QStringLiteral("AMD Radeon RX 6800M");
    laptop.gpuMemoryGb = 12;
    HardwareDetector::match(&laptop);
    QCOMPARE(laptop.matchedName, QStringLiteral("AMD Radeon RX 6800M"));
    QVERIFY(laptop.exactMatch);
    DetectedHardware unlisted;
    unlisted.gpuName = QStringLiteral("AMD Radeon RX 7600M XT");
    unlisted.gpuMemoryGb = 8;
    HardwareDetector::match(&unlisted);
    QVERIFY(!unlisted.exactMatch);
    const HardwareDevice *offered = HardwareCatalogue::shipped().find(unlisted.matchedName);
    QVERIFY2(offered && offered->isLaptop(), qPrintable(unlisted.matchedName));
    DetectedHardware none;
    DrmCards::read(drm.filePath(QStringLiteral("missing")), QString(), &none);
    QVERIFY(!none.foundGpu());

    // Apple: sysctl gives the chip and the unified memory in bytes (here 96 GiB).
    DetectedHardware apple;
    QVERIFY(HardwareDetector::parseSysctl(QStringLiteral("Apple M2 Max\n103079215104\n"), &apple));
    QCOMPARE(apple.gpuName, QStringLiteral("Apple M2 Max"));
    QCOMPARE(qRound(apple.systemRamGb), 96);
    QCOMPARE(apple.gpuMemoryGb, apple.systemRamGb);
    HardwareDetector::match(&apple);
    QVERIFY2(apple.matchedName.startsWith(QLatin1String("Apple M2 Max")), qPrintable(apple.matchedName));
    DetectedHardware garbled;
    QVERIFY(!HardwareDetector::parseSysctl(QStringLiteral("Apple M2 Max\n"), &garbled));
    QVERIFY(!HardwareDetector::parseSysctl(QStringLiteral("Apple M2 Max\nlots\n"), &garbled));
    QVERIFY(!garbled.foundGpu());
}

void TestHardwareView::mainWindowHasTheTab()
{
    MainWindow window(m_db.connection(), &m_languages);
    auto *tabs = window.findChild<QTabWidget *>();
    QVERIFY(tabs);
    const int index = tabs->indexOf(window.hardwareView());
    QVERIFY(index >= 0);
    QCOMPARE(tabs->tabText(index), QStringLiteral("From hardware"));
    emit window.catalogueView()->otherDirectionRequested();
    QCOMPARE(tabs->currentWidget(), window.hardwareView());
    const int row = rowOf(*window.hardwareView(), QStringLiteral("Llama 3.1-8B"));
    const qint64 id = window.hardwareView()->table()->model()->index(row, 0).data(RunsOnModel::IdRole).toLongLong();
    emit window.hardwareView()->modelActivated(id);
    QCOMPARE(tabs->currentWidget(), window.catalogueView());
}

void TestHardwareView::trainingHardwareLinksOpenTheDevice()
{
    // GPT-3 was trained on "NVIDIA Tesla V100 DGXS 32 GB", which the hardware catalogue knows.
    const auto gpt3 = ModelRepository(m_db.connection()).byName(QStringLiteral("GPT-3 175B (davinci)"));
    QVERIFY(gpt3);
    const HardwareDevice *v100 = HardwareCatalogue::shipped().find(gpt3->trainingHardware.value(0));
    QVERIFY(v100);
    const QString link = ModelPageBuilder::deviceLink(v100->name);
    QCOMPARE(ModelPageBuilder::deviceFromLink(QUrl(link)), v100->name);
    QVERIFY(ModelPageBuilder::deviceFromLink(QUrl(ModelPageBuilder::hardwareLink())).isEmpty());
    QVERIFY(ModelPageBuilder::deviceFromLink(QUrl(QStringLiteral("https://example.com/#device"))).isEmpty());
    const QString html = ModelPageBuilder::html(*gpt3);
    QVERIFY2(html.contains(QStringLiteral("href=\"%1\"").arg(link.toHtmlEscaped())), qPrintable(link));

    // A click on it opens the From hardware tab on that device.
    MainWindow window(m_db.connection(), &m_languages);
    auto *tabs = window.findChild<QTabWidget *>();
    QVERIFY(tabs);
    auto *browser = window.catalogueView()->modelPage()->findChild<QTextBrowser *>();
    QVERIFY(browser);
    emit browser->anchorClicked(QUrl(link));
    QCOMPARE(tabs->currentWidget(), window.hardwareView());
    QCOMPARE(window.hardwareView()->deviceName(), v100->name);
}

void TestHardwareView::modelPageHardwareBox()
{
    const ModelRepository repository(m_db.connection());
    const auto open = repository.byName(QStringLiteral("Llama 3.1-8B"));
    QVERIFY(open);
    {
        HardwareView view(m_db.connection());
        QVERIFY(view.setDevice(rtx4090));
    }
    const QString html = ModelPageBuilder::html(*open);
    for (const char *expected : {"Q4_K_M", "Q2_K", "RTX 3060 12GB", "On your RTX 4090", "Memory needed", "Quality",
                                 "Near lossless", "Large loss", "first token in", "after a prompt of 2,048 tokens"})
        QVERIFY2(html.contains(QLatin1String(expected)), expected);
    // The fit level in words on its colour, as in the From hardware table.
    const QColor gpu = RunsOnModel::fitColor(FitLevel::Gpu);
    QVERIFY(html.contains(QStringLiteral("rgba(%1,%2,%3,").arg(gpu.red()).arg(gpu.green()).arg(gpu.blue())));
    QVERIFY(html.contains(Estimator::fitLevelName(FitLevel::Gpu)));
    // gpt-oss keeps its MXFP4 experts in every type, and its page says what the other types change.
    // (At about 61–65 GB in every type it no longer fits a 24 GB card and the default 32 GB of RAM: its
    // Q2_K once did, at a made-up 45 GB.)
    const auto gptOss = repository.byName(QStringLiteral("gpt-oss-120b"));
    QVERIFY(gptOss);
    const QString gptOssHtml = ModelPageBuilder::html(*gptOss);
    QVERIFY2(gptOssHtml.contains(QLatin1String("Released with MXFP4 experts")), qPrintable(gptOssHtml));
    QVERIFY(!gptOssHtml.contains(Estimator::fitLevelName(FitLevel::ExpertOffload)));
    QVERIFY(!html.contains(QLatin1String("Released with MXFP4 experts")));
    // A mixture of experts too large for the card: the split between GPU and RAM, on its own colour.
    const auto moe = repository.byName(QStringLiteral("Mixtral 8x7B"));
    QVERIFY(moe);
    const QString moeHtml = ModelPageBuilder::html(*moe);
    QVERIFY2(moeHtml.contains(Estimator::fitLevelName(FitLevel::ExpertOffload)), qPrintable(moeHtml));
    QVERIFY2(moeHtml.contains(QLatin1String(" GPU + ")) && moeHtml.contains(QLatin1String(" RAM<")), qPrintable(moeHtml));
    const QColor expert = RunsOnModel::fitColor(FitLevel::ExpertOffload);
    QVERIFY(moeHtml.contains(QStringLiteral("rgba(%1,%2,%3,").arg(expert.red()).arg(expert.green()).arg(expert.blue())));
    // The colour fills the cell once: the words in it carry no background of their own (Qt would paint
    // the translucent colour again behind them).
    QTextDocument document;
    document.setHtml(moeHtml);
    const QTextCursor words = document.find(Estimator::fitLevelName(FitLevel::ExpertOffload));
    QVERIFY(!words.isNull());
    const QBrush behind = words.charFormat().background();
    QVERIFY2(behind.style() == Qt::NoBrush || behind.color().alpha() == 0, qPrintable(behind.color().name(QColor::HexArgb)));
    QString answer;
    for (const ModelQuestion &q : ModelQuestions::forModel(*open)) {
        if (q.question.startsWith(QLatin1String("What GPU")))
            answer = q.answer;
    }
    QVERIFY2(answer.startsWith(QLatin1String("At Q4_K_M it needs about 6.2 GB")), qPrintable(answer));
    // An 8 GB card holds it at Q4_K_M: the common cards start at 4 GB, not 12.
    QVERIFY2(answer.contains(QLatin1String("a single RTX 4060 runs it")), qPrintable(answer));
    // Two cards: the table's column names both, as the chart's line does ("2 × RTX 3090", not one card).
    {
        HardwareView view(m_db.connection());
        QVERIFY(view.setDevice(rtx4090));
        view.setCount(2);
    }
    const QString twoCards = ModelPageBuilder::html(*open);
    QVERIFY2(twoCards.contains(QStringLiteral("On your 2 × RTX 4090")), qPrintable(twoCards));
    {
        HardwareView view(m_db.connection());
        view.setCount(1);
    }

    // Closed weights keep the "no estimate" box and get no table.
    const auto closed = repository.byName(QStringLiteral("MegaScale (175B)"));
    QVERIFY(closed);
    const QString closedHtml = ModelPageBuilder::html(*closed);
    QVERIFY(closedHtml.contains(QLatin1String("No estimate")));
    QVERIFY(!closedHtml.contains(QLatin1String("Memory needed")));
}

namespace {

QString horizontalTitle(const MemoryChart *chart)
{
    const auto axes = chart->chart()->axes(Qt::Horizontal);
    return axes.isEmpty() ? QString() : axes.first()->titleText();
}

// Llama 3.1-8B's estimate on an RTX 3060 12GB, which spreads over several fit levels; false if the
// test catalogue lacks the model.
bool estimateLlamaOn3060(const QSqlDatabase &db, MemoryChart &chart)
{
    const auto model = ModelRepository(db).byName(QStringLiteral("Llama 3.1-8B"));
    if (!model)
        return false;
    HardwareConfig hardware;
    hardware.device = *HardwareCatalogue::shipped().find(QStringLiteral("NVIDIA GeForce RTX 3060 12GB"));
    chart.setEstimate(Estimator::estimate(*model, hardware), hardware);
    return true;
}

QStringList barSetNames(const MemoryChart *chart)
{
    QStringList names;
    for (QAbstractSeries *series : chart->chart()->series()) {
        if (auto *bars = qobject_cast<QHorizontalStackedBarSeries *>(series)) {
            for (const QBarSet *set : bars->barSets())
                names.append(set->label());
        }
    }
    return names;
}

} // namespace

void TestHardwareView::memoryChartDrawsTheRowsEstimate()
{
    HardwareView view(m_db.connection());
    view.resize(1400, 800);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QVERIFY(view.setDevice(rtx4090));
    MemoryChart *chart = view.memoryChart();
    QVERIFY(chart);
    const int row = rowOf(view, QStringLiteral("Llama 3.1-8B"));
    QVERIFY(row >= 0);
    view.table()->setCurrentIndex(view.table()->model()->index(row, 0));
    QVERIFY(chart->isVisible());
    QVERIFY2(chart->height() >= 160 && chart->height() <= 240,
             qPrintable(QStringLiteral("%1 px, title %2").arg(chart->height()).arg(horizontalTitle(chart))));

    // One bar per quantization of the estimator, each as long as its total on this hardware.
    const auto model = ModelRepository(m_db.connection()).byName(QStringLiteral("Llama 3.1-8B"));
    QVERIFY(model);
    const HardwareConfig hardware = view.runsOnModel()->hardware();
    const Estimate expected = Estimator::estimate(*model, hardware);
    QCOMPARE(chart->quantizations().size(), expected.quantizations.size());
    const QVector<double> totals = chart->barTotals();
    QCOMPARE(totals.size(), expected.quantizations.size());
    for (int i = 0; i < totals.size(); ++i) {
        QCOMPARE(chart->quantizations().at(i), Quantization::name(expected.quantizations.at(i).quantization));
        QVERIFY2(qFuzzyCompare(totals.at(i), MemoryUnit::fromGb(expected.quantizations.at(i).totalGb, MemoryUnit::Unit::Gib)),
                 qPrintable(chart->quantizations().at(i)));
    }
    // The device line stands at the usable memory and says so, in GB as the card is sold (24 GiB
    // is 25.8 GB of 10⁹ bytes, which the basis alone mentions).
    QVERIFY(qFuzzyCompare(chart->deviceLineGb(), MemoryUnit::fromGb(Estimator::usableGpuMemoryGb(hardware), MemoryUnit::Unit::Gib)));
    QCOMPARE(chart->deviceLabel(), QStringLiteral("RTX 4090 (24 GB)"));
    QCOMPARE(chart->deviceLine()->name(), chart->deviceLabel());
    // The line is named under the axis rather than in the legend, which names the fit levels only.
    QVERIFY(!chart->legendNames().contains(chart->deviceLabel()));
    QCOMPARE(chart->legendNames(), barSetNames(chart));
    // On a 4090 an 8B model fits at every quantization: one bar set, "runs on the GPU".
    QCOMPARE(barSetNames(chart), QStringList{Estimator::fitLevelName(FitLevel::Gpu)});

    m_languages.setLanguage(QStringLiteral("it"));
    QTRY_VERIFY2(horizontalTitle(chart).contains(QStringLiteral("linea")), qPrintable(horizontalTitle(chart)));
    QVERIFY(horizontalTitle(chart).endsWith(QStringLiteral(": RTX 4090 (24 GB)")));
    QCOMPARE(chart->deviceLabel(), QStringLiteral("RTX 4090 (24 GB)"));
    QCOMPARE(chart->deviceLine()->name(), chart->deviceLabel());
    QCOMPARE(barSetNames(chart), QStringList{Estimator::fitLevelName(FitLevel::Gpu)});
    QVERIFY(chart->chart()->localizeNumbers());
    QCOMPARE(chart->chart()->locale().language(), QLocale::Italian);
    m_languages.setLanguage(QStringLiteral("en"));
    QTRY_VERIFY2(!horizontalTitle(chart).contains(QStringLiteral("linea")), qPrintable(horizontalTitle(chart)));
    QVERIFY(horizontalTitle(chart).endsWith(QStringLiteral(" line: RTX 4090 (24 GB)")));

    // A larger model on a small card spreads over several fit levels, each its own colour.
    QVERIFY(view.setDevice(QStringLiteral("NVIDIA GeForce RTX 3060 12GB")));
    const int big = rowOf(view, QStringLiteral("Llama 3.1-8B"));
    view.table()->setCurrentIndex(view.table()->model()->index(big, 0));
    QVERIFY(barSetNames(chart).size() >= 2);
}

void TestHardwareView::memoryChartFitsItsTextsToItsWidth()
{
    // Qt Charts cuts a legend or an axis title that does not fit its one line ("Entra…", "Esper…"):
    // the chart's own legend wraps onto further lines instead, and the chart grows by as many lines
    // (its bars keep their height); the axis title takes its short form.
    MemoryChart chart;
    QVERIFY(estimateLlamaOn3060(m_db.connection(), chart));
    const QStringList levels = barSetNames(&chart);
    QVERIFY(levels.size() >= 2);
    chart.resize(720, MemoryChart::PreferredHeight);
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    QCOMPARE(chart.legendNames(), levels);
    QTRY_COMPARE(chart.legendLines(), 1);
    QCOMPARE(chart.preferredHeight(720), MemoryChart::PreferredHeight);
    QCOMPARE(horizontalTitle(&chart), QStringLiteral("Memory needed (GB) · dashed line: RTX 3060 12GB"));
    chart.resize(200, MemoryChart::PreferredHeight);
    QTRY_VERIFY(chart.legendLines() >= 2);
    QCOMPARE(chart.legendNames(), levels);
    QVERIFY(chart.preferredHeight(200) > MemoryChart::PreferredHeight);
    QCOMPARE(chart.sizeHint().height(), chart.preferredHeight(200));
    // The short form, on as many lines as the plot area needs, each of them whole (Qt Charts cuts a wider one).
    QCOMPARE(horizontalTitle(&chart).replace(QStringLiteral("<br>"), QStringLiteral(" ")), QStringLiteral("GB · line: RTX 3060 12GB"));
    const QFontMetricsF titleMetrics(chart.chart()->axes(Qt::Horizontal).constFirst()->titleFont());
    for (const QString &line : horizontalTitle(&chart).split(QStringLiteral("<br>")))
        QVERIFY2(titleMetrics.horizontalAdvance(line) <= chart.chart()->plotArea().width(), qPrintable(line));

    m_languages.setLanguage(QStringLiteral("it"));
    QTRY_COMPARE(horizontalTitle(&chart).replace(QStringLiteral("<br>"), QStringLiteral(" ")), QStringLiteral("GB · linea: RTX 3060 12GB"));
    QVERIFY(chart.legendLines() >= 2);
    QVERIFY(chart.legendNames().contains(Estimator::fitLevelName(FitLevel::Gpu)));
    chart.resize(720, MemoryChart::PreferredHeight);
    QTRY_COMPARE(chart.legendLines(), 1);
    QCOMPARE(horizontalTitle(&chart), QStringLiteral("Memoria necessaria (GB) · linea tratteggiata: RTX 3060 12GB"));
    m_languages.setLanguage(QStringLiteral("en"));
    QTRY_COMPARE(horizontalTitle(&chart), QStringLiteral("Memory needed (GB) · dashed line: RTX 3060 12GB"));

    // The model page paints the chart at the page's width: the image gets the texts of that width.
    chart.hide();
    chart.resize(200, MemoryChart::PreferredHeight);
    QVERIFY(!chart.image(QSize(720, MemoryChart::PreferredHeight), 1.0).isNull());
    QCOMPARE(chart.legendLines(), 1);
    QCOMPARE(horizontalTitle(&chart), QStringLiteral("Memory needed (GB) · dashed line: RTX 3060 12GB"));
    // And at a narrow page's, the legend on as many lines as it needs.
    QVERIFY(!chart.image(QSize(200, chart.preferredHeight(200)), 1.0).isNull());
    QVERIFY(chart.legendLines() >= 2);
}

void TestHardwareView::memoryChartOnTheModelPage()
{
    {
        HardwareView view(m_db.connection());
        QVERIFY(view.setDevice(rtx4090));
    }
    const ModelRepository repository(m_db.connection());
    const auto open = repository.byName(QStringLiteral("Llama 3.1-8B"));
    const auto closed = repository.byName(QStringLiteral("MegaScale (175B)"));
    QVERIFY(open && closed);
    ModelPage page(m_db.connection());
    page.resize(700, 900);
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    page.showModel(open->id);
    MemoryChart *chart = page.memoryChart();
    QVERIFY(chart->hasEstimate());
    QCOMPARE(chart->barTotals().size(), Quantization::forModel(false).size());   // dense: no MXFP4
    std::optional<HardwareConfig> chosen;
    const Estimate expected = ModelHardwareTable::estimate(*open, &chosen);
    QVERIFY(chosen);
    QVERIFY(qFuzzyCompare(chart->barTotals().first(), MemoryUnit::fromGb(expected.quantizations.first().totalGb, MemoryUnit::Unit::Gib)));
    QVERIFY(qFuzzyCompare(chart->deviceLineGb(), MemoryUnit::fromGb(expected.usableGpuMemoryGb, MemoryUnit::Unit::Gib)));
    // The chart is painted into the hardware box, above the table.
    const QString html = page.html();
    QVERIFY2(html.contains(ModelPageBuilder::memoryChartUrl()), qPrintable(html.left(2000)));
    QVERIFY(html.indexOf(ModelPageBuilder::memoryChartUrl()) < html.indexOf(QLatin1String("Smallest common GPU")));
    const QVariant image = page.browser()->document()->resource(QTextDocument::ImageResource,
                                                                QUrl(ModelPageBuilder::memoryChartUrl()));
    QVERIFY(!image.value<QImage>().isNull());

    // Closed weights: no chart; the box says why there is no estimate.
    page.showModel(closed->id);
    QVERIFY(!chart->hasEstimate());
    QVERIFY(!page.html().contains(ModelPageBuilder::memoryChartUrl()));
    QVERIFY(page.browser()->document()->toPlainText().contains(QLatin1String("No estimate")));

    // The page's chart speaks the page's language.
    page.showModel(open->id);
    m_languages.setLanguage(QStringLiteral("it"));
    QTRY_VERIFY2(horizontalTitle(chart).contains(QStringLiteral("linea")), qPrintable(horizontalTitle(chart)));
    m_languages.setLanguage(QStringLiteral("en"));
    QTRY_VERIFY2(horizontalTitle(chart).contains(QStringLiteral(" line: RTX 4090 (24 GB)")), qPrintable(horizontalTitle(chart)));
}

void TestHardwareView::memoryChartFollowsThePalette()
{
    MemoryChart chart;
    QVERIFY(estimateLlamaOn3060(m_db.connection(), chart));
    QPalette dark = chart.palette();
    dark.setColor(QPalette::Window, QColor(30, 30, 30));
    dark.setColor(QPalette::Base, QColor(20, 20, 20));
    dark.setColor(QPalette::Text, QColor(235, 235, 235));
    dark.setColor(QPalette::WindowText, QColor(235, 235, 235));
    chart.setPalette(dark);
    // Words and the device line take the palette's text colour: light on a dark desktop.
    const auto axes = chart.chart()->axes();
    QVERIFY(!axes.isEmpty());
    for (QAbstractAxis *axis : axes)
        QCOMPARE(axis->labelsBrush().color(), QColor(235, 235, 235));
    QCOMPARE(chart.deviceLine()->pen().color(), QColor(235, 235, 235));
    QCOMPARE(chart.legendColour(), QColor(235, 235, 235));
    const QString folder = qEnvironmentVariable("ATLAS_SCREENSHOTS");
    if (!folder.isEmpty()) {
        QImage image(QSize(520, MemoryChart::PreferredHeight), QImage::Format_ARGB32_Premultiplied);
        image.fill(QColor(20, 20, 20));
        QPainter painter(&image);
        painter.drawImage(0, 0, chart.image(image.size(), 1));
        painter.end();
        QVERIFY(image.save(QStringLiteral("%1/memory_chart_dark.png").arg(folder)));
    }
}

void TestHardwareView::screenshots()
{
    ATLAS_SCREENSHOT_FOLDER(folder);
    MainWindow window(m_db.connection(), &m_languages);
    window.resize(1500, 900);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto *tabs = window.findChild<QTabWidget *>();
    HardwareView *view = window.hardwareView();
    tabs->setCurrentWidget(view);
    QVERIFY(view->setDevice(rtx4090));
    const int row = rowOf(*view, QStringLiteral("Llama 3.1-8B"));
    view->table()->setCurrentIndex(view->table()->model()->index(row, 0));
    view->table()->scrollTo(view->table()->currentIndex());
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("it")}) {
        m_languages.setLanguage(language);
        QTest::qWait(200);
        QVERIFY(window.grab().save(QStringLiteral("%1/hardware_%2.png").arg(folder, language)));
    }
    m_languages.setLanguage(QStringLiteral("en"));
    // No GPU: the processor and 16 GB of system RAM.
    QVERIFY(view->setDevice(QStringLiteral("cpu")));
    view->setSystemRam(16);
    view->table()->setCurrentIndex(view->table()->model()->index(rowOf(*view, QStringLiteral("Llama 3.1-8B")), 0));
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("it")}) {
        m_languages.setLanguage(language);
        QTest::qWait(200);
        QVERIFY(window.grab().save(QStringLiteral("%1/hardware_cpu_%2.png").arg(folder, language)));
    }
    view->setSystemRam(32);
    m_languages.setLanguage(QStringLiteral("en"));
    // A chip many shipped models were trained on, for the "Trained on this chip" list.
    QVERIFY(view->setDevice(QStringLiteral("NVIDIA A100")));
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("it")}) {
        m_languages.setLanguage(language);
        QTest::qWait(200);
        QVERIFY(window.grab().save(QStringLiteral("%1/hardware_trained_%2.png").arg(folder, language)));
    }
    m_languages.setLanguage(QStringLiteral("en"));
    QVERIFY(view->setDevice(rtx4090));
    view->table()->setCurrentIndex(view->table()->model()->index(rowOf(*view, QStringLiteral("Llama 3.1-8B")), 0));
    const qint64 id = view->table()->currentIndex().data(RunsOnModel::IdRole).toLongLong();
    emit view->modelActivated(id);
    QTest::qWait(200);
    QVERIFY(window.grab().save(QStringLiteral("%1/model_page_en.png").arg(folder)));
    // The training run of GPT-3, whose training hardware links to a device.
    const auto gpt3 = ModelRepository(m_db.connection()).byName(QStringLiteral("GPT-3 175B (davinci)"));
    QVERIFY(gpt3 && window.catalogueView()->selectModel(gpt3->id));
    auto *browser = window.catalogueView()->modelPage()->findChild<QTextBrowser *>();
    QVERIFY(browser && browser->find(QStringLiteral("Training hardware")));
    QTest::qWait(200);
    QVERIFY(window.grab().save(QStringLiteral("%1/model_page_training_en.png").arg(folder)));
    // A mixture of experts too large for the card, its experts in 64 GB of RAM: the From hardware
    // row and its arithmetic, then its model page, in both languages.
    tabs->setCurrentWidget(view);
    view->setSystemRam(64);
    const int moe = rowOf(*view, QStringLiteral("gpt-oss-120b"));
    QVERIFY(moe >= 0);
    view->table()->setCurrentIndex(view->table()->model()->index(moe, 0));
    view->table()->scrollTo(view->table()->currentIndex());
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("it")}) {
        m_languages.setLanguage(language);
        QTest::qWait(200);
        QVERIFY(window.grab().save(QStringLiteral("%1/hardware_moe_%2.png").arg(folder, language)));
    }
    emit view->modelActivated(view->table()->currentIndex().data(RunsOnModel::IdRole).toLongLong());
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("it")}) {
        m_languages.setLanguage(language);
        QTest::qWait(200);
        QVERIFY(window.grab().save(QStringLiteral("%1/model_page_moe_%2.png").arg(folder, language)));
    }
    m_languages.setLanguage(QStringLiteral("en"));
    // The same model page with no GPU chosen: the last column is the CPU's.
    tabs->setCurrentWidget(view);
    QVERIFY(view->setDevice(QStringLiteral("cpu")));
    emit view->modelActivated(view->table()->currentIndex().data(RunsOnModel::IdRole).toLongLong());
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("it")}) {
        m_languages.setLanguage(language);
        QTest::qWait(200);
        QVERIFY(window.grab().save(QStringLiteral("%1/model_page_cpu_%2.png").arg(folder, language)));
    }
    m_languages.setLanguage(QStringLiteral("en"));
    view->setSystemRam(32);
    // A laptop GPU chosen, and the device list opened at the laptop GPUs, in both languages.
    tabs->setCurrentWidget(view);
    QVERIFY(view->setDevice(QStringLiteral("NVIDIA GeForce RTX 4070 Laptop GPU")));
    auto *combo = view->findChild<DeviceComboBox *>();
    QVERIFY(combo);
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("it")}) {
        m_languages.setLanguage(language);
        QTest::qWait(200);
        QVERIFY(window.grab().save(QStringLiteral("%1/hardware_laptop_%2.png").arg(folder, language)));
        combo->showPopup();
        QTest::qWait(300);
        QVERIFY(combo->view()->window()->grab().save(QStringLiteral("%1/device_list_laptop_%2.png").arg(folder, language)));
        combo->hidePopup();
        // AMD's laptop GPUs, under their own header after AMD's cards.
        QVERIFY(view->setDevice(QStringLiteral("AMD Radeon RX 6800M")));
        combo->showPopup();
        QTest::qWait(300);
        QVERIFY(combo->view()->window()->grab().save(QStringLiteral("%1/device_list_amd_laptop_%2.png").arg(folder, language)));
        combo->hidePopup();
        // Intel's, under theirs.
        QVERIFY(view->setDevice(QStringLiteral("Intel Arc A770M")));
        combo->showPopup();
        QTest::qWait(300);
        QVERIFY(combo->view()->window()->grab().save(QStringLiteral("%1/device_list_intel_laptop_%2.png").arg(folder, language)));
        combo->hidePopup();
        // No GPU, first under its own header.
        QVERIFY(view->setDevice(QStringLiteral("cpu")));
        combo->showPopup();
        QTest::qWait(300);
        QVERIFY(combo->view()->window()->grab().save(QStringLiteral("%1/device_list_cpu_%2.png").arg(folder, language)));
        combo->hidePopup();
        QVERIFY(view->setDevice(QStringLiteral("NVIDIA GeForce RTX 4070 Laptop GPU")));
    }
    m_languages.setLanguage(QStringLiteral("en"));
}

QTEST_MAIN(TestHardwareView)
#include "tst_hardwareview.moc"
