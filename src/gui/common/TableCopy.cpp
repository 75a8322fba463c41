#include "TableCopy.h"

#include "HiddenForRoom.h"

#include <QClipboard>
#include <QGuiApplication>
#include <QHeaderView>
#include <QKeyEvent>
#include <QStyledItemDelegate>
#include <QTableView>

#include <set>

namespace {

// A tab or a line break inside a cell would split it into two cells or two rows once pasted.
QString oneCell(QString text)
{
    for (QChar &c : text) {
        if (c == QLatin1Char('\t') || c == QLatin1Char('\n') || c == QLatin1Char('\r') || c == QChar::LineSeparator
            || c == QChar::ParagraphSeparator)
            c = QLatin1Char(' ');
    }
    return text.simplified();
}

} // namespace

TableCopy::TableCopy(QTableView *table)
    : QObject(table)
    , m_table(table)
{
    setObjectName(QStringLiteral("tableCopy"));
}

void TableCopy::install(QTableView *table)
{
    if (!isInstalled(table))
        table->installEventFilter(new TableCopy(table));
}

bool TableCopy::isInstalled(const QTableView *table)
{
    return table->findChild<TableCopy *>(QString(), Qt::FindDirectChildrenOnly) != nullptr;
}

QString TableCopy::selectedRows(const QTableView *table)
{
    const QAbstractItemModel *model = table->model();
    if (!model || !table->selectionModel())
        return {};
    std::set<int> rows;   // in the table's order, each once whichever cells of it are selected
    for (const QItemSelectionRange &range : table->selectionModel()->selection()) {
        for (int row = range.top(); row <= range.bottom(); ++row)
            rows.insert(row);
    }
    if (rows.empty())
        return {};
    // The columns in the user's order: those shown, and those the table hid only for lack of room (the
    // window's width or the rows scrolled into view are no reason to leave figures out of a spreadsheet);
    // a column the user chose to hide stays out.
    const QHeaderView *header = table->horizontalHeader();
    QVector<int> columns;
    for (int visual = 0; visual < header->count(); ++visual) {
        const int logical = header->logicalIndex(visual);
        if (!header->isSectionHidden(logical) || HiddenForRoom::isHidden(header, logical))
            columns.append(logical);
    }
    QStringList lines;
    QStringList cells;
    for (int column : columns)
        cells.append(oneCell(model->headerData(column, Qt::Horizontal).toString()));
    lines.append(cells.join(QLatin1Char('\t')));
    for (int row : rows) {
        cells.clear();
        for (int column : columns) {
            const QModelIndex index = model->index(row, column);
            // The delegate's text: a number given as a number reads as the cell shows it (locale).
            const auto *delegate = qobject_cast<const QStyledItemDelegate *>(table->itemDelegateForIndex(index));
            const QVariant value = index.data(Qt::DisplayRole);
            cells.append(oneCell(delegate && value.isValid() ? delegate->displayText(value, table->locale())
                                                             : value.toString()));
        }
        lines.append(cells.join(QLatin1Char('\t')));
    }
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

bool TableCopy::copy(const QTableView *table)
{
    const QString text = selectedRows(table);
    if (text.isEmpty())
        return false;
    QGuiApplication::clipboard()->setText(text);
    return true;
}

bool TableCopy::eventFilter(QObject *watched, QEvent *event)
{
    // QAbstractItemView copies the current cell alone. The table claims Ctrl+C before any window
    // shortcut (the override), so the key does the same whether or not Edit ▸ Copy is there.
    if (watched == m_table && (event->type() == QEvent::ShortcutOverride || event->type() == QEvent::KeyPress)
        && static_cast<QKeyEvent *>(event)->matches(QKeySequence::Copy)) {
        if (event->type() == QEvent::KeyPress)
            copy(m_table);
        event->accept();
        return true;
    }
    return QObject::eventFilter(watched, event);
}
