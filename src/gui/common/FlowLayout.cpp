#include "FlowLayout.h"

#include <QStyle>
#include <QWidget>

#include <algorithm>

FlowLayout::FlowLayout(QWidget *parent, int horizontalSpacing, int verticalSpacing)
    : QLayout(parent)
    , m_horizontal(horizontalSpacing)
    , m_vertical(verticalSpacing)
{
}

FlowLayout::~FlowLayout()
{
    while (QLayoutItem *item = takeAt(0))
        delete item;
}

void FlowLayout::addItem(QLayoutItem *item)
{
    m_items.append(item);
}

int FlowLayout::count() const
{
    return int(m_items.size());
}

QLayoutItem *FlowLayout::itemAt(int index) const
{
    return m_items.value(index);
}

QLayoutItem *FlowLayout::takeAt(int index)
{
    return index >= 0 && index < m_items.size() ? m_items.takeAt(index) : nullptr;
}

Qt::Orientations FlowLayout::expandingDirections() const
{
    return Qt::Horizontal;
}

bool FlowLayout::hasHeightForWidth() const
{
    return true;
}

int FlowLayout::heightForWidth(int width) const
{
    return arrange(QRect(0, 0, width, 0), false);
}

void FlowLayout::setGeometry(const QRect &rect)
{
    QLayout::setGeometry(rect);
    arrange(rect, true);
}

QSize FlowLayout::sizeHint() const
{
    // All on one line, as wide as the window allows.
    QSize size;
    for (const QLayoutItem *item : m_items) {
        if (item->isEmpty())
            continue;
        const QSize hint = item->sizeHint();
        size.setWidth(size.width() + (size.width() > 0 ? horizontalSpacing() : 0) + hint.width());
        size.setHeight(std::max(size.height(), hint.height()));
    }
    const QMargins m = contentsMargins();
    return size + QSize(m.left() + m.right(), m.top() + m.bottom());
}

QSize FlowLayout::minimumSize() const
{
    // As narrow as the widest item: everything else can wrap.
    QSize size;
    for (const QLayoutItem *item : m_items) {
        if (!item->isEmpty())
            size = size.expandedTo(item->minimumSize());
    }
    const QMargins m = contentsMargins();
    return size + QSize(m.left() + m.right(), m.top() + m.bottom());
}

int FlowLayout::horizontalSpacing() const
{
    return m_horizontal >= 0 ? m_horizontal : spacing(QStyle::PM_LayoutHorizontalSpacing);
}

int FlowLayout::verticalSpacing() const
{
    return m_vertical >= 0 ? m_vertical : spacing(QStyle::PM_LayoutVerticalSpacing);
}

int FlowLayout::spacing(QStyle::PixelMetric metric) const
{
    if (const QWidget *parent = parentWidget())
        return parent->style()->pixelMetric(metric, nullptr, parent);
    return 6;
}

int FlowLayout::arrange(const QRect &rect, bool apply) const
{
    const QMargins m = contentsMargins();
    const QRect area = rect.marginsRemoved(m);
    const int gap = horizontalSpacing();
    // Split into lines first, so that the room left on each line can go to the items that may grow.
    QVector<QVector<QLayoutItem *>> lines(1);
    int used = 0;
    for (QLayoutItem *item : m_items) {
        if (item->isEmpty())
            continue;
        const int width = std::min(item->sizeHint().width(), area.width());
        if (!lines.constLast().isEmpty() && used + gap + width > area.width()) {
            lines.append(QVector<QLayoutItem *>());
            used = 0;
        }
        used += (lines.constLast().isEmpty() ? 0 : gap) + width;
        lines.last().append(item);
    }
    int y = area.y();
    m_lines = 0;
    for (const QVector<QLayoutItem *> &line : std::as_const(lines)) {
        if (line.isEmpty())
            continue;
        ++m_lines;
        int natural = 0, height = 0, growing = 0;
        for (QLayoutItem *item : line) {
            natural += std::min(item->sizeHint().width(), area.width());
            height = std::max(height, item->sizeHint().height());
            growing += item->expandingDirections() & Qt::Horizontal ? 1 : 0;
        }
        natural += gap * int(line.size() - 1);
        const int extra = std::max(0, area.width() - natural);
        int x = area.x();
        int share = growing > 0 ? extra / growing : 0;
        for (QLayoutItem *item : line) {
            int width = std::min(item->sizeHint().width(), area.width());
            if (item->expandingDirections() & Qt::Horizontal)
                width = std::min(width + share, item->maximumSize().width());
            if (apply)
                item->setGeometry(QRect(x, y + (height - item->sizeHint().height()) / 2, width, item->sizeHint().height()));
            x += width + gap;
        }
        y += height + verticalSpacing();
    }
    return y - verticalSpacing() - area.y() + m.top() + m.bottom();
}
