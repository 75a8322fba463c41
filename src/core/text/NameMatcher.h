#pragma once

#include <QStringList>

// "Did you mean" for model and device names typed on the command line.
class NameMatcher
{
public:
    // Up to `count` of `names` closest to `name`, best first. Case, spaces and punctuation are
    // ignored, and a name that contains something close to what was typed ranks first.
    static QStringList closest(const QStringList &names, const QString &name, int count = 5);
};
