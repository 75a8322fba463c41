#pragma once

#include "ModelFilter.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

// What a catalogue filter narrows the models to, in a few words each, for a tab's status line:
// "search “llama” · Language · open weights only · published 2020–2024". Every view that follows the
// catalogue's filter says it in these words.
class FilterSummary
{
    Q_DECLARE_TR_FUNCTIONS(FilterSummary)
public:
    static QStringList parts(const ModelFilter &filter);
    // The parts joined; empty when nothing filters.
    static QString text(const ModelFilter &filter);
    // "12 of 1,371 models · search “llama”"
    static QString countAndFilters(int shown, int total, const ModelFilter &filter);
};
