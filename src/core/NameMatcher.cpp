#include "NameMatcher.h"

#include <QPair>
#include <QVector>

#include <algorithm>
#include <climits>

namespace {

QString normalized(const QString &name)
{
    QString out;
    for (const QChar c : name.toLower()) {
        if (c.isLetterOrNumber())
            out.append(c);
    }
    return out;
}

int editDistance(const QString &a, const QString &b)
{
    QVector<int> prev(b.size() + 1), cur(b.size() + 1);
    for (int j = 0; j <= b.size(); ++j)
        prev[j] = j;
    for (int i = 1; i <= a.size(); ++i) {
        cur[0] = i;
        for (int j = 1; j <= b.size(); ++j)
            cur[j] = std::min({prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)});
        std::swap(prev, cur);
    }
    return prev[b.size()];
}

// How far `key` is from the best-matching stretch of `name`: a typo in "RTX 4099" should find
// "NVIDIA GeForce RTX 4090" even though the whole names differ by the vendor words.
int partialDistance(const QString &key, const QString &name)
{
    if (name.size() <= key.size())
        return editDistance(key, name);
    int best = INT_MAX;
    for (int i = 0; i + key.size() <= name.size(); ++i)
        best = std::min(best, editDistance(key, name.mid(i, key.size())));
    return best;
}

} // namespace

QStringList NameMatcher::closest(const QStringList &names, const QString &name, int count)
{
    const QString key = normalized(name);
    QVector<QPair<QPair<int, int>, QString>> scored;
    for (const QString &n : names) {
        const QString candidate = normalized(n);
        scored.append({{partialDistance(key, candidate), editDistance(key, candidate)}, n});
    }
    std::stable_sort(scored.begin(), scored.end(), [](const auto &x, const auto &y) { return x.first < y.first; });
    QStringList out;
    for (int i = 0; i < scored.size() && i < count; ++i)
        out.append(scored[i].second);
    return out;
}
