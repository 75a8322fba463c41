#pragma once

#include <QStringList>
#include <QVector>

// How a name a person types meets the names of models and devices, in every place that looks one up:
// the command line (--model, --hardware), the device list's search, the From hardware search and "did
// you mean". Case, spaces and punctuation never count, so "RTX 4090", "rtx-4090" and "RTX4090" are one
// name, and "Llama 3.1" is part of "Llama-3.1-Nemotron-70B-Instruct".
class NameMatcher
{
public:
    // One thing with several names: the name it is shown by, then its other spellings (aliases, the
    // short name a narrow column shows). A match on any of them finds `name`.
    struct Candidate
    {
        QString name;
        QStringList otherNames;
    };

    // The form names are compared in: letters and digits only, in lower case. Two names with the same
    // key are the same name.
    static QString key(const QString &name);
    // Whether what was typed is part of `name` once both are keys; text with no letter or digit is part
    // of every name (as an empty search shows everything).
    static bool contains(const QString &name, const QString &typed);
    // The same for a name already made into a key, for lists that keep their keys (100,000 models).
    static bool keyContains(const QString &nameKey, const QString &typedKey) { return nameKey.contains(typedKey); }
    // Whether what was typed is part of `name` in whole words: compared as contains() compares, but
    // starting where a word of `name` starts and ending where one ends, so "rtx 3060" and "RTX3060"
    // are part of "NVIDIA GeForce RTX 3060 Ti" and "A10" is not part of "NVIDIA A100". A word is a
    // run of letters and digits. False for text with no letter or digit.
    static bool containsWords(const QString &name, const QString &typed);

    // Up to `count` names closest to `typed`, best first, for "did you mean": the names that start
    // with what was typed come first (those where it ends a word before the others: "GPT-4 (Mar 2023)"
    // before "GPT-4o"), then those that hold it, then a name that holds something close to it, then
    // the one closest as a whole. Only the first
    // hundred letters and digits of each name are compared, so that a name of half a million
    // characters (an import reads what a file holds; a probe prints what it likes) costs no more.
    static QStringList closest(const QVector<Candidate> &candidates, const QString &typed, int count = 5);
    static QStringList closest(const QStringList &names, const QString &typed, int count = 5);
};
