#include "NoticeBand.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QStyle>

NoticeBand::NoticeBand(const QString &objectName, QWidget *parent)
    : QFrame(parent)
    , m_text(new QLabel(this))
    , m_layout(new QHBoxLayout(this))
{
    setObjectName(objectName);
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    QPalette band = palette();
    band.setColor(QPalette::Window, band.color(QPalette::ToolTipBase));
    band.setColor(QPalette::WindowText, band.color(QPalette::ToolTipText));
    setPalette(band);

    auto *icon = new QLabel(this);
    const int iconSize = style()->pixelMetric(QStyle::PM_SmallIconSize);
    icon->setPixmap(style()->standardIcon(QStyle::SP_MessageBoxWarning).pixmap(iconSize, iconSize));
    m_text->setTextFormat(Qt::PlainText);
    m_text->setWordWrap(true);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_layout->setContentsMargins(8, 4, 8, 4);
    m_layout->addWidget(icon, 0, Qt::AlignTop);
    m_layout->addWidget(m_text, 1);
}

QString NoticeBand::text() const
{
    return isVisibleTo(parentWidget()) ? m_text->text() : QString();
}
