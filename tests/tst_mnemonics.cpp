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

QSet<QWidget *> shownWindows()
{
    QSet<QWidget *> windows;
    for (QWidget *w : QApplication::topLevelWidgets()) {
        if (w->isVisible() && w->windowType() != Qt::ToolTip && w->windowType() != Qt::Popup)
            windows.insert(w);
    }
    return windows;
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
    // Runs `open`, then checks each window it shows (a modal one included: the check runs from a timer
    // inside its event loop) and closes it.
    void checkWindowsOpenedBy(const std::function<void()> &open, const QString &what);
    void checkMenus(QMenuBar *bar);
    void checkMenu(QMenu *menu, const QString &path);

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

void TestMnemonics::checkWindowsOpenedBy(const std::function<void()> &open, const QString &what)
{
    const QSet<QWidget *> before = shownWindows();
    QSet<QWidget *> seen;
    QTimer poll;
    poll.setInterval(25);
    connect(&poll, &QTimer::timeout, this, [&]() {
        for (QWidget *w : shownWindows() - before) {
            if (seen.contains(w))
                continue;
            seen.insert(w);
            const QString where = QStringLiteral("%1 ▸ window \"%2\" (%3)").arg(what, w->windowTitle(), QLatin1String(w->metaObject()->className()));
            m_windowsChecked.append(where);
            // Qt's own file dialog, in Qt's own words: not ours to change.
            if (!qobject_cast<QFileDialog *>(w)) {
                Owners owners;
                collectWidgets(w, &owners);
                m_clashes += clashes(owners, where);
            }
            if (auto *dialog = qobject_cast<QDialog *>(w))
                dialog->reject();
            else
                w->close();
        }
    });
    poll.start();
    open();
    // A window that comes a moment later (a download's failure) is caught too.
    QTest::qWait(600);
    poll.stop();
}

void TestMnemonics::checkMenu(QMenu *menu, const QString &path)
{
    Owners owners;
    collectActions(menu->actions(), &owners);
    m_clashes += clashes(owners, path);
    for (QAction *action : menu->actions()) {
        if (action->isSeparator() || !action->isVisible())
            continue;
        const QString where = path + QStringLiteral(" ▸ ") + action->text();
        if (action->menu()) {
            checkMenu(action->menu(), where);
            continue;
        }
        // What may open a window: not Quit, not the language switches (the test sets the language).
        if (!action->isEnabled() || action->isCheckable() || action->menuRole() == QAction::QuitRole)
            continue;
        checkWindowsOpenedBy([action]() { action->trigger(); }, where);
    }
}

void TestMnemonics::checkMenus(QMenuBar *bar)
{
    for (QAction *top : bar->actions()) {
        if (top->menu())
            checkMenu(top->menu(), top->text());
    }
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
        for (QAbstractButton *button : tabs->widget(tab)->findChildren<QAbstractButton *>()) {
            if (button->isVisible() && button->isEnabled() && button->text().endsWith(QStringLiteral("…")))
                checkWindowsOpenedBy([button]() { button->click(); }, where + QStringLiteral(" ▸ ") + button->text());
        }
    }
    tabs->setCurrentIndex(0);
    checkMenus(window.menuBar());

    // The import report, with its "show them" button (an in-memory catalogue imports at once).
    const QString sample = QDir(QStringLiteral(ATLAS_SOURCE_DIR)).filePath(QStringLiteral("tests/data/epoch/notable_ai_models_sample.csv"));
    QVERIFY(QFileInfo::exists(sample));
    checkWindowsOpenedBy([&window, &sample]() { window.importer()->importFile(sample); }, QStringLiteral("import"));

    QVERIFY2(m_clashes.isEmpty(), qPrintable(QLatin1Char('\n') + m_clashes.join(QLatin1Char('\n'))));
    // The walk reached the windows it should: guard against a test that checks nothing.
    const QString checked = m_windowsChecked.join(QLatin1Char('\n'));
    for (const char *kind : {"CompareWindow", "ImportReportDialog", "CustomDeviceDialog", "QMessageBox"})
        QVERIFY2(checked.contains(QLatin1String(kind)), qPrintable(QStringLiteral("%1 not reached:\n%2").arg(QLatin1String(kind), checked)));
}

QTEST_MAIN(TestMnemonics)
#include "tst_mnemonics.moc"
