// core/text: how the catalogue reads in the interface language (numbers, dates, units, vocabulary),
// name matching, plain text, and the language switch.
#pragma once

#include <QDate>
#include <QString>

#include <optional>

// Numbers, dates and units as the user's language writes them (QLocale's default locale, which the
// language manager sets): "2.7 × 10²³" / "2,7 × 10²³", "12,288" / "12.288", "23 February 2024" /
// "23 febbraio 2024". Years are never grouped. Unknown values become "—".
namespace Formatter {

QString missing();

// 175B, 7.2M, 1.8T, 295K (English); 175 Mld, 7,2 Mln, 1.800 Mld, 295 mila (Italian); below ten
// thousand the number itself ("9,500"). `longForm` writes the word: "175 billion" / "175 miliardi",
// "1 billion" / "1 miliardo".
QString count(double value, bool longForm = false);
QString count(const std::optional<double> &value, bool longForm = false);

// 2.7 × 10²³ with superscript exponent; small values are written out.
QString scientific(double value, int significantDigits = 2);
QString scientific(const std::optional<double> &value);
QString flop(const std::optional<double> &value);

QString integer(qint64 value);
QString integer(const std::optional<qint64> &value);
QString number(double value, int maxDecimals = 2);
QString number(const std::optional<double> &value, int maxDecimals = 2);
// As number(), with more decimals where `maxDecimals` would not show two significant digits of a small
// positive value: 0.0026 to two decimals reads "0", as if it were nothing.
QString smallNumber(double value, int maxDecimals);

QString percent(const std::optional<double> &fraction);   // 0.552 -> 55.2%
QString power(const std::optional<double> &watts);        // 9.7 MW
QString hours(const std::optional<double> &hours);        // 42 hours / 42 ore
QString money(const std::optional<double> &usd);          // US$2,614,019
// With the year whose dollars the amount is counted in: US$2,614,019 (2023 US$).
QString money(const std::optional<double> &usd, int dollarYear);

// Every range and estimate the program writes goes through these two, so that a range whose ends read
// the same is one number ("5", never "5–5") everywhere: the window, its hover texts and the command line.
// "4–6" at `decimals` decimals at most.
QString range(double low, double high, int decimals = 0);
// Two figures already written ("1B", "7B"; "2020", "2024") as a range, one of them when they read the same.
QString range(const QString &low, const QString &high);
// "32–49 (41)": the range, then the figure expected in brackets; only "41" when the ends read the same.
QString estimate(double low, double expected, double high, int decimals = 0);
QString date(const QDate &date);                          // 23 February 2024
QString monthYear(const QDate &date);                     // February 2024
QString isoDate(const QDate &date);                       // 2024-02-23, for exports
QString year(int year);                                   // 2024, never 2.024

// "10²³" style superscript for an integer exponent.
QString superscript(int exponent);

} // namespace Formatter
