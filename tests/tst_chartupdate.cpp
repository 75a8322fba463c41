// A filter change redraws a scatter chart in place (its axes and the legend entries of the groups it
// keeps stay): the chart must look as a chart drawn anew from the same data, and any change of shape
// (scale, axes, grouping, kind) must still draw it anew.
#include "charts/ChartBuilder.h"
#include "charts/ChartCanvas.h"
#include "charts/ChartsView.h"
#include "charts/PointCloud.h"
#include "ChartTestCatalogue.h"
#include "LanguageManager.h"
#include "Settings.h"

#include <QAbstractAxis>
#include <QCategoryAxis>
#include <QChart>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QPointer>
#include <QScatterSeries>
#include <QTest>

namespace {

// Everything a user sees of the chart, as text: axes (range, title, labels at their places), legend
// entries (label, colours, shown or not), series, trend and record labels.
QStringList looks(ChartsView *view)
{
    QStringList out;
    QChart *chart = view->chart();
    for (QAbstractAxis *axis : chart->axes()) {
        QString line = QStringLiteral("axis %1 %2").arg(int(axis->orientation())).arg(axis->titleText());
        if (auto *category = qobject_cast<QCategoryAxis *>(axis)) {
            line += QStringLiteral(" [%1, %2]").arg(category->min(), 0, 'g', 17).arg(category->max(), 0, 'g', 17);
            for (const QString &label : category->categoriesLabels())
                line += QStringLiteral(" %1@%2").arg(label).arg(category->endValue(label), 0, 'g', 17);
        }
        out << line;
    }
    for (QLegendMarker *marker : chart->legend()->markers())
        out << QStringLiteral("marker %1 %2 %3 %4 %5")
                   .arg(marker->label(), marker->brush().color().name(QColor::HexArgb), marker->pen().color().name(QColor::HexArgb),
                        marker->labelBrush().color().name(QColor::HexArgb))
                   .arg(marker->isVisible());
    for (QAbstractSeries *series : chart->series()) {
        QString line = QStringLiteral("series %1 %2 %3").arg(series->name()).arg(series->isVisible()).arg(series->attachedAxes().size());
        if (auto *scatter = qobject_cast<QScatterSeries *>(series))
            line += QStringLiteral(" %1 %2").arg(scatter->color().name(QColor::HexArgb), scatter->pen().color().name(QColor::HexArgb));
        if (auto *trend = qobject_cast<QLineSeries *>(series)) {
            for (const QPointF &p : trend->points())
                line += QStringLiteral(" (%1, %2)").arg(p.x(), 0, 'g', 17).arg(p.y(), 0, 'g', 17);
        }
        out << line;
    }
    for (const QString &group : view->data().groups) {
        QString line = QStringLiteral("points %1:").arg(group);
        for (const QPointF &p : view->builder()->plottedPoints(group))
            line += QStringLiteral(" (%1, %2)").arg(p.x(), 0, 'g', 17).arg(p.y(), 0, 'g', 17);
        out << line;
    }
    out << QStringLiteral("trend %1").arg(view->trendText());
    out << QStringLiteral("labels %1").arg(view->builder()->recordLabelTexts().join(QLatin1Char('|')));
    return out;
}

// Guarded: a new axis may be given the address of a deleted one.
QList<QPointer<QAbstractAxis>> axesOf(ChartsView *view)
{
    QList<QPointer<QAbstractAxis>> axes;
    for (QAbstractAxis *axis : view->chart()->axes())
        axes.append(axis);
    return axes;
}

} // namespace

class TestChartUpdate : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void filterChangeLooksAsARebuild_data();
    void filterChangeLooksAsARebuild();
    void changeOfShapeRebuilds_data();
    void changeOfShapeRebuilds();

private:
    // Draws the view's data anew and returns what it then looks like, and the picture of the view.
    // The pictures are taken once the chart has settled (a grab straight after a build can catch
    // the axes before their posted relayout).
    QStringList rebuilt(QImage *picture);
    QImage picture();

    Database m_db{QStringLiteral("chartupdate")};
    LanguageManager m_languages;
    std::unique_ptr<ChartsView> m_view;
};

void TestChartUpdate::initTestCase()
{
    fillChartCatalogue(m_db);
}

void TestChartUpdate::init()
{
    m_languages.setLanguage(QStringLiteral("en"));
    Settings::remove(Settings::Key::ChartsLabelRecords);
    m_view = std::make_unique<ChartsView>(m_db.connection());
    m_view->resize(1200, 800);
    m_view->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_view.get()));
    m_view->applyPreset(QStringLiteral("compute-over-time"));
    m_view->setTrend(true, 2000, 2003);
    m_view->setRecordLabels(true);
}

QImage TestChartUpdate::picture()
{
    QTest::qWait(200);
    return m_view->chartView()->grab().toImage();
}

QStringList TestChartUpdate::rebuilt(QImage *image)
{
    m_view->builder()->build(m_view->data(), m_view->builder()->trend(), ChartBuilder::Update::Rebuild);
    [&]() { QVERIFY(!m_view->builder()->builtInPlace()); }();
    *image = picture();
    return looks(m_view.get());
}

void TestChartUpdate::filterChangeLooksAsARebuild_data()
{
    // Domains in the test catalogue: Language (A, B), Vision (C), Games (no compute > 0).
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    QTest::addColumn<bool>("linear");
    QTest::newRow("all to one group") << QString() << QStringLiteral("Vision") << false;
    QTest::newRow("one group to all") << QStringLiteral("Vision") << QString() << false;
    QTest::newRow("one group to another") << QStringLiteral("Language") << QStringLiteral("Vision") << false;
    QTest::newRow("linear, all to one") << QString() << QStringLiteral("Language") << true;
}

void TestChartUpdate::filterChangeLooksAsARebuild()
{
    QFETCH(QString, from);
    QFETCH(QString, to);
    QFETCH(bool, linear);
    m_view->setLogScale(Qt::Vertical, !linear);
    ModelFilter filter;
    filter.domain = from;
    m_view->setFilter(filter);
    QTRY_VERIFY(!m_view->isLoading());
    const QList<QPointer<QAbstractAxis>> axesBefore = axesOf(m_view.get());
    const QStringList looksBefore = looks(m_view.get());

    filter.domain = to;
    m_view->setFilter(filter);
    QTRY_VERIFY(!m_view->isLoading());
    QVERIFY(m_view->builder()->builtInPlace());
    QCOMPARE(axesOf(m_view.get()), axesBefore);   // the same axes, not new ones
    const QImage inPlacePicture = picture();
    const QStringList inPlace = looks(m_view.get());
    QVERIFY(inPlace != looksBefore);              // the filter changed what is drawn

    QImage rebuiltPicture;
    QCOMPARE(inPlace, rebuilt(&rebuiltPicture));
    QCOMPARE(inPlacePicture.size(), rebuiltPicture.size());
    QVERIFY(inPlacePicture == rebuiltPicture);

    // Every group's legend entry still hides its group, once per click: those kept from before the
    // change as well as the new ones (each connected once).
    filter.domain = from;
    m_view->setFilter(filter);
    filter.domain = to;
    m_view->setFilter(filter);
    QTRY_VERIFY(!m_view->isLoading());
    QVERIFY(m_view->builder()->builtInPlace());
    for (const QString &group : m_view->data().groups) {
        QLegendMarker *marker = nullptr;
        for (QLegendMarker *m : m_view->chart()->legend()->markers())
            marker = m->series() == m_view->builder()->seriesOf(group) ? m : marker;
        QVERIFY(marker);
        emit marker->clicked();
        QCOMPARE(m_view->builder()->hiddenGroups(), QStringList{group});
        emit marker->clicked();
        QVERIFY(m_view->builder()->hiddenGroups().isEmpty());
    }
}

void TestChartUpdate::changeOfShapeRebuilds_data()
{
    QTest::addColumn<int>("change");
    QTest::newRow("log to linear") << 0;
    QTest::newRow("other axes") << 1;
    QTest::newRow("other grouping") << 2;
    QTest::newRow("bars") << 3;
}

void TestChartUpdate::changeOfShapeRebuilds()
{
    QFETCH(int, change);
    const QList<QPointer<QAbstractAxis>> axesBefore = axesOf(m_view.get());
    if (change == 0)
        m_view->setLogScale(Qt::Vertical, false);
    else if (change == 1)
        m_view->applyPreset(QStringLiteral("compute-vs-parameters"));
    else if (change == 2)
        m_view->setGrouping(ChartGrouping::Accessibility);
    else
        m_view->applyPreset(QStringLiteral("models-per-year"));
    QTRY_VERIFY(!m_view->isLoading());
    QVERIFY(!m_view->builder()->builtInPlace());
    for (const QPointer<QAbstractAxis> &axis : axesBefore)
        QVERIFY(axis.isNull());   // deleted: the chart has new ones
    // And back: drawn anew again, as a new chart of that shape.
    m_view->applyPreset(QStringLiteral("compute-over-time"));
    m_view->setLogScale(Qt::Vertical, true);
    m_view->setGrouping(ChartGrouping::Domain);
    QTRY_VERIFY(!m_view->isLoading());
    const QImage now = picture();
    const QStringList shown = looks(m_view.get());
    QImage rebuiltPicture;
    QCOMPARE(shown, rebuilt(&rebuiltPicture));
    QVERIFY(now == rebuiltPicture);
}

QTEST_MAIN(TestChartUpdate)
#include "tst_chartupdate.moc"
