#include "ImportReportDialog.h"

#include <QApplication>
#include <QClipboard>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QGuiApplication>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

ImportReportDialog::ImportReportDialog(const ImportReport &report, const QString &path, QWidget *parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Import report"));
    setObjectName(QStringLiteral("importReport"));
    auto *layout = new QVBoxLayout(this);
    auto *summary = new QLabel(this);
    summary->setTextFormat(Qt::PlainText); // file names and values are never rich text
    summary->setWordWrap(true);
    QString headline;
    switch (report.outcome) {
    case ImportReport::Outcome::Imported:
        headline = tr("%1 was imported.").arg(QFileInfo(path).fileName());
        break;
    case ImportReport::Outcome::Rejected:
        headline = tr("%1 was not imported.").arg(QFileInfo(path).fileName());
        break;
    case ImportReport::Outcome::Cancelled:
        headline = tr("The import of %1 was cancelled.").arg(QFileInfo(path).fileName());
        break;
    case ImportReport::Outcome::Failed:
        headline = tr("The import of %1 failed. If the disk is full, free some space and try again.")
                       .arg(QFileInfo(path).fileName());
        break;
    }
    summary->setText(headline);
    layout->addWidget(summary);

    auto *details = new QPlainTextEdit(this);
    details->setReadOnly(true);
    details->setObjectName(QStringLiteral("importReportText"));
    details->setPlainText(report.toText());
    details->setAccessibleName(tr("Import report"));
    details->setMinimumSize(560, 240);
    layout->addWidget(details, 1);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    const QVector<qint64> changed = report.changedIds();
    if (report.outcome == ImportReport::Outcome::Imported && !changed.isEmpty()) {
        QPushButton *showThem = buttons->addButton(tr("&Show them in the catalogue"), QDialogButtonBox::ActionRole);
        showThem->setObjectName(QStringLiteral("showImportedModels"));
        connect(showThem, &QPushButton::clicked, this, [this, changed]() {
            emit showModelsRequested(changed);
            accept();
        });
    }
    QPushButton *copy = buttons->addButton(tr("&Copy report"), QDialogButtonBox::ActionRole);
    connect(copy, &QPushButton::clicked, this, [details]() { QGuiApplication::clipboard()->setText(details->toPlainText()); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
}

ImportReportDialog *ImportReportDialog::show(const ImportReport &report, const QString &path, QWidget *parent)
{
    auto *dialog = new ImportReportDialog(report, path, parent);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
    return dialog;
}
