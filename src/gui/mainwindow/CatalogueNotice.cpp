#include "CatalogueNotice.h"

#include "Database.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>

CatalogueNotice::CatalogueNotice(QWidget *parent)
    : NoticeBand(QStringLiteral("catalogueNotice"), parent)
    , m_rebuild(new QPushButton(this))
{
    m_rebuild->setObjectName(QStringLiteral("rebuildCatalogue"));
    bandLayout()->addWidget(m_rebuild, 0, Qt::AlignVCenter);

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
    NoticeBand::changeEvent(event);
}

void CatalogueNotice::retranslate()
{
    m_rebuild->setText(tr("Rebuild…"));
    m_rebuild->setVisible(m_state == State::Damaged && m_canRebuild);
    switch (m_state) {
    case State::None:
        message()->clear();
        break;
    case State::Temporary:
        message()->setText(tr("Temporary catalogue: favourites, notes, devices and imports are not kept after you quit.")
                        + QLatin1Char(' ') + m_temporaryReason);
        break;
    case State::ReadFailed:
        message()->setText(tr("The catalogue could not be read (%1). What is shown may be incomplete.").arg(m_error));
        break;
    case State::Damaged:
        message()->setText(m_canRebuild
                            ? tr("The catalogue file is damaged (%1). Rebuild it to go on working; your favourites, "
                                 "notes and devices are carried over.").arg(m_error)
                            : tr("The catalogue is damaged (%1). Quit and start the program again.").arg(m_error));
        break;
    }
    setVisible(m_state != State::None);
}
