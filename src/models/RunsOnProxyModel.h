#pragma once

#include "Estimator.h"

#include <QSet>
#include <QVector>

class RunsOnModel;
#include <QSortFilterProxyModel>

// Sorts RunsOnModel by its SortRole and narrows it by domain, fit level and search text. Rows are
// compared and filtered on the source's RunsOnRow directly, not through QVariant roles, and a numeric
// column's keys are read once per set of rows: at 100,000 models a re-sort through the roles held the
// window for 50 ms and more.
class RunsOnProxyModel : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    explicit RunsOnProxyModel(QObject *parent = nullptr);

    void setDomain(const QString &domain);      // canonical English value; empty: all
    void setFitLevels(const QSet<int> &levels); // int(FitLevel); empty: all
    void setSearchText(const QString &text);
    QString domain() const { return m_domain; }
    void setSourceModel(QAbstractItemModel *model) override;

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;

private:
    const RunsOnModel *m_source = nullptr;   // the source as a RunsOnModel, cast once: lessThan runs ~n log n times

    mutable QVector<double> m_keys;   // RunsOnModel::sortKey of each source row, for m_keysColumn
    mutable int m_keysColumn = -1;
    mutable quint64 m_keysSerial = 0;
    QString m_domain;
    QSet<int> m_fitLevels;
    QString m_text;
};
