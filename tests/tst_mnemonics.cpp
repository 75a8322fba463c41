// No two things that answer at the same time answer the same Alt+letter, in either language: the menu
// bar with each tab's controls, every menu, and every window the menus and the tabs' "…" buttons open
// (and the import report and the comparison). The test walks the widgets and reads what Qt reads a
// mnemonic from (a button's text, a label's text when it has a buddy, a group box's title, a tab's
// text, an action's text), so that a control or a dialog added later is checked without naming it.
#include "CatalogueTableModel.h"
#include "catalogue/CatalogueView.h"
#include "compare/CompareLauncher.h"
#include "importer/ImportController.h"
#include "LanguageManager.h"
#include "mainwindow/MainWindow.h"
#include "Settings.h"
#include "TestCatalogue.h"
#include "WindowWalk.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QDialog>
#include <QDir>
#include <QFileDialog>
#include <QGroupBox>
#include <QItemSelectionModel>
#include <QKeySequence>
#include <QLabel>
#include <QMap>
#include <QMenu>
#include <QMenuBar>
#include <QPointer>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QTest>
#include <QTimer>

namespace {

// The letter Alt+ that `text` answers to ("&Import…" → 'I'), or a null character.
QChar mnemonic(const QString &text)
{
    const QKeySequence sequence = QKeySequence::mnemonic(text);
    if (sequence.isEmpty())
        return QChar();
    const int key = sequence[0].key();
    return key > 0 && key < 0x10000 ? QChar(key).toUpper() : QChar();
}

using Owners = QMap<QChar, QStringList>;

void note(Owners *owners, const QString &text, const char *kind)
{
    const QChar letter = mnemonic(text);
    if (!letter.isNull())
        (*owners)[letter].append(QStringLiteral("\"%1\" (%2)").arg(text, QLatin1String(kind)));
}

// Everything shown in `window` that answers an Alt+letter while it is active.
void collectWidgets(QWidget *window, Owners *owners)
{
    for (QWidget *w : window->findChildren<QWidget *>()) {
        if (w->window() != window || !w->isVisible())
            continue;
        if (const auto *button = qobject_cast<QAbstractButton *>(w))
            note(owners, button->text(), button->metaObject()->className());
        else if (const auto *label = qobject_cast<QLabel *>(w); label && label->buddy())
            note(owners, label->text(), "label");
        else if (const auto *group = qobject_cast<QGroupBox *>(w))
            note(owners, group->title(), "group box");
        else if (const auto *tabs = qobject_cast<QTabBar *>(w)) {
            for (int i = 0; i < tabs->count(); ++i) {
                if (tabs->isTabVisible(i))
                    note(owners, tabs->tabText(i), "tab");
            }
        }
    }
}

void collectActions(const QList<QAction *> &actions, Owners *owners)
{
    for (const QAction *action : actions) {
        if (action->isVisible() && !action->isSeparator())
            note(owners, action->text(), "menu item");
    }
}

// "Alt+A: "&Aiuto" (menu), "&Aggiungi…" (QPushButton)" for each letter more than one thing answers.
QStringList clashes(const Owners &owners, const QString &where)
{
    QStringList out;
    for (auto it = owners.cbegin(); it != owners.cend(); ++it) {
        if (it.value().size() > 1)
            out.append(QStringLiteral("%1 — Alt+%2: %3").arg(where, QString(it.key()), it.value().join(QStringLiteral(", "))));
    }
    return out;
}

} // namespace

class TestMnemonics : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void noClashes_data();
    void noClashes();

private:
    // The clashes in a window that opened (WindowWalk).
    void checkWindow(QWidget *window, const QString &where);

    Database m_db{QStringLiteral("mnemonics")};
    LanguageManager m_languages;
    QStringList m_clashes;
    QStringList m_windowsChecked;
};

void TestMnemonics::initTestCase()
{
    openShippedCatalogue(m_db);
    // Update from Epoch AI fails at once on an address it refuses, with a message to check, and
    // never reaches the network.
    Settings::setValue(Settings::Key::UpdateUrl, QStringLiteral("ftp://example.invalid/export.csv"));
}

void TestMnemonics::noClashes_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << QStringLiteral("en");
    QTest::newRow("it") << QStringLiteral("it");
}

void TestMnemonics::checkWindow(QWidget *window, const QString &where)
{
    Owners owners;
    collectWidgets(window, &owners);
    m_clashes += clashes(owners, where);
}

void TestMnemonics::noClashes()
{
    QFETCH(QString, language);
    m_languages.setLanguage(language);
    m_clashes.clear();
    m_windowsChecked.clear();
    MainWindow window(m_db.connection(), &m_languages);
    window.resize(1600, 1000);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    // Two rows selected, so that Compare selected models opens its window too.
    QTableView *table = window.catalogueView()->table();
    table->selectionModel()->select(table->model()->index(0, 0), QItemSelectionModel::Select | QItemSelectionModel::Rows);
    table->selectionModel()->select(table->model()->index(1, 0), QItemSelectionModel::Select | QItemSelectionModel::Rows);
    QVERIFY(window.compareLauncher()->compareSelectedAction()->isEnabled());

    const WindowWalk::Check check = [this](QWidget *w, const QString &where) { checkWindow(w, where); };
    // The menu bar and each tab's controls answer together.
    auto *tabs = window.findChild<QTabWidget *>();
    QVERIFY(tabs);
    for (int tab = 0; tab < tabs->count(); ++tab) {
        tabs->setCurrentIndex(tab);
        QTest::qWait(50);
        Owners owners;
        collectActions(window.menuBar()->actions(), &owners);
        collectWidgets(&window, &owners);
        const QString where = QStringLiteral("menu bar and tab \"%1\"").arg(tabs->tabText(tab));
        m_clashes += clashes(owners, where);
        // A button whose text ends in "…" opens a window: check that one too.
        m_windowsChecked += WindowWalk::tabButtons(tabs->widget(tab), where, check);
    }
    tabs->setCurrentIndex(0);
    // Each menu's own items, then the windows they open.
    const auto eachMenu = [this](QMenu *menu, const QString &path) {
        Owners owners;
        collectActions(menu->actions(), &owners);
        m_clashes += clashes(owners, path);
    };
    for (QAction *top : window.menuBar()->actions()) {
        if (top->menu())
            m_windowsChecked += WindowWalk::menu(top->menu(), top->text(), check, eachMenu);
    }

    // The import report, with its "show them" button (an in-memory catalogue imports at once).
    const QString sample = WindowWalk::importSample();
    QVERIFY(QFileInfo::exists(sample));
    m_windowsChecked += WindowWalk::opened([&window, &sample]() { window.importer()->importFile(sample); }, QStringLiteral("import"), check);

    QVERIFY2(m_clashes.isEmpty(), qPrintable(QLatin1Char('\n') + m_clashes.join(QLatin1Char('\n'))));
    // The walk reached the windows it should: guard against a test that checks nothing.
    const QString checked = m_windowsChecked.join(QLatin1Char('\n'));
    for (const char *kind : {"CompareWindow", "ImportReportDialog", "CustomDeviceDialog", "QMessageBox"})
        QVERIFY2(checked.contains(QLatin1String(kind)), qPrintable(QStringLiteral("%1 not reached:\n%2").arg(QLatin1String(kind), checked)));
}

QTEST_MAIN(TestMnemonics)
#include "tst_mnemonics.moc"
