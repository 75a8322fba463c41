#pragma once

class QHeaderView;

// How wide a horizontal header's section must be for its title to show whole, as the style draws it:
// each line of a title on two lines ("Memory\n(GB)"), the style's margins and, for the sorted column,
// the room its arrow takes (in Fusion half the header's height, so more under a two-line title). The
// tables size their columns from it, so that no title is elided at 1024 px, at 1.5× or in Italian.
class HeaderTitle
{
public:
    static int sectionWidth(const QHeaderView *header, int column);
    // What the style keeps of the section for anything but the title's text: margins, the arrow.
    static int frameWidth(const QHeaderView *header, int column);
};
