#pragma once

class QTableView;

// The widths of the From hardware table's columns. Every cell's text fits whole first; then the model's
// name widens to its longest in view (names run long, and a row is read for its name); then the titles
// wider than their cells get their width, else they elide and their tooltip says them whole. When the
// name would fall below a readable width, the columns of words (fit, quantization, quality) give way in
// proportion down to a floor and their text elides ("Partly off…"); their colour, the header's tooltip
// and the cell's say it whole. The window never has to grow for the table, at 1024 px or at 1.5× scaling.
class RunsOnColumns
{
public:
    // Sets the header's resize modes (once, when the table is made).
    static void prepare(QTableView *table);
    // Fits the columns to the viewport's width (on every resize and new contents).
    static void fit(QTableView *table);
    // The readable widths, in average character widths of the table's font.
    static constexpr int nameMinimumChars = 28;
    // Up to this, the name's widest cell in view comes before the titles wider than their cells.
    static constexpr int nameWantedChars = 40;
    static constexpr int figureFloorChars = 6;
    static constexpr int figureCapChars = 16;
    // The words ("Experts in system RAM", "In parte nella RAM di sistema (lento)") whole when there is room.
    static constexpr int wordsCapChars = 40;
};
