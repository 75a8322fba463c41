#pragma once

#include "ImportReport.h"

#include <QDialog>

// The import's report: what was added, updated and left alone, how many values could not be read
// and the first few hundred of them, in a list the user can read and copy.
class ImportReportDialog : public QDialog
{
    Q_OBJECT
public:
    ImportReportDialog(const ImportReport &report, const QString &path, QWidget *parent = nullptr);

    // Shown non-modal when offscreen tests drive the window; modal otherwise.
    static void show(const ImportReport &report, const QString &path, QWidget *parent);
};
