#include "SettingsNotice.h"

#include "Settings.h"

#include <QEvent>
#include <QLabel>

SettingsNotice::SettingsNotice(QWidget *parent)
    : NoticeBand(QStringLiteral("settingsNotice"), parent)
{
    connect(Settings::notifier(), &SettingsNotifier::writeProblemChanged, this, &SettingsNotice::refresh);
    refresh();
}

void SettingsNotice::refresh()
{
    const QString problem = Settings::writeProblemText();
    message()->setText(problem);
    setVisible(!problem.isEmpty());
}

void SettingsNotice::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        refresh();
    NoticeBand::changeEvent(event);
}
