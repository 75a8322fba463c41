#include "ComboBoxName.h"

#include <QComboBox>
#include <QLabel>

namespace {
// Marks the hidden label made here, so that a label the window shows is never renamed or reused.
const char *const hiddenNameProperty = "atlasComboBoxName";
}

void ComboBoxName::set(QComboBox *combo, const QString &name)
{
    combo->setAccessibleName(name);   // what the other platforms read
    QWidget *parent = combo->parentWidget();
    if (!parent)
        return;
    // Qt looks for the labels among the combo box's siblings.
    QLabel *label = nullptr;
    for (QLabel *sibling : parent->findChildren<QLabel *>(QString(), Qt::FindDirectChildrenOnly)) {
        if (sibling->buddy() == combo && sibling->property(hiddenNameProperty).toBool())
            label = sibling;
    }
    if (!label) {
        label = new QLabel(parent);
        label->setProperty(hiddenNameProperty, true);
        label->setTextFormat(Qt::PlainText);
        label->setBuddy(combo);
        label->hide();
    }
    // No "&": a hidden label's mnemonic would be a shortcut nobody sees.
    label->setText(QString(name).replace(QLatin1Char('&'), QStringLiteral("&&")));
}
