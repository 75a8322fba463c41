// gui/catalogue: the Catalogue tab: the filter bar, the table and the model page beside it.
#pragma once

#include <QSqlDatabase>
#include <QWidget>

class CatalogueDelegate;
class CatalogueTableModel;
class FilterBar;
class ModelPage;
class QLabel;
class QPushButton;
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

    // What the tab shows and which filters apply, for the window's status line:
    // "12 of 1,371 models · search “llama” · open weights only".
    QString statusText() const;

    // The columns shown, chosen from the header's context menu and remembered (Settings).
    void setColumnShown(int column, bool shown);
    bool isColumnShown(int column) const;
    // Reads the remembered columns, after the window restored the header's widths and order.
    void restoreColumns();

    CatalogueTableModel *tableModel() const { return m_model; }
    FilterBar *filterBar() const { return m_filterBar; }
    QTableView *table() const { return m_table; }
    ModelPage *modelPage() const { return m_page; }
    QSplitter *splitter() const { return m_splitter; }
    CatalogueDelegate *delegate() const { return m_delegate; }
    // Shown over the table when the filters leave no model (a message and a button that clears them).
    QWidget *noMatchPanel() const { return m_noMatch; }

    // From this many models on, the search box waits for a pause in typing (FilterBar::setSearchDelay).
    static constexpr int largeCatalogue = 20000;

signals:
    void countsChanged(int shown, int total);
    void statusTextChanged();
    void otherDirectionRequested();
    void deviceRequested(const QString &deviceName);

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void loadFilterOptions();
    void adaptSearchDelay();
    void showCurrent();
    void restoreSelection();
    void fitColumns();
    void showHeaderMenu(const QPoint &position);
    void updateNoMatchPanel();
    void retranslate();

    QSqlDatabase m_db;
    CatalogueTableModel *m_model;
    FilterBar *m_filterBar;
    QTableView *m_table;
    CatalogueDelegate *m_delegate;
    ModelPage *m_page;
    QSplitter *m_splitter;
    QWidget *m_noMatch;
    QLabel *m_noMatchText;
    QPushButton *m_clearFilters;
    QStringList m_accessValues;   // the catalogue's model access values, for the column's width
    QStringList m_countries;
    qint64 m_hiddenId = 0;   // the model whose page a filter closed, reopened when it is shown again
    bool m_prefixesAsked = false;   // the one-letter searches are read ahead once the table is painted
};
