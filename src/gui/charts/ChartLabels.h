#pragma once

#include "ChartQuery.h"
#include "TrendFit.h"

#include <QCoreApplication>

// The words of the charts, in the UI language: axis titles, group names, values in tooltips and
// the trend line's description. Shared by the chart, its controls and the tests.
class ChartLabels
{
    Q_DECLARE_TR_FUNCTIONS(ChartLabels)
public:
    static QString axisTitle(ChartAxis axis);
    // The quantity without the unit its axis title carries, for a line that gives the value with its
    // unit: "Training compute: 6.3 × 10¹⁵ FLOP", not "Training compute (FLOP): 6.3 × 10¹⁵ FLOP".
    static QString quantityName(ChartAxis axis);
    // "Training compute: 6.3 × 10¹⁵ FLOP", the unit once.
    static QString valueLine(ChartAxis axis, double value, const QDate &published);
    // The line above the chart naming the Catalogue filters (`filters`, from FilterSummary) it follows
    // or ignores; empty without filters.
    static QString filterNotice(const QString &filters, bool following);
    // The Charts tab's status: "812 of 1,371 models drawn · search “llama” · open weights only".
    static QString status(int drawn, int matching, const QString &filters, bool following);
    // Under the chart: why models are missing from it ("12 models not drawn: no value on these axes"),
    // or the error that kept it from being read; empty when every model is drawn.
    static QString notDrawn(const QString &error, int notDrawn, ChartKind kind);
    // Under the models-per-year chart: the last bar counts its year only up to the newest model drawn
    // (a short bar that read as the field collapsing); empty for a scatter chart or a finished year.
    static QString partialYear(const ChartData &data);
    static QString groupLabel(ChartGrouping grouping, const QString &key);
    static QString formatValue(ChartAxis axis, double value, const QDate &published);
    // "Trend 2010–2025: ×4.1/year · 0.61 orders of magnitude/year · doubling every 5.9 months · R² = 0.82"
    static QString trendDescription(const TrendFit &fit);
};
