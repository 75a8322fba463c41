// The Charts tab's in-memory table must draw exactly what ChartQuery reads from SQL: same points in
// the same order, same groups, same counts, for every kind, axis and grouping, under the filters the
// filter bar can set (matched by the catalogue table's own CatalogueIndex, as in the window).
#include "CatalogueIndex.h"
#include "ChartQuery.h"
#include "ChartTable.h"
#include "TestCatalogue.h"

#include <QSqlQuery>
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
    void isoDateReadsAsQt_data();
    void isoDateReadsAsQt();
    void otherDateTextsSortAsSql();
    void textNumbersReadAsSql();

private:
    static QString differs(const ChartData &actual, const ChartData &expected);
    static void compareWholeCatalogue(Database &db, const QVector<ChartRequest> &requests);
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

// A fresh ChartTable of `db` against ChartQuery for each request, over every model.
void TestChartTable::compareWholeCatalogue(Database &db, const QVector<ChartRequest> &requests)
{
    ChartTable table;
    CatalogueIndex index;
    QString error;
    QVERIFY2(table.load(db.connection(), &error), qPrintable(error));
    QVERIFY2(index.load(db.connection(), &error), qPrintable(error));
    const QVector<qint64> all = index.ids(db.connection(), ModelFilter(), ModelField::Name, Qt::AscendingOrder, &error);
    for (const ChartRequest &request : requests) {
        const QString why = differs(table.data(request, all), ChartQuery::run(db.connection(), request));
        QVERIFY2(why.isEmpty(), qPrintable(why));
    }
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

void TestChartTable::isoDateReadsAsQt_data()
{
    QTest::addColumn<QByteArray>("text");
    // The catalogue's own form (read without a QString), and texts that go Qt's way.
    for (const char *text : {"2024-07-02", "1950-01-01", "2000-02-29", "2023-02-29", "2024-13-01", "2024-00-10",
                             "2024-01-00", "2024-04-31", "0000-01-01", "0001-01-01", "9999-12-31", "2024-7-02",
                             "2024/07/02", "2024-07-02T10:00", "2024-07-02 ", " 2024-07-02", "2024-07", "2024", "",
                             "abcd-ef-gh", "2024-0a-02", "+024-07-02", "２０２４-07-02"})
        QTest::newRow(text) << QByteArray(text);
}

void TestChartTable::isoDateReadsAsQt()
{
    QFETCH(QByteArray, text);
    const QDate expected = QDate::fromString(QString::fromUtf8(text), Qt::ISODate);
    const QDate actual = ChartTable::isoDate(text);
    QCOMPARE(actual.isValid(), expected.isValid());
    if (expected.isValid())
        QCOMPARE(actual, expected);
}

// Dates stored in another form than "YYYY-MM-DD" (an older import, a hand edit) and missing dates take
// the slower order; the table must still put every point where ORDER BY published, id puts it.
void TestChartTable::otherDateTextsSortAsSql()
{
    Database db(QStringLiteral("charttable-dates"));
    openShippedCatalogue(db);
    QSqlQuery update(db.connection());
    const char *texts[] = {"2021-7-4", "2019", "", "2019-13-40", "2020-01-01T00:00", "0000-01-01"};
    int i = 0;
    for (const char *text : texts) {
        QVERIFY(update.exec(QStringLiteral("UPDATE models SET published = '%1' WHERE id = (SELECT id FROM models "
                                           "ORDER BY id LIMIT 1 OFFSET %2)").arg(QLatin1String(text)).arg(10 + 37 * i++)));
    }
    QVERIFY(update.exec(QStringLiteral("UPDATE models SET published = NULL WHERE id IN (SELECT id FROM models "
                                       "ORDER BY id LIMIT 3 OFFSET 500)")));
    ChartRequest scatter;
    scatter.x = ChartAxis::Parameters;
    ChartRequest bars = scatter;
    bars.kind = ChartKind::ModelsPerYear;
    compareWholeCatalogue(db, {scatter, bars});
}

// Numbers stored as text (as a hand edit might leave them) go the QVariant way; stored as numbers they
// are read as they are. Both must give what ChartQuery gives.
void TestChartTable::textNumbersReadAsSql()
{
    Database db(QStringLiteral("charttable-numbers"));
    openShippedCatalogue(db);
    QSqlQuery update(db.connection());
    QVERIFY(update.exec(QStringLiteral("UPDATE models SET parameters = '3e9 (est.)' WHERE id % 7 = 0")));
    QVERIFY(update.exec(QStringLiteral("UPDATE models SET hardware_quantity = 9007199254740993 WHERE id % 19 = 0")));
    QVERIFY(update.exec(QStringLiteral("UPDATE models SET training_compute_flop = 'n/a' WHERE id % 11 = 0")));
    QVERIFY(update.exec(QStringLiteral("UPDATE models SET parameters = 0 WHERE id % 13 = 0")));
    QVERIFY(update.exec(QStringLiteral("UPDATE models SET parameters = -5 WHERE id % 17 = 0")));
    ChartRequest parameters;
    parameters.x = ChartAxis::Parameters;
    ChartRequest chips = parameters;
    chips.y = ChartAxis::ChipCount;
    compareWholeCatalogue(db, {parameters, chips});
}

QTEST_GUILESS_MAIN(TestChartTable)
#include "tst_charttable.moc"
