#include "NameMatcher.h"

#include <QPair>
#include <QVector>

#include <algorithm>

namespace {

// Names are compared on their first characters only: real model and device names are far shorter,
// and a catalogue may hold a name of half a million characters (an import reads what a file holds),
// which took minutes to compare in full.
constexpr int consideredLength = 100;

QString normalized(const QString &name)
{
    QString out;
    // Punctuation is dropped below, so a few times the length kept is enough to read.
    for (const QChar c : QStringView(name).left(4 * consideredLength)) {
        if (c.isLetterOrNumber())
            out.append(c.toLower());
        if (out.size() == consideredLength)
            break;
    }
    return out;
}

// Levenshtein distance from `a` to all of `b` or, when `anywhere`, to the best-matching stretch of
// `b` (Sellers' algorithm: the match may start and end anywhere in `b` at no cost). Both are at most
// consideredLength long, so this is a few thousand steps.
int editDistance(const QString &a, const QString &b, bool anywhere)
{
    QVector<int> prev(b.size() + 1), cur(b.size() + 1);
    for (int j = 0; j <= b.size(); ++j)
        prev[j] = anywhere ? 0 : j;
    for (int i = 1; i <= a.size(); ++i) {
        cur[0] = i;
        for (int j = 1; j <= b.size(); ++j)
            cur[j] = std::min({prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)});
        std::swap(prev, cur);
    }
    return anywhere ? *std::min_element(prev.cbegin(), prev.cend()) : prev[b.size()];
}

} // namespace

QStringList NameMatcher::closest(const QStringList &names, const QString &name, int count)
{
    const QString key = normalized(name);
    QVector<QPair<QPair<int, int>, QString>> scored;
    for (const QString &n : names) {
        const QString candidate = normalized(n);
        // A typo in "RTX 4099" finds "NVIDIA GeForce RTX 4090" though the whole names differ by the
        // vendor words: how far the key is from its best stretch of the name counts first.
        scored.append({{editDistance(key, candidate, true), editDistance(key, candidate, false)}, n});
    }
    std::stable_sort(scored.begin(), scored.end(), [](const auto &x, const auto &y) { return x.first < y.first; });
    QStringList out;
    for (int i = 0; i < scored.size() && i < count; ++i)
        out.append(scored[i].second);
    return out;
}
