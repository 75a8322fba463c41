#pragma once

#include "ImportReport.h"

#include <QDialog>

// The import's report: what was added, updated and left alone (the models by name), how many values
// could not be read and the first few hundred of them, in a list the user can read and copy; and a
// button that shows the models added and updated in the catalogue.
class ImportReportDialog : public QDialog
{
    Q_OBJECT
public:
    ImportReportDialog(const ImportReport &report, const QString &path, QWidget *parent = nullptr);

    // Opens the report window-modal and deletes it when closed.
    static ImportReportDialog *show(const ImportReport &report, const QString &path, QWidget *parent);

signals:
    // "Show them in the catalogue": the models the import added or changed.
    void showModelsRequested(const QVector<qint64> &ids);
};
