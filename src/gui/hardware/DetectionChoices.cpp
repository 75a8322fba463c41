#include "DetectionChoices.h"

#include "common/FlowLayout.h"

#include <QEvent>
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
    m_shown = shownNames;
    for (const QString &name : deviceNames) {
        auto *button = new QPushButton(this);
        button->setAutoDefault(false);
        connect(button, &QPushButton::clicked, this, [this, name] { emit chosen(name); });
        layout()->addWidget(button);
        m_buttons.append(button);
    }
    retranslate();
    setVisible(!m_buttons.isEmpty());
}

void DetectionChoices::setCurrent(const QString &deviceName)
{
    for (int i = 0; i < m_buttons.size(); ++i)
        m_buttons.at(i)->setEnabled(m_names.at(i) != deviceName);
}

void DetectionChoices::retranslate()
{
    for (int i = 0; i < m_buttons.size(); ++i) {
        // A device name is data: an "&" in it is shown, not made a mnemonic.
        QString shown = m_shown.value(i, m_names.at(i));
        m_buttons.at(i)->setText(tr("Use %1", "a button: use this device").arg(shown.replace(QLatin1Char('&'), QStringLiteral("&&"))));
    }
}

void DetectionChoices::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}
