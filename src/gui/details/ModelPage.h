// gui/details: the model page: every section of one model, its common questions, favourite and note.
#pragma once

#include "ModelRecord.h"

#include <QHash>
#include <QSqlDatabase>
#include <QTimer>
#include <QWidget>

#include <optional>

class MemoryChart;
class QLabel;
class QPlainTextEdit;
class QTextBrowser;
class QToolButton;
class QUrl;

// One model's page beside the catalogue table: its name and favourite star, the page itself
// (ModelPageBuilder) and the user's personal note, which is saved as the user types.
class ModelPage : public QWidget
{
    Q_OBJECT
public:
    explicit ModelPage(QSqlDatabase db, QWidget *parent = nullptr);
    ~ModelPage() override;

    void showModel(qint64 id);
    // No model shown. With `hiddenName`, the page says that this model, open until now, is not among
    // the results of the filters (plain text).
    void clear(const QString &hiddenName = QString());
    qint64 currentId() const;
    QString currentName() const;
    // Draws the page again, e.g. after the user chose another device for the hardware box. A page
    // that is not shown (the device is chosen on the From hardware tab) is drawn when it next is.
    void refresh();

    // The browser's current HTML, for tests.
    QString html() const;
    QTextBrowser *browser() const;
    // What shows in the page's place while a filter hides its model (the page stays drawn behind it).
    QTextBrowser *notice() const { return m_notice; }
    // The hardware box's chart; never shown itself, it is painted into the page.
    MemoryChart *memoryChart() const { return m_memoryChart; }
    // The message under the note, when a read or a write failed (empty when none is shown).
    QString errorText() const;

    // Notes whose write failed are kept here, model by model, and written again until it succeeds.
    bool hasUnsavedNotes() const { return !m_unsavedNotes.isEmpty(); }
    // Writes the note being typed and every kept one now; true when none is left unsaved.
    bool saveNotesNow();

signals:
    void otherDirectionRequested();
    // A training-hardware link: open the From hardware view on this device.
    void deviceRequested(const QString &deviceName);
    void favouriteChanged(const QString &modelKey, bool favourite);
    // The catalogue could not be read, or SQLite reported it damaged: the window says so and offers
    // what can be done.
    void catalogueError(const QString &message);

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void retranslate();
    // Draws the page; without `drawPage`, shows the one kept while a filter hid the model instead.
    void render(bool drawPage = true);
    void renderKeepingPlace();
    QSize memoryChartSize() const;
    void updateFavouriteButton();
    void onAnchorClicked(const QUrl &url);
    void onFavouriteToggled(bool favourite);
    void onNoteEdited();
    void saveNote();
    bool writeUnsavedNotes();
    void retryUnsavedNotes();
    void showError(const QString &message);
    void reportReadError(const QString &error);

    QSqlDatabase m_db;
    std::optional<ModelRecord> m_model;
    bool m_noteDirty = false;
    QTimer m_noteTimer;
    QHash<QString, QString> m_unsavedNotes;   // model key → text not yet written
    QTimer m_retryTimer;
    bool m_noteErrorShown = false;   // the message under the note is about notes not yet written
    QTimer m_resizeTimer;
    QSize m_chartSize;
    bool m_stale = false;   // refresh() was asked while the page was hidden

    QLabel *m_title = nullptr;
    QToolButton *m_favourite = nullptr;
    bool m_allAuthors = false;
    QString m_hiddenName;        // the model a filter hid, named on the empty page   // the reader asked for every author of this model
    QTextBrowser *m_browser = nullptr;
    QTextBrowser *m_notice = nullptr;
    std::optional<ModelRecord> m_kept;   // the model a filter hid, whose page m_browser still holds
    QLabel *m_noteLabel = nullptr;
    QPlainTextEdit *m_note = nullptr;
    QLabel *m_error = nullptr;
    MemoryChart *m_memoryChart = nullptr;
};
