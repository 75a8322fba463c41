#include "ModelPage.h"

#include "hardware/MemoryChart.h"
#include "hardware/ModelHardwareTable.h"
#include "ModelPageBuilder.h"
#include "RecordTexts.h"
#include "Database.h"
#include "ModelRepository.h"
#include "UserData.h"

#include <QDesktopServices>
#include <QEvent>
#include <QStyle>
#include <QHBoxLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QResizeEvent>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QTextBrowser>
#include <QToolButton>
#include <QUrl>
#include <QVBoxLayout>
#include <QtDebug>

#include <algorithm>

namespace {

// Long enough that a note is not written on every keystroke, short enough that nothing typed is
// lost when the window closes shortly after.
constexpr int noteSaveDelayMs = 600;
// The memory chart is drawn again at the new width once a resize has settled, not on every step.
constexpr int chartResizeDelayMs = 150;
// A note that could not be written (another program holds the catalogue's lock) is tried again this
// often, each time waiting only briefly, so that the window never hangs on someone else's lock.
constexpr int noteRetryDelayMs = 3000;
constexpr int noteRetryWaitMs = 100;

} // namespace

ModelPage::ModelPage(QSqlDatabase db, QWidget *parent)
    : QWidget(parent)
    , m_db(std::move(db))
{
    m_title = new QLabel(this);
    // Model names are data, not markup: a name like "<b>x</b>" must show its brackets.
    m_title->setTextFormat(Qt::PlainText);
    m_title->setWordWrap(true);
    m_title->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont titleFont = m_title->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.6);
    titleFont.setBold(true);
    m_title->setFont(titleFont);

    m_favourite = new QToolButton(this);
    m_favourite->setCheckable(true);
    m_favourite->setAutoRaise(true);
    QFont starFont = m_favourite->font();
    starFont.setPointSizeF(starFont.pointSizeF() * 1.6);
    m_favourite->setFont(starFont);

    m_browser = new QTextBrowser(this);
    // Links are routed by hand: web addresses go to the system browser, "atlas:" ones to the window,
    // and nothing ever replaces the page's own content.
    m_browser->setOpenLinks(false);
    m_browser->setOpenExternalLinks(false);
    m_browser->document()->setDocumentMargin(10);
    m_notice = new QTextBrowser(this);
    m_notice->document()->setDocumentMargin(10);
    m_notice->hide();

    m_noteLabel = new QLabel(this);
    m_note = new QPlainTextEdit(this);
    m_note->setTabChangesFocus(true);
    m_note->setMaximumHeight(m_note->fontMetrics().lineSpacing() * 5 + 2 * m_note->frameWidth() + 8);
    m_noteLabel->setBuddy(m_note);
    m_noteLabel->setContentsMargins(8, 4, 0, 0);

    m_error = new QLabel(this);
    m_error->setWordWrap(true);
    m_error->setTextFormat(Qt::PlainText);
    m_error->setContentsMargins(8, 0, 0, 4);
    m_error->hide();

    // A QTextBrowser holds no widgets: the chart is painted into the hardware box as an image, so
    // that it sits in the box and scrolls with the page. The widget itself is never shown.
    m_memoryChart = new MemoryChart(this);
    m_memoryChart->hide();

    auto *header = new QHBoxLayout;
    header->setContentsMargins(8, 6, 4, 2);
    header->addWidget(m_title, 1);
    header->addWidget(m_favourite, 0, Qt::AlignTop);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(header);
    layout->addWidget(m_browser, 1);
    layout->addWidget(m_notice, 1);
    layout->addWidget(m_noteLabel);
    layout->addWidget(m_note);
    layout->addWidget(m_error);

    m_noteTimer.setSingleShot(true);
    m_noteTimer.setInterval(noteSaveDelayMs);

    connect(m_browser, &QTextBrowser::anchorClicked, this, &ModelPage::onAnchorClicked);
    connect(m_favourite, &QToolButton::toggled, this, &ModelPage::onFavouriteToggled);
    connect(m_note, &QPlainTextEdit::textChanged, this, &ModelPage::onNoteEdited);
    connect(&m_noteTimer, &QTimer::timeout, this, &ModelPage::saveNote);
    m_retryTimer.setSingleShot(true);
    m_retryTimer.setInterval(noteRetryDelayMs);
    connect(&m_retryTimer, &QTimer::timeout, this, &ModelPage::retryUnsavedNotes);
    m_resizeTimer.setSingleShot(true);
    m_resizeTimer.setInterval(chartResizeDelayMs);
    connect(&m_resizeTimer, &QTimer::timeout, this, [this]() {
        if (m_model && memoryChartSize() != m_chartSize)
            renderKeepingPlace();
    });

    retranslate();
    render();
}

ModelPage::~ModelPage()
{
    saveNote();
}

void ModelPage::showModel(qint64 id)
{
    // The note typed for the previous model belongs to that model's key: write it before switching.
    // A message about notes still waiting to be written stays.
    if (!m_noteErrorShown)
        m_error->hide();
    saveNote();
    const bool sameModel = m_model && m_model->id == id;
    m_hiddenName.clear();
    // Every page opens with the short author list.
    if (!sameModel)
        m_allAuthors = false;
    QString readError;
    m_model = ModelRepository(m_db).byId(id, &readError);
    // The model a filter hid, back unchanged: its kept page shows again, not drawn anew (20-25 ms).
    const bool kept = m_kept && m_model && *m_kept == *m_model;
    m_kept.reset();
    const QSignalBlocker noteBlocker(m_note);
    const QSignalBlocker starBlocker(m_favourite);
    m_note->setReadOnly(false);
    if (m_model) {
        const UserData user(m_db);
        // A note not yet written wins over the stored one: it is what the user typed last.
        const auto unsaved = m_unsavedNotes.constFind(m_model->key);
        const QString stored = unsaved != m_unsavedNotes.constEnd() ? *unsaved : user.note(m_model->key, &readError);
        // Showing the same model again (the table re-selects it after a refresh) must not move the
        // cursor of someone who is typing.
        if (m_note->toPlainText() != stored)
            m_note->setPlainText(stored);
        m_favourite->setChecked(user.isFavourite(m_model->key, &readError));
        // A note that could not be read must not be overwritten by one typed over an empty box.
        m_note->setReadOnly(!readError.isEmpty());
    } else {
        m_note->clear();
        m_favourite->setChecked(false);
    }
    const int scroll = m_browser->verticalScrollBar()->value();
    render(!kept);
    m_browser->verticalScrollBar()->setValue(sameModel ? scroll : 0);
    if (!readError.isEmpty())
        reportReadError(readError);
}

void ModelPage::reportReadError(const QString &error)
{
    showError(tr("The catalogue could not be read: %1").arg(error));
    emit catalogueError(error);
}

QString ModelPage::errorText() const
{
    return m_error->isVisible() ? m_error->text() : QString();
}

void ModelPage::clear(const QString &hiddenName)
{
    if (!m_noteErrorShown)
        m_error->hide();
    saveNote();
    // A model a filter hides keeps its page, unless it lists every author (a page opens with the few).
    if (!hiddenName.isEmpty() && m_model && !m_allAuthors && !m_stale)
        m_kept = m_model;
    else
        m_kept.reset();
    m_model.reset();
    m_hiddenName = hiddenName;
    const QSignalBlocker noteBlocker(m_note);
    m_note->clear();
    render();
}

qint64 ModelPage::currentId() const
{
    return m_model ? m_model->id : 0;
}

QString ModelPage::currentName() const
{
    return m_model ? m_model->name : QString();
}

QString ModelPage::html() const
{
    return m_browser->toHtml();
}

QTextBrowser *ModelPage::browser() const
{
    return m_browser;
}

void ModelPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        // Numbers and dates follow the language too, so the whole page is written again; the reader
        // keeps their place on it.
        renderKeepingPlace();
    } else if (event->type() == QEvent::PaletteChange) {
        // The chart's image takes its colours from the palette when it is painted.
        renderKeepingPlace();
    }
    QWidget::changeEvent(event);
}

void ModelPage::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    m_kept.reset();   // its chart was drawn for the old width
    if (m_chartSize.isValid())
        m_resizeTimer.start();
}

void ModelPage::renderKeepingPlace()
{
    m_kept.reset();   // what makes the page be drawn again (language, hardware) applies to a kept one too
    const int scroll = m_browser->verticalScrollBar()->value();
    render();
    m_browser->verticalScrollBar()->setValue(scroll);
}

QSize ModelPage::memoryChartSize() const
{
    // The box's width less the document margin and the box's padding on both sides, within bounds
    // that keep the bars legible and the chart no wider than it is useful.
    // Room for the vertical scroll bar too, which a long page shows only once laid out: a chart sized
    // before it appears would make the page scroll sideways.
    const int scrollBar = m_browser->verticalScrollBar()->isVisible()
        ? 0 : m_browser->style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, m_browser->verticalScrollBar());
    const int margins = 2 * int(m_browser->document()->documentMargin()) + 2 * 12 + 12 + scrollBar;
    const int width = std::clamp(m_browser->viewport()->width() - margins, 200, 680);
    // Taller when its legend wraps onto a second line.
    return QSize(width, m_memoryChart->preferredHeight(width));
}

void ModelPage::retranslate()
{
    m_noteLabel->setText(tr("&Personal note"));
    m_note->setPlaceholderText(tr("Your own notes about this model. They are saved as you type and kept "
                                  "when the catalogue is updated."));
    m_note->setAccessibleName(tr("Personal note"));
    m_favourite->setAccessibleName(tr("Favourite"));
    m_browser->setAccessibleName(tr("Model page"));
    m_notice->setAccessibleName(tr("Model page"));
    updateFavouriteButton();
}

void ModelPage::refresh()
{
    if (!isVisible()) {
        m_stale = true;
        return;
    }
    renderKeepingPlace();
}

void ModelPage::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_stale)
        renderKeepingPlace();
}

void ModelPage::render(bool drawPage)
{
    m_stale = false;
    const bool shown = m_model.has_value();
    m_title->setVisible(shown);
    m_favourite->setVisible(shown);
    m_noteLabel->setVisible(shown);
    m_note->setVisible(shown);
    // While a filter hides the model, its page stays drawn behind the notice, for when it shows again.
    m_notice->setVisible(!shown && m_kept);
    m_browser->setVisible(shown || !m_kept);
    if (!shown && m_kept) {
        m_title->clear();
        m_notice->setHtml(ModelPageBuilder::emptyHtml(m_hiddenName));
        return;
    }
    if (!shown) {
        m_title->clear();
        m_memoryChart->clearEstimate();
        m_chartSize = QSize();
        m_browser->setHtml(ModelPageBuilder::emptyHtml(m_hiddenName));
        return;
    }
    m_title->setText(m_model->name);
    if (!drawPage) {   // the page kept while a filter hid its model
        updateFavouriteButton();
        return;
    }
    // The chart and the table under it draw the same estimate.
    std::optional<HardwareConfig> chosen;
    const Estimate estimate = ModelHardwareTable::estimate(*m_model, &chosen);
    m_memoryChart->setEstimate(estimate, chosen);
    m_chartSize = QSize();
    if (m_memoryChart->hasEstimate() && m_model->weightsPublished()) {
        m_chartSize = memoryChartSize();
        m_browser->document()->addResource(QTextDocument::ImageResource, QUrl(ModelPageBuilder::memoryChartUrl()),
                                           m_memoryChart->image(m_chartSize, devicePixelRatioF()));
    }
    m_browser->setHtml(ModelPageBuilder::html(*m_model, false, m_chartSize, m_allAuthors));
    updateFavouriteButton();
}

void ModelPage::updateFavouriteButton()
{
    const bool on = m_favourite->isChecked();
    m_favourite->setText(on ? QString(QChar(0x2605)) : QString(QChar(0x2606)));
    m_favourite->setToolTip(on ? tr("Remove from favourites") : tr("Add to favourites"));
}

void ModelPage::onAnchorClicked(const QUrl &url)
{
    if (url == QUrl(ModelPageBuilder::hardwareLink())) {
        emit otherDirectionRequested();
        return;
    }
    if (url == QUrl(RecordTexts::authorsLink())) {
        m_allAuthors = true;
        renderKeepingPlace();
        return;
    }
    if (const QString device = ModelPageBuilder::deviceFromLink(url); !device.isEmpty()) {
        emit deviceRequested(device);
        return;
    }
    const QString scheme = url.scheme().toLower();
    if (scheme == QLatin1String("http") || scheme == QLatin1String("https"))
        QDesktopServices::openUrl(url);
    // Any other scheme is ignored on purpose: the page never runs or opens what the data points at.
}

void ModelPage::onFavouriteToggled(bool favourite)
{
    if (!m_model)
        return;
    QString error;
    if (!UserData(m_db).setFavourite(m_model->key, favourite, &error)) {
        const QSignalBlocker blocker(m_favourite);
        m_favourite->setChecked(!favourite);
        updateFavouriteButton();
        showError(tr("The favourite could not be saved: %1").arg(Database::explained(error)));
        if (Database::reportsDamage(error))
            emit catalogueError(error);
        return;
    }
    updateFavouriteButton();
    emit favouriteChanged(m_model->key, favourite);
}

void ModelPage::onNoteEdited()
{
    if (!m_model)
        return;
    m_noteDirty = true;
    m_noteTimer.start();
}

void ModelPage::saveNote()
{
    m_noteTimer.stop();
    if (!m_noteDirty || !m_model)
        return;
    m_noteDirty = false;
    // Kept until the write succeeds: a write that fails (another program holds the catalogue's lock)
    // must not lose what was typed, even when the user moves on to another model.
    m_unsavedNotes.insert(m_model->key, m_note->toPlainText());
    writeUnsavedNotes();
}

bool ModelPage::writeUnsavedNotes()
{
    QString error;
    UserData user(m_db);
    for (auto it = m_unsavedNotes.begin(); it != m_unsavedNotes.end();) {
        if (user.setNote(it.key(), it.value(), &error))
            it = m_unsavedNotes.erase(it);
        else
            ++it;
    }
    if (m_unsavedNotes.isEmpty()) {
        m_retryTimer.stop();
        if (m_noteErrorShown) {
            m_noteErrorShown = false;
            m_error->hide();
        }
        return true;
    }
    showError(tr("%n note(s) could not be saved: %1. They are kept here and saved as soon as the catalogue "
                 "can be written.", "", int(m_unsavedNotes.size())).arg(Database::explained(error)));
    m_noteErrorShown = true;
    m_retryTimer.start();
    if (Database::reportsDamage(error))
        emit catalogueError(error);
    return false;
}

void ModelPage::retryUnsavedNotes()
{
    Database::setBusyTimeout(m_db, noteRetryWaitMs);
    writeUnsavedNotes();
    Database::setBusyTimeout(m_db, Database::BusyTimeoutMs);
}

bool ModelPage::saveNotesNow()
{
    saveNote();
    return m_unsavedNotes.isEmpty() || writeUnsavedNotes();
}

void ModelPage::showError(const QString &message)
{
    qWarning().noquote() << message;
    m_error->setText(message);
    m_error->show();
}
