#pragma once

#include "NoticeBand.h"

#include <QMessageBox>
#include <QPointer>

class QPushButton;

// The band above the tabs that stays as long as something is wrong with the catalogue: a temporary
// catalogue (nothing changed is kept), a catalogue that could not be read (what is shown may be
// incomplete), or one SQLite reports damaged, with a button that rebuilds it. The first time damage
// is seen it also asks, in a dialog, whether to rebuild now.
class CatalogueNotice : public NoticeBand
{
    Q_OBJECT
public:
    enum class State { None, Temporary, ReadFailed, Damaged };

    explicit CatalogueNotice(QWidget *parent = nullptr);

    // `why` says why the session is temporary and what the user can do about it.
    void setTemporary(const QString &why);
    // Whether there is a file to rebuild (not for a temporary catalogue).
    void setCanRebuild(bool canRebuild);
    // A read or a write failed with SQLite's `error`: damage offers the rebuild, anything else says the
    // catalogue could not be read.
    void reportError(const QString &error);
    // After a rebuild: nothing is wrong any more.
    void clearProblem();

    State state() const { return m_state; }
    // The question asked the first time damage is seen, while it is open (tests answer it).
    QMessageBox *rebuildQuestion() const { return m_question; }
    QPushButton *rebuildButton() const { return m_rebuild; }

signals:
    void rebuildRequested(const QString &problem);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void askToRebuild();

    State m_state = State::None;
    QString m_temporaryReason;
    QString m_error;
    bool m_canRebuild = false;
    bool m_asked = false;   // the dialog comes once per damaged file, the band stays
    QPushButton *m_rebuild;
    QPointer<QMessageBox> m_question;
};
