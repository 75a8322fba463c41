#include "DetectionChoices.h"

#include "common/FlowLayout.h"

#include <QPushButton>

DetectionChoices::DetectionChoices(QWidget *parent)
    : QWidget(parent)
{
    auto *layout = new FlowLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    hide();
}

void DetectionChoices::setChoices(const QStringList &deviceNames, const QStringList &shownNames)
{
    qDeleteAll(m_buttons);
    m_buttons.clear();
    m_names = deviceNames;
    for (int i = 0; i < deviceNames.size(); ++i) {
        const QString name = deviceNames.at(i);
        // A device name is data: an "&" in it is shown, not made a mnemonic.
        QString shown = shownNames.value(i, name);
        auto *button = new QPushButton(tr("Use %1", "a button: use this device").arg(shown.replace(QLatin1Char('&'), QStringLiteral("&&"))), this);
        button->setAutoDefault(false);
        connect(button, &QPushButton::clicked, this, [this, name] { emit chosen(name); });
        layout()->addWidget(button);
        m_buttons.append(button);
    }
    setVisible(!m_buttons.isEmpty());
}

void DetectionChoices::setCurrent(const QString &deviceName)
{
    for (int i = 0; i < m_buttons.size(); ++i)
        m_buttons.at(i)->setEnabled(m_names.at(i) != deviceName);
}
