#include "RunsOnColumns.h"

#include "RunsOnModel.h"
#include "common/HeaderTitle.h"
#include "common/HiddenForRoom.h"

#include <QFontMetrics>
#include <QHeaderView>
#include <QStyle>
#include <QStyleOptionHeader>
#include <QTableView>

#include <algorithm>
#include <numeric>
#include <vector>

namespace {

// Titles elided to their section ("Paramet…") rather than cut at both ends, line by line (a title
// may take two lines, "Memory" over its unit); RunsOnColumns::fit gives every shown title its width,
// so this happens only when the user narrows a column by hand. The tooltip says the title whole.
class ElidingHeader : public QHeaderView
{
public:
    using QHeaderView::QHeaderView;

protected:
    void initStyleOptionForIndex(QStyleOptionHeader *option, int logicalIndex) const override
    {
        QHeaderView::initStyleOptionForIndex(option, logicalIndex);
        const int room = std::max(0, sectionSize(logicalIndex) - HeaderTitle::frameWidth(this, logicalIndex));
        QStringList lines = option->text.split(QLatin1Char('\n'));
        for (QString &line : lines)
            line = option->fontMetrics.elidedText(line, Qt::ElideRight, room);
        option->text = lines.join(QLatin1Char('\n'));
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
    // The sorted column's title makes room for the arrow beside it.
    QObject::connect(header, &QHeaderView::sortIndicatorChanged, table, [table]() { fit(table); });
}


void RunsOnColumns::fit(QTableView *table)
{
    QHeaderView *header = table->horizontalHeader();
    const int columns = header->count();
    if (columns == 0 || !table->model())
        return;
    const int charWidth = table->fontMetrics().averageCharWidth();
    const int floor = charWidth * figureFloorChars;
    const int wordsCap = charWidth * wordsCapChars;
    // Room is given in this order: every column's title and cells, whole (figures are never cut:
    // "44.5 / 24", "14–23 (19)", "Q4_K_M"; the titles are short, some on two lines, so that they ask
    // little more than their cells). When they do not fit beside a readable name, columns go, the least
    // needed first, rather than leave several cut to "Bu…": the first token, the quality (the
    // quantization beside it says as much), the parameters (most names say them); the selected row's
    // arithmetic still gives all three. Only then does the fit give way, down to its title's width; its
    // colour and tooltip still say it. The name takes what is left.
    // The columns of words read whole up to wordsCap.
    const auto isWords = [](int c) {
        return c == RunsOnModel::FitColumn || c == RunsOnModel::QuantColumn || c == RunsOnModel::QualityColumn;
    };
    std::vector<int> cells(size_t(columns), 0), titles(size_t(columns), 0);
    for (int c = 0; c < columns; ++c) {
        if (c == RunsOnModel::ModelColumn)
            continue;
        const int content = std::max(floor, cellsWidth(table, c));
        titles[size_t(c)] = HeaderTitle::sectionWidth(header, c);
        cells[size_t(c)] = std::max(titles[size_t(c)], isWords(c) ? std::min(content, wordsCap) : content);
    }
    const int nameMinimum = charWidth * nameMinimumChars;
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
    if (sum(cells) > room && RunsOnModel::FitColumn < columns) {
        const int fitFloor = std::max(floor, titles[RunsOnModel::FitColumn]);
        cells[RunsOnModel::FitColumn] = std::max(fitFloor, cells[RunsOnModel::FitColumn] - (sum(cells) - room));
    }
    for (int c = 0; c < columns; ++c) {
        if (c == RunsOnModel::ModelColumn)
            continue;
        // Marked as hidden for room: a copy of the rows still carries these columns' figures.
        HiddenForRoom::setHidden(header, c, !shown[size_t(c)]);
        if (shown[size_t(c)])
            header->resizeSection(c, cells[size_t(c)]);
    }
}
