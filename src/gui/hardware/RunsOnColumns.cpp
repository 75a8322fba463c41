#include "RunsOnColumns.h"

#include "RunsOnModel.h"

#include <QFontMetrics>
#include <QHeaderView>
#include <QStyle>
#include <QStyleOptionHeader>
#include <QTableView>

#include <algorithm>
#include <numeric>
#include <vector>

namespace {

// Titles elided to their section ("Paramet…") rather than cut at both ends; the tooltip says them whole.
class ElidingHeader : public QHeaderView
{
public:
    using QHeaderView::QHeaderView;

protected:
    void initStyleOptionForIndex(QStyleOptionHeader *option, int logicalIndex) const override
    {
        QHeaderView::initStyleOptionForIndex(option, logicalIndex);
        int room = sectionSize(logicalIndex) - 2 * style()->pixelMetric(QStyle::PM_HeaderMargin, option, this);
        if (isSortIndicatorShown() && sortIndicatorSection() == logicalIndex)
            room -= style()->pixelMetric(QStyle::PM_HeaderMarkSize, option, this)
                + style()->pixelMetric(QStyle::PM_HeaderMargin, option, this);
        option->text = option->fontMetrics.elidedText(option->text, Qt::ElideRight, std::max(0, room));
    }
};

// The widest text among the rows in view (and a screenful below), with the cell's margins.
int cellsWidth(const QTableView *table, int column)
{
    const QAbstractItemModel *model = table->model();
    const QFontMetrics metrics = table->fontMetrics();
    const int first = std::max(0, table->rowAt(0));
    const int last = std::min(model->rowCount(), first + 60);
    int widest = 0;
    for (int r = first; r < last; ++r)
        widest = std::max(widest, metrics.horizontalAdvance(model->index(r, column).data().toString()));
    return widest + 2 * metrics.averageCharWidth();
}

} // namespace

void RunsOnColumns::prepare(QTableView *table)
{
    auto *header = new ElidingHeader(Qt::Horizontal, table);
    header->setSectionsClickable(true);
    table->setHorizontalHeader(header);
    header->setStretchLastSection(false);
    header->setMinimumSectionSize(table->fontMetrics().averageCharWidth() * figureFloorChars);
    header->setSectionResizeMode(QHeaderView::Interactive);
    header->setSectionResizeMode(RunsOnModel::ModelColumn, QHeaderView::Stretch);
    header->setTextElideMode(Qt::ElideRight);
    // A highlighted title is drawn bold, wider than the width it was elided to: it would be cut.
    header->setHighlightSections(false);
}

void RunsOnColumns::fit(QTableView *table)
{
    QHeaderView *header = table->horizontalHeader();
    const int columns = header->count();
    if (columns == 0 || !table->model())
        return;
    const int charWidth = table->fontMetrics().averageCharWidth();
    const int floor = charWidth * figureFloorChars;
    const int cap = charWidth * figureCapChars;
    const int wordsCap = charWidth * wordsCapChars;
    // Room is given in this order: every column's cells, whole (figures are never cut: "44.5 / 24",
    // "14–23 (19)", "Q4_K_M"); then the name up to its widest cell in view; then the titles wider than
    // their cells ("Best quantization"), which otherwise elide (the tooltip says them whole). When even
    // the cells do not fit, columns go, the least needed first, rather than leave several cut to "Bu…":
    // the first token, the quality (the quantization beside it says as much), the parameters (most names
    // say them); the selected row's arithmetic still gives all three. Only then does the fit give way
    // down to the floor; its colour and tooltip still say it. The name takes what is left.
    // The columns of words may widen up to wordsCap to read whole when there is room.
    const auto isWords = [](int c) {
        return c == RunsOnModel::FitColumn || c == RunsOnModel::QuantColumn || c == RunsOnModel::QualityColumn;
    };
    std::vector<int> cells(size_t(columns), 0), wanted(size_t(columns), 0);
    for (int c = 0; c < columns; ++c) {
        if (c == RunsOnModel::ModelColumn)
            continue;
        const int content = std::max(floor, cellsWidth(table, c));
        const int title = header->sectionSizeHint(c);
        wanted[size_t(c)] = std::min(std::max(content, title), isWords(c) ? wordsCap : std::max(cap, content));
        cells[size_t(c)] = std::min(content, wanted[size_t(c)]);
    }
    const int nameMinimum = charWidth * nameMinimumChars;
    const int nameExtra = std::clamp(cellsWidth(table, RunsOnModel::ModelColumn), nameMinimum, charWidth * nameWantedChars) - nameMinimum;
    const int room = table->viewport()->width() - nameMinimum;
    std::vector<bool> shown(size_t(columns), true);
    const auto sum = [&](const std::vector<int> &widths) {
        int total = 0;
        for (int c = 0; c < columns; ++c)
            total += c != RunsOnModel::ModelColumn && shown[size_t(c)] ? widths[size_t(c)] : 0;
        return total;
    };
    for (const int c : dropOrder) {
        if (sum(cells) <= room)
            break;
        if (c < columns)
            shown[size_t(c)] = false;
    }
    // t: how much of the titles' extra width they get.
    double t = 1.0;
    std::vector<int> kept = cells;
    if (sum(cells) > room) {
        t = 0.0;
        if (RunsOnModel::FitColumn < columns)
            kept[RunsOnModel::FitColumn] = std::max(floor, kept[RunsOnModel::FitColumn] - (sum(cells) - room));
    } else if (sum(wanted) > sum(cells)) {
        t = std::clamp(double(room - sum(cells) - nameExtra) / (sum(wanted) - sum(cells)), 0.0, 1.0);
    }
    for (int c = 0; c < columns; ++c) {
        if (c == RunsOnModel::ModelColumn)
            continue;
        header->setSectionHidden(c, !shown[size_t(c)]);
        if (shown[size_t(c)])
            header->resizeSection(c, std::max(floor, kept[size_t(c)] + int((wanted[size_t(c)] - cells[size_t(c)]) * t)));
    }
}
