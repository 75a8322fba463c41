// The window as a user drives it: typing in the search box, picking a row, switching language.
#include "CatalogueTableModel.h"
#include "catalogue/CatalogueView.h"
#include "charts/ChartsView.h"
#include "catalogue/FilterBar.h"
#include "LanguageManager.h"
#include "hardware/HardwareView.h"
#include "mainwindow/CatalogueNotice.h"
#include "mainwindow/MainWindow.h"
#include "ModelRepository.h"
#include "details/ModelPage.h"
#include "Screenshots.h"
#include "TestCatalogue.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QHeaderView>
#include <QLineEdit>
#include <QLocale>
#include <QMenuBar>
#include <QTabWidget>
#include <QTemporaryFile>
#include <QScopeGuard>
#include <QFile>
#include <QFileInfo>
#include <QScrollBar>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>
#include <QTextBrowser>
#include <QTextCursor>
#include <QTextDocument>
#include <QTimer>

Q_DECLARE_METATYPE(ModelFilter)

class TestMainWindow : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void searchFiltersAsYouType();
    void largeCatalogueSearchWaitsForAPause();
    void hostileSearchTextShowsWhatItsWordsFind_data();
    void hostileSearchTextShowsWhatItsWordsFind();
    void selectingARowOpensItsPage();
    void ctrlFFocusesTheSearch();
    void tabNeverStopsOnTheWindowsScrollArea();
    void languageSwitchesWhileRunning();
    void openWeightsSwitch();
    void filterChangeKeepsTheOpenPage();
    void hardwareChoiceRedrawsThePageWhenShown();
    void exportDialogsOpenInAFolderThatExists();
    void exportDialogsOpenInAFolderTheUserCanWrite();
    void screenshots();

private:
    QAction *action(const QString &text) const;
    QStringList shownNames() const;
    // Runs a window action that opens a save dialog, and returns the folder the dialog opened in.
    QString folderOpenedBy(void (MainWindow::*run)());
    Database m_db{QStringLiteral("window")};
    LanguageManager m_languages;
    std::unique_ptr<MainWindow> m_window;
    QLineEdit *m_search = nullptr;
};

void TestMainWindow::initTestCase()
{
    openShippedCatalogue(m_db);
}

void TestMainWindow::init()
{
    m_languages.setLanguage(QStringLiteral("en"));
    m_window = std::make_unique<MainWindow>(m_db.connection(), &m_languages);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    m_search = m_window->findChild<QLineEdit *>(QStringLiteral("search"));
    QVERIFY(m_search);
}

void TestMainWindow::cleanup()
{
    m_window.reset();
    m_languages.setLanguage(QStringLiteral("en"));
}

QAction *TestMainWindow::action(const QString &text) const
{
    const auto actions = m_window->findChildren<QAction *>();
    for (QAction *a : actions) {
        if (a->text().remove(QLatin1Char('&')) == text)
            return a;
    }
    return nullptr;
}

void TestMainWindow::searchFiltersAsYouType()
{
    CatalogueTableModel *model = m_window->catalogueView()->tableModel();
    const int total = model->totalCount();
    QCOMPARE(model->rowCount(), total);
    // Counts are grouped the way the UI language writes them (the catalogue has over a thousand models).
    const QString totalText = QLocale().toString(total);
    QCOMPARE(m_window->statusText(), QStringLiteral("%1 of %2 models").arg(totalText, totalText));
    QTest::keyClicks(m_search, QStringLiteral("megasc"));
    QTRY_COMPARE(model->rowCount(), 3);
    // The status line names the filter that applies.
    QCOMPARE(m_window->statusText(), QStringLiteral("3 of %1 models · search “megasc”").arg(totalText));
    m_search->clear();
    QTRY_COMPARE(model->rowCount(), total);
}

void TestMainWindow::largeCatalogueSearchWaitsForAPause()
{
    // The shipped catalogue is small: every keystroke filters at once.
    FilterBar *bar = m_window->catalogueView()->filterBar();
    QCOMPARE(bar->searchDelay(), 0);
    QVERIFY(m_window->catalogueView()->tableModel()->totalCount() < CatalogueView::largeCatalogue);

    // With a delay (what a catalogue of CatalogueView::largeCatalogue models or more gets), a burst of
    // keystrokes filters once, after the pause; any other control filters at once.
    bar->setSearchDelay(150);
    QSignalSpy changes(bar, &FilterBar::filterChanged);
    QTest::keyClicks(m_search, QStringLiteral("llama"));
    QCOMPARE(changes.count(), 0);
    QTRY_COMPARE(changes.count(), 1);
    QCOMPARE(changes.last().at(0).value<ModelFilter>().text, QStringLiteral("llama"));
    QTest::keyClicks(m_search, QStringLiteral(" 3"));
    auto *openWeights = bar->findChild<QCheckBox *>(QStringLiteral("openWeightsOnly"));
    QVERIFY(openWeights);
    openWeights->click();   // carries the text typed so far, and ends the wait
    QCOMPARE(changes.count(), 2);
    QCOMPARE(changes.last().at(0).value<ModelFilter>().text, QStringLiteral("llama 3"));
    QTest::qWait(300);
    QCOMPARE(changes.count(), 2);
    openWeights->click();
    m_search->clear();
    bar->setSearchDelay(0);
    QTRY_COMPARE(m_window->catalogueView()->tableModel()->rowCount(),
                 m_window->catalogueView()->tableModel()->totalCount());
}

QStringList TestMainWindow::shownNames() const
{
    const CatalogueTableModel *model = m_window->catalogueView()->tableModel();
    QStringList names;
    for (int row = 0; row < model->rowCount(); ++row)
        names.append(model->index(row, CatalogueTableModel::NameColumn).data().toString());
    return names;
}

// Quotes, operators and SQL typed into the search box are text: the table shows what the words in
// it find, in the same order, and nothing reports a failed read. (Passed to FTS5 as they are, each
// of these is a syntax error: an empty table and the "could not be read" band.)
void TestMainWindow::hostileSearchTextShowsWhatItsWordsFind_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("words");
    QTest::newRow("SQL") << QStringLiteral("'; DROP TABLE models; --") << QStringLiteral("DROP TABLE models");
    QTest::newRow("a lone quote") << QStringLiteral("\"") << QString();
    QTest::newRow("a lone star") << QStringLiteral("*") << QString();
    QTest::newRow("an operator") << QStringLiteral("NEAR(") << QStringLiteral("NEAR");
    QTest::newRow("an unbalanced quote") << QStringLiteral("\"MegaScale") << QStringLiteral("MegaScale");
    QTest::newRow("a column filter") << QStringLiteral("name:MegaScale") << QStringLiteral("name MegaScale");
    QTest::newRow("a bracket") << QStringLiteral("MegaScale (175B") << QStringLiteral("MegaScale 175B");
}

void TestMainWindow::hostileSearchTextShowsWhatItsWordsFind()
{
    QFETCH(QString, typed);
    QFETCH(QString, words);
    CatalogueTableModel *model = m_window->catalogueView()->tableModel();
    QSignalSpy failures(model, &CatalogueTableModel::queryFailed);
    QTest::keyClicks(m_search, words);
    const QStringList expected = shownNames();
    if (words.isEmpty())
        QCOMPARE(expected.size(), model->totalCount());
    m_search->clear();
    QTest::keyClicks(m_search, typed);
    QTRY_COMPARE(model->filter().text, typed);
    QCOMPARE(shownNames(), expected);
    QCOMPARE(failures.count(), 0);
    QVERIFY2(model->lastError().isEmpty(), qPrintable(model->lastError()));
    QCOMPARE(m_window->catalogueNotice()->state(), CatalogueNotice::State::None);
}

void TestMainWindow::selectingARowOpensItsPage()
{
    QTest::keyClicks(m_search, QStringLiteral("MegaScale 175B"));
    CatalogueView *view = m_window->catalogueView();
    QTRY_COMPARE(view->tableModel()->rowCount(), 1);
    QTableView *table = view->table();
    const QRect cell = table->visualRect(view->tableModel()->index(0, 0));
    QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, cell.center());
    QTRY_VERIFY(view->modelPage()->currentId() != 0);
    const QString text = view->modelPage()->browser()->toPlainText();
    QVERIFY2(text.contains(QStringLiteral("12,288")), qPrintable(text.left(400)));
    QVERIFY(text.contains(QStringLiteral("2.7 × 10²³ FLOP")));
}

void TestMainWindow::ctrlFFocusesTheSearch()
{
    m_window->catalogueView()->table()->setFocus();
    QTest::keyClick(m_window.get(), Qt::Key_F, Qt::ControlModifier);
    QTRY_VERIFY(m_search->hasFocus());
}

// The area that scrolls the whole window on a short screen has no frame and no focus mark: Tab stopped on
// it once a round, in every tab, and the focus seemed lost.
void TestMainWindow::tabNeverStopsOnTheWindowsScrollArea()
{
    auto *tabs = m_window->findChild<QTabWidget *>();
    QVERIFY(tabs);
    for (int tab = 0; tab < tabs->count(); ++tab) {
        tabs->setCurrentIndex(tab);
        tabs->tabBar()->setFocus();
        for (int i = 0; i < 40; ++i) {
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
            QWidget *focus = QApplication::focusWidget();
            QVERIFY2(focus && focus->objectName() != QLatin1String("windowScroller"),
                     qPrintable(QStringLiteral("tab %1, Tab %2").arg(tab).arg(i)));
        }
    }
}

void TestMainWindow::languageSwitchesWhileRunning()
{
    QTest::keyClicks(m_search, QStringLiteral("megasc"));
    CatalogueView *view = m_window->catalogueView();
    QTRY_COMPARE(view->tableModel()->rowCount(), 3);
    view->selectModel(view->tableModel()->idAt(0));
    QTRY_VERIFY(view->modelPage()->currentId() != 0);

    QAction *italian = action(QStringLiteral("Italiano"));
    QVERIFY(italian);
    italian->trigger();
    QCOMPARE(m_languages.language(), QStringLiteral("it"));
    auto *tabs = m_window->findChild<QTabWidget *>();
    QTRY_COMPARE(tabs->tabText(0), QStringLiteral("Catalogo"));
    const int total = view->tableModel()->totalCount();
    QCOMPARE(m_window->statusText(), QStringLiteral("3 di %1 modelli · ricerca «megasc»").arg(QLocale().toString(total)));
    QCOMPARE(view->table()->horizontalHeader()->model()->headerData(CatalogueTableModel::ParametersColumn, Qt::Horizontal).toString(),
             QStringLiteral("Parametri"));
    QVERIFY(m_search->placeholderText().startsWith(QStringLiteral("Cerca")));
    QVERIFY(m_window->menuBar()->actions().first()->text().contains(QStringLiteral("File")));
    QVERIFY(action(QStringLiteral("Esci")));
    QTRY_VERIFY(view->modelPage()->browser()->toPlainText().contains(QStringLiteral("Origine")));
    // The search text and its result survive the switch.
    QCOMPARE(m_search->text(), QStringLiteral("megasc"));
    QCOMPARE(view->tableModel()->rowCount(), 3);

    action(QStringLiteral("English"))->trigger();
    QTRY_COMPARE(tabs->tabText(0), QStringLiteral("Catalogue"));
    QCOMPARE(m_window->statusText(), QStringLiteral("3 of %1 models · search “megasc”").arg(QLocale().toString(total)));
}

void TestMainWindow::openWeightsSwitch()
{
    auto *open = m_window->findChild<QCheckBox *>(QStringLiteral("openWeightsOnly"));
    QVERIFY(open);
    CatalogueTableModel *model = m_window->catalogueView()->tableModel();
    const int total = model->rowCount();
    QTest::mouseClick(open, Qt::LeftButton);
    QTRY_VERIFY(model->rowCount() < total);
    for (int row = 0; row < std::min(model->rowCount(), 50); ++row)
        QVERIFY(model->index(row, CatalogueTableModel::AccessColumn).data().toString().startsWith(QStringLiteral("Open weights")));
}

void TestMainWindow::filterChangeKeepsTheOpenPage()
{
    CatalogueView *view = m_window->catalogueView();
    QTest::keyClicks(m_search, QStringLiteral("Llama 3.1-8B"));
    QTRY_VERIFY(view->tableModel()->rowCount() > 0);
    QTest::mouseClick(view->table()->viewport(), Qt::LeftButton, {},
                      view->table()->visualRect(view->tableModel()->index(0, 0)).center());
    QTRY_VERIFY(view->modelPage()->currentId() != 0);
    const qint64 open = view->modelPage()->currentId();
    // Every page drawn sets the browser's text: none may be drawn while the open model stays the same.
    QSignalSpy drawn(view->modelPage()->browser(), &QTextEdit::textChanged);
    m_search->clear();
    QTRY_COMPARE(view->tableModel()->rowCount(), view->tableModel()->totalCount());
    auto *domain = view->filterBar()->findChild<QComboBox *>(QStringLiteral("domain"));
    QVERIFY(domain);
    domain->setCurrentIndex(domain->findData(QStringLiteral("Language")));
    QVERIFY(view->tableModel()->rowOfId(open) >= 0);
    QCOMPARE(view->tableModel()->idAt(view->table()->currentIndex().row()), open);
    view->table()->sortByColumn(CatalogueTableModel::ParametersColumn, Qt::DescendingOrder);
    QCOMPARE(view->modelPage()->currentId(), open);
    // In the new order its row moved far down the table; the table goes with it.
    QTableView *table = view->table();
    QTRY_VERIFY(table->viewport()->rect().contains(table->visualRect(table->currentIndex())));
    QCOMPARE(drawn.count(), 0);
    // A catalogue read again (an import) may have changed the model: its page is read and drawn again.
    view->reloadCatalogue();
    QCOMPARE(view->modelPage()->currentId(), open);
    QVERIFY(drawn.count() > 0);
    // A filter that hides it closes the page, which says so; the filter cleared opens it again. The
    // model has not changed meanwhile: its page, kept behind the notice, is shown, not drawn again.
    const int drawnBefore = int(drawn.count());
    domain->setCurrentIndex(domain->findData(QStringLiteral("Vision")));
    QTRY_COMPARE(view->modelPage()->currentId(), qint64(0));
    QVERIFY(view->modelPage()->notice()->isVisible());
    domain->setCurrentIndex(0);
    QTRY_COMPARE(view->modelPage()->currentId(), open);
    QCOMPARE(drawn.count(), drawnBefore);
    QVERIFY(view->modelPage()->browser()->isVisible());
    QVERIFY(!view->modelPage()->notice()->isVisible());
    // A page drawn again meanwhile (a new language) is not kept: it is drawn for the model again.
    domain->setCurrentIndex(domain->findData(QStringLiteral("Vision")));
    QTRY_COMPARE(view->modelPage()->currentId(), qint64(0));
    QEvent change(QEvent::LanguageChange);
    QCoreApplication::sendEvent(view->modelPage(), &change);
    const int drawnHidden = int(drawn.count());
    domain->setCurrentIndex(0);
    QTRY_COMPARE(view->modelPage()->currentId(), open);
    QVERIFY(drawn.count() > drawnHidden);
    QVERIFY(!view->modelPage()->browser()->toPlainText().contains(QStringLiteral("is not among the results")));
}

void TestMainWindow::hardwareChoiceRedrawsThePageWhenShown()
{
    CatalogueView *view = m_window->catalogueView();
    const auto model = ModelRepository(m_db.connection()).byName(QStringLiteral("Llama 3.1-8B"));
    QVERIFY(model && view->selectModel(model->id));
    QTRY_COMPARE(view->modelPage()->currentId(), model->id);
    auto *tabs = m_window->findChild<QTabWidget *>();
    tabs->setCurrentWidget(m_window->hardwareView());
    QTRY_VERIFY(!m_window->hardwareView()->isReading());
    QSignalSpy drawn(view->modelPage()->browser(), &QTextEdit::textChanged);
    // Devices tried one after another on the From hardware tab: the hidden page waits.
    QVERIFY(m_window->hardwareView()->setDevice(QStringLiteral("NVIDIA GeForce RTX 3060 12GB")));
    QVERIFY(m_window->hardwareView()->setDevice(QStringLiteral("NVIDIA GeForce RTX 4090")));
    QCOMPARE(drawn.count(), 0);
    tabs->setCurrentWidget(view);
    QCOMPARE(drawn.count(), 1);
    QVERIFY2(view->modelPage()->browser()->toPlainText().contains(QStringLiteral("RTX 4090")),
             qPrintable(view->modelPage()->browser()->toPlainText().left(600)));
}

// Not a check: with ATLAS_SCREENSHOTS=folder set, saves the window in both languages for a person
// to look at (and for the documentation); skipped otherwise.
// Without a Pictures or Documents folder (a new account, a minimal system), the export dialogs opened in
// the program's working folder, wherever it was started from, and saved there.
void TestMainWindow::exportDialogsOpenInAFolderThatExists()
{
    for (const auto location : {QStandardPaths::PicturesLocation, QStandardPaths::DocumentsLocation}) {
        const QString folder = QStandardPaths::writableLocation(location);
        QVERIFY2(folder.startsWith(QDir::tempPath()), qPrintable(folder));   // the test's own home (TestHome)
        QDir(folder).removeRecursively();
    }
    QVERIFY(QDir::currentPath() != QDir::homePath());
    for (const auto &[name, run] : {std::pair{"Export chart", &MainWindow::exportChart}, std::pair{"Export as CSV", &MainWindow::exportCsv}}) {
        const QString opened = folderOpenedBy(run);
        QVERIFY2(opened == QDir::homePath(), qPrintable(QStringLiteral("%1 opened in %2").arg(QLatin1String(name), opened)));
    }
}

// A Documents or Pictures folder the user cannot write to (a read-only mount, another user's folder)
// was proposed all the same, and the save failed once a name was chosen. Here the user's folders are
// pointed, as xdg-user-dirs does, at /proc, a folder no one can make a file in, not even root (the
// tests run as root here, for whom permission bits say yes to everything): the dialogs pass it over.
void TestMainWindow::exportDialogsOpenInAFolderTheUserCanWrite()
{
    QVERIFY(QFileInfo(QStringLiteral("/proc")).isDir());
    QVERIFY2(!QTemporaryFile(QStringLiteral("/proc/.atlas-XXXXXX")).open(), "/proc takes no new file");
    const QString userDirs = QDir(qEnvironmentVariable("XDG_CONFIG_HOME")).filePath(QStringLiteral("user-dirs.dirs"));
    QVERIFY2(userDirs.startsWith(QDir::tempPath()), qPrintable(userDirs)); // the test's own home (TestHome)
    const auto restore = qScopeGuard([&]() { QFile::remove(userDirs); });
    const QString documents = QDir::home().filePath(QStringLiteral("Writable documents"));
    QVERIFY(QDir().mkpath(documents));
    const auto pointFolders = [&](const QString &pictures, const QString &documentsFolder) {
        QFile file(userDirs);
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
            return false;
        file.write("# written by tst_mainwindow\nXDG_PICTURES_DIR=\"" + QFile::encodeName(pictures) + "\"\nXDG_DOCUMENTS_DIR=\""
                   + QFile::encodeName(documentsFolder) + "\"\n");
        file.close();
        // Qt reads the file as the desktop does: the test is only worth something if it does here.
        return QStandardPaths::writableLocation(QStandardPaths::PicturesLocation) == pictures
            && QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation) == documentsFolder;
    };
    QVERIFY(pointFolders(QStringLiteral("/proc"), QStringLiteral("/proc")));
    QCOMPARE(folderOpenedBy(&MainWindow::exportCsv), QDir::homePath());
    QCOMPARE(folderOpenedBy(&MainWindow::exportChart), QDir::homePath());
    // Pictures unwritable, Documents writable: the chart goes to Documents.
    QVERIFY(pointFolders(QStringLiteral("/proc"), documents));
    QCOMPARE(folderOpenedBy(&MainWindow::exportChart), documents);
    QCOMPARE(folderOpenedBy(&MainWindow::exportCsv), documents);
    QVERIFY2(QDir(documents).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot).isEmpty(),
             "the write test leaves nothing behind");
}

QString TestMainWindow::folderOpenedBy(void (MainWindow::*run)())
{
    QString opened;
    QTimer::singleShot(200, this, [&opened]() {
        if (auto *dialog = qobject_cast<QFileDialog *>(QApplication::activeModalWidget())) {
            opened = dialog->directory().absolutePath();
            dialog->reject();
        }
    });
    (m_window.get()->*run)();
    return opened;
}

void TestMainWindow::screenshots()
{
    ATLAS_SCREENSHOT_FOLDER(folder);
    m_window->resize(1500, 900);
    CatalogueView *view = m_window->catalogueView();
    QTest::keyClicks(m_search, QStringLiteral("megascale"));
    QTRY_COMPARE(view->tableModel()->rowCount(), 3);
    m_search->clear();
    QTRY_VERIFY(view->tableModel()->rowCount() > 3);
    const auto found = view->tableModel()->rowCount();
    for (int row = 0; row < found; ++row) {
        if (view->tableModel()->index(row, 0).data().toString() == qEnvironmentVariable("ATLAS_SCREENSHOT_MODEL", QStringLiteral("MegaScale (175B)"))) {
            view->selectModel(view->tableModel()->idAt(row));
            break;
        }
    }
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("it")}) {
        action(language == QLatin1String("en") ? QStringLiteral("English") : QStringLiteral("Italiano"))->trigger();
        QTest::qWait(200);
        QVERIFY(m_window->grab().save(QStringLiteral("%1/window_%2.png").arg(folder, language)));
        // Further down the model page: availability, classification and sources.
        QTextBrowser *browser = m_window->findChild<ModelPage *>()->browser();
        const QTextCursor availability = browser->document()->find(
            language == QLatin1String("en") ? QStringLiteral("Availability") : QStringLiteral("Disponibilità"));
        QVERIFY(!availability.isNull());
        browser->verticalScrollBar()->setValue(browser->verticalScrollBar()->value() + browser->cursorRect(availability).top());
        QTest::qWait(100);
        QVERIFY(m_window->grab().save(QStringLiteral("%1/window_end_%2.png").arg(folder, language)));
        browser->verticalScrollBar()->setValue(0);
    }
    // The Charts tab with the record-setters named (set as a caller would: not remembered).
    ChartsView *charts = m_window->chartsView();
    m_window->findChild<QTabWidget *>()->setCurrentWidget(charts);
    charts->setRecordLabels(true);
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("it")}) {
        action(language == QLatin1String("en") ? QStringLiteral("English") : QStringLiteral("Italiano"))->trigger();
        QTRY_VERIFY(!charts->isLoading());
        QTest::qWait(300);
        QVERIFY(m_window->grab().save(QStringLiteral("%1/charts_%2.png").arg(folder, language)));
    }
    charts->setRecordLabels(false);
    // Models per year, with the note under it on the last year's bar.
    charts->applyPreset(QStringLiteral("models-per-year"));
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("it")}) {
        action(language == QLatin1String("en") ? QStringLiteral("English") : QStringLiteral("Italiano"))->trigger();
        QTRY_VERIFY(!charts->isLoading());
        QTest::qWait(300);
        QVERIFY(m_window->grab().save(QStringLiteral("%1/charts_years_%2.png").arg(folder, language)));
    }
    charts->applyPreset(QStringLiteral("compute-over-time"));
    // The From hardware tab, then every tab on a 1024 × 700 screen, in both languages.
    QTabWidget *tabs = m_window->findChild<QTabWidget *>();
    tabs->setCurrentIndex(2);   // From hardware
    // With the chosen model's row selected, if this device lists it: the basis and memory chart show.
    HardwareView *hardware = m_window->hardwareView();
    // A device of the person's choosing (ATLAS_SCREENSHOT_DEVICE, ATLAS_SCREENSHOT_COUNT cards), for a
    // model the default device does not run.
    if (const QString device = qEnvironmentVariable("ATLAS_SCREENSHOT_DEVICE"); !device.isEmpty())
        QVERIFY2(hardware->setDevice(device), qPrintable(device));
    if (const int count = qEnvironmentVariableIntValue("ATLAS_SCREENSHOT_COUNT"); count > 0)
        hardware->setCount(count);
    QTRY_VERIFY(!hardware->isReading());
    const QString chosen = qEnvironmentVariable("ATLAS_SCREENSHOT_MODEL", QStringLiteral("MegaScale (175B)"));
    for (int row = 0; row < hardware->table()->model()->rowCount(); ++row) {
        const QModelIndex index = hardware->table()->model()->index(row, 0);
        if (index.data().toString() == chosen) {
            hardware->table()->setCurrentIndex(index);
            break;
        }
    }
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("it")}) {
        action(language == QLatin1String("en") ? QStringLiteral("English") : QStringLiteral("Italiano"))->trigger();
        QTest::qWait(500);
        QVERIFY(m_window->grab().save(QStringLiteral("%1/hardware_%2.png").arg(folder, language)));
    }
    const QSize wide = m_window->size();
    m_window->resize(1024, 700);
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("it")}) {
        action(language == QLatin1String("en") ? QStringLiteral("English") : QStringLiteral("Italiano"))->trigger();
        for (int tab = 0; tab < tabs->count(); ++tab) {
            tabs->setCurrentIndex(tab);
            QTest::qWait(400);
            QVERIFY(m_window->grab().save(QStringLiteral("%1/small_%2_%3.png").arg(folder, language).arg(tab)));
        }
    }
    m_window->resize(wide);
    action(QStringLiteral("English"))->trigger();
    tabs->setCurrentWidget(view);
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
