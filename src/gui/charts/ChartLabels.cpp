#include "ChartLabels.h"

#include "Formatter.h"
#include "Vocabulary.h"

#include <QLocale>

#include <cmath>

QString ChartLabels::axisTitle(ChartAxis axis)
{
    switch (axis) {
    case ChartAxis::PublicationDate: return tr("Publication date");
    case ChartAxis::Parameters: return tr("Parameters");
    case ChartAxis::TrainingCompute: return tr("Training compute (FLOP)");
    case ChartAxis::DatasetSize: return tr("Training data (tokens or data points)");
    case ChartAxis::TrainingTime: return tr("Training time (hours)");
    case ChartAxis::ChipCount: return tr("Chips used");
    case ChartAxis::PowerDraw: return tr("Power draw (W)");
    case ChartAxis::TrainingCost: return tr("Training cost (US$)");
    }
    return QString();
}

QString ChartLabels::quantityName(ChartAxis axis)
{
    switch (axis) {
    case ChartAxis::TrainingCompute: return tr("Training compute");
    case ChartAxis::TrainingTime: return tr("Training time");
    case ChartAxis::PowerDraw: return tr("Power draw");
    case ChartAxis::TrainingCost: return tr("Training cost");
    // The others carry no unit in their titles (the values of training data have none either).
    case ChartAxis::PublicationDate:
    case ChartAxis::Parameters:
    case ChartAxis::DatasetSize:
    case ChartAxis::ChipCount: break;
    }
    return axisTitle(axis);
}

QString ChartLabels::valueLine(ChartAxis axis, double value, const QDate &published)
{
    return tr("%1: %2", "quantity: value").arg(quantityName(axis), formatValue(axis, value, published));
}

QString ChartLabels::filterNotice(const QString &filters, bool following)
{
    if (filters.isEmpty())
        return QString();
    if (following)
        return tr("Following the Catalogue filters: %1").arg(filters);
    return tr("Showing every model: the Catalogue filters (%1) do not apply here.").arg(filters);
}

QString ChartLabels::status(int drawn, int matching, const QString &filters, bool following)
{
    QStringList parts{tr("%1 of %Ln model(s) drawn", "charts: drawn of those the filters let through", matching)
                          .arg(QLocale().toString(drawn))};
    if (!filters.isEmpty())
        parts.append(following ? filters : tr("Catalogue filters ignored"));
    return parts.join(QStringLiteral(" · "));
}

QString ChartLabels::groupLabel(ChartGrouping grouping, const QString &key)
{
    if (grouping == ChartGrouping::Frontier && key == ChartQuery::frontierGroup())
        return tr("Frontier models");
    if (grouping == ChartGrouping::Frontier && key == ChartQuery::notFrontierGroup())
        return tr("Other models", "not frontier models");
    return Vocabulary::display(key);
}

QString ChartLabels::formatValue(ChartAxis axis, double value, const QDate &published)
{
    switch (axis) {
    case ChartAxis::PublicationDate: return Formatter::date(published);
    case ChartAxis::Parameters: return Formatter::count(value, true);
    case ChartAxis::TrainingCompute: return Formatter::flop(value);
    case ChartAxis::DatasetSize: return Formatter::scientific(value);
    case ChartAxis::TrainingTime: return Formatter::hours(value);
    case ChartAxis::ChipCount: return Formatter::integer(qint64(std::llround(value)));
    case ChartAxis::PowerDraw: return Formatter::power(value);
    case ChartAxis::TrainingCost: return Formatter::money(value);
    }
    return Formatter::number(value);
}

QString ChartLabels::trendDescription(const TrendFit &fit)
{
    if (!fit.valid)
        return tr("Trend: too few models with a value in %1–%2").arg(Formatter::year(int(fit.fromYear)),
                                                                       Formatter::year(int(fit.toYear)));
    const double growth = fit.growthPerYear();
    QString text = tr("Trend %1–%2: ×%3/year · %4 orders of magnitude/year")
                       .arg(Formatter::year(int(fit.fromYear)), Formatter::year(int(fit.toYear)),
                            Formatter::number(growth, growth < 10 ? 2 : 1), Formatter::number(fit.slope, 2));
    if (fit.growing())
        text += tr(" · doubling every %1 months").arg(Formatter::number(fit.doublingMonths(), 1));
    text += tr(" · R² = %1").arg(Formatter::number(fit.rSquared, 2));
    return text;
}

QString ChartLabels::notDrawn(const QString &error, int notDrawn, ChartKind kind)
{
    if (!error.isEmpty())
        return tr("The chart could not be read from the catalogue: %1").arg(error);
    if (notDrawn == 0)
        return QString();
    if (kind == ChartKind::ModelsPerYear)
        return tr("%n model(s) not drawn: no publication date", nullptr, notDrawn);
    return tr("%n model(s) not drawn: no value on these axes", nullptr, notDrawn);
}

QString ChartLabels::partialYear(const ChartData &data)
{
    if (data.request.kind != ChartKind::ModelsPerYear || !data.error.isEmpty())
        return QString();
    QDate newest;
    for (const ChartPoint &point : data.points)
        newest = point.published.isValid() && (!newest.isValid() || point.published > newest) ? point.published : newest;
    if (!newest.isValid() || newest >= QDate(newest.year(), 12, 31))
        return QString();
    return tr("%1 is counted only up to %2, the newest model drawn: the catalogue does not hold that year whole.")
        .arg(QString::number(newest.year()), Formatter::date(newest));
}
