// gui/catalogue: the Catalogue tab: the filter bar, the table and the model page beside it.
#pragma once

#include <QSqlDatabase>
#include <QWidget>

class CatalogueTableModel;
class FilterBar;
class ModelPage;
class QSplitter;
class QTableView;

// The Catalogue tab: filter bar and table on one side, the selected model's page on the other.
class CatalogueView : public QWidget
{
    Q_OBJECT
public:
    explicit CatalogueView(QSqlDatabase db, QWidget *parent = nullptr);

    void focusSearch();
    // Re-reads the catalogue (after an import) and the filter choices.
    void reloadCatalogue();
    bool selectModel(qint64 id);

    CatalogueTableModel *tableModel() const { return m_model; }
    FilterBar *filterBar() const { return m_filterBar; }
    QTableView *table() const { return m_table; }
    ModelPage *modelPage() const { return m_page; }
    QSplitter *splitter() const { return m_splitter; }

    // From this many models on, the search box waits for a pause in typing (FilterBar::setSearchDelay).
    static constexpr int largeCatalogue = 20000;

signals:
    void countsChanged(int shown, int total);
    void otherDirectionRequested();
    void deviceRequested(const QString &deviceName);

protected:
    void changeEvent(QEvent *event) override;

private:
    void loadFilterOptions();
    void adaptSearchDelay();
    void showCurrent();
    void restoreSelection();
    void fitHeaderTitles();

    QSqlDatabase m_db;
    CatalogueTableModel *m_model;
    FilterBar *m_filterBar;
    QTableView *m_table;
    ModelPage *m_page;
    QSplitter *m_splitter;
};
