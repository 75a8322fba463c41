// gui/common: Down in a search box goes on to the results.
#pragma once

#include <QObject>

#include <functional>

class QLineEdit;
class QTableView;

// Down in a search box moves to the table's first row and selects it, as in a file manager or a mail
// client: type, then go through what was found without reaching for the mouse. Other keys, and Down
// anywhere else, do what they did.
class DownToTable : public QObject
{
    Q_OBJECT
public:
    // `settle` runs first: a search that waits for a pause in typing filters before the move.
    static void link(QLineEdit *search, QTableView *table, std::function<void()> settle = {});

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    DownToTable(QLineEdit *search, QTableView *table, std::function<void()> settle);
    QLineEdit *m_search;
    QTableView *m_table;
    std::function<void()> m_settle;
};
