// models: Qt item models that adapt core results to views (QtCore, QtGui and QtSql only).
#pragma once

#include "BackgroundRead.h"
#include "CatalogueIndex.h"
#include "ModelFilter.h"
#include "ModelRepository.h"

#include <QAbstractTableModel>
#include <QHash>
#include <QSet>
#include <QSqlDatabase>
#include <QVector>

// The catalogue table. Holds only the ordered ids of the matching models; the display columns are
// fetched a page at a time when a view first asks for a row, so a large catalogue never loads whole.
// Filtering and sorting run on a CatalogueIndex (compact arrays in memory, the text search in FTS5).
class CatalogueTableModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    // The table's columns, in display order: this model decides them; core reads and sorts by fields.
    enum Column {
        NameColumn,
        OrganizationColumn,
        CountryColumn,
        PublishedColumn,
        DomainColumn,
        ParametersColumn,
        ComputeColumn,
        HardwareColumn,
        AccessColumn,
        ColumnCount
    };
    enum Role {
        ModelIdRole = Qt::UserRole + 1,
        ModelKeyRole,
        FavouriteRole,   // bool: the user marked this model a favourite
    };
    // The field a column shows and sorts by.
    static ModelField field(int column);
    // A column's name as the settings keep it ("name", "access"), and back (-1 for none).
    static QString columnName(int column);
    static int columnOfName(const QString &name);

    explicit CatalogueTableModel(QSqlDatabase db, QObject *parent = nullptr);

    void setFilter(const ModelFilter &filter);
    const ModelFilter &filter() const { return m_filter; }
    // Re-reads the catalogue after it changed underneath (import, update).
    void refresh();
    // Reads the answers to the one-character searches ahead, on a worker thread (SearchPrefixes), and
    // again after every refresh(). The view asks once the table is on screen, so that the read never
    // delays the first frame; until the answers arrive a first letter asks FTS5 as any search does.
    void readSearchPrefixes();
    bool hasSearchPrefixes() const { return m_index.hasSearchPrefixes(); }
    // Filters again with the same catalogue (a favourite changed under "favourites only").
    void reapplyFilter();
    // A favourite was added or removed elsewhere (the model page): its row's star follows.
    void setFavourite(const QString &modelKey, bool favourite);

    int shownCount() const { return int(m_ids.size()); }
    // The ids of the models `filter` matches, by the table's own filter code (in the table's order);
    // the charts draw them. The table's current filter answers without any work.
    QVector<qint64> matchingIds(const ModelFilter &filter) const;
    // Why the catalogue could not be read the last time it was (empty when it could). An empty table
    // with an error is not an empty catalogue: queryFailed() says so as it happens.
    QString lastError() const { return m_lastError; }
    int totalCount() const { return m_total; }
    qint64 idAt(int row) const;
    int rowOfId(qint64 id) const;

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;

    // Header titles and display values follow the UI language.
    void retranslate();

signals:
    void countsChanged(int shown, int total);
    // A read failed (also while rows are fetched for display, then once the event loop runs again).
    void queryFailed(const QString &message);

private:
    static constexpr int PageSize = 128;

    void reload();
    void readFavourites();
    const ModelRepository::TableRow *rowAt(int row) const;
    QString display(int column, const QVariant &value) const;
    // Why the search found a row whose cells show none of its words: "by its authors", "by its
    // reference: …" (empty when the name or organisations hold every word).
    QString foundWhere(qint64 id) const;

    QSqlDatabase m_db;
    ModelFilter m_filter;
    int m_sortColumn = PublishedColumn;
    Qt::SortOrder m_sortOrder = Qt::DescendingOrder;
    CatalogueIndex m_index;
    QVector<qint64> m_ids;
    int m_total = 0;
    mutable QHash<int, QHash<qint64, ModelRepository::TableRow>> m_pages;
    QSet<QString> m_favourites;   // model keys
    mutable QString m_lastError;
    BackgroundRead::Latest m_prefixRead;
    bool m_prefixesWanted = false;
};
