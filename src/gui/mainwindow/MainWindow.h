#pragma once

#include <QMainWindow>
#include <QSqlDatabase>

class CatalogueView;
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
    QString statusText() const;

public slots:
    void exportCsv();
    void exportChart();

protected:
    void changeEvent(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;

private:
    void createMenus();
    void retranslate();
    void updateCounts(int shown, int total);
    void saveState();
    void restoreState();

    QSqlDatabase m_db;
    LanguageManager *m_languages;
    QTabWidget *m_tabs;
    CatalogueView *m_catalogue;
    QLabel *m_countLabel;
    int m_shown = 0;
    int m_total = 0;

    QMenu *m_fileMenu = nullptr;
    QMenu *m_editMenu = nullptr;
    QMenu *m_languageMenu = nullptr;
    QMenu *m_helpMenu = nullptr;
    QAction *m_exportAction = nullptr;
    QAction *m_importAction = nullptr;
    QAction *m_updateAction = nullptr;
    ImportController *m_importer = nullptr;
    QAction *m_exportChartAction = nullptr;
    ChartsView *m_charts = nullptr;
    HardwareView *m_hardware = nullptr;
    QAction *m_quitAction = nullptr;
    QAction *m_findAction = nullptr;
    QAction *m_resetFiltersAction = nullptr;
    QAction *m_englishAction = nullptr;
    QAction *m_italianAction = nullptr;
    QAction *m_aboutAction = nullptr;
    QAction *m_aboutQtAction = nullptr;
};
