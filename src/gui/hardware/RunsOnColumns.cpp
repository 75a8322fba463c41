#include "RunsOnColumns.h"

#include "RunsOnModel.h"

#include <QHeaderView>
#include <QScrollBar>
#include <QTableView>

#include <algorithm>
#include <numeric>
#include <vector>

void RunsOnColumns::prepare(QTableView *table)
{
    QHeaderView *header = table->horizontalHeader();
    header->setStretchLastSection(false);
    header->setMinimumSectionSize(table->fontMetrics().averageCharWidth() * figureFloorChars);
    header->setSectionResizeMode(QHeaderView::Interactive);
    header->setSectionResizeMode(RunsOnModel::ModelColumn, QHeaderView::Stretch);
    header->setTextElideMode(Qt::ElideRight);
}

void RunsOnColumns::fit(QTableView *table)
{
    QHeaderView *header = table->horizontalHeader();
    const int columns = header->count();
    if (columns == 0)
        return;
    const int charWidth = table->fontMetrics().averageCharWidth();
    const int floor = charWidth * figureFloorChars;
    const int cap = charWidth * figureCapChars;
    // The natural width of each figure: its widest cell (Qt measures the rows in view) or its title,
    // whichever is wider, within the cap.
    std::vector<int> natural(size_t(columns), 0);
    for (int c = 0; c < columns; ++c) {
        if (c == RunsOnModel::ModelColumn)
            continue;
        table->resizeColumnToContents(c);   // the wider of its cells and its title
        const int wanted = header->sectionSize(c);
        natural[size_t(c)] = std::clamp(wanted, floor, cap);
    }
    const int available = table->viewport()->width();
    const int figures = std::accumulate(natural.begin(), natural.end(), 0);
    const int nameMinimum = charWidth * nameMinimumChars;
    double scale = 1.0;
    if (available - figures < nameMinimum && figures > 0)
        scale = std::max(0.0, double(available - nameMinimum) / figures);
    for (int c = 0; c < columns; ++c) {
        if (c == RunsOnModel::ModelColumn)
            continue;
        header->resizeSection(c, std::max(floor, int(natural[size_t(c)] * scale)));
    }
}
