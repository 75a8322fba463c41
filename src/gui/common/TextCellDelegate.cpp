#include "TextCellDelegate.h"

#include <QApplication>
#include <QPainter>
#include <QStyle>

TextCellDelegate::TextCellDelegate(QObject *parent)
    : QStyledItemDelegate(parent)
{
}

const QStaticText &TextCellDelegate::laidOut(const QString &text, const QFont &font, int width) const
{
    if (font != m_font || m_cache.size() > MaxCached) {
        m_cache.clear();
        m_font = font;
    }
    const Key key{text, width};
    auto it = m_cache.find(key);
    if (it == m_cache.end()) {
        QStaticText line(QFontMetrics(font).elidedText(text, Qt::ElideRight, width));
        line.setTextFormat(Qt::PlainText);
        line.setPerformanceHint(QStaticText::AggressiveCaching);
        line.prepare(QTransform(), font);
        it = m_cache.insert(key, line);
    }
    return *it;
}

QRect TextCellDelegate::textArea(const QStyleOptionViewItem &option)
{
    // Where the style puts the text: inside the cell by the focus frame's margin and one pixel.
    const QWidget *widget = option.widget;
    QStyle *style = widget ? widget->style() : QApplication::style();
    const int margin = style->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, widget) + 1;
    return option.rect.adjusted(margin, 0, -margin, 0);
}

QColor TextCellDelegate::textColour(const QStyleOptionViewItem &option)
{
    const QPalette::ColorGroup group = !(option.state & QStyle::State_Enabled) ? QPalette::Disabled
        : (option.state & QStyle::State_Active) ? QPalette::Normal : QPalette::Inactive;
    // initStyleOption() has put a foreground the model gives (ForegroundRole) into the palette.
    return option.palette.color(group, (option.state & QStyle::State_Selected) ? QPalette::HighlightedText
                                                                               : QPalette::Text);
}

QString TextCellDelegate::drawCell(QPainter *painter, QStyleOptionViewItem &option)
{
    const QString text = option.text;
    const QWidget *widget = option.widget;
    QStyle *style = widget ? widget->style() : QApplication::style();
    // The cell without its text: background, selection and focus, in the style's own way.
    option.text.clear();
    style->drawControl(QStyle::CE_ItemViewItem, &option, painter, widget);
    return text;
}

void TextCellDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    const QString text = drawCell(painter, opt);
    if (text.isEmpty())
        return;
    const QRect area = textArea(opt);
    if (area.width() <= 0)
        return;
    const QStaticText &line = laidOut(text, opt.font, area.width());
    const QSizeF size = line.size();
    const QRect placed = QStyle::alignedRect(opt.direction, opt.displayAlignment, size.toSize(), area);
    painter->save();
    painter->setFont(opt.font);
    painter->setPen(textColour(opt));
    painter->setClipRect(area);
    painter->drawStaticText(placed.topLeft(), line);
    painter->restore();
}
