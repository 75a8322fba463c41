#pragma once

#include <QFont>
#include <QHash>
#include <QStaticText>
#include <QStyledItemDelegate>

// Draws table cells of one line of plain text, as QStyledItemDelegate does, with the text laid out
// once and kept. The style draws the cell (background, selection, focus) and the delegate the text:
// QStyledItemDelegate shaped every cell's text three times at every paint (to size it, to elide it, to
// draw it), most of the time a repaint of a large table took. Here each distinct text is shaped when
// it is first drawn at a width, and a repaint draws the prepared glyphs. Text is always plain: a
// catalogue name that looks like markup is drawn as written.
class TextCellDelegate : public QStyledItemDelegate
{
public:
    explicit TextCellDelegate(QObject *parent = nullptr);

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;

    // How many laid-out texts are kept (tests); the cache starts again when it holds more than this.
    static constexpr int MaxCached = 4096;
    int cachedTexts() const { return int(m_cache.size()); }

protected:
    // The cell's text area (inside the focus frame's margin) and the colour its text is drawn in.
    static QRect textArea(const QStyleOptionViewItem &option);
    static QColor textColour(const QStyleOptionViewItem &option);
    // Draws the cell without its text, as the style does; gives the text that initStyleOption() read.
    static QString drawCell(QPainter *painter, QStyleOptionViewItem &option);
    // `text` elided to `width` and laid out once (QStaticText::text() is the elided text).
    const QStaticText &laidOut(const QString &text, const QFont &font, int width) const;

private:
    struct Key
    {
        QString text;
        int width;
        bool operator==(const Key &other) const { return width == other.width && text == other.text; }
    };
    friend size_t qHash(const Key &key, size_t seed) { return qHashMulti(seed, key.text, key.width); }

    mutable QHash<Key, QStaticText> m_cache;
    mutable QFont m_font;   // the cache's font: another one empties it
};
