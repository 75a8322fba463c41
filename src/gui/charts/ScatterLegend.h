#pragma once

#include "ChartQuery.h"

#include <QColor>
#include <QSet>
#include <QStringList>
#include <QVector>

class QAbstractAxis;
class QChart;
class QScatterSeries;

// The legend of a scatter chart: one empty series per group, carrying the group's name and colours
// (the point cloud draws the points). A filter change that keeps some groups keeps their series, so
// that Qt Charts lays out only the entries that came or went.
class ScatterLegend
{
public:
    // Makes the chart's group series those of `groups`, in that order, on axes x and y: the series
    // of the leading groups that have one already are kept and coloured again, the others removed,
    // and the rest added. Returns the series added (their markers are new).
    QVector<QScatterSeries *> sync(QChart *chart, ChartGrouping grouping, const QStringList &groups,
                                   const QSet<QString> &hidden, QAbstractAxis *x, QAbstractAxis *y);
    // The chart removed every series itself.
    void forget();

    const QVector<QScatterSeries *> &series() const { return m_series; }
    const QVector<QColor> &fills() const { return m_fills; }
    const QVector<QColor> &outlines() const { return m_outlines; }

private:
    ChartGrouping m_grouping = ChartGrouping::Domain;
    QStringList m_groups;
    QVector<QScatterSeries *> m_series;
    QVector<QColor> m_fills;
    QVector<QColor> m_outlines;
};
