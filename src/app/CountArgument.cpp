#include "CountArgument.h"

#include <cmath>

std::optional<double> CountArgument::parse(const QString &text)
{
    QString t = text.trimmed().toUpper();
    double scale = 1;
    if (t.endsWith(QLatin1Char('K'))) scale = 1e3;
    else if (t.endsWith(QLatin1Char('M'))) scale = 1e6;
    else if (t.endsWith(QLatin1Char('B'))) scale = 1e9;
    else if (t.endsWith(QLatin1Char('T'))) scale = 1e12;
    if (scale != 1)
        t.chop(1);
    bool ok = false;
    const double v = t.toDouble(&ok); // C locale on purpose: scripts write 8e9 or 1.5B
    // "nan", "inf" and 1e308T read as numbers; none is a count.
    if (!ok || !(v > 0) || !std::isfinite(v * scale))
        return std::nullopt;
    return v * scale;
}

QString CountArgument::note(const QString &option, const QString &text)
{
    // Only a bare number: "8B", "8e9" and "8000000000" say what they mean.
    bool ok = false;
    const double v = text.trimmed().toDouble(&ok); // C locale, as parse() reads it
    if (!ok || !(v > 0) || v >= 1000)
        return QString();
    return tr("Note: %1 %2 counts %2 parameters, not billions; did you mean %2B?").arg(option, text.trimmed());
}
