#pragma once

#include "RunsOnModel.h"

class QTableView;

// The widths of the From hardware table's columns. Every column's title and the cells in view fit whole
// first (the titles are short, two of them on two lines, and their tooltips say them in full); the name
// takes the rest. When the name would fall below a readable width, the least needed columns go
// (dropOrder), and only then does the fit give way down to its title's width, its text elided
// ("Partly off…"); its colour, the header's tooltip and the cell's say it whole. The quantization
// ("Q4_K_M"), the figures and the titles are never cut. The window never has to grow for the table,
// at 800 or 1024 px or at 1.5× scaling.
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
    // The words ("Experts in system RAM", "In parte nella RAM di sistema (lento)") whole when there is room.
    static constexpr int wordsCapChars = 40;
    // The columns hidden, in this order, while the cells in view do not fit whole (marked HiddenForRoom:
    // copied rows keep them).
    static constexpr RunsOnModel::Column dropOrder[] = {RunsOnModel::FirstTokenColumn, RunsOnModel::QualityColumn,
                                                        RunsOnModel::ParametersColumn};
};
