#include "CatalogueTableModel.h"

#include "CatalogueQuery.h"
#include "Formatter.h"
#include "PlainText.h"
#include "UserData.h"
#include "Vocabulary.h"

#include <QLocale>

CatalogueTableModel::CatalogueTableModel(QSqlDatabase db, QObject *parent)
    : QAbstractTableModel(parent)
    , m_db(std::move(db))
{
    readFavourites();
    reload();
}

void CatalogueTableModel::setFilter(const ModelFilter &filter)
{
    if (filter == m_filter)
        return;
    m_filter = filter;
    reapplyFilter();
}

void CatalogueTableModel::refresh()
{
    m_index = CatalogueIndex();
    m_prefixRead.supersede();   // an answer on its way belongs to the catalogue before
    readFavourites();
    reapplyFilter();
    if (m_prefixesWanted)
        readSearchPrefixes();
}

void CatalogueTableModel::readSearchPrefixes()
{
    m_prefixesWanted = true;
    const auto read = [](QSqlDatabase db) {
        QString error;
        SearchPrefixes prefixes = SearchPrefixes::read(db, &error);
        // Not worth a message: without the answers the search asks FTS5, as it always could.
        if (!error.isEmpty())
            qWarning("Search prefixes not read ahead: %s", qPrintable(error));
        return prefixes;
    };
    m_prefixRead.await(this, BackgroundRead::run<SearchPrefixes>(m_db, read),
                       [this](const SearchPrefixes &prefixes) { m_index.setSearchPrefixes(prefixes); });
}

void CatalogueTableModel::reapplyFilter()
{
    beginResetModel();
    reload();
    endResetModel();
    emit countsChanged(shownCount(), m_total);
}

void CatalogueTableModel::reload()
{
    QString error;
    if (!m_index.isLoaded())
        m_index.load(m_db, &error);
    m_ids = m_index.ids(m_db, m_filter, field(m_sortColumn), m_sortOrder, &error);
    m_total = m_index.size();
    m_pages.clear();
    m_lastError = error;
    if (!error.isEmpty())
        emit queryFailed(error);
}

ModelField CatalogueTableModel::field(int column)
{
    switch (Column(column)) {
    case NameColumn: return ModelField::Name;
    case OrganizationColumn: return ModelField::Organizations;
    case CountryColumn: return ModelField::Countries;
    case PublishedColumn: return ModelField::Published;
    case DomainColumn: return ModelField::Domains;
    case ParametersColumn: return ModelField::Parameters;
    case ComputeColumn: return ModelField::TrainingCompute;
    case HardwareColumn: return ModelField::TrainingHardware;
    case AccessColumn: return ModelField::Accessibility;
    case ColumnCount: break;
    }
    return ModelField::Name;
}

QVector<qint64> CatalogueTableModel::matchingIds(const ModelFilter &filter) const
{
    if (filter == m_filter)
        return m_ids;
    QString error;
    const QVector<qint64> ids = m_index.ids(m_db, filter, field(m_sortColumn), m_sortOrder, &error);
    if (!error.isEmpty())
        m_lastError = error;
    return ids;
}

void CatalogueTableModel::readFavourites()
{
    QString error;
    const QStringList keys = UserData(m_db).favouriteKeys(&error);
    m_favourites = QSet<QString>(keys.cbegin(), keys.cend());
    if (!error.isEmpty()) {
        m_lastError = error;
        emit queryFailed(error);
    }
}

void CatalogueTableModel::setFavourite(const QString &modelKey, bool favourite)
{
    if (favourite)
        m_favourites.insert(modelKey);
    else
        m_favourites.remove(modelKey);
    // Only rows already read show a star; the others read it when they are first shown. (The rows are
    // found first: a view answering dataChanged may read more pages.)
    QVector<int> rows;
    for (auto page = m_pages.cbegin(); page != m_pages.cend(); ++page) {
        for (auto row = page->cbegin(); row != page->cend(); ++row) {
            if (row->key == modelKey)
                rows.append(rowOfId(row.key()));
        }
    }
    for (const int row : std::as_const(rows)) {
        const QModelIndex name = index(row, NameColumn);
        if (name.isValid())
            emit dataChanged(name, name, {FavouriteRole, Qt::AccessibleDescriptionRole});
    }
}

QString CatalogueTableModel::columnName(int column)
{
    switch (Column(column)) {
    case NameColumn: return QStringLiteral("name");
    case OrganizationColumn: return QStringLiteral("organisation");
    case CountryColumn: return QStringLiteral("country");
    case PublishedColumn: return QStringLiteral("published");
    case DomainColumn: return QStringLiteral("domain");
    case ParametersColumn: return QStringLiteral("parameters");
    case ComputeColumn: return QStringLiteral("compute");
    case HardwareColumn: return QStringLiteral("hardware");
    case AccessColumn: return QStringLiteral("access");
    case ColumnCount: break;
    }
    return QString();
}

int CatalogueTableModel::columnOfName(const QString &name)
{
    for (int column = 0; column < ColumnCount; ++column) {
        if (columnName(column) == name)
            return column;
    }
    return -1;
}

qint64 CatalogueTableModel::idAt(int row) const
{
    return row >= 0 && row < m_ids.size() ? m_ids.at(row) : 0;
}

int CatalogueTableModel::rowOfId(qint64 id) const
{
    return int(m_ids.indexOf(id));
}

int CatalogueTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_ids.size());
}

int CatalogueTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

const ModelRepository::TableRow *CatalogueTableModel::rowAt(int row) const
{
    const int page = row / PageSize;
    auto it = m_pages.find(page);
    if (it == m_pages.end()) {
        const int first = page * PageSize;
        const int last = std::min(int(m_ids.size()), first + PageSize);
        QString error;
        it = m_pages.insert(page, ModelRepository(m_db).tableRows(m_ids.mid(first, last - first), &error));
        if (!error.isEmpty()) {
            m_lastError = error;
            // Not from inside data(): a view asking for a row must not meet a dialog on its way.
            QMetaObject::invokeMethod(const_cast<CatalogueTableModel *>(this),
                                      [this, error]() { emit const_cast<CatalogueTableModel *>(this)->queryFailed(error); },
                                      Qt::QueuedConnection);
        }
    }
    const auto found = it->constFind(m_ids.at(row));
    return found == it->constEnd() ? nullptr : &found.value();
}

QString CatalogueTableModel::display(int column, const QVariant &value) const
{
    if (value.isNull())
        return Formatter::missing();
    const QString separator = QStringLiteral("; ");
    switch (column) {
    case PublishedColumn: {
        const QDate date = QDate::fromString(value.toString(), Qt::ISODate);
        return date.isValid() ? QLocale().toString(date, QStringLiteral("d MMM yyyy")) : value.toString();
    }
    case ParametersColumn:
        return Formatter::count(value.toDouble());
    case ComputeColumn:
        return Formatter::scientific(value.toDouble());
    case OrganizationColumn:
    case HardwareColumn:
        return value.toString().split(separator).join(QStringLiteral(", "));
    case CountryColumn:
    case DomainColumn:
        return Vocabulary::displayJoined(value.toString().split(separator));
    case AccessColumn:
        return Vocabulary::display(value.toString());
    default:
        return value.toString();
    }
}

QVariant CatalogueTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    switch (role) {
    case Qt::DisplayRole: {
        const auto *row = rowAt(index.row());
        return row ? display(index.column(), row->value(field(index.column()))) : QVariant();
    }
    case Qt::ToolTipRole: {
        // The whole cell, for one the column cuts short. A tooltip guesses whether its text is markup:
        // catalogue text must not be taken for it.
        const auto *row = rowAt(index.row());
        if (!row)
            return {};
        QString tip = display(index.column(), row->value(field(index.column())));
        const QString found = foundWhere(idAt(index.row()));
        if (!found.isEmpty())
            tip += QLatin1Char('\n') + found;
        return PlainText::toolTip(tip);
    }
    case Qt::TextAlignmentRole:
        if (index.column() == ParametersColumn || index.column() == ComputeColumn)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        return QVariant::fromValue(Qt::AlignLeft | Qt::AlignVCenter);
    case ModelIdRole:
        return idAt(index.row());
    case ModelKeyRole: {
        const auto *row = rowAt(index.row());
        return row ? row->key : QVariant();
    }
    case FavouriteRole: {
        const auto *row = rowAt(index.row());
        return row && m_favourites.contains(row->key);
    }
    case Qt::AccessibleDescriptionRole: {
        // The star is drawn, not written: a screen reader says it.
        const auto *row = index.column() == NameColumn ? rowAt(index.row()) : nullptr;
        return row && m_favourites.contains(row->key) ? tr("Favourite") : QVariant();
    }
    default:
        return {};
    }
}

QString CatalogueTableModel::foundWhere(qint64 id) const
{
    if (m_filter.text.trimmed().isEmpty())
        return {};
    const CatalogueQuery::HiddenMatch match = CatalogueQuery(m_db).hiddenMatch(id, m_filter.text);
    if (!match.any())
        return {};
    if (!match.reference)
        return tr("The search matched this model's authors.");
    // The reference is a title, short enough to quote; an author list can run to hundreds of names.
    const auto record = ModelRepository(m_db).byId(id);
    const QString reference = record ? record->reference : QString();
    return match.authors ? tr("The search matched this model's authors and its reference: %1").arg(reference)
                         : tr("The search matched this model's reference: %1").arg(reference);
}

QVariant CatalogueTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case NameColumn: return tr("Model");
    case OrganizationColumn: return tr("Organisation");
    case CountryColumn: return tr("Country");
    case PublishedColumn: return tr("Published");
    case DomainColumn: return tr("Domain");
    case ParametersColumn: return tr("Parameters");
    case ComputeColumn: return tr("Compute (FLOP)", "training compute column");
    case HardwareColumn: return tr("Training hardware");
    case AccessColumn: return tr("Model access");
    default: return {};
    }
}

void CatalogueTableModel::sort(int column, Qt::SortOrder order)
{
    if (column < 0 || column >= ColumnCount)
        return;
    if (column == m_sortColumn && order == m_sortOrder)
        return;
    m_sortColumn = column;
    m_sortOrder = order;
    emit layoutAboutToBeChanged({}, QAbstractItemModel::VerticalSortHint);
    const QModelIndexList before = persistentIndexList();
    QVector<qint64> beforeIds;
    beforeIds.reserve(before.size());
    for (const QModelIndex &index : before)
        beforeIds.append(idAt(index.row()));
    reload();
    QModelIndexList after;
    after.reserve(before.size());
    for (int i = 0; i < before.size(); ++i) {
        const int row = rowOfId(beforeIds.at(i));
        after.append(row < 0 ? QModelIndex() : index(row, before.at(i).column()));
    }
    changePersistentIndexList(before, after);
    emit layoutChanged({}, QAbstractItemModel::VerticalSortHint);
}

void CatalogueTableModel::retranslate()
{
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (!m_ids.isEmpty())
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}
