#include "AdaptiveSplitter.h"

#include <QResizeEvent>
#include <QScrollArea>
#include <QScrollBar>

#include <algorithm>

AdaptiveSplitter::AdaptiveSplitter(QWidget *main, QWidget *side, QWidget *parent)
    : QSplitter(Qt::Horizontal, parent)
{
    addWidget(main);
    addWidget(side);
    setChildrenCollapsible(false);
    resetSizes();
}

void AdaptiveSplitter::setBesideWidth(int width)
{
    m_besideWidth = width;
    arrange();
}

void AdaptiveSplitter::setStackedHeight(int height)
{
    m_stackedHeight = height;
    arrange();
}

void AdaptiveSplitter::setSideHeight(int height)
{
    m_sideHeight = height;
    if (orientation() == Qt::Vertical)
        resetSizes();
}

QSize AdaptiveSplitter::sizeHint() const
{
    return {QSplitter::sizeHint().width(), minimumSizeHint().height()};
}

void AdaptiveSplitter::resizeEvent(QResizeEvent *event)
{
    QSplitter::resizeEvent(event);
    arrange();
}

QSize AdaptiveSplitter::room() const
{
    QSize room = size();
    for (const QWidget *ancestor = parentWidget(); ancestor; ancestor = ancestor->parentWidget()) {
        const auto *area = qobject_cast<const QScrollArea *>(ancestor);
        if (!area || !area->widgetResizable() || !area->widget())
            continue;
        // What the scroll area added to fit its contents' least, and the width its scroll bar took.
        const QSize overflow = (area->widget()->size() - area->viewport()->size()).expandedTo(QSize(0, 0));
        room -= overflow;
        if (area->verticalScrollBar()->isVisible())
            room.rwidth() += area->verticalScrollBar()->width();
        if (area->horizontalScrollBar()->isVisible())
            room.rheight() += area->horizontalScrollBar()->height();
    }
    return room;
}

void AdaptiveSplitter::arrange()
{
    // Only the room the window gives decides, never the contents: a new device or language in the table
    // does not move the panes. Nor the size the splitter's own least makes it take in a window that
    // scrolls (the arrangement changes that least, and would change back).
    const QSize room = this->room();
    const bool stacked = room.width() < m_besideWidth && room.height() >= m_stackedHeight;
    const Qt::Orientation wanted = stacked ? Qt::Vertical : Qt::Horizontal;
    if (wanted == orientation())
        return;
    setOrientation(wanted);
    emit arranged(wanted);
    resetSizes();
}

void AdaptiveSplitter::resetSizes()
{
    // What the window gains goes mostly to the main pane beside, all of it stacked (the side pane's
    // contents are laid out for its height).
    if (orientation() == Qt::Horizontal) {
        setStretchFactor(0, 3);
        setStretchFactor(1, 1);
        setSizes({1200, 320});   // in proportion; the side pane keeps at least its least width
        return;
    }
    setStretchFactor(0, 1);
    setStretchFactor(1, 0);
    setSizes({std::max(height() - m_sideHeight, m_sideHeight), m_sideHeight});
}
