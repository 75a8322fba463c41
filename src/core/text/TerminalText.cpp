#include "TerminalText.h"

#include <QList>
#include <QStringView>

#include <algorithm>

namespace {

// East Asian Width "W" and "F" (Unicode's EastAsianWidth.txt), in the blocks a model name or an
// organisation can hold: Hangul Jamo, CJK radicals to Yi, Hangul syllables, CJK compatibility,
// vertical and small forms, fullwidth forms, the emoji blocks and the supplementary ideographs.
bool isWide(char32_t c)
{
    return (c >= 0x1100 && c <= 0x115F) || (c >= 0x2E80 && c <= 0xA4CF && c != 0x303F)
        || (c >= 0xAC00 && c <= 0xD7A3) || (c >= 0xF900 && c <= 0xFAFF) || (c >= 0xFE30 && c <= 0xFE4F)
        || (c >= 0xFF00 && c <= 0xFF60) || (c >= 0xFFE0 && c <= 0xFFE6) || (c >= 0x1F300 && c <= 0x1F64F)
        || (c >= 0x1F900 && c <= 0x1F9FF) || (c >= 0x20000 && c <= 0x3FFFD);
}

int columnsOf(char32_t c)
{
    switch (QChar::category(c)) {
    case QChar::Mark_NonSpacing:
    case QChar::Mark_Enclosing:
    case QChar::Other_Format:
        return 0;
    default:
        return isWide(c) ? 2 : 1;
    }
}

} // namespace

int TerminalText::width(const QString &text)
{
    int columns = 0;
    for (const uint c : QStringView(text).toUcs4())
        columns += columnsOf(c);
    return columns;
}

QString TerminalText::padRight(const QString &text, int columns)
{
    return text + QString(std::max(0, columns - width(text)), QLatin1Char(' '));
}

QString TerminalText::padLeft(const QString &text, int columns)
{
    return QString(std::max(0, columns - width(text)), QLatin1Char(' ')) + text;
}

QString TerminalText::cut(const QString &text, int columns)
{
    if (width(text) <= columns)
        return text;
    QString kept;
    int used = 0;
    for (const uint c : QStringView(text).toUcs4()) {
        // One column stays for the ellipsis.
        if (used + columnsOf(c) > columns - 1)
            break;
        used += columnsOf(c);
        const char32_t point = c;
        kept += QString::fromUcs4(&point, 1);
    }
    return kept + QChar(0x2026);
}
