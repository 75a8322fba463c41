#include "ShortList.h"

QStringList ShortList::head(const QStringList &names)
{
    return rest(names) > 0 ? names.mid(0, shown) : names;
}

int ShortList::rest(const QStringList &names)
{
    return names.size() <= shown + 1 ? 0 : int(names.size()) - shown;
}

QString ShortList::andMore(int rest)
{
    //: after the first ten names of a list (authors, devices): how many more there are
    return tr("and %n more", nullptr, rest);
}

QString ShortList::text(const QStringList &names, const QString &separator)
{
    const QString shownNames = head(names).join(separator);
    const int more = rest(names);
    return more > 0 ? shownNames + QLatin1Char(' ') + andMore(more) : shownNames;
}
