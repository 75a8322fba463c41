#include "TrendFit.h"

#include <cmath>

double TrendFit::growthPerYear() const
{
    return std::pow(10.0, slope);
}

double TrendFit::doublingMonths() const
{
    return slope > 0 ? 12.0 * std::log10(2.0) / slope : 0.0;
}

TrendFit TrendFit::fit(const QVector<QPointF> &points, int fromYear, int toYear)
{
    QVector<QPointF> logPoints;
    for (const QPointF &p : points) {
        if (p.x() >= fromYear && p.x() < toYear + 1.0 && p.y() > 0 && std::isfinite(p.y()))
            logPoints.append(QPointF(p.x(), std::log10(p.y())));
    }
    return fitLog10(logPoints, fromYear, toYear);
}

TrendFit TrendFit::fitLog10(const QVector<QPointF> &points, int fromYear, int toYear)
{
    TrendFit result;
    result.fromYear = fromYear;
    result.toYear = toYear;
    // Centred sums: years near 2000 squared lose precision in the textbook formula.
    double sumX = 0, sumY = 0;
    QVector<QPointF> used;
    for (const QPointF &p : points) {
        if (p.x() < fromYear || p.x() >= toYear + 1.0 || !std::isfinite(p.y()))
            continue;
        used.append(p);
        sumX += p.x();
        sumY += p.y();
    }
    result.count = int(used.size());
    if (used.size() < 2)
        return result;
    const double meanX = sumX / used.size();
    const double meanY = sumY / used.size();
    double sxx = 0, sxy = 0, syy = 0;
    for (const QPointF &p : used) {
        const double dx = p.x() - meanX, dy = p.y() - meanY;
        sxx += dx * dx;
        sxy += dx * dy;
        syy += dy * dy;
    }
    if (sxx <= 0)
        return result;
    result.valid = true;
    result.slope = sxy / sxx;
    result.intercept = meanY - result.slope * meanX;
    // All values equal: the line explains them completely.
    result.rSquared = syy > 0 ? (sxy * sxy) / (sxx * syy) : 1.0;
    return result;
}
