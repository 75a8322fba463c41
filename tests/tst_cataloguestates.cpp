// The Catalogue tab's states (issue 15): what the table and page show when a filter hides the open model
// or leaves nothing, how focus, Esc and ranges behave, the status line per tab, the column chooser,
// search marks and favourite stars.
#include "CatalogueQuery.h"
#include "CatalogueTableModel.h"
#include "LanguageManager.h"
#include "Settings.h"
#include "TestCatalogue.h"
#include "catalogue/CatalogueDelegate.h"
#include "catalogue/CatalogueView.h"
#include "catalogue/FilterBar.h"
#include "details/ModelPage.h"
#include "mainwindow/MainWindow.h"

#include <QComboBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableView>
#include <QTest>
#include <QTimer>
#include <QMenu>
#include <QApplication>
#include <QTextBrowser>
#include <QToolButton>

class TestCatalogueStates : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { openShippedCatalogue(m_db); }
    void init();
    void cleanup();
    void searchThatHidesTheOpenModelClosesItsPage();
    void oneLetterSearchesAreReadOnceShown();
    void zeroResultsSayNoModelMatchesAndClear();
    void tabbingIntoTheTableHighlightsTheRow();
    void escClearsTheSearch();
    void reversedYearsFollowTheOtherEnd();
    void reversedParametersFollowTheOtherEnd();
    void statusLineFollowsTheCurrentTab();
    void columnChooserIsRemembered();
    void searchWordsAreMarked_data();
    void searchWordsAreMarked();
    void marksAreDrawnUnderTheirWords();
    void favouriteShowsAStarInTheTable();

private:
    Database m_db{QStringLiteral("states")};
    LanguageManager m_languages;
    std::unique_ptr<MainWindow> m_window;
    CatalogueView *m_view = nullptr;
    QLineEdit *m_search = nullptr;
};

void TestCatalogueStates::init()
{
    Settings::clear();
    m_languages.setLanguage(QStringLiteral("en"));
    m_window = std::make_unique<MainWindow>(m_db.connection(), &m_languages);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    m_view = m_window->catalogueView();
    m_search = m_window->findChild<QLineEdit *>(QStringLiteral("search"));
    QVERIFY(m_search);
}

void TestCatalogueStates::cleanup()
{
    m_window.reset();
}

void TestCatalogueStates::searchThatHidesTheOpenModelClosesItsPage()
{
    QTest::keyClicks(m_search, QStringLiteral("megasc"));
    QTRY_COMPARE(m_view->tableModel()->rowCount(), 3);
    const qint64 id = m_view->tableModel()->idAt(0);
    const QString name = m_view->tableModel()->index(0, CatalogueTableModel::NameColumn).data().toString();
    QVERIFY(m_view->selectModel(id));
    QTRY_COMPARE(m_view->modelPage()->currentId(), id);
    // Another search that leaves it out: the page closes rather than sit beside other results.
    m_search->setText(QStringLiteral("llama"));
    QTRY_VERIFY(m_view->tableModel()->rowOfId(id) < 0);
    QCOMPARE(m_view->modelPage()->currentId(), qint64(0));
    // The empty page says which model the filters hide.
    QVERIFY(m_view->modelPage()->notice()->isVisible());
    QVERIFY(!m_view->modelPage()->browser()->isVisible());
    QVERIFY(m_view->modelPage()->notice()->toPlainText().contains(QStringLiteral("“%1” is not among the results").arg(name)));
    // Back among the results: its page opens again, its row highlighted.
    m_search->setText(QStringLiteral("megasc"));
    QTRY_COMPARE(m_view->modelPage()->currentId(), id);
    QCOMPARE(m_view->table()->selectionModel()->selectedRows().value(0).row(), m_view->tableModel()->rowOfId(id));
    QVERIFY(m_view->modelPage()->browser()->isVisible());
    QVERIFY(!m_view->modelPage()->notice()->isVisible());
    QVERIFY(!m_view->modelPage()->browser()->toPlainText().contains(QStringLiteral("is not among the results")));
}

void TestCatalogueStates::oneLetterSearchesAreReadOnceShown()
{
    // Asked for after the table's first paint, so the first frame never waits for them.
    QTRY_VERIFY(m_view->tableModel()->hasSearchPrefixes());
    QTest::keyClicks(m_search, QStringLiteral("g"));
    QTRY_COMPARE(m_view->tableModel()->filter().text, QStringLiteral("g"));
    ModelFilter filter;
    filter.text = QStringLiteral("g");
    QCOMPARE(m_view->tableModel()->rowCount(), int(CatalogueQuery(m_db.connection()).ids(filter).size()));
}

void TestCatalogueStates::zeroResultsSayNoModelMatchesAndClear()
{
    QVERIFY(!m_view->noMatchPanel()->isVisible());
    m_search->setText(QStringLiteral("zzqqxxnothing"));
    QTRY_COMPARE(m_view->tableModel()->rowCount(), 0);
    QVERIFY(m_view->noMatchPanel()->isVisible());
    QVERIFY(!m_view->table()->isVisible());
    auto *text = m_view->noMatchPanel()->findChild<QLabel *>(QStringLiteral("noMatchText"));
    QCOMPARE(text->text(), QStringLiteral("No model matches these filters."));
    auto *clear = m_view->noMatchPanel()->findChild<QPushButton *>(QStringLiteral("clearFilters"));
    QTest::mouseClick(clear, Qt::LeftButton);
    QTRY_COMPARE(m_view->tableModel()->rowCount(), m_view->tableModel()->totalCount());
    QVERIFY(m_search->text().isEmpty());
    QVERIFY(!m_view->noMatchPanel()->isVisible());
    QVERIFY(m_view->table()->isVisible());
}

void TestCatalogueStates::tabbingIntoTheTableHighlightsTheRow()
{
    QTableView *table = m_view->table();
    QVERIFY(!table->currentIndex().isValid());
    m_search->setFocus(Qt::OtherFocusReason);
    // Tab from the search box through the filter bar until the table has the focus.
    for (int i = 0; i < 30 && !table->hasFocus(); ++i)
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    QTRY_VERIFY(table->hasFocus());
    QVERIFY(table->currentIndex().isValid());
    const QModelIndexList selected = table->selectionModel()->selectedRows();
    QCOMPARE(selected.size(), 1);
    QCOMPARE(selected.first().row(), table->currentIndex().row());
    QTRY_COMPARE(m_view->modelPage()->currentId(), m_view->tableModel()->idAt(table->currentIndex().row()));
}

void TestCatalogueStates::escClearsTheSearch()
{
    QTest::keyClicks(m_search, QStringLiteral("megasc"));
    QTRY_COMPARE(m_view->tableModel()->rowCount(), 3);
    QTest::keyClick(m_search, Qt::Key_Escape);
    QVERIFY(m_search->text().isEmpty());
    QTRY_COMPARE(m_view->tableModel()->rowCount(), m_view->tableModel()->totalCount());
}

void TestCatalogueStates::reversedYearsFollowTheOtherEnd()
{
    auto *from = m_view->filterBar()->findChild<QSpinBox *>(QStringLiteral("yearFrom"));
    auto *to = m_view->filterBar()->findChild<QSpinBox *>(QStringLiteral("yearTo"));
    to->setValue(2020);
    from->setValue(2024);
    // "2024 to 2020" is never asked for: the other end moves along and the table is not empty.
    QCOMPARE(to->value(), 2024);
    QVERIFY(m_view->tableModel()->rowCount() > 0);
    to->setValue(2019);
    QCOMPARE(from->value(), 2019);
    const ModelFilter filter = m_view->filterBar()->filter();
    QVERIFY(*filter.yearFrom <= *filter.yearTo);
}

void TestCatalogueStates::reversedParametersFollowTheOtherEnd()
{
    auto *low = m_view->filterBar()->findChild<QComboBox *>(QStringLiteral("parametersMin"));
    auto *high = m_view->filterBar()->findChild<QComboBox *>(QStringLiteral("parametersMax"));
    QVERIFY(low->count() > 3 && high->count() > 3);
    high->setCurrentIndex(1);
    low->setCurrentIndex(low->count() - 1);
    const ModelFilter filter = m_view->filterBar()->filter();
    QVERIFY(filter.parametersMin && filter.parametersMax);
    QCOMPARE(*filter.parametersMax, *filter.parametersMin);
    QVERIFY(m_view->tableModel()->rowCount() > 0);
    high->setCurrentIndex(1);
    QVERIFY(*m_view->filterBar()->filter().parametersMin <= *m_view->filterBar()->filter().parametersMax);
}

void TestCatalogueStates::statusLineFollowsTheCurrentTab()
{
    auto *tabs = m_window->findChild<QTabWidget *>();
    auto *open = m_view->filterBar()->findChild<QAbstractButton *>(QStringLiteral("openWeightsOnly"));
    open->setChecked(true);
    QTest::keyClicks(m_search, QStringLiteral("llama"));
    const QString catalogue = m_view->statusText();
    QVERIFY(catalogue.contains(QStringLiteral("search “llama”")));
    QVERIFY(catalogue.contains(QStringLiteral("open weights only")));
    QCOMPARE(m_window->statusText(), catalogue);
    // Another tab: never the Catalogue's count (each tab says its own, or nothing until it can).
    tabs->setCurrentIndex(2);
    QVERIFY(m_window->statusText() != catalogue);
    tabs->setCurrentIndex(0);
    QCOMPARE(m_window->statusText(), catalogue);
}

void TestCatalogueStates::columnChooserIsRemembered()
{
    QHeaderView *header = m_view->table()->horizontalHeader();
    // The default: a few columns, the country and training hardware a right click away.
    QVERIFY(!header->isSectionHidden(CatalogueTableModel::NameColumn));
    QVERIFY(!header->isSectionHidden(CatalogueTableModel::AccessColumn));
    QVERIFY(header->isSectionHidden(CatalogueTableModel::CountryColumn));
    QVERIFY(header->isSectionHidden(CatalogueTableModel::HardwareColumn));
    // The access column is as wide as its longest value: nothing reads "Open weights (unrestri…".
    const QFontMetrics metrics(m_view->table()->font());
    QVERIFY(header->sectionSize(CatalogueTableModel::AccessColumn)
            >= metrics.horizontalAdvance(QStringLiteral("Open weights (unrestricted)")));
    // The header's context menu lists every column but the name, ticked when shown; choosing "Country"
    // shows it.
    QStringList offered;
    QTimer::singleShot(0, this, [&offered]() {
        auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget());
        QVERIFY(menu);
        for (QAction *action : menu->actions()) {
            offered.append(action->text() + (action->isChecked() ? QStringLiteral(" ✓") : QString()));
            if (action->text() == QLatin1String("Country"))
                action->trigger();
        }
        menu->close();
    });
    emit header->customContextMenuRequested(QPoint(10, 5));
    QCOMPARE(offered.join(QStringLiteral(", ")),
             QStringLiteral("Organisation ✓, Country, Published ✓, Domain ✓, Parameters ✓, Compute (FLOP), "
                            "Training hardware, Model access ✓"));
    QVERIFY(!header->isSectionHidden(CatalogueTableModel::CountryColumn));
    m_view->setColumnShown(CatalogueTableModel::DomainColumn, false);
    m_view->setColumnShown(CatalogueTableModel::NameColumn, false);   // refused: a row is its name
    QVERIFY(!header->isSectionHidden(CatalogueTableModel::NameColumn));
    QVERIFY(header->sectionSize(CatalogueTableModel::CountryColumn)
            >= metrics.horizontalAdvance(QStringLiteral("Korea (Republic of)")));
    const QStringList saved = Settings::value(Settings::Key::CatalogueColumns).toStringList();
    QVERIFY(saved.contains(QStringLiteral("country")));
    QVERIFY(!saved.contains(QStringLiteral("domain")));
    // A new window reads them back.
    m_window.reset();
    MainWindow again(m_db.connection(), &m_languages);
    QHeaderView *next = again.catalogueView()->table()->horizontalHeader();
    QVERIFY(!next->isSectionHidden(CatalogueTableModel::CountryColumn));
    QVERIFY(next->isSectionHidden(CatalogueTableModel::DomainColumn));
}

void TestCatalogueStates::searchWordsAreMarked_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("search");
    QTest::addColumn<QString>("marked");   // the marked runs, joined by "|"
    QTest::newRow("prefix") << "Llama 3.1-8B" << "llam" << "Llam";
    QTest::newRow("two words") << "Meta AI Llama" << "llama meta" << "Meta|Llama";
    QTest::newRow("inside a word is no match") << "MegaScale" << "scale" << "";
    QTest::newRow("accents and case") << "Éclair Model" << "ecl" << "Écl";
    QTest::newRow("after a separator") << "GLM-4.7" << "4" << "4";
    QTest::newRow("markup is text") << "<b>x</b>" << "b" << "b|b";
}

void TestCatalogueStates::searchWordsAreMarked()
{
    QFETCH(QString, text);
    QFETCH(QString, search);
    QFETCH(QString, marked);
    QStringList runs;
    for (const auto &[start, length] : CatalogueDelegate::matches(text, CatalogueQuery::searchWords(search)))
        runs.append(text.mid(start, length));
    QCOMPARE(runs.join(QLatin1Char('|')), marked);
}

// The cell text comes from laid-out lines kept by TextCellDelegate; the mark is a tint drawn behind
// the words it covers, and only there.
void TestCatalogueStates::marksAreDrawnUnderTheirWords()
{
    QTest::keyClicks(m_search, QStringLiteral("megasc"));
    QTRY_COMPARE(m_view->tableModel()->rowCount(), 3);
    m_view->table()->clearSelection();
    QTest::qWait(50);
    QImage shot = m_view->table()->viewport()->grab().toImage();
    shot.setDevicePixelRatio(1);   // the offscreen screen's: one pixel per point
    const auto tinted = [&shot](const QRect &wanted) {
        const QRect area = wanted & shot.rect();
        int n = 0;
        for (int y = area.top(); y <= area.bottom(); ++y) {
            for (int x = area.left(); x <= area.right(); ++x) {
                const QColor c = shot.pixelColor(x, y);
                n += c.red() > 200 && c.green() > 150 && c.blue() < 190 && c.red() - c.blue() > 60;
            }
        }
        return n;
    };
    const QModelIndex name = m_view->tableModel()->index(1, CatalogueTableModel::NameColumn);
    const QRect cell = m_view->table()->visualRect(name);
    const QString text = name.data().toString();
    QVERIFY2(text.startsWith(QLatin1String("MegaSc")), qPrintable(text));
    const QFontMetrics metrics = m_view->table()->fontMetrics();
    // "MegaSc" after the star's room: tinted; the rest of the cell past the name: not.
    const int markEnd = cell.left() + metrics.horizontalAdvance(QStringLiteral("\u2605 MegaSc")) + 4;
    QVERIFY(tinted(QRect(QPoint(cell.left(), cell.top()), QPoint(markEnd, cell.bottom()))) > 20);
    const int nameEnd = cell.left() + metrics.horizontalAdvance(QStringLiteral("\u2605 ") + text) + 8;
    if (nameEnd < cell.right())
        QCOMPARE(tinted(QRect(QPoint(nameEnd, cell.top()), QPoint(cell.right(), cell.bottom()))), 0);
    // The organisation (ByteDance) holds no word of the search.
    const QRect organisation = m_view->table()->visualRect(name.siblingAtColumn(CatalogueTableModel::OrganizationColumn));
    QVERIFY(organisation.intersects(shot.rect()));
    QCOMPARE(tinted(organisation), 0);
}

void TestCatalogueStates::favouriteShowsAStarInTheTable()
{
    QTest::keyClicks(m_search, QStringLiteral("megasc"));
    QTRY_COMPARE(m_view->tableModel()->rowCount(), 3);
    const QModelIndex first = m_view->tableModel()->index(0, CatalogueTableModel::NameColumn);
    QVERIFY(!first.data(CatalogueTableModel::FavouriteRole).toBool());
    m_view->selectModel(m_view->tableModel()->idAt(0));
    QTRY_COMPARE(m_view->modelPage()->currentId(), m_view->tableModel()->idAt(0));
    auto *star = m_view->modelPage()->findChild<QToolButton *>();
    QVERIFY(star);
    star->click();
    QTRY_VERIFY(first.data(CatalogueTableModel::FavouriteRole).toBool());
    QCOMPARE(first.data(Qt::AccessibleDescriptionRole).toString(), QStringLiteral("Favourite"));
    star->click();
    QTRY_VERIFY(!first.data(CatalogueTableModel::FavouriteRole).toBool());
}

QTEST_MAIN(TestCatalogueStates)
#include "tst_cataloguestates.moc"
