#pragma once

class QTableView;

// The widths of the From hardware table's columns. The model's name takes the room left (it is what a
// row is read for, and names run long); each figure keeps its natural width (its widest cell or its
// title). When the name would fall below a readable width, the columns of words (fit, quantization,
// quality) give way in proportion down to a floor, and their text elides ("Partly off…"); their
// colour, the header's tooltip and the cell's say it whole. The window never has to grow for the table, at 1024 px or at 1.5× scaling.
class RunsOnColumns
{
public:
    // Sets the header's resize modes (once, when the table is made).
    static void prepare(QTableView *table);
    // Fits the columns to the viewport's width (on every resize and new contents).
    static void fit(QTableView *table);
    // The readable widths, in average character widths of the table's font.
    static constexpr int nameMinimumChars = 28;
    static constexpr int figureFloorChars = 6;
    static constexpr int figureCapChars = 16;
};
