#include "ImportController.h"

#include "Database.h"
#include "EpochDownloader.h"
#include "EpochImporter.h"
#include "ImportReportDialog.h"
#include "common/StartFolder.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMessageBox>
#include <QProgressDialog>
#include <QPromise>
#include <QStandardPaths>
#include <QtConcurrent>

namespace {

void runImport(QPromise<ImportReport> &promise, const QString &databasePath, const QString &file,
                       std::shared_ptr<std::atomic_bool> cancel)
{
    // A connection belongs to the thread that opened it: this one is opened, used and closed here.
    Database db(QStringLiteral("import-%1").arg(quintptr(QThread::currentThreadId())));
    QString error;
    ImportReport report;
    if (!db.open(databasePath, &error)) {
        report.outcome = ImportReport::Outcome::Failed;
        report.error = error;
        promise.addResult(report);
        return;
    }
    EpochImporter importer(db.connection());
    importer.setCancelFlag(cancel.get());
    promise.setProgressRange(0, 1000);
    importer.setProgress([&promise](qint64 done, qint64 total) {
        if (total > 0)
            promise.setProgressValue(int(done * 1000 / total));
    });
    promise.addResult(importer.importFile(file));
}

// The dialog an import and a download show while they run: window-modal, only for work that takes
// more than half a second, and left open until the work says it is done (the report follows it). The
// label quotes a file's name or an address, which are data: its own label would guess at markup.
QProgressDialog *progressDialog(const QString &title, const QString &text, int maximum, QWidget *parent)
{
    auto *dialog = new QProgressDialog(parent);
    auto *label = new QLabel(dialog);
    label->setTextFormat(Qt::PlainText);
    dialog->setLabel(label);
    dialog->setLabelText(text);
    dialog->setCancelButtonText(ImportController::tr("Cancel"));
    dialog->setRange(0, maximum);
    dialog->setWindowTitle(title);
    dialog->setWindowModality(Qt::WindowModal);
    dialog->setMinimumDuration(500);
    dialog->setAutoClose(false);
    dialog->setAutoReset(false);
    return dialog;
}

} // namespace

ImportController::ImportController(QSqlDatabase db, QWidget *parent)
    : QObject(parent)
    , m_db(std::move(db))
    , m_parent(parent)
{
    connect(&m_watcher, &QFutureWatcher<ImportReport>::finished, this, &ImportController::onFinished);
}

void ImportController::chooseAndImport()
{
    // Not QFileDialog::getOpenFileName(): handed a folder that does not exist, it puts the folder's
    // name in the file name box ("Downloads").
    auto *dialog = new QFileDialog(m_parent, tr("Import an Epoch AI export"), startFolder(),
                                   tr("CSV files (*.csv);;All files (*)"));
    dialog->setObjectName(QStringLiteral("importFileDialog"));
    dialog->setAcceptMode(QFileDialog::AcceptOpen);
    dialog->setFileMode(QFileDialog::ExistingFile);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QFileDialog::fileSelected, this, &ImportController::importFile);
    dialog->open();
}

QString ImportController::startFolder()
{
    return StartFolder::first({QStandardPaths::DownloadLocation, QStandardPaths::DocumentsLocation});
}

void ImportController::importFile(const QString &path)
{
    if (isRunning())
        return;
    m_path = path;
    m_cancel = std::make_shared<std::atomic_bool>(false);
    const QString databasePath = m_db.databaseName();
    m_progress = progressDialog(tr("Import"), tr("Importing %1…").arg(QFileInfo(path).fileName()), 1000, m_parent);
    m_progress->setValue(0);
    connect(m_progress, &QProgressDialog::canceled, this, [cancel = m_cancel]() { *cancel = true; });
    connect(&m_watcher, &QFutureWatcher<ImportReport>::progressValueChanged, m_progress, &QProgressDialog::setValue);

    if (databasePath == QLatin1String(":memory:") || databasePath.isEmpty()) {
        // An in-memory catalogue cannot be opened twice: import on this thread.
        EpochImporter importer(m_db);
        importer.setCancelFlag(m_cancel.get());
        const ImportReport report = importer.importFile(path);
        m_progress->deleteLater();
        if (report.outcome == ImportReport::Outcome::Imported)
            emit catalogueChanged();
        showReport(report);
        emit finished(report);
        return;
    }
    m_watcher.setFuture(QtConcurrent::run(runImport, databasePath, path, m_cancel));
}

void ImportController::updateFromEpoch()
{
    if (isRunning() || (m_downloader && m_downloader->isRunning()))
        return;
    if (!m_downloader) {
        m_downloader = new EpochDownloader(this);
        connect(m_downloader, &EpochDownloader::downloaded, this, [this](const QString &path) {
            if (m_progress)
                m_progress->deleteLater();
            importFile(path);
        });
        connect(m_downloader, &EpochDownloader::failed, this, [this](const QString &message) {
            if (m_progress)
                m_progress->deleteLater();
            auto *box = new QMessageBox(QMessageBox::Warning, tr("Update from Epoch AI"), message, QMessageBox::Close, m_parent);
            box->setTextFormat(Qt::PlainText); // the reason can quote the server or a path
            box->setObjectName(QStringLiteral("updateFailedMessage"));
            box->setAttribute(Qt::WA_DeleteOnClose);
            box->open();
            emit updateFailed(message);
        });
    }
    const QUrl url = EpochDownloader::address();
    m_progress = progressDialog(tr("Update from Epoch AI"), tr("Downloading %1…").arg(url.toDisplayString()), 0, m_parent);
    connect(m_progress, &QProgressDialog::canceled, m_downloader, &EpochDownloader::cancel);
    connect(m_downloader, &EpochDownloader::progress, m_progress, [progress = m_progress](qint64 received, qint64 total) {
        if (total > 0) {
            progress->setMaximum(1000);
            progress->setValue(int(received * 1000 / total));
        }
    });
    m_downloader->start(url);
}

void ImportController::onFinished()
{
    if (m_progress)
        m_progress->deleteLater();
    const ImportReport report = m_watcher.result();
    if (report.outcome == ImportReport::Outcome::Imported)
        emit catalogueChanged();
    showReport(report);
    emit finished(report);
}

void ImportController::showReport(const ImportReport &report)
{
    ImportReportDialog *dialog = ImportReportDialog::show(report, m_path, m_parent);
    connect(dialog, &ImportReportDialog::showModelsRequested, this, &ImportController::showModelsRequested);
}
