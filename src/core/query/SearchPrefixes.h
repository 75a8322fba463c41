#pragma once

#include <QSqlDatabase>
#include <QString>

#include <vector>

// The text search's answers to the one-character searches "a" to "z" and "0" to "9", read ahead.
// A first letter matches most of the catalogue ("a": 80,000 of 100,000 models), and FTS5 takes
// 30-70 ms to list them (it merges the lists of every word that starts with the letter), more than a
// frame; every later letter matches far fewer. Read once on a worker thread when the table is first
// shown, a first letter then costs one pass over a bit array.
//
// The answers are FTS5's own: read() sends the same query, with the same expression
// (CatalogueQuery::ftsExpression), as the search does, so they are the same rows by construction;
// tst_catalogueindex compares both paths. They hold for the catalogue as it was read: load them again
// after it changed (import, update).
class SearchPrefixes
{
public:
    // Asks FTS5 for every character's answer, in one read transaction. Empty when a query fails
    // (`error` says why) or when the ids are too scattered for bit arrays (then the search asks FTS5).
    static SearchPrefixes read(QSqlDatabase db, QString *error = nullptr);
    // The SQL the search sends for a text: read() asks the same.
    static QString searchSql();

    bool isEmpty() const { return m_words.empty(); }
    // The answer to `ftsExpression` (as CatalogueQuery::ftsExpression writes it), when it is one of the
    // expressions read; otherwise null.
    const std::vector<quint64> *answer(const QString &ftsExpression) const;
    static bool contains(const std::vector<quint64> &answer, qint64 id)
    {
        const auto word = quint64(id) / 64;
        return id >= 0 && word < answer.size() && (answer[size_t(word)] >> (quint64(id) % 64) & 1);
    }

private:
    static constexpr int Characters = 36;   // a-z, 0-9
    static int slotOf(QChar c);

    std::vector<std::vector<quint64>> m_words;   // per character: a bit per id
};
