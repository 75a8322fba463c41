#include "CatalogueQuery.h"
#include "ModelRepository.h"
#include "TestCatalogue.h"
#include "UserData.h"

#include <QSqlQuery>
#include <QTest>

class TestCatalogueQuery : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void noFilterShowsEverything();
    void searchIsPrefixMatch_data();
    void searchIsPrefixMatch();
    void searchFindsWhatPeopleType_data();
    void searchFindsWhatPeopleType();
    void hostileSearchTextIsHarmless_data();
    void hostileSearchTextIsHarmless();
    void eachFilterNarrows();
    void filtersCombine();
    void favouritesOnly();
    void sortingPutsUnknownLast();

private:
    QStringList names(const ModelFilter &filter, ModelField field = ModelField::Name, Qt::SortOrder order = Qt::AscendingOrder);
    Database m_db{QStringLiteral("query")};
};

void TestCatalogueQuery::initTestCase()
{
    openShippedCatalogue(m_db);
}

QStringList TestCatalogueQuery::names(const ModelFilter &filter, ModelField field, Qt::SortOrder order)
{
    QString error;
    const QVector<qint64> ids = CatalogueQuery(m_db.connection()).ids(filter, field, order, &error);
    [&]() { QVERIFY2(error.isEmpty(), qPrintable(error)); }();
    QStringList result;
    ModelRepository repository(m_db.connection());
    const auto rows = repository.tableRows(ids);
    for (const qint64 id : ids)
        result << rows.value(id).value(ModelField::Name).toString();
    return result;
}

void TestCatalogueQuery::noFilterShowsEverything()
{
    CatalogueQuery query(m_db.connection());
    QCOMPARE(query.count(ModelFilter()), query.totalCount());
    QCOMPARE(names(ModelFilter()).size(), query.totalCount());
}

void TestCatalogueQuery::searchIsPrefixMatch_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("expected");
    QTest::newRow("name prefix") << QStringLiteral("megasc") << QStringLiteral("MegaScale (175B)");
    QTest::newRow("name words any case") << QStringLiteral("MEGASCALE 175") << QStringLiteral("MegaScale (175B)");
    QTest::newRow("organisation") << QStringLiteral("bytedance mega") << QStringLiteral("MegaScale (530B)");
    QTest::newRow("author") << QStringLiteral("Ziheng") << QStringLiteral("MegaScale (175B)");
    QTest::newRow("reference") << QStringLiteral("10,000 GPUs scaling") << QStringLiteral("MegaScale (Production)");
}

void TestCatalogueQuery::searchIsPrefixMatch()
{
    QFETCH(QString, text);
    QFETCH(QString, expected);
    ModelFilter filter;
    filter.text = text;
    QVERIFY2(names(filter).contains(expected), qPrintable(names(filter).join(QStringLiteral(", "))));
    QVERIFY(names(filter).size() < CatalogueQuery(m_db.connection()).totalCount());
}

void TestCatalogueQuery::searchFindsWhatPeopleType_data()
{
    // The shipped catalogue writes "Llama 3-8B", "Llama 3.1-405B", "Llama-3.1-Nemotron-70B-Instruct",
    // "GPT-4 (Mar 2023)", "NÜWA", "… Université de Montréal": people type them every which way.
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("found");
    QTest::addColumn<QStringList>("notFound");
    const QStringList llama3{QStringLiteral("Llama 3-8B"), QStringLiteral("Llama 3-70B"), QStringLiteral("Llama 3.1-8B"),
                             QStringLiteral("Llama 3.1-405B"), QStringLiteral("Llama 3.2 1B"), QStringLiteral("Llama 3.3 70B"),
                             QStringLiteral("Llama-3.1-Nemotron-70B-Instruct")};
    const QStringList llama2{QStringLiteral("Llama 2-7B"), QStringLiteral("Llama 2-70B"), QStringLiteral("Llama 4 Scout")};
    QTest::newRow("llama3") << QStringLiteral("llama3") << llama3 << llama2;
    QTest::newRow("llama 3") << QStringLiteral("llama 3") << llama3 << llama2;
    QTest::newRow("Llama-3") << QStringLiteral("Llama-3") << llama3 << llama2;
    QTest::newRow("LLAMA3 capitals") << QStringLiteral("LLAMA3") << llama3 << llama2;
    QTest::newRow("gpt4") << QStringLiteral("gpt4")
                          << QStringList{QStringLiteral("GPT-4 (Mar 2023)"), QStringLiteral("GPT-4o"), QStringLiteral("GPT-4.1")}
                          << QStringList{QStringLiteral("GPT-3.5 Turbo"), QStringLiteral("GPT-2 (1.5B)")};
    QTest::newRow("gpt 4o") << QStringLiteral("gpt 4o") << QStringList{QStringLiteral("GPT-4o mini")}
                            << QStringList{QStringLiteral("GPT-4 (Mar 2023)")};
    QTest::newRow("llama 3.1 8b") << QStringLiteral("llama 3.1 8b") << QStringList{QStringLiteral("Llama 3.1-8B")}
                                  << QStringList{QStringLiteral("Llama 3.1-405B"), QStringLiteral("Llama 3-8B")};
    QTest::newRow("llama3.1-8b") << QStringLiteral("llama3.1-8b") << QStringList{QStringLiteral("Llama 3.1-8B")}
                                 << QStringList{QStringLiteral("Llama 3.1-405B")};
    QTest::newRow("accents typed away") << QStringLiteral("nuwa") << QStringList{QStringLiteral("NÜWA")} << QStringList();
    QTest::newRow("accents typed in") << QStringLiteral("Ünïversité Montréal") << QStringList{QStringLiteral("Neural LM")}
                                      << QStringList{QStringLiteral("GPT-4o")};
    QTest::newRow("accents on other letters") << QStringLiteral("compiegne") << QStringList{QStringLiteral("TransE")}
                                              << QStringList();
    QTest::newRow("decomposed accents") << QStringLiteral("NU\u0308WA") << QStringList{QStringLiteral("NÜWA")}
                                        << QStringList();
}

void TestCatalogueQuery::searchFindsWhatPeopleType()
{
    QFETCH(QString, text);
    QFETCH(QStringList, found);
    QFETCH(QStringList, notFound);
    ModelFilter filter;
    filter.text = text;
    const QStringList result = names(filter);
    for (const QString &name : found)
        QVERIFY2(result.contains(name), qPrintable(name + QStringLiteral(" not in: ") + result.join(QStringLiteral(", "))));
    for (const QString &name : notFound)
        QVERIFY2(!result.contains(name), qPrintable(name + QStringLiteral(" in: ") + result.join(QStringLiteral(", "))));
}

void TestCatalogueQuery::hostileSearchTextIsHarmless_data()
{
    QTest::addColumn<QString>("text");
    QTest::newRow("sql") << QStringLiteral("'; DROP TABLE models; --");
    QTest::newRow("quote") << QStringLiteral("\"");
    QTest::newRow("star") << QStringLiteral("*");
    QTest::newRow("near") << QStringLiteral("NEAR(");
    QTest::newRow("unbalanced") << QStringLiteral("\"gpt 4");
    QTest::newRow("column filter") << QStringLiteral("name:gpt OR authors:*");
    QTest::newRow("operators") << QStringLiteral("AND OR NOT ^ -");
}

void TestCatalogueQuery::hostileSearchTextIsHarmless()
{
    QFETCH(QString, text);
    CatalogueQuery query(m_db.connection());
    const int before = query.totalCount();
    ModelFilter filter;
    filter.text = text;
    QString error;
    query.ids(filter, ModelField::Name, Qt::AscendingOrder, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(query.totalCount(), before);
    QSqlQuery sql(m_db.connection());
    QVERIFY(sql.exec(QStringLiteral("SELECT count(*) FROM models")) && sql.next());
    QCOMPARE(sql.value(0).toInt(), before);
}

void TestCatalogueQuery::eachFilterNarrows()
{
    CatalogueQuery query(m_db.connection());
    const int total = query.totalCount();
    ModelFilter f;
    f.domain = QStringLiteral("Language");
    const int language = query.count(f);
    QVERIFY(language > 100 && language < total);
    QVERIFY(names(f).contains(QStringLiteral("MegaScale (175B)")));

    f = {};
    f.organizationCategory = QStringLiteral("Academia");
    QVERIFY(query.count(f) > 0 && query.count(f) < total);
    QVERIFY(names(f).contains(QStringLiteral("MegaScale (175B)")));

    f = {};
    f.country = QStringLiteral("China");
    QVERIFY(query.count(f) > 10 && query.count(f) < total);

    f = {};
    f.accessibility = QStringLiteral("Unreleased");
    QVERIFY(names(f).contains(QStringLiteral("MegaScale (175B)")));

    f = {};
    f.openWeightsOnly = true;
    const QStringList open = names(f);
    QVERIFY(!open.contains(QStringLiteral("MegaScale (175B)")));
    QVERIFY(open.size() >= 100);

    f = {};
    f.yearFrom = 2024;
    f.yearTo = 2024;
    QVERIFY(names(f).contains(QStringLiteral("MegaScale (175B)")));
    f.yearFrom = 2025;
    f.yearTo = std::nullopt;
    QVERIFY(!names(f).contains(QStringLiteral("MegaScale (175B)")));

    f = {};
    f.parametersMin = 100e9;
    f.parametersMax = 200e9;
    QVERIFY(names(f).contains(QStringLiteral("MegaScale (175B)")));
    QVERIFY(!names(f).contains(QStringLiteral("MegaScale (530B)")));
}

void TestCatalogueQuery::filtersCombine()
{
    CatalogueQuery query(m_db.connection());
    ModelFilter f;
    f.domain = QStringLiteral("Language");
    f.openWeightsOnly = true;
    f.parametersMax = 10e9;
    f.yearFrom = 2023;
    const int combined = query.count(f);
    QVERIFY(combined > 5);
    ModelFilter looser = f;
    looser.parametersMax = std::nullopt;
    QVERIFY(query.count(looser) > combined);
    f.text = QStringLiteral("llama");
    const QStringList llamas = names(f);
    QVERIFY(!llamas.isEmpty());
    QVERIFY(llamas.size() < combined);
}

void TestCatalogueQuery::favouritesOnly()
{
    UserData user(m_db.connection());
    QString error;
    QVERIFY(user.setFavourite(QStringLiteral("megascale-175b"), true, &error));
    ModelFilter f;
    f.favouritesOnly = true;
    QCOMPARE(names(f), QStringList{QStringLiteral("MegaScale (175B)")});
    QVERIFY(user.setFavourite(QStringLiteral("megascale-175b"), false, &error));
    QCOMPARE(names(f), QStringList());
}

void TestCatalogueQuery::sortingPutsUnknownLast()
{
    for (const Qt::SortOrder order : {Qt::AscendingOrder, Qt::DescendingOrder}) {
        QString error;
        const QVector<qint64> ids = CatalogueQuery(m_db.connection())
                                        .ids(ModelFilter(), ModelField::Parameters, order, &error);
        const auto rows = ModelRepository(m_db.connection()).tableRows(ids);
        bool seenNull = false;
        double previous = order == Qt::AscendingOrder ? -1 : 1e30;
        for (const qint64 id : ids) {
            const QVariant value = rows.value(id).value(ModelField::Parameters);
            if (value.isNull()) {
                seenNull = true;
                continue;
            }
            QVERIFY2(!seenNull, "a known value after an unknown one");
            const double v = value.toDouble();
            QVERIFY(order == Qt::AscendingOrder ? v >= previous : v <= previous);
            previous = v;
        }
        QVERIFY(seenNull);
    }
}

QTEST_GUILESS_MAIN(TestCatalogueQuery)
#include "tst_cataloguequery.moc"
