#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

// A long list of names cut for reading: the first ten, then "and 490 more". One rule for every place
// that names many things at once: the authors on the model page and in --compare, the devices a name
// given on the command line could mean. Eleven names are shown whole: "and 1 more" saves nothing.
class ShortList
{
    Q_DECLARE_TR_FUNCTIONS(ShortList)
public:
    static constexpr int shown = 10;

    // The names shown: every one, or the first ten.
    static QStringList head(const QStringList &names);
    // How many of `names` head() leaves out; 0 when it shows them all.
    static int rest(const QStringList &names);
    // "and 490 more" (masculine in Italian, as "autori" and "dispositivi" are).
    static QString andMore(int rest);
    // The names joined by `separator`, then a space and andMore() when some are left out.
    static QString text(const QStringList &names, const QString &separator);
};
