#pragma once

#include "ModelFilter.h"

#include <QCoreApplication>
#include <QStringList>

// A catalogue filter in words, one phrase per condition: search “llama”, open weights only, domain:
// Vision, published 2020–2024… For the tabs that say which filters apply to what they show.
class FilterSummary
{
    Q_DECLARE_TR_FUNCTIONS(FilterSummary)
public:
    // Empty when the filter lets every model through.
    static QStringList parts(const ModelFilter &filter);
    // The parts joined with " · " (empty when nothing filters).
    static QString text(const ModelFilter &filter);
    // "12 of 1,371 models · search “llama” · open weights only".
    static QString countAndFilters(int shown, int total, const ModelFilter &filter);
};
