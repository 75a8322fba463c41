#pragma once

#include <QString>

// Text lined up in a terminal's columns. A terminal gives a Chinese, Japanese or Korean character
// (East Asian wide or fullwidth) two columns and a combining accent none, so counting QChars, as
// QString::leftJustified does, pushed every column after "文心大模型4.5" five places to the right.
namespace TerminalText {
// The columns `text` takes in a terminal.
int width(const QString &text);
// `text` followed (left) or preceded (right) by spaces up to `columns`; longer text is left whole.
QString padRight(const QString &text, int columns);
QString padLeft(const QString &text, int columns);
// `text` cut to at most `columns`, ending in "…" when it was cut.
QString cut(const QString &text, int columns);
}
