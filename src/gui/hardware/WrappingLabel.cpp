#include "WrappingLabel.h"

#include <QEvent>

WrappingLabel::WrappingLabel(QWidget *parent)
    : QLabel(parent)
{
    setWordWrap(true);
}

WrappingLabel::Key WrappingLabel::key() const
{
    return {text(), textFormat(), wordWrap(), int(alignment()), margin(), indent()};
}

int WrappingLabel::heightForWidth(int width) const
{
    // The settings themselves are compared, not a flag set by setText() (which is not virtual): any
    // way the text changes is seen.
    Key now = key();
    if (width != m_width || m_width < 0 || !(now == m_key)) {
        m_height = QLabel::heightForWidth(width);
        m_width = width;
        m_key = std::move(now);
    }
    return m_height;
}

void WrappingLabel::changeEvent(QEvent *event)
{
    // What changes the layout of the same text at the same width.
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange
        || event->type() == QEvent::ContentsRectChange || event->type() == QEvent::LayoutDirectionChange)
        m_width = -1;
    QLabel::changeEvent(event);
}
