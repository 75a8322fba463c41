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

bool RunsOnProxyModel::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const QModelIndex index = sourceModel()->index(sourceRow, RunsOnModel::ModelColumn, sourceParent);
    if (!m_fitLevels.isEmpty() && !m_fitLevels.contains(index.data(RunsOnModel::FitRole).toInt()))
        return false;
    if (!m_domain.isEmpty() && !index.data(RunsOnModel::DomainsRole).toStringList().contains(m_domain))
        return false;
    return m_text.isEmpty() || index.data(Qt::DisplayRole).toString().contains(m_text, Qt::CaseInsensitive);
}
