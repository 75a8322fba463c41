#pragma once

#include <QSet>
#include <QString>

#include <optional>

// What the user has narrowed the catalogue to. Empty fields do not filter. One instance is the
// single source of truth shared by the table, the status line and (later) the charts.
struct ModelFilter
{
    QString text;           // search as you type: prefix match on name, organisation, authors, reference
    QString domain;         // canonical English value, e.g. "Language"
    QString organizationCategory;
    QString country;
    QString accessibility;  // one model_accessibility value
    bool openWeightsOnly = false;
    bool favouritesOnly = false;
    std::optional<int> yearFrom;
    std::optional<int> yearTo;
    std::optional<double> parametersMin;
    std::optional<double> parametersMax;
    // Only these models (the ones the last import added or changed); nothing: no such limit.
    std::optional<QSet<qint64>> ids;

    bool operator==(const ModelFilter &o) const
    {
        return text == o.text && domain == o.domain && organizationCategory == o.organizationCategory
            && country == o.country && accessibility == o.accessibility
            && openWeightsOnly == o.openWeightsOnly && favouritesOnly == o.favouritesOnly
            && yearFrom == o.yearFrom && yearTo == o.yearTo && parametersMin == o.parametersMin
            && parametersMax == o.parametersMax && ids == o.ids;
    }
    bool operator!=(const ModelFilter &o) const { return !(*this == o); }
};
