#include "MainWindow.h"

#include "AboutDialog.h"
#include "CatalogueNotice.h"
#include "CatalogueSession.h"
#include "CatalogueTableModel.h"
#include "catalogue/CatalogueView.h"
#include "charts/ChartExporter.h"
#include "charts/ChartsView.h"
#include "compare/CompareLauncher.h"
#include "CommitWatcher.h"
#include "CsvExporter.h"
#include "Database.h"
#include "catalogue/FilterBar.h"
#include "hardware/HardwareView.h"
#include "importer/ImportController.h"
#include "details/ModelPage.h"
#include "LanguageManager.h"
#include "PreferencesDialog.h"
#include "PlainText.h"
#include "Settings.h"
#include "SettingsNotice.h"
#include "common/StartFolder.h"
#include "common/TableCopyAction.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QScreen>
#include <QScrollArea>
#include <QSplitter>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

MainWindow::MainWindow(QSqlDatabase db, LanguageManager *languages, QWidget *parent)
    : QMainWindow(parent)
    , m_db(db)
    , m_languages(languages)
    , m_notice(new CatalogueNotice(this))
    , m_tabs(new QTabWidget(this))
    , m_catalogue(new CatalogueView(db, this))
    , m_charts(new ChartsView(db, this))
    , m_hardware(new HardwareView(db, this))
    , m_importer(new ImportController(db, this))
    , m_compare(new CompareLauncher(db, m_catalogue->table(), this))
    , m_countLabel(new QLabel(this))
{
    m_tabs->setDocumentMode(true);
    m_tabs->addTab(m_catalogue, QString());
    m_tabs->addTab(m_charts, QString());
    m_tabs->addTab(m_hardware, QString());
    // What is wrong with the catalogue, above the tabs, for as long as it is.
    auto *central = new QWidget(this);
    auto *column = new QVBoxLayout(central);
    column->setContentsMargins(0, 0, 0, 0);
    column->setSpacing(0);
    column->addWidget(m_notice);
    column->addWidget(new SettingsNotice(this));   // and with the settings file
    column->addWidget(m_tabs, 1);
    // The window never asks for more than the screen has: on a screen smaller than a tab's smallest
    // layout (1366×768 at 1.5× leaves 910×512), that tab scrolls instead of pushing the window's status
    // bar and model page off screen. Where everything fits, no scroll bar shows.
    auto *scroller = new QScrollArea(this);
    scroller->setObjectName(QStringLiteral("windowScroller"));
    scroller->setFrameShape(QFrame::NoFrame);
    scroller->setFocusPolicy(Qt::NoFocus);   // frameless, it showed no focus: Tab seemed to lose it
    scroller->setWidgetResizable(true);
    scroller->setWidget(central);
    setCentralWidget(scroller);
    // The status line quotes the search box: plain text, never markup (see PlainText).
    m_countLabel->setTextFormat(Qt::PlainText);
    m_countLabel->setObjectName(QStringLiteral("statusText"));
    statusBar()->addPermanentWidget(m_countLabel);
    createMenus();

    // Charts follow the catalogue's filter; a click on a point opens that model in the catalogue.
    m_charts->setFilter(m_catalogue->tableModel()->filter());
    // The charts match the filter with the table's own code and draw from memory (ChartTable).
    m_charts->setMatcher([model = m_catalogue->tableModel()](const ModelFilter &filter) {
        return model->matchingIds(filter);
    });
    connect(m_catalogue->filterBar(), &FilterBar::filterChanged, m_charts, &ChartsView::setFilter);
    connect(m_charts, &ChartsView::modelActivated, this, &MainWindow::openModel);
    connect(m_charts, &ChartsView::clearFiltersRequested, m_catalogue->filterBar(), &FilterBar::reset);
    // The status line says what the current tab shows and which filters apply: each tab view has a
    // statusText() and a statusTextChanged() signal (the agreed interface), found by name so that a
    // tab that has none yet shows no text rather than another tab's.
    connect(m_catalogue, &CatalogueView::statusTextChanged, this, &MainWindow::updateStatus);
    connect(m_charts, &ChartsView::statusTextChanged, this, &MainWindow::updateStatus);
    connect(m_hardware, &HardwareView::statusTextChanged, this, &MainWindow::updateStatus);
    connect(m_tabs, &QTabWidget::currentChanged, this, &MainWindow::updateStatus);
    // Only the tab shown decides how small the window can be: a hidden tab's wide control row does
    // not hold the Catalogue wider than the screen (QStackedLayout counts every page otherwise).
    const auto sizeByCurrentTab = [this]() {
        for (int i = 0; i < m_tabs->count(); ++i) {
            const auto policy = i == m_tabs->currentIndex() ? QSizePolicy::Preferred : QSizePolicy::Ignored;
            m_tabs->widget(i)->setSizePolicy(policy, policy);
        }
    };
    connect(m_tabs, &QTabWidget::currentChanged, this, sizeByCurrentTab);
    sizeByCurrentTab();
    // From hardware: the page's "other direction" link opens it; a double-clicked row opens that model.
    connect(m_catalogue, &CatalogueView::otherDirectionRequested, this,
            [this]() { m_tabs->setCurrentWidget(m_hardware); });
    connect(m_hardware, &HardwareView::modelActivated, this, &MainWindow::openModel);
    // A training-hardware link on the model page: the same view, on that device.
    connect(m_catalogue, &CatalogueView::deviceRequested, this, [this](const QString &device) {
        m_hardware->setDevice(device);
        m_tabs->setCurrentWidget(m_hardware);
    });
    // The model page's hardware box shows speeds on the chosen device.
    connect(m_hardware, &HardwareView::choiceChanged, m_catalogue->modelPage(), &ModelPage::refresh);
    // An import changes what every tab shows: each reads the catalogue again (the charts at once, or
    // when their tab is next shown).
    connect(m_importer, &ImportController::catalogueChanged, m_catalogue, &CatalogueView::reloadCatalogue);
    connect(m_importer, &ImportController::catalogueChanged, m_hardware, &HardwareView::reloadCatalogue);
    connect(m_importer, &ImportController::catalogueChanged, m_charts, &ChartsView::reloadCatalogue);
    // A read that failed is never shown as an empty or smaller catalogue; damage offers the rebuild.
    connect(m_catalogue->tableModel(), &CatalogueTableModel::queryFailed, this, &MainWindow::reportCatalogueError);
    connect(m_catalogue->modelPage(), &ModelPage::catalogueError, this, &MainWindow::reportCatalogueError);
    connect(m_hardware, &HardwareView::catalogueError, this, &MainWindow::reportCatalogueError);
    connect(m_importer, &ImportController::finished, this, [this](const ImportReport &report) {
        if (report.outcome == ImportReport::Outcome::Failed && Database::reportsDamage(report.error))
            reportCatalogueError(report.error);
    });
    connect(m_notice, &CatalogueNotice::rebuildRequested, this, &MainWindow::rebuildCatalogue);
    // The report's "Show them in the catalogue": the table limited to the models an import brought.
    connect(m_importer, &ImportController::showModelsRequested, this, [this](const QVector<qint64> &ids) {
        m_catalogue->filterBar()->showOnly(ids);
        m_tabs->setCurrentWidget(m_catalogue);
    });
    // Compare: a name opens its model, a training chip the From hardware view; the device chosen there
    // is the one the comparison's hardware rows are for.
    connect(m_compare, &CompareLauncher::modelActivated, this, &MainWindow::openModel);
    connect(m_compare, &CompareLauncher::deviceRequested, this, [this](const QString &device) {
        m_hardware->setDevice(device);
        m_tabs->setCurrentWidget(m_hardware);
    });
    connect(m_compare, &CompareLauncher::favouritesOnlyRequested, this, [this]() {
        m_catalogue->filterBar()->setFavouritesOnly(true);
        m_tabs->setCurrentWidget(m_catalogue);
    });
    connect(m_compare, &CompareLauncher::catalogueError, this, &MainWindow::reportCatalogueError);
    connect(m_hardware, &HardwareView::choiceChanged, m_compare, &CompareLauncher::refresh);
    // The table read the catalogue before anyone listened: once the window is up, say what failed.
    if (const QString error = m_catalogue->tableModel()->lastError(); !error.isEmpty())
        QTimer::singleShot(0, this, [this, error]() { reportCatalogueError(error); });
    retranslate();
    readSettings();
}

MainWindow::~MainWindow() = default;

void MainWindow::createMenus()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_importAction = m_fileMenu->addAction(QString(), m_importer, &ImportController::chooseAndImport);
    m_importAction->setShortcut(QKeySequence::Open);
    m_updateAction = m_fileMenu->addAction(QString(), m_importer, &ImportController::updateFromEpoch);
    m_exportAction = m_fileMenu->addAction(QString(), this, &MainWindow::exportCsv);
    m_exportAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    m_exportChartAction = m_fileMenu->addAction(QString(), this, &MainWindow::exportChart);
    m_fileMenu->addSeparator();
    m_quitAction = m_fileMenu->addAction(QString(), this, &QWidget::close);
    m_quitAction->setShortcut(QKeySequence::Quit);
    m_quitAction->setMenuRole(QAction::QuitRole);

    m_editMenu = menuBar()->addMenu(QString());
    m_copyAction = new TableCopyAction(this);   // the selected rows of the table in front
    m_editMenu->addAction(m_copyAction);
    m_editMenu->addSeparator();
    m_findAction = m_editMenu->addAction(QString(), m_catalogue, &CatalogueView::focusSearch);
    m_findAction->setShortcut(QKeySequence::Find);
    m_resetFiltersAction = m_editMenu->addAction(QString(), m_catalogue->filterBar(), &FilterBar::reset);
    m_editMenu->addSeparator();
    m_editMenu->addAction(m_compare->compareSelectedAction());
    m_editMenu->addAction(m_compare->compareFavouritesAction());
    m_editMenu->addSeparator();
    m_preferencesAction = m_editMenu->addAction(QString(), this, [this]() {
        PreferencesDialog dialog(m_db, m_languages, m_hardware, this);
        dialog.exec();
    });
    m_preferencesAction->setObjectName(QStringLiteral("preferencesAction"));
    m_preferencesAction->setShortcut(QKeySequence::Preferences);
    m_preferencesAction->setMenuRole(QAction::PreferencesRole);

    m_languageMenu = menuBar()->addMenu(QString());
    auto *group = new QActionGroup(this);
    // Language names are written in their own language, so that anyone can find theirs.
    m_englishAction = m_languageMenu->addAction(QStringLiteral("English"));
    m_italianAction = m_languageMenu->addAction(QStringLiteral("Italiano"));
    for (QAction *action : {m_englishAction, m_italianAction}) {
        action->setCheckable(true);
        group->addAction(action);
    }
    m_englishAction->setData(QStringLiteral("en"));
    m_italianAction->setData(QStringLiteral("it"));
    (m_languages->language() == QLatin1String("it") ? m_italianAction : m_englishAction)->setChecked(true);
    connect(group, &QActionGroup::triggered, this, [this](QAction *action) {
        const QString code = action->data().toString();
        m_languages->setLanguage(code);
        Settings::setValue(Settings::Key::Language, code);
    });

    m_helpMenu = menuBar()->addMenu(QString());
    m_aboutAction = m_helpMenu->addAction(QString(), this, [this]() { AboutDialog::show(this); });
    m_aboutAction->setMenuRole(QAction::AboutRole);
    m_aboutQtAction = m_helpMenu->addAction(QString(), qApp, &QApplication::aboutQt);
    m_aboutQtAction->setMenuRole(QAction::AboutQtRole);
}

void MainWindow::retranslate()
{
    setWindowTitle(tr("Model Atlas"));
    m_tabs->setTabText(m_tabs->indexOf(m_catalogue), tr("Catalogue"));
    m_fileMenu->setTitle(tr("&File"));
    m_importAction->setText(tr("&Import…"));
    m_updateAction->setText(tr("&Update from Epoch AI"));
    m_exportAction->setText(tr("Export as &CSV…"));
    m_exportChartAction->setText(tr("Export c&hart…"));
    m_tabs->setTabText(m_tabs->indexOf(m_charts), tr("Charts"));
    m_tabs->setTabText(m_tabs->indexOf(m_hardware), tr("From hardware"));
    m_quitAction->setText(tr("&Quit"));
    m_editMenu->setTitle(tr("&Edit"));
    m_copyAction->setText(tr("&Copy"));
    m_findAction->setText(tr("&Find…"));
    m_resetFiltersAction->setText(tr("&Reset filters"));
    m_preferencesAction->setText(tr("&Preferences…"));
    // The language may have been chosen in Preferences.
    (m_languages->language() == QLatin1String("it") ? m_italianAction : m_englishAction)->setChecked(true);
    m_languageMenu->setTitle(tr("&Language"));
    m_helpMenu->setTitle(tr("&Help"));
    m_aboutAction->setText(tr("&About Model Atlas"));
    m_aboutQtAction->setText(tr("About &Qt"));
    updateStatus();
}

void MainWindow::updateStatus()
{
    m_countLabel->setText(statusText());
}

QString MainWindow::statusText() const
{
    QWidget *tab = m_tabs->currentWidget();
    if (tab == m_catalogue)
        return m_catalogue->statusText();
    if (tab == m_charts)
        return m_charts->statusText();
    if (tab == m_hardware)
        return m_hardware->statusText();
    return QString();
}

void MainWindow::exportCsv()
{
    const QString folder = StartFolder::firstWritable({QStandardPaths::DocumentsLocation});
    const QString path = QFileDialog::getSaveFileName(this, tr("Export as CSV"),
                                                      QDir(folder).filePath(QStringLiteral("model-atlas.csv")),
                                                      tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return;
    int rows = 0;
    QString error;
    if (CsvExporter(m_db).exportTo(path, &rows, &error)) {
        statusBar()->showMessage(tr("Exported %Ln model(s) to %1", nullptr, rows).arg(QDir::toNativeSeparators(path)), 8000);
        return;
    }
    if (Database::reportsDamage(error)) {
        reportCatalogueError(error);
        return;
    }
    // A path and an error message are data: the static QMessageBox guesses at markup (see PlainText).
    QMessageBox::warning(this, tr("Export failed"),
                         PlainText::asRichText(tr("The catalogue could not be written to %1.\n\n%2\n\nChoose another "
                                                  "folder or free some disk space and try again; nothing was changed.")
                                                   .arg(QDir::toNativeSeparators(path), error)));
}

void MainWindow::setCatalogueSession(CatalogueSession *session)
{
    m_session = session;
    m_notice->setCanRebuild(session && session->canRebuild());
    if (!session || !session->isTemporary())
        return;
    m_notice->setTemporary(session->temporaryReason());
    // Every change that lands says where it went, whatever made it: favourite, note, device, import.
    auto *watcher = new CommitWatcher(m_db, this);
    connect(watcher, &CommitWatcher::committed, this, [this]() {
        statusBar()->showMessage(tr("Saved for this session only: the catalogue is temporary and is lost when you quit."),
                                 10000);
    });
}

void MainWindow::reportCatalogueError(const QString &error)
{
    // A file seen damaged is not remembered as closed cleanly: the next start checks it whole.
    if (m_session && Database::reportsDamage(error))
        m_session->markDamaged();
    m_notice->reportError(error);
}

void MainWindow::rebuildCatalogue(const QString &problem)
{
    if (!m_session || !m_session->canRebuild())
        return;
    if (m_importer->isRunning()) {
        QMessageBox::information(this, tr("Rebuild the catalogue"),
                                 tr("An import is under way. Rebuild the catalogue once it has finished."));
        return;
    }
    // A note being typed goes to the fresh file, with the ones carried over.
    m_catalogue->modelPage()->clear();
    QString error;
    if (!m_session->rebuild(tr("it is damaged (%1)").arg(problem), &error)) {
        QMessageBox::warning(this, tr("Rebuild the catalogue"),
                             PlainText::asRichText(tr("The catalogue could not be rebuilt: %1").arg(error)));
        return;
    }
    m_notice->clearProblem();
    reloadCatalogue();
    m_catalogue->modelPage()->saveNotesNow();
    auto *done = new QMessageBox(QMessageBox::Information, tr("Rebuild the catalogue"), m_session->notice(),
                                 QMessageBox::Ok, this);
    done->setObjectName(QStringLiteral("rebuiltMessage"));
    done->setTextFormat(Qt::PlainText);
    done->setAttribute(Qt::WA_DeleteOnClose);
    done->open();
}

void MainWindow::openModel(qint64 id)
{
    m_tabs->setCurrentWidget(m_catalogue);
    m_catalogue->selectModel(id);
}

void MainWindow::reloadCatalogue()
{
    m_catalogue->reloadCatalogue();
    m_hardware->reloadCatalogue();
    m_charts->reloadCatalogue();
}

bool MainWindow::mayCloseWithUnsavedNotes()
{
    ModelPage *page = m_catalogue->modelPage();
    if (page->saveNotesNow())
        return true;
    const auto answer = QMessageBox::warning(
        this, tr("Unsaved note"),
        PlainText::asRichText(page->errorText() + QLatin1String("\n\n")
            + tr("If you quit now, what you typed is lost. Copy it somewhere else first, or wait until the catalogue "
                 "can be written.")),
        QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Cancel);
    return answer == QMessageBox::Discard;
}

void MainWindow::exportChart()
{
    // What is written is what the Charts tab shows: show it.
    m_tabs->setCurrentWidget(m_charts);
    const QString folder = StartFolder::firstWritable({QStandardPaths::PicturesLocation, QStandardPaths::DocumentsLocation});
    const QString png = tr("PNG images (*.png)");
    const QString svg = tr("SVG drawings (*.svg)");
    // The rows behind the chart: the models it draws, as --export-csv writes them.
    const QString csv = tr("The chart's models as CSV (*.csv)");
    QString chosen;
    QString path = QFileDialog::getSaveFileName(this, tr("Export chart"),
                                                QDir(folder).filePath(QStringLiteral("model-atlas-chart.png")),
                                                png + QStringLiteral(";;") + svg + QStringLiteral(";;") + csv, &chosen);
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += chosen == svg ? QStringLiteral(".svg") : chosen == csv ? QStringLiteral(".csv") : QStringLiteral(".png");
    QString error;
    if (QFileInfo(path).suffix().compare(QLatin1String("csv"), Qt::CaseInsensitive) == 0) {
        int rows = 0;
        if (m_charts->exportData(path, &rows, &error)) {
            statusBar()->showMessage(tr("%Ln model(s) written to %1", nullptr, rows).arg(QDir::toNativeSeparators(path)), 8000);
            return;
        }
    } else if (ChartExporter::save(m_charts, path, QSize(ChartExporter::DefaultWidth, ChartExporter::DefaultHeight), &error)) {
        statusBar()->showMessage(tr("Chart exported to %1").arg(QDir::toNativeSeparators(path)), 8000);
        return;
    }
    QMessageBox::warning(this, tr("Export failed"),
                         PlainText::asRichText(
                             tr("The chart could not be written.\n\n%1\n\nChoose another folder or free some disk space and try "
                                "again; nothing was changed.").arg(error)));
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QMainWindow::changeEvent(event);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!mayCloseWithUnsavedNotes()) {
        event->ignore();
        return;
    }
    writeSettings();
    event->accept();
}

void MainWindow::writeSettings()
{
    Settings::setValue(Settings::Key::WindowGeometry, saveGeometry());
    Settings::setValue(Settings::Key::WindowState, QMainWindow::saveState());
    Settings::setValue(Settings::Key::WindowSplitter, m_catalogue->splitter()->saveState());
    Settings::setValue(Settings::Key::WindowTableHeader, m_catalogue->table()->horizontalHeader()->saveState());
}

void MainWindow::readSettings()
{
    if (!restoreGeometry(Settings::value(Settings::Key::WindowGeometry).toByteArray()))
        resize(firstSize());
    QMainWindow::restoreState(Settings::value(Settings::Key::WindowState).toByteArray());
    m_catalogue->splitter()->restoreState(Settings::value(Settings::Key::WindowSplitter).toByteArray());
    m_catalogue->table()->horizontalHeader()->restoreState(Settings::value(Settings::Key::WindowTableHeader).toByteArray());
    // The columns chosen are kept by name (a header state from an older column set does not decide).
    m_catalogue->restoreColumns();
}

QSize MainWindow::firstSize() const
{
    // 1400×860 where it fits; on a smaller or scaled screen, nine tenths of what is available, so that
    // the status bar and the model page are on the screen from the first start.
    const QScreen *shown = screen() ? screen() : QGuiApplication::primaryScreen();
    QSize size(1400, 860);
    if (shown)
        size = size.boundedTo(shown->availableGeometry().size() * 0.9);
    return size.expandedTo(minimumSizeHint());
}
