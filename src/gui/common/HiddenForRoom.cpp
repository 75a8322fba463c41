#include "HiddenForRoom.h"

#include <QHeaderView>
#include <QList>
#include <QVariant>

namespace {

// A dynamic property of the header: the logical columns it hides for room.
constexpr char marksProperty[] = "atlasHiddenForRoom";

QList<int> marks(const QHeaderView *header)
{
    return header->property(marksProperty).value<QList<int>>();
}

} // namespace

void HiddenForRoom::setHidden(QHeaderView *header, int logical, bool hidden)
{
    QList<int> marked = marks(header);
    marked.removeAll(logical);
    if (hidden)
        marked.append(logical);
    header->setProperty(marksProperty, QVariant::fromValue(marked));
    header->setSectionHidden(logical, hidden);
}

bool HiddenForRoom::isHidden(const QHeaderView *header, int logical)
{
    return header->isSectionHidden(logical) && marks(header).contains(logical);
}
