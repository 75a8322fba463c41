// Compare: two to four models side by side, as the table and the window show them.
#include "CatalogueTableModel.h"
#include "catalogue/CatalogueView.h"
#include "catalogue/FilterBar.h"
#include "compare/CompareLauncher.h"
#include "compare/CompareTable.h"
#include "compare/CompareWindow.h"
#include "details/ModelPage.h"
#include "HardwareCatalogue.h"
#include "HardwareChoice.h"
#include "hardware/ModelHardwareTable.h"
#include "LanguageManager.h"
#include "mainwindow/MainWindow.h"
#include "ModelRepository.h"
#include "RunsOnList.h"
#include "Screenshots.h"
#include "Settings.h"
#include "TestCatalogue.h"
#include "UserData.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QItemSelectionModel>
#include <QJsonArray>
#include <QJsonObject>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>
#include <QTextBrowser>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextTable>

namespace {

const QString llama8b = QStringLiteral("Llama 3.1-8B");
const QString llama70b = QStringLiteral("Llama 3.1-70B");
const QString mistral = QStringLiteral("Mistral 7B");
const QString gpt4 = QStringLiteral("GPT-4 (Mar 2023)");

// One row of the window's table as a reader sees it: the label cell's text, every cell's text, and
// whether the row is tinted (every one of its cells has a background).
struct ShownRow
{
    QString label;
    QStringList cells;
    bool tinted = false;
};

QVector<ShownRow> shownRows(const QTextDocument *document)
{
    QVector<ShownRow> rows;
    for (QTextFrame *frame : document->rootFrame()->childFrames()) {
        auto *table = qobject_cast<QTextTable *>(frame);
        if (!table)
            continue;
        for (int r = 0; r < table->rows(); ++r) {
            ShownRow row;
            bool allTinted = table->columns() > 1;
            for (int c = 0; c < table->columns(); ++c) {
                const QTextTableCell cell = table->cellAt(r, c);
                QTextCursor cursor = cell.firstCursorPosition();
                cursor.setPosition(cell.lastCursorPosition().position(), QTextCursor::KeepAnchor);
                row.cells.append(cursor.selectedText().trimmed());
                allTinted = allTinted && cell.format().background().style() != Qt::NoBrush;
            }
            row.label = row.cells.value(0);
            row.tinted = allTinted;
            rows.append(row);
        }
        break;   // the outer table; the hardware boxes' tables sit inside its cells
    }
    return rows;
}

} // namespace

class TestCompare : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void rowsFollowThePagesAndMarkDifferences();
    void hardwareRowsOnTheChosenDevice();
    void bestIsTheOneTheHardwareListShows();
    void closedWeightsSayWhy();
    void windowTintsTheRowsThatDiffer();
    void onlyTheDifferences();
    void copiesAsText();
    void escapeCloses();
    void namesAreText();
    void selectTwoToFourRowsAndCompare();
    void favourites();
    void followsTheLanguageAndTheDevice();
    void fitsSmallScreens_data();
    void fitsSmallScreens();
    void screenshots();

private:
    ModelRecord model(const QString &name);
    QVector<ModelRecord> models(const QStringList &names);
    Database m_db{QStringLiteral("compare")};
    LanguageManager m_languages;
};

void TestCompare::initTestCase()
{
    openShippedCatalogue(m_db);
}

void TestCompare::init()
{
    m_languages.setLanguage(QStringLiteral("en"));
    // No device chosen unless a test chooses one.
    HardwareChoice().save();
    Settings::setValue(Settings::Key::HardwareDevice, QString());
}

ModelRecord TestCompare::model(const QString &name)
{
    const auto found = ModelRepository(m_db.connection()).byName(name);
    if (!found)
        qFatal("no model %s in the shipped catalogue", qPrintable(name));
    return *found;
}

QVector<ModelRecord> TestCompare::models(const QStringList &names)
{
    QVector<ModelRecord> out;
    for (const QString &name : names)
        out.append(model(name));
    return out;
}

void TestCompare::rowsFollowThePagesAndMarkDifferences()
{
    const CompareTable table = CompareTable::onChosenDevice(models({llama8b, llama70b, mistral}));
    QCOMPARE(table.models().size(), 3);
    // The page's sections, after the hardware one, with the page's titles.
    QStringList titles;
    for (const CompareTable::Section &s : table.sections())
        titles.append(s.title);
    const QStringList pageTitles{QStringLiteral("Origin"), QStringLiteral("What it does"), QStringLiteral("Size"),
                                 QStringLiteral("Training compute"), QStringLiteral("The training run"),
                                 QStringLiteral("Availability"), QStringLiteral("How it is classified"), QStringLiteral("Sources")};
    QCOMPARE(titles.mid(1), pageTitles);
    const auto row = [&table](const QString &label) -> const CompareTable::Row * {
        for (const CompareTable::Section &s : table.sections()) {
            for (const CompareTable::Row &r : s.rows) {
                if (r.label == label)
                    return &r;
            }
        }
        return nullptr;
    };
    // Every row has a value per model; the same domain is no difference, the sizes are.
    for (const CompareTable::Section &s : table.sections()) {
        for (const CompareTable::Row &r : s.rows)
            QCOMPARE(r.values.size(), 3);
    }
    QVERIFY(row(QStringLiteral("Domain")));
    QVERIFY(!row(QStringLiteral("Domain"))->differs);
    QVERIFY(row(QStringLiteral("Parameters"))->differs);
    QVERIFY(row(QStringLiteral("Parameters"))->values.at(0).text.startsWith(QStringLiteral("8")));
    QVERIFY(row(QStringLiteral("Organisation"))->differs);   // Meta AI, Meta AI, Mistral AI
    QCOMPARE(row(QStringLiteral("Organisation"))->values.at(0).text, row(QStringLiteral("Organisation"))->values.at(1).text);
    // A row one page has and another has not is missing for the other, not dropped.
    int counted = 0;
    for (const CompareTable::Section &s : table.sections())
        for (const CompareTable::Row &r : s.rows)
            counted += r.differs ? 1 : 0;
    QCOMPARE(table.differenceCount(), counted);
    QVERIFY(counted > 5);
    // As text and JSON, the same rows.
    const QString text = table.toText();
    QVERIFY2(text.contains(QStringLiteral("≠ Parameters")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("  Domain: Language")), qPrintable(text));
    const QJsonObject json = table.toJson();
    QCOMPARE(json.value(QStringLiteral("models")).toArray().size(), 3);
    QCOMPARE(json.value(QStringLiteral("sections")).toArray().size(), table.sections().size());
}

void TestCompare::hardwareRowsOnTheChosenDevice()
{
    // No device chosen: what each needs at Q4_K_M, and no speed.
    CompareTable none = CompareTable::onChosenDevice(models({llama8b, llama70b}));
    QVERIFY(none.deviceName().isEmpty());
    QCOMPARE(none.sections().first().rows.size(), 1);
    QVERIFY(none.sections().first().rows.first().label.contains(QStringLiteral("Q4_K_M")));

    HardwareChoice choice = HardwareChoice::load();
    choice.setDevice(*HardwareCatalogue::shipped().find(QStringLiteral("NVIDIA GeForce RTX 4090")));
    choice.save();
    const CompareTable table = CompareTable::onChosenDevice(models({llama8b, llama70b}));
    QCOMPARE(table.deviceName(), QStringLiteral("NVIDIA GeForce RTX 4090"));
    const CompareTable::Section &hardware = table.sections().first();
    QCOMPARE(hardware.title, QStringLiteral("On NVIDIA GeForce RTX 4090"));
    // The one estimator's answer, row by row: an 8B model runs on the card at F16, a 70B one does not.
    const Estimate small = ModelHardwareTable::estimate(model(llama8b));
    QCOMPARE(hardware.rows.at(0).values.at(0).text, Quantization::name(*small.best));
    QVERIFY(hardware.rows.at(1).label.startsWith(QLatin1String("Meets your minimums (quality Good or better")));
    QCOMPARE(hardware.rows.at(1).values.at(0).text, QStringLiteral("yes"));
    QCOMPARE(hardware.rows.at(3).label, QStringLiteral("Fit"));
    QCOMPARE(hardware.rows.at(3).values.at(0).text, Estimator::fitLevelName(FitLevel::Gpu));
    QVERIFY(hardware.rows.at(3).differs);
    QVERIFY(hardware.rows.at(5).values.at(0).text.contains(QStringLiteral("–")));   // tokens/s, a range
}

// The best quantization of a model on a device is one answer wherever it is asked: the comparison
// shows the one the From hardware list shows under the same minimums, not the estimator's plain best
// (which on an 8 GB card is Qwen3-14B at Q2_K, while the list shows Q4_K_M partly in system RAM).
void TestCompare::bestIsTheOneTheHardwareListShows()
{
    HardwareConfig hardware;
    hardware.device = *HardwareCatalogue::shipped().find(QStringLiteral("NVIDIA GeForce RTX 4060"));
    const QVector<ModelRecord> both = models({QStringLiteral("Qwen3-14B"), llama8b});
    const Minimums minimums = Minimums::defaults();
    const CompareTable table(both, [&hardware](const ModelRecord &m) { return Estimator::estimate(m, hardware); },
                             hardware, minimums);
    const RunsOnResult list = RunsOnList(both).compute(hardware, minimums);
    QCOMPARE(list.rows.size(), 2);
    const Estimate plain = Estimator::estimate(both.first(), hardware);
    QVERIFY2(plain.best && *plain.best != list.rows.first().quantization, "the two answers no longer differ here");
    const CompareTable::Section &section = table.sections().first();
    for (int i = 0; i < 2; ++i) {
        QCOMPARE(section.rows.at(0).values.at(i).text, Quantization::name(list.rows.at(i).quantization));
        QCOMPARE(table.usable().at(i).meets, list.rows.at(i).meetsMinimums);
    }
    const QJsonObject json = table.toJson();
    QCOMPARE(json.value(QStringLiteral("estimates")).toArray().first().toObject().value(QStringLiteral("best")).toString(),
             Quantization::name(list.rows.first().quantization));
    QVERIFY(json.contains(QStringLiteral("minimums")));
}

void TestCompare::closedWeightsSayWhy()
{
    const CompareTable table = CompareTable::onChosenDevice(models({llama8b, gpt4}));
    const CompareTable::Row &first = table.sections().first().rows.first();
    QCOMPARE(first.values.at(1).text, Estimator::noEstimateReasonText(NoEstimateReason::WeightsNotPublished));
    QVERIFY(first.differs);
    QVERIFY(table.toJson().value(QStringLiteral("estimates")).toArray().at(1).toObject().contains(QStringLiteral("no_estimate")));
}

void TestCompare::windowTintsTheRowsThatDiffer()
{
    CompareWindow window;
    window.showModels(models({llama8b, mistral}));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const QVector<ShownRow> rows = shownRows(window.browser()->document());
    QVERIFY(rows.size() > 20);
    // The heading row names the models.
    QCOMPARE(rows.first().cells.mid(1), (QStringList{llama8b, mistral}));
    int tinted = 0;
    bool sawParameters = false, sawDomain = false;
    for (const ShownRow &row : rows) {
        // A tinted row is marked ≠ as well (colour is not the only sign), and only such a row is.
        QCOMPARE(row.tinted, row.label.startsWith(QStringLiteral("≠ ")));
        tinted += row.tinted ? 1 : 0;
        sawParameters = sawParameters || (row.label == QStringLiteral("≠ Parameters") && row.tinted);
        sawDomain = sawDomain || (row.label == QStringLiteral("Domain") && !row.tinted);
    }
    QVERIFY(sawParameters);
    QVERIFY(sawDomain);
    QCOMPARE(tinted, window.table()->differenceCount());
    const auto *summary = window.findChild<QLabel *>(QStringLiteral("compareSummary"));
    QVERIFY(summary->text().startsWith(QStringLiteral("%1 rows differ").arg(tinted)));
    // Each model's hardware box, from the model page.
    QVERIFY(window.browser()->toPlainText().contains(QStringLiteral("Smallest common GPU that holds it")));
}

void TestCompare::onlyTheDifferences()
{
    CompareWindow window;
    window.showModels(models({llama8b, llama70b}));
    window.show();
    const int all = int(shownRows(window.browser()->document()).size());
    window.onlyDifferencesBox()->click();
    const QVector<ShownRow> rows = shownRows(window.browser()->document());
    QVERIFY(rows.size() < all);
    QStringList titles;
    for (const CompareTable::Section &s : window.table()->sections())
        titles.append(s.title);
    for (const ShownRow &row : rows.mid(1)) {
        // Only section titles, the hardware boxes (a row per model, under their heading) and rows that
        // differ are left.
        QVERIFY2(row.tinted || titles.contains(row.label) || row.label == QStringLiteral("Every quantization")
                     || row.label == llama8b || row.label == llama70b,
                 qPrintable(row.label));
    }
    window.onlyDifferencesBox()->click();
    QCOMPARE(int(shownRows(window.browser()->document()).size()), all);
}

void TestCompare::copiesAsText()
{
    CompareWindow window;
    window.showModels(models({llama8b, mistral}));
    window.findChild<QPushButton *>(QStringLiteral("copyComparison"))->click();
    QCOMPARE(QApplication::clipboard()->text(), window.table()->toText());
}

// It has a Close button, as a dialog has: Escape closes it too, wherever the focus is in it.
void TestCompare::escapeCloses()
{
    CompareWindow window;
    window.showModels(models({llama8b, mistral}));
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    window.browser()->setFocus();
    QTest::keyClick(window.browser(), Qt::Key_Escape);
    QVERIFY(!window.isVisible());
}

void TestCompare::namesAreText()
{
    // A name that is markup is shown as written, in the heading and in the rows.
    ModelRecord a = model(llama8b);
    ModelRecord b = model(mistral);
    a.name = QStringLiteral("<b>bold</b> & <img src=\"/dev/zero\">");
    b.organizations = {QStringLiteral("<a href=\"https://evil.example/\">link</a>")};
    CompareWindow window;
    window.showModels({a, b});
    const QString text = window.browser()->toPlainText();
    QVERIFY2(text.contains(a.name), qPrintable(text.left(400)));
    QVERIFY(text.contains(b.organizations.first()));
    const QString html = window.browser()->toHtml();
    QVERIFY(!html.contains(QLatin1String("evil.example/\">link")));
    QVERIFY(!html.contains(QLatin1String("<img")));
}

void TestCompare::selectTwoToFourRowsAndCompare()
{
    MainWindow window(m_db.connection(), &m_languages);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTableView *table = window.catalogueView()->table();
    QAction *compare = window.compareLauncher()->compareSelectedAction();
    const auto clickRow = [table](int row, Qt::KeyboardModifiers modifiers) {
        const QRect rect = table->visualRect(table->model()->index(row, 0));
        QTest::mouseClick(table->viewport(), Qt::LeftButton, modifiers, rect.center());
    };
    clickRow(0, Qt::NoModifier);
    QVERIFY(!compare->isEnabled());
    clickRow(2, Qt::ControlModifier);
    QVERIFY(compare->isEnabled());
    clickRow(3, Qt::ControlModifier);
    clickRow(5, Qt::ControlModifier);
    QVERIFY(compare->isEnabled());   // four
    clickRow(6, Qt::ControlModifier);
    QVERIFY(!compare->isEnabled());  // five is one too many
    clickRow(6, Qt::ControlModifier);
    // The table's context menu offers it too.
    QVERIFY(table->actions().contains(compare));
    compare->trigger();
    CompareWindow *shown = window.compareLauncher()->compareWindow();
    QVERIFY(shown && shown->isVisible());
    const auto *model = static_cast<CatalogueTableModel *>(table->model());
    QStringList expected;
    for (int row : {0, 2, 3, 5})
        expected.append(ModelRepository(m_db.connection()).byId(model->idAt(row))->name);
    QStringList names;
    for (const ModelRecord &m : shown->table()->models())
        names.append(m.name);
    QCOMPARE(names, expected);
    // A name in the comparison opens that model's page in the catalogue.
    QSignalSpy opened(window.compareLauncher(), &CompareLauncher::modelActivated);
    emit shown->browser()->anchorClicked(QUrl(QStringLiteral("atlas:model#%1").arg(model->idAt(3))));
    QCOMPARE(opened.count(), 1);
    QTRY_COMPARE(window.catalogueView()->modelPage()->currentId(), model->idAt(3));
}

void TestCompare::favourites()
{
    MainWindow window(m_db.connection(), &m_languages);
    window.show();
    UserData user(m_db.connection());
    QString error;
    QStringList keys;
    for (const QString &name : {llama8b, llama70b, mistral, gpt4, QStringLiteral("Gemma 2 9B")})
        keys.append(model(name).key);
    // One favourite: nothing to compare, and a message says what to do.
    QVERIFY(user.setFavourite(keys.at(0), true, &error));
    window.compareLauncher()->compareFavouritesAction()->trigger();
    QMessageBox *box = nullptr;
    QTRY_VERIFY((box = window.findChild<QMessageBox *>(QStringLiteral("compareMessage"))));
    QVERIFY(box->text().contains(QStringLiteral("at least two")));
    box->close();
    QVERIFY(!window.compareLauncher()->compareWindow());
    // Three: compared, by name.
    for (int i = 1; i < 3; ++i)
        QVERIFY(user.setFavourite(keys.at(i), true, &error));
    window.compareLauncher()->compareFavouritesAction()->trigger();
    QVERIFY(window.compareLauncher()->compareWindow());
    QCOMPARE(window.compareLauncher()->compareWindow()->table()->models().size(), 3);
    // Five: too many; the catalogue shows the favourites to choose from.
    for (int i = 3; i < 5; ++i)
        QVERIFY(user.setFavourite(keys.at(i), true, &error));
    window.compareLauncher()->compareFavouritesAction()->trigger();
    QTRY_VERIFY(window.catalogueView()->filterBar()->filter().favouritesOnly);
    QTRY_COMPARE(window.catalogueView()->tableModel()->shownCount(), 5);
    for (const QString &key : keys)
        QVERIFY(user.setFavourite(key, false, &error));
}

void TestCompare::followsTheLanguageAndTheDevice()
{
    CompareWindow window;
    window.showModels(models({llama8b, mistral}));
    // QApplication posts LanguageChange to every window: wait for it.
    m_languages.setLanguage(QStringLiteral("it"));
    QTRY_COMPARE(window.table()->sections().at(1).title, QStringLiteral("Origine"));
    QVERIFY(window.browser()->toPlainText().contains(QStringLiteral("Origine")));
    QCOMPARE(window.windowTitle(), QStringLiteral("Confronta i modelli"));
    m_languages.setLanguage(QStringLiteral("en"));
    QTRY_COMPARE(window.table()->sections().at(1).title, QStringLiteral("Origin"));
    QVERIFY(window.table()->deviceName().isEmpty());
    HardwareChoice choice = HardwareChoice::load();
    choice.setDevice(*HardwareCatalogue::shipped().find(QStringLiteral("NVIDIA GeForce RTX 4090")));
    choice.save();
    window.refresh();
    QCOMPARE(window.table()->deviceName(), QStringLiteral("NVIDIA GeForce RTX 4090"));
}

void TestCompare::fitsSmallScreens_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << QStringLiteral("en");
    QTest::newRow("it") << QStringLiteral("it");
}

void TestCompare::fitsSmallScreens()
{
    // Four models on a device, in a 1024×700 window (the smallest screen the window must fit; 1366×768
    // at 1.5× is 911×512 logical, so the same check at that size too): nothing clipped, no sideways
    // scrolling, every label and button as wide as its text.
    QFETCH(QString, language);
    m_languages.setLanguage(language);
    HardwareChoice choice = HardwareChoice::load();
    choice.setDevice(*HardwareCatalogue::shipped().find(QStringLiteral("NVIDIA GeForce RTX 4090")));
    choice.save();
    CompareWindow window;
    window.showModels(models({llama8b, llama70b, mistral, gpt4}));
    for (const QSize size : {QSize(1024, 700), QSize(911, 512)}) {
        QVERIFY2(window.minimumSizeHint().width() <= size.width() && window.minimumSizeHint().height() <= size.height(),
                 qPrintable(QStringLiteral("%1×%2").arg(window.minimumSizeHint().width()).arg(window.minimumSizeHint().height())));
        window.resize(size);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTRY_COMPARE(window.size(), size);
        QCoreApplication::processEvents();
        QCOMPARE(window.browser()->horizontalScrollBar()->maximum(), 0);
        for (QWidget *w : window.findChildren<QWidget *>()) {
            if (!w->isVisible() || !(qobject_cast<QAbstractButton *>(w) || qobject_cast<QLabel *>(w)))
                continue;
            const auto *label = qobject_cast<QLabel *>(w);
            const int needed = label && label->wordWrap() ? label->minimumSizeHint().width() : w->sizeHint().width();
            QVERIFY2(needed <= w->width(), qPrintable(QStringLiteral("%1 at %2×%3: %4 > %5")
                                                          .arg(w->objectName()).arg(size.width()).arg(size.height())
                                                          .arg(needed).arg(w->width())));
        }
    }
}

void TestCompare::screenshots()
{
    ATLAS_SCREENSHOT_FOLDER(folder);
    HardwareChoice choice = HardwareChoice::load();
    choice.setDevice(*HardwareCatalogue::shipped().find(QStringLiteral("NVIDIA GeForce RTX 4090")));
    choice.save();
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("it")}) {
        m_languages.setLanguage(language);
        CompareWindow window;
        window.showModels(models({llama8b, mistral, gpt4}));
        window.resize(1200, 860);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.grab().save(QStringLiteral("%1/compare_%2.png").arg(folder, language)));
        window.onlyDifferencesBox()->click();
        QVERIFY(window.grab().save(QStringLiteral("%1/compare_differences_%2.png").arg(folder, language)));
        CompareWindow four;
        four.showModels(models({llama8b, llama70b, mistral, gpt4}));
        four.resize(1024, 700);
        four.show();
        QVERIFY(QTest::qWaitForWindowExposed(&four));
        QVERIFY(four.grab().save(QStringLiteral("%1/compare_four_1024_%2.png").arg(folder, language)));
    }
}

QTEST_MAIN(TestCompare)
#include "tst_compare.moc"
