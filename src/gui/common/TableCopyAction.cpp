#include "TableCopyAction.h"

#include "TableCopy.h"

#include <QApplication>
#include <QItemSelectionModel>
#include <QTableView>

TableCopyAction::TableCopyAction(QWidget *window)
    : QAction(window)
{
    setObjectName(QStringLiteral("copyAction"));
    setShortcut(QKeySequence::Copy);
    // Shown in the menu, never taken from the keyboard: each table answers Ctrl+C itself (TableCopy),
    // and every other widget keeps its own Ctrl+C (the model page's selected text, a field's), which
    // a window-wide shortcut would take from those that do not claim the key first.
    setShortcutContext(Qt::WidgetShortcut);
    for (QTableView *table : window->findChildren<QTableView *>()) {
        if (!TableCopy::isInstalled(table))
            continue;
        m_tables.append(table);
        connect(table->selectionModel(), &QItemSelectionModel::selectionChanged, this, &TableCopyAction::updateEnabled);
        // A tab change shows one table and hides the other.
        table->installEventFilter(this);
    }
    connect(qApp, &QApplication::focusChanged, this, &TableCopyAction::updateEnabled);
    connect(this, &QAction::triggered, this, [this]() {
        if (QTableView *table = target())
            TableCopy::copy(table);
    });
    updateEnabled();
}

QTableView *TableCopyAction::target() const
{
    QTableView *shown = nullptr;
    for (const QPointer<QTableView> &table : m_tables) {
        if (!table)
            continue;
        if (table->hasFocus())
            return table;
        if (!shown && table->isVisible())
            shown = table;
    }
    return shown;
}

void TableCopyAction::updateEnabled()
{
    const QTableView *table = target();
    setEnabled(table && table->selectionModel() && table->selectionModel()->hasSelection());
}

bool TableCopyAction::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::Show || event->type() == QEvent::Hide)
        updateEnabled();
    return QAction::eventFilter(watched, event);
}
