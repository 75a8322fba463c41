#include "MainWindow.h"

#include "AboutDialog.h"
#include "CatalogueTableModel.h"
#include "CatalogueView.h"
#include "ChartExporter.h"
#include "ChartsView.h"
#include "CsvExporter.h"
#include "FilterBar.h"
#include "HardwareView.h"
#include "ImportController.h"
#include "ModelPage.h"
#include "LanguageManager.h"
#include "PlainText.h"

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
#include <QSettings>
#include <QSplitter>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>

MainWindow::MainWindow(QSqlDatabase db, LanguageManager *languages, QWidget *parent)
    : QMainWindow(parent)
    , m_db(db)
    , m_languages(languages)
    , m_tabs(new QTabWidget(this))
    , m_catalogue(new CatalogueView(db, this))
    , m_countLabel(new QLabel(this))
{
    m_tabs->setDocumentMode(true);
    m_tabs->addTab(m_catalogue, QString());
    // Charts follow the catalogue's filter; a click on a point opens that model in the catalogue.
    m_charts = new ChartsView(db, this);
    m_tabs->addTab(m_charts, QString());
    m_charts->setFilter(m_catalogue->tableModel()->filter());
    connect(m_catalogue->filterBar(), &FilterBar::filterChanged, m_charts, &ChartsView::setFilter);
    connect(m_charts, &ChartsView::modelActivated, this, [this](qint64 id) {
        m_tabs->setCurrentWidget(m_catalogue);
        m_catalogue->selectModel(id);
    });
    setCentralWidget(m_tabs);
    statusBar()->addPermanentWidget(m_countLabel);

    createMenus();
    connect(m_catalogue, &CatalogueView::countsChanged, this, &MainWindow::updateCounts);
    // From hardware: the page's "other direction" link opens it; a double-clicked row opens that model.
    m_hardware = new HardwareView(db, this);
    m_tabs->addTab(m_hardware, QString());
    connect(m_catalogue, &CatalogueView::otherDirectionRequested, this,
            [this]() { m_tabs->setCurrentWidget(m_hardware); });
    // A training-hardware link on the model page: the same view, on that device.
    connect(m_catalogue, &CatalogueView::deviceRequested, this, [this](const QString &device) {
        m_hardware->setDevice(device);
        m_tabs->setCurrentWidget(m_hardware);
    });
    connect(m_importer, &ImportController::catalogueChanged, m_hardware, &HardwareView::reloadCatalogue);
    // The model page's hardware box shows speeds on the chosen device.
    connect(m_hardware, &HardwareView::choiceChanged, m_catalogue->modelPage(), &ModelPage::refresh);
    // An import changes what the charts show: read them again (at once, or when the tab is next shown).
    connect(m_importer, &ImportController::catalogueChanged, m_charts,
            [this]() { m_charts->setFilter(m_catalogue->tableModel()->filter()); });
    connect(m_hardware, &HardwareView::modelActivated, this, [this](qint64 id) {
        m_tabs->setCurrentWidget(m_catalogue);
        m_catalogue->selectModel(id);
    });
    updateCounts(m_catalogue->tableModel()->shownCount(), m_catalogue->tableModel()->totalCount());
    retranslate();
    restoreState();
}

MainWindow::~MainWindow() = default;

void MainWindow::createMenus()
{
    m_fileMenu = menuBar()->addMenu(QString());
    m_importer = new ImportController(m_db, this);
    connect(m_importer, &ImportController::catalogueChanged, m_catalogue, &CatalogueView::reloadCatalogue);
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
    m_findAction = m_editMenu->addAction(QString(), m_catalogue, &CatalogueView::focusSearch);
    m_findAction->setShortcut(QKeySequence::Find);
    m_resetFiltersAction = m_editMenu->addAction(QString(), m_catalogue->filterBar(), &FilterBar::reset);

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
        QSettings().setValue(QStringLiteral("language"), code);
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
    m_findAction->setText(tr("&Find…"));
    m_resetFiltersAction->setText(tr("&Reset filters"));
    m_languageMenu->setTitle(tr("&Language"));
    m_helpMenu->setTitle(tr("&Help"));
    m_aboutAction->setText(tr("&About Model Atlas"));
    m_aboutQtAction->setText(tr("About &Qt"));
    updateCounts(m_shown, m_total);
}

void MainWindow::updateCounts(int shown, int total)
{
    m_shown = shown;
    m_total = total;
    m_countLabel->setText(statusText());
}

QString MainWindow::statusText() const
{
    return tr("%1 of %Ln model(s)", "status line: shown of total", m_total).arg(QLocale().toString(m_shown));
}

void MainWindow::exportCsv()
{
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
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
    // A path and an error message are data: the static QMessageBox guesses at markup (see PlainText).
    QMessageBox::warning(this, tr("Export failed"),
                         PlainText::asRichText(tr("The catalogue could not be written to %1.\n\n%2\n\nChoose another "
                                                  "folder or free some disk space and try again; nothing was changed.")
                                                   .arg(QDir::toNativeSeparators(path), error)));
}

void MainWindow::exportChart()
{
    // What is written is what the Charts tab shows: show it.
    m_tabs->setCurrentWidget(m_charts);
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::PicturesLocation);
    const QString png = tr("PNG images (*.png)");
    const QString svg = tr("SVG drawings (*.svg)");
    QString chosen;
    QString path = QFileDialog::getSaveFileName(this, tr("Export chart"),
                                                QDir(folder).filePath(QStringLiteral("model-atlas-chart.png")),
                                                png + QStringLiteral(";;") + svg, &chosen);
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += chosen == svg ? QStringLiteral(".svg") : QStringLiteral(".png");
    QString error;
    if (ChartExporter::save(m_charts, path, QSize(ChartExporter::DefaultWidth, ChartExporter::DefaultHeight), &error)) {
        statusBar()->showMessage(tr("Chart exported to %1").arg(QDir::toNativeSeparators(path)), 8000);
        return;
    }
    QMessageBox::warning(this, tr("Export failed"),
                         PlainText::asRichText(
                             tr("The chart could not be written.\n\n%1\n\nChoose another folder and try again.").arg(error)));
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QMainWindow::changeEvent(event);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    saveState();
    event->accept();
}

void MainWindow::saveState()
{
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), QMainWindow::saveState());
    settings.setValue(QStringLiteral("window/splitter"), m_catalogue->splitter()->saveState());
    settings.setValue(QStringLiteral("window/tableHeader"), m_catalogue->table()->horizontalHeader()->saveState());
}

void MainWindow::restoreState()
{
    QSettings settings;
    if (!restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray()))
        resize(1400, 860);
    QMainWindow::restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
    m_catalogue->splitter()->restoreState(settings.value(QStringLiteral("window/splitter")).toByteArray());
    m_catalogue->table()->horizontalHeader()->restoreState(
        settings.value(QStringLiteral("window/tableHeader")).toByteArray());
}
