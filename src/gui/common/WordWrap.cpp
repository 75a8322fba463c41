#include "WordWrap.h"

#include <QFontMetricsF>

QStringList WordWrap::lines(const QString &text, const QFont &font, qreal room)
{
    const QFontMetricsF metrics(font);
    if (metrics.horizontalAdvance(text) <= room)
        return {text};
    QStringList lines;
    for (const QString &word : text.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        if (!lines.isEmpty() && metrics.horizontalAdvance(lines.last() + QLatin1Char(' ') + word) <= room)
            lines.last() += QLatin1Char(' ') + word;
        else
            lines.append(word);
    }
    return lines;
}
