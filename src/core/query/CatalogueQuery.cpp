#include "CatalogueQuery.h"

#include "ModelRepository.h"

#include <QSqlError>
#include <QSqlQuery>

CatalogueQuery::CatalogueQuery(QSqlDatabase db)
    : m_db(std::move(db))
{
}

namespace {

// The runs of letters and digits of a word: what FTS5's unicode61 tokenizer makes of it.
QStringList tokensOf(const QString &word)
{
    QStringList tokens;
    QString token;
    for (const QChar c : word) {
        if (c.isLetterOrNumber()) {
            token.append(c);
        } else if (!token.isEmpty()) {
            tokens.append(token);
            token.clear();
        }
    }
    if (!token.isEmpty())
        tokens.append(token);
    return tokens;
}

// "llama3" as "llama 3": each token cut where a letter meets a digit, as names are often written.
QStringList cutAtNumbers(const QStringList &tokens)
{
    QStringList cut;
    for (const QString &token : tokens) {
        qsizetype start = 0;
        for (qsizetype i = 1; i < token.size(); ++i) {
            if (token.at(i).isDigit() && token.at(i - 1).isLetter()) {
                cut.append(token.mid(start, i - start));
                start = i;
            }
        }
        cut.append(token.mid(start));
    }
    return cut;
}

// One word of the query, however the catalogue writes it: its tokens as a phrase ("llama 3" for
// "Llama-3"), run together ("llama3"), and cut where letters meet digits ("gpt 4" for "gpt4"). The
// last token of each is a prefix, so the word matches while it is being typed.
QString wordExpression(const QString &word)
{
    const QStringList tokens = tokensOf(word);
    QStringList forms{tokens.join(QLatin1Char(' '))};
    if (tokens.size() > 1)
        forms.append(tokens.join(QString()));
    const QString cut = cutAtNumbers(tokens).join(QLatin1Char(' '));
    if (!forms.contains(cut))
        forms.append(cut);
    QStringList phrases;
    for (const QString &form : forms)
        phrases.append(QLatin1Char('"') + form + QStringLiteral("\"*"));
    return phrases.size() == 1 ? phrases.first() : QLatin1Char('(') + phrases.join(QStringLiteral(" OR ")) + QLatin1Char(')');
}

} // namespace

QString CatalogueQuery::ftsExpression(const QString &text)
{
    return ftsTerms(text).join(QStringLiteral(" AND "));
}

QStringList CatalogueQuery::ftsTerms(const QString &text)
{
    // Words are what the user separated with spaces; anything but letters and digits inside one is
    // where the FTS tokenizer splits too, and never reaches FTS5 as syntax (quotes, operators, brackets).
    QStringList words;
    for (const QString &part : text.normalized(QString::NormalizationForm_C).split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        if (!tokensOf(part).isEmpty())
            words.append(part);
    }
    // A number typed apart from the word before it is that word's version or size: "llama 3" is
    // "llama3", "gpt 4" is "gpt4" (each then written every way above).
    QStringList terms;
    for (qsizetype i = 0; i < words.size(); ++i) {
        QString word = words.at(i);
        while (i + 1 < words.size() && word.back().isLetter() && words.at(i + 1).front().isDigit())
            word += words.at(++i);
        terms.append(wordExpression(word));
    }
    return terms;
}

bool CatalogueQuery::rowMatches(qint64 id, const QString &expression) const
{
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("SELECT 1 FROM models_fts WHERE models_fts MATCH ? AND rowid = ?"));
    query.addBindValue(expression);
    query.addBindValue(id);
    return query.exec() && query.next();
}

CatalogueQuery::HiddenMatch CatalogueQuery::hiddenMatch(qint64 id, const QString &text) const
{
    // Word by word, with FTS5's own column filters, so that the answer is the search's own reading
    // ("llama 3" as "llama3", prefixes, accents) and not a second guess at it.
    HiddenMatch found;
    for (const QString &term : ftsTerms(text)) {
        if (rowMatches(id, QStringLiteral("{name organizations_text} : ") + term))
            continue;
        found.authors = found.authors || rowMatches(id, QStringLiteral("authors : ") + term);
        found.reference = found.reference || rowMatches(id, QStringLiteral("reference : ") + term);
    }
    return found;
}

QStringList CatalogueQuery::searchWords(const QString &text)
{
    // The runs of letters and digits, in composed form as the search reads them.
    return tokensOf(text.normalized(QString::NormalizationForm_C));
}

QString CatalogueQuery::whereClause(const ModelFilter &filter, QVariantList *binds)
{
    QStringList conditions;
    const QString fts = ftsExpression(filter.text);
    if (!fts.isEmpty()) {
        conditions << QStringLiteral("m.id IN (SELECT rowid FROM models_fts WHERE models_fts MATCH ?)");
        binds->append(fts);
    }
    if (!filter.domain.isEmpty()) {
        conditions << QStringLiteral("m.id IN (SELECT md.model_id FROM model_domains md "
                                     "JOIN domains d ON d.id = md.domain_id WHERE d.name = ?)");
        binds->append(filter.domain);
    }
    if (!filter.organizationCategory.isEmpty()) {
        conditions << QStringLiteral("m.id IN (SELECT mo.model_id FROM model_organizations mo "
                                     "JOIN organizations o ON o.id = mo.organization_id WHERE o.category = ?)");
        binds->append(filter.organizationCategory);
    }
    if (!filter.country.isEmpty()) {
        conditions << QStringLiteral("m.id IN (SELECT mo.model_id FROM model_organizations mo "
                                     "JOIN organizations o ON o.id = mo.organization_id WHERE o.country = ?)");
        binds->append(filter.country);
    }
    if (!filter.accessibility.isEmpty()) {
        conditions << QStringLiteral("m.model_accessibility = ?");
        binds->append(filter.accessibility);
    }
    if (filter.openWeightsOnly)
        conditions << QStringLiteral("m.model_accessibility LIKE 'Open weights%'");
    if (filter.favouritesOnly)
        conditions << QStringLiteral("m.model_key IN (SELECT model_key FROM user_favourites)");
    if (filter.yearFrom) {
        conditions << QStringLiteral("m.year >= ?");
        binds->append(*filter.yearFrom);
    }
    if (filter.yearTo) {
        conditions << QStringLiteral("m.year <= ?");
        binds->append(*filter.yearTo);
    }
    if (filter.parametersMin) {
        conditions << QStringLiteral("m.parameters >= ?");
        binds->append(*filter.parametersMin);
    }
    if (filter.parametersMax) {
        conditions << QStringLiteral("m.parameters <= ?");
        binds->append(*filter.parametersMax);
    }
    if (filter.ids) {
        // One bound value however many ids (SQLite caps the number of bound values): a JSON array.
        QStringList list;
        for (const qint64 id : *filter.ids)
            list.append(QString::number(id));
        conditions << QStringLiteral("m.id IN (SELECT value FROM json_each(?))");
        binds->append(QStringLiteral("[%1]").arg(list.join(QLatin1Char(','))));
    }
    return conditions.isEmpty() ? QStringLiteral("1") : conditions.join(QStringLiteral(" AND "));
}

QVector<qint64> CatalogueQuery::ids(const ModelFilter &filter, ModelField sortField, Qt::SortOrder order,
                                    QString *error) const
{
    QVariantList binds;
    const QString where = whereClause(filter, &binds);
    const QString direction = order == Qt::AscendingOrder ? QStringLiteral("ASC") : QStringLiteral("DESC");
    const QString sql = QStringLiteral("SELECT m.id FROM models m WHERE %1 ORDER BY m.%2 %3 NULLS LAST, "
                                       "m.name COLLATE NOCASE, m.id")
                            .arg(where, ModelRepository::sortExpression(sortField), direction);
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    query.prepare(sql);
    for (const QVariant &bind : binds)
        query.addBindValue(bind);
    QVector<qint64> result;
    if (!query.exec()) {
        if (error)
            *error = query.lastError().text();
        return result;
    }
    while (query.next())
        result.append(query.value(0).toLongLong());
    return result;
}

int CatalogueQuery::count(const ModelFilter &filter) const
{
    QVariantList binds;
    QSqlQuery query(m_db);
    query.prepare(QStringLiteral("SELECT count(*) FROM models m WHERE ") + whereClause(filter, &binds));
    for (const QVariant &bind : binds)
        query.addBindValue(bind);
    return query.exec() && query.next() ? query.value(0).toInt() : 0;
}

int CatalogueQuery::totalCount() const
{
    return count(ModelFilter());
}

QStringList CatalogueQuery::distinct(const QString &sql) const
{
    QStringList values;
    QSqlQuery query(m_db);
    if (query.exec(sql)) {
        while (query.next()) {
            const QString value = query.value(0).toString();
            if (!value.isEmpty())
                values.append(value);
        }
    }
    return values;
}

QStringList CatalogueQuery::domains() const
{
    return distinct(QStringLiteral("SELECT d.name FROM domains d WHERE EXISTS "
                                   "(SELECT 1 FROM model_domains md WHERE md.domain_id = d.id) ORDER BY d.name"));
}

QStringList CatalogueQuery::organizationCategories() const
{
    return distinct(QStringLiteral("SELECT DISTINCT category FROM organizations WHERE category IS NOT NULL "
                                   "ORDER BY category"));
}

QStringList CatalogueQuery::countries() const
{
    return distinct(QStringLiteral("SELECT DISTINCT o.country FROM organizations o WHERE o.country IS NOT NULL "
                                   "AND EXISTS (SELECT 1 FROM model_organizations mo WHERE mo.organization_id = o.id) "
                                   "ORDER BY o.country"));
}

QStringList CatalogueQuery::accessibilities() const
{
    return distinct(QStringLiteral("SELECT DISTINCT model_accessibility FROM models "
                                   "WHERE model_accessibility IS NOT NULL ORDER BY model_accessibility"));
}

std::optional<std::pair<int, int>> CatalogueQuery::yearRange() const
{
    QSqlQuery query(m_db);
    if (query.exec(QStringLiteral("SELECT min(year), max(year) FROM models")) && query.next()
        && !query.value(0).isNull())
        return std::make_pair(query.value(0).toInt(), query.value(1).toInt());
    return std::nullopt;
}
