#pragma once

#include "Estimator.h"

#include <QSet>
#include <QSortFilterProxyModel>

// Sorts RunsOnModel by its SortRole and narrows it by domain, fit level and search text.
class RunsOnProxyModel : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    explicit RunsOnProxyModel(QObject *parent = nullptr);

    void setDomain(const QString &domain);      // canonical English value; empty: all
    void setFitLevels(const QSet<int> &levels); // int(FitLevel); empty: all
    void setSearchText(const QString &text);
    QString domain() const { return m_domain; }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    QString m_domain;
    QSet<int> m_fitLevels;
    QString m_text;
};
