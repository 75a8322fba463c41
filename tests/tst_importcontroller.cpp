// File ▸ Import… as the window runs it: off the GUI thread on its own connection, then a report,
// and the table shows the new models.
#include "CatalogueSession.h"
#include "CatalogueTableModel.h"
#include "catalogue/CatalogueView.h"
#include "importer/ImportController.h"
#include "LanguageManager.h"
#include "mainwindow/MainWindow.h"

#include "Database.h"

#include <QCheckBox>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScopeGuard>
#include <QStandardPaths>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

class TestImportController : public QObject
{
    Q_OBJECT
private slots:
    void importRunsInTheBackgroundAndRefreshesTheTable();
    void rejectedFileShowsWhyAndChangesNothing();
    void pipeIsRefusedWithoutWaiting();
    void fileDialogOpensOnAFolderWithNoName();
    void missingModelColumnIsASentence();
};

void TestImportController::importRunsInTheBackgroundAndRefreshesTheTable()
{
    QTemporaryDir dir;
    CatalogueSession session;
    QString error;
    QVERIFY2(session.open(dir.filePath(QStringLiteral("c.sqlite")), &error), qPrintable(error));
    LanguageManager languages;
    languages.setLanguage(QStringLiteral("en"));
    MainWindow window(session.connection(), &languages);
    window.show();
    CatalogueTableModel *model = window.catalogueView()->tableModel();
    const int before = model->totalCount();

    // The shipped catalogue holds every model of Epoch AI's large-scale export, so the import gets a
    // copy of our own small export in that layout in which one model has a name the catalogue does not know.
    QFile sample(QDir(QStringLiteral(ATLAS_SOURCE_DIR)).filePath(QStringLiteral("tests/data/epoch/large_scale_ai_models_sample.csv")));
    QVERIFY2(sample.open(QIODevice::ReadOnly), qPrintable(sample.fileName()));
    QByteArray csv = sample.readAll();
    const int firstRow = csv.indexOf('\n') + 1;
    QVERIFY(firstRow > 0 && csv.mid(firstRow).startsWith("MegaScale (175B),"));
    csv.insert(firstRow + int(qstrlen("MegaScale (175B)")), " (import test copy)");
    QFile copy(dir.filePath(QStringLiteral("large_scale.csv")));
    QVERIFY(copy.open(QIODevice::WriteOnly) && copy.write(csv) == csv.size());
    copy.close();

    QSignalSpy finished(window.importer(), &ImportController::finished);
    window.importer()->importFile(copy.fileName());
    QVERIFY(window.importer()->isRunning());
    // The GUI thread is free while the import runs: events are processed.
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 60000);
    const auto report = finished.first().first().value<ImportReport>();
    QCOMPARE(int(report.outcome), int(ImportReport::Outcome::Imported));
    QCOMPARE(report.added, 1);
    QTRY_COMPARE(model->totalCount(), before + report.added);
    auto *text = window.findChild<QPlainTextEdit *>(QStringLiteral("importReportText"));
    QVERIFY(text);
    // The report names what it added and what it changed, each under its count.
    const QStringList lines = text->toPlainText().split(QLatin1Char('\n'));
    const int added = int(lines.indexOf(QStringLiteral("Added: %1").arg(report.added)));
    QVERIFY2(added >= 0, qPrintable(text->toPlainText()));
    QCOMPARE(lines.value(added + 1), QStringLiteral("  MegaScale (175B) (import test copy)"));
    QCOMPARE(report.addedModels.size(), 1);
    QCOMPARE(report.addedModels.first().name, QStringLiteral("MegaScale (175B) (import test copy)"));
    const int updated = int(lines.indexOf(QStringLiteral("Updated: %1").arg(report.updated)));
    QCOMPARE(updated, added + 2);
    for (int i = 0; i < report.updatedModels.size(); ++i)
        QCOMPARE(lines.value(updated + 1 + i), QStringLiteral("  ") + report.updatedModels.at(i).name);

    // "Show them in the catalogue": the table shows those models alone, and says so until unticked.
    auto *showThem = window.findChild<QPushButton *>(QStringLiteral("showImportedModels"));
    QVERIFY(showThem);
    showThem->click();
    QTRY_COMPARE(model->shownCount(), int(report.addedModels.size() + report.updatedModels.size()));
    QVector<qint64> shown;
    for (int row = 0; row < model->shownCount(); ++row)
        shown.append(model->idAt(row));
    std::sort(shown.begin(), shown.end());
    QVector<qint64> expected = report.changedIds();
    std::sort(expected.begin(), expected.end());
    QCOMPARE(shown, expected);
    auto *only = window.findChild<QCheckBox *>(QStringLiteral("onlyImported"));
    QVERIFY(only && only->isVisible() && only->isChecked());
    QCOMPARE(only->text(), QStringLiteral("Only the %1 models the last import added or changed").arg(expected.size()));
    only->click();
    QTRY_COMPARE(model->shownCount(), model->totalCount());
    QVERIFY(!only->isVisible());
}

void TestImportController::rejectedFileShowsWhyAndChangesNothing()
{
    QTemporaryDir dir;
    CatalogueSession session;
    QString error;
    QVERIFY(session.open(dir.filePath(QStringLiteral("c.sqlite")), &error));
    LanguageManager languages;
    languages.setLanguage(QStringLiteral("en"));
    MainWindow window(session.connection(), &languages);
    window.show();
    const int before = window.catalogueView()->tableModel()->totalCount();
    QSignalSpy finished(window.importer(), &ImportController::finished);
    window.importer()->importFile(QDir(QStringLiteral(ATLAS_SOURCE_DIR)).filePath(QStringLiteral("tests/data/bad/image.png")));
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 30000);
    auto *text = window.findChild<QPlainTextEdit *>(QStringLiteral("importReportText"));
    QVERIFY(text);
    QVERIFY2(text->toPlainText().contains(QStringLiteral("not a text file")), qPrintable(text->toPlainText()));
    QCOMPARE(window.catalogueView()->tableModel()->totalCount(), before);
}

void TestImportController::pipeIsRefusedWithoutWaiting()
{
    // A FIFO chosen in the file dialog: reading it would wait for a writer that never comes.
    QTemporaryDir dir;
    const QString fifo = dir.filePath(QStringLiteral("pipe.csv"));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    CatalogueSession session;
    QString error;
    QVERIFY(session.open(dir.filePath(QStringLiteral("c.sqlite")), &error));
    LanguageManager languages;
    languages.setLanguage(QStringLiteral("en"));
    MainWindow window(session.connection(), &languages);
    window.show();
    QSignalSpy finished(window.importer(), &ImportController::finished);
    window.importer()->importFile(fifo);
    if (!QTest::qWaitFor([&]() { return finished.count() == 1; }, 10000)) {
        // Let the stuck reading thread go, so that the test can end.
        QFile writer(fifo);
        writer.open(QIODevice::WriteOnly);
        writer.close();
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 10000);
        QFAIL("the import waited on the FIFO");
    }
    const auto report = finished.first().first().value<ImportReport>();
    QCOMPARE(int(report.outcome), int(ImportReport::Outcome::Rejected));
    auto *text = window.findChild<QPlainTextEdit *>(QStringLiteral("importReportText"));
    QVERIFY(text);
    QVERIFY2(text->toPlainText().contains(QStringLiteral("not a regular file")), qPrintable(text->toPlainText()));
}

void TestImportController::fileDialogOpensOnAFolderWithNoName()
{
    // A home with no Downloads folder: the dialog opens on the home folder, its file name box empty
    // (QFileDialog::getOpenFileName() would have put "Downloads" there).
    QTemporaryDir home;
    const QByteArray oldHome = qgetenv("HOME");
    const QByteArray oldConfig = qgetenv("XDG_CONFIG_HOME");
    qputenv("HOME", QFile::encodeName(home.path()));
    qputenv("XDG_CONFIG_HOME", QFile::encodeName(home.filePath(QStringLiteral("config"))));
    const auto restore = qScopeGuard([&]() {
        qputenv("HOME", oldHome);
        qputenv("XDG_CONFIG_HOME", oldConfig);
    });
    const QString downloads = QStandardPaths::writableLocation(QStandardPaths::DownloadLocation);
    QVERIFY2(downloads.startsWith(home.path()) && !QFileInfo::exists(downloads), qPrintable(downloads));
    Database db(QStringLiteral("dialog"));
    QString error;
    QVERIFY(db.open(QStringLiteral(":memory:"), &error) && db.migrate(&error));
    QWidget parent;
    ImportController importer(db.connection(), &parent);
    for (const bool withDownloads : {false, true}) {
        if (withDownloads)
            QVERIFY(QDir().mkpath(downloads));
        importer.chooseAndImport();
        QFileDialog *dialog = nullptr;
        QTRY_VERIFY((dialog = parent.findChild<QFileDialog *>(QStringLiteral("importFileDialog"))));
        QCOMPARE(QDir(dialog->directory()).canonicalPath(), QDir(withDownloads ? downloads : home.path()).canonicalPath());
        auto *name = dialog->findChild<QLineEdit *>(QStringLiteral("fileNameEdit"));
        QVERIFY(name);
        QCOMPARE(name->text(), QString());
        dialog->reject();
        QTRY_VERIFY(!parent.findChild<QFileDialog *>(QStringLiteral("importFileDialog")));
    }
}

void TestImportController::missingModelColumnIsASentence()
{
    QTemporaryDir dir;
    QFile file(dir.filePath(QStringLiteral("other.csv")));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("Name,Parameters\nA,1\n");
    file.close();
    Database db(QStringLiteral("model-column"));
    QString error;
    QVERIFY(db.open(QStringLiteral(":memory:"), &error) && db.migrate(&error));
    QWidget parent;
    ImportController importer(db.connection(), &parent);
    importer.importFile(file.fileName());
    auto *text = parent.findChild<QPlainTextEdit *>(QStringLiteral("importReportText"));
    QVERIFY(text);
    QVERIFY2(text->toPlainText().startsWith(QStringLiteral("The file was not imported: it has no \"Model\" column, "
                                                           "so it is not an Epoch AI export.\n")),
             qPrintable(text->toPlainText()));
    // Nothing to show in the catalogue after a rejected file.
    QVERIFY(!parent.findChild<QPushButton *>(QStringLiteral("showImportedModels")));
}

QTEST_MAIN(TestImportController)
#include "tst_importcontroller.moc"
