// Catalogue text is data, never markup. A catalogue whose every text field is hostile markup goes
// through every view, tooltip, legend, chart, page and export, and the user sees the characters as
// written: "<b>x</b>" with its brackets, "&amp;" as typed, and no "<img src=/dev/zero>" ever loaded.
#include "CatalogueTableModel.h"
#include "catalogue/CatalogueView.h"
#include "charts/ChartBuilder.h"
#include "charts/ChartCanvas.h"
#include "charts/ChartExporter.h"
#include "charts/ChartsView.h"
#include "charts/PointCloud.h"
#include "CsvReader.h"
#include "HardwareChoice.h"
#include "HardwareDetector.h"
#include "hardware/HardwareView.h"
#include "HostileCatalogue.h"
#include "importer/ImportController.h"
#include "importer/ImportReportDialog.h"
#include "LanguageManager.h"
#include "mainwindow/MainWindow.h"
#include "hardware/MemoryChart.h"
#include "MemoryCeiling.h"
#include "compare/CompareWindow.h"
#include "details/ModelPage.h"
#include "details/ModelPageBuilder.h"
#include "ModelRepository.h"
#include "PlainText.h"
#include "RunsOnModel.h"
#include "Settings.h"
#include "ShownText.h"

#include <QBarSet>
#include <QChart>
#include <QElapsedTimer>
#include <QHelpEvent>
#include <QImage>
#include <QLabel>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QProcess>
#include <QProgressDialog>
#include <QScatterSeries>
#include <QSignalSpy>
#include <QStackedBarSeries>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextDocument>
#include <QToolTip>

#include <algorithm>

using namespace ShownText;

class TestHostileText : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void plainTextShowsTheCharacters_data();
    void plainTextShowsTheCharacters();
    void catalogueTooltips();
    void searchMatchTooltip();
    void modelPage();
    void compareWindow();
    void hardwareView();
    void charts_data();
    void charts();
    void chartExports();
    void importDialogs();
    void mainWindow();
    void commandLine_data();
    void commandLine();

private:
    qint64 idOf(const QString &name) const;
    Database m_db{QStringLiteral("hostile")};
    LanguageManager m_languages;
    QTemporaryDir m_dir;
    QString m_file;   // the command line's catalogue
};

void TestHostileText::initTestCase()
{
    QCoreApplication::setOrganizationName(QStringLiteral("ModelAtlasTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_hostiletext"));
    // Without the fix, markup here reads /dev/zero until memory runs out: fail fast instead.
    MemoryCeiling::applyHeadroom(qint64(3) << 30);
    Hostile::fill(m_db);
    // The command line opens a file, and merges the shipped models into it: with 120 models each, the
    // hostile domains outnumber all but the largest shipped one and keep their own legend entries.
    QVERIFY(m_dir.isValid());
    m_file = m_dir.filePath(QStringLiteral("hostile.sqlite"));
    Database file(QStringLiteral("hostile-file"));
    Hostile::fill(file, m_file, 120);
}

void TestHostileText::init()
{
    m_languages.setLanguage(QStringLiteral("en"));
    Settings::clear();
}

void TestHostileText::cleanup()
{
    QToolTip::hideText();
}

qint64 TestHostileText::idOf(const QString &name) const
{
    const auto record = ModelRepository(m_db.connection()).byName(name);
    return record ? record->id : -1;
}

void TestHostileText::plainTextShowsTheCharacters_data()
{
    QTest::addColumn<QString>("text");
    for (const QString &payload : Hostile::payloads())
        QTest::newRow(qPrintable(payload)) << payload;
    // Qt::mightBeRichText's own shortcut: "&lt;" on the first line means rich text.
    QTest::newRow("escaped-looking") << QStringLiteral("&lt;b&gt; stays as typed");
    QTest::newRow("plain") << QStringLiteral("Llama 3.1-8B");
    QTest::newRow("lines") << QStringLiteral("<b>first</b>\nsecond\n\nfourth");
    QTest::newRow("spaces") << QStringLiteral("two  spaces & a tab\there");
}

void TestHostileText::plainTextShowsTheCharacters()
{
    QFETCH(QString, text);
    // A tooltip or a message box, left to guess, shows exactly the text.
    QCOMPARE(shown(PlainText::toolTip(text)), text);
    QCOMPARE(shown(PlainText::asRichText(text)), text);
    // Escaped into a page of our own, it reads as written.
    if (!text.contains(QLatin1Char('\n')) && !text.contains(QLatin1String("  ")) && !text.contains(QLatin1Char('\t')))
        QCOMPARE(shown(QStringLiteral("<p>%1</p>").arg(PlainText::escaped(text)), Qt::RichText), text);
    QVERIFY(PlainText::toolTip(QString()).isEmpty());
    QVERIFY(PlainText::asRichText(QString()).isEmpty());
}

void TestHostileText::catalogueTooltips()
{
    CatalogueTableModel model(m_db.connection());
    QCOMPARE(model.rowCount(), int(Hostile::payloads().size()));
    for (int row = 0; row < model.rowCount(); ++row) {
        for (int column = 0; column < model.columnCount(); ++column) {
            const QModelIndex index = model.index(row, column);
            QCOMPARE(shown(index.data(Qt::ToolTipRole).toString()), index.data(Qt::DisplayRole).toString());
        }
    }
    // The tooltip itself, as the table shows it on hovering a name.
    QTableView view;
    view.setModel(&model);
    view.resize(900, 400);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    for (int row = 0; row < model.rowCount(); ++row) {
        const QModelIndex index = model.index(row, CatalogueTableModel::NameColumn);
        const QPoint at = view.visualRect(index).center();
        QHelpEvent help(QEvent::ToolTip, at, view.viewport()->mapToGlobal(at));
        QApplication::sendEvent(view.viewport(), &help);
        QTRY_COMPARE(toolTipShown(), index.data().toString());
        if (const QString folder = qEnvironmentVariable("ATLAS_SCREENSHOTS"); !folder.isEmpty() && row == 0)
            QVERIFY(toolTip()->grab().save(folder + QStringLiteral("/hostile_tooltip.png")));
        QToolTip::hideText();
    }
}

// A row the search found by its reference says so in its tooltip, quoting the reference: the quote
// reads as written, markup and all, under the name.
void TestHostileText::searchMatchTooltip()
{
    Database db(QStringLiteral("hostile-search"));
    QString error;
    QVERIFY2(db.open(QStringLiteral(":memory:"), &error), qPrintable(error));
    QVERIFY2(db.migrate(&error), qPrintable(error));
    const QString reference = QStringLiteral("<b>Benchmarking</b> <img src=\"/dev/zero\"> & more");
    ModelRecord m;
    m.name = QStringLiteral("Plain model");
    m.published = QDate(2024, 1, 1);
    m.reference = reference;
    QVERIFY2(CatalogueWriter(db.connection()).writeModel(m, nullptr, &error), qPrintable(error));
    CatalogueTableModel model(db.connection());
    ModelFilter filter;
    filter.text = QStringLiteral("benchmarking");
    model.setFilter(filter);
    QCOMPARE(model.rowCount(), 1);
    const QModelIndex name = model.index(0, CatalogueTableModel::NameColumn);
    QCOMPARE(shown(name.data(Qt::ToolTipRole).toString()),
             QStringLiteral("Plain model\nThe search matched this model's reference: ") + reference);
}

void TestHostileText::modelPage()
{
    // The hardware box quotes the chosen device, a custom one with a hostile name.
    HardwareChoice choice = HardwareChoice::load();
    choice.setDevice(Hostile::device());
    choice.save();
    ModelPage page(m_db.connection());
    page.resize(900, 1200);
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    for (const QString &payload : Hostile::payloads()) {
        page.showModel(idOf(payload));
        const QTextDocument *document = page.browser()->document();
        const QString text = document->toPlainText();
        // Every field quotes it, and so do the note and the questions: as written, each time.
        QStringList lines = text.split(QLatin1Char('\n'));
        for (QString &line : lines)
            line = line.trimmed();
        for (const char *label : {"Organisation", "Organisation type", "Country", "Authors", "Domain", "Task", "Approach",
                                  "How it was established", "Training hardware", "Weights", "Model access", "Training code",
                                  "Why it is tracked", "Record confidence", "Reference", "Link"}) {
            const int at = int(lines.lastIndexOf(QString::fromLatin1(label)));
            QVERIFY2(at >= 0 && lines.value(at + 1).contains(payload),
                     qPrintable(QStringLiteral("%1: %2").arg(QLatin1String(label), lines.value(at + 1))));
        }
        QVERIFY2(lines.contains(payload), qPrintable(payload));   // the note
        QVERIFY(text.contains(QStringLiteral("Can I download %1?").arg(payload)));
        QVERIFY2(text.contains(Hostile::deviceName()), qPrintable(payload));
        for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
            for (auto it = block.begin(); !it.atEnd(); ++it) {
                const QTextCharFormat format = it.fragment().charFormat();
                // No link but our own and no picture but our chart.
                QVERIFY2(!format.anchorHref().contains(QLatin1String("evil")), qPrintable(format.anchorHref()));
                if (format.isImageFormat())
                    QCOMPARE(format.toImageFormat().name(), ModelPageBuilder::memoryChartUrl());
            }
        }
        QVERIFY(legendTexts(page.memoryChart()->chart()).join(QLatin1Char('\n')).contains(Hostile::deviceName()));
        // The title above the page.
        const QList<QLabel *> labels = page.findChildren<QLabel *>();
        QVERIFY(std::any_of(labels.cbegin(), labels.cend(), [&payload](const QLabel *l) { return shown(l) == payload; }));
        verifyNothingReadsMarkup(&page);
    }
}

void TestHostileText::compareWindow()
{
    // Four hostile models side by side, on the hostile device: every payload as written, no link but
    // ours, no picture.
    HardwareChoice choice = HardwareChoice::load();
    choice.setDevice(Hostile::device());
    choice.save();
    QVector<ModelRecord> models;
    for (int i = 0; i < 4; ++i)
        models.append(*ModelRepository(m_db.connection()).byId(idOf(Hostile::payloads().at(i))));
    CompareWindow window;
    window.showModels(models);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const QTextDocument *document = window.browser()->document();
    const QString text = document->toPlainText();
    for (int i = 0; i < 4; ++i)
        QVERIFY2(text.count(Hostile::payloads().at(i)) >= 3, qPrintable(Hostile::payloads().at(i)));   // name, organisation, authors…
    QVERIFY(text.contains(Hostile::deviceName()));
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextCharFormat format = it.fragment().charFormat();
            QVERIFY2(!format.anchorHref().contains(QLatin1String("evil")), qPrintable(format.anchorHref()));
            QVERIFY(!format.isImageFormat());
        }
    }
    verifyNothingReadsMarkup(&window);
}

void TestHostileText::hardwareView()
{
    HardwareView view(m_db.connection());
    view.resize(1400, 900);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QVERIFY(view.setDevice(Hostile::deviceName()));
    QTRY_COMPARE(view.runsOnModel()->rowCount(), int(Hostile::payloads().size()));
    const auto labelShowing = [&view](const QString &text) {
        for (const QLabel *label : view.findChildren<QLabel *>()) {
            if (label->text() == text)
                return shown(label);
        }
        return QStringLiteral("<no label holds %1>").arg(text);
    };
    QVERIFY2(labelShowing(view.summaryText()).startsWith(QStringLiteral("Your %1 (24 GB)").arg(Hostile::deviceName())),
             qPrintable(labelShowing(view.summaryText())));
    const QString trained = labelShowing(view.trainedOnText());
    for (const QString &payload : Hostile::payloads()) {
        QVERIFY2(trained.contains(payload + QStringLiteral(" — 8 chips")), qPrintable(trained));
        const QModelIndexList rows = view.table()->model()->match(view.table()->model()->index(0, 0), Qt::DisplayRole,
                                                                   payload, 1, Qt::MatchExactly);
        QVERIFY2(rows.size() == 1, qPrintable(payload));
        view.table()->setCurrentIndex(rows.first());
        QVERIFY2(labelShowing(view.basisText()).startsWith(payload + QStringLiteral(" at ")), qPrintable(view.basisText()));
        QVERIFY(labelShowing(view.basisText()).contains(QStringLiteral(" on ") + Hostile::deviceName()));
        QVERIFY(legendTexts(view.memoryChart()->chart()).join(QLatin1Char('\n')).contains(Hostile::deviceName()));
        verifyNothingReadsMarkup(&view);
    }
    // What a probe program prints is data too.
    DetectedHardware found;
    found.gpuName = Hostile::payloads().first();
    found.gpuMemoryGb = 24;
    emit view.detector()->finished(found);
    QVERIFY2(labelShowing(view.detectionText()).startsWith(QStringLiteral("Detected <b>bold</b> (24 GB)")),
             qPrintable(view.detectionText()));
    verifyNothingReadsMarkup(&view);
}

void TestHostileText::charts_data()
{
    QTest::addColumn<int>("grouping");
    QTest::newRow("domain") << int(ChartGrouping::Domain);
    QTest::newRow("organisation type") << int(ChartGrouping::OrganizationType);
    QTest::newRow("country") << int(ChartGrouping::Country);
}

void TestHostileText::charts()
{
    QFETCH(int, grouping);
    ChartsView view(m_db.connection());
    view.resize(1400, 900);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setGrouping(ChartGrouping(grouping));
    view.applyPreset(QStringLiteral("compute-over-time"));
    view.setTrend(false, 2015, 2022);
    view.setRecordLabels(true);
    QStringList expected = Hostile::payloads();
    QStringList legend = legendTexts(view.chart());
    expected.sort();
    legend.sort();
    QCOMPARE(legend, expected);
    // Hovering a point names its model in the hover label, as plain text.
    QSignalSpy hovered(view.builder(), &ChartBuilder::pointHovered);
    PointCloud *cloud = view.builder()->pointCloud();
    QVERIFY(cloud->count() > 0);
    for (int i = 0; i < cloud->count(); ++i) {
        QCoreApplication::processEvents();   // the chart's layout, before its points are looked for
        const QPointF inChart = cloud->position(i);
        const QPoint at = view.chartView()->mapFromScene(view.chart()->mapToScene(inChart));
        QTest::mouseMove(view.chartView()->viewport(), at);
        QTRY_VERIFY(!hovered.isEmpty() && hovered.constLast().at(1).toBool());
        const QString text = hovered.constLast().first().toString();
        QVERIFY2(expected.contains(text.section(QLatin1Char('\n'), 0, 0)), qPrintable(text));
        QTRY_COMPARE(view.chartView()->hoverText(), text);
        QVERIFY(view.chartView()->hoverShown());
    }
    const QStringList records = view.builder()->recordLabelTexts();
    QVERIFY(!records.isEmpty());
    for (const QString &name : records)
        QVERIFY2(expected.contains(name), qPrintable(name));
    verifyNothingReadsMarkup(&view);

    // Models per year: a bar's hover text names its group.
    view.applyPreset(QStringLiteral("models-per-year"));
    legend = legendTexts(view.chart());
    legend.sort();
    QCOMPARE(legend, expected);
    auto *bars = qobject_cast<QStackedBarSeries *>(view.chart()->series().value(0));
    QVERIFY(bars);
    for (QBarSet *set : bars->barSets()) {
        const QString group = shown(set->label(), Qt::RichText);
        QVERIFY2(expected.contains(group), qPrintable(group));
        for (int year = 0; year < set->count(); ++year) {
            if (set->at(year) == 0)
                continue;
            emit bars->hovered(true, year, set);
            QTRY_VERIFY2(view.chartView()->hoverText().endsWith(QStringLiteral(" · %1: 1 model").arg(group)),
                         qPrintable(view.chartView()->hoverText()));
        }
    }
    verifyNothingReadsMarkup(&view);
}

void TestHostileText::chartExports()
{
    QTemporaryDir dir;
    ChartsView view(m_db.connection());
    view.setSynchronous(true);
    view.setRecordLabels(true);
    for (const QString &preset : ChartsView::presets()) {
        QVERIFY(view.applyPreset(preset));
        for (const QString &suffix : {QStringLiteral("png"), QStringLiteral("svg")}) {
            const QString path = dir.filePath(preset + QLatin1Char('.') + suffix);
            QElapsedTimer timer;
            timer.start();
            QString error;
            QVERIFY2(ChartExporter::save(&view, path, QSize(1600, 1000), &error), qPrintable(error));
            QVERIFY2(timer.elapsed() < 20000, qPrintable(QStringLiteral("%1 took %2 ms").arg(path).arg(timer.elapsed())));
            if (suffix == QLatin1String("png")) {
                QCOMPARE(QImage(path).size(), QSize(1600, 1000));
                continue;
            }
            // The legend draws every domain as written.
            const QString drawn = svgText(path);
            for (const QString &payload : Hostile::payloads())
                QVERIFY2(drawn.contains(payload), qPrintable(QStringLiteral("%1 lacks %2:\n%3").arg(path, payload, drawn)));
        }
    }
}

void TestHostileText::importDialogs()
{
    // A file whose name is markup, imported: the progress dialog and the report quote the name.
    QWidget window;
    ImportController importer(m_db.connection(), &window);
    QTemporaryDir dir;
    const QString name = QStringLiteral("<b>bold &amp; <img src=x>.csv");
    QFile file(dir.filePath(name));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("not,a,catalogue\n");
    file.close();
    importer.importFile(file.fileName());
    // An in-memory catalogue imports at once; its progress dialog goes when the event loop next runs.
    auto *progress = window.findChild<QProgressDialog *>();
    QVERIFY(progress);
    const QList<QLabel *> progressLabels = progress->findChildren<QLabel *>();
    QVERIFY(std::any_of(progressLabels.cbegin(), progressLabels.cend(),
                        [&name](const QLabel *l) { return shown(l) == QStringLiteral("Importing %1…").arg(name); }));
    verifyNothingReadsMarkup(progress);
    auto *report = window.findChild<ImportReportDialog *>();
    QVERIFY(report);
    const QList<QLabel *> reportLabels = report->findChildren<QLabel *>();
    QVERIFY(std::any_of(reportLabels.cbegin(), reportLabels.cend(),
                        [&name](const QLabel *l) { return shown(l).startsWith(name + QLatin1Char(' ')); }));
    verifyNothingReadsMarkup(report);

    // An update address the program refuses is quoted as written: "&lt;" stays "&lt;", although a
    // message box left to guess takes "&lt;" for a sign of rich text.
    const QString address = QStringLiteral("ftp://example.org/&lt;b&gt;.csv");
    Settings::setValue(Settings::Key::UpdateUrl, address);
    importer.updateFromEpoch();
    QMessageBox *box = nullptr;
    QTRY_VERIFY((box = window.findChild<QMessageBox *>(QStringLiteral("updateFailedMessage"))));
    QVERIFY2(shown(box->text(), box->textFormat()).contains(address), qPrintable(box->text()));
    box->close();
}

void TestHostileText::mainWindow()
{
    MainWindow window(m_db.connection(), &m_languages);
    window.resize(1400, 900);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto *catalogue = window.findChild<CatalogueView *>();
    auto *tabs = window.findChild<QTabWidget *>();
    QVERIFY(catalogue && tabs);
    for (const QString &payload : Hostile::payloads()) {
        QVERIFY(catalogue->selectModel(idOf(payload)));
        verifyNothingReadsMarkup(&window);
    }
    auto *hardware = window.findChild<HardwareView *>();
    QVERIFY(hardware && hardware->setDevice(Hostile::deviceName()));
    // ATLAS_SCREENSHOTS=folder: every tab in both languages, to look at.
    const QString folder = qEnvironmentVariable("ATLAS_SCREENSHOTS");
    for (const QString &language : {QStringLiteral("it"), QStringLiteral("en")}) {
        m_languages.setLanguage(language);
        for (int tab = 0; tab < tabs->count(); ++tab) {
            tabs->setCurrentIndex(tab);
            QTest::qWait(50);
            verifyNothingReadsMarkup(&window);
            if (!folder.isEmpty())
                QVERIFY(window.grab().save(QStringLiteral("%1/hostile_%2_%3.png").arg(folder, language).arg(tab)));
        }
    }
    QCOMPARE(window.windowTitle(), QStringLiteral("Model Atlas"));
}

void TestHostileText::commandLine_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("output");   // a file the command writes, or empty for its standard output
    for (const QString &preset : ChartsView::presets())
        QTest::newRow(qPrintable(preset)) << QStringList{QStringLiteral("--export-chart"), preset, QStringLiteral("chart.png")}
                                          << QStringLiteral("chart.png");
    QTest::newRow("svg") << QStringList{QStringLiteral("--export-chart"), QStringLiteral("models-per-year"),
                                        QStringLiteral("--label-records"), QStringLiteral("chart.svg")}
                         << QStringLiteral("chart.svg");
    QTest::newRow("csv") << QStringList{QStringLiteral("--export-csv"), QStringLiteral("models.csv")} << QStringLiteral("models.csv");
    QTest::newRow("runs-on") << QStringList{QStringLiteral("--runs-on"), QStringLiteral("NVIDIA GeForce RTX 4090")} << QString();
    QTest::newRow("estimate") << QStringList{QStringLiteral("--estimate"), QStringLiteral("--model"), Hostile::payloads().at(1),
                                             QStringLiteral("--hardware"), QStringLiteral("NVIDIA GeForce RTX 4090")}
                              << QString();
    // Two models whose names, organisations and authors are markup, side by side.
    QTest::newRow("compare") << QStringList{QStringLiteral("--compare"), Hostile::payloads().at(0), Hostile::payloads().at(2)}
                             << QString();
}

void TestHostileText::commandLine()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, output);
    QTemporaryDir dir;
    QProcess process;
    process.setWorkingDirectory(dir.path());
    // The same ceiling as this test's own, set in the child before it runs.
    process.setChildProcessModifier([]() { MemoryCeiling::apply(qint64(4) << 30); });
    QElapsedTimer timer;
    timer.start();
    process.start(QStringLiteral(ATLAS_BINARY_PATH),
                  QStringList{QStringLiteral("--database"), m_file} + arguments);
    QVERIFY(process.waitForFinished(60000));
    QVERIFY2(process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0,
             qPrintable(QString::fromUtf8(process.readAllStandardError())));
    QVERIFY2(timer.elapsed() < 30000, qPrintable(QStringLiteral("%1 ms").arg(timer.elapsed())));
    QString text;
    if (output.isEmpty()) {
        text = QString::fromUtf8(process.readAllStandardOutput());
    } else if (output.endsWith(QLatin1String(".svg"))) {
        text = svgText(dir.filePath(output));
    } else if (output.endsWith(QLatin1String(".csv"))) {
        QFile csv(dir.filePath(output));
        QVERIFY(csv.open(QIODevice::ReadOnly));
        CsvReader reader(&csv);
        QStringList fields;
        while (reader.readRow(&fields) == CsvReader::Status::Row)
            text += fields.join(QLatin1Char('\n')) + QLatin1Char('\n');
    } else {
        QVERIFY(!QImage(dir.filePath(output)).isNull());
        return;
    }
    // The chart's legend, beside the shipped "Language", holds the first seven hostile domains in sort
    // order ("<!DOCTYPE…", "<a href…", "<b>…", "<h1>…", "<img…", …).
    QStringList wanted = Hostile::payloads();
    if (arguments.contains(QLatin1String("--estimate")))
        wanted = QStringList{Hostile::payloads().at(1)};
    else if (arguments.contains(QLatin1String("--compare")))
        wanted = QStringList{Hostile::payloads().at(0), Hostile::payloads().at(2)};
    else if (output.endsWith(QLatin1String(".svg")))
        wanted = QStringList{Hostile::payloads().at(0), Hostile::payloads().at(1)};
    for (const QString &payload : wanted)
        QVERIFY2(text.contains(payload), qPrintable(QStringLiteral("no %1 in:\n%2").arg(payload, text.left(2000))));
}

QTEST_MAIN(TestHostileText)
#include "tst_hostiletext.moc"
