#include "NameMatcher.h"

#include <QPair>

#include <climits>

#include <algorithm>
#include <tuple>
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

// Edit distance from `a` to all of `b` or, when `anywhere`, to the best-matching stretch of `b`
// (Sellers' algorithm: the match may start and end anywhere in `b` at no cost). Two neighbouring
// letters swapped count as one edit, as one slip of the fingers ("lsit" is one from "list", not two,
// and so no further than "lit" in "min-quality"). Both are at most comparedLength long, so this is a
// few thousand steps.
int editDistance(const QString &a, const QString &b, bool anywhere)
{
    QVector<int> before(b.size() + 1), prev(b.size() + 1), cur(b.size() + 1);
    for (int j = 0; j <= b.size(); ++j)
        prev[j] = anywhere ? 0 : j;
    for (int i = 1; i <= a.size(); ++i) {
        cur[0] = i;
        for (int j = 1; j <= b.size(); ++j) {
            cur[j] = std::min({prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)});
            if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1])
                cur[j] = std::min(cur[j], before[j - 2] + 1);
        }
        std::swap(before, prev);
        std::swap(prev, cur);
    }
    return anywhere ? *std::min_element(prev.cbegin(), prev.cend()) : prev[b.size()];
}

// How a name holds what was typed, best first: "GPT-4" is the start of "GPT-4 (Mar 2023)" up to a
// word's end, only the start of "GPT-4o" and "GPT-4.1" (the word goes on: a letter, or a digit after a
// dot or a hyphen), somewhere inside "ChatGPT-4", and not in "GPT-3" at all. A person who types a name
// means the names that begin with it, whole words first; without this, the short names that merely
// hold "gpt4" outranked "GPT-4 (Mar 2023)", which is the closest to being the name itself.
enum class Holds { StartsAsWord, Starts, Contains, No };

Holds howHolds(const QString &name, const QString &nameKey, const QString &typedKey)
{
    if (typedKey.isEmpty() || !nameKey.startsWith(typedKey))
        return typedKey.isEmpty() || !nameKey.contains(typedKey) ? Holds::No : Holds::Contains;
    // The character of `name` after the last letter or digit of the typed key.
    qsizetype matched = 0, at = 0;
    while (at < name.size() && matched < typedKey.size()) {
        if (name.at(at).isLetterOrNumber())
            ++matched;
        ++at;
    }
    if (at >= name.size())
        return Holds::StartsAsWord;
    const QChar next = name.at(at);
    const bool joins = next == QLatin1Char('.') || next == QLatin1Char('-') || next == QLatin1Char('_');
    const bool wordGoesOn = next.isLetterOrNumber() || (joins && at + 1 < name.size() && name.at(at + 1).isLetterOrNumber());
    return wordGoesOn ? Holds::Starts : Holds::StartsAsWord;
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

bool NameMatcher::containsWords(const QString &name, const QString &typed)
{
    const QString typedKey = key(typed);
    if (typedKey.isEmpty())
        return false;
    // The key of `name`, and for each of its characters whether a word starts or ends there.
    QString nameKey;
    QVector<bool> starts, ends;
    bool inWord = false;
    for (const QChar c : name) {
        if (!c.isLetterOrNumber()) {
            if (inWord)
                ends.last() = true;
            inWord = false;
            continue;
        }
        nameKey.append(c.toLower());
        starts.append(!inWord);
        ends.append(false);
        inWord = true;
    }
    if (inWord)
        ends.last() = true;
    for (qsizetype at = nameKey.indexOf(typedKey); at >= 0; at = nameKey.indexOf(typedKey, at + 1)) {
        if (starts.at(at) && ends.at(at + typedKey.size() - 1))
            return true;
    }
    return false;
}

QStringList NameMatcher::closest(const QVector<Candidate> &candidates, const QString &typed, int count)
{
    const QString typedKey = comparedKey(typed);
    // How the name holds what was typed, then the distances (see below).
    using Score = std::tuple<int, int, int>;
    QVector<QPair<Score, int>> scored; // score, candidate
    scored.reserve(candidates.size());
    for (int i = 0; i < candidates.size(); ++i) {
        const Candidate &c = candidates.at(i);
        // A typo in "RTX 4099" finds "NVIDIA GeForce RTX 4090" though the whole names differ by the
        // vendor words: how far the key is from its best stretch of a name counts first. A candidate
        // scores as its best name.
        Score best{INT_MAX, INT_MAX, INT_MAX};
        for (int n = -1; n < c.otherNames.size(); ++n) {
            const QString &name = n < 0 ? c.name : c.otherNames.at(n);
            const QString candidateKey = comparedKey(name);
            best = std::min(best, Score(int(howHolds(name.left(4 * comparedLength), candidateKey, typedKey)),
                                        editDistance(typedKey, candidateKey, true), editDistance(typedKey, candidateKey, false)));
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
