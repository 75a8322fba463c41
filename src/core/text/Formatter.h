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

// 175B, 7.2M, 1.8T (English); 175 Mld, 7,2 Mln, 1.800 Mld (Italian). `longForm` writes the word:
// "175 billion" / "175 miliardi".
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

QString percent(const std::optional<double> &fraction);   // 0.552 -> 55.2%
QString power(const std::optional<double> &watts);        // 9.7 MW
QString hours(const std::optional<double> &hours);        // 42 hours / 42 ore
QString money(const std::optional<double> &usd);          // $2,614,019
QString date(const QDate &date);                          // 23 February 2024
QString monthYear(const QDate &date);                     // February 2024
QString isoDate(const QDate &date);                       // 2024-02-23, for exports
QString year(int year);                                   // 2024, never 2.024

// "10²³" style superscript for an integer exponent.
QString superscript(int exponent);

} // namespace Formatter
