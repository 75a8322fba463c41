// The Charts tab's in-memory table must draw exactly what ChartQuery reads from SQL: same points in
// the same order, same groups, same counts, for every kind, axis and grouping, under the filters the
// filter bar can set (matched by the catalogue table's own CatalogueIndex, as in the window).
#include "CatalogueIndex.h"
#include "ChartQuery.h"
#include "ChartTable.h"
#include "TestCatalogue.h"

#include <QTest>

#include <cmath>

Q_DECLARE_METATYPE(ModelFilter)

class TestChartTable : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void sameChartAsSql_data();
    void sameChartAsSql();
    void emptyMatchDrawsNothing();

private:
    static QString differs(const ChartData &actual, const ChartData &expected);
    Database m_db{QStringLiteral("charttable")};
    ChartTable m_table;
    CatalogueIndex m_index;
};

void TestChartTable::initTestCase()
{
    openShippedCatalogue(m_db);
    QString error;
    QVERIFY2(m_table.load(m_db.connection(), &error), qPrintable(error));
    QVERIFY2(m_index.load(m_db.connection(), &error), qPrintable(error));
    QCOMPARE(m_table.size(), m_index.size());
}

void TestChartTable::sameChartAsSql_data()
{
    QTest::addColumn<ModelFilter>("filter");
    ModelFilter f;
    QTest::newRow("everything") << f;
    f.domain = QStringLiteral("Language");
    QTest::newRow("language") << f;
    f = {};
    f.text = QStringLiteral("llama");
    QTest::newRow("search llama") << f;
    f = {};
    f.openWeightsOnly = true;
    f.yearFrom = 2018;
    QTest::newRow("open weights from 2018") << f;
    f = {};
    f.country = QStringLiteral("China");
    f.parametersMin = 1e9;
    QTest::newRow("china, 1B and up") << f;
}

QString TestChartTable::differs(const ChartData &a, const ChartData &e)
{
    if (a.error != e.error || a.matching != e.matching || a.notDrawn != e.notDrawn)
        return QStringLiteral("counts %1/%2 vs %3/%4").arg(a.matching).arg(a.notDrawn).arg(e.matching).arg(e.notDrawn);
    if (a.groups != e.groups)
        return QStringLiteral("groups %1 vs %2").arg(a.groups.join(QLatin1Char(',')), e.groups.join(QLatin1Char(',')));
    if (a.points.size() != e.points.size())
        return QStringLiteral("%1 points vs %2").arg(a.points.size()).arg(e.points.size());
    for (int i = 0; i < a.points.size(); ++i) {
        const ChartPoint &p = a.points.at(i), &q = e.points.at(i);
        if (p.id != q.id || p.name != q.name || p.x != q.x || p.y != q.y || a.groupOf(p) != e.groupOf(q) || p.published != q.published
            || p.groupIndex != q.groupIndex || p.plotted != q.plotted)
            return QStringLiteral("point %1: %2 vs %3").arg(i).arg(p.name, q.name);
    }
    if (a.firstYear != e.firstYear || a.lastYear != e.lastYear || a.countsPerYear != e.countsPerYear)
        return QStringLiteral("years %1-%2 vs %3-%4").arg(a.firstYear).arg(a.lastYear).arg(e.firstYear).arg(e.lastYear);
    return QString();
}

void TestChartTable::sameChartAsSql()
{
    QFETCH(ModelFilter, filter);
    QString error;
    const QVector<qint64> matching = m_index.ids(m_db.connection(), filter, ModelField::Name, Qt::AscendingOrder, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    constexpr int axes = 8, groupings = 5;
    for (int grouping = 0; grouping < groupings; ++grouping) {
        ChartRequest request;
        request.filter = filter;
        request.grouping = ChartGrouping(grouping);
        request.kind = ChartKind::ModelsPerYear;
        QString why = differs(m_table.data(request, matching), ChartQuery::run(m_db.connection(), request));
        QVERIFY2(why.isEmpty(), qPrintable(QStringLiteral("per year, grouping %1: %2").arg(grouping).arg(why)));
        request.kind = ChartKind::Scatter;
        // Every axis on each side, against a few partners.
        for (int x = 0; x < axes; ++x) {
            for (const int y : {(x + 1) % axes, (x + 2 + grouping) % axes}) {
                request.x = ChartAxis(x);
                request.y = ChartAxis(y);
                why = differs(m_table.data(request, matching), ChartQuery::run(m_db.connection(), request));
                QVERIFY2(why.isEmpty(), qPrintable(QStringLiteral("axes %1/%2, grouping %3: %4").arg(x).arg(y).arg(grouping).arg(why)));
            }
        }
    }
}

void TestChartTable::emptyMatchDrawsNothing()
{
    ChartRequest request;
    const ChartData data = m_table.data(request, {});
    QCOMPARE(data.matching, 0);
    QVERIFY(data.points.isEmpty());
    QVERIFY(data.groups.isEmpty());
}

QTEST_GUILESS_MAIN(TestChartTable)
#include "tst_charttable.moc"
