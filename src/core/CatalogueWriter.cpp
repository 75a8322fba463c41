#include "CatalogueWriter.h"

#include "ModelKey.h"
#include "ModelRepository.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace {

template<typename T>
QVariant toVariant(const std::optional<T> &value)
{
    return value ? QVariant::fromValue(*value) : QVariant();
}

QVariant textOrNull(const QString &text)
{
    return text.isEmpty() ? QVariant() : QVariant(text);
}

QVariant listOrNull(const QStringList &list)
{
    return list.isEmpty() ? QVariant() : QVariant(list.join(QStringLiteral("; ")));
}

QVariant dateOrNull(const QDate &date)
{
    return date.isValid() ? QVariant(date.toString(Qt::ISODate)) : QVariant();
}

void appendUnique(QStringList *list, const QString &value)
{
    if (!value.isEmpty() && !list->contains(value))
        list->append(value);
}

bool fail(const QSqlQuery &query, QString *error)
{
    if (error)
        *error = query.lastError().text();
    return false;
}

} // namespace

CatalogueWriter::CatalogueWriter(QSqlDatabase db)
    : m_db(std::move(db))
{
}

QSqlQuery &CatalogueWriter::prepared(const QString &sql)
{
    auto it = m_statements.find(sql);
    if (it == m_statements.end()) {
        it = m_statements.insert(sql, QSqlQuery(m_db));
        if (!it->prepare(sql))
            qWarning("CatalogueWriter: cannot prepare %s: %s", qPrintable(sql), qPrintable(it->lastError().text()));
    }
    return *it;
}

bool CatalogueWriter::writeOrganizations(const QVector<Organization> &organizations, QString *error,
                                         bool overwrite)
{
    // Only when something differs, so that merging the same data twice writes nothing.
    QSqlQuery &query = prepared(overwrite ? QStringLiteral(
                      "INSERT INTO organizations(name, category, country) VALUES(?, ?, ?) "
                      "ON CONFLICT(name) DO UPDATE SET category = coalesce(excluded.category, category), "
                      "country = coalesce(excluded.country, country) "
                      "WHERE coalesce(excluded.category, category) IS NOT category "
                      "OR coalesce(excluded.country, country) IS NOT country")
                            : QStringLiteral(
                      "INSERT INTO organizations(name, category, country) VALUES(?, ?, ?) "
                      "ON CONFLICT(name) DO UPDATE SET category = coalesce(category, excluded.category), "
                      "country = coalesce(country, excluded.country) "
                      "WHERE (category IS NULL AND excluded.category IS NOT NULL) "
                      "OR (country IS NULL AND excluded.country IS NOT NULL)"));
    for (const Organization &org : organizations) {
        // The same organisation with the same facts, already merged by this writer: nothing to do
        // (an import names the same few hundred organisations on most of its rows).
        const QString written = org.name + QLatin1Char('\x1f') + org.category + QLatin1Char('\x1f') + org.country
            + (overwrite ? QLatin1Char('1') : QLatin1Char('0'));
        if (m_organizationsWritten.contains(written))
            continue;
        m_organizationsWritten.insert(written);
        m_organizationFacts.remove(org.name);   // its category or country may change now
        query.addBindValue(org.name);
        query.addBindValue(textOrNull(org.category));
        query.addBindValue(textOrNull(org.country));
        if (!query.exec())
            return fail(query, error);
    }
    return true;
}

qint64 CatalogueWriter::idFor(const QString &table, const QString &name, QString *error)
{
    QHash<QString, qint64> &known = m_ids[table];
    if (const auto it = known.constFind(name); it != known.constEnd())
        return *it;
    QSqlQuery &insert = prepared(QStringLiteral("INSERT INTO %1(name) VALUES(?) ON CONFLICT(name) DO NOTHING").arg(table));
    insert.addBindValue(name);
    if (!insert.exec()) {
        fail(insert, error);
        return 0;
    }
    QSqlQuery &select = prepared(QStringLiteral("SELECT id FROM %1 WHERE name = ?").arg(table));
    select.addBindValue(name);
    if (!select.exec() || !select.next()) {
        fail(select, error);
        return 0;
    }
    const qint64 id = select.value(0).toLongLong();
    select.finish();
    known.insert(name, id);
    return id;
}

bool CatalogueWriter::replaceLinks(qint64 modelId, bool isNew, const QString &linkTable, const QString &column,
                                   const QString &lookupTable, const QStringList &names,
                                   QString *error)
{
    if (!isNew) {
        QSqlQuery &remove = prepared(QStringLiteral("DELETE FROM %1 WHERE model_id = ?").arg(linkTable));
        remove.addBindValue(modelId);
        if (!remove.exec())
            return fail(remove, error);
    }
    QSqlQuery &query = prepared(QStringLiteral("INSERT OR IGNORE INTO %1(model_id, %2, position) VALUES(?, ?, ?)")
                                    .arg(linkTable, column));
    int position = 0;
    for (const QString &name : names) {
        const qint64 id = idFor(lookupTable, name, error);
        if (id == 0)
            return false;
        query.addBindValue(modelId);
        query.addBindValue(id);
        query.addBindValue(position++);
        if (!query.exec())
            return fail(query, error);
    }
    return true;
}

bool CatalogueWriter::writeSearchIndex(qint64 modelId, bool isNew, const ModelRecord &record, QString *error)
{
    if (!isNew) {
        QSqlQuery &remove = prepared(QStringLiteral("DELETE FROM models_fts WHERE rowid = ?"));
        remove.addBindValue(modelId);
        if (!remove.exec())
            return fail(remove, error);
    }
    QSqlQuery &query = prepared(QStringLiteral(
        "INSERT INTO models_fts(rowid, name, organizations, authors, reference) VALUES(?, ?, ?, ?, ?)"));
    query.addBindValue(modelId);
    query.addBindValue(record.name);
    query.addBindValue(record.organizations.join(QStringLiteral(", ")));
    query.addBindValue(record.authors);
    query.addBindValue(record.reference);
    return query.exec() || fail(query, error);
}

void CatalogueWriter::lookUpOrganizationFacts(const QStringList &organizations,
                                              QStringList *categories, QStringList *countries)
{
    for (const QString &org : organizations) {
        auto facts = m_organizationFacts.constFind(org);
        if (facts == m_organizationFacts.constEnd()) {
            QSqlQuery &query = prepared(QStringLiteral("SELECT category, country FROM organizations WHERE name = ?"));
            query.addBindValue(org);
            QPair<QString, QString> found;
            if (query.exec() && query.next())
                found = {query.value(0).toString(), query.value(1).toString()};
            query.finish();
            facts = m_organizationFacts.insert(org, found);
        }
        appendUnique(categories, facts->first);
        appendUnique(countries, facts->second);
    }
}

bool CatalogueWriter::writeModel(const ModelRecord &record, Stats *stats, QString *error)
{
    const QString key = record.key.isEmpty() ? ModelKey::fromName(record.name) : record.key;
    return writeModel(record, ModelRepository(m_db).byKey(key), stats, error);
}

bool CatalogueWriter::writeModel(const ModelRecord &input, const std::optional<ModelRecord> &existing,
                                 Stats *stats, QString *error)
{
    ModelRecord record = input;
    if (record.key.isEmpty())
        record.key = ModelKey::fromName(record.name);
    if (existing && *existing == record) {
        if (stats)
            ++stats->unchanged;
        return true;
    }

    // Organisations named by a model but unknown to the organisations list still get a row.
    for (const QString &org : record.organizations) {
        if (idFor(QStringLiteral("organizations"), org, error) == 0)
            return false;
    }
    QStringList categories;
    QStringList countries;
    lookUpOrganizationFacts(record.organizations, &categories, &countries);

    // The two statements, spelled once per program run.
    static const QString columns = QStringLiteral(
        "model_key, name, published, year, authors, approach, parameters, active_parameters, "
        "dataset_size, dataset_unit, epochs, training_compute_flop, compute_method, confidence, "
        "hardware_quantity, training_time_hours, hardware_utilization, power_draw_w, "
        "training_cost_usd, model_accessibility, training_code_accessibility, notability, frontier, "
        "citations, reference, link, last_modified, layers, attention_heads, kv_heads, head_dim, "
        "context_length, note, weights_repository, organizations_text, categories_text, countries_text, domains_text, "
        "hardware_text");
    static const QString updateSql = [] {
        QStringList assignments;
        for (const QString &column : columns.split(QStringLiteral(", ")))
            assignments.append(column + QStringLiteral(" = ?"));
        return QStringLiteral("UPDATE models SET %1 WHERE id = ?").arg(assignments.join(QStringLiteral(", ")));
    }();
    static const QString insertSql = [] {
        QStringList marks;
        for (int i = 0; i < columns.count(QLatin1Char(',')) + 1; ++i)
            marks.append(QStringLiteral("?"));
        return QStringLiteral("INSERT INTO models(%1) VALUES(%2)").arg(columns, marks.join(QStringLiteral(", ")));
    }();
    const QString &sql = existing ? updateSql : insertSql;
    QSqlQuery &query = prepared(sql);
    query.addBindValue(record.key);
    query.addBindValue(record.name);
    query.addBindValue(dateOrNull(record.published));
    query.addBindValue(record.published.isValid() ? QVariant(record.published.year()) : QVariant());
    query.addBindValue(textOrNull(record.authors));
    query.addBindValue(textOrNull(record.approach));
    query.addBindValue(toVariant(record.parameters));
    query.addBindValue(toVariant(record.activeParameters));
    query.addBindValue(toVariant(record.datasetSize));
    query.addBindValue(textOrNull(record.datasetUnit));
    query.addBindValue(toVariant(record.epochs));
    query.addBindValue(toVariant(record.trainingComputeFlop));
    query.addBindValue(listOrNull(record.computeMethod));
    query.addBindValue(textOrNull(record.confidence));
    query.addBindValue(toVariant(record.hardwareQuantity));
    query.addBindValue(toVariant(record.trainingTimeHours));
    query.addBindValue(toVariant(record.hardwareUtilization));
    query.addBindValue(toVariant(record.powerDrawW));
    query.addBindValue(toVariant(record.trainingCostUsd));
    query.addBindValue(textOrNull(record.modelAccessibility));
    query.addBindValue(textOrNull(record.trainingCodeAccessibility));
    query.addBindValue(listOrNull(record.notability));
    query.addBindValue(record.frontier ? 1 : 0);
    query.addBindValue(toVariant(record.citations));
    query.addBindValue(textOrNull(record.reference));
    query.addBindValue(textOrNull(record.link));
    query.addBindValue(dateOrNull(record.lastModified));
    query.addBindValue(toVariant(record.layers));
    query.addBindValue(toVariant(record.attentionHeads));
    query.addBindValue(toVariant(record.kvHeads));
    query.addBindValue(toVariant(record.headDim));
    query.addBindValue(toVariant(record.contextLength));
    query.addBindValue(textOrNull(record.note));
    query.addBindValue(textOrNull(record.weightsRepository));
    query.addBindValue(listOrNull(record.organizations));
    query.addBindValue(listOrNull(categories));
    query.addBindValue(listOrNull(countries));
    query.addBindValue(listOrNull(record.domains));
    query.addBindValue(listOrNull(record.trainingHardware));
    if (existing)
        query.addBindValue(existing->id);
    if (!query.exec())
        return fail(query, error);

    const qint64 modelId = existing ? existing->id : query.lastInsertId().toLongLong();
    // A new model has no links or search row yet: nothing to delete first.
    const bool isNew = !existing;
    if (!replaceLinks(modelId, isNew, QStringLiteral("model_organizations"), QStringLiteral("organization_id"),
                      QStringLiteral("organizations"), record.organizations, error)
        || !replaceLinks(modelId, isNew, QStringLiteral("model_domains"), QStringLiteral("domain_id"),
                         QStringLiteral("domains"), record.domains, error)
        || !replaceLinks(modelId, isNew, QStringLiteral("model_tasks"), QStringLiteral("task_id"),
                         QStringLiteral("tasks"), record.tasks, error)
        || !replaceLinks(modelId, isNew, QStringLiteral("model_hardware"), QStringLiteral("hardware_id"),
                         QStringLiteral("hardware"), record.trainingHardware, error)
        || !writeSearchIndex(modelId, isNew, record, error))
        return false;

    if (stats)
        ++(existing ? stats->updated : stats->added);
    return true;
}
