// The Charts tab's controls as issue 15 asked for them: a distinct colour per group that stays with
// the group, hover text that never outlives the tab, zoom, pan and reset, a log or linear scale per
// axis, the chart's models as CSV, the status text naming the Catalogue filters, and a control row
// that wraps to fit a 1024 px window in both languages.
#include "ChartTestCatalogue.h"
#include "LanguageManager.h"
#include "charts/ChartAxes.h"
#include "charts/ChartBuilder.h"
#include "charts/ChartCanvas.h"
#include "charts/ChartsView.h"
#include "charts/GroupColours.h"
#include "charts/PointCloud.h"
#include "catalogue/CatalogueView.h"
#include "catalogue/FilterBar.h"
#include "mainwindow/MainWindow.h"
#include "common/FilterSummary.h"

#include <QAbstractButton>
#include <QBarSet>
#include <QCategoryAxis>
#include <QChart>
#include <QCheckBox>
#include <QFile>
#include <QLabel>
#include <QLegend>
#include <QLegendMarker>
#include <QLineEdit>
#include <QPushButton>
#include <QScatterSeries>
#include <QSignalSpy>
#include <QStackedBarSeries>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QValueAxis>

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

QValueAxis *axis(QChart *chart, Qt::Orientation orientation)
{
    const auto axes = chart->axes(orientation);
    return axes.isEmpty() ? nullptr : qobject_cast<QValueAxis *>(axes.first());
}

QColor opaque(QColor colour)
{
    colour.setAlpha(255);
    return colour;
}

// The names in a CSV file written by CsvExporter (first column, header skipped).
QStringList namesIn(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QStringList names;
    const QList<QByteArray> lines = file.readAll().split('\n');
    for (int i = 1; i < lines.size(); ++i) {
        if (!lines.at(i).trimmed().isEmpty())
            names.append(QString::fromUtf8(lines.at(i).split(',').first()).remove(QLatin1Char('"')));
    }
    names.sort();
    return names;
}

// Test data in plain literals (QT_NO_CAST_FROM_ASCII is on).
QString operator""_s(const char *text, std::size_t size)
{
    return QString::fromUtf8(text, qsizetype(size));
}

} // namespace

class TestChartControls : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void paletteIsDistinct_data();
    void paletteIsDistinct();
    void paletteIsStable();
    void outlinesStandOut();
    void chartsUseTheGroupColours();
    void hoverClosesWhenTheTabChanges();
    void wheelZoomsAndResetRestores();
    void dragAndKeysPan();
    void barsZoomAlongTheYearsOnly();
    void clearFiltersInTheWindow();
    void logToggleChangesTheScale();
    void logAxisWritesEveryPowerAlike();
    void csvRowsAreTheChartsModels();
    void statusNamesTheCatalogueFilters();
    void controlsFitAt1024_data();
    void controlsFitAt1024();

private:
    Database m_db{QStringLiteral("chartcontrols")};
    LanguageManager m_languages;
    std::unique_ptr<QTabWidget> m_tabs;
    ChartsView *m_view = nullptr;
    QTemporaryDir m_dir;
};

void TestChartControls::initTestCase()
{
    fillChartCatalogue(m_db);
}

void TestChartControls::init()
{
    m_languages.setLanguage(QStringLiteral("en"));
    m_tabs = std::make_unique<QTabWidget>();
    m_view = new ChartsView(m_db.connection());
    m_tabs->addTab(m_view, QStringLiteral("Charts"));
    m_tabs->addTab(new QWidget, QStringLiteral("Other"));
    m_tabs->resize(1200, 800);
    m_tabs->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_tabs.get()));
    m_view->applyPreset(QStringLiteral("compute-over-time"));
    QTRY_COMPARE(scatterSeries(m_view->chart()).size(), 2);
}

void TestChartControls::paletteIsDistinct_data()
{
    QTest::addColumn<int>("grouping");
    QTest::addColumn<QStringList>("groups");
    QTest::newRow("model access") << int(ChartGrouping::Accessibility)
                                  << QStringList{"Open weights (unrestricted)"_s, "Open weights (restricted use)"_s,
                                                 "Open weights (non-commercial)"_s, "API access"_s, "Hosted access (no API)"_s,
                                                 "Unreleased"_s, ChartQuery::otherGroup(), ChartQuery::unknownGroup()};
    QTest::newRow("domain") << int(ChartGrouping::Domain)
                            << QStringList{"Language"_s, "Vision"_s, "Multimodal"_s, "Image generation"_s, "Speech"_s, "Video"_s,
                                           "Biology"_s, "Games"_s, ChartQuery::otherGroup()};
    // Rare values take the hues no common value of the chart holds.
    QTest::newRow("rare countries") << int(ChartGrouping::Country)
                                    << QStringList{"United States of America"_s, "China"_s, "Israel"_s, "Finland"_s, "Singapore"_s,
                                                   "Canada"_s, ChartQuery::unknownGroup()};
}

void TestChartControls::paletteIsDistinct()
{
    QFETCH(int, grouping);
    QFETCH(QStringList, groups);
    const QHash<QString, QColor> colours = GroupColours::assign(ChartGrouping(grouping), groups);
    QCOMPARE(colours.size(), groups.size());
    // Open weights and API access were one blue, Unreleased and Hosted access one green: every pair
    // must now read as two colours at a glance.
    for (int i = 0; i < groups.size(); ++i) {
        for (int j = i + 1; j < groups.size(); ++j) {
            const double d = GroupColours::difference(colours.value(groups.at(i)), colours.value(groups.at(j)));
            QVERIFY2(d > 20, qPrintable(QStringLiteral("%1 / %2: ΔE %3").arg(groups.at(i), groups.at(j)).arg(d)));
        }
    }
}

void TestChartControls::paletteIsStable()
{
    const QStringList all{"Open weights (unrestricted)"_s, "API access"_s, "Unreleased"_s, "Hosted access (no API)"_s};
    const auto full = GroupColours::assign(ChartGrouping::Accessibility, all);
    // The same group keeps its colour whichever groups a filter leaves beside it.
    const auto some = GroupColours::assign(ChartGrouping::Accessibility, {"Unreleased"_s, "API access"_s});
    QCOMPARE(some.value("Unreleased"_s), full.value("Unreleased"_s));
    QCOMPARE(some.value("API access"_s), full.value("API access"_s));
    // And asking twice gives the same answer.
    QCOMPARE(GroupColours::assign(ChartGrouping::Accessibility, all), full);
}

void TestChartControls::outlinesStandOut()
{
    // The dark theme's ground and a light one; yellow on white is the hard case.
    for (const QColor &ground : {QColor(Qt::white), QColor(0x2E, 0x30, 0x3D)}) {
        for (const QColor &hue : GroupColours::hues()) {
            const QColor edge = GroupColours::outline(hue, ground);
            QVERIFY2(GroupColours::contrast(edge, ground) >= 3.0,
                     qPrintable(QStringLiteral("%1 on %2").arg(hue.name(), ground.name())));
        }
    }
    QVERIFY(GroupColours::contrast(QColor(0xEDC948), Qt::white) < 3.0);  // why outlines are needed
}

void TestChartControls::chartsUseTheGroupColours()
{
    m_view->setGrouping(ChartGrouping::Domain);
    QTRY_COMPARE(scatterSeries(m_view->chart()).size(), 2);
    const auto expected = GroupColours::assign(ChartGrouping::Domain, {"Language"_s, "Vision"_s});
    const QColor language = opaque(scatterSeries(m_view->chart()).at(0)->color());
    QCOMPARE(language, expected.value("Language"_s));
    QCOMPARE(opaque(scatterSeries(m_view->chart()).at(1)->color()), expected.value("Vision"_s));
    // The same blue in the bars of models per year, where Games joins in.
    m_view->applyPreset(QStringLiteral("models-per-year"));
    QTRY_VERIFY(m_view->builder()->barSetOf(QStringLiteral("Language")));
    QCOMPARE(opaque(m_view->builder()->barSetOf(QStringLiteral("Language"))->color()), language);
}

void TestChartControls::hoverClosesWhenTheTabChanges()
{
    ChartCanvas *canvas = m_view->chartView();
    PointCloud *cloud = m_view->builder()->pointCloud();
    // The Vision model's point (the point cloud draws every point; its indexes are the data's).
    int vision = -1;
    for (int i = 0; i < m_view->data().points.size(); ++i) {
        if (m_view->data().groupOf(m_view->data().points.at(i)) == QLatin1String("Vision"))
            vision = i;
    }
    QVERIFY(vision >= 0);
    emit cloud->hovered(vision, true);
    QVERIFY(canvas->hoverShown());
    QVERIFY2(canvas->hoverText().startsWith(QLatin1String("C\n")), qPrintable(canvas->hoverText()));
    // The unit once: "Training compute: 1,000 FLOP", not "Training compute (FLOP): 1,000 FLOP".
    QVERIFY2(canvas->hoverText().contains(QStringLiteral("Training compute: 1,000 FLOP")), qPrintable(canvas->hoverText()));
    // Inside the view, not a window of its own.
    auto *label = canvas->findChild<QLabel *>(QStringLiteral("chartHover"));
    QVERIFY(label && !label->isWindow());
    QVERIFY(canvas->rect().contains(label->geometry()));
    // The pointer itself, not only the cloud's signal: moving onto the point shows its text.
    emit cloud->hovered(vision, false);
    QVERIFY(!canvas->hoverShown());
    const QPoint onPoint = canvas->mapFromScene(m_view->chart()->mapToScene(cloud->position(vision)));
    QTest::mouseMove(canvas->viewport(), onPoint + QPoint(30, 30));
    QTest::mouseMove(canvas->viewport(), onPoint);
    QTRY_VERIFY(canvas->hoverShown());
    QVERIFY(canvas->hoverText().startsWith(QLatin1String("C\n")));
    m_tabs->setCurrentIndex(1);
    QVERIFY(!canvas->hoverShown());
    m_tabs->setCurrentIndex(0);
    QVERIFY(!canvas->hoverShown());
    emit cloud->hovered(vision, true);
    QVERIFY(canvas->hoverShown());
    emit cloud->hovered(vision, false);
    QVERIFY(!canvas->hoverShown());
}

void TestChartControls::wheelZoomsAndResetRestores()
{
    ChartCanvas *canvas = m_view->chartView();
    auto *reset = m_view->findChild<QPushButton *>(QStringLiteral("resetView"));
    QVERIFY(reset);
    QVERIFY(!reset->isEnabled());
    QValueAxis *x = axis(m_view->chart(), Qt::Horizontal);
    const double min = x->min(), max = x->max();
    const QPointF centre = m_view->chart()->plotArea().center();
    const QPoint at = canvas->mapFromScene(m_view->chart()->mapToScene(centre));
    QWheelEvent wheel(at, canvas->viewport()->mapToGlobal(at), QPoint(), QPoint(0, 240), Qt::NoButton, Qt::NoModifier,
                      Qt::NoScrollPhase, false);
    PointCloud *cloud = m_view->builder()->pointCloud();
    const QPointF before = cloud->position(0);
    QCoreApplication::sendEvent(canvas->viewport(), &wheel);
    // The points drawn as one image follow the zoom: a point away from the centre moves outwards.
    QVERIFY2((cloud->position(0) - centre).manhattanLength() > (before - centre).manhattanLength() * 1.3,
             qPrintable(QStringLiteral("%1,%2 → %3,%4").arg(before.x()).arg(before.y()).arg(cloud->position(0).x()).arg(cloud->position(0).y())));
    // Two notches zoom in by 1.25²: the range is that much narrower, about the pointer.
    QVERIFY2(std::abs((max - min) / (x->max() - x->min()) - 1.5625) < 0.05, qPrintable(QString::number(x->max() - x->min())));
    QVERIFY(x->min() > min && x->max() < max);
    QVERIFY(reset->isEnabled());
    // Finer labels for the narrower range: still some on the axis.
    QVERIFY(!qobject_cast<QCategoryAxis *>(x)->categoriesLabels().isEmpty());
    QTest::mouseClick(reset, Qt::LeftButton);
    QCOMPARE(x->min(), min);
    QCOMPARE(x->max(), max);
    QCOMPARE(cloud->position(0), before);
    QVERIFY(!reset->isEnabled());
    // The keyboard does the same with the chart selected.
    canvas->setFocus();
    QTest::keyClick(canvas, Qt::Key_Plus);
    QVERIFY(x->max() - x->min() < max - min);
    QTest::keyClick(canvas, Qt::Key_0);
    QCOMPARE(x->max() - x->min(), max - min);
}

void TestChartControls::dragAndKeysPan()
{
    ChartCanvas *canvas = m_view->chartView();
    QValueAxis *x = axis(m_view->chart(), Qt::Horizontal);
    const double min = x->min(), span = x->max() - x->min();
    const QPoint start = canvas->mapFromScene(m_view->chart()->mapToScene(m_view->chart()->plotArea().center()));
    QSignalSpy activated(m_view, &ChartsView::modelActivated);
    QTest::mousePress(canvas->viewport(), Qt::LeftButton, Qt::NoModifier, start);
    const QPoint end = start + QPoint(100, 0);
    QMouseEvent move(QEvent::MouseMove, end, canvas->viewport()->mapToGlobal(end), Qt::NoButton, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(canvas->viewport(), &move);
    QTest::mouseRelease(canvas->viewport(), Qt::LeftButton, Qt::NoModifier, end);
    // Dragged right by 100 px: the chart shows what lay to the left, the span unchanged.
    QVERIFY2(x->min() < min, qPrintable(QStringLiteral("%1 → %2").arg(min).arg(x->min())));
    QVERIFY(std::abs((x->max() - x->min()) - span) < span * 1e-6);
    QVERIFY(canvas->dragged());
    QCOMPARE(activated.size(), 0);
    canvas->setFocus();
    const double afterDrag = x->min();
    QTest::keyClick(canvas, Qt::Key_Right);
    QVERIFY(x->min() > afterDrag);
}

void TestChartControls::barsZoomAlongTheYearsOnly()
{
    m_view->applyPreset(QStringLiteral("models-per-year"));
    QTRY_VERIFY(m_view->builder()->barSetOf(QStringLiteral("Games")));
    ChartCanvas *canvas = m_view->chartView();
    QValueAxis *x = axis(m_view->chart(), Qt::Horizontal);
    QValueAxis *y = axis(m_view->chart(), Qt::Vertical);
    const double spanX = x->max() - x->min(), minY = y->min(), maxY = y->max();
    const QPoint at = canvas->mapFromScene(m_view->chart()->mapToScene(m_view->chart()->plotArea().center()));
    QWheelEvent wheel(at, canvas->viewport()->mapToGlobal(at), QPoint(), QPoint(0, 120), Qt::NoButton, Qt::NoModifier,
                      Qt::NoScrollPhase, false);
    QCoreApplication::sendEvent(canvas->viewport(), &wheel);
    QVERIFY(x->max() - x->min() < spanX * 0.9);
    // Bars count from zero: the count axis stays whole.
    QCOMPARE(y->min(), minY);
    QCOMPARE(y->max(), maxY);
    canvas->pan(QPoint(0, 50));
    QCOMPARE(y->min(), minY);
}

// A log axis across many decades writes every power of ten as one ("10⁰ … 10²⁶"): a lone "100" among
// them read as another kind of mark. Within 1 to 100 the numbers are written out.
void TestChartControls::logAxisWritesEveryPowerAlike()
{
    const ChartAxes::Spec compute{ChartAxes::Scale::Log, ChartAxis::TrainingCompute, 0};
    const QVector<ChartAxes::Tick> wide = ChartAxes::ticks(compute, 0, 26, 14);
    QVERIFY(wide.size() > 5);
    for (const ChartAxes::Tick &tick : wide)
        QVERIFY2(tick.label.startsWith(QLatin1String("10")) && tick.label.size() > 2, qPrintable(tick.label));
    const QVector<ChartAxes::Tick> narrow = ChartAxes::ticks(compute, 0, 2, 3);
    QStringList labels;
    for (const ChartAxes::Tick &tick : narrow)
        labels.append(tick.label);
    QCOMPARE(labels, (QStringList{QStringLiteral("1"), QStringLiteral("10"), QStringLiteral("100")}));
}

void TestChartControls::clearFiltersInTheWindow()
{
    MainWindow window(m_db.connection(), &m_languages);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto *search = window.findChild<QLineEdit *>(QStringLiteral("search"));
    QVERIFY(search);
    window.catalogueView()->filterBar()->setSearchDelay(0);
    QTest::keyClicks(search, QStringLiteral("C"));
    ChartsView *charts = window.chartsView();
    window.findChild<QTabWidget *>()->setCurrentWidget(charts);
    QTRY_VERIFY(charts->findChild<QLabel *>(QStringLiteral("filterNotice"))->isVisible());
    QTest::mouseClick(charts->findChild<QPushButton *>(QStringLiteral("clearFilters")), Qt::LeftButton);
    QCOMPARE(search->text(), QString());
    QTRY_VERIFY(!charts->findChild<QLabel *>(QStringLiteral("filterNotice"))->isVisible());
    QCOMPARE(FilterSummary::text(window.catalogueView()->filterBar()->filter()), QString());
}

void TestChartControls::logToggleChangesTheScale()
{
    auto *logY = m_view->findChild<QCheckBox *>(QStringLiteral("logY"));
    auto *logX = m_view->findChild<QCheckBox *>(QStringLiteral("logX"));
    QVERIFY(logY && logX);
    // Compute over time: years have no log scale, so that box is greyed and clear, not ticked.
    QVERIFY(!logX->isEnabled());
    QVERIFY(!logX->isChecked());
    QVERIFY(logY->isChecked());
    QCOMPARE(m_view->builder()->plottedPoints(QStringLiteral("Vision")).at(0).y(), 3.0);  // C: 10³ FLOP, at log10
    QTest::mouseClick(logY, Qt::LeftButton);
    QTRY_COMPARE(m_view->builder()->scale(Qt::Vertical), ChartAxes::Scale::Linear);
    QCOMPARE(m_view->builder()->plottedPoints(QStringLiteral("Vision")).at(0).y(), 1000.0);
    QValueAxis *y = axis(m_view->chart(), Qt::Vertical);
    QCOMPARE(y->min(), 0.0);  // a linear scale of sizes starts at zero
    const QStringList labels = qobject_cast<QCategoryAxis *>(y)->categoriesLabels();
    QVERIFY2(labels.contains(QStringLiteral("0")) && !labels.join(QString()).contains(QStringLiteral("10³")), qPrintable(labels.join(QLatin1Char(' '))));
    QTest::mouseClick(logY, Qt::LeftButton);
    QTRY_COMPARE(m_view->builder()->scale(Qt::Vertical), ChartAxes::Scale::Log);
    QCOMPARE(m_view->builder()->plottedPoints(QStringLiteral("Vision")).at(0).y(), 3.0);
    // Parameters against compute: both axes may be either.
    m_view->applyPreset(QStringLiteral("compute-vs-parameters"));
    QTRY_VERIFY(logX->isEnabled());
    QVERIFY(logY->isEnabled());
    QVERIFY(logX->isChecked());  // the scale parameters had before the date axis hid it
    // A linear choice survives a visit to a date axis, where the box shows none.
    QTest::mouseClick(logX, Qt::LeftButton);
    QTRY_COMPARE(m_view->builder()->scale(Qt::Horizontal), ChartAxes::Scale::Linear);
    m_view->applyPreset(QStringLiteral("compute-over-time"));
    QTRY_VERIFY(!logX->isEnabled());
    QVERIFY(!logX->isChecked());
    m_view->applyPreset(QStringLiteral("compute-vs-parameters"));
    QTRY_VERIFY(logX->isEnabled());
    QVERIFY(!logX->isChecked());
    QTRY_COMPARE(m_view->builder()->scale(Qt::Horizontal), ChartAxes::Scale::Linear);
    m_view->setLogScale(Qt::Horizontal, true);
    QVERIFY(logX->isChecked());
}

void TestChartControls::csvRowsAreTheChartsModels()
{
    const QString path = m_dir.filePath(QStringLiteral("chart.csv"));
    int rows = 0;
    QString error;
    QVERIFY2(m_view->exportData(path, &rows, &error), qPrintable(error));
    QCOMPARE(rows, 3);
    QCOMPARE(namesIn(path), (QStringList{"A"_s, "B"_s, "C"_s}));  // D, E, F have no point
    // A group hidden from the legend is not drawn, so not written.
    QScatterSeries *vision = scatterSeries(m_view->chart()).at(1);
    emit m_view->chart()->legend()->markers(vision).first()->clicked();
    QVERIFY(m_view->exportData(path, &rows, &error));
    QCOMPARE(namesIn(path), (QStringList{"A"_s, "B"_s}));
    emit m_view->chart()->legend()->markers(vision).first()->clicked();
    // The filter the chart follows.
    ModelFilter filter;
    filter.domain = QStringLiteral("Language");
    m_view->setFilter(filter);
    QTRY_COMPARE(scatterSeries(m_view->chart()).size(), 1);
    QVERIFY(m_view->exportData(path, &rows, &error));
    QCOMPARE(namesIn(path), (QStringList{"A"_s, "B"_s}));
    // Bars: every model with a year.
    m_view->setFilter(ModelFilter());
    m_view->applyPreset(QStringLiteral("models-per-year"));
    QTRY_VERIFY(m_view->builder()->barSetOf(QStringLiteral("Games")));
    QVERIFY(m_view->exportData(path, &rows, &error));
    QCOMPARE(namesIn(path), (QStringList{"A"_s, "B"_s, "C"_s, "D"_s, "E"_s}));
}

void TestChartControls::statusNamesTheCatalogueFilters()
{
    QSignalSpy changed(m_view, &ChartsView::statusTextChanged);
    QVERIFY2(m_view->statusText().startsWith(QStringLiteral("3 of ")), qPrintable(m_view->statusText()));
    auto *notice = m_view->findChild<QLabel *>(QStringLiteral("filterNotice"));
    QVERIFY(notice);
    QVERIFY(!notice->isVisible());
    ModelFilter filter;
    filter.domain = QStringLiteral("Vision");
    m_view->setFilter(filter);
    QTRY_COMPARE(scatterSeries(m_view->chart()).size(), 1);
    QVERIFY(!changed.isEmpty());
    const QString filters = FilterSummary::text(filter);
    QVERIFY(!filters.isEmpty());
    QVERIFY2(m_view->statusText().startsWith(QStringLiteral("1 of ")), qPrintable(m_view->statusText()));
    QVERIFY2(m_view->statusText().endsWith(filters), qPrintable(m_view->statusText()));
    QVERIFY(notice->isVisible());
    QVERIFY(notice->text().contains(filters));
    // Ignoring the filters draws every model, and both the notice and the status say so.
    auto *follow = m_view->findChild<QPushButton *>(QStringLiteral("followFilters"));
    QVERIFY(follow);
    QTest::mouseClick(follow, Qt::LeftButton);
    QTRY_COMPARE(scatterSeries(m_view->chart()).size(), 2);
    QVERIFY(!m_view->followingFilters());
    QVERIFY2(!m_view->statusText().contains(filters), qPrintable(m_view->statusText()));
    QVERIFY(notice->text().contains(filters));
    QSignalSpy clear(m_view, &ChartsView::clearFiltersRequested);
    QTest::mouseClick(m_view->findChild<QPushButton *>(QStringLiteral("clearFilters")), Qt::LeftButton);
    QCOMPARE(clear.size(), 1);
}

void TestChartControls::controlsFitAt1024_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<int>("width");
    // The tab's share of a 1024 px window less the tab frame, and of 1366 px at 1.5× (911 logical).
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("it")}) {
        QTest::addRow("%s 1024 px", qPrintable(language)) << language << 1000;
        QTest::addRow("%s 1366 px at 1.5x", qPrintable(language)) << language << 890;
    }
}

void TestChartControls::controlsFitAt1024()
{
    QFETCH(QString, language);
    QFETCH(int, width);
    m_languages.setLanguage(language);
    ModelFilter filter;
    filter.text = QStringLiteral("a");
    filter.domain = QStringLiteral("Language");
    filter.openWeightsOnly = true;
    m_view->setFilter(filter);
    m_tabs->resize(width, 480);
    QTRY_COMPARE(m_view->width(), m_tabs->currentWidget()->width());
    QVERIFY2(m_tabs->minimumSizeHint().width() <= width, qPrintable(QString::number(m_tabs->minimumSizeHint().width())));
    QTRY_VERIFY(m_view->findChild<QLabel *>(QStringLiteral("filterNotice"))->isVisible());
    // Nothing cut: every label and button is as wide as it asks, and inside the tab (the layouts
    // settle over a few turns of the event loop after the language changes).
    const auto firstClipped = [this]() {
        const QRect tab = m_view->rect();
        for (QWidget *w : m_view->findChildren<QWidget *>()) {
            auto *label = qobject_cast<QLabel *>(w);
            if (!w->isVisible() || !(label || qobject_cast<QAbstractButton *>(w)) || (label && label->wordWrap())
                || w->objectName() == QLatin1String("chartHover"))
                continue;
            if (w->sizeHint().width() > w->width() || !tab.contains(QRect(w->mapTo(m_view, QPoint(0, 0)), w->size())))
                return QStringLiteral("%1: %2 wide, needs %3").arg(w->objectName()).arg(w->width()).arg(w->sizeHint().width());
        }
        return QString();
    };
    QTRY_COMPARE(firstClipped(), QString());
    // The chart keeps most of the height.
    QVERIFY2(m_view->chartView()->height() > 250, qPrintable(QString::number(m_view->chartView()->height())));
    m_languages.setLanguage(QStringLiteral("en"));
}

QTEST_MAIN(TestChartControls)
#include "tst_chartcontrols.moc"
