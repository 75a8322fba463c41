#include "RunsOnProxyModel.h"

#include "RunsOnModel.h"

RunsOnProxyModel::RunsOnProxyModel(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    setSortRole(RunsOnModel::SortRole);
    setDynamicSortFilter(true);
}

void RunsOnProxyModel::setDomain(const QString &domain)
{
    m_domain = domain;
    invalidateFilter();
}

void RunsOnProxyModel::setFitLevels(const QSet<int> &levels)
{
    m_fitLevels = levels;
    invalidateFilter();
}

void RunsOnProxyModel::setSearchText(const QString &text)
{
    m_text = text.trimmed();
    invalidateFilter();
}

void RunsOnProxyModel::setSourceModel(QAbstractItemModel *model)
{
    m_source = qobject_cast<const RunsOnModel *>(model);
    m_keysColumn = -1;
    QSortFilterProxyModel::setSourceModel(model);
}

bool RunsOnProxyModel::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const RunsOnModel *model = m_source;
    const RunsOnRow *row = model && !sourceParent.isValid() ? model->rowAt(sourceRow) : nullptr;
    if (!row)
        return false;
    if (!m_fitLevels.isEmpty() && !m_fitLevels.contains(int(row->shown.fit)))
        return false;
    if (!m_domain.isEmpty() && !row->domains.contains(m_domain))
        return false;
    return m_text.isEmpty() || row->name.contains(m_text, Qt::CaseInsensitive);
}

bool RunsOnProxyModel::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    const RunsOnModel *model = m_source;
    const RunsOnRow *a = model ? model->rowAt(left.row()) : nullptr;
    const RunsOnRow *b = model ? model->rowAt(right.row()) : nullptr;
    if (!a || !b)
        return QSortFilterProxyModel::lessThan(left, right);
    const int column = left.column();
    if (column == RunsOnModel::ModelColumn)
        return a->name.compare(b->name, Qt::CaseInsensitive) < 0;
    if (column != m_keysColumn || m_keysSerial != model->rowsSerial() || m_keys.size() != model->rowCount()) {
        m_keys.resize(model->rowCount());
        for (int row = 0; row < m_keys.size(); ++row)
            m_keys[row] = RunsOnModel::sortKey(*model->rowAt(row), column);
        m_keysColumn = column;
        m_keysSerial = model->rowsSerial();
    }
    return m_keys.at(left.row()) < m_keys.at(right.row());
}
