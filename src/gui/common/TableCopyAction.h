// gui/common: Edit ▸ Copy for the window's tables.
#pragma once

#include <QAction>
#include <QPointer>

class QTableView;

// Edit ▸ Copy (Ctrl+C): the selected rows of the table in front (TableCopy), enabled while it has
// some. The key itself stays with the focused widget: a table copies its rows, the search box its
// selected text, the model page what is selected in it.
class TableCopyAction : public QAction
{
    Q_OBJECT
public:
    // The tables are the window's children with TableCopy installed.
    explicit TableCopyAction(QWidget *window);

    // The table the action copies: the focused one, else the one shown (the current tab's).
    QTableView *target() const;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void updateEnabled();
    QList<QPointer<QTableView>> m_tables;
};
