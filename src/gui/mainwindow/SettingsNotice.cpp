#include "SettingsNotice.h"

#include "Settings.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QStyle>

SettingsNotice::SettingsNotice(QWidget *parent)
    : QFrame(parent)
    , m_text(new QLabel(this))
{
    setObjectName(QStringLiteral("settingsNotice"));
    setFrameShape(QFrame::StyledPanel);
    // The same tooltip colours as the catalogue's band (CatalogueNotice).
    setAutoFillBackground(true);
    QPalette band = palette();
    band.setColor(QPalette::Window, band.color(QPalette::ToolTipBase));
    band.setColor(QPalette::WindowText, band.color(QPalette::ToolTipText));
    setPalette(band);

    auto *icon = new QLabel(this);
    const int iconSize = style()->pixelMetric(QStyle::PM_SmallIconSize);
    icon->setPixmap(style()->standardIcon(QStyle::SP_MessageBoxWarning).pixmap(iconSize, iconSize));
    // The message names a path: plain text, never markup.
    m_text->setTextFormat(Qt::PlainText);
    m_text->setWordWrap(true);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 4, 8, 4);
    layout->addWidget(icon, 0, Qt::AlignTop);
    layout->addWidget(m_text, 1);

    connect(Settings::notifier(), &SettingsNotifier::writeProblemChanged, this, &SettingsNotice::refresh);
    refresh();
}

QString SettingsNotice::text() const
{
    return isVisibleTo(parentWidget()) ? m_text->text() : QString();
}

void SettingsNotice::refresh()
{
    const QString problem = Settings::writeProblemText();
    m_text->setText(problem);
    setVisible(!problem.isEmpty());
}

void SettingsNotice::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        refresh();
    QFrame::changeEvent(event);
}
