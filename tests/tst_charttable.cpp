// ChartTable is the one producer of chart data. The Charts tab keeps a table of every model and picks
// the filter's models with the catalogue table's own code (CatalogueIndex); a chart on its own (the
// command line's --export-chart) reads a table of just the models SQL matches (ChartQuery::run). Both
// must draw the same chart; and what the table reads from hand-edited values, and in which order, is
// pinned here against SQLite's own reading.
#include "CatalogueIndex.h"
#include "ChartQuery.h"
#include "ChartTable.h"
#include "ChartTestCatalogue.h"
#include "TestCatalogue.h"

#include <QSqlQuery>
#include <QTest>

#include <cmath>

using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(ModelFilter)

class TestChartTable : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void windowAndExportDrawAlike_data();
    void windowAndExportDrawAlike();
    void emptyMatchDrawsNothing();
    void isoDateReadsAsQt_data();
    void isoDateReadsAsQt();
    void otherDateTextsSortAsSqlite();
    void handEditedValues();

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

void TestChartTable::windowAndExportDrawAlike_data()
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
    f = {};
    f.ids = QSet<qint64>{3, 5, 8, 13, 21, 34, 55, 89, 144, 1000000};
    QTest::newRow("ids") << f;
    f = {};
    f.text = QStringLiteral("zzzzqqq");
    QTest::newRow("no match") << f;
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

void TestChartTable::windowAndExportDrawAlike()
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
// the slower order; the points must still come where ORDER BY published, id puts them.
void TestChartTable::otherDateTextsSortAsSqlite()
{
    Database db(QStringLiteral("charttable-dates"));
    openShippedCatalogue(db);
    QSqlQuery sql(db.connection());
    const char *texts[] = {"2021-7-4", "2019", "", "2019-13-40", "2020-01-01T00:00", "0000-01-01"};
    int i = 0;
    for (const char *text : texts) {
        QVERIFY(sql.exec(QStringLiteral("UPDATE models SET published = '%1' WHERE id = (SELECT id FROM models "
                                        "ORDER BY id LIMIT 1 OFFSET %2)").arg(QLatin1String(text)).arg(10 + 37 * i++)));
    }
    QVERIFY(sql.exec(QStringLiteral("UPDATE models SET published = NULL WHERE id IN (SELECT id FROM models "
                                    "ORDER BY id LIMIT 3 OFFSET 500)")));
    ChartRequest scatter;
    scatter.x = ChartAxis::Parameters;
    ChartRequest bars = scatter;
    bars.kind = ChartKind::ModelsPerYear;
    for (const ChartRequest &request : {scatter, bars}) {
        const ChartData data = ChartQuery::run(db.connection(), request);
        QVERIFY2(data.error.isEmpty(), qPrintable(data.error));
        QVector<qint64> drawn;
        QStringList list;
        for (const ChartPoint &point : data.points) {
            drawn.append(point.id);
            list.append(QString::number(point.id));
        }
        QVector<qint64> expected;
        QVERIFY(sql.exec(QStringLiteral("SELECT id FROM models WHERE id IN (%1) ORDER BY published, id").arg(list.join(QLatin1Char(',')))));
        while (sql.next())
            expected.append(sql.value(0).toLongLong());
        QVERIFY(drawn.size() > 500);
        QCOMPARE(drawn, expected);
    }
}

namespace {

void setColumn(Database &db, const QString &name, const char *column, const QString &value)
{
    QSqlQuery update(db.connection());
    QVERIFY(update.exec(QStringLiteral("UPDATE models SET %1 = %2 WHERE name = '%3'").arg(QLatin1String(column), value, name)));
    QCOMPARE(update.numRowsAffected(), 1);
}

QStringList namesOf(const ChartData &data)
{
    QStringList names;
    for (const ChartPoint &point : data.points)
        names.append(point.name);
    return names;
}

} // namespace

// Values the program never writes but a hand edit of the file can leave, read as SQLite reads them:
// text that is a number is one, any other text is no value; a year as SQLite makes it a whole number;
// a group's first listed value, blank when only spaces. (ChartTestCatalogue's table says the rest.)
void TestChartTable::handEditedValues()
{
    Database db(QStringLiteral("charttable-hand"));
    fillChartCatalogue(db);
    setColumn(db, u"A"_s, "parameters", u"'3e9 (est.)'"_s);
    setColumn(db, u"B"_s, "parameters", u"'2.5e7'"_s);
    setColumn(db, u"C"_s, "parameters", u"0"_s);
    setColumn(db, u"D"_s, "parameters", u"-5"_s);
    setColumn(db, u"F"_s, "hardware_quantity", u"9007199254740993"_s);
    setColumn(db, u"D"_s, "year", u"'2002abc'"_s);
    setColumn(db, u"E"_s, "year", u"2003.9"_s);
    setColumn(db, u"A"_s, "domains_text", u"'  ; Vision'"_s);
    setColumn(db, u"B"_s, "domains_text", u"42"_s);
    setColumn(db, u"A"_s, "frontier", u"2"_s);
    setColumn(db, u"C"_s, "frontier", u"'yes'"_s);

    ChartRequest request;
    request.y = ChartAxis::Parameters;
    ChartData data = ChartQuery::run(db.connection(), request);
    QCOMPARE(namesOf(data), QStringList{u"B"_s});
    QCOMPARE(data.points.at(0).y, 2.5e7);
    QCOMPARE(data.notDrawn, 5);
    QCOMPARE(data.groups, QStringList{u"42"_s});

    request.x = ChartAxis::Parameters;
    request.y = ChartAxis::ChipCount;
    data = ChartQuery::run(db.connection(), request);
    QCOMPARE(namesOf(data), QStringList{u"F"_s});
    QCOMPARE(data.points.at(0).y, 9007199254740992.0);  // the nearest double

    request = ChartRequest();
    request.kind = ChartKind::ModelsPerYear;
    data = ChartQuery::run(db.connection(), request);
    QCOMPARE(namesOf(data), (QStringList{u"A"_s, u"B"_s, u"C"_s, u"D"_s, u"E"_s}));
    QCOMPARE(data.points.at(3).x, 2002.0);
    QCOMPARE(data.points.at(4).x, 2003.0);
    QCOMPARE(data.groupOf(data.points.at(0)), ChartQuery::unknownGroup());
    request.grouping = ChartGrouping::Frontier;
    data = ChartQuery::run(db.connection(), request);
    QCOMPARE(data.groupOf(data.points.at(0)), ChartQuery::frontierGroup());
    QCOMPARE(data.groupOf(data.points.at(2)), ChartQuery::notFrontierGroup());
}

QTEST_GUILESS_MAIN(TestChartTable)
#include "tst_charttable.moc"
