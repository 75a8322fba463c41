#include "FilterSummary.h"

#include "Formatter.h"
#include "Vocabulary.h"

#include <QLocale>

QStringList FilterSummary::parts(const ModelFilter &f)
{
    QStringList out;
    if (const QString search = f.text.simplified(); !search.isEmpty())
        out.append(tr("search “%1”", "the text typed in the search box").arg(search));
    for (const QString &value : {f.domain, f.organizationCategory, f.country, f.accessibility}) {
        if (!value.isEmpty())
            out.append(Vocabulary::display(value));
    }
    if (f.openWeightsOnly)
        out.append(tr("open weights only"));
    if (f.favouritesOnly)
        out.append(tr("favourites only"));
    if (f.yearFrom && f.yearTo)
        out.append(tr("published in %1", "a year, or a range of years")
                       .arg(Formatter::range(Formatter::year(*f.yearFrom), Formatter::year(*f.yearTo))));
    else if (f.yearFrom)
        out.append(tr("published in %1 or later").arg(Formatter::year(*f.yearFrom)));
    else if (f.yearTo)
        out.append(tr("published in %1 or earlier").arg(Formatter::year(*f.yearTo)));
    if (f.parametersMin && f.parametersMax)
        out.append(tr("%1 parameters", "a parameter count, or a range of them, e.g. 1B–7B")
                       .arg(Formatter::range(Formatter::count(*f.parametersMin), Formatter::count(*f.parametersMax))));
    else if (f.parametersMin)
        out.append(tr("at least %1 parameters").arg(Formatter::count(*f.parametersMin)));
    else if (f.parametersMax)
        out.append(tr("at most %1 parameters").arg(Formatter::count(*f.parametersMax)));
    return out;
}

QString FilterSummary::text(const ModelFilter &filter)
{
    return parts(filter).join(QStringLiteral(" · "));
}

QString FilterSummary::countAndFilters(int shown, int total, const ModelFilter &filter)
{
    QString out = tr("%1 of %Ln model(s)", "status line: shown of total", total).arg(QLocale().toString(shown));
    if (const QString filters = text(filter); !filters.isEmpty())
        out += QStringLiteral(" · ") + filters;
    return out;
}
