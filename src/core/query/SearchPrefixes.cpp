#include "SearchPrefixes.h"

#include "CatalogueQuery.h"
#include "SqliteStatement.h"

namespace {

QChar characterOf(int slot)
{
    return slot < 26 ? QChar(u'a' + slot) : QChar(u'0' + (slot - 26));
}

} // namespace

QString SearchPrefixes::searchSql()
{
    return QStringLiteral("SELECT rowid FROM models_fts WHERE models_fts MATCH ?");
}

int SearchPrefixes::slotOf(QChar c)
{
    // Upper and lower case alike: FTS5's tokenizer folds ASCII case in the query as in the text.
    const char16_t u = c.unicode();
    if (u >= u'a' && u <= u'z')
        return u - u'a';
    if (u >= u'A' && u <= u'Z')
        return u - u'A';
    if (u >= u'0' && u <= u'9')
        return 26 + (u - u'0');
    return -1;
}

SearchPrefixes SearchPrefixes::read(QSqlDatabase db, QString *error)
{
    SearchPrefixes prefixes;
    // One read transaction: every answer from the same state of the file.
    const bool transaction = db.transaction();
    auto finish = [&](bool ok) {
        if (transaction)
            db.commit();
        if (!ok)
            prefixes.m_words.clear();
        return prefixes;
    };
    SqliteStatement size(db, QStringLiteral("SELECT count(*), max(id) FROM models"));
    if (!size.fetchRow()) {
        if (error)
            *error = size.errorText();
        return finish(false);
    }
    // Ids are the rowids SQLite hands out, 1, 2, 3…: a bit each. Scattered ids would need more
    // memory than the answers are worth.
    const qint64 count = size.int64At(0);
    const qint64 maxId = size.int64At(1);
    if (maxId < 0 || maxId > 4 * count + 1024)
        return finish(false);
    const size_t words = size_t(maxId / 64 + 1);
    for (int slot = 0; slot < Characters; ++slot) {
        std::vector<quint64> answer(words, 0);
        SqliteStatement query(db, searchSql());
        query.add(CatalogueQuery::ftsExpression(QString(characterOf(slot))));
        while (query.fetchRow()) {
            const qint64 id = query.int64At(0);
            if (id >= 0 && id <= maxId)
                answer[size_t(id / 64)] |= quint64(1) << (id % 64);
        }
        if (!query.errorText().isEmpty()) {
            if (error)
                *error = query.errorText();
            return finish(false);
        }
        prefixes.m_words.push_back(std::move(answer));
    }
    return finish(true);
}

const std::vector<quint64> *SearchPrefixes::answer(const QString &ftsExpression) const
{
    // ftsExpression() writes one character as "c"*.
    if (m_words.empty() || ftsExpression.size() != 4 || ftsExpression.at(0) != u'"' || ftsExpression.at(2) != u'"'
        || ftsExpression.at(3) != u'*')
        return nullptr;
    const int slot = slotOf(ftsExpression.at(1));
    return slot < 0 ? nullptr : &m_words[size_t(slot)];
}
