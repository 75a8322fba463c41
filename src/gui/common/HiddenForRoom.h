// gui/common: the columns a table hides for lack of room, told apart from those the user hid.
#pragma once

class QHeaderView;

// A table that hides columns because the window is too narrow for them (From hardware drops the first
// token, then the quality, then the parameters) hides them through here; a column the user hid (the
// Catalogue's column chooser) is hidden as usual. What reads the table's figures rather than its pixels
// (TableCopy) keeps the first kind and leaves out the second, so that a copy does not depend on the
// window's width or on the rows scrolled into view. The mark lives on the header, so any table can use it
// without the reader knowing which table it is.
class HiddenForRoom
{
public:
    // Hides or shows the column; while hidden through here it counts as hidden for room. A table that
    // hides a column for room shows it again through here too, so that no stale mark is left.
    static void setHidden(QHeaderView *header, int logical, bool hidden);
    // True when the column is hidden, and for lack of room.
    static bool isHidden(const QHeaderView *header, int logical);
};
