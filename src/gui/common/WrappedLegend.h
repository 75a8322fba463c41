#pragma once

#include <QColor>
#include <QFont>
#include <QGraphicsItem>
#include <QVector>

// A chart's legend that wraps onto further lines when its entries do not fit on one, centred as Qt
// Charts centres its own. Qt Charts keeps its legend on one line and cuts the names that do not fit
// ("Entra…", "Esper…"), so a narrow chart (the model page at 1024 px) had to hide it. Drawn as a child
// of the chart, inside the top margin its owner leaves for it (height()), so that it is painted with the
// chart into a widget or an image alike.
class WrappedLegend : public QGraphicsItem
{
public:
    struct Entry
    {
        QString name;
        QColor fill;
        QColor border;
    };

    explicit WrappedLegend(QGraphicsItem *parent = nullptr);

    void setEntries(const QVector<Entry> &entries, const QFont &font, const QColor &text);
    QStringList names() const;
    QColor textColour() const { return m_text; }
    // Lays the entries out on lines at most `width` wide.
    void setWidth(qreal width);
    // How many lines the entries take at `width` (0 without entries), and the height of that many.
    int lineCount(qreal width) const;
    qreal height(int lines) const;
    qreal height() const { return height(lineCount(m_width)); }
    // The lines at the width it was last laid out at.
    int lineCount() const { return lineCount(m_width); }
    qreal lineHeight() const;

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    // Each entry's width: its marker, the gap after it, its name.
    qreal entryWidth(const Entry &entry) const;
    qreal markerSize() const;
    qreal spacing() const;
    // The lines an entry takes when it stands alone on its line at `width`: more than one when its name
    // is wider than the line.
    int rows(int entry, qreal width) const;
    // The entries of each line, as [first, last) ranges, at `width`.
    QVector<QPair<int, int>> lines(qreal width) const;

    QVector<Entry> m_entries;
    QFont m_font;
    QColor m_text;
    qreal m_width = 0;
};
