// gui/common: a table's selected rows copied as the user sees them.
#pragma once

#include <QObject>

class QTableView;

// Ctrl+C on a table (and Edit ▸ Copy) copies the selected rows, not the current cell alone: one line of
// the shown column titles, then one line per row, cells separated by tabs, in the columns' shown order
// and as the cells show them. That pastes into a spreadsheet or a message as the table reads. A column
// the table hid only for lack of room (HiddenForRoom) is copied too, in its place; one the user hid is not.
// One piece of code for every table that offers it (Catalogue, From hardware).
class TableCopy : public QObject
{
    Q_OBJECT
public:
    // The table's own Ctrl+C copies its selected rows (Edit ▸ Copy finds the table by this, too).
    static void install(QTableView *table);
    static bool isInstalled(const QTableView *table);
    // The text copied: empty when no row is selected.
    static QString selectedRows(const QTableView *table);
    // Puts selectedRows() on the clipboard; false, the clipboard untouched, when no row is selected.
    static bool copy(const QTableView *table);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    explicit TableCopy(QTableView *table);
    QTableView *m_table;
};
