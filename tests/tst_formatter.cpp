#include "Formatter.h"
#include "LanguageManager.h"

#include <QCoreApplication>
#include <QTest>

class TestFormatter : public QObject
{
    Q_OBJECT
private slots:
    void cleanup();
    void english_data();
    void english();
    void italian_data();
    void italian();
    void yearsAreNeverGrouped();

private:
    void addRows();
    LanguageManager m_languages;
};

using Fn = QString (*)();

void TestFormatter::cleanup()
{
    m_languages.setLanguage(QStringLiteral("en"));
}

// Each row: what to format and what English and Italian readers expect.
void TestFormatter::addRows()
{
    QTest::addColumn<int>("which");
    QTest::addColumn<QString>("english");
    QTest::addColumn<QString>("italian");
    QTest::newRow("params 175B") << 0 << QStringLiteral("175B") << QStringLiteral("175 Mld");
    QTest::newRow("params 7.2M") << 1 << QStringLiteral("7.2M") << QStringLiteral("7,2 Mln");
    QTest::newRow("params 1.8T") << 2 << QStringLiteral("1.8T") << QStringLiteral("1.800 Mld");
    QTest::newRow("params long") << 3 << QStringLiteral("175 billion") << QStringLiteral("175 miliardi");
    QTest::newRow("compute") << 4 << QStringLiteral("2.7 × 10²³ FLOP") << QStringLiteral("2,7 × 10²³ FLOP");
    QTest::newRow("compute carry") << 5 << QStringLiteral("1.0 × 10²⁴") << QStringLiteral("1,0 × 10²⁴");
    QTest::newRow("integer") << 6 << QStringLiteral("12,288") << QStringLiteral("12.288");
    QTest::newRow("percent") << 7 << QStringLiteral("55.2%") << QStringLiteral("55,2%");
    QTest::newRow("power") << 8 << QStringLiteral("9.7 MW") << QStringLiteral("9,7 MW");
    QTest::newRow("hours") << 9 << QStringLiteral("42 hours") << QStringLiteral("42 ore");
    QTest::newRow("one hour") << 10 << QStringLiteral("1 hour") << QStringLiteral("1 ora");
    QTest::newRow("date") << 11 << QStringLiteral("23 February 2024") << QStringLiteral("23 febbraio 2024");
    QTest::newRow("missing") << 12 << QStringLiteral("—") << QStringLiteral("—");
    QTest::newRow("fraction hours") << 13 << QStringLiteral("117.9 hours") << QStringLiteral("117,9 ore");
    // Issue 15: counts read naturally, in thousands from ten thousand up; the word agrees with the number.
    QTest::newRow("params 295K") << 14 << QStringLiteral("295K") << QStringLiteral("295 mila");
    QTest::newRow("under ten thousand") << 15 << QStringLiteral("9,500") << QStringLiteral("9.500");
    QTest::newRow("one billion") << 16 << QStringLiteral("1 billion") << QStringLiteral("1 miliardo");
    QTest::newRow("tokens long") << 17 << QStringLiteral("11 trillion") << QStringLiteral("11.000 miliardi");
    // Ranges whose ends read the same are one number: never "2–2 (2)".
    QTest::newRow("range equal") << 18 << QStringLiteral("2") << QStringLiteral("2");
    QTest::newRow("range") << 19 << QStringLiteral("4–6") << QStringLiteral("4–6");
    QTest::newRow("estimate equal") << 20 << QStringLiteral("5") << QStringLiteral("5");
    QTest::newRow("estimate") << 21 << QStringLiteral("32–49 (41)") << QStringLiteral("32–49 (41)");
    QTest::newRow("estimate decimals") << 22 << QStringLiteral("1.5–2.5 (2)") << QStringLiteral("1,5–2,5 (2)");
    QTest::newRow("count range") << 23 << QStringLiteral("7B") << QStringLiteral("7 Mld");
    // A cost says whose dollars it counts.
    QTest::newRow("money with year") << 24 << QStringLiteral("US$2,614,019 (2023 US$)")
                                     << QStringLiteral("2.614.019\u00A0US$ (US$ del 2023)");
    // A small figure keeps two significant digits rather than reading "0"; a larger one keeps its decimals.
    QTest::newRow("small number") << 25 << QStringLiteral("0.0026") << QStringLiteral("0,0026");
    QTest::newRow("small number, not small") << 26 << QStringLiteral("1.3") << QStringLiteral("1,3");
}

static QString format(int which)
{
    switch (which) {
    case 0: return Formatter::count(175e9);
    case 1: return Formatter::count(7.2e6);
    case 2: return Formatter::count(1.8e12);
    case 3: return Formatter::count(175e9, true);
    case 4: return Formatter::flop(2.7385671436e23);
    case 5: return Formatter::scientific(9.96e23);
    case 6: return Formatter::integer(qint64(12288));
    case 7: return Formatter::percent(0.552);
    case 8: return Formatter::power(9.7e6);
    case 9: return Formatter::hours(42.0);
    case 10: return Formatter::hours(1.0);
    case 11: return Formatter::date(QDate(2024, 2, 23));
    case 12: return Formatter::count(std::optional<double>());
    case 13: return Formatter::hours(117.9);
    case 14: return Formatter::count(294912.0);
    case 15: return Formatter::count(9500.0);
    case 16: return Formatter::count(1e9, true);
    case 17: return Formatter::count(11e12, true);
    case 18: return Formatter::range(2.0, 2.2);
    case 19: return Formatter::range(4.0, 6.0);
    case 20: return Formatter::estimate(5.2, 5.0, 4.9);
    case 21: return Formatter::estimate(32.0, 41.0, 49.0);
    case 22: return Formatter::estimate(1.5, 2.0, 2.5, 1);
    case 23: return Formatter::range(Formatter::count(7e9), Formatter::count(7.0e9));
    case 24: return Formatter::money(2614019.0, 2023);
    case 25: return Formatter::smallNumber(0.0026, 2);
    case 26: return Formatter::smallNumber(1.25, 1);
    }
    return {};
}

void TestFormatter::english_data()
{
    addRows();
}

void TestFormatter::english()
{
    QFETCH(int, which);
    QFETCH(QString, english);
    m_languages.setLanguage(QStringLiteral("en"));
    QCOMPARE(format(which), english);
}

void TestFormatter::italian_data()
{
    addRows();
}

void TestFormatter::italian()
{
    QFETCH(int, which);
    QFETCH(QString, italian);
    m_languages.setLanguage(QStringLiteral("it"));
    QCOMPARE(format(which), italian);
}

void TestFormatter::yearsAreNeverGrouped()
{
    m_languages.setLanguage(QStringLiteral("it"));
    QCOMPARE(Formatter::year(2024), QStringLiteral("2024"));
    QVERIFY(!Formatter::date(QDate(2024, 2, 23)).contains(QLatin1String("2.024")));
}

QTEST_GUILESS_MAIN(TestFormatter)
#include "tst_formatter.moc"
