// The window when the catalogue misbehaves: a temporary catalogue says so, and says on every change
// that it will not be kept; a read that fails is never shown as an empty catalogue; a file SQLite
// reports damaged is offered the start-up's recovery; a note whose write fails is kept, not lost.
#include "CatalogueFile.h"
#include "mainwindow/CatalogueNotice.h"
#include "CatalogueSession.h"
#include "CatalogueTableModel.h"
#include "catalogue/CatalogueView.h"
#include "CustomHardware.h"
#include "DamagedCatalogue.h"
#include "importer/ImportController.h"
#include "LanguageManager.h"
#include "mainwindow/MainWindow.h"
#include "details/ModelPage.h"
#include "ModelRepository.h"
#include "TestCatalogue.h"
#include "UserData.h"

#include <QApplication>
#include <QDir>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSqlQuery>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolButton>

class TestCatalogueFaults : public QObject
{
    Q_OBJECT
private slots:
    void init();
    void temporaryCatalogueSaysEveryChangeIsNotKept();
    void readFailureIsNotAnEmptyCatalogue();
    void damagedCatalogueOffersTheRebuild();
    void notNowKeepsTheBandAndTheCheck();
    void noteIsKeptUntilItCanBeWritten();
    void unsavedNoteHoldsTheWindowOpen();
    void bandAndQuestionFollowTheLanguage();

private:
    // A catalogue file closed cleanly, then damaged where start-up does not look.
    QString damagedCatalogue(const QString &folder);
    QString statusAfter(MainWindow &window, const std::function<void()> &change);

    LanguageManager m_languages;
};

void TestCatalogueFaults::init()
{
    m_languages.setLanguage(QStringLiteral("en"));
}

QString TestCatalogueFaults::damagedCatalogue(const QString &folder)
{
    const QString path = QDir(folder).filePath(QStringLiteral("c.sqlite"));
    // As a new start would: damage an earlier test saw (and left) belongs to another catalogue.
    CatalogueFile::clearDamage();
    {
        CatalogueSession session;
        QString error;
        if (!session.open(path, &error))
            return QString();
        UserData(session.connection()).setFavourite(QStringLiteral("megascale-175b"), true, &error);
    }
    const QString damage = damageTree(path, QStringLiteral("models"));
    if (!damage.isEmpty())
        qWarning("%s", qPrintable(damage));
    return damage.isEmpty() && CatalogueFile::wasClosedCleanly(path) ? path : QString();
}

QString TestCatalogueFaults::statusAfter(MainWindow &window, const std::function<void()> &change)
{
    window.statusBar()->clearMessage();
    change();
    if (!QTest::qWaitFor([&window]() { return !window.statusBar()->currentMessage().isEmpty(); }, 2000))
        return QStringLiteral("<no message>");
    return window.statusBar()->currentMessage();
}

void TestCatalogueFaults::temporaryCatalogueSaysEveryChangeIsNotKept()
{
    QTemporaryDir dir;
    const QString blocker = dir.filePath(QStringLiteral("blocked"));
    QFile file(blocker);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.close();
    CatalogueSession session;
    QString error;
    QVERIFY2(session.open(blocker + QStringLiteral("/c.sqlite"), &error, CatalogueSession::Fallback::TemporaryCatalogue),
             qPrintable(error));
    MainWindow window(session.connection(), &m_languages);
    window.setCatalogueSession(&session);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));

    // A band that stays, with the reason.
    CatalogueNotice *notice = window.catalogueNotice();
    QCOMPARE(notice->state(), CatalogueNotice::State::Temporary);
    QVERIFY2(notice->text().contains(QStringLiteral("not kept after you quit")), qPrintable(notice->text()));
    QVERIFY2(notice->text().contains(QStringLiteral("blocked")), qPrintable(notice->text()));
    QVERIFY(!notice->rebuildButton()->isVisible());

    // Every kind of change says where it went.
    QTableView *table = window.catalogueView()->table();
    table->selectRow(0);
    QTRY_VERIFY(window.catalogueView()->modelPage()->currentId() != 0);
    auto *star = window.catalogueView()->modelPage()->findChild<QToolButton *>();
    const QString notKept = QStringLiteral("lost when you quit");
    QVERIFY(statusAfter(window, [star]() { star->click(); }).contains(notKept));
    auto *note = window.catalogueView()->modelPage()->findChild<QPlainTextEdit *>();
    QVERIFY(statusAfter(window, [note]() { QTest::keyClicks(note, QStringLiteral("a note")); }).contains(notKept));
    QVERIFY(statusAfter(window, [&session]() {
                HardwareDevice device;
                device.name = QStringLiteral("My card");
                device.memoryGb = 16;
                device.bandwidthGbs = 500;
                QString failure;
                QVERIFY(CustomHardware(session.connection()).add(device, &failure));
            }).contains(notKept));
    const QString csv = dir.filePath(QStringLiteral("one.csv"));
    QFile import(csv);
    QVERIFY(import.open(QIODevice::WriteOnly));
    import.write("Model,Organization,Publication date,Parameters\r\nZeta 1,Test Lab,2024-05-01,7000000000\r\n");
    import.close();
    QVERIFY(statusAfter(window, [&window, &csv]() { window.importer()->importFile(csv); }).contains(notKept));
    // Reading is not a change.
    window.statusBar()->clearMessage();
    window.catalogueView()->reloadCatalogue();
    QTest::qWait(50);
    QVERIFY(window.statusBar()->currentMessage().isEmpty());
    for (QWidget *w : QApplication::topLevelWidgets()) {
        if (w->inherits("QDialog"))
            w->close();
    }
}

void TestCatalogueFaults::readFailureIsNotAnEmptyCatalogue()
{
    Database db(QStringLiteral("unreadable"));
    openShippedCatalogue(db);
    QSqlQuery query(db.connection());
    QVERIFY(query.exec(QStringLiteral("ALTER TABLE models RENAME TO models_elsewhere")));
    MainWindow window(db.connection(), &m_languages);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    CatalogueNotice *notice = window.catalogueNotice();
    QTRY_COMPARE(notice->state(), CatalogueNotice::State::ReadFailed);
    QVERIFY2(notice->text().contains(QStringLiteral("could not be read")), qPrintable(notice->text()));
    QVERIFY2(notice->text().contains(QStringLiteral("no such table")), qPrintable(notice->text()));
}

void TestCatalogueFaults::damagedCatalogueOffersTheRebuild()
{
    QTemporaryDir dir;
    const QString path = damagedCatalogue(dir.path());
    QVERIFY(!path.isEmpty());
    CatalogueSession session;
    QString error;
    QVERIFY2(session.open(path, &error), qPrintable(error));
    QVERIFY(session.movedAsidePath().isEmpty());   // start-up did not see it

    MainWindow window(session.connection(), &m_languages);
    window.setCatalogueSession(&session);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    CatalogueNotice *notice = window.catalogueNotice();
    // Showing the table's rows meets the damage: the band and, once, the question.
    QTRY_COMPARE(notice->state(), CatalogueNotice::State::Damaged);
    QVERIFY2(notice->text().contains(QStringLiteral("malformed")), qPrintable(notice->text()));
    QTRY_VERIFY(notice->rebuildQuestion() && notice->rebuildQuestion()->isVisible());
    QPushButton *rebuild = nullptr;
    for (QAbstractButton *button : notice->rebuildQuestion()->buttons()) {
        if (button->text() == QLatin1String("Rebuild the catalogue"))
            rebuild = qobject_cast<QPushButton *>(button);
    }
    QVERIFY(rebuild);
    rebuild->click();

    QTRY_VERIFY(!session.movedAsidePath().isEmpty());
    QVERIFY(QFileInfo::exists(session.movedAsidePath()));
    QCOMPARE(notice->state(), CatalogueNotice::State::None);
    QVERIFY(!notice->isVisible());
    QVERIFY(window.catalogueView()->tableModel()->totalCount() >= 400);
    QVERIFY(UserData(session.connection()).isFavourite(QStringLiteral("megascale-175b")));
    auto *done = window.findChild<QMessageBox *>(QStringLiteral("rebuiltMessage"));
    QVERIFY(done);
    QVERIFY2(done->text().contains(QStringLiteral("recovered from the old file")), qPrintable(done->text()));
    // The rows are readable again: no new complaint once they are drawn.
    window.catalogueView()->table()->selectRow(0);
    QTRY_VERIFY(window.catalogueView()->modelPage()->currentId() != 0);
    QTest::qWait(50);
    QCOMPARE(notice->state(), CatalogueNotice::State::None);
    done->close();
}

void TestCatalogueFaults::notNowKeepsTheBandAndTheCheck()
{
    QTemporaryDir dir;
    const QString path = damagedCatalogue(dir.path());
    QVERIFY(!path.isEmpty());
    {
        CatalogueSession session;
        QString error;
        QVERIFY2(session.open(path, &error), qPrintable(error));
        MainWindow window(session.connection(), &m_languages);
        window.setCatalogueSession(&session);
        window.show();
        CatalogueNotice *notice = window.catalogueNotice();
        QTRY_VERIFY(notice->rebuildQuestion() && notice->rebuildQuestion()->isVisible());
        for (QAbstractButton *button : notice->rebuildQuestion()->buttons()) {
            if (button->text() == QLatin1String("Not now"))
                button->click();
        }
        QTRY_VERIFY(!notice->rebuildQuestion());
        // The band stays, with its button; more damage does not ask again.
        QCOMPARE(notice->state(), CatalogueNotice::State::Damaged);
        QVERIFY(notice->rebuildButton()->isVisible());
        window.catalogueView()->table()->scrollToBottom();
        QTest::qWait(100);
        QVERIFY(!notice->rebuildQuestion());
        QVERIFY(session.movedAsidePath().isEmpty());
    }
    // Closed, but not as a file known to be whole: the next start checks it, and moves it aside.
    QVERIFY(!CatalogueFile::wasClosedCleanly(path));
    CatalogueSession next;
    QString error;
    QVERIFY2(next.open(path, &error), qPrintable(error));
    QVERIFY(!next.movedAsidePath().isEmpty());
}

void TestCatalogueFaults::noteIsKeptUntilItCanBeWritten()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("notes.sqlite"));
    CatalogueSession session;
    QString error;
    QVERIFY2(session.open(path, &error), qPrintable(error));
    QSqlDatabase db = session.connection();
    Database::setBusyTimeout(db, 50);   // the test need not wait the full time-out for the lock
    const auto first = ModelRepository(db).byName(QStringLiteral("MegaScale (175B)"));
    const auto second = ModelRepository(db).byName(QStringLiteral("Llama 2-70B"));
    QVERIFY(first && second);

    ModelPage page(db);
    page.show();
    page.showModel(first->id);
    auto *note = page.findChild<QPlainTextEdit *>();
    QVERIFY(note);

    // Another program holds the catalogue's write lock while the user types and moves on.
    Database other(QStringLiteral("other-program"));
    QVERIFY2(other.open(path, &error), qPrintable(error));
    QSqlQuery lock(other.connection());
    QVERIFY(lock.exec(QStringLiteral("BEGIN IMMEDIATE")));
    QTest::keyClicks(note, QStringLiteral("typed while locked"));
    page.showModel(second->id);
    QVERIFY(page.hasUnsavedNotes());
    QVERIFY2(page.errorText().contains(QStringLiteral("could not be saved")), qPrintable(page.errorText()));
    QVERIFY2(page.errorText().contains(QStringLiteral("kept")), qPrintable(page.errorText()));
    QVERIFY2(page.errorText().contains(QStringLiteral("locked")), qPrintable(page.errorText()));

    // Back on the first model, what was typed is there, not the empty stored note.
    page.showModel(first->id);
    QCOMPARE(note->toPlainText(), QStringLiteral("typed while locked"));

    // Once the lock is gone, the note is written on its own and the message goes.
    QVERIFY(lock.exec(QStringLiteral("COMMIT")));
    QTRY_VERIFY_WITH_TIMEOUT(!page.hasUnsavedNotes(), 10000);
    QCOMPARE(UserData(db).note(first->key), QStringLiteral("typed while locked"));
    QVERIFY(page.errorText().isEmpty());
}

void TestCatalogueFaults::unsavedNoteHoldsTheWindowOpen()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("close.sqlite"));
    CatalogueSession session;
    QString error;
    QVERIFY2(session.open(path, &error), qPrintable(error));
    Database::setBusyTimeout(session.connection(), 50);
    MainWindow window(session.connection(), &m_languages);
    window.setCatalogueSession(&session);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.catalogueView()->table()->selectRow(0);
    ModelPage *page = window.catalogueView()->modelPage();
    QTRY_VERIFY(page->currentId() != 0);
    const auto model = ModelRepository(session.connection()).byId(page->currentId());
    QVERIFY(model);

    Database other(QStringLiteral("other-program"));
    QVERIFY2(other.open(path, &error), qPrintable(error));
    QSqlQuery lock(other.connection());
    QVERIFY(lock.exec(QStringLiteral("BEGIN IMMEDIATE")));
    QTest::keyClicks(page->findChild<QPlainTextEdit *>(), QStringLiteral("not yet saved"));

    // Closing asks first; Cancel keeps the window, and the note.
    QString asked;
    QTimer::singleShot(0, this, [&asked]() {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        QVERIFY(box);
        asked = box->text();
        box->button(QMessageBox::Cancel)->click();
    });
    QVERIFY(!window.close());
    QVERIFY2(asked.contains(QStringLiteral("could not be saved")) && asked.contains(QStringLiteral("lost")), qPrintable(asked));
    QVERIFY(window.isVisible());

    QVERIFY(lock.exec(QStringLiteral("COMMIT")));
    QVERIFY(window.close());
    QCOMPARE(UserData(session.connection()).note(model->key), QStringLiteral("not yet saved"));
}

void TestCatalogueFaults::bandAndQuestionFollowTheLanguage()
{
    // With ATLAS_SCREENSHOTS set, the band and the question are saved there in both languages. One
    // session at a time: a session's connection has the program's one name.
    const QString folder = qEnvironmentVariable("ATLAS_SCREENSHOTS");
    const QStringList expected[] = {{QStringLiteral("Temporary catalogue"), QStringLiteral("Rebuild the catalogue")},
                                    {QStringLiteral("Catalogo temporaneo"), QStringLiteral("Ricrea il catalogo")}};
    int index = 0;
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("it")}) {
        m_languages.setLanguage(language);
        QTemporaryDir dir;
        QString error;
        {
            const QString blocker = dir.filePath(QStringLiteral("blocked"));
            QFile file(blocker);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.close();
            CatalogueSession temporary;
            QVERIFY(temporary.open(blocker + QStringLiteral("/c.sqlite"), &error, CatalogueSession::Fallback::TemporaryCatalogue));
            MainWindow window(temporary.connection(), &m_languages);
            window.setCatalogueSession(&temporary);
            window.resize(1400, 860);
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            window.catalogueView()->table()->selectRow(0);
            QTRY_VERIFY(window.catalogueView()->modelPage()->currentId() != 0);
            QVERIFY2(window.catalogueNotice()->text().startsWith(expected[index].at(0)), qPrintable(window.catalogueNotice()->text()));
            if (!folder.isEmpty())
                QVERIFY(window.grab().save(QStringLiteral("%1/temporary_%2.png").arg(folder, language)));
        }
        const QString damagedPath = damagedCatalogue(dir.path());
        QVERIFY(!damagedPath.isEmpty());
        CatalogueSession damaged;
        QVERIFY2(damaged.open(damagedPath, &error), qPrintable(error));
        MainWindow window(damaged.connection(), &m_languages);
        window.setCatalogueSession(&damaged);
        window.resize(1400, 860);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        CatalogueNotice *notice = window.catalogueNotice();
        QTRY_VERIFY(notice->rebuildQuestion() && notice->rebuildQuestion()->isVisible());
        QStringList buttons;
        for (QAbstractButton *button : notice->rebuildQuestion()->buttons())
            buttons << button->text();
        QVERIFY2(buttons.contains(expected[index].at(1)), qPrintable(buttons.join(u'|')));
        if (!folder.isEmpty()) {
            QTest::qWait(100);
            QVERIFY(window.grab().save(QStringLiteral("%1/damaged_%2.png").arg(folder, language)));
            QVERIFY(notice->rebuildQuestion()->grab().save(QStringLiteral("%1/rebuild_question_%2.png").arg(folder, language)));
        }
        notice->rebuildQuestion()->close();
        ++index;
    }
}

QTEST_MAIN(TestCatalogueFaults)
#include "tst_cataloguefaults.moc"
