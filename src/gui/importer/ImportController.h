// gui/importer: File > Import and Update from Epoch AI: the download, the import in the background,
// the report.
#pragma once

#include "ImportReport.h"

#include <QFutureWatcher>
#include <QObject>
#include <QPointer>
#include <QSqlDatabase>

#include <atomic>
#include <memory>

class EpochDownloader;
class QProgressDialog;
class QWidget;

// Runs an import off the GUI thread on its own connection to the catalogue file, with a progress
// dialog that can cancel it, then shows the report. The window stays responsive throughout.
class ImportController : public QObject
{
    Q_OBJECT
public:
    ImportController(QSqlDatabase db, QWidget *parent);

    // Asks for a file (in startFolder(), with no name filled in), then imports it.
    void chooseAndImport();
    // The Downloads folder, where an export usually lands; when it does not exist, Documents, then
    // the home folder. Never a folder that is not there: a file dialog would take its name for a file's.
    static QString startFolder();
    void importFile(const QString &path);
    // Downloads the current export from Epoch AI (or the configured address) and imports it.
    void updateFromEpoch();
    bool isRunning() const { return m_watcher.isRunning(); }

signals:
    // After an import that landed: the catalogue has changed.
    void catalogueChanged();
    void finished(const ImportReport &report);
    // The update could not be downloaded; nothing changed. The message says why.
    void updateFailed(const QString &message);
    // The report's "Show them in the catalogue": the models an import added or changed.
    void showModelsRequested(const QVector<qint64> &ids);

private:
    void onFinished();
    void showReport(const ImportReport &report);

    QSqlDatabase m_db;
    QWidget *m_parent;
    QFutureWatcher<ImportReport> m_watcher;
    QPointer<QProgressDialog> m_progress;
    std::shared_ptr<std::atomic_bool> m_cancel;
    QString m_path;
    EpochDownloader *m_downloader = nullptr;
};
