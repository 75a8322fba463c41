#include "HeaderTitle.h"

#include <QHeaderView>
#include <QStyle>
#include <QStyleOptionHeader>

#include <algorithm>
#include <cmath>

int HeaderTitle::sectionWidth(const QHeaderView *header, int column)
{
    if (!header->model())
        return 0;
    // A header that highlights the selection draws its titles bold (QCommonStyle), wider.
    QFont font = header->font();
    font.setBold(font.bold() || header->highlightSections());
    // In fractions of a pixel, rounded up: the style elides a title 58.3 px wide in a 58 px room.
    const QFontMetricsF metrics(font);
    qreal text = 0;
    const QString title = header->model()->headerData(column, header->orientation()).toString();
    for (const QString &line : title.split(QLatin1Char('\n')))
        text = std::max(text, metrics.horizontalAdvance(line));
    return int(std::ceil(text)) + frameWidth(header, column);
}

int HeaderTitle::frameWidth(const QHeaderView *header, int column)
{
    // Measured on a wide section: the margins and, sorted, the arrow's room depend on the header's
    // height, not on the section's width.
    constexpr int probe = 1000;
    QStyleOptionHeader option;
    option.initFrom(header);
    option.state |= QStyle::State_Horizontal;
    option.rect = QRect(0, 0, probe, header->sizeHint().height());
    if (header->isSortIndicatorShown() && header->sortIndicatorSection() == column)
        option.sortIndicator = QStyleOptionHeader::SortDown;
    return probe - header->style()->subElementRect(QStyle::SE_HeaderLabel, &option, header).width();
}
