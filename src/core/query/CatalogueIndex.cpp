#include "CatalogueIndex.h"

#include "CatalogueQuery.h"
#include "ModelRepository.h"
#include "RadixSort.h"
#include "SearchPrefixes.h"
#include "SqliteStatement.h"

#include <algorithm>
#include <cstring>

namespace {

// Sets `error` from a statement that failed (at prepare or at a later step); always false, for returns.
bool failed(const SqliteStatement &statement, QString *error)
{
    if (error && !statement.errorText().isEmpty())
        *error = statement.errorText();
    return false;
}

// SQLite's NOCASE: the bytes compared with ASCII letters folded, then the shorter first. The ranks
// must agree with it, UTF-8 bytes and all.
int compareNocase(QByteArrayView a, QByteArrayView b)
{
    const qsizetype n = std::min(a.size(), b.size());
    for (qsizetype i = 0; i < n; ++i) {
        auto fold = [](char c) {
            const auto u = static_cast<unsigned char>(c);
            return u >= 'A' && u <= 'Z' ? u + 32 : u;
        };
        const int d = fold(a[i]) - fold(b[i]);
        if (d != 0)
            return d;
    }
    return int(a.size() - b.size());
}

// SQLite's BINARY: memcmp, then the shorter first.
int compareBinary(QByteArrayView a, QByteArrayView b)
{
    const int d = std::memcmp(a.data(), b.data(), size_t(std::min(a.size(), b.size())));
    return d != 0 ? d : int(a.size() - b.size());
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
    *this = CatalogueIndex();
    // One read transaction, so the queries see one state of the file.
    const bool transaction = db.transaction();
    const bool ok = readFields(db, error) && readNameOrder(db, error) && readLinks(db, error);
    if (transaction)
        db.commit();
    m_loaded = ok;
    return ok;
}

bool CatalogueIndex::readFields(QSqlDatabase db, QString *error)
{
    // In index order through the covering index models_table_fields (migrations 004 and 007), which
    // holds every column read here: the wide rows (1.5 kB each) are never visited.
    SqliteStatement query(db, QStringLiteral(
        "SELECT id, year, CAST(replace(published, '-', '') AS INTEGER), parameters, training_compute_flop, "
        "organizations_text, countries_text, domains_text, hardware_text, model_accessibility FROM models"));
    if (!query.isValid())
        return failed(query, error);
    QHash<QByteArray, int> textIndex[TextColumns];
    qint64 maxId = 0;
    while (query.fetchRow()) {
        Entry entry;
        entry.id = query.int64At(0);
        if ((entry.hasYear = !query.isNullAt(1)))
            entry.year = qint32(query.int64At(1));
        if ((entry.hasPublished = !query.isNullAt(2)))
            entry.published = qint32(query.int64At(2));
        if ((entry.hasParameters = !query.isNullAt(3)))
            entry.parameters = query.doubleAt(3);
        if ((entry.hasCompute = !query.isNullAt(4)))
            entry.compute = query.doubleAt(4);
        for (int column = 0; column < TextColumns; ++column) {
            if (query.isNullAt(5 + column))
                continue;
            // A few hundred distinct values among 100,000 models: each is looked up without a copy.
            const QByteArrayView bytes = query.utf8At(5 + column);
            const QByteArray raw = QByteArray::fromRawData(bytes.data(), bytes.size());
            auto it = textIndex[column].constFind(raw);
            if (it == textIndex[column].constEnd()) {
                const QByteArray owned(bytes.data(), bytes.size());
                it = textIndex[column].insert(owned, int(m_texts[column].size()));
                m_texts[column].append(owned);
            }
            entry.text[column] = *it;
        }
        maxId = std::max(maxId, entry.id);
        m_entries.append(entry);
        m_ids.push_back(entry.id);
    }
    if (!query.errorText().isEmpty())   // a damaged table ends the read early: never a smaller catalogue
        return failed(query, error);
    for (const QByteArray &access : std::as_const(m_texts[AccessText]))
        m_openWeights.push_back(QString::fromUtf8(access).startsWith(QLatin1String("Open weights"), Qt::CaseInsensitive));
    // Ids are the rowids SQLite hands out, 1, 2, 3…: a plain array finds a row from its id.
    const bool dense = maxId >= 0 && maxId <= 4 * qint64(m_entries.size()) + 1024;
    if (dense)
        m_rowOfId.assign(size_t(maxId) + 1, 0);
    for (int row = 0; row < m_entries.size(); ++row) {
        if (dense)
            m_rowOfId[size_t(m_entries.at(row).id)] = row + 1;
        else
            m_sparseRowOfId.insert(m_entries.at(row).id, row);
    }
    return true;
}

bool CatalogueIndex::readNameOrder(QSqlDatabase db, QString *error)
{
    // The name order comes from the name index alone; names equal without regard to case share a rank.
    SqliteStatement query(db, QStringLiteral("SELECT id, name FROM models ORDER BY name COLLATE NOCASE, id"));
    QByteArray previous;
    int rank = -1;
    m_byName.reserve(m_entries.size());
    while (query.fetchRow()) {
        const int row = rowOf(query.int64At(0));
        const QByteArrayView name = query.utf8At(1);
        if (rank < 0 || compareNocase(name, previous) != 0) {
            ++rank;
            previous = QByteArray(name.data(), name.size());
        }
        if (row >= 0) {
            m_entries[row].nameRank = rank;
            m_byName.append(row);
        }
    }
    return query.errorText().isEmpty() || failed(query, error);
}

bool CatalogueIndex::readLinks(QSqlDatabase db, QString *error)
{
    // The few names the link tables point to, looked up once.
    QHash<qint64, QString> domainNames;
    QHash<qint64, std::pair<QString, QString>> organizationFacts;   // category, country (null: none)
    SqliteStatement domains(db, QStringLiteral("SELECT id, name FROM domains"));
    while (domains.fetchRow())
        domainNames.insert(domains.int64At(0), domains.textAt(1));
    SqliteStatement organizations(db, QStringLiteral("SELECT id, category, country FROM organizations"));
    while (organizations.fetchRow())
        organizationFacts.insert(organizations.int64At(0), {organizations.textAt(1), organizations.textAt(2)});
    if (!domains.errorText().isEmpty() || !organizations.errorText().isEmpty())
        return failed(domains.errorText().isEmpty() ? organizations : domains, error);

    SqliteStatement modelDomains(db, QStringLiteral("SELECT model_id, domain_id FROM model_domains"));
    QHash<qint64, int> domainBit;
    while (modelDomains.fetchRow()) {
        const int row = rowOf(modelDomains.int64At(0));
        const qint64 domainId = modelDomains.int64At(1);
        auto bit = domainBit.constFind(domainId);
        if (bit == domainBit.constEnd())
            bit = domainBit.insert(domainId, bitFor(m_domainBits, domainNames.value(domainId), 64, &m_domainOverflow));
        if (row >= 0 && *bit >= 0)
            m_entries[row].domains |= quint64(1) << *bit;
    }
    if (!modelDomains.errorText().isEmpty())
        return failed(modelDomains, error);

    SqliteStatement modelOrganizations(db, QStringLiteral("SELECT model_id, organization_id FROM model_organizations"));
    QHash<qint64, std::pair<int, int>> organizationBits;   // organisation id → (category bit, country bit)
    while (modelOrganizations.fetchRow()) {
        const int row = rowOf(modelOrganizations.int64At(0));
        if (row < 0)
            continue;
        const qint64 organizationId = modelOrganizations.int64At(1);
        auto bits = organizationBits.constFind(organizationId);
        if (bits == organizationBits.constEnd()) {
            const auto facts = organizationFacts.value(organizationId);
            bits = organizationBits.insert(
                organizationId,
                {facts.first.isNull() ? -1 : bitFor(m_categoryBits, facts.first, 64, &m_categoryOverflow),
                 facts.second.isNull() ? -1 : bitFor(m_countryBits, facts.second, MaxCountries, &m_countryOverflow)});
        }
        Entry &entry = m_entries[row];
        if (bits->first >= 0)
            entry.categories |= quint64(1) << bits->first;
        if (bits->second >= 0)
            entry.countries.set(size_t(bits->second));
    }
    return modelOrganizations.errorText().isEmpty() || failed(modelOrganizations, error);
}

void CatalogueIndex::setSearchPrefixes(SearchPrefixes prefixes)
{
    m_prefixes = std::move(prefixes);
}

int CatalogueIndex::rowOf(qint64 id) const
{
    if (!m_rowOfId.empty())
        return id >= 0 && quint64(id) < m_rowOfId.size() ? m_rowOfId[size_t(id)] - 1 : -1;
    return m_sparseRowOfId.value(id, -1);
}

QVector<char> CatalogueIndex::idSet(QSqlDatabase db, const QString &sql, const QString &bind, QString *error) const
{
    QVector<char> marks(m_entries.size(), 0);
    SqliteStatement query(db, sql);
    if (!bind.isNull())
        query.add(bind);
    while (query.fetchRow()) {
        if (const int row = rowOf(query.int64At(0)); row >= 0)
            marks[row] = 1;
    }
    failed(query, error);
    return marks;
}

std::vector<int> CatalogueIndex::textRanks(TextColumn column) const
{
    // The table sorts these columns as SQLite would: NOCASE, except the access column (BINARY).
    const QVector<QByteArray> &values = m_texts[column];
    const auto compare = column == AccessText ? compareBinary : compareNocase;
    std::vector<int> byValue(size_t(values.size()));
    for (int i = 0; i < values.size(); ++i)
        byValue[size_t(i)] = i;
    std::sort(byValue.begin(), byValue.end(),
              [&](int a, int b) { return compare(values.at(a), values.at(b)) < 0; });
    std::vector<int> ranks(size_t(values.size()), 0);
    int rank = -1;
    for (size_t i = 0; i < byValue.size(); ++i) {
        if (i == 0 || compare(values.at(byValue[i - 1]), values.at(byValue[i])) != 0)
            ++rank;
        ranks[size_t(byValue[i])] = rank;
    }
    return ranks;
}

const QVector<int> &CatalogueIndex::order(ModelField field, Qt::SortOrder sortOrder) const
{
    const auto cacheKey = std::make_pair(field, int(sortOrder));
    if (auto cached = m_orders.find(cacheKey); cached != m_orders.end())
        return cached->second;

    TextColumn text = TextColumns;
    switch (field) {
    case ModelField::Organizations: text = OrganizationsText; break;
    case ModelField::Countries: text = CountriesText; break;
    case ModelField::Domains: text = DomainsText; break;
    case ModelField::TrainingHardware: text = HardwareText; break;
    case ModelField::Accessibility: text = AccessText; break;
    default: break;
    }
    const std::vector<int> ranks = text == TextColumns ? std::vector<int>() : textRanks(text);
    // NULLs last in both directions, so an unknown value has the largest key either way.
    const bool descending = sortOrder == Qt::DescendingOrder;
    constexpr quint64 unknown = ~quint64(0);
    auto known = [descending](quint64 key) { return std::min(descending ? ~key : key, unknown - 1); };
    std::vector<quint64> keys(size_t(m_entries.size()));
    for (int row = 0; row < m_entries.size(); ++row) {
        const Entry &e = m_entries.at(row);
        quint64 &key = keys[size_t(row)];
        switch (field) {
        case ModelField::Published: key = e.hasPublished ? known(RadixSort::key(qint64(e.published))) : unknown; break;
        case ModelField::Parameters: key = e.hasParameters ? known(RadixSort::key(e.parameters)) : unknown; break;
        case ModelField::TrainingCompute: key = e.hasCompute ? known(RadixSort::key(e.compute)) : unknown; break;
        case ModelField::Name: key = known(RadixSort::key(qint64(e.nameRank))); break;
        default: key = e.text[text] < 0 ? unknown : known(RadixSort::key(qint64(ranks[size_t(e.text[text])]))); break;
        }
    }
    // From name order (ties by id), a stable sort by the column's key gives the column's order with
    // ties by name, then id, as SQL's ORDER BY has them.
    QVector<int> rows = m_byName;
    RadixSort::sortByKey(&rows, keys);
    return m_orders.emplace(cacheKey, std::move(rows)).first->second;
}

QVector<qint64> CatalogueIndex::ids(QSqlDatabase db, const ModelFilter &filter, ModelField sortField,
                                    Qt::SortOrder sortOrder, QString *error) const
{
    QVector<qint64> result;

    // Each condition that needs SQLite becomes a mark per entry; the rest compare fields.
    QVector<QVector<char>> sets;
    const QString fts = CatalogueQuery::ftsExpression(filter.text);
    if (!fts.isEmpty()) {
        if (fts != m_searched) {
            QString searchError;
            if (const std::vector<quint64> *answer = m_prefixes.answer(fts)) {
                m_searchMarks = QVector<char>(m_entries.size());
                for (int row = 0; row < m_entries.size(); ++row)
                    m_searchMarks[row] = SearchPrefixes::contains(*answer, m_ids[size_t(row)]);
            } else {
                m_searchMarks = idSet(db, SearchPrefixes::searchSql(), fts, &searchError);
            }
            // A search that failed is asked again next time, not remembered.
            m_searched = searchError.isEmpty() ? fts : QString();
            if (!searchError.isEmpty() && error)
                *error = searchError;
        }
        sets.append(m_searchMarks);
    }
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
        access = int(m_texts[AccessText].indexOf(filter.accessibility.toUtf8()));
        if (access < 0)
            return result;
    }

    // The conditions are checked in storage order, one pass over the entries as they lie in memory;
    // only then is the sort order walked, reading just the marks and the ids. Walking the order over
    // the entries themselves (110 bytes each, in random order) missed the cache on nearly every row:
    // 10 ms a keystroke at 100,000 models.
    const bool fieldConditions = domainMask || categoryMask || countryBit >= 0 || access >= 0
        || filter.openWeightsOnly || filter.yearFrom || filter.yearTo || filter.parametersMin
        || filter.parametersMax || filter.ids;
    QVector<char> kept;
    const char *keep = nullptr;   // null: every row
    if (fieldConditions || sets.size() > 1) {
        kept = sets.isEmpty() ? QVector<char>(m_entries.size(), 1) : sets.first();
        char *marks = kept.data();
        for (int row = 0; row < m_entries.size(); ++row) {
            if (!marks[row])
                continue;
            bool inSets = true;
            for (qsizetype s = 1; s < sets.size(); ++s)
                inSets = inSets && sets.at(s).at(row);
            marks[row] = inSets && (!fieldConditions || matches(m_entries.at(row), filter, domainMask, categoryMask,
                                                                countryBit, access));
        }
        keep = kept.constData();
    } else if (sets.size() == 1) {
        keep = sets.first().constData();
    }
    const QVector<int> &rows = order(sortField, sortOrder);
    if (!keep) {
        result.resize(rows.size());
        for (qsizetype i = 0; i < rows.size(); ++i)
            result[i] = m_ids[size_t(rows.at(i))];
        return result;
    }
    result.reserve(qsizetype(std::count(keep, keep + m_entries.size(), 1)));
    for (const int row : rows) {
        if (keep[row])
            result.append(m_ids[size_t(row)]);
    }
    return result;
}

bool CatalogueIndex::matches(const Entry &entry, const ModelFilter &filter, quint64 domainMask, quint64 categoryMask,
                             int countryBit, int access) const
{
    if (domainMask && !(entry.domains & domainMask))
        return false;
    if (categoryMask && !(entry.categories & categoryMask))
        return false;
    if (countryBit >= 0 && !entry.countries.test(size_t(countryBit)))
        return false;
    const int entryAccess = entry.text[AccessText];
    if (access >= 0 && entryAccess != access)
        return false;
    if (filter.openWeightsOnly && (entryAccess < 0 || !m_openWeights[size_t(entryAccess)]))
        return false;
    if (filter.yearFrom && (!entry.hasYear || entry.year < *filter.yearFrom))
        return false;
    if (filter.yearTo && (!entry.hasYear || entry.year > *filter.yearTo))
        return false;
    if (filter.parametersMin && (!entry.hasParameters || entry.parameters < *filter.parametersMin))
        return false;
    if (filter.parametersMax && (!entry.hasParameters || entry.parameters > *filter.parametersMax))
        return false;
    return !filter.ids || filter.ids->contains(entry.id);
}
