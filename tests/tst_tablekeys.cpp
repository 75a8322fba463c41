// Keys a first-time user reaches for in the window's tables: Ctrl+C copies the selected rows as the
// table shows them (Edit ▸ Copy too), and Down in a search box goes on to the first result. Before,
// Ctrl+C copied the current cell alone and Down in the search box did nothing.
#include "CatalogueTableModel.h"
#include "catalogue/CatalogueView.h"
#include "catalogue/FilterBar.h"
#include "details/ModelPage.h"
#include "hardware/HardwareView.h"
#include "LanguageManager.h"
#include "mainwindow/MainWindow.h"
#include "Settings.h"
#include "common/TableCopy.h"
#include "TestCatalogue.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QHeaderView>
#include <QLineEdit>
#include <QStandardItemModel>
#include <QTabWidget>
#include <QTableView>
#include <QTest>
#include <QTextBrowser>
#include <QTextCursor>
#include <QTextDocumentFragment>

class TestTableKeys : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void ctrlCCopiesTheSelectedCatalogueRows();
    void copiedTitlesAreInTheInterfaceLanguage();
    void editCopyCopiesAsCtrlCDoes();
    void ctrlCInTheSearchBoxCopiesItsText();
    void ctrlCOnTheModelPageCopiesItsText();
    void ctrlCCopiesTheHardwareRows();
    void copiedRowsStayOneLineEach();
    void downFromTheSearchGoesToTheFirstRow();
    void downRightAfterTypingGoesToWhatWasTyped();
    void downFromTheHardwareSearchGoesToTheFirstRow();
    void downWithNothingFoundStaysInTheSearch();

private:
    // What the user sees in these rows, read from the model and the header, not from the code under test;
    // with everyColumn, the hidden columns too (a table that hides columns only for lack of room).
    static QStringList shownLines(const QTableView *table, const QList<int> &rows, bool everyColumn = false);
    void showTab(QWidget *tab);
    QAction *copyAction() const;
    Database m_db{QStringLiteral("tablekeys")};
    LanguageManager m_languages;
    std::unique_ptr<MainWindow> m_window;
};

void TestTableKeys::initTestCase()
{
    openShippedCatalogue(m_db);
}

void TestTableKeys::init()
{
    Settings::clear();
    m_languages.setLanguage(QStringLiteral("en"));
    m_window = std::make_unique<MainWindow>(m_db.connection(), &m_languages);
    m_window->show();
    QApplication::setActiveWindow(m_window.get());
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    QGuiApplication::clipboard()->clear();
}

void TestTableKeys::cleanup()
{
    m_window.reset();
    m_languages.setLanguage(QStringLiteral("en"));
}

QStringList TestTableKeys::shownLines(const QTableView *table, const QList<int> &rows, bool everyColumn)
{
    const QHeaderView *header = table->horizontalHeader();
    QStringList titles;
    QList<int> columns;
    for (int visual = 0; visual < header->count(); ++visual) {
        const int logical = header->logicalIndex(visual);
        if (header->isSectionHidden(logical) && !everyColumn)
            continue;
        columns.append(logical);
        // A title drawn on two lines ("Memory\n(GB)") is one cell: its lines joined by a space.
        titles.append(table->model()->headerData(logical, Qt::Horizontal).toString().replace(QLatin1Char('\n'), QLatin1Char(' ')));
    }
    QStringList lines{titles.join(QLatin1Char('\t'))};
    for (int row : rows) {
        QStringList cells;
        for (int column : columns)
            cells.append(table->model()->index(row, column).data().toString());
        lines.append(cells.join(QLatin1Char('\t')));
    }
    return lines;
}

void TestTableKeys::showTab(QWidget *tab)
{
    auto *tabs = m_window->findChild<QTabWidget *>();
    QVERIFY(tabs);
    tabs->setCurrentWidget(tab);
    QTRY_VERIFY(tab->isVisible());
}

QAction *TestTableKeys::copyAction() const
{
    return m_window->findChild<QAction *>(QStringLiteral("copyAction"));
}

// Rows picked with Ctrl+click, a column moved to the front and one hidden by the user: the clipboard holds the
// titles and those rows as the table shows them, tab-separated, not the current cell.
void TestTableKeys::ctrlCCopiesTheSelectedCatalogueRows()
{
    QTableView *table = m_window->catalogueView()->table();
    QHeaderView *header = table->horizontalHeader();
    header->setSectionHidden(CatalogueTableModel::OrganizationColumn, false);
    header->setSectionHidden(CatalogueTableModel::PublishedColumn, false);
    // Hidden by the user, with the column chooser: it stays out of the copy.
    m_window->catalogueView()->setColumnShown(CatalogueTableModel::DomainColumn, false);
    header->moveSection(header->visualIndex(CatalogueTableModel::PublishedColumn), 0);
    table->setFocus();
    table->setCurrentIndex(table->model()->index(0, CatalogueTableModel::NameColumn));
    table->selectionModel()->select(table->model()->index(2, 0), QItemSelectionModel::Select | QItemSelectionModel::Rows);
    QTest::keySequence(table, QKeySequence::Copy);
    const QStringList lines = QGuiApplication::clipboard()->text().split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines, shownLines(table, {0, 2}));
    QVERIFY2(lines.first().startsWith(QLatin1String("Published\tModel\tOrganisation")), qPrintable(lines.first()));
    QVERIFY(!lines.first().contains(QLatin1String("Domain")));
    QVERIFY(lines.at(1).contains(table->model()->index(0, CatalogueTableModel::NameColumn).data().toString()));
}

void TestTableKeys::copiedTitlesAreInTheInterfaceLanguage()
{
    m_languages.setLanguage(QStringLiteral("it"));
    QTableView *table = m_window->catalogueView()->table();
    table->setFocus();
    table->selectionModel()->setCurrentIndex(table->model()->index(1, CatalogueTableModel::NameColumn),
                                             QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    QTest::keySequence(table, QKeySequence::Copy);
    const QStringList lines = QGuiApplication::clipboard()->text().split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 2);
    QVERIFY2(lines.first().startsWith(QLatin1String("Modello")), qPrintable(lines.first()));
    QCOMPARE(lines, shownLines(table, {1}));
}

// Edit ▸ Copy is there, says Ctrl+C, is enabled only with rows selected and copies what the key copies,
// also chosen with the focus away from the table (in the search box).
void TestTableKeys::editCopyCopiesAsCtrlCDoes()
{
    QAction *copy = copyAction();
    QVERIFY(copy);
    QCOMPARE(copy->text(), QStringLiteral("&Copy"));
    QCOMPARE(copy->shortcut(), QKeySequence(QKeySequence::Copy));
    QTableView *table = m_window->catalogueView()->table();
    table->clearSelection();
    QVERIFY(!copy->isEnabled());
    table->setCurrentIndex(table->model()->index(3, CatalogueTableModel::NameColumn));
    QTRY_VERIFY(copy->isEnabled());
    m_window->catalogueView()->filterBar()->searchBox()->setFocus();
    copy->trigger();
    QCOMPARE(QGuiApplication::clipboard()->text().split(QLatin1Char('\n'), Qt::SkipEmptyParts), shownLines(table, {3}));
    m_languages.setLanguage(QStringLiteral("it"));
    QTRY_COMPARE(copy->text(), QStringLiteral("&Copia"));
}

// The model page keeps its own Ctrl+C: what is selected in it, not the table's rows.
void TestTableKeys::ctrlCOnTheModelPageCopiesItsText()
{
    QTableView *table = m_window->catalogueView()->table();
    table->setFocus();
    table->selectionModel()->setCurrentIndex(table->model()->index(0, CatalogueTableModel::NameColumn),
                                             QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    auto *page = m_window->catalogueView()->modelPage()->findChild<QTextBrowser *>();
    QVERIFY(page);
    QTRY_VERIFY(!page->toPlainText().isEmpty());
    page->setFocus();
    QTextCursor cursor = page->textCursor();
    const QString plain = page->toPlainText();
    const int from = int(plain.indexOf(QLatin1Char(' ')));   // the page's first words, after the first
    QVERIFY(from > 0 && plain.size() > from + 12);
    cursor.setPosition(from + 1);
    cursor.setPosition(from + 12, QTextCursor::KeepAnchor);
    page->setTextCursor(cursor);
    QVERIFY(copyAction() && copyAction()->isEnabled());
    QTest::keySequence(page, QKeySequence::Copy);
    QCOMPARE(QGuiApplication::clipboard()->text(), cursor.selection().toPlainText());
    QVERIFY(!QGuiApplication::clipboard()->text().contains(QLatin1Char('\t')));
}

// The search box keeps its own Ctrl+C (its selected text), rows selected in the table or not.
void TestTableKeys::ctrlCInTheSearchBoxCopiesItsText()
{
    QTableView *table = m_window->catalogueView()->table();
    table->setCurrentIndex(table->model()->index(0, CatalogueTableModel::NameColumn));
    QLineEdit *search = m_window->catalogueView()->filterBar()->searchBox();
    search->setFocus();
    QTest::keyClicks(search, QStringLiteral("llama"));
    search->selectAll();
    QTest::keySequence(search, QKeySequence::Copy);
    QCOMPARE(QGuiApplication::clipboard()->text(), QStringLiteral("llama"));
}

void TestTableKeys::ctrlCCopiesTheHardwareRows()
{
    showTab(m_window->hardwareView());
    QTableView *table = m_window->hardwareView()->table();
    QTRY_VERIFY(table->model()->rowCount() > 4);
    table->setFocus();
    // A row clicked, another Ctrl+clicked: both are copied.
    table->scrollToTop();
    QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, table->visualRect(table->model()->index(2, 0)).center());
    QTest::mouseClick(table->viewport(), Qt::LeftButton, Qt::ControlModifier,
                      table->visualRect(table->model()->index(4, 0)).center());
    QTest::keySequence(table, QKeySequence::Copy);
    const QStringList lines = QGuiApplication::clipboard()->text().split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    // The user hides none of its columns; those the window is too narrow for are copied all the same.
    QCOMPARE(lines, shownLines(table, {2, 4}, true));
    QVERIFY(lines.first().contains(QLatin1Char('\t')));
    // Edit ▸ Copy copies the tab in front's table.
    QGuiApplication::clipboard()->clear();
    QVERIFY(copyAction() && copyAction()->isEnabled());
    copyAction()->trigger();
    QCOMPARE(QGuiApplication::clipboard()->text().split(QLatin1Char('\n'), Qt::SkipEmptyParts), lines);
}

// Pasted into a spreadsheet each row is one line and each cell one cell: a tab or a line break inside a
// name (imported catalogue text can hold them) becomes a space; markup stays the characters it is; a
// hidden column is left out and a moved one comes where it is shown. With no row selected nothing is
// copied and the clipboard keeps what it had.
void TestTableKeys::copiedRowsStayOneLineEach()
{
    QStandardItemModel model(0, 3);
    model.setHorizontalHeaderLabels({QStringLiteral("Name"), QStringLiteral("Note\n(long)"), QStringLiteral("Hidden")});
    model.appendRow({new QStandardItem(QStringLiteral("<b>x</b> & y")),
                     new QStandardItem(QStringLiteral("one\ttwo\nthree\r\nfour") + QChar(QChar::LineSeparator) + QStringLiteral("five")),
                     new QStandardItem(QStringLiteral("secret"))});
    model.appendRow({new QStandardItem(QStringLiteral("plain")), new QStandardItem(QStringLiteral("note")),
                     new QStandardItem(QStringLiteral("secret"))});
    model.appendRow({new QStandardItem(QStringLiteral("not selected")), new QStandardItem(QString()),
                     new QStandardItem(QStringLiteral("secret"))});
    QTableView table;
    table.setModel(&model);
    table.setSelectionBehavior(QAbstractItemView::SelectRows);
    table.setSelectionMode(QAbstractItemView::ExtendedSelection);
    TableCopy::install(&table);
    table.horizontalHeader()->moveSection(1, 0);
    table.setColumnHidden(2, true);
    table.show();
    QVERIFY(QTest::qWaitForWindowExposed(&table));

    QGuiApplication::clipboard()->setText(QStringLiteral("kept"));
    QVERIFY(TableCopy::selectedRows(&table).isEmpty());
    QVERIFY(!TableCopy::copy(&table));
    QTest::keyClick(&table, Qt::Key_C, Qt::ControlModifier);
    QCOMPARE(QGuiApplication::clipboard()->text(), QStringLiteral("kept"));

    table.selectionModel()->select(model.index(1, 0), QItemSelectionModel::Select | QItemSelectionModel::Rows);
    table.selectionModel()->select(model.index(0, 0), QItemSelectionModel::Select | QItemSelectionModel::Rows);
    QTest::keyClick(&table, Qt::Key_C, Qt::ControlModifier);
    QCOMPARE(QGuiApplication::clipboard()->text(), QStringLiteral("Note (long)\tName\n"
                                                                  "one two three four five\t<b>x</b> & y\n"
                                                                  "note\tplain\n"));
}

// Down in the search box: the first row, selected and with the focus (its page opens); Down in the
// table still moves a row down.
void TestTableKeys::downFromTheSearchGoesToTheFirstRow()
{
    CatalogueView *view = m_window->catalogueView();
    QTableView *table = view->table();
    QLineEdit *search = view->filterBar()->searchBox();
    search->setFocus();
    QTest::keyClicks(search, QStringLiteral("llama"));
    QTRY_VERIFY(table->model()->rowCount() > 1);
    QTest::keyClick(search, Qt::Key_Down);
    QVERIFY(table->hasFocus());
    QCOMPARE(table->currentIndex().row(), 0);
    QCOMPARE(table->selectionModel()->selectedRows().size(), 1);
    QCOMPARE(table->selectionModel()->selectedRows().first().row(), 0);
    QCOMPARE(search->text(), QStringLiteral("llama"));
    QTest::keyClick(table, Qt::Key_Down);
    QCOMPARE(table->currentIndex().row(), 1);
    QTest::keyClick(table, Qt::Key_Up);
    QCOMPARE(table->currentIndex().row(), 0);
}

// In a large catalogue the search waits for a pause in typing: Down right after the last letter goes to
// the first of what was typed, not of what the table showed before.
void TestTableKeys::downRightAfterTypingGoesToWhatWasTyped()
{
    CatalogueView *view = m_window->catalogueView();
    view->filterBar()->setSearchDelay(60000);
    QLineEdit *search = view->filterBar()->searchBox();
    search->setFocus();
    QTest::keyClicks(search, QStringLiteral("gemma"));
    QTest::keyClick(search, Qt::Key_Down);
    QVERIFY(view->table()->hasFocus());
    QCOMPARE(view->tableModel()->filter().text, QStringLiteral("gemma"));
    const QString first = view->table()->currentIndex().siblingAtColumn(CatalogueTableModel::NameColumn).data().toString();
    QVERIFY2(first.contains(QLatin1String("gemma"), Qt::CaseInsensitive), qPrintable(first));
}

void TestTableKeys::downFromTheHardwareSearchGoesToTheFirstRow()
{
    showTab(m_window->hardwareView());
    QTableView *table = m_window->hardwareView()->table();
    auto *search = m_window->hardwareView()->findChild<QLineEdit *>(QStringLiteral("hardwareSearch"));
    QVERIFY(search);
    search->setFocus();
    QTRY_VERIFY(table->model()->rowCount() > 1);
    QTest::keyClick(search, Qt::Key_Down);
    QVERIFY(table->hasFocus());
    QCOMPARE(table->currentIndex().row(), 0);
    QVERIFY(table->selectionModel()->isRowSelected(0, QModelIndex()));
    QTest::keyClick(table, Qt::Key_Down);
    QCOMPARE(table->currentIndex().row(), 1);
}

// A search that finds nothing: Down leaves the focus in the search box (the table is empty, or hidden
// behind "no model matches"), so the user can go on typing.
void TestTableKeys::downWithNothingFoundStaysInTheSearch()
{
    CatalogueView *view = m_window->catalogueView();
    QLineEdit *search = view->filterBar()->searchBox();
    search->setFocus();
    QTest::keyClicks(search, QStringLiteral("no such model at all"));
    QTest::keyClick(search, Qt::Key_Down);
    QCOMPARE(view->table()->model()->rowCount(), 0);
    QVERIFY(search->hasFocus());
    QCOMPARE(search->text(), QStringLiteral("no such model at all"));

    showTab(m_window->hardwareView());
    QTableView *table = m_window->hardwareView()->table();
    auto *hardwareSearch = m_window->hardwareView()->findChild<QLineEdit *>(QStringLiteral("hardwareSearch"));
    QVERIFY(hardwareSearch);
    hardwareSearch->setFocus();
    QTest::keyClicks(hardwareSearch, QStringLiteral("no such model at all"));
    QTRY_COMPARE(table->model()->rowCount(), 0);
    QTest::keyClick(hardwareSearch, Qt::Key_Down);
    QVERIFY(hardwareSearch->hasFocus());
    QVERIFY(!table->currentIndex().isValid());
}

QTEST_MAIN(TestTableKeys)
#include "tst_tablekeys.moc"
