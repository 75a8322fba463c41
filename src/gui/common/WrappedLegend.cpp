#include "WrappedLegend.h"

#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <cmath>

WrappedLegend::WrappedLegend(QGraphicsItem *parent)
    : QGraphicsItem(parent)
{
}

void WrappedLegend::setEntries(const QVector<Entry> &entries, const QFont &font, const QColor &text)
{
    prepareGeometryChange();
    m_entries = entries;
    m_font = font;
    m_text = text;
    update();
}

QStringList WrappedLegend::names() const
{
    QStringList names;
    for (const Entry &entry : m_entries)
        names.append(entry.name);
    return names;
}

void WrappedLegend::setWidth(qreal width)
{
    prepareGeometryChange();
    m_width = width;
    update();
}

qreal WrappedLegend::markerSize() const
{
    return std::round(QFontMetricsF(m_font).height() * 0.7);
}

qreal WrappedLegend::spacing() const
{
    return QFontMetricsF(m_font).height();
}

qreal WrappedLegend::lineHeight() const
{
    return std::ceil(QFontMetricsF(m_font).height() * 1.3);
}

qreal WrappedLegend::entryWidth(const Entry &entry) const
{
    return markerSize() + 0.4 * spacing() + QFontMetricsF(m_font).horizontalAdvance(entry.name);
}

QVector<QPair<int, int>> WrappedLegend::lines(qreal width) const
{
    QVector<QPair<int, int>> result;
    int first = 0;
    qreal used = 0;
    for (int i = 0; i < m_entries.size(); ++i) {
        const qreal needed = entryWidth(m_entries.at(i)) + (i > first ? spacing() : 0);
        // A new line when this entry does not fit after the others; an entry wider than the whole line
        // stands alone on its own, its name on as many lines as it needs (rows).
        if (i > first && used + needed > width) {
            result.append({first, i});
            first = i;
            used = entryWidth(m_entries.at(i));
        } else {
            used += needed;
        }
    }
    if (first < m_entries.size())
        result.append({first, int(m_entries.size())});
    return result;
}

int WrappedLegend::rows(int entry, qreal width) const
{
    // Wrapped between words in the room after its marker ("In parte nella RAM / di sistema" in a side
    // pane 230 px wide), where Qt Charts would cut it.
    const qreal room = width - markerSize() - 0.4 * spacing();
    if (entryWidth(m_entries.at(entry)) <= width || room <= 0)
        return 1;
    const QFontMetricsF metrics(m_font);
    const QRectF wrapped = metrics.boundingRect(QRectF(0, 0, room, 1e6), Qt::TextWordWrap, m_entries.at(entry).name);
    return std::max(1, int(std::lround(wrapped.height() / metrics.lineSpacing())));
}

int WrappedLegend::lineCount(qreal width) const
{
    int count = 0;
    for (const auto &[first, last] : lines(width))
        count += last - first == 1 ? rows(first, width) : 1;
    return count;
}

qreal WrappedLegend::height(int lines) const
{
    return lines * lineHeight();
}

QRectF WrappedLegend::boundingRect() const
{
    return QRectF(0, 0, m_width, height());
}

void WrappedLegend::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    const QFontMetricsF metrics(m_font);
    painter->save();
    painter->setFont(m_font);
    const qreal marker = markerSize();
    qreal y = 0;
    for (const auto &[first, last] : lines(m_width)) {
        qreal lineWidth = -spacing();
        for (int i = first; i < last; ++i)
            lineWidth += spacing() + entryWidth(m_entries.at(i));
        qreal x = std::max(0.0, (m_width - lineWidth) / 2);
        const int rowCount = last - first == 1 ? rows(first, m_width) : 1;
        for (int i = first; i < last; ++i) {
            const Entry &entry = m_entries.at(i);
            const QRectF box(x, y + (lineHeight() - marker) / 2, marker, marker);
            painter->setPen(QPen(entry.border, 1));
            painter->setBrush(entry.fill);
            painter->drawRect(box.adjusted(0.5, 0.5, -0.5, -0.5));
            x += marker + 0.4 * spacing();
            const qreal room = m_width - x;
            painter->setPen(m_text);
            if (rowCount > 1) {   // the marker beside the first line, the name wrapped under it
                const qreal top = y + (lineHeight() - metrics.height()) / 2;
                painter->drawText(QRectF(x, top, room, rowCount * lineHeight()), Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap,
                                  entry.name);
            } else {
                const QString name = metrics.horizontalAdvance(entry.name) > room
                    ? metrics.elidedText(entry.name, Qt::ElideRight, room) : entry.name;
                painter->drawText(QRectF(x, y, std::max(0.0, room), lineHeight()), Qt::AlignLeft | Qt::AlignVCenter, name);
            }
            x += metrics.horizontalAdvance(entry.name) + spacing();
        }
        y += rowCount * lineHeight();
    }
    painter->restore();
}
