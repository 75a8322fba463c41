#include "SelectionInView.h"

#include <QAbstractItemModel>
#include <QItemSelectionModel>
#include <QTableView>

namespace {

void show(QTableView *table)
{
    const QModelIndex current = table->currentIndex();
    if (!current.isValid() || !table->selectionModel()->isSelected(current)) {
        table->scrollToTop();
        return;
    }
    const QRect rect = table->visualRect(current);
    if (!rect.isValid() || !table->viewport()->rect().contains(rect))
        table->scrollTo(current, QAbstractItemView::PositionAtCenter);
}

} // namespace

void SelectionInView::keep(QTableView *table)
{
    // Queued: the table and its header lay out the new rows when they see the signal, and the row's
    // place is only known after that.
    QAbstractItemModel *model = table->model();
    QObject::connect(model, &QAbstractItemModel::layoutChanged, table, [table] { show(table); }, Qt::QueuedConnection);
    QObject::connect(model, &QAbstractItemModel::modelReset, table, [table] { show(table); }, Qt::QueuedConnection);
}
