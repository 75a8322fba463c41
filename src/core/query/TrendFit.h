#pragma once

#include <QPointF>
#include <QVector>

// Exponential trend of a quantity over time: ordinary least squares of log10(y) against the date in
// decimal years. Pure function of its input, so the charts, the command line and the tests agree.
struct TrendFit
{
    bool valid = false;       // false with fewer than two distinct dates in the period
    int count = 0;            // points used
    double slope = 0;         // orders of magnitude per year
    double intercept = 0;     // log10(y) at year 0
    double rSquared = 0;
    double fromYear = 0;      // the period the fit used, inclusive whole years
    double toYear = 0;

    double growthPerYear() const;   // 10^slope: ×4.1 per year
    // 12·log10(2)/slope; meaningful only when slope > 0 (see growing()).
    double doublingMonths() const;
    bool growing() const { return valid && slope > 0; }
    // log10 of the fitted value at a decimal year.
    double log10At(double year) const { return intercept + slope * year; }

    // `points`: x in decimal years, y the raw positive value (others are skipped). Only points with
    // fromYear <= x < toYear + 1 take part.
    static TrendFit fit(const QVector<QPointF> &points, int fromYear, int toYear);
    // The same, for points whose y is already log10 of the value (as a chart plots them).
    static TrendFit fitLog10(const QVector<QPointF> &points, int fromYear, int toYear);
};
