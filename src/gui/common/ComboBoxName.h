#pragma once

class QComboBox;
class QString;

// The name a screen reader gives a combo box that has no label on screen (a filter whose first
// entry says what it filters, "All domains"). On Linux Qt reports a combo box's current entry as its
// accessible name and ignores setAccessibleName: Orca names it from the label that labels it (the
// "labelled by" relation a buddy makes). So the name is also kept in a hidden label, the combo box's
// buddy, beside it. Call again with the new name when the language changes.
class ComboBoxName
{
public:
    static void set(QComboBox *combo, const QString &name);
};
