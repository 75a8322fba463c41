#include "CatalogueIndex.h"
#include "CatalogueQuery.h"
#include "CatalogueWriter.h"
#include "ModelRepository.h"
#include "RadixSort.h"
#include "SearchPrefixes.h"
#include "TestCatalogue.h"
#include "UserData.h"

#include <QSqlQuery>
#include <QTest>

#include <cmath>
#include <random>

Q_DECLARE_METATYPE(ModelFilter)

// The in-memory index must give exactly the list SQL gives: same models, same order, for every
// filter the filter bar can set and every column the table can sort by.
class TestCatalogueIndex : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void sameListAsSql_data();
    void sameListAsSql();
    void unknownFilterValueMatchesNothing();
    void loadSeesNewModels();
    void idsKeepOnlyThoseModels();
    void searchPrefixesAnswerAsFts_data();
    void searchPrefixesAnswerAsFts();
    void searchPrefixesOnlyForOneCharacter();
    void radixSortIsAStableSort_data();
    void radixSortIsAStableSort();

private:
    Database m_db{QStringLiteral("index")};
};

void TestCatalogueIndex::initTestCase()
{
    openShippedCatalogue(m_db);
    UserData user(m_db.connection());
    QString error;
    // Favourites by key of real rows, whatever their keys are.
    QSqlQuery query(m_db.connection());
    QVERIFY(query.exec(QStringLiteral("SELECT model_key FROM models ORDER BY id LIMIT 5")));
    while (query.next())
        QVERIFY2(user.setFavourite(query.value(0).toString(), true, &error), qPrintable(error));
    // Names equal but for case: SQL breaks the tie by id, in both directions of the name column.
    for (const QString &name : {QStringLiteral("zeta twin"), QStringLiteral("Zeta Twin"), QStringLiteral("ZETA TWIN")}) {
        ModelRecord record;
        record.name = name;
        record.key = QStringLiteral("zeta-twin-") + QString::number(qHash(name));
        record.organizations = {QStringLiteral("Meta AI")};
        CatalogueWriter::Stats stats;
        QVERIFY2(CatalogueWriter(m_db.connection()).writeModel(record, &stats, &error), qPrintable(error));
    }
}

void TestCatalogueIndex::sameListAsSql_data()
{
    QTest::addColumn<ModelFilter>("filter");
    CatalogueQuery query(m_db.connection());
    const QStringList categories = query.organizationCategories();
    const QStringList countries = query.countries();
    const QStringList access = query.accessibilities();
    QVERIFY(!categories.isEmpty() && !countries.isEmpty() && !access.isEmpty());

    ModelFilter none;
    QTest::newRow("everything") << none;
    ModelFilter f;
    f.text = QStringLiteral("llama");
    QTest::newRow("search llama") << f;
    f = {};
    f.text = QStringLiteral("g");
    QTest::newRow("search one letter") << f;
    for (const char *text : {"llama3", "llama 3.1 8b", "gpt 4", "Ünïversité"}) {
        f = {};
        f.text = QString::fromUtf8(text);
        QTest::newRow(qPrintable(QStringLiteral("search ") + f.text)) << f;
    }
    f = {};
    f.domain = QStringLiteral("Language");
    QTest::newRow("domain") << f;
    f = {};
    f.domain = QStringLiteral("Vision");
    f.openWeightsOnly = true;
    QTest::newRow("vision, open weights") << f;
    for (const QString &category : categories) {
        f = {};
        f.organizationCategory = category;
        QTest::newRow(qPrintable(QStringLiteral("category ") + category)) << f;
    }
    for (const QString &country : countries.mid(0, 6)) {
        f = {};
        f.country = country;
        QTest::newRow(qPrintable(QStringLiteral("country ") + country)) << f;
    }
    for (const QString &value : access) {
        f = {};
        f.accessibility = value;
        QTest::newRow(qPrintable(QStringLiteral("access ") + value)) << f;
    }
    f = {};
    f.openWeightsOnly = true;
    QTest::newRow("open weights") << f;
    f = {};
    f.favouritesOnly = true;
    QTest::newRow("favourites") << f;
    f = {};
    f.yearFrom = 2019;
    f.yearTo = 2022;
    QTest::newRow("years") << f;
    f = {};
    f.parametersMin = 1e9;
    f.parametersMax = 7e10;
    QTest::newRow("parameters") << f;
    f = {};
    f.text = QStringLiteral("meta");
    f.domain = QStringLiteral("Language");
    f.yearFrom = 2023;
    f.parametersMin = 1e9;
    f.country = countries.contains(QStringLiteral("United States of America"))
        ? QStringLiteral("United States of America") : countries.first();
    QTest::newRow("combined") << f;
    // The models of the last import: a few ids, one that is not in the catalogue, and with a search.
    f = {};
    f.ids = QSet<qint64>{1, 7, 42, 300, 99999999};
    QTest::newRow("ids") << f;
    f.text = QStringLiteral("a");
    QTest::newRow("ids and search") << f;
    f = {};
    f.ids = QSet<qint64>();
    QTest::newRow("no ids") << f;
}

void TestCatalogueIndex::sameListAsSql()
{
    QFETCH(ModelFilter, filter);
    CatalogueIndex index;
    QString error;
    QVERIFY2(index.load(m_db.connection(), &error), qPrintable(error));
    QCOMPARE(index.size(), CatalogueQuery(m_db.connection()).totalCount());
    for (int number = 0; number < modelFieldCount; ++number) {
        const ModelField field = ModelField(number);
        for (const Qt::SortOrder order : {Qt::AscendingOrder, Qt::DescendingOrder}) {
            const QVector<qint64> expected = CatalogueQuery(m_db.connection()).ids(filter, field, order, &error);
            QVERIFY2(error.isEmpty(), qPrintable(error));
            const QVector<qint64> actual = index.ids(m_db.connection(), filter, field, order, &error);
            QVERIFY2(error.isEmpty(), qPrintable(error));
            if (actual != expected) {
                int first = 0;
                while (first < std::min(actual.size(), expected.size()) && actual.at(first) == expected.at(first))
                    ++first;
                QFAIL(qPrintable(QStringLiteral("field %1 order %2: %3 vs %4 ids, first difference at %5")
                                     .arg(number).arg(int(order)).arg(actual.size()).arg(expected.size()).arg(first)));
            }
        }
    }
}

void TestCatalogueIndex::unknownFilterValueMatchesNothing()
{
    CatalogueIndex index;
    QVERIFY(index.load(m_db.connection()));
    ModelFilter filter;
    filter.domain = QStringLiteral("No such domain");
    QVERIFY(index.ids(m_db.connection(), filter, ModelField::Name, Qt::AscendingOrder).isEmpty());
    filter = {};
    filter.country = QStringLiteral("Atlantis");
    QVERIFY(index.ids(m_db.connection(), filter, ModelField::Name, Qt::AscendingOrder).isEmpty());
    filter = {};
    filter.text = QStringLiteral("zzqqxxnothing");
    QVERIFY(index.ids(m_db.connection(), filter, ModelField::Name, Qt::AscendingOrder).isEmpty());
}

void TestCatalogueIndex::loadSeesNewModels()
{
    CatalogueIndex index;
    QVERIFY(index.load(m_db.connection()));
    const int before = index.size();
    ModelRecord record;
    record.name = QStringLiteral("Aaaa Index Test Model");
    record.published = QDate(2031, 1, 2);
    record.parameters = 1.23e15;
    record.domains = {QStringLiteral("Language")};
    QString error;
    CatalogueWriter::Stats stats;
    QVERIFY2(CatalogueWriter(m_db.connection()).writeModel(record, &stats, &error), qPrintable(error));
    QVERIFY(index.load(m_db.connection()));
    QCOMPARE(index.size(), before + 1);
    const QVector<qint64> byParameters = index.ids(m_db.connection(), {}, ModelField::Parameters,
                                                   Qt::DescendingOrder);
    QCOMPARE(ModelRepository(m_db.connection()).byId(byParameters.first())->name, record.name);
}

void TestCatalogueIndex::idsKeepOnlyThoseModels()
{
    CatalogueIndex index;
    QVERIFY(index.load(m_db.connection()));
    ModelFilter filter;
    filter.ids = QSet<qint64>{3, 5, 99999999};
    QVector<qint64> shown = index.ids(m_db.connection(), filter, ModelField::Name, Qt::AscendingOrder);
    std::sort(shown.begin(), shown.end());
    QCOMPARE(shown, (QVector<qint64>{3, 5}));
    filter.ids = QSet<qint64>();
    QVERIFY(index.ids(m_db.connection(), filter, ModelField::Name, Qt::AscendingOrder).isEmpty());
}

namespace {

// A catalogue made up for the search: names, organisations, authors and references with accents,
// other scripts, digits against letters and punctuation, so that FTS5's tokenizer (case and accents
// folded, words split at anything but letters and digits) has every case to decide.
void fillSearchCatalogue(Database &db)
{
    QString error;
    QVERIFY2(db.open(QStringLiteral(":memory:"), &error), qPrintable(error));
    QVERIFY2(db.migrate(&error), qPrintable(error));
    const QStringList parts{QStringLiteral("Über"),   QStringLiteral("Ångström"), QStringLiteral("éclair"),
                            QStringLiteral("Ωmega"),  QStringLiteral("Llama"),    QStringLiteral("gpt-4o"),
                            QStringLiteral("7B"),     QStringLiteral("x"),        QStringLiteral("Ærø"),
                            QStringLiteral("qwen2.5"), QStringLiteral("Zeta_Net"), QStringLiteral("ĳssel"),
                            QStringLiteral("Straße"), QStringLiteral("(beta)"),   QStringLiteral("Ünïcode"),
                            QStringLiteral("9"),      QStringLiteral("İstanbul"), QStringLiteral("ﬁne")};
    CatalogueWriter writer(db.connection());
    for (int i = 0; i < 600; ++i) {
        ModelRecord record;
        const auto part = [&parts, i](int step) { return parts.at((i * step + step) % parts.size()); };
        record.name = part(1) + QLatin1Char(' ') + part(5) + QStringLiteral("-%1").arg(i % 37);
        record.key = QStringLiteral("search-%1").arg(i);
        if (i % 3 != 0)
            record.organizations = {part(7) + QStringLiteral(" Labs")};
        if (i % 4 == 1)
            record.authors = part(11) + QStringLiteral(", ") + part(13);
        if (i % 5 == 2)
            record.reference = QStringLiteral("On ") + part(17) + QStringLiteral(" and %1 more").arg(i);
        record.published = QDate(1990 + i % 35, 1 + i % 12, 1);
        QVERIFY2(writer.writeModel(record, nullptr, &error), qPrintable(error));
    }
}

} // namespace

void TestCatalogueIndex::searchPrefixesAnswerAsFts_data()
{
    QTest::addColumn<bool>("shipped");
    QTest::newRow("shipped catalogue") << true;
    QTest::newRow("made-up catalogue") << false;
}

// Every one-character search gives the same rows in the same order whether FTS5 answers it at the
// time or SearchPrefixes read the answer ahead, alone and with another filter.
void TestCatalogueIndex::searchPrefixesAnswerAsFts()
{
    QFETCH(bool, shipped);
    Database made(QStringLiteral("search-made"));
    if (!shipped)
        fillSearchCatalogue(made);
    const QSqlDatabase db = shipped ? m_db.connection() : made.connection();
    QString error;
    CatalogueIndex plain;
    QVERIFY2(plain.load(db, &error), qPrintable(error));
    CatalogueIndex ahead;
    QVERIFY2(ahead.load(db, &error), qPrintable(error));
    const SearchPrefixes prefixes = SearchPrefixes::read(db, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(!prefixes.isEmpty());
    ahead.setSearchPrefixes(prefixes);
    QVERIFY(ahead.hasSearchPrefixes());
    int matched = 0;
    for (const QChar c : QStringLiteral("abcdefghijklmnopqrstuvwxyzAEIOULQXZ0123456789")) {
        ModelFilter filter;
        filter.text = QString(c);
        QVERIFY(prefixes.answer(CatalogueQuery::ftsExpression(filter.text)));
        for (const bool narrowed : {false, true}) {
            if (narrowed)
                filter.yearFrom = 2005;
            for (const ModelField field : {ModelField::Name, ModelField::Published}) {
                const QVector<qint64> expected = plain.ids(db, filter, field, Qt::AscendingOrder, &error);
                QVERIFY2(error.isEmpty(), qPrintable(error));
                QCOMPARE(ahead.ids(db, filter, field, Qt::AscendingOrder, &error), expected);
                QCOMPARE(expected, CatalogueQuery(db).ids(filter, field, Qt::AscendingOrder));
                matched += int(expected.size());
            }
        }
    }
    QVERIFY(matched > 0);
    // A longer search after a one-letter one still asks FTS5.
    ModelFilter two;
    two.text = QStringLiteral("ll");
    QCOMPARE(ahead.ids(db, two, ModelField::Name, Qt::AscendingOrder),
             CatalogueQuery(db).ids(two, ModelField::Name, Qt::AscendingOrder));
}

void TestCatalogueIndex::searchPrefixesOnlyForOneCharacter()
{
    QString error;
    const SearchPrefixes prefixes = SearchPrefixes::read(m_db.connection(), &error);
    QVERIFY2(!prefixes.isEmpty(), qPrintable(error));
    for (const char *text : {"ab", "é", "a b", "llama3", "-", ""}) {
        const QString fts = CatalogueQuery::ftsExpression(QString::fromUtf8(text));
        QVERIFY2(!prefixes.answer(fts), text);
    }
    // Punctuation around one letter is not part of the search: it is still "a".
    QVERIFY(prefixes.answer(CatalogueQuery::ftsExpression(QStringLiteral(" (a) "))));
    CatalogueIndex index;
    QVERIFY(index.load(m_db.connection()));
    index.setSearchPrefixes(prefixes);
    QVERIFY(index.hasSearchPrefixes());
    // A catalogue read again drops answers that belonged to the one before.
    QVERIFY(index.load(m_db.connection()));
    QVERIFY(!index.hasSearchPrefixes());
}

void TestCatalogueIndex::radixSortIsAStableSort_data()
{
    QTest::addColumn<QString>("keys");
    for (const char *kind : {"numbers", "small integers", "equal", "close numbers", "close and far", "low bits only"})
        QTest::newRow(kind) << QString::fromLatin1(kind);
}

// The sort passes over the highest 32 differing bits only and orders what they leave equal after:
// the result must be std::stable_sort's, whatever bits the keys differ in.
void TestCatalogueIndex::radixSortIsAStableSort()
{
    QFETCH(QString, keys);
    std::mt19937_64 random(7);
    const int n = 5000;
    std::vector<quint64> keyOfRow(n);
    for (int row = 0; row < n; ++row) {
        const double draw = std::ldexp(double(random() % 100000), int(random() % 40) - 20);
        if (keys == QLatin1String("numbers"))
            keyOfRow[size_t(row)] = RadixSort::key(row % 7 == 0 ? 1.5 : draw);
        else if (keys == QLatin1String("small integers"))
            keyOfRow[size_t(row)] = RadixSort::key(qint64(random() % 300));
        else if (keys == QLatin1String("equal"))
            keyOfRow[size_t(row)] = 42;
        else if (keys == QLatin1String("close numbers"))
            keyOfRow[size_t(row)] = RadixSort::key(1.0 + double(random() % 50) * 1e-15);
        else if (keys == QLatin1String("close and far"))   // one long run the high bits cannot split
            keyOfRow[size_t(row)] = row % 100 == 0 ? RadixSort::key(draw) : RadixSort::key(1.0 + double(random() % 50) * 1e-15);
        else
            keyOfRow[size_t(row)] = (quint64(1) << 63) | (random() % 1000);
    }
    QVector<int> rows(n);
    for (int i = 0; i < n; ++i)
        rows[i] = int((quint64(i) * 7919) % n);   // a start order other than the rows' own
    QVector<int> expected = rows;
    std::stable_sort(expected.begin(), expected.end(),
                     [&keyOfRow](int a, int b) { return keyOfRow[size_t(a)] < keyOfRow[size_t(b)]; });
    RadixSort::sortByKey(&rows, keyOfRow);
    QCOMPARE(rows, expected);
}

QTEST_GUILESS_MAIN(TestCatalogueIndex)
#include "tst_catalogueindex.moc"
