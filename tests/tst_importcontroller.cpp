// File ▸ Import… as the window runs it: off the GUI thread on its own connection, then a report,
// and the table shows the new models.
#include "CatalogueSession.h"
#include "CatalogueTableModel.h"
#include "catalogue/CatalogueView.h"
#include "importer/ImportController.h"
#include "LanguageManager.h"
#include "mainwindow/MainWindow.h"

#include <QDir>
#include <QFile>
#include <QPlainTextEdit>
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
    QVERIFY(text->toPlainText().contains(QStringLiteral("Added: %1").arg(report.added)));
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

QTEST_MAIN(TestImportController)
#include "tst_importcontroller.moc"
