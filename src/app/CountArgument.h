#pragma once

#include <QCoreApplication>
#include <QString>

#include <optional>

// A parameter count as the command line reads it (--parameters, --active-parameters,
// --min-parameters, --max-parameters): "8B", "8e9", "8000000000", "1.5T".
class CountArgument
{
    Q_DECLARE_TR_FUNCTIONS(CountArgument)
public:
    // The count, or nothing for text that is not one above zero ("nan", "inf", "0", "-8B", "1e308T").
    static std::optional<double> parse(const QString &text);
    // For a bare number under a thousand ("--min-parameters 8": eight parameters, most likely meant as
    // 8B), a note for stderr that says how it was read and what was likely meant; else empty. The count
    // is still read as written: a script may mean it.
    static QString note(const QString &option, const QString &text);
};
