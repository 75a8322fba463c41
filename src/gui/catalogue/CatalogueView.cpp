#include "CatalogueView.h"

#include "CatalogueDelegate.h"
#include "CatalogueQuery.h"
#include "CatalogueTableModel.h"
#include "FilterBar.h"
#include "Settings.h"
#include "Vocabulary.h"
#include "common/DownToTable.h"
#include "common/FilterSummary.h"
#include "common/HeaderTitle.h"
#include "common/SelectionInView.h"
#include "common/TableCopy.h"
#include "details/ModelPage.h"

#include <QAction>
#include <QEvent>
#include <QFocusEvent>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QSplitter>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

CatalogueView::CatalogueView(QSqlDatabase db, QWidget *parent)
    : QWidget(parent)
    , m_db(db)
    , m_model(new CatalogueTableModel(db, this))
    , m_filterBar(new FilterBar(this))
    , m_table(new QTableView(this))
    , m_delegate(new CatalogueDelegate(this))
    , m_page(new ModelPage(db, this))
    , m_splitter(new QSplitter(Qt::Horizontal, this))
    , m_noMatch(new QWidget(this))
    , m_noMatchText(new QLabel(m_noMatch))
    , m_clearFilters(new QPushButton(m_noMatch))
{
    m_table->setModel(m_model);
    SelectionInView::keep(m_table);
    m_table->setItemDelegate(m_delegate);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(CatalogueTableModel::PublishedColumn, Qt::DescendingOrder);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    // Several rows (Ctrl+click, Shift+click) for Edit ▸ Compare selected models; the current row's page shows.
    m_table->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_table->setAlternatingRowColors(true);
    // Arrow keys move between cells; Tab leaves the table for the next control, as on any desktop.
    m_table->setTabKeyNavigation(false);
    m_table->setWordWrap(false);
    m_table->setTextElideMode(Qt::ElideRight);
    // Uniform row heights: the view never measures rows it does not paint.
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 8);
    m_table->verticalHeader()->hide();
    QHeaderView *header = m_table->horizontalHeader();
    header->setSectionsMovable(true);
    header->setStretchLastSection(true);
    // With whole rows selected every title would be "highlighted", drawn bold and wider than its column
    // was made for: one bold row of titles says nothing.
    header->setHighlightSections(false);
    // The sorted column's title makes room for the arrow beside it.
    connect(header, &QHeaderView::sortIndicatorChanged, this, &CatalogueView::fitColumns);
    // A right click on the header chooses the columns (remembered in Settings).
    header->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(header, &QHeaderView::customContextMenuRequested, this, &CatalogueView::showHeaderMenu);
    m_table->installEventFilter(this);
    m_table->viewport()->installEventFilter(this);
    TableCopy::install(m_table);
    DownToTable::link(m_filterBar->searchBox(), m_table, [this]() { m_filterBar->applyPendingSearch(); });

    // Where the table would be empty: what happened, and the way back.
    m_noMatchText->setObjectName(QStringLiteral("noMatchText"));
    m_noMatchText->setTextFormat(Qt::PlainText);
    m_noMatchText->setWordWrap(true);
    m_noMatchText->setAlignment(Qt::AlignCenter);
    m_clearFilters->setObjectName(QStringLiteral("clearFilters"));
    auto *noMatchLayout = new QVBoxLayout(m_noMatch);
    noMatchLayout->addStretch(1);
    noMatchLayout->addWidget(m_noMatchText);
    noMatchLayout->addWidget(m_clearFilters, 0, Qt::AlignHCenter);
    noMatchLayout->addStretch(2);
    m_noMatch->hide();
    connect(m_clearFilters, &QPushButton::clicked, m_filterBar, &FilterBar::reset);

    auto *left = new QWidget(this);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(m_filterBar);
    leftLayout->addWidget(m_table, 1);
    leftLayout->addWidget(m_noMatch, 1);

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

    connect(m_filterBar, &FilterBar::filterChanged, this, [this](const ModelFilter &filter) {
        m_delegate->setSearchText(filter.text);
        m_model->setFilter(filter);
        m_table->viewport()->update();
    });
    connect(m_model, &CatalogueTableModel::countsChanged, this, &CatalogueView::countsChanged);
    connect(m_model, &CatalogueTableModel::countsChanged, this, [this]() {
        updateNoMatchPanel();
        emit statusTextChanged();
    });
    connect(m_model, &CatalogueTableModel::modelReset, this, &CatalogueView::restoreSelection);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &CatalogueView::showCurrent);
    connect(m_page, &ModelPage::otherDirectionRequested, this, &CatalogueView::otherDirectionRequested);
    connect(m_page, &ModelPage::deviceRequested, this, &CatalogueView::deviceRequested);
    // The table's star follows the page's; a new favourite matters to the "favourites only" filter.
    connect(m_page, &ModelPage::favouriteChanged, this, [this](const QString &key, bool favourite) {
        m_model->setFavourite(key, favourite);
        if (m_model->filter().favouritesOnly)
            m_model->reapplyFilter();
    });

    // The table model has just read the catalogue; only the filter bar's choices are missing.
    loadFilterOptions();
    adaptSearchDelay();
    retranslate();
    restoreColumns();
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
    m_accessValues = options.accessibilities;
    m_countries = options.countries;
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
    if (!current.isValid())
        return;
    // The row whose page is open is highlighted, however it became current: Tab into the table makes
    // a row current without selecting it. Only then: a Ctrl+click makes its row current before the view
    // adds it to the selection, and the rows already selected (to compare) must stay so.
    if (!m_table->selectionModel()->hasSelection())
        m_table->selectionModel()->select(current, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    m_hiddenId = 0;
    const qint64 id = m_model->idAt(current.row());
    if (id != m_page->currentId())
        m_page->showModel(id);
}

void CatalogueView::restoreSelection()
{
    // The open page stays while its model is among the results. A filter that hides it closes the page
    // (a page beside results it is not part of reads as one of them); it opens again when the model is
    // back among the results.
    const qint64 shown = m_page->currentId() != 0 ? m_page->currentId() : m_hiddenId;
    if (shown == 0)
        return;
    if (selectModel(shown)) {
        m_hiddenId = 0;
        return;
    }
    m_hiddenId = shown;
    if (m_page->currentId() != 0)
        m_page->clear(m_page->currentName());
}

QString CatalogueView::statusText() const
{
    return FilterSummary::countAndFilters(m_model->shownCount(), m_model->totalCount(), m_model->filter());
}

void CatalogueView::updateNoMatchPanel()
{
    // Only a filter that leaves nothing: an unreadable catalogue is reported by the window's band.
    const bool none = m_model->shownCount() == 0 && m_model->totalCount() > 0 && m_model->lastError().isEmpty();
    m_noMatch->setVisible(none);
    m_table->setVisible(!none);
}

void CatalogueView::setColumnShown(int column, bool shown)
{
    if (column <= CatalogueTableModel::NameColumn || column >= CatalogueTableModel::ColumnCount)
        return;   // the name always shows: it is what a row is
    m_table->horizontalHeader()->setSectionHidden(column, !shown);
    QStringList names;
    for (int c = 0; c < CatalogueTableModel::ColumnCount; ++c) {
        if (isColumnShown(c))
            names.append(CatalogueTableModel::columnName(c));
    }
    Settings::setValue(Settings::Key::CatalogueColumns, names);
    fitColumns();
}

bool CatalogueView::isColumnShown(int column) const
{
    return !m_table->horizontalHeader()->isSectionHidden(column);
}

void CatalogueView::restoreColumns()
{
    const QStringList names = Settings::value(Settings::Key::CatalogueColumns).toStringList();
    QHeaderView *header = m_table->horizontalHeader();
    for (int column = 0; column < CatalogueTableModel::ColumnCount; ++column)
        header->setSectionHidden(column, column != CatalogueTableModel::NameColumn
                                             && !names.contains(CatalogueTableModel::columnName(column)));
    fitColumns();
}

void CatalogueView::showHeaderMenu(const QPoint &position)
{
    QMenu menu(this);
    menu.setObjectName(QStringLiteral("columnMenu"));
    for (int column = CatalogueTableModel::NameColumn + 1; column < CatalogueTableModel::ColumnCount; ++column) {
        QAction *action = menu.addAction(m_model->headerData(column, Qt::Horizontal).toString());
        action->setCheckable(true);
        action->setChecked(isColumnShown(column));
        connect(action, &QAction::toggled, this, [this, column](bool on) { setColumnShown(column, on); });
    }
    menu.exec(m_table->horizontalHeader()->viewport()->mapToGlobal(position));
}

void CatalogueView::fitColumns()
{
    // Each column at least as wide as its title in the current language (with the arrow, sorted), so no
    // title is clipped; the access and country columns as wide as their longest value ("Open weights
    // (unrestricted)", "Korea (Republic of)"), which are few and known. Measured without reading the rows.
    static const int preferred[] = {220, 170, 110, 100, 120, 90, 110, 150, 160};
    QHeaderView *header = m_table->horizontalHeader();
    const QFontMetrics cells(m_table->font());
    const auto widest = [&cells](const QStringList &values) {
        int width = 0;
        for (const QString &value : values)
            width = std::max(width, cells.horizontalAdvance(Vocabulary::display(value)) + 16);
        return width;
    };
    for (int column = 0; column < CatalogueTableModel::ColumnCount; ++column) {
        int needed = std::max(preferred[column], HeaderTitle::sectionWidth(header, column));
        if (column == CatalogueTableModel::AccessColumn)
            needed = std::max(needed, widest(m_accessValues));
        else if (column == CatalogueTableModel::CountryColumn)
            needed = std::max(needed, std::min(widest(m_countries), 260));
        if (header->sectionSize(column) < needed)
            header->resizeSection(column, needed);
    }
}

bool CatalogueView::eventFilter(QObject *watched, QEvent *event)
{
    // Once the table is first painted, the one-letter searches are read ahead (after the paint: the
    // read must not hold back the first frame, and a worker thread shares the cores).
    if (watched == m_table->viewport() && event->type() == QEvent::Paint && !m_prefixesAsked) {
        m_prefixesAsked = true;
        QTimer::singleShot(0, m_model, &CatalogueTableModel::readSearchPrefixes);
    }
    // Tab into the table with no row current: the first row becomes current and highlighted.
    if (watched == m_table && event->type() == QEvent::FocusIn && !m_table->currentIndex().isValid()
        && m_model->rowCount() > 0 && static_cast<QFocusEvent *>(event)->reason() != Qt::MouseFocusReason)
        m_table->setCurrentIndex(m_model->index(0, CatalogueTableModel::NameColumn));
    return QWidget::eventFilter(watched, event);
}

void CatalogueView::retranslate()
{
    m_table->setAccessibleName(tr("Catalogue table"));
    m_noMatchText->setText(tr("No model matches these filters."));
    m_clearFilters->setText(tr("&Clear filters"));
}

void CatalogueView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        m_model->retranslate();
        fitColumns();
        emit statusTextChanged();
    }
    QWidget::changeEvent(event);
}
