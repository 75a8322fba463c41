#include "ScatterLegend.h"

#include "ChartBuilder.h"
#include "ChartLabels.h"
#include "GroupColours.h"
#include "PlainText.h"
#include "common/ChartItems.h"

#include <QChart>
#include <QScatterSeries>

namespace {

// See-through, so that dense years still show their density.
constexpr int FillAlpha = 190;

} // namespace

QVector<QScatterSeries *> ScatterLegend::sync(QChart *chart, ChartGrouping grouping, const QStringList &groups,
                                              const QSet<QString> &hidden, QAbstractAxis *x, QAbstractAxis *y)
{
    // Legend entries follow the order the series joined the chart: only a common leading run of
    // groups can keep its series and still be listed as a new chart would list it.
    qsizetype kept = 0;
    if (grouping == m_grouping) {
        while (kept < m_groups.size() && kept < groups.size() && m_groups.at(kept) == groups.at(kept))
            ++kept;
    }
    for (qsizetype i = kept; i < m_series.size(); ++i) {
        chart->removeSeries(m_series.at(i));
        delete m_series.at(i);
    }
    m_series.resize(kept);
    m_grouping = grouping;
    m_groups = groups;
    m_fills.clear();
    m_outlines.clear();

    const QHash<QString, QColor> colours = GroupColours::assign(grouping, groups);
    const QColor background = ChartItems::backgroundColour(chart);
    QVector<QScatterSeries *> added;
    for (qsizetype g = 0; g < groups.size(); ++g) {
        const QString &group = groups.at(g);
        QScatterSeries *series = g < kept ? m_series.at(g) : nullptr;
        if (!series) {
            series = new QScatterSeries;
            // Qt Charts lays legend labels out as HTML; a group is catalogue text, shown as written.
            series->setName(PlainText::escaped(ChartLabels::groupLabel(grouping, group)));
            series->setMarkerSize(ChartBuilder::MarkerSize);
            chart->addSeries(series);
            series->attachAxis(x);
            series->attachAxis(y);
            m_series.append(series);
            added.append(series);
        }
        // After addSeries(): the theme colours a series when it joins the chart.
        QColor fill = colours.value(group);
        fill.setAlpha(FillAlpha);
        QPen outline(GroupColours::outline(fill, background));
        outline.setWidthF(1.0);
        if (series->color() != fill)
            series->setColor(fill);
        if (series->pen() != outline)
            series->setPen(outline);
        series->setVisible(!hidden.contains(group));
        m_fills.append(fill);
        m_outlines.append(outline.color());
    }
    return added;
}

void ScatterLegend::forget()
{
    m_groups.clear();
    m_series.clear();
    m_fills.clear();
    m_outlines.clear();
}
