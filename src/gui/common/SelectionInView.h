// gui/common: a table's selected row kept in sight when its model orders or narrows the rows again.
#pragma once

class QTableView;

// The From hardware list orders its rows anew with every device (the models that meet the minimums
// first) and the Catalogue with every sort; the table kept its scroll offset, so the model the user had
// picked, and the side pane explained, moved out of sight while the table showed some other stretch of
// the list. Through here, after each new order the selected row is brought into view (to the middle of
// the table when it was out of sight), and a table with nothing selected goes back to its first row,
// where the new order starts. The table's model must be set first.
class SelectionInView
{
public:
    static void keep(QTableView *table);
};
