// gui/mainwindow: the window that wires the tabs, menus and status bar together; it owns no logic of
// its own.
#pragma once

#include <QMainWindow>
#include <QSqlDatabase>

class CatalogueNotice;
class CatalogueSession;
class CatalogueView;
class CompareLauncher;
class ImportController;
class ChartsView;
class HardwareView;
class LanguageManager;
class QActionGroup;
class QLabel;
class QMenu;
class QTabWidget;

// Wires the features together: menus, tabs, status line, remembered window state.
// It owns no catalogue logic of its own.
class MainWindow : public QMainWindow
{
    Q_OBJECT
public:
    MainWindow(QSqlDatabase db, LanguageManager *languages, QWidget *parent = nullptr);
    ~MainWindow() override;

    CatalogueView *catalogueView() const { return m_catalogue; }
    ImportController *importer() const { return m_importer; }
    ChartsView *chartsView() const { return m_charts; }
    HardwareView *hardwareView() const { return m_hardware; }
    CatalogueNotice *catalogueNotice() const { return m_notice; }
    CompareLauncher *compareLauncher() const { return m_compare; }
    // The current tab's own statusText(): what it shows and which filters apply.
    QString statusText() const;

    // The session the catalogue was opened by: a temporary catalogue is announced (and every change
    // to it said not to be kept), and a damaged file can be rebuilt from the window. Without one (tests
    // on a bare connection) neither happens.
    void setCatalogueSession(CatalogueSession *session);

public slots:
    void exportCsv();
    void exportChart();
    // Moves the damaged catalogue file aside and rebuilds it (CatalogueSession::rebuild), then reads
    // everything again.
    void rebuildCatalogue(const QString &problem);
    // A read or write failed: the band above the tabs says so; damage offers the rebuild.
    void reportCatalogueError(const QString &error);

protected:
    void changeEvent(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;

private:
    void createMenus();
    void retranslate();
    Q_SLOT void updateStatus();
    QSize firstSize() const;
    // The window's size, layout and table columns, kept in Settings between runs. Not saveState() and
    // restoreState(): those are QMainWindow's own, which these call.
    void writeSettings();
    void readSettings();
    // Shows this model in the catalogue tab (from a chart point or a From hardware row).
    void openModel(qint64 id);
    void reloadCatalogue();
    // Notes that could not be written: true when the window may close.
    bool mayCloseWithUnsavedNotes();

    QSqlDatabase m_db;
    CatalogueSession *m_session = nullptr;
    LanguageManager *m_languages;
    CatalogueNotice *m_notice;
    QTabWidget *m_tabs;
    CatalogueView *m_catalogue;
    ChartsView *m_charts;
    HardwareView *m_hardware;
    ImportController *m_importer;
    CompareLauncher *m_compare;
    QLabel *m_countLabel;

    QMenu *m_fileMenu = nullptr;
    QMenu *m_editMenu = nullptr;
    QMenu *m_languageMenu = nullptr;
    QMenu *m_helpMenu = nullptr;
    QAction *m_exportAction = nullptr;
    QAction *m_importAction = nullptr;
    QAction *m_updateAction = nullptr;
    QAction *m_exportChartAction = nullptr;
    QAction *m_quitAction = nullptr;
    QAction *m_copyAction = nullptr;
    QAction *m_findAction = nullptr;
    QAction *m_resetFiltersAction = nullptr;
    QAction *m_preferencesAction = nullptr;
    QAction *m_englishAction = nullptr;
    QAction *m_italianAction = nullptr;
    QAction *m_aboutAction = nullptr;
    QAction *m_aboutQtAction = nullptr;
};
