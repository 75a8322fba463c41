#include "HeaderTitle.h"

#include <QHeaderView>
#include <QStyle>
#include <QStyleOptionHeader>

#include <algorithm>

int HeaderTitle::sectionWidth(const QHeaderView *header, int column)
{
    if (!header->model())
        return 0;
    // A header that highlights the selection draws its titles bold (QCommonStyle), wider.
    QFont font = header->font();
    font.setBold(font.bold() || header->highlightSections());
    const QFontMetrics metrics(font);
    int text = 0;
    const QString title = header->model()->headerData(column, header->orientation()).toString();
    for (const QString &line : title.split(QLatin1Char('\n')))
        text = std::max(text, metrics.horizontalAdvance(line));
    // What the style keeps of a section for its title, measured on a wide one: its margins and, sorted,
    // the arrow's room, which depends on the header's height, not on the section's width.
    constexpr int probe = 1000;
    QStyleOptionHeader option;
    option.initFrom(header);
    option.state |= QStyle::State_Horizontal;
    option.rect = QRect(0, 0, probe, header->sizeHint().height());
    if (header->isSortIndicatorShown() && header->sortIndicatorSection() == column)
        option.sortIndicator = QStyleOptionHeader::SortDown;
    return text + probe - header->style()->subElementRect(QStyle::SE_HeaderLabel, &option, header).width();
}
