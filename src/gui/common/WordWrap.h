#pragma once

#include <QStringList>

class QFont;

// Text broken between words into lines no wider than a room, for the places where Qt draws one line
// and cuts what does not fit (chart axis titles, the memory chart's caption).
class WordWrap
{
public:
    // `text` in lines at most `room` wide in `font`: one line when it fits; a word wider than the room
    // keeps a line of its own.
    static QStringList lines(const QString &text, const QFont &font, qreal room);
};
