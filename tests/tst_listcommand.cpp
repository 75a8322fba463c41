// --list, run as a script would run it: the Catalogue table's rows for a search, filters and order,
// as text or JSON, compared with the table model itself on the same (shipped) catalogue.
#include "ProgramRun.h"
#include "CatalogueTableModel.h"
#include "CsvExporter.h"
#include "TestCatalogue.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

namespace {
using Arguments = QStringList;
QString s(const char *text) { return QString::fromUtf8(text); }
}

class TestListCommand : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void searchFindsTheLlama3Models();
    void sameRowsAsTheTable_data();
    void sameRowsAsTheTable();
    void filtersNarrow();
    void jsonHasTheExportKeys();
    void orderFollowsSort_data();
    void orderFollowsSort();
    void textIsTheTablesColumns();
    void italianNamesAndHeaders();
    void chineseNamesLineUpInATerminal();
    void unknownValuesNameTheClosest_data();
    void unknownValuesNameTheClosest();
    void countriesAsPeopleSayThem_data();
    void countriesAsPeopleSayThem();
    void badNumbersAndRanges_data();
    void badNumbersAndRanges();
    void wordsAfterTheOptionsAreTheSearch();
    void closestValuesInTheInterfaceLanguage();
    void bareCountsUnderAThousandAreQuestioned();

private:
    int run(const QStringList &arguments, QString *out = nullptr, QString *err = nullptr);
    QJsonArray list(const QStringList &arguments);
    static QStringList names(const QJsonArray &rows);
    QTemporaryDir m_dir;
    Database m_db{QStringLiteral("list")};
};

void TestListCommand::initTestCase()
{
    QVERIFY(QFileInfo::exists(QStringLiteral(ATLAS_BINARY_PATH)));
    QVERIFY(m_dir.isValid());
    openShippedCatalogue(m_db);
}

int TestListCommand::run(const QStringList &arguments, QString *out, QString *err)
{
    return runProgram(m_dir.path(), QStringList{QStringLiteral("--list")} + arguments, out, err);
}

QJsonArray TestListCommand::list(const QStringList &arguments)
{
    QString out, err;
    const int code = run(arguments + QStringList{QStringLiteral("--json")}, &out, &err);
    if (code != 0)
        qWarning("exit %d: %s", code, qPrintable(err));
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(out.toUtf8(), &parseError);
    if (!doc.isArray())
        qWarning("not a JSON array (%s): %s", qPrintable(parseError.errorString()), qPrintable(out.left(400)));
    return doc.array();
}

QStringList TestListCommand::names(const QJsonArray &rows)
{
    QStringList result;
    for (const QJsonValue &row : rows)
        result.append(row.toObject().value(QStringLiteral("name")).toString());
    return result;
}

void TestListCommand::searchFindsTheLlama3Models()
{
    const QStringList found = names(list({QStringLiteral("--search"), QStringLiteral("Llama 3")}));
    QVERIFY2(found.contains(QStringLiteral("Llama 3.1-8B")), qPrintable(found.join(QLatin1Char('|'))));
    // Every model named Llama 3 in the catalogue (the search also finds models whose other fields
    // mention it, such as one fine-tuned from Llama 3.1), and far from the whole catalogue.
    const QStringList all = names(list({}));
    int llama3 = 0;
    for (const QString &name : all) {
        if (name.startsWith(QStringLiteral("Llama 3"))) {
            ++llama3;
            QVERIFY2(found.contains(name), qPrintable(name));
        }
    }
    QVERIFY(llama3 >= 4);
    QVERIFY2(found.size() < all.size() / 4, qPrintable(QString::number(found.size())));
}

void TestListCommand::sameRowsAsTheTable_data()
{
    QTest::addColumn<Arguments>("arguments");
    QTest::addColumn<int>("column");
    QTest::addColumn<int>("order");
    QTest::addColumn<QString>("search");
    QTest::addColumn<QString>("domain");
    QTest::addColumn<QString>("country");
    QTest::addColumn<QString>("category");
    QTest::addColumn<bool>("openWeights");
    QTest::addColumn<int>("yearFrom");   // 0: none
    QTest::addColumn<int>("yearTo");
    QTest::addColumn<double>("parametersMin");   // 0: none
    QTest::addColumn<double>("parametersMax");

    const int published = CatalogueTableModel::PublishedColumn;
    QTest::newRow("everything, newest first") << Arguments{} << published << int(Qt::DescendingOrder)
        << QString() << QString() << QString() << QString() << false << 0 << 0 << 0.0 << 0.0;
    QTest::newRow("search") << Arguments{s("--search"), s("llama 3")} << published << int(Qt::DescendingOrder)
        << s("llama 3") << QString() << QString() << QString() << false << 0 << 0 << 0.0 << 0.0;
    QTest::newRow("domain, open weights, by name") << Arguments{s("--domain"), s("language"), s("--open-weights"), s("--sort"), s("name")}
        << int(CatalogueTableModel::NameColumn) << int(Qt::AscendingOrder)
        << QString() << s("Language") << QString() << QString() << true << 0 << 0 << 0.0 << 0.0;
    QTest::newRow("country, years, largest first") << Arguments{s("--country"), s("China"), s("--from-year"), s("2022"),
                                                                s("--to-year"), s("2024"), s("--sort=-parameters")}
        << int(CatalogueTableModel::ParametersColumn) << int(Qt::DescendingOrder)
        << QString() << QString() << s("China") << QString() << false << 2022 << 2024 << 0.0 << 0.0;
    QTest::newRow("organisation type, sizes, by compute key") << Arguments{s("--organization"), s("academia"),
        s("--min-parameters"), s("1B"), s("--max-parameters"), s("7e10"), s("--sort"), s("training_compute_flop")}
        << int(CatalogueTableModel::ComputeColumn) << int(Qt::AscendingOrder)
        << QString() << QString() << QString() << s("Academia") << false << 0 << 0 << 1e9 << 7e10;
    QTest::newRow("search and filter, by access descending") << Arguments{s("--search"), s("gpt"), s("--from-year"), s("2019"),
                                                                          s("--sort"), s("-access")}
        << int(CatalogueTableModel::AccessColumn) << int(Qt::DescendingOrder)
        << s("gpt") << QString() << QString() << QString() << false << 2019 << 0 << 0.0 << 0.0;
}

void TestListCommand::sameRowsAsTheTable()
{
    QFETCH(Arguments, arguments);
    QFETCH(int, column);
    QFETCH(int, order);
    QFETCH(QString, search);
    QFETCH(QString, domain);
    QFETCH(QString, country);
    QFETCH(QString, category);
    QFETCH(bool, openWeights);
    QFETCH(int, yearFrom);
    QFETCH(int, yearTo);
    QFETCH(double, parametersMin);
    QFETCH(double, parametersMax);

    ModelFilter filter;
    filter.text = search;
    filter.domain = domain;
    filter.country = country;
    filter.organizationCategory = category;
    filter.openWeightsOnly = openWeights;
    if (yearFrom)
        filter.yearFrom = yearFrom;
    if (yearTo)
        filter.yearTo = yearTo;
    if (parametersMin > 0)
        filter.parametersMin = parametersMin;
    if (parametersMax > 0)
        filter.parametersMax = parametersMax;
    CatalogueTableModel table(m_db.connection());
    table.setFilter(filter);
    table.sort(column, Qt::SortOrder(order));
    QStringList expected;
    for (int row = 0; row < table.rowCount(); ++row)
        expected.append(table.data(table.index(row, CatalogueTableModel::NameColumn)).toString());
    QVERIFY(!expected.isEmpty());

    QCOMPARE(names(list(arguments)), expected);
}

void TestListCommand::filtersNarrow()
{
    const int all = int(list({}).size());
    const int language = int(list({s("--domain"), s("Language")}).size());
    const int openLanguage = int(list({s("--domain"), s("Language"), s("--open-weights")}).size());
    const int recentOpenLanguage = int(list({s("--domain"), s("Language"), s("--open-weights"), s("--from-year"), s("2024")}).size());
    QVERIFY2(all > language && language > openLanguage && openLanguage > recentOpenLanguage && recentOpenLanguage > 0,
             qPrintable(QStringLiteral("%1 %2 %3 %4").arg(all).arg(language).arg(openLanguage).arg(recentOpenLanguage)));
    // Every row that is left meets every filter.
    for (const QJsonValue &v : list({s("--domain"), s("Language"), s("--open-weights"), s("--from-year"), s("2024")})) {
        const QJsonObject row = v.toObject();
        QVERIFY(row.value(s("domains")).toArray().contains(s("Language")));
        QVERIFY(row.value(s("model_accessibility")).toString().startsWith(s("Open weights")));
        QVERIFY2(row.value(s("published")).toString() >= s("2024"), qPrintable(row.value(s("name")).toString()));
    }
}

void TestListCommand::jsonHasTheExportKeys()
{
    const QJsonArray rows = list({s("--search"), s("Llama 3.1-8B")});
    QVERIFY(!rows.isEmpty());
    const auto it = std::find_if(rows.begin(), rows.end(),
                                 [](const QJsonValue &v) { return v.toObject().value(s("name")) == s("Llama 3.1-8B"); });
    QVERIFY(it != rows.end());
    const QJsonObject row = (*it).toObject();
    QStringList keys = row.keys();
    QStringList header = CsvExporter::header();
    keys.sort();
    header.sort();
    QCOMPARE(keys, header);
    QCOMPARE(row.value(s("name")).toString(), s("Llama 3.1-8B"));
    QVERIFY(row.value(s("parameters")).isDouble());
    QCOMPARE(row.value(s("parameters")).toDouble(), 8e9);
    QCOMPARE(row.value(s("published")).toString(), s("2024-07-23"));
    QVERIFY(row.value(s("organizations")).toArray().contains(s("Meta AI")));
}

void TestListCommand::orderFollowsSort_data()
{
    QTest::addColumn<QString>("sort");
    QTest::addColumn<QString>("key");
    QTest::addColumn<bool>("descending");
    QTest::newRow("parameters") << s("parameters") << s("parameters") << false;
    QTest::newRow("-parameters") << s("-parameters") << s("parameters") << true;
    QTest::newRow("Published, as the header says") << s("Published") << s("published") << false;
    QTest::newRow("-published") << s("-published") << s("published") << true;
    QTest::newRow("name") << s("name") << s("name") << false;
}

void TestListCommand::orderFollowsSort()
{
    QFETCH(QString, sort);
    QFETCH(QString, key);
    QFETCH(bool, descending);
    const QJsonArray rows = list({s("--domain"), s("Language"), s("--sort"), sort});
    QVERIFY(rows.size() > 10);
    bool nullSeen = false;
    for (int i = 1; i < rows.size(); ++i) {
        const QJsonValue before = rows.at(i - 1).toObject().value(key);
        const QJsonValue after = rows.at(i).toObject().value(key);
        // Models without the value come last in both directions, as in the table.
        nullSeen = nullSeen || before.isNull();
        if (after.isNull())
            continue;
        QVERIFY2(!nullSeen, qPrintable(rows.at(i).toObject().value(s("name")).toString()));
        const int c = after.isDouble() ? (before.toDouble() < after.toDouble() ? -1 : before.toDouble() > after.toDouble())
                                       : QString::compare(before.toString(), after.toString(), Qt::CaseInsensitive);
        QVERIFY2(descending ? c >= 0 : c <= 0, qPrintable(before.toVariant().toString() + s(" / ") + after.toVariant().toString()));
    }
}

void TestListCommand::textIsTheTablesColumns()
{
    QString out, err;
    QCOMPARE(run({s("--search"), s("Llama 3.1"), s("--sort"), s("-parameters")}, &out, &err), 0);
    const QStringList lines = out.trimmed().split(QLatin1Char('\n'));
    QVERIFY2(lines.size() > 2, qPrintable(out + err));
    const QString header = lines.first();
    for (const char *title : {"Model", "Organisation", "Published", "Domain", "Parameters", "Model access"})
        QVERIFY2(header.contains(s(title)), qPrintable(header));
    QVERIFY(!header.contains(s("Training hardware")));
    // The largest first, written as the table writes it, and lined up under the header.
    QVERIFY2(lines.at(1).startsWith(s("Llama 3.1-405B")), qPrintable(lines.at(1)));
    QVERIFY2(lines.at(1).contains(s("405 B")) || lines.at(1).contains(s("405B")), qPrintable(lines.at(1)));
    const qsizetype organisation = header.indexOf(s("Organisation"));
    QCOMPARE(lines.at(1).indexOf(s("Meta AI")), organisation);
    QCOMPARE(lines.size() - 1, names(list({s("--search"), s("Llama 3.1")})).size());

    QCOMPARE(run({s("--search"), s("zzzz no such model")}, &out, &err), 0);
    QVERIFY(out.isEmpty());
    QVERIFY2(err.contains(s("No model matches")), qPrintable(err));
    QCOMPARE(list({s("--search"), s("zzzz no such model")}), QJsonArray());
}

// A terminal gives a Chinese character two columns: a name such as "ERNIE-4.5-VL-424B-A47B (文心大模型4.5)"
// is padded by the columns it takes, so that the next column starts under its title in every row.
void TestListCommand::chineseNamesLineUpInATerminal()
{
    const auto columnsBefore = [](const QString &line, qsizetype index) {
        qsizetype columns = 0;
        for (qsizetype i = 0; i < index; ++i)
            columns += line.at(i).unicode() >= 0x4E00 && line.at(i).unicode() <= 0x9FFF ? 2 : 1;
        return columns;
    };
    QString out, err;
    QCOMPARE(run({s("--search"), s("ERNIE-4.5"), s("--sort"), s("name")}, &out, &err), 0);
    const QStringList lines = out.trimmed().split(QLatin1Char('\n'));
    QVERIFY2(out.contains(QStringLiteral("文心")) && lines.size() > 2, qPrintable(out + err));
    const qsizetype organisation = columnsBefore(lines.first(), lines.first().indexOf(s("Organisation")));
    for (const QString &line : lines.mid(1))
        QVERIFY2(columnsBefore(line, line.indexOf(s("Baidu"))) == organisation, qPrintable(out));
}

void TestListCommand::italianNamesAndHeaders()
{
    QString out, err;
    // A domain and a column as the Italian interface names them.
    QCOMPARE(run({s("--lang"), s("it"), s("--domain"), s("Linguaggio"), s("--sort"), s("-Parametri"), s("--search"), s("llama 3.1")},
                 &out, &err), 0);
    const QStringList lines = out.trimmed().split(QLatin1Char('\n'));
    QVERIFY2(lines.first().startsWith(s("Modello")), qPrintable(out + err));
    QVERIFY2(lines.at(1).startsWith(s("Llama 3.1-405B")), qPrintable(out));
}

void TestListCommand::unknownValuesNameTheClosest_data()
{
    QTest::addColumn<Arguments>("arguments");
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("closest");
    QTest::newRow("domain") << Arguments{s("--domain"), s("Langage")} << s("Langage") << s("Language");
    QTest::newRow("country") << Arguments{s("--country"), s("Chna")} << s("Chna") << s("China");
    QTest::newRow("organisation type") << Arguments{s("--organization"), s("Industri")} << s("Industri") << s("Industry");
    QTest::newRow("sort column") << Arguments{s("--sort"), s("paramters")} << s("paramters") << s("parameters");
    QTest::newRow("descending sort column") << Arguments{s("--sort"), s("-publshed")} << s("publshed") << s("published");
}

// A person types "United States", "USA" or "UK", not "United States of America" or "United Kingdom of
// Great Britain and Northern Ireland": the leading words or the initials name the country when only
// one answers to them; "United" answers to both and is refused.
void TestListCommand::countriesAsPeopleSayThem_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("country");   // empty: refused
    const QString usa = s("United States of America"), uk = s("United Kingdom of Great Britain and Northern Ireland");
    QTest::newRow("leading words") << s("United States") << usa;
    QTest::newRow("initials") << s("USA") << usa;
    QTest::newRow("short initials") << s("us") << usa;
    QTest::newRow("UK") << s("UK") << uk;
    QTest::newRow("Korea") << s("Korea") << s("Korea (Republic of)");
    QTest::newRow("two countries") << s("United") << QString();
}

void TestListCommand::countriesAsPeopleSayThem()
{
    QFETCH(QString, typed);
    QFETCH(QString, country);
    QString out, err;
    if (country.isEmpty()) {
        QCOMPARE(run({s("--country"), typed}, &out, &err), 2);
        QVERIFY2(err.contains(QLatin1Char('"') + typed + QLatin1Char('"')), qPrintable(err));
        return;
    }
    QString expected;
    QCOMPARE(run({s("--country"), country}, &expected, &err), 0);
    QCOMPARE(run({s("--country"), typed}, &out, &err), 0);
    QVERIFY(out.count(QLatin1Char('\n')) > 3);
    QCOMPARE(out, expected);
}

void TestListCommand::unknownValuesNameTheClosest()
{
    QFETCH(Arguments, arguments);
    QFETCH(QString, typed);
    QFETCH(QString, closest);
    QString out, err;
    QCOMPARE(run(arguments, &out, &err), 2);
    QVERIFY(out.isEmpty());
    QVERIFY2(err.contains(QLatin1Char('"') + typed + QLatin1Char('"')), qPrintable(err));
    const QString names = err.section(s("Closest names: "), 1);
    QVERIFY2(names.startsWith(closest), qPrintable(err));
}

void TestListCommand::badNumbersAndRanges_data()
{
    QTest::addColumn<Arguments>("arguments");
    QTest::addColumn<QString>("message");
    for (const char *count : {"nan", "inf", "-8B", "0", "eight", "1e400", ""}) {
        QTest::addRow("min %s", count) << Arguments{s("--min-parameters"), s(count)} << s("--min-parameters takes a count");
        QTest::addRow("max %s", count) << Arguments{s("--max-parameters"), s(count)} << s("--max-parameters takes a count");
    }
    QTest::newRow("year in words") << Arguments{s("--from-year"), s("twenty")} << s("--from-year takes a year");
    QTest::newRow("fractional year") << Arguments{s("--to-year"), s("2023.5")} << s("--to-year takes a year");
    QTest::newRow("years reversed") << Arguments{s("--from-year"), s("2024"), s("--to-year"), s("2020")}
                                    << s("--from-year 2024 is after --to-year 2020");
    QTest::newRow("sizes reversed") << Arguments{s("--min-parameters"), s("70B"), s("--max-parameters"), s("8e9")}
                                    << s("--min-parameters 70B is more than --max-parameters 8e9");
}

void TestListCommand::badNumbersAndRanges()
{
    QFETCH(Arguments, arguments);
    QFETCH(QString, message);
    QString out, err;
    QCOMPARE(run(arguments, &out, &err), 2);
    QVERIFY(out.isEmpty());
    QVERIFY2(err.contains(message), qPrintable(err));
}

// "--list llama" listed the whole catalogue: the word was dropped. It is the search now, as typed.
void TestListCommand::wordsAfterTheOptionsAreTheSearch()
{
    const QStringList searched = names(list({s("--search"), s("Llama 3.1")}));
    QVERIFY(!searched.isEmpty());
    QCOMPARE(names(list({s("Llama"), s("3.1")})), searched);
    QCOMPARE(names(list({s("--sort"), s("name"), s("Llama 3.1")})), names(list({s("--sort"), s("name"), s("--search"), s("Llama 3.1")})));
}

// An unknown domain was answered with the catalogue's English names in an Italian run.
void TestListCommand::closestValuesInTheInterfaceLanguage()
{
    QString out, err;
    QCOMPARE(run({s("--lang"), s("it"), s("--domain"), s("Biologa")}, &out, &err), 2);
    QVERIFY2(err.section(s("Nomi più simili: "), 1).startsWith(s("Biologia")), qPrintable(err));
    QCOMPARE(run({s("--lang"), s("it"), s("--domain"), s("foo")}, &out, &err), 2);
    for (const char *english : {"Language", "Vision", "Biology", "Games", "Other", "Robotics"})
        QVERIFY2(!err.contains(QLatin1String(english)), qPrintable(err));
    // The Italian names are still read, and so are the English ones.
    QCOMPARE(run({s("--lang"), s("en"), s("--domain"), s("Biologa")}, &out, &err), 2);
    QVERIFY2(err.section(s("Closest names: "), 1).startsWith(s("Biology")), qPrintable(err));
}

// "--min-parameters 8" is eight parameters, and listed nearly everything: it still does, but says so.
void TestListCommand::bareCountsUnderAThousandAreQuestioned()
{
    QString out, err;
    QCOMPARE(run({s("--min-parameters"), s("8")}, &out, &err), 0);
    QVERIFY2(err.contains(s("Note: --min-parameters 8 counts 8 parameters, not billions; did you mean 8B?")), qPrintable(err));
    QCOMPARE(run({s("--max-parameters"), s("0.5")}, &out, &err), 0);
    QVERIFY2(err.contains(s("did you mean 0.5B?")), qPrintable(err));
    for (const char *count : {"8B", "8e9", "8000000000", "1000"}) {
        QCOMPARE(run({s("--min-parameters"), s(count)}, &out, &err), 0);
        QVERIFY2(err.isEmpty(), qPrintable(err));
    }
    QCOMPARE(names(list({s("--min-parameters"), s("8B")})), names(list({s("--min-parameters"), s("8e9")})));
}

QTEST_GUILESS_MAIN(TestListCommand)
#include "tst_listcommand.moc"
