#include "NameMatcher.h"

#include <QPair>

#include <climits>

#include <algorithm>
#include <utility>

namespace {

// "Did you mean" compares names on their first characters only: real model and device names are far
// shorter, and a catalogue may hold a name of half a million characters, which took minutes to
// compare in full (the work grows with the product of the two lengths).
constexpr int comparedLength = 100;

QString comparedKey(const QString &name)
{
    // Punctuation is dropped, so a few times the length kept is enough to read.
    return NameMatcher::key(name.left(4 * comparedLength)).left(comparedLength);
}

// Levenshtein distance from `a` to all of `b` or, when `anywhere`, to the best-matching stretch of
// `b` (Sellers' algorithm: the match may start and end anywhere in `b` at no cost). Both are at most
// comparedLength long, so this is a few thousand steps.
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

QString NameMatcher::key(const QString &name)
{
    QString out;
    out.reserve(name.size());
    for (const QChar c : name) {
        if (c.isLetterOrNumber())
            out.append(c.toLower());
    }
    return out;
}

bool NameMatcher::contains(const QString &name, const QString &typed)
{
    return keyContains(key(name), key(typed));
}

QStringList NameMatcher::closest(const QVector<Candidate> &candidates, const QString &typed, int count)
{
    const QString typedKey = comparedKey(typed);
    using Score = QPair<int, int>;
    QVector<QPair<Score, int>> scored; // score, candidate
    scored.reserve(candidates.size());
    for (int i = 0; i < candidates.size(); ++i) {
        const Candidate &c = candidates.at(i);
        // A typo in "RTX 4099" finds "NVIDIA GeForce RTX 4090" though the whole names differ by the
        // vendor words: how far the key is from its best stretch of a name counts first. A candidate
        // scores as its best name.
        Score best{INT_MAX, INT_MAX};
        for (int n = -1; n < c.otherNames.size(); ++n) {
            const QString candidateKey = comparedKey(n < 0 ? c.name : c.otherNames.at(n));
            best = std::min(best, Score(editDistance(typedKey, candidateKey, true), editDistance(typedKey, candidateKey, false)));
        }
        scored.append({best, i});
    }
    std::stable_sort(scored.begin(), scored.end(), [](const auto &x, const auto &y) { return x.first < y.first; });
    QStringList out;
    for (int i = 0; i < scored.size() && out.size() < count; ++i)
        out.append(candidates.at(scored.at(i).second).name);
    return out;
}

QStringList NameMatcher::closest(const QStringList &names, const QString &typed, int count)
{
    QVector<Candidate> candidates;
    candidates.reserve(names.size());
    for (const QString &name : names)
        candidates.append({name, {}});
    return closest(candidates, typed, count);
}
