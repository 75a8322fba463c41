#pragma once

#include <QHeaderView>
#include <QStringList>
#include <QStyle>
#include <QStyleOptionHeader>

// The titles of a horizontal header that do not show whole as it stands: each line of a title, in
// the font it is drawn in (bold where the header highlights the selection), against the room the
// style gives it in its section (less the margins and, sorted, the arrow), and the lines against the
// header's height. Each as "“title” 82 px in 70 px".
namespace HeaderTitles {

inline QStringList cut(const QHeaderView *header)
{
    QStringList cut;
    QFont font = header->font();
    font.setBold(font.bold() || header->highlightSections());
    // In fractions of a pixel, as the style elides: a title 58.4 px wide does not fit 58 px.
    const QFontMetricsF metrics(font);
    for (int column = 0; column < header->count(); ++column) {
        if (header->isSectionHidden(column))
            continue;
        QStyleOptionHeader option;
        option.initFrom(header);
        option.state |= QStyle::State_Horizontal;
        option.rect = QRect(0, 0, header->sectionSize(column), header->height());
        if (header->isSortIndicatorShown() && header->sortIndicatorSection() == column)
            option.sortIndicator = header->sortIndicatorOrder() == Qt::AscendingOrder ? QStyleOptionHeader::SortUp
                                                                                       : QStyleOptionHeader::SortDown;
        const QRect room = header->style()->subElementRect(QStyle::SE_HeaderLabel, &option, header);
        const QString title = header->model()->headerData(column, Qt::Horizontal).toString();
        const QStringList lines = title.split(QLatin1Char('\n'));
        for (const QString &line : lines) {
            if (metrics.horizontalAdvance(line) > room.width())
                cut.append(QStringLiteral("“%1” %2 px in %3 px").arg(line).arg(metrics.horizontalAdvance(line)).arg(room.width()));
        }
        if (metrics.height() * lines.size() > room.height() + metrics.leading())
            cut.append(QStringLiteral("“%1” %2 lines in %3 px").arg(title).arg(lines.size()).arg(room.height()));
    }
    return cut;
}

} // namespace HeaderTitles
