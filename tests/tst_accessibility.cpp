// What a screen reader (Orca reads Qt's accessibility tree) says when the keyboard reaches a control:
// every control Tab can stop on, in the main window on each tab, the model page, the comparison,
// every window the menus and the tabs' "…" buttons open and the import report, must have a name,
// and the name must follow a language switch made while the window is open. Without a name a
// combo box is announced as just "combo box" and a symbol button as "button". The test walks the
// widgets, so that a control or a window added later is checked without naming it.
#include "catalogue/CatalogueView.h"
#include "charts/ChartCanvas.h"
#include "charts/ChartsView.h"
#include "compare/CompareLauncher.h"
#include "hardware/HardwareView.h"
#include "importer/ImportController.h"
#include "LanguageManager.h"
#include "mainwindow/CatalogueNotice.h"
#include "mainwindow/MainWindow.h"
#include "Settings.h"
#include "TestCatalogue.h"
#include "WindowWalk.h"

#include <QAbstractButton>
#include <QAbstractSpinBox>
#include <QAccessible>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDialog>
#include <QDir>
#include <QFileDialog>
#include <QHash>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPointer>
#include <QTabWidget>
#include <QTableView>
#include <QTest>
#include <QTimer>

namespace {

using Names = QHash<QWidget *, QString>;

// The controls of `window` that Tab can stop on now: shown, enabled, taking focus from the keyboard.
// A widget that hands its focus to another (a tab widget to its tab bar) is not one; the edit field that
// takes the focus for its spin box or combo box is announced as that control.
QList<QWidget *> tabStops(QWidget *window)
{
    QList<QWidget *> out;
    for (QWidget *w : window->findChildren<QWidget *>()) {
        if (w->window() != window || !w->isVisible() || !w->isEnabled() || !(w->focusPolicy() & Qt::TabFocus) || w->focusProxy())
            continue;
        QWidget *parent = w->parentWidget();
        const bool part = qobject_cast<QAbstractSpinBox *>(parent) || qobject_cast<QComboBox *>(parent);
        QWidget *control = part && parent->focusProxy() == w ? parent : w;
        if (!out.contains(control))
            out.append(control);
    }
    return out;
}

// What a screen reader announces as the control's name. On Linux Qt gives a combo box's current item
// as its name (and ignores setAccessibleName): its name is the label that labels it, through the
// "labelled by" relation a buddy makes, and that is what Orca reads.
QString accessibleName(QWidget *w)
{
    QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(w);
    if (!iface)
        return QString();
#ifdef Q_OS_UNIX
    if (qobject_cast<QComboBox *>(w)) {
        QStringList labels;
        for (const auto &relation : iface->relations(QAccessible::Label))
            labels.append(relation.first->text(QAccessible::Name));
        return labels.join(QLatin1Char(' ')).trimmed();
    }
#endif
    return iface->text(QAccessible::Name).trimmed();
}

Names namesOf(QWidget *window)
{
    Names names;
    for (QWidget *w : tabStops(window))
        names.insert(w, accessibleName(w));
    return names;
}

// "QComboBox \"unit\" in HardwareControls \"\"": enough to find the control in the code.
QString describe(QWidget *w)
{
    QStringList parents;
    for (QWidget *p = w->parentWidget(); p && parents.size() < 3; p = p->parentWidget())
        parents.append(QStringLiteral("%1 \"%2\"").arg(QLatin1String(p->metaObject()->className()), p->objectName()));
    return QStringLiteral("%1 \"%2\" in %3").arg(QLatin1String(w->metaObject()->className()), w->objectName(),
                                                 parents.join(QStringLiteral(" < ")));
}

// Names that read the same in English and Italian, so that staying the same after a switch is right.
bool sameInBothLanguages(const QString &name)
{
    static const QStringList same = {QStringLiteral("OK"), QStringLiteral("Prompt:")};
    return same.contains(name);
}

// The node of Qt's accessibility tree under `root` that stands for `object`, found the way a screen
// reader walks the tree (child by child), or null.
QAccessibleInterface *findInTree(QAccessibleInterface *root, QObject *object)
{
    if (!root)
        return nullptr;
    if (root->object() == object)
        return root;
    for (int i = 0; i < root->childCount(); ++i) {
        if (QAccessibleInterface *found = findInTree(root->child(i), object))
            return found;
    }
    return nullptr;
}

} // namespace

class TestAccessibility : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void everyTabStopHasAName_data();
    void everyTabStopHasAName();
    void chartIsNamedByWhatItShows();
    void emptyChartSaysSo();
    void noticesAreInTheAccessibilityTree();
    void comboBoxNamesAreMadeOnce();

private:
    // Checks the names in `window`; for a window that is not modal, switches to the other language,
    // checks that each name followed, and switches back.
    void checkWindow(QWidget *window, const QString &where);
    void switchLanguage(const QString &language);

    Database m_db{QStringLiteral("accessibility")};
    LanguageManager m_languages;
    QString m_language;
    QString m_other;
    QStringList m_problems;
    QStringList m_windowsChecked;
    int m_controlsChecked = 0;
};

void TestAccessibility::initTestCase()
{
    QAccessible::setActive(true);
    openShippedCatalogue(m_db);
    // Update from Epoch AI fails at once on an address it refuses, and never reaches the network.
    Settings::setValue(Settings::Key::UpdateUrl, QStringLiteral("ftp://example.invalid/export.csv"));
}

void TestAccessibility::everyTabStopHasAName_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("other");
    QTest::newRow("en") << QStringLiteral("en") << QStringLiteral("it");
    QTest::newRow("it") << QStringLiteral("it") << QStringLiteral("en");
}

void TestAccessibility::switchLanguage(const QString &language)
{
    m_languages.setLanguage(language);
    // Qt posts LanguageChange to every window.
    QCoreApplication::processEvents();
    QCoreApplication::processEvents();
}

void TestAccessibility::checkWindow(QWidget *window, const QString &where)
{
    const Names before = namesOf(window);
    m_controlsChecked += before.size();
    for (auto it = before.cbegin(); it != before.cend(); ++it) {
        if (it.value().isEmpty())
            m_problems.append(QStringLiteral("%1 (%2): no name: %3").arg(where, m_language, describe(it.key())));
    }
    // The language can change while a window that is not modal is open (a modal one blocks the menu,
    // and Preferences applies its language as it closes).
    if (window->windowModality() != Qt::NonModal)
        return;
    const QPointer<QWidget> guard(window);
    switchLanguage(m_other);
    if (guard) {
        const Names after = namesOf(window);
        for (auto it = before.cbegin(); it != before.cend(); ++it) {
            const QString now = after.value(it.key());
            if (!after.contains(it.key()) || it.value().isEmpty())
                continue;
            if (now.isEmpty())
                m_problems.append(QStringLiteral("%1 (%2 → %3): name lost: %4").arg(where, m_language, m_other, describe(it.key())));
            else if (now == it.value() && !sameInBothLanguages(now))
                m_problems.append(QStringLiteral("%1 (%2 → %3): name \"%4\" not retranslated: %5")
                                      .arg(where, m_language, m_other, now, describe(it.key())));
        }
    }
    switchLanguage(m_language);
}

void TestAccessibility::everyTabStopHasAName()
{
    QFETCH(QString, language);
    QFETCH(QString, other);
    m_language = language;
    m_other = other;
    m_problems.clear();
    m_windowsChecked.clear();
    m_controlsChecked = 0;
    switchLanguage(language);
    MainWindow window(m_db.connection(), &m_languages);
    window.resize(1600, 1000);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    // Two rows selected: the model page shows the first one, and Compare selected models opens its window.
    QTableView *table = window.catalogueView()->table();
    table->setCurrentIndex(table->model()->index(0, 0));
    table->selectionModel()->select(table->model()->index(1, 0), QItemSelectionModel::Select | QItemSelectionModel::Rows);
    QVERIFY(window.compareLauncher()->compareSelectedAction()->isEnabled());

    const WindowWalk::Check check = [this](QWidget *w, const QString &where) { checkWindow(w, where); };
    auto *tabs = window.findChild<QTabWidget *>();
    QVERIFY(tabs);
    for (int tab = 0; tab < tabs->count(); ++tab) {
        tabs->setCurrentIndex(tab);
        QTest::qWait(50);
        const QString where = QStringLiteral("main window, tab \"%1\"").arg(tabs->tabText(tab));
        m_windowsChecked.append(where);
        checkWindow(&window, where);
        // A button whose text ends in "…" opens a window: check that one too.
        m_windowsChecked += WindowWalk::tabButtons(tabs->widget(tab), where, check);
    }
    tabs->setCurrentIndex(0);
    for (QAction *top : window.menuBar()->actions()) {
        if (top->menu())
            m_windowsChecked += WindowWalk::menu(top->menu(), top->text(), check);
    }

    // The import report (an in-memory catalogue imports at once).
    const QString sample = WindowWalk::importSample();
    QVERIFY(QFileInfo::exists(sample));
    m_windowsChecked += WindowWalk::opened([&window, &sample]() { window.importer()->importFile(sample); }, QStringLiteral("import"), check);

    // One line each: a failure message alone is cut short.
    for (const QString &problem : std::as_const(m_problems))
        qWarning().noquote() << problem;
    QVERIFY2(m_problems.isEmpty(), qPrintable(QStringLiteral("%1 controls without a name that follows the language (listed above)").arg(m_problems.size())));
    // The walk reached what it should: guard against a test that checks nothing.
    const QString checked = m_windowsChecked.join(QLatin1Char('\n'));
    for (const char *kind : {"CompareWindow", "ImportReportDialog", "CustomDeviceDialog", "PreferencesDialog", "QMessageBox"})
        QVERIFY2(checked.contains(QLatin1String(kind)), qPrintable(QStringLiteral("%1 not reached:\n%2").arg(QLatin1String(kind), checked)));
    QVERIFY2(m_controlsChecked > 50, qPrintable(QString::number(m_controlsChecked)));
}

void TestAccessibility::chartIsNamedByWhatItShows()
{
    switchLanguage(QStringLiteral("en"));
    MainWindow window(m_db.connection(), &m_languages);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.findChild<QTabWidget *>()->setCurrentWidget(window.chartsView());
    ChartCanvas *canvas = window.chartsView()->chartView();
    QTRY_VERIFY(!canvas->chart()->title().isEmpty());
    QCOMPARE(accessibleName(canvas), canvas->chart()->title());
    // Another quantity up the side: another title, and the name follows it.
    auto *up = window.chartsView()->findChild<QComboBox *>(QStringLiteral("chartY"));
    QVERIFY(up);
    const QString before = canvas->chart()->title();
    up->setCurrentIndex((up->currentIndex() + 1) % up->count());
    QTRY_VERIFY(canvas->chart()->title() != before);
    QCOMPARE(accessibleName(canvas), canvas->chart()->title());
    // And the language.
    switchLanguage(QStringLiteral("it"));
    QTRY_VERIFY(canvas->chart()->title() != before);
    QCOMPARE(accessibleName(canvas), canvas->chart()->title());
    switchLanguage(QStringLiteral("en"));
}

// An empty chart has the same title as a full one: its description says how many models it draws
// ("0 of 0 models drawn" where the search finds nothing), as the status bar does.
void TestAccessibility::emptyChartSaysSo()
{
    switchLanguage(QStringLiteral("en"));
    MainWindow window(m_db.connection(), &m_languages);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto *tabs = window.findChild<QTabWidget *>();
    tabs->setCurrentWidget(window.chartsView());
    ChartCanvas *canvas = window.chartsView()->chartView();
    const auto description = [canvas]() {
        QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(canvas);
        return iface ? iface->text(QAccessible::Description) : QString();
    };
    QTRY_VERIFY(!window.chartsView()->isLoading());
    QVERIFY2(description().contains(QLatin1String(" models drawn")), qPrintable(description()));
    QCOMPARE(description(), window.chartsView()->statusText());

    tabs->setCurrentIndex(0);
    QTest::keyClicks(window.findChild<QLineEdit *>(QStringLiteral("search")), QStringLiteral("no such model at all"));
    tabs->setCurrentWidget(window.chartsView());
    QTRY_VERIFY2(description().startsWith(QLatin1String("0 of 0 models drawn")), qPrintable(description()));
    QCOMPARE(accessibleName(canvas), canvas->chart()->title());
    // In the other language too.
    switchLanguage(QStringLiteral("it"));
    QTRY_VERIFY2(description().startsWith(QLatin1String("0 di 0")), qPrintable(description()));
    switchLanguage(QStringLiteral("en"));
}

// What tells the user something important in words (nothing matches the filters, the catalogue is only
// temporary, what the chosen device runs) is text a screen reader reaches: a label in the tree, shown,
// whose name is the words on screen.
void TestAccessibility::noticesAreInTheAccessibilityTree()
{
    switchLanguage(QStringLiteral("en"));
    MainWindow window(m_db.connection(), &m_languages);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QAccessibleInterface *root = QAccessible::queryAccessibleInterface(&window);
    const auto check = [root](QLabel *label) {
        QVERIFY(label);
        QVERIFY(label->isVisible());
        QVERIFY(!label->text().isEmpty());
        QAccessibleInterface *node = findInTree(root, label);
        QVERIFY2(node, qPrintable(label->text()));
        QCOMPARE(node->role(), QAccessible::StaticText);
        QVERIFY(!node->state().invisible);
        QCOMPARE(node->text(QAccessible::Name), label->text());
    };

    QTest::keyClicks(window.findChild<QLineEdit *>(QStringLiteral("search")), QStringLiteral("no such model at all"));
    auto *noMatch = window.findChild<QLabel *>(QStringLiteral("noMatchText"));
    QTRY_VERIFY(noMatch && noMatch->isVisible());
    check(noMatch);

    window.catalogueNotice()->setTemporary(QStringLiteral("The catalogue file could not be opened."));
    QLabel *noticeText = nullptr;
    for (QLabel *label : window.catalogueNotice()->findChildren<QLabel *>()) {
        if (label->isVisible() && label->text().contains(QStringLiteral("could not be opened")))
            noticeText = label;
    }
    check(noticeText);

    window.findChild<QTabWidget *>()->setCurrentWidget(window.hardwareView());
    const QString summary = window.hardwareView()->summaryText();
    QVERIFY(!summary.isEmpty());
    QLabel *summaryLabel = nullptr;
    for (QLabel *label : window.hardwareView()->findChildren<QLabel *>()) {
        if (label->isVisible() && label->text() == summary)
            summaryLabel = label;
    }
    check(summaryLabel);
}

// A combo box's hidden name label (ComboBoxName) is made once and renamed on each language switch, not
// made again: after three switches each combo box still has one, holding the name in the language shown.
void TestAccessibility::comboBoxNamesAreMadeOnce()
{
    switchLanguage(QStringLiteral("en"));
    MainWindow window(m_db.connection(), &m_languages);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    for (const QString &language : {QStringLiteral("it"), QStringLiteral("en"), QStringLiteral("it")})
        switchLanguage(language);
    int named = 0;
    for (QComboBox *combo : window.findChildren<QComboBox *>()) {
        int labels = 0;
        for (QLabel *label : combo->parentWidget()->findChildren<QLabel *>(QString(), Qt::FindDirectChildrenOnly)) {
            if (label->buddy() == combo && label->property("atlasComboBoxName").toBool()) {
                ++labels;
                QCOMPARE(label->text(), combo->accessibleName());
                QVERIFY(label->isHidden());
            }
        }
        QVERIFY2(labels <= 1, qPrintable(QStringLiteral("%1 hidden name labels: %2").arg(labels).arg(describe(combo))));
        named += labels;
    }
    // The catalogue's four unlabelled filters and the hardware tab's two.
    QCOMPARE(named, 6);
    switchLanguage(QStringLiteral("en"));
}

QTEST_MAIN(TestAccessibility)
#include "tst_accessibility.moc"
