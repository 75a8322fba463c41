// Chart data from the catalogue and the trend fit, checked against numbers worked out by hand.
#include "ChartQuery.h"
#include "ChartTestCatalogue.h"
#include "RecordSetters.h"
#include "TrendFit.h"

#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

class TestChartQuery : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void decimalYear();
    void scatterPointsAndMissingValues();
    void filterNarrowsThePoints();
    void groupingByOrganisationAndFrontier();
    void foldsSmallGroupsIntoOther_data();
    void foldsSmallGroupsIntoOther();
    void modelsPerYearStacksByGroup();
    void trendFitMatchesHandComputation();
    void trendFitPeriodAndEdgeCases();
    void recordSetters_data();
    void recordSetters();
    void asyncReadsItsOwnConnection();
    void inMemoryAnswersAtOnce();

private:
    qint64 idOf(const QString &name);
    Database m_db{QStringLiteral("chartquery")};
};

void TestChartQuery::initTestCase()
{
    fillChartCatalogue(m_db);
}

qint64 TestChartQuery::idOf(const QString &name)
{
    QSqlQuery query(m_db.connection());
    query.prepare(QStringLiteral("SELECT id FROM models WHERE name = ?"));
    query.addBindValue(name);
    return query.exec() && query.next() ? query.value(0).toLongLong() : -1;
}

void TestChartQuery::decimalYear()
{
    QCOMPARE(ChartQuery::decimalYear(QDate(2000, 1, 1)), 2000.0);
    QCOMPARE(ChartQuery::decimalYear(QDate(2024, 7, 2)), 2024.5);  // day 184 of 366
}

void TestChartQuery::scatterPointsAndMissingValues()
{
    ChartRequest request;  // compute over time by domain
    const ChartData data = ChartQuery::run(m_db.connection(), request);
    QVERIFY2(data.error.isEmpty(), qPrintable(data.error));
    QCOMPARE(data.matching, 6);
    QCOMPARE(data.notDrawn, 3);  // D no compute, E zero compute, F no date
    QCOMPARE(data.points.size(), 3);
    const ChartPoint &a = data.points.at(0);
    QCOMPARE(a.id, idOf(QStringLiteral("A")));
    QCOMPARE(a.name, QStringLiteral("A"));
    QCOMPARE(a.x, 2000.0);
    QCOMPARE(a.y, 1.0);
    QCOMPARE(data.groupOf(a), QStringLiteral("Language"));
    QCOMPARE(data.points.at(2).name, QStringLiteral("C"));
    QCOMPARE(data.points.at(2).y, 1000.0);
    QCOMPARE(data.groupOf(data.points.at(2)), QStringLiteral("Vision"));
    // Largest group first; one point of three is far above 3 %, so nothing folds.
    QCOMPARE(data.groups, QStringList({QStringLiteral("Language"), QStringLiteral("Vision")}));

    request.x = ChartAxis::Parameters;
    const ChartData both = ChartQuery::run(m_db.connection(), request);
    QCOMPARE(both.points.size(), 4);  // A, B, C, F
    QCOMPARE(both.notDrawn, 2);
}

void TestChartQuery::filterNarrowsThePoints()
{
    ChartRequest request;
    request.filter.yearFrom = 2001;
    const ChartData data = ChartQuery::run(m_db.connection(), request);
    QCOMPARE(data.matching, 4);  // B, C, D, E
    QCOMPARE(data.points.size(), 2);
    QCOMPARE(data.notDrawn, 2);
    request.filter = ModelFilter();
    request.filter.domain = QStringLiteral("Vision");
    QCOMPARE(ChartQuery::run(m_db.connection(), request).points.size(), 1);
}

void TestChartQuery::groupingByOrganisationAndFrontier()
{
    ChartRequest request;
    request.grouping = ChartGrouping::OrganizationType;
    ChartData data = ChartQuery::run(m_db.connection(), request);
    QCOMPARE(data.groupOf(data.points.at(0)), QStringLiteral("Industry"));
    QCOMPARE(data.groupOf(data.points.at(2)), QStringLiteral("Academia"));
    request.grouping = ChartGrouping::Country;
    data = ChartQuery::run(m_db.connection(), request);
    QCOMPARE(data.groupOf(data.points.at(2)), QStringLiteral("United Kingdom"));
    request.grouping = ChartGrouping::Frontier;
    data = ChartQuery::run(m_db.connection(), request);
    QCOMPARE(data.groupOf(data.points.at(2)), ChartQuery::frontierGroup());
    QCOMPARE(data.groupOf(data.points.at(0)), ChartQuery::notFrontierGroup());
    QCOMPARE(data.groups, QStringList({ChartQuery::notFrontierGroup(), ChartQuery::frontierGroup()}));
}

namespace {
QStringList words(const char *text)
{
    return QString::fromLatin1(text).split(QLatin1Char(' '), Qt::SkipEmptyParts);
}
} // namespace

void TestChartQuery::foldsSmallGroupsIntoOther_data()
{
    QTest::addColumn<QStringList>("keys");
    QTest::addColumn<QList<int>>("counts");
    QTest::addColumn<QStringList>("expected");
    QTest::addColumn<QString>("foldedKey");

    // 2 of 100 is under 3 %: both small groups fold.
    QTest::newRow("small groups") << words("A B C D") << QList<int>{60, 36, 2, 2} << words("A B Other")
                                  << QStringLiteral("C");
    // A lone small group keeps its name: "Other" would only rename it.
    QTest::newRow("lone small group") << words("A B") << QList<int>{99, 1} << words("A B") << QString();
    // The catalogue's own "Other" domain is the Other group, small groups join it.
    QTest::newRow("existing Other") << words("A Other C") << QList<int>{90, 9, 1} << words("A Other")
                                    << QStringLiteral("C");
    // Beyond the eight largest.
    QStringList ten;
    QList<int> tens;
    for (int i = 0; i < 10; ++i) {
        ten << QString(QChar(u'a' + i));
        tens << 100 - i;
    }
    QTest::newRow("ten groups") << ten << tens << (ten.mid(0, 8) << QStringLiteral("Other")) << QStringLiteral("j");
}

void TestChartQuery::foldsSmallGroupsIntoOther()
{
    QFETCH(QStringList, keys);
    QFETCH(QList<int>, counts);
    QFETCH(QStringList, expected);
    QFETCH(QString, foldedKey);
    QHash<QString, int> hash;
    int total = 0;
    for (int i = 0; i < keys.size(); ++i) {
        hash.insert(keys.at(i), counts.at(i));
        total += counts.at(i);
    }
    QHash<QString, QString> mapping;
    QCOMPARE(ChartQuery::foldGroups(hash, total, &mapping), expected);
    if (!foldedKey.isEmpty())
        QCOMPARE(mapping.value(foldedKey), ChartQuery::otherGroup());
    for (const QString &key : expected)
        QCOMPARE(mapping.value(key), key);
}

void TestChartQuery::modelsPerYearStacksByGroup()
{
    ChartRequest request;
    request.kind = ChartKind::ModelsPerYear;
    const ChartData data = ChartQuery::run(m_db.connection(), request);
    QCOMPARE(data.matching, 6);
    QCOMPARE(data.notDrawn, 1);  // F has no date
    QCOMPARE(data.firstYear, 2000);
    QCOMPARE(data.lastYear, 2003);
    // Language 2 (A, B), Vision 2 (C, D), Games 1 (E): 1 of 5 is 20 %, nothing folds.
    QCOMPARE(data.groups, QStringList({QStringLiteral("Language"), QStringLiteral("Vision"), QStringLiteral("Games")}));
    QCOMPARE(data.countsPerYear.at(0), QVector<int>({1, 1, 0, 0}));
    QCOMPARE(data.countsPerYear.at(1), QVector<int>({0, 0, 2, 0}));
    QCOMPARE(data.countsPerYear.at(2), QVector<int>({0, 0, 0, 1}));
    // The models behind the bars, one each, in publication order: what a chart's CSV export writes.
    QStringList names;
    for (const ChartPoint &p : data.points) {
        names.append(p.name);
        QCOMPARE(data.countsPerYear.at(data.groups.indexOf(data.groupOf(p))).at(int(p.x) - data.firstYear) > 0, true);
    }
    QCOMPARE(names, words("A B C D E"));
    QCOMPARE(data.points.at(3).x, 2002.0);
    QCOMPARE(data.groupOf(data.points.at(3)), QStringLiteral("Vision"));
}

void TestChartQuery::trendFitMatchesHandComputation()
{
    // log10 y = 0, 1, 3 at x = 2000, 2001, 2002. Centred: x̄ = 2001, ȳ = 4/3, Sxx = 2, Sxy = 3,
    // Syy = 42/9. Slope 1.5, R² = Sxy²/(Sxx·Syy) = 9/(2·42/9) = 27/28 ≈ 0.964286.
    const TrendFit fit = TrendFit::fit({{2000, 1}, {2001, 10}, {2002, 1000}}, 2000, 2002);
    QVERIFY(fit.valid);
    QCOMPARE(fit.count, 3);
    QVERIFY(std::fabs(fit.slope - 1.5) < 1e-9);
    QVERIFY(std::fabs(fit.rSquared - 27.0 / 28.0) < 1e-9);
    QVERIFY(std::fabs(fit.growthPerYear() - 31.6227766) < 1e-6);     // 10^1.5
    QVERIFY(std::fabs(fit.doublingMonths() - 2.4082400) < 1e-6);     // 12·0.30103/1.5
    QVERIFY(std::fabs(fit.log10At(2001) - 4.0 / 3.0) < 1e-9);
    QVERIFY(fit.growing());
}

void TestChartQuery::trendFitPeriodAndEdgeCases()
{
    // A model in 2010 is outside 2000–2002 and must not bend the line.
    const TrendFit withOutlier = TrendFit::fit({{2000, 1}, {2001, 10}, {2002.5, 100}, {2010, 1}}, 2000, 2002);
    QCOMPARE(withOutlier.count, 3);
    QVERIFY(withOutlier.valid);
    // Perfect exponential: ×10 a year, doubling every 12·log10(2) ≈ 3.61 months, R² = 1.
    const TrendFit exact = TrendFit::fit({{2000, 1}, {2001, 10}, {2002, 100}}, 2000, 2002);
    QVERIFY(std::fabs(exact.growthPerYear() - 10) < 1e-9);
    QVERIFY(std::fabs(exact.doublingMonths() - 3.6123599) < 1e-6);
    QVERIFY(std::fabs(exact.rSquared - 1) < 1e-12);
    // Shrinking: no doubling time.
    const TrendFit shrinking = TrendFit::fit({{2000, 100}, {2001, 10}}, 2000, 2001);
    QVERIFY(shrinking.valid);
    QVERIFY(!shrinking.growing());
    QCOMPARE(shrinking.doublingMonths(), 0.0);
    // One point, or points on one date, or non-positive values: no line.
    QVERIFY(!TrendFit::fit({{2000, 1}}, 2000, 2001).valid);
    QVERIFY(!TrendFit::fit({{2000, 1}, {2000, 10}}, 2000, 2001).valid);
    QVERIFY(!TrendFit::fit({{2000, 0}, {2001, -1}}, 2000, 2001).valid);
}

void TestChartQuery::asyncReadsItsOwnConnection()
{
    QTemporaryDir dir;
    Database file(QStringLiteral("chartquery-file"));
    QString error;
    QVERIFY2(file.open(dir.filePath(QStringLiteral("c.sqlite")), &error), qPrintable(error));
    QVERIFY2(file.migrate(&error), qPrintable(error));
    CatalogueWriter writer(file.connection());
    ModelRecord record;
    record.name = QStringLiteral("Solo");
    record.published = QDate(2020, 1, 1);
    record.trainingComputeFlop = 1e20;
    QVERIFY2(writer.writeModel(record, nullptr, &error), qPrintable(error));

    QFuture<ChartData> future = ChartQuery::runAsync(file.connection(), ChartRequest());
    future.waitForFinished();
    const ChartData data = future.result();
    QVERIFY2(data.error.isEmpty(), qPrintable(data.error));
    QCOMPARE(data.points.size(), 1);
    QCOMPARE(data.points.first().name, QStringLiteral("Solo"));
    QCOMPARE(data.groups, QStringList{ChartQuery::unknownGroup()});
    // The worker's connection is gone again.
    for (const QString &name : QSqlDatabase::connectionNames())
        QVERIFY2(!name.startsWith(QLatin1String("atlas-chart-")), qPrintable(name));
}

void TestChartQuery::inMemoryAnswersAtOnce()
{
    QFuture<ChartData> future = ChartQuery::runAsync(m_db.connection(), ChartRequest());
    QVERIFY(future.isFinished());
    QCOMPARE(future.result().points.size(), 3);
}

void TestChartQuery::recordSetters_data()
{
    QTest::addColumn<QVector<QPointF>>("points");
    QTest::addColumn<QVector<int>>("expected");
    QTest::newRow("empty") << QVector<QPointF>() << QVector<int>();
    QTest::newRow("one point") << QVector<QPointF>{{2020, 5}} << QVector<int>{0};
    // Listed out of date order on purpose. 1999 opens the record; 2001 (3) is lower than 2000 (5);
    // of the two 2002 points only the higher (9) counts; 2003 only equals 9, which is no record.
    QTest::newRow("worked example")
        << QVector<QPointF>{{2000, 5}, {2001, 3}, {2002, 7}, {2002, 9}, {2003, 9}, {2004, 12}, {1999, 1}}
        << QVector<int>{6, 0, 3, 5};
    QTest::newRow("always falling") << QVector<QPointF>{{1, 9}, {2, 8}, {3, 7}} << QVector<int>{0};
    QTest::newRow("same date, same value: the first listed")
        << QVector<QPointF>{{1, 2}, {1, 2}, {2, 3}} << QVector<int>{0, 2};
    // Non-date axes work the same way, along increasing x (here log10 of a parameter count).
    QTest::newRow("log axis") << QVector<QPointF>{{9.5, 23}, {6, 18}, {7, 17}, {8, 22}} << QVector<int>{1, 3, 0};
}

void TestChartQuery::recordSetters()
{
    QFETCH(QVector<QPointF>, points);
    QFETCH(QVector<int>, expected);
    QCOMPARE(RecordSetters::find(points), expected);
}

QTEST_GUILESS_MAIN(TestChartQuery)
#include "tst_chartquery.moc"
