#include "FilterSummary.h"

#include "Formatter.h"
#include "Vocabulary.h"

#include <QLocale>

QStringList FilterSummary::parts(const ModelFilter &filter)
{
    QStringList parts;
    // The search is what the user typed: quoted, so that spaces and punctuation show where it ends.
    if (!filter.text.trimmed().isEmpty())
        parts.append(tr("search “%1”").arg(filter.text.trimmed()));
    if (filter.favouritesOnly)
        parts.append(tr("favourites only"));
    if (filter.openWeightsOnly)
        parts.append(tr("open weights only"));
    if (!filter.domain.isEmpty())
        parts.append(tr("domain: %1").arg(Vocabulary::display(filter.domain)));
    if (!filter.organizationCategory.isEmpty())
        parts.append(tr("organisation type: %1").arg(Vocabulary::display(filter.organizationCategory)));
    if (!filter.country.isEmpty())
        parts.append(tr("country: %1").arg(Vocabulary::display(filter.country)));
    if (!filter.accessibility.isEmpty())
        parts.append(tr("model access: %1").arg(Vocabulary::display(filter.accessibility)));
    if (filter.yearFrom && filter.yearTo)
        parts.append(tr("published %1–%2", "years").arg(Formatter::year(*filter.yearFrom), Formatter::year(*filter.yearTo)));
    else if (filter.yearFrom)
        parts.append(tr("published in %1 or later").arg(Formatter::year(*filter.yearFrom)));
    else if (filter.yearTo)
        parts.append(tr("published in %1 or earlier").arg(Formatter::year(*filter.yearTo)));
    if (filter.parametersMin && filter.parametersMax)
        parts.append(tr("%1–%2 parameters").arg(Formatter::count(*filter.parametersMin), Formatter::count(*filter.parametersMax)));
    else if (filter.parametersMin)
        parts.append(tr("at least %1 parameters").arg(Formatter::count(*filter.parametersMin)));
    else if (filter.parametersMax)
        parts.append(tr("at most %1 parameters").arg(Formatter::count(*filter.parametersMax)));
    return parts;
}

QString FilterSummary::text(const ModelFilter &filter)
{
    return parts(filter).join(QStringLiteral(" · "));
}

QString FilterSummary::countAndFilters(int shown, int total, const ModelFilter &filter)
{
    QStringList all{tr("%1 of %Ln model(s)", "shown of total", total).arg(QLocale().toString(shown))};
    all.append(parts(filter));
    return all.join(QStringLiteral(" · "));
}
