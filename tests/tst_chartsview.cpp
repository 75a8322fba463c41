// The Charts tab as a user sees it: series per group, hover and click, legend, trend, language,
// theme, export, and the headless --export-chart contract.
#include "catalogue/CatalogueView.h"
#include "charts/ChartBuilder.h"
#include "charts/ChartCanvas.h"
#include "charts/ChartExporter.h"
#include "charts/ChartLabels.h"
#include "ChartTestCatalogue.h"
#include "charts/ChartsView.h"
#include "charts/PointCloud.h"
#include "LanguageManager.h"
#include "mainwindow/MainWindow.h"
#include "Settings.h"
#include "ShippedCatalogue.h"
#include "TestCatalogue.h"

#include <QAbstractAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QGraphicsItem>
#include <QFileInfo>
#include <QImage>
#include <QLabel>
#include <QLegend>
#include <QLegendMarker>
#include <QLineEdit>
#include <QLineSeries>
#include <QProcess>
#include <QScatterSeries>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QStackedBarSeries>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

namespace {

QList<QScatterSeries *> scatterSeries(QChart *chart)
{
    QList<QScatterSeries *> list;
    for (QAbstractSeries *series : chart->series()) {
        if (auto *scatter = qobject_cast<QScatterSeries *>(series))
            list.append(scatter);
    }
    return list;
}

// Where the chart view shows point `index` of the chart's data.
QPoint viewPosition(ChartsView *view, int index)
{
    // The chart lays itself out in posted events: the plot area is where it is once they have run.
    QCoreApplication::processEvents();
    const QPointF inChart = view->builder()->pointCloud()->position(index);
    return view->chartView()->mapFromScene(view->chart()->mapToScene(inChart));
}

// The index in the chart's data of the `n`-th point of `group`.
int pointOf(ChartsView *view, const QString &group, int n)
{
    const QVector<ChartPoint> &points = view->data().points;
    for (int i = 0; i < points.size(); ++i) {
        if (view->data().groupOf(points.at(i)) == group && n-- == 0)
            return i;
    }
    return -1;
}

// A picture is "not blank" when a good share of it differs from its corner's colour.
bool looksDrawn(const QImage &image)
{
    const QRgb background = image.pixel(0, 0);
    int differing = 0;
    for (int y = 0; y < image.height(); y += 4) {
        for (int x = 0; x < image.width(); x += 4) {
            if (image.pixel(x, y) != background)
                ++differing;
        }
    }
    return differing > (image.width() / 4) * (image.height() / 4) / 50;
}

} // namespace

class TestChartsView : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void seriesPerGroup();
    void notDrawnLine();
    void clickSelectsTheModel();
    void hoverNamesTheModel();
    void legendHidesAGroup();
    void trendLine();
    void recordLabels();
    void modelsPerYearBars();
    void followsTheFilter();
    void filterChangeLaysOutAtOnce();
    void fileCatalogueReadsOffThread();
    void languageSwitchRetitles();
    void darkPaletteDarkTheme();
    void exportsPngAndSvg();
    void windowClickOpensTheModel();
    void commandLineExport_data();
    void commandLineExport();
    void commandLineRejectsUnknownKind();

private:
    qint64 idOf(const QString &name);
    Database m_db{QStringLiteral("charts")};
    LanguageManager m_languages;
    std::unique_ptr<ChartsView> m_view;
    QTemporaryDir m_dir;
};

void TestChartsView::initTestCase()
{
    fillChartCatalogue(m_db);
}

void TestChartsView::init()
{
    m_languages.setLanguage(QStringLiteral("en"));
    Settings::remove(Settings::Key::ChartsLabelRecords);
    m_view = std::make_unique<ChartsView>(m_db.connection());
    m_view->resize(1200, 800);
    m_view->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_view.get()));
    m_view->applyPreset(QStringLiteral("compute-over-time"));
    m_view->setTrend(true, 2000, 2003);
}

qint64 TestChartsView::idOf(const QString &name)
{
    QSqlQuery query(m_db.connection());
    query.prepare(QStringLiteral("SELECT id FROM models WHERE name = ?"));
    query.addBindValue(name);
    return query.exec() && query.next() ? query.value(0).toLongLong() : -1;
}

void TestChartsView::seriesPerGroup()
{
    const auto series = scatterSeries(m_view->chart());
    QCOMPARE(series.size(), 2);
    // One legend entry per group; the point cloud draws each group's points.
    QCOMPARE(series.at(0)->name(), QStringLiteral("Language"));
    QCOMPARE(m_view->builder()->plottedPoints(QStringLiteral("Language")).size(), 2);  // A, B
    QCOMPARE(series.at(1)->name(), QStringLiteral("Vision"));
    QCOMPARE(m_view->builder()->plottedPoints(QStringLiteral("Vision")).size(), 1);  // C
    // Plotted in log10 space, labelled as powers of ten.
    QCOMPARE(m_view->builder()->plottedPoints(QStringLiteral("Vision")).at(0), QPointF(2002, 3));
    const auto vertical = m_view->chart()->axes(Qt::Vertical);
    QCOMPARE(vertical.size(), 1);
    QCOMPARE(vertical.first()->titleText(), ChartLabels::axisTitle(ChartAxis::TrainingCompute));
}

void TestChartsView::notDrawnLine()
{
    QCOMPARE(m_view->data().notDrawn, 3);
    const auto *caption = m_view->findChild<QLabel *>(QStringLiteral("notDrawnCaption"));
    QVERIFY(caption);
    // English plural forms come from the lead's model-atlas_en.ts: compare with the same message.
    QCOMPARE(caption->text(), QCoreApplication::translate("ChartLabels", "%n model(s) not drawn: no value on these axes", nullptr, 3));
}

void TestChartsView::clickSelectsTheModel()
{
    QSignalSpy activated(m_view.get(), &ChartsView::modelActivated);
    QWidget *viewport = m_view->chartView()->viewport();
    QTest::mouseClick(viewport, Qt::LeftButton, {}, viewPosition(m_view.get(), pointOf(m_view.get(), QStringLiteral("Vision"), 0)));
    QCOMPARE(activated.size(), 1);
    QCOMPARE(activated.first().first().toLongLong(), idOf(QStringLiteral("C")));
    QTest::mouseClick(viewport, Qt::LeftButton, {}, viewPosition(m_view.get(), pointOf(m_view.get(), QStringLiteral("Language"), 1)));
    QCOMPARE(activated.last().first().toLongLong(), idOf(QStringLiteral("B")));
    // A click beside every point selects nothing.
    QTest::mouseClick(viewport, Qt::LeftButton, {}, viewPosition(m_view.get(), pointOf(m_view.get(), QStringLiteral("Vision"), 0)) + QPoint(0, 40));
    QCOMPARE(activated.size(), 2);
}

void TestChartsView::hoverNamesTheModel()
{
    QSignalSpy hovered(m_view->builder(), &ChartBuilder::pointHovered);
    QWidget *viewport = m_view->chartView()->viewport();
    const QPoint at = viewPosition(m_view.get(), pointOf(m_view.get(), QStringLiteral("Vision"), 0));
    QTest::mouseMove(viewport, at + QPoint(0, 40));
    QTest::mouseMove(viewport, at);
    QTRY_COMPARE(hovered.size(), 1);
    QVERIFY(hovered.first().at(1).toBool());
    const QString text = hovered.first().first().toString();
    QVERIFY2(text.startsWith(QLatin1String("C\n")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("1 January 2002")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("1,000 FLOP")), qPrintable(text));
    // Leaving the point says so.
    QTest::mouseMove(viewport, at + QPoint(0, 40));
    QTRY_COMPARE(hovered.size(), 2);
    QVERIFY(!hovered.last().at(1).toBool());
}

void TestChartsView::legendHidesAGroup()
{
    QScatterSeries *vision = scatterSeries(m_view->chart()).at(1);
    const auto markers = m_view->chart()->legend()->markers(vision);
    QCOMPARE(markers.size(), 1);
    emit markers.first()->clicked();
    QVERIFY(!vision->isVisible());
    // Still in the legend, greyed, to be clicked back.
    QCOMPARE(m_view->chart()->legend()->markers(vision).size(), 1);
    QTRY_VERIFY(markers.first()->isVisible());
    QVERIFY(markers.first()->labelBrush().color().alphaF() < 0.5);
    // The trend follows what is shown: two points left.
    QCOMPARE(m_view->builder()->trendFit().count, 2);
    emit markers.first()->clicked();
    QVERIFY(vision->isVisible());
    QCOMPARE(m_view->builder()->trendFit().count, 3);
}

void TestChartsView::trendLine()
{
    // A, B, C: the hand-computed fit of tst_chartquery (slope 1.5, R² = 27/28).
    const TrendFit &fit = m_view->builder()->trendFit();
    QVERIFY(fit.valid);
    QVERIFY(std::fabs(fit.slope - 1.5) < 1e-9);
    const QString text = m_view->trendText();
    QVERIFY2(text.contains(QStringLiteral("×31.6/year")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("1.5 orders of magnitude/year")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("doubling every 2.4 months")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("R² = 0.96")), qPrintable(text));
    bool line = false;
    for (QAbstractSeries *series : m_view->chart()->series())
        line = line || qobject_cast<QLineSeries *>(series);
    QVERIFY(line);
    m_view->setTrend(false, 2000, 2003);
    QVERIFY(m_view->trendText().isEmpty());
}

void TestChartsView::recordLabels()
{
    auto *box = m_view->findChild<QCheckBox *>(QStringLiteral("chartLabelRecords"));
    QVERIFY(box);
    QVERIFY(!box->isChecked());  // off by default
    QVERIFY(m_view->builder()->recordLabelTexts().isEmpty());
    // Compute over time: A (2000, 1), B (2001, 10) and C (2002, 1000) each beat all before them.
    box->click();
    QCOMPARE(m_view->builder()->recordLabelTexts(), (QStringList{QStringLiteral("C"), QStringLiteral("B"), QStringLiteral("A")}));
    QVERIFY(Settings::value(Settings::Key::ChartsLabelRecords).toBool());
    // Labels sit inside the plot area.
    const QList<QGraphicsItem *> children = m_view->chart()->childItems();
    int labels = 0;
    for (QGraphicsItem *item : children) {
        if (item->data(0).toString() == ChartBuilder::recordLabelTag() && item->isVisible()) {
            ++labels;
            QVERIFY(m_view->chart()->plotArea().contains(item->mapRectToParent(item->boundingRect())));
        }
    }
    QCOMPARE(labels, 3);
    // A group hidden from the legend holds no record: C (Vision) goes, A and B stay.
    QLegendMarker *vision = nullptr;
    for (QLegendMarker *marker : m_view->chart()->legend()->markers()) {
        if (marker->label() == QLatin1String("Vision"))
            vision = marker;
    }
    QVERIFY(vision);
    emit vision->clicked();
    QCOMPARE(m_view->builder()->recordLabelTexts(), (QStringList{QStringLiteral("B"), QStringLiteral("A")}));
    emit vision->clicked();
    // Models per year has no points to label.
    m_view->applyPreset(QStringLiteral("models-per-year"));
    QVERIFY(m_view->builder()->recordLabelTexts().isEmpty());
    QVERIFY(!box->isEnabled());
    m_view->applyPreset(QStringLiteral("compute-over-time"));
    QCOMPARE(m_view->builder()->recordLabelTexts().size(), 3);
    // Off again: the labels are gone, and the choice is remembered.
    box->click();
    QVERIFY(m_view->builder()->recordLabelTexts().isEmpty());
    int left = 0;
    for (QGraphicsItem *item : m_view->chart()->childItems())
        left += item->data(0).toString() == ChartBuilder::recordLabelTag() ? 1 : 0;
    QCOMPARE(left, 0);
    QVERIFY(!Settings::value(Settings::Key::ChartsLabelRecords).toBool());
    // A caller's choice (the headless export) is not remembered.
    m_view->setRecordLabels(true);
    QCOMPARE(m_view->builder()->recordLabelTexts().size(), 3);
    QVERIFY(!Settings::value(Settings::Key::ChartsLabelRecords).toBool());
}

void TestChartsView::modelsPerYearBars()
{
    m_view->applyPreset(QStringLiteral("models-per-year"));
    QStackedBarSeries *bars = nullptr;
    for (QAbstractSeries *series : m_view->chart()->series())
        bars = bars ? bars : qobject_cast<QStackedBarSeries *>(series);
    QVERIFY(bars);
    QCOMPARE(bars->count(), 3);  // Language, Vision, Games
    QCOMPARE(bars->barSets().at(1)->at(2), 2.0);  // Vision in 2002: C, D
    QCOMPARE(m_view->notDrawnText(), QCoreApplication::translate("ChartLabels", "%n model(s) not drawn: no publication date", nullptr, 1));
    // The last bar holds 2003 up to its first day only (E): said under the chart, beside the model not
    // drawn, so that its short bar does not read as the field falling away.
    const auto *caption = m_view->findChild<QLabel *>(QStringLiteral("notDrawnCaption"));
    QVERIFY(caption);
    QVERIFY2(caption->text().contains(QLatin1String("2003 is counted only up to 1 January 2003")), qPrintable(caption->text()));
    QVERIFY(caption->text().contains(m_view->notDrawnText()));
    m_languages.setLanguage(QStringLiteral("it"));
    QTRY_VERIFY2(caption->text().contains(QStringLiteral("2003")) && !caption->text().contains(QLatin1String("counted")),
                 qPrintable(caption->text()));
    // A scatter chart has no last bar.
    m_languages.setLanguage(QStringLiteral("en"));
    m_view->applyPreset(QStringLiteral("compute-over-time"));
    QTRY_VERIFY(!caption->text().contains(QLatin1String("is counted only up to")));
}

void TestChartsView::followsTheFilter()
{
    ModelFilter filter;
    filter.domain = QStringLiteral("Vision");
    m_view->setFilter(filter);
    QTRY_COMPARE(scatterSeries(m_view->chart()).size(), 1);
    QCOMPARE(m_view->data().points.size(), 1);
}

// The filter notice that a filter brings shortens the chart, and the new axes may widen their labels: the
// chart is laid out when it is drawn, so that the window paints its points once, at the final plot area,
// not once before the posted layout requests and again after them.
void TestChartsView::filterChangeLaysOutAtOnce()
{
    QCoreApplication::processEvents();
    const QSize before = m_view->chartView()->size();
    ModelFilter filter;
    filter.domain = QStringLiteral("Vision");
    m_view->setFilter(filter);
    QCOMPARE(m_view->data().points.size(), 1);
    const QSize atOnce = m_view->chartView()->size();
    const QRectF plotAtOnce = m_view->chart()->plotArea();
    QVERIFY(atOnce.height() < before.height());   // the notice took its row
    QCoreApplication::processEvents();
    QCoreApplication::processEvents();
    QCOMPARE(m_view->chartView()->size(), atOnce);
    QCOMPARE(m_view->chart()->plotArea(), plotAtOnce);
}

void TestChartsView::fileCatalogueReadsOffThread()
{
    Database file(QStringLiteral("charts-file"));
    QString error;
    QVERIFY2(file.open(m_dir.filePath(QStringLiteral("async.sqlite")), &error), qPrintable(error));
    QVERIFY2(file.migrate(&error), qPrintable(error));
    QVERIFY2(ShippedCatalogue::ensureLoaded(file.connection(), &error), qPrintable(error));
    ChartsView view(file.connection());
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QTRY_VERIFY(!view.data().points.isEmpty());
    const int all = int(view.data().points.size());
    // Two questions in a row: only the answer to the last one may be drawn.
    QSignalSpy updated(&view, &ChartsView::chartUpdated);
    ModelFilter first;
    first.domain = QStringLiteral("Vision");
    view.setFilter(first);
    ModelFilter second;
    second.domain = QStringLiteral("Language");
    view.setFilter(second);
    QVERIFY(view.isLoading());
    QTRY_VERIFY(!view.isLoading());
    QTest::qWait(100);
    QCOMPARE(updated.size(), 1);
    QCOMPARE(view.data().request.filter.domain, QStringLiteral("Language"));
    QVERIFY(view.data().points.size() < all);
}

void TestChartsView::languageSwitchRetitles()
{
    QAbstractAxis *axis = m_view->chart()->axes(Qt::Vertical).first();
    QCOMPARE(axis->titleText(), QStringLiteral("Training compute (FLOP)"));
    m_languages.setLanguage(QStringLiteral("it"));
    // The chart rebuilds its axes on a language change: look them up again each time.
    QTRY_COMPARE(m_view->chart()->axes(Qt::Vertical).first()->titleText(), QStringLiteral("Calcolo di addestramento (FLOP)"));
    QCOMPARE(m_view->chart()->title(),
             QCoreApplication::translate("ChartsView", "%1 over time").arg(m_view->chart()->axes(Qt::Vertical).first()->titleText()));
    QVERIFY(m_view->chart()->title().startsWith(QStringLiteral("Calcolo di addestramento")));
    QTRY_COMPARE(scatterSeries(m_view->chart()).at(0)->name(), QCoreApplication::translate("Vocabulary", "Language"));
    m_languages.setLanguage(QStringLiteral("en"));
    QTRY_COMPARE(m_view->chart()->axes(Qt::Vertical).first()->titleText(), QStringLiteral("Training compute (FLOP)"));
}

void TestChartsView::darkPaletteDarkTheme()
{
    QCOMPARE(m_view->chart()->theme(), QChart::ChartThemeLight);
    QPalette dark = m_view->palette();
    dark.setColor(QPalette::Window, QColor(30, 30, 30));
    dark.setColor(QPalette::WindowText, QColor(230, 230, 230));
    m_view->setPalette(dark);
    QTRY_COMPARE(m_view->chart()->theme(), QChart::ChartThemeDark);
    QCOMPARE(scatterSeries(m_view->chart()).size(), 2);  // redrawn, not lost
    if (qEnvironmentVariableIsSet("ATLAS_SCREENSHOTS"))
        ChartExporter::image(m_view.get(), QSize(1000, 600)).save(QDir(qEnvironmentVariable("ATLAS_SCREENSHOTS")).filePath(QStringLiteral("dark.png")));
}

void TestChartsView::exportsPngAndSvg()
{
    const QString png = m_dir.filePath(QStringLiteral("view.png"));
    QString error;
    QVERIFY2(ChartExporter::save(m_view.get(), png, QSize(900, 600), &error), qPrintable(error));
    const QImage image(png);
    QCOMPARE(image.size(), QSize(900, 600));
    QVERIFY(looksDrawn(image));
    const QString svg = m_dir.filePath(QStringLiteral("view.svg"));
    QVERIFY2(ChartExporter::save(m_view.get(), svg, QSize(900, 600), &error), qPrintable(error));
    QFile file(svg);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(file.readAll().contains("<svg"));
    // The view keeps its own size after drawing at another.
    QCOMPARE(m_view->chart()->size(), QSizeF(m_view->chartView()->viewport()->size()));
    if (qEnvironmentVariableIsSet("ATLAS_SCREENSHOTS")) {
        for (const QString &kind : ChartsView::presets()) {
            m_view->applyPreset(kind);
            ChartExporter::image(m_view.get(), QSize(1600, 1000)).save(QDir(qEnvironmentVariable("ATLAS_SCREENSHOTS")).filePath(kind + QStringLiteral("-small.png")));
        }
    }
}

void TestChartsView::windowClickOpensTheModel()
{
    Database shipped(QStringLiteral("charts-window"));
    openShippedCatalogue(shipped);
    MainWindow window(shipped.connection(), &m_languages);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto *tabs = window.findChild<QTabWidget *>();
    QVERIFY(tabs);
    tabs->setCurrentWidget(window.chartsView());
    QTRY_VERIFY(!scatterSeries(window.chartsView()->chart()).isEmpty());
    if (qEnvironmentVariableIsSet("ATLAS_SCREENSHOTS")) {
        window.resize(1400, 860);
        QTest::qWait(300);  // let the layouts settle before the picture
        window.grab().save(QDir(qEnvironmentVariable("ATLAS_SCREENSHOTS")).filePath(QStringLiteral("charts-window.png")));
    }
    const int before = int(window.chartsView()->data().points.size());
    QVERIFY(before > 100);

    // The chart follows the catalogue's search box.
    auto *search = window.findChild<QLineEdit *>(QStringLiteral("search"));
    QVERIFY(search);
    search->setText(QStringLiteral("GPT"));
    QTRY_VERIFY(window.chartsView()->data().points.size() < before);
    QVERIFY(!window.chartsView()->data().points.isEmpty());

    // A click on a point the cloud finds on top (the last drawn of those under the pointer).
    ChartsView *charts = window.chartsView();
    const int clicked = charts->builder()->pointCloud()->pointAt(charts->builder()->pointCloud()->position(0));
    QVERIFY(clicked >= 0);
    const qint64 expected = charts->data().points.at(clicked).id;
    QTest::mouseClick(charts->chartView()->viewport(), Qt::LeftButton, {}, viewPosition(charts, 0));
    QCOMPARE(tabs->currentWidget(), window.catalogueView());
    const QModelIndex current = window.catalogueView()->table()->currentIndex();
    QVERIFY(current.isValid());
    QCOMPARE(current.data(Qt::UserRole + 1).toLongLong(), expected);
}

void TestChartsView::commandLineExport_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QStringList>("extra");
    QTest::addColumn<QSize>("size");
    for (const QString &kind : ChartsView::presets())
        QTest::newRow(qPrintable(kind)) << kind << QStringList() << QSize(1600, 1000);
    QTest::newRow("record labels, Italian") << QStringLiteral("compute-over-time")
                                            << QString::fromLatin1("--label-records --width 1000 --height 700 --lang it").split(QLatin1Char(' '))
                                            << QSize(1000, 700);
    QTest::newRow("sized, Italian") << QStringLiteral("compute-over-time")
                                    << QString::fromLatin1("--width 900 --height 600 --lang it").split(QLatin1Char(' ')) << QSize(900, 600);
}

void TestChartsView::commandLineExport()
{
    QFETCH(QString, kind);
    QFETCH(QStringList, extra);
    QFETCH(QSize, size);
    const QString out = m_dir.filePath(kind + QString::number(size.width()) + QStringLiteral(".png"));
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("QT_QPA_PLATFORM"));  // the program picks offscreen itself without a display
    env.remove(QStringLiteral("DISPLAY"));
    env.remove(QStringLiteral("WAYLAND_DISPLAY"));
    env.insert(QStringLiteral("XDG_DATA_HOME"), m_dir.filePath(QStringLiteral("data")));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_dir.filePath(QStringLiteral("config")));
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(ATLAS_BINARY_PATH),
                  QStringList{QStringLiteral("--database"), m_dir.filePath(QStringLiteral("cli.sqlite")),
                              QStringLiteral("--export-chart"), kind, out}
                      + extra);
    QVERIFY(process.waitForFinished(120000));
    QVERIFY2(process.exitCode() == 0, process.readAllStandardError().constData());
    const QImage image(out);
    QCOMPARE(image.size(), size);
    QVERIFY(looksDrawn(image));
    if (qEnvironmentVariableIsSet("ATLAS_SCREENSHOTS"))
        image.save(QDir(qEnvironmentVariable("ATLAS_SCREENSHOTS")).filePath(QFileInfo(out).fileName()));
}

void TestChartsView::commandLineRejectsUnknownKind()
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("XDG_DATA_HOME"), m_dir.filePath(QStringLiteral("data")));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_dir.filePath(QStringLiteral("config")));
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(ATLAS_BINARY_PATH),
                  {QStringLiteral("--database"), m_dir.filePath(QStringLiteral("cli.sqlite")),
                   QStringLiteral("--export-chart"), QStringLiteral("pie"), m_dir.filePath(QStringLiteral("x.png"))});
    QVERIFY(process.waitForFinished(120000));
    QCOMPARE(process.exitCode(), 2);   // a usage error, as every other (tst_commandline)
    QVERIFY(process.readAllStandardError().contains("compute-over-time"));
    QVERIFY(!QFileInfo::exists(m_dir.filePath(QStringLiteral("x.png"))));
}

QTEST_MAIN(TestChartsView)
#include "tst_chartsview.moc"
