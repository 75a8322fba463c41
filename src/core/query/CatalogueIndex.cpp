#include "CatalogueIndex.h"

#include "CatalogueQuery.h"
#include "ModelRepository.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>

#include <algorithm>
#include <type_traits>

namespace {

// Sets `error` when the query met one (at exec() or at a later next()); always false, for returns.
bool failed(const QSqlQuery &query, QString *error)
{
    if (error && query.lastError().isValid())
        *error = query.lastError().text();
    return false;
}

// SQLite's NOCASE folds ASCII letters only; the text ranks must agree with it.
QString nocase(const QString &text)
{
    QString folded = text;
    for (QChar &c : folded) {
        if (c.unicode() >= 'A' && c.unicode() <= 'Z')
            c = QChar(c.unicode() + 32);
    }
    return folded;
}

int bitFor(QHash<QString, int> &bits, const QString &value, int capacity, bool *overflow)
{
    auto it = bits.constFind(value);
    if (it != bits.constEnd())
        return *it;
    if (bits.size() >= capacity) {
        *overflow = true;
        return -1;
    }
    return *bits.insert(value, int(bits.size()));
}

} // namespace

bool CatalogueIndex::load(QSqlDatabase db, QString *error)
{
    m_loaded = false;
    m_entries.clear();
    m_rowOfId.clear();
    m_domainBits.clear();
    m_categoryBits.clear();
    m_countryBits.clear();
    m_accessValues.clear();
    m_domainOverflow = m_categoryOverflow = m_countryOverflow = false;
    m_textRanks.clear();
    m_orders.clear();

    // One read transaction, so the four queries see one state of the file.
    const bool transaction = db.transaction();
    auto finish = [&](bool ok) {
        if (transaction)
            db.commit();
        return ok;
    };

    QSqlQuery query(db);
    query.setForwardOnly(true);
    // In rowid order through the covering index models_table_fields (migration 004): reading in
    // name order instead would visit the wide rows at random, several times slower.
    if (!query.exec(QStringLiteral("SELECT id, year, CAST(replace(published, '-', '') AS INTEGER), parameters, "
                                   "training_compute_flop, model_accessibility FROM models")))
        return finish(failed(query, error));
    QHash<QString, qint16> accessIndex;
    // A column's value into `value`; whether it had one (NULL stays "unknown", not zero).
    auto read = [&query](int column, auto *value) {
        const QVariant v = query.value(column);
        *value = v.value<std::remove_pointer_t<decltype(value)>>();
        return !v.isNull();
    };
    while (query.next()) {
        Entry entry;
        entry.id = query.value(0).toLongLong();
        entry.hasYear = read(1, &entry.year);
        entry.hasPublished = read(2, &entry.published);
        entry.hasParameters = read(3, &entry.parameters);
        entry.hasCompute = read(4, &entry.compute);
        if (const QVariant access = query.value(5); !access.isNull()) {
            const QString text = access.toString();
            auto it = accessIndex.constFind(text);
            if (it == accessIndex.constEnd()) {
                it = accessIndex.insert(text, qint16(m_accessValues.size()));
                m_accessValues.append(text);
            }
            entry.access = *it;
            entry.openWeights = text.startsWith(QLatin1String("Open weights"), Qt::CaseInsensitive);
        }
        m_rowOfId.insert(entry.id, int(m_entries.size()));
        m_entries.append(entry);
    }
    if (query.lastError().isValid())   // next() ends a damaged table early, as if it were its end
        return finish(failed(query, error));

    // The name order comes from the name index alone.
    if (!query.exec(QStringLiteral("SELECT id FROM models ORDER BY name COLLATE NOCASE, id")))
        return finish(failed(query, error));
    for (int rank = 0; query.next(); ++rank) {
        const auto row = m_rowOfId.constFind(query.value(0).toLongLong());
        if (row != m_rowOfId.constEnd())
            m_entries[*row].nameRank = rank;
    }
    if (query.lastError().isValid())
        return finish(failed(query, error));

    // Link tables as pairs of ids, the few names they point to looked up once.
    auto names = [&](const QString &sql, QHash<qint64, QVariantList> *out) {
        if (!query.exec(sql))
            return false;
        while (query.next()) {
            QVariantList values;
            for (int i = 1; i < query.record().count(); ++i)
                values.append(query.value(i));
            out->insert(query.value(0).toLongLong(), values);
        }
        return !query.lastError().isValid();
    };
    QHash<qint64, QVariantList> domains;
    QHash<qint64, QVariantList> organizations;
    if (!names(QStringLiteral("SELECT id, name FROM domains"), &domains)
        || !names(QStringLiteral("SELECT id, category, country FROM organizations"), &organizations))
        return finish(failed(query, error));

    if (!query.exec(QStringLiteral("SELECT model_id, domain_id FROM model_domains")))
        return finish(failed(query, error));
    QHash<qint64, int> domainBit;
    while (query.next()) {
        const auto row = m_rowOfId.constFind(query.value(0).toLongLong());
        const qint64 domainId = query.value(1).toLongLong();
        auto bit = domainBit.constFind(domainId);
        if (bit == domainBit.constEnd())
            bit = domainBit.insert(domainId, bitFor(m_domainBits, domains.value(domainId).value(0).toString(), 64,
                                                    &m_domainOverflow));
        if (row != m_rowOfId.constEnd() && *bit >= 0)
            m_entries[*row].domains |= quint64(1) << *bit;
    }
    if (query.lastError().isValid())
        return finish(failed(query, error));

    if (!query.exec(QStringLiteral("SELECT model_id, organization_id FROM model_organizations")))
        return finish(failed(query, error));
    QHash<qint64, QPair<int, int>> organizationBits;   // organisation id → (category bit, country bit)
    while (query.next()) {
        const auto row = m_rowOfId.constFind(query.value(0).toLongLong());
        if (row == m_rowOfId.constEnd())
            continue;
        const qint64 organizationId = query.value(1).toLongLong();
        auto bits = organizationBits.constFind(organizationId);
        if (bits == organizationBits.constEnd()) {
            const QVariantList facts = organizations.value(organizationId);
            const QVariant category = facts.value(0);
            const QVariant country = facts.value(1);
            bits = organizationBits.insert(
                organizationId,
                {category.isNull() ? -1 : bitFor(m_categoryBits, category.toString(), 64, &m_categoryOverflow),
                 country.isNull() ? -1 : bitFor(m_countryBits, country.toString(), MaxCountries, &m_countryOverflow)});
        }
        Entry &entry = m_entries[*row];
        if (bits->first >= 0)
            entry.categories |= quint64(1) << bits->first;
        if (bits->second >= 0)
            entry.countries.set(size_t(bits->second));
    }
    if (query.lastError().isValid())
        return finish(failed(query, error));
    m_loaded = true;
    return finish(true);
}

QVector<char> CatalogueIndex::idSet(QSqlDatabase db, const QString &sql, const QVariant &bind,
                                    QString *error) const
{
    QVector<char> marks(m_entries.size(), 0);
    QSqlQuery query(db);
    query.setForwardOnly(true);
    // A statement that cannot be prepared says why (no such table), not "parameter count mismatch".
    if (!query.prepare(sql)) {
        failed(query, error);
        return marks;
    }
    if (bind.isValid())
        query.addBindValue(bind);
    if (!query.exec()) {
        failed(query, error);
        return marks;
    }
    while (query.next()) {
        const auto row = m_rowOfId.constFind(query.value(0).toLongLong());
        if (row != m_rowOfId.constEnd())
            marks[*row] = 1;
    }
    failed(query, error);
    return marks;
}

const QVector<int> &CatalogueIndex::textRanks(QSqlDatabase db, ModelField field, QString *error) const
{
    auto cached = m_textRanks.find(field);
    if (cached != m_textRanks.end())
        return cached->second;
    QVector<int> ranks(m_entries.size(), -1);
    const QString expression = ModelRepository::sortExpression(field);
    const bool foldCase = expression.contains(QLatin1String("NOCASE"));
    QSqlQuery query(db);
    query.setForwardOnly(true);
    // SQLite orders the values (with its collation); equal values share a rank.
    if (query.exec(QStringLiteral("SELECT id, %1 FROM models WHERE %1 IS NOT NULL ORDER BY %2")
                       .arg(expression.section(QLatin1Char(' '), 0, 0), expression))) {
        QString previous;
        int rank = -1;
        while (query.next()) {
            const QString value = foldCase ? nocase(query.value(1).toString()) : query.value(1).toString();
            if (rank < 0 || value != previous) {
                ++rank;
                previous = value;
            }
            const auto row = m_rowOfId.constFind(query.value(0).toLongLong());
            if (row != m_rowOfId.constEnd())
                ranks[*row] = rank;
        }
    }
    failed(query, error);
    return m_textRanks.emplace(field, std::move(ranks)).first->second;
}

bool CatalogueIndex::keyOf(const Entry &entry, ModelField field, const QVector<int> *ranks, double *key) const
{
    switch (field) {
    case ModelField::Name:
        *key = entry.nameRank;
        return true;
    case ModelField::Published:
        *key = entry.published;
        return entry.hasPublished;
    case ModelField::Parameters:
        *key = entry.parameters;
        return entry.hasParameters;
    case ModelField::TrainingCompute:
        *key = entry.compute;
        return entry.hasCompute;
    default: {
        const int rank = ranks->at(int(&entry - m_entries.constData()));
        *key = rank;
        return rank >= 0;
    }
    }
}

const QVector<int> &CatalogueIndex::order(QSqlDatabase db, ModelField field, Qt::SortOrder sortOrder,
                                          QString *error) const
{
    const auto cacheKey = std::make_pair(field, int(sortOrder));
    auto cached = m_orders.find(cacheKey);
    if (cached != m_orders.end())
        return cached->second;

    const bool numeric = field == ModelField::Name || field == ModelField::Published || field == ModelField::Parameters
        || field == ModelField::TrainingCompute;
    const QVector<int> *ranks = numeric ? nullptr : &textRanks(db, field, error);

    struct Key
    {
        double value;
        int nameRank;
        qint64 id;
        int row;
        bool known;
    };
    QVector<Key> keys;
    keys.reserve(m_entries.size());
    for (int row = 0; row < m_entries.size(); ++row) {
        const Entry &entry = m_entries.at(row);
        Key key{0, entry.nameRank, entry.id, row, false};
        key.known = keyOf(entry, field, ranks, &key.value);
        keys.append(key);
    }
    const bool descending = sortOrder == Qt::DescendingOrder;
    std::sort(keys.begin(), keys.end(), [descending](const Key &a, const Key &b) {
        if (a.known != b.known)
            return a.known;   // NULLs last in both directions
        if (a.known && a.value != b.value)
            return descending ? a.value > b.value : a.value < b.value;
        if (a.nameRank != b.nameRank)
            return a.nameRank < b.nameRank;
        return a.id < b.id;
    });
    QVector<int> rows;
    rows.reserve(keys.size());
    for (const Key &key : std::as_const(keys))
        rows.append(key.row);
    return m_orders.emplace(cacheKey, std::move(rows)).first->second;
}

QVector<qint64> CatalogueIndex::ids(QSqlDatabase db, const ModelFilter &filter, ModelField sortField,
                                    Qt::SortOrder sortOrder, QString *error) const
{
    QVector<qint64> result;

    // Each condition that needs SQLite becomes a mark per entry; the rest compare fields.
    QVector<QVector<char>> sets;
    const QString fts = CatalogueQuery::ftsExpression(filter.text);
    if (!fts.isEmpty())
        sets.append(idSet(db, QStringLiteral("SELECT rowid FROM models_fts WHERE models_fts MATCH ?"), fts, error));
    if (filter.favouritesOnly)
        sets.append(idSet(db, QStringLiteral("SELECT m.id FROM models m JOIN user_favourites f "
                                             "ON f.model_key = m.model_key"), {}, error));

    quint64 domainMask = 0;
    if (!filter.domain.isEmpty()) {
        if (m_domainOverflow) {
            sets.append(idSet(db, QStringLiteral("SELECT md.model_id FROM model_domains md JOIN domains d "
                                                 "ON d.id = md.domain_id WHERE d.name = ?"), filter.domain, error));
        } else if (const auto bit = m_domainBits.constFind(filter.domain); bit != m_domainBits.constEnd()) {
            domainMask = quint64(1) << *bit;
        } else {
            return result;   // no model has that domain
        }
    }
    quint64 categoryMask = 0;
    if (!filter.organizationCategory.isEmpty()) {
        if (m_categoryOverflow) {
            sets.append(idSet(db, QStringLiteral("SELECT mo.model_id FROM model_organizations mo JOIN organizations o "
                                                 "ON o.id = mo.organization_id WHERE o.category = ?"),
                              filter.organizationCategory, error));
        } else if (const auto bit = m_categoryBits.constFind(filter.organizationCategory);
                   bit != m_categoryBits.constEnd()) {
            categoryMask = quint64(1) << *bit;
        } else {
            return result;
        }
    }
    int countryBit = -1;
    if (!filter.country.isEmpty()) {
        if (m_countryOverflow) {
            sets.append(idSet(db, QStringLiteral("SELECT mo.model_id FROM model_organizations mo JOIN organizations o "
                                                 "ON o.id = mo.organization_id WHERE o.country = ?"),
                              filter.country, error));
        } else if (const auto bit = m_countryBits.constFind(filter.country); bit != m_countryBits.constEnd()) {
            countryBit = *bit;
        } else {
            return result;
        }
    }
    int access = -1;
    if (!filter.accessibility.isEmpty()) {
        access = int(m_accessValues.indexOf(filter.accessibility));
        if (access < 0)
            return result;
    }

    const QVector<int> &rows = order(db, sortField, sortOrder, error);
    for (const int row : rows) {
        const Entry &entry = m_entries.at(row);
        if (domainMask && !(entry.domains & domainMask))
            continue;
        if (categoryMask && !(entry.categories & categoryMask))
            continue;
        if (countryBit >= 0 && !entry.countries.test(size_t(countryBit)))
            continue;
        if (access >= 0 && entry.access != access)
            continue;
        if (filter.openWeightsOnly && !entry.openWeights)
            continue;
        if (filter.yearFrom && (!entry.hasYear || entry.year < *filter.yearFrom))
            continue;
        if (filter.yearTo && (!entry.hasYear || entry.year > *filter.yearTo))
            continue;
        if (filter.parametersMin && (!entry.hasParameters || entry.parameters < *filter.parametersMin))
            continue;
        if (filter.parametersMax && (!entry.hasParameters || entry.parameters > *filter.parametersMax))
            continue;
        if (filter.ids && !filter.ids->contains(entry.id))
            continue;
        bool inSets = true;
        for (const QVector<char> &set : std::as_const(sets))
            inSets = inSets && set.at(row);
        if (inSets)
            result.append(entry.id);
    }
    return result;
}
