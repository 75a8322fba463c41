#include "DownToTable.h"

#include <QHeaderView>
#include <QKeyEvent>
#include <QLineEdit>
#include <QTableView>

DownToTable::DownToTable(QLineEdit *search, QTableView *table, std::function<void()> settle)
    : QObject(search)
    , m_search(search)
    , m_table(table)
    , m_settle(std::move(settle))
{
}

void DownToTable::link(QLineEdit *search, QTableView *table, std::function<void()> settle)
{
    search->installEventFilter(new DownToTable(search, table, std::move(settle)));
}

bool DownToTable::eventFilter(QObject *watched, QEvent *event)
{
    if (watched != m_search || event->type() != QEvent::KeyPress)
        return QObject::eventFilter(watched, event);
    const auto *key = static_cast<QKeyEvent *>(event);
    const bool plainDown = key->key() == Qt::Key_Down
                           && (key->modifiers() & ~Qt::KeypadModifier) == Qt::NoModifier;
    if (plainDown && m_settle)
        m_settle();
    QAbstractItemModel *model = m_table->model();
    // Nothing to go to (no result, or the table hidden behind "no model matches"): the key does nothing new.
    if (!plainDown || !model || model->rowCount() == 0 || !m_table->isVisible())
        return QObject::eventFilter(watched, event);
    // The first column shown, so the focus frame sits where the eye starts reading the row.
    const QHeaderView *header = m_table->horizontalHeader();
    int column = 0;
    for (int visual = 0; visual < header->count(); ++visual) {
        if (!header->isSectionHidden(header->logicalIndex(visual))) {
            column = header->logicalIndex(visual);
            break;
        }
    }
    m_table->setFocus(Qt::TabFocusReason);
    const QModelIndex first = model->index(0, column);
    m_table->selectionModel()->setCurrentIndex(
        first, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    m_table->scrollTo(first);
    return true;
}
