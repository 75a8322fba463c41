// The window on the screens issue 15 names: 1024×700 at 1×, 1600×1000 at 1× and 1366×768 at
// QT_SCALE_FACTOR=1.5, in English and Italian. CTest runs this once per screen (tests/CMakeLists.txt:
// the offscreen platform reads the screen from tests/support/screens/*.json); ATLAS_WINDOW_SIZE says
// the window size to try ("1024x700"), or the whole available screen when unset.
#include "CatalogueTableModel.h"
#include "LanguageManager.h"
#include "Screenshots.h"
#include "Settings.h"
#include "TestCatalogue.h"
#include "catalogue/CatalogueView.h"
#include "catalogue/FilterBar.h"
#include "details/ModelPage.h"
#include "mainwindow/MainWindow.h"

#include <QAbstractButton>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QTest>

class TestWindowSizes : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void init() { Settings::clear(); }
    void cleanup() { m_languages.setLanguage(QStringLiteral("en")); }
    void firstStartFitsTheScreen_data() { languages(); }
    void firstStartFitsTheScreen();
    void catalogueFitsWithNothingClipped_data() { languages(); }
    void catalogueFitsWithNothingClipped();
    void defaultColumnsFitOnAWideScreen();
    void screenshots_data() { languages(); }
    void screenshots();

private:
    static void languages();
    QSize target() const;
    std::unique_ptr<MainWindow> openWindow(const QString &language);

    Database m_db{QStringLiteral("sizes")};
    LanguageManager m_languages;
};

void TestWindowSizes::initTestCase()
{
    openShippedCatalogue(m_db);
    qInfo() << "screen" << QGuiApplication::primaryScreen()->availableGeometry() << "scale"
            << qEnvironmentVariable("QT_SCALE_FACTOR") << "window" << target();
}

void TestWindowSizes::languages()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << QStringLiteral("en");
    QTest::newRow("it") << QStringLiteral("it");
}

QSize TestWindowSizes::target() const
{
    const QSize available = QGuiApplication::primaryScreen()->availableGeometry().size();
    const QStringList parts = qEnvironmentVariable("ATLAS_WINDOW_SIZE").split(QLatin1Char('x'));
    if (parts.size() != 2)
        return available;
    return QSize(parts.at(0).toInt(), parts.at(1).toInt()).boundedTo(available);
}

std::unique_ptr<MainWindow> TestWindowSizes::openWindow(const QString &language)
{
    m_languages.setLanguage(language);
    auto window = std::make_unique<MainWindow>(m_db.connection(), &m_languages);
    window->show();
    if (!QTest::qWaitForWindowExposed(window.get()))
        return nullptr;
    return window;
}

void TestWindowSizes::firstStartFitsTheScreen()
{
    QFETCH(QString, language);
    const auto window = openWindow(language);
    QVERIFY(window);
    const QRect screen = window->screen()->availableGeometry();
    // Nothing saved yet: the window opens within the screen, frame, status bar and all.
    QVERIFY2(window->frameGeometry().width() <= screen.width() && window->frameGeometry().height() <= screen.height(),
             qPrintable(QStringLiteral("%1x%2 on %3x%4").arg(window->frameGeometry().width())
                            .arg(window->frameGeometry().height()).arg(screen.width()).arg(screen.height())));
    const QRect status(window->statusBar()->mapToGlobal(QPoint(0, 0)), window->statusBar()->size());
    QVERIFY(screen.contains(status));
    // And it can be made as small as the screen: no tab's layout holds it wider or taller.
    const QSize smallest = window->minimumSizeHint();
    QVERIFY2(smallest.width() <= screen.width() && smallest.height() <= screen.height(),
             qPrintable(QStringLiteral("smallest %1x%2").arg(smallest.width()).arg(smallest.height())));
}

void TestWindowSizes::catalogueFitsWithNothingClipped()
{
    QFETCH(QString, language);
    const auto window = openWindow(language);
    QVERIFY(window);
    window->resize(target() - (window->frameGeometry().size() - window->size()));
    CatalogueView *view = window->catalogueView();
    QVERIFY(view->selectModel(view->tableModel()->idAt(0)));
    QTest::qWait(50);
    // The filter bar wraps: it leaves the model page room beside the table on every screen here.
    QVERIFY2(view->filterBar()->minimumSizeHint().width() < 480,
             qPrintable(QString::number(view->filterBar()->minimumSizeHint().width())));
    // The Catalogue tab needs no scrolling of the window: it fits as it is.
    auto *scroller = window->findChild<QScrollArea *>(QStringLiteral("windowScroller"));
    QVERIFY(scroller);
    QVERIFY2(!scroller->horizontalScrollBar()->isVisible(), "the Catalogue tab is wider than the window");
    QVERIFY2(!scroller->verticalScrollBar()->isVisible(), "the Catalogue tab is taller than the window");
    // Every label and button of the tab shows its whole text (a wrapping label may be narrower).
    const auto widgets = view->findChildren<QWidget *>();
    for (QWidget *widget : widgets) {
        if (!widget->isVisible())
            continue;
        const auto *label = qobject_cast<QLabel *>(widget);
        if (!(label && !label->wordWrap()) && !qobject_cast<QAbstractButton *>(widget))
            continue;
        QVERIFY2(widget->sizeHint().width() <= widget->width(),
                 qPrintable(QStringLiteral("%1 \"%2\": %3 px of %4")
                                .arg(widget->objectName(), label ? label->text() : qobject_cast<QAbstractButton *>(widget)->text())
                                .arg(widget->width()).arg(widget->sizeHint().width())));
    }
    // The model page wraps: it never scrolls sideways, whether it shows a closed model or an open one
    // with its hardware box, chart and table.
    const auto areas = view->modelPage()->findChildren<QAbstractScrollArea *>();
    for (const QString &name : {QString(), QStringLiteral("Llama 3.1-8B")}) {
        for (int row = 0; !name.isEmpty() && row < view->tableModel()->rowCount(); ++row) {
            if (view->tableModel()->index(row, 0).data().toString() == name)
                view->selectModel(view->tableModel()->idAt(row));
        }
        QTest::qWait(400);   // the page re-renders its chart once its size settles
        for (const QAbstractScrollArea *area : areas) {
            if (area->isVisible())
                QVERIFY2(!area->horizontalScrollBar()->isVisible(), qPrintable(name));
        }
    }
}

void TestWindowSizes::defaultColumnsFitOnAWideScreen()
{
    if (target().width() < 1600)
        QSKIP("Only on the 1600-pixel screen: narrower ones scroll the table sideways by design.");
    const auto window = openWindow(QStringLiteral("en"));
    QVERIFY(window);
    window->resize(target() - (window->frameGeometry().size() - window->size()));
    QTest::qWait(50);
    QTableView *table = window->catalogueView()->table();
    // The default columns fit beside the model page: no "Open weights (unrestri…" and no sideways scrolling.
    QVERIFY(!table->horizontalScrollBar()->isVisible());
    const QFontMetrics metrics(table->font());
    QVERIFY(table->horizontalHeader()->sectionSize(CatalogueTableModel::AccessColumn)
            >= metrics.horizontalAdvance(QStringLiteral("Open weights (unrestricted)")));
}

void TestWindowSizes::screenshots()
{
    ATLAS_SCREENSHOT_FOLDER(folder);
    QFETCH(QString, language);
    const auto window = openWindow(language);
    QVERIFY(window);
    window->resize(target() - (window->frameGeometry().size() - window->size()));
    // The model ATLAS_SCREENSHOT_MODEL names (as tst_mainwindow), else the first row.
    CatalogueTableModel *model = window->catalogueView()->tableModel();
    qint64 shown = model->idAt(0);
    for (int row = 0; row < model->rowCount(); ++row) {
        if (model->index(row, 0).data().toString() == qEnvironmentVariable("ATLAS_SCREENSHOT_MODEL"))
            shown = model->idAt(row);
    }
    window->catalogueView()->selectModel(shown);
    auto *tabs = window->findChild<QTabWidget *>();
    const QString scale = qEnvironmentVariable("QT_SCALE_FACTOR", QStringLiteral("1"));
    for (int tab = 0; tab < tabs->count(); ++tab) {
        tabs->setCurrentIndex(tab);
        QTest::qWait(300);
        const QString name = QStringLiteral("%1/size_%2x%3_s%4_%5_tab%6.png")
                                 .arg(folder).arg(target().width()).arg(target().height()).arg(scale, language).arg(tab);
        QVERIFY(window->grab().save(name));
    }
    // The Catalogue's states: search words marked, and no match at all.
    tabs->setCurrentIndex(0);
    auto *search = window->findChild<QLineEdit *>(QStringLiteral("search"));
    for (const QString &text : {QStringLiteral("llama 3"), QStringLiteral("zzqqxx")}) {
        search->setText(text);
        QTest::qWait(300);
        QVERIFY(window->grab().save(QStringLiteral("%1/size_%2x%3_s%4_%5_search_%6.png")
                                        .arg(folder).arg(target().width()).arg(target().height())
                                        .arg(scale, language, text.left(2))));
    }
}

QTEST_MAIN(TestWindowSizes)
#include "tst_windowsizes.moc"
