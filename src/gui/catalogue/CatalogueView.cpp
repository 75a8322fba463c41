#include "CatalogueView.h"

#include "CatalogueQuery.h"
#include "CatalogueTableModel.h"
#include "FilterBar.h"
#include "common/TextCellDelegate.h"
#include "details/ModelPage.h"

#include <QEvent>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

CatalogueView::CatalogueView(QSqlDatabase db, QWidget *parent)
    : QWidget(parent)
    , m_db(db)
    , m_model(new CatalogueTableModel(db, this))
    , m_filterBar(new FilterBar(this))
    , m_table(new QTableView(this))
    , m_page(new ModelPage(db, this))
    , m_splitter(new QSplitter(Qt::Horizontal, this))
{
    m_table->setModel(m_model);
    m_table->setItemDelegate(new TextCellDelegate(m_table));
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(CatalogueTableModel::PublishedColumn, Qt::DescendingOrder);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setAlternatingRowColors(true);
    // Arrow keys move between cells; Tab leaves the table for the next control, as on any desktop.
    m_table->setTabKeyNavigation(false);
    m_table->setWordWrap(false);
    m_table->setTextElideMode(Qt::ElideRight);
    m_table->setAccessibleName(tr("Catalogue table"));
    // Uniform row heights: the view never measures rows it does not paint.
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 8);
    m_table->verticalHeader()->hide();
    QHeaderView *header = m_table->horizontalHeader();
    header->setSectionsMovable(true);
    header->setStretchLastSection(true);
    fitHeaderTitles();

    auto *left = new QWidget(this);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(m_filterBar);
    leftLayout->addWidget(m_table, 1);

    m_splitter->addWidget(left);
    m_splitter->addWidget(m_page);
    m_splitter->setStretchFactor(0, 3);
    m_splitter->setStretchFactor(1, 2);
    m_splitter->setChildrenCollapsible(false);
    // The model page needs room for its label column; the saved state overrides this later.
    m_splitter->setSizes({900, 560});

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(m_splitter);

    connect(m_filterBar, &FilterBar::filterChanged, m_model, &CatalogueTableModel::setFilter);
    connect(m_model, &CatalogueTableModel::countsChanged, this, &CatalogueView::countsChanged);
    connect(m_model, &CatalogueTableModel::modelReset, this, &CatalogueView::restoreSelection);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &CatalogueView::showCurrent);
    connect(m_page, &ModelPage::otherDirectionRequested, this, &CatalogueView::otherDirectionRequested);
    connect(m_page, &ModelPage::deviceRequested, this, &CatalogueView::deviceRequested);
    // A new favourite matters to the "favourites only" filter.
    connect(m_page, &ModelPage::favouriteChanged, this, [this]() {
        if (m_model->filter().favouritesOnly)
            m_model->reapplyFilter();
    });

    // The table model has just read the catalogue; only the filter bar's choices are missing.
    loadFilterOptions();
    adaptSearchDelay();
}

void CatalogueView::reloadCatalogue()
{
    loadFilterOptions();
    m_model->refresh();
    adaptSearchDelay();
    // The open model may have changed with the catalogue (or left it): its page is read again.
    if (const qint64 shown = m_page->currentId(); shown != 0)
        m_page->showModel(shown);
}

void CatalogueView::adaptSearchDelay()
{
    // Up to tens of thousands of models every keystroke filters within a frame; beyond, the first
    // letters match most of the catalogue (47 ms for "l" at 100,000), so wait for a pause in typing.
    m_filterBar->setSearchDelay(m_model->totalCount() >= largeCatalogue ? 150 : 0);
}

void CatalogueView::loadFilterOptions()
{
    CatalogueQuery query(m_db);
    FilterBar::Options options;
    options.domains = query.domains();
    options.organizationCategories = query.organizationCategories();
    options.countries = query.countries();
    options.accessibilities = query.accessibilities();
    if (const auto years = query.yearRange()) {
        options.firstYear = years->first;
        options.lastYear = years->second;
    }
    m_filterBar->setOptions(options);
}

void CatalogueView::focusSearch()
{
    m_filterBar->focusSearch();
}

bool CatalogueView::selectModel(qint64 id)
{
    const int row = m_model->rowOfId(id);
    if (row < 0)
        return false;
    const QModelIndex index = m_model->index(row, 0);
    m_table->setCurrentIndex(index);
    m_table->scrollTo(index);
    return true;
}

void CatalogueView::showCurrent()
{
    // The open model selected again after a filter change or a sort keeps its page as it is: nothing
    // about the model changed, and drawing the page again (its memory chart included) took longer
    // than the filter itself (27-31 ms).
    const QModelIndex current = m_table->currentIndex();
    if (current.isValid() && m_model->idAt(current.row()) != m_page->currentId())
        m_page->showModel(m_model->idAt(current.row()));
}

void CatalogueView::restoreSelection()
{
    // Keep the open page when the model is still in the filtered list; otherwise leave it shown
    // (the user may still be reading it) without a highlighted row.
    const qint64 shown = m_page->currentId();
    if (shown != 0)
        selectModel(shown);
}

void CatalogueView::fitHeaderTitles()
{
    // Each column at least as wide as its title in the current language, so no title is clipped;
    // measured from the header alone, never from the rows.
    static const int preferred[] = {220, 170, 110, 100, 120, 90, 110, 150, 160};
    QHeaderView *header = m_table->horizontalHeader();
    const QFontMetrics metrics(header->font());
    for (int column = 0; column < CatalogueTableModel::ColumnCount; ++column) {
        const QString title = m_model->headerData(column, Qt::Horizontal).toString();
        const int needed = metrics.horizontalAdvance(title) + 28;
        if (header->sectionSize(column) < std::max(preferred[column], needed))
            header->resizeSection(column, std::max(preferred[column], needed));
    }
}

void CatalogueView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        m_table->setAccessibleName(tr("Catalogue table"));
        m_model->retranslate();
        fitHeaderTitles();
    }
    QWidget::changeEvent(event);
}
