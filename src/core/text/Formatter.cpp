#include "Formatter.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <cmath>

namespace Formatter {

namespace {


// Locale number without trailing zeros, at most `maxDecimals` decimals.
QString trimmed(double value, int maxDecimals)
{
    const QLocale locale;
    QString s = locale.toString(value, 'f', maxDecimals);
    const QString point = locale.decimalPoint();
    if (maxDecimals > 0 && s.contains(point)) {
        while (s.endsWith(QLatin1Char('0')))
            s.chop(1);
        if (s.endsWith(point))
            s.chop(point.size());
    }
    return s;
}

// One decimal below 10, none above: 7.2, 13, 175.
QString mantissa(double value)
{
    return trimmed(value, value < 10 ? 1 : 0);
}

} // namespace

QString missing()
{
    return QStringLiteral("—");
}

QString count(double value, bool longForm)
{
    const double magnitude = std::fabs(value);
    // Each scale written out, so that lupdate reads every word. The long forms of billion and million
    // take a plural form chosen by the number as it is printed: Italian says "1 miliardo" but
    // "1,5 miliardi" (English "billion" reads the same either way).
    const auto scaled = [&](double factor) { return mantissa(value / factor); };
    const auto plural = [](const QString &digits) { return digits == QLocale().toString(1) ? 1 : 2; };
    if (magnitude >= 1e12 * 0.9995) {
        // Italian has no short "trillion": 1.8 × 10¹² reads "1.800 miliardi".
        if (QLocale().language() == QLocale::Italian) {
            const QString billions = QLocale().toString(qRound64(value / 1e9));
            return longForm ? QCoreApplication::translate("Formatter", "%1 billion", nullptr, 2).arg(billions)
                            : QCoreApplication::translate("Formatter", "%1B").arg(billions);
        }
        return (longForm ? QCoreApplication::translate("Formatter", "%1 trillion")
                         : QCoreApplication::translate("Formatter", "%1T"))
            .arg(scaled(1e12));
    }
    if (magnitude >= 1e9 * 0.9995) {
        const QString digits = scaled(1e9);
        return longForm ? QCoreApplication::translate("Formatter", "%1 billion", nullptr, plural(digits)).arg(digits)
                        : QCoreApplication::translate("Formatter", "%1B").arg(digits);
    }
    if (magnitude >= 1e6 * 0.9995) {
        const QString digits = scaled(1e6);
        return longForm ? QCoreApplication::translate("Formatter", "%1 million", nullptr, plural(digits)).arg(digits)
                        : QCoreApplication::translate("Formatter", "%1M").arg(digits);
    }
    // From ten thousand up a count reads in thousands ("295K" beside "1.6M", not "294,912"); below,
    // the whole number is short enough and "1K" would say less than "1,024".
    if (magnitude >= 1e4 * 0.9995)
        return (longForm ? QCoreApplication::translate("Formatter", "%1 thousand")
                         : QCoreApplication::translate("Formatter", "%1K"))
            .arg(scaled(1e3));
    return trimmed(value, magnitude < 10 ? 2 : 0);
}

QString count(const std::optional<double> &value, bool longForm)
{
    return value ? count(*value, longForm) : missing();
}

QString superscript(int exponent)
{
    static const QChar digits[] = {QChar(0x2070), QChar(0x00B9), QChar(0x00B2), QChar(0x00B3), QChar(0x2074),
                                   QChar(0x2075), QChar(0x2076), QChar(0x2077), QChar(0x2078), QChar(0x2079)};
    QString s;
    if (exponent < 0)
        s.append(QChar(0x207B));
    const QString plain = QString::number(std::abs(exponent));
    for (const QChar c : plain)
        s.append(digits[c.digitValue()]);
    return s;
}

QString scientific(double value, int significantDigits)
{
    if (value == 0)
        return QStringLiteral("0");
    const double magnitude = std::fabs(value);
    if (magnitude >= 1e-2 && magnitude < 1e4)
        return trimmed(value, 2);
    int exponent = int(std::floor(std::log10(magnitude)));
    const int decimals = std::max(0, significantDigits - 1);
    double m = value / std::pow(10.0, exponent);
    // 9.96e23 rounds to "10.0": carry into the exponent.
    const double rounded = std::round(m * std::pow(10.0, decimals)) / std::pow(10.0, decimals);
    if (std::fabs(rounded) >= 10.0) {
        m /= 10.0;
        ++exponent;
    }
    // Significant digits are kept: "1.0 × 10²⁴", not "1 × 10²⁴".
    return QStringLiteral("%1 × 10%2").arg(QLocale().toString(m, 'f', decimals), superscript(exponent));
}

QString scientific(const std::optional<double> &value)
{
    return value ? scientific(*value) : missing();
}

QString flop(const std::optional<double> &value)
{
    return value ? QCoreApplication::translate("Formatter", "%1 FLOP").arg(scientific(*value)) : missing();
}

QString range(const QString &low, const QString &high)
{
    //: a range from one figure to another, e.g. "4–6", "1B–7B", "2020–2024"
    return low == high ? low : QCoreApplication::translate("Formatter", "%1–%2").arg(low, high);
}

QString range(double low, double high, int decimals)
{
    return range(trimmed(low, decimals), trimmed(high, decimals));
}

QString estimate(double low, double expected, double high, int decimals)
{
    const QString ends = range(low, high, decimals);
    const QString middle = trimmed(expected, decimals);
    if (ends == middle)
        return middle;
    //: an estimate: the range it may fall in, then the figure expected, e.g. "32–49 (41)"
    return QCoreApplication::translate("Formatter", "%1 (%2)", "range, then expected").arg(ends, middle);
}

QString integer(qint64 value)
{
    return QLocale().toString(value);
}

QString integer(const std::optional<qint64> &value)
{
    return value ? integer(*value) : missing();
}

QString number(double value, int maxDecimals)
{
    return trimmed(value, maxDecimals);
}

QString smallNumber(double value, int maxDecimals)
{
    const int needed = value > 0 ? 1 - int(std::floor(std::log10(value))) : maxDecimals;
    return trimmed(value, std::max(maxDecimals, needed));
}

QString number(const std::optional<double> &value, int maxDecimals)
{
    return value ? number(*value, maxDecimals) : missing();
}

QString percent(const std::optional<double> &fraction)
{
    if (!fraction)
        return missing();
    return QCoreApplication::translate("Formatter", "%1%", "percentage").arg(trimmed(*fraction * 100.0, 1));
}

QString power(const std::optional<double> &watts)
{
    if (!watts)
        return missing();
    const double w = *watts;
    if (w >= 1e6)
        return QCoreApplication::translate("Formatter", "%1 MW").arg(trimmed(w / 1e6, 1));
    if (w >= 1e3)
        return QCoreApplication::translate("Formatter", "%1 kW").arg(trimmed(w / 1e3, 1));
    return QCoreApplication::translate("Formatter", "%1 W").arg(trimmed(w, 0));
}

QString hours(const std::optional<double> &value)
{
    if (!value)
        return missing();
    const double h = *value;
    if (std::fabs(h - std::round(h)) < 1e-9) {
        // (lupdate 6.4 loops forever on a nested call as the count argument: keep it a plain name.)
        const int whole = int(std::round(h));
        return QCoreApplication::translate("Formatter", "%Ln hour(s)", nullptr, whole);
    }
    return QCoreApplication::translate("Formatter", "%1 hours", "fractional number of hours").arg(trimmed(h, 1));
}

QString money(const std::optional<double> &usd)
{
    if (!usd)
        return missing();
    return QLocale().toCurrencyString(std::round(*usd), QStringLiteral("US$"), 0);
}

QString money(const std::optional<double> &usd, int dollarYear)
{
    if (!usd)
        return missing();
    //: an amount of money, then the year whose dollars it is counted in: "US$2,614,019 (2023 US$)"
    return QCoreApplication::translate("Formatter", "%1 (%2 US$)", "amount in the dollars of a year")
        .arg(money(usd), year(dollarYear));
}

QString date(const QDate &value)
{
    return value.isValid() ? QLocale().toString(value, QStringLiteral("d MMMM yyyy")) : missing();
}

QString monthYear(const QDate &value)
{
    return value.isValid() ? QLocale().toString(value, QStringLiteral("MMMM yyyy")) : missing();
}

QString isoDate(const QDate &value)
{
    return value.isValid() ? value.toString(Qt::ISODate) : QString();
}

QString year(int value)
{
    return QString::number(value);
}

} // namespace Formatter
