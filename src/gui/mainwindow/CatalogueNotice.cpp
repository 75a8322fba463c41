#include "CatalogueNotice.h"

#include "Database.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QStyle>

CatalogueNotice::CatalogueNotice(QWidget *parent)
    : QFrame(parent)
    , m_icon(new QLabel(this))
    , m_text(new QLabel(this))
    , m_rebuild(new QPushButton(this))
{
    setObjectName(QStringLiteral("catalogueNotice"));
    setFrameShape(QFrame::StyledPanel);
    // The palette's tooltip colours: a band that stands out in light and dark themes alike.
    setAutoFillBackground(true);
    QPalette band = palette();
    band.setColor(QPalette::Window, band.color(QPalette::ToolTipBase));
    band.setColor(QPalette::WindowText, band.color(QPalette::ToolTipText));
    setPalette(band);

    const int iconSize = style()->pixelMetric(QStyle::PM_SmallIconSize);
    m_icon->setPixmap(style()->standardIcon(QStyle::SP_MessageBoxWarning).pixmap(iconSize, iconSize));
    // The error comes from SQLite and the reason may name a path: plain text, never markup.
    m_text->setTextFormat(Qt::PlainText);
    m_text->setWordWrap(true);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_rebuild->setObjectName(QStringLiteral("rebuildCatalogue"));

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 4, 8, 4);
    layout->addWidget(m_icon, 0, Qt::AlignTop);
    layout->addWidget(m_text, 1);
    layout->addWidget(m_rebuild, 0, Qt::AlignVCenter);

    connect(m_rebuild, &QPushButton::clicked, this, [this]() { emit rebuildRequested(m_error); });
    retranslate();
}

void CatalogueNotice::setTemporary(const QString &why)
{
    m_temporaryReason = why;
    if (m_state == State::None)
        m_state = State::Temporary;
    retranslate();
}

void CatalogueNotice::setCanRebuild(bool canRebuild)
{
    m_canRebuild = canRebuild;
    retranslate();
}

void CatalogueNotice::reportError(const QString &error)
{
    if (Database::reportsDamage(error)) {
        m_state = State::Damaged;
        m_error = error;
        retranslate();
        if (!m_asked && m_canRebuild)
            askToRebuild();
        return;
    }
    if (m_state == State::Damaged)   // the more useful message stays
        return;
    m_state = State::ReadFailed;
    m_error = error;
    retranslate();
}

void CatalogueNotice::clearProblem()
{
    m_state = m_temporaryReason.isEmpty() ? State::None : State::Temporary;
    m_error.clear();
    m_asked = false;
    if (m_question)
        m_question->close();
    retranslate();
}

QString CatalogueNotice::text() const
{
    return isVisibleTo(parentWidget()) ? m_text->text() : QString();
}

void CatalogueNotice::askToRebuild()
{
    m_asked = true;
    m_question = new QMessageBox(QMessageBox::Warning, tr("Damaged catalogue"),
                                 tr("SQLite reports that the catalogue file is damaged."), QMessageBox::NoButton,
                                 window());
    m_question->setObjectName(QStringLiteral("rebuildQuestion"));
    m_question->setTextFormat(Qt::PlainText);
    m_question->setInformativeText(
        tr("%1\n\nModel Atlas can move the file aside (it is kept, renamed), build a fresh catalogue from the data "
           "shipped with the program and carry over your favourites, notes and devices. Models you imported will "
           "have to be imported again.")
            .arg(m_error));
    QPushButton *rebuild = m_question->addButton(tr("Rebuild the catalogue"), QMessageBox::AcceptRole);
    m_question->addButton(tr("Not now"), QMessageBox::RejectRole);
    m_question->setDefaultButton(rebuild);
    m_question->setAttribute(Qt::WA_DeleteOnClose);
    connect(m_question, &QMessageBox::buttonClicked, this, [this, rebuild](QAbstractButton *clicked) {
        if (clicked == rebuild)
            emit rebuildRequested(m_error);
    });
    m_question->open();
}

void CatalogueNotice::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QFrame::changeEvent(event);
}

void CatalogueNotice::retranslate()
{
    m_rebuild->setText(tr("Rebuild…"));
    m_rebuild->setVisible(m_state == State::Damaged && m_canRebuild);
    switch (m_state) {
    case State::None:
        m_text->clear();
        break;
    case State::Temporary:
        m_text->setText(tr("Temporary catalogue: favourites, notes, devices and imports are not kept after you quit.")
                        + QLatin1Char(' ') + m_temporaryReason);
        break;
    case State::ReadFailed:
        m_text->setText(tr("The catalogue could not be read (%1). What is shown may be incomplete.").arg(m_error));
        break;
    case State::Damaged:
        m_text->setText(m_canRebuild
                            ? tr("The catalogue file is damaged (%1). Rebuild it to go on working; your favourites, "
                                 "notes and devices are carried over.").arg(m_error)
                            : tr("The catalogue is damaged (%1). Quit and start the program again.").arg(m_error));
        break;
    }
    setVisible(m_state != State::None);
}
