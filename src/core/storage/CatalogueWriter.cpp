#include "CatalogueWriter.h"

#include "ModelKey.h"
#include "ModelRepository.h"

#include <QCoreApplication>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace {

QVariant textOrNull(const QString &text)
{
    return text.isEmpty() ? QVariant() : QVariant(text);
}

void appendUnique(QStringList *list, const QString &value)
{
    if (!value.isEmpty() && !list->contains(value))
        list->append(value);
}

QString listText(const QStringList &list)
{
    return list.join(QStringLiteral("; "));
}

QString dateText(const QDate &date)
{
    return date.isValid() ? date.toString(Qt::ISODate) : QString();
}

bool fail(const QSqlQuery &query, QString *error)
{
    if (error)
        *error = query.lastError().text();
    return false;
}

bool fail(const SqliteStatement &statement, QString *error)
{
    if (error)
        *error = statement.errorText();
    return false;
}

} // namespace

// A model's links to one lookup table, with its two statements spelled once.
struct CatalogueWriter::LinkTable
{
    int slot;   // its delete statement's; the insert is the next
    QString lookup;
    QString deleteSql;
    QString insertSql;

    LinkTable(int index, const QString &linkTable, const QString &column, const QString &lookupTable)
        : slot(FirstLinkSlot + 2 * index)
        , lookup(lookupTable)
        , deleteSql(QStringLiteral("DELETE FROM %1 WHERE model_id = ?").arg(linkTable))
        , insertSql(QStringLiteral("INSERT OR IGNORE INTO %1(model_id, %2, position) VALUES(?, ?, ?)").arg(linkTable, column))
    {
    }
};

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

SqliteStatement &CatalogueWriter::statement(int slot, const QString &sql)
{
    std::unique_ptr<SqliteStatement> &s = m_native.at(size_t(slot));
    if (!s) {
        s = std::make_unique<SqliteStatement>(m_db, sql);
        if (!s->isValid())
            qWarning("CatalogueWriter: cannot prepare %s: %s", qPrintable(sql), qPrintable(s->errorText()));
    }
    return *s;
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

bool CatalogueWriter::replaceLinks(qint64 modelId, bool isNew, const LinkTable &table, const QStringList &names,
                                   QString *error)
{
    if (!isNew) {
        SqliteStatement &remove = statement(table.slot, table.deleteSql);
        if (!remove.add(modelId).exec())
            return fail(remove, error);
    }
    SqliteStatement &insert = statement(table.slot + 1, table.insertSql);
    int position = 0;
    for (const QString &name : names) {
        const qint64 id = idFor(table.lookup, name, error);
        if (id == 0)
            return false;
        if (!insert.add(modelId).add(id).add(position++).exec())
            return fail(insert, error);
    }
    return true;
}

// The search index takes its text from the models row (migration 005). An entry must be removed with
// exactly the values it was made from, so they are read from the row before the row changes; a new
// entry is made from the values the row has just been given.
bool CatalogueWriter::removeFromSearchIndex(qint64 modelId, QString *error)
{
    // Read first, then bind: an INSERT … SELECT into the FTS5 table cost ten times as much per row.
    SqliteStatement &read = statement(SearchRead, QStringLiteral(
        "SELECT name, organizations_text, authors, reference FROM models WHERE id = ?"));
    if (!read.add(modelId).fetchRow()) {
        // No such row: the caller's copy of the model is stale. Updating it would index a row that
        // does not exist.
        if (error)
            *error = read.errorText().isEmpty() ? QCoreApplication::translate("CatalogueWriter", "model %1 is no longer in the catalogue").arg(modelId)
                                                : read.errorText();
        read.reset();
        return false;
    }
    const QString name = read.textAt(0), organizations = read.textAt(1), authors = read.textAt(2),
                  reference = read.textAt(3);
    read.reset();
    SqliteStatement &remove = statement(SearchDelete, QStringLiteral(
        "INSERT INTO models_fts(models_fts, rowid, name, organizations_text, authors, reference) "
        "VALUES('delete', ?, ?, ?, ?, ?)"));
    return remove.add(modelId).add(name).add(organizations).add(authors).add(reference).exec() || fail(remove, error);
}

bool CatalogueWriter::addToSearchIndex(qint64 modelId, const ModelRecord &record, QString *error)
{
    // The same values the row was just given (the 'delete' above relies on that).
    SqliteStatement &insert = statement(SearchInsert, QStringLiteral(
        "INSERT INTO models_fts(rowid, name, organizations_text, authors, reference) VALUES(?, ?, ?, ?, ?)"));
    insert.add(modelId).add(record.name).addTextOrNull(listText(record.organizations));
    insert.addTextOrNull(record.authors).addTextOrNull(record.reference);
    return insert.exec() || fail(insert, error);
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
    QString readError;
    const std::optional<ModelRecord> existing = ModelRepository(m_db).byKey(key, &readError);
    if (!readError.isEmpty()) {
        if (error)
            *error = readError;
        return false;
    }
    return writeModel(record, existing, stats, error);
}

bool CatalogueWriter::writeModel(const ModelRecord &input, const std::optional<ModelRecord> &existing,
                                 Stats *stats, QString *error)
{
    if (SqliteStatement::inTransaction(m_db))
        return writeModelRows(input, existing, stats, error);
    // The row, its links and its search entry land together or not at all: callers normally hold a
    // transaction (an import is one); outside one, a savepoint makes this write one. A search entry
    // left half-changed would no longer match its row.
    QSqlQuery savepoint(m_db);
    if (!savepoint.exec(QStringLiteral("SAVEPOINT write_model")))
        return fail(savepoint, error);
    const bool ok = writeModelRows(input, existing, stats, error);
    if (!ok)
        savepoint.exec(QStringLiteral("ROLLBACK TO write_model"));
    savepoint.exec(QStringLiteral("RELEASE write_model"));
    return ok;
}

bool CatalogueWriter::writeModelRows(const ModelRecord &input, const std::optional<ModelRecord> &existing,
                                     Stats *stats, QString *error)
{
    ModelRecord record = input;
    if (record.key.isEmpty())
        record.key = ModelKey::fromName(record.name);
    if (existing && *existing == record) {
        if (stats) {
            ++stats->unchanged;
            stats->lastWrittenId = 0;
        }
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
        "hardware_text, mixture_of_experts, licence, sources, attention_layers, kv_latent_width, sliding_window, "
        "no_text_output");
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
    if (existing && !removeFromSearchIndex(existing->id, error))
        return false;
    SqliteStatement &query = existing ? statement(ModelUpdate, updateSql) : statement(ModelInsert, insertSql);
    query.add(record.key).add(record.name).addTextOrNull(dateText(record.published));
    query.add(record.published.isValid() ? std::optional<int>(record.published.year()) : std::nullopt);
    query.addTextOrNull(record.authors).addTextOrNull(record.approach);
    query.add(record.parameters).add(record.activeParameters).add(record.datasetSize);
    query.addTextOrNull(record.datasetUnit).add(record.epochs).add(record.trainingComputeFlop);
    query.addTextOrNull(listText(record.computeMethod)).addTextOrNull(record.confidence);
    query.add(record.hardwareQuantity).add(record.trainingTimeHours).add(record.hardwareUtilization);
    query.add(record.powerDrawW).add(record.trainingCostUsd);
    query.addTextOrNull(record.modelAccessibility).addTextOrNull(record.trainingCodeAccessibility);
    query.addTextOrNull(listText(record.notability)).add(record.frontier ? 1 : 0).add(record.citations);
    query.addTextOrNull(record.reference).addTextOrNull(record.link).addTextOrNull(dateText(record.lastModified));
    query.add(record.layers).add(record.attentionHeads).add(record.kvHeads).add(record.headDim);
    query.add(record.contextLength).addTextOrNull(record.note).addTextOrNull(record.weightsRepository);
    query.addTextOrNull(listText(record.organizations)).addTextOrNull(listText(categories));
    query.addTextOrNull(listText(countries)).addTextOrNull(listText(record.domains));
    query.addTextOrNull(listText(record.trainingHardware));
    query.add(record.mixtureOfExperts ? std::optional<int>(*record.mixtureOfExperts ? 1 : 0) : std::nullopt);
    // An import gives thousands of new models the same one source: serialised once.
    if (record.sources != m_lastSources || m_lastSourcesJson.isNull()) {
        m_lastSources = record.sources;
        m_lastSourcesJson = ModelSource::toJson(record.sources);
    }
    query.addTextOrNull(record.licence).addTextOrNull(m_lastSourcesJson).add(record.attentionLayers);
    query.add(record.kvLatentWidth).add(record.slidingWindow);
    query.add(record.noTextOutput ? std::optional<int>(1) : std::nullopt);
    if (existing)
        query.add(existing->id);
    if (!query.exec())
        return fail(query, error);

    const qint64 modelId = existing ? existing->id : query.lastInsertId();
    // A new model has no links yet: nothing to delete first.
    const bool isNew = !existing;
    static const LinkTable organizationLinks(0, QStringLiteral("model_organizations"), QStringLiteral("organization_id"),
                                             QStringLiteral("organizations"));
    static const LinkTable domainLinks(1, QStringLiteral("model_domains"), QStringLiteral("domain_id"),
                                       QStringLiteral("domains"));
    static const LinkTable taskLinks(2, QStringLiteral("model_tasks"), QStringLiteral("task_id"), QStringLiteral("tasks"));
    static const LinkTable hardwareLinks(3, QStringLiteral("model_hardware"), QStringLiteral("hardware_id"),
                                         QStringLiteral("hardware"));
    if (!replaceLinks(modelId, isNew, organizationLinks, record.organizations, error)
        || !replaceLinks(modelId, isNew, domainLinks, record.domains, error)
        || !replaceLinks(modelId, isNew, taskLinks, record.tasks, error)
        || !replaceLinks(modelId, isNew, hardwareLinks, record.trainingHardware, error)
        || !addToSearchIndex(modelId, record, error))
        return false;

    if (stats) {
        ++(existing ? stats->updated : stats->added);
        stats->lastWrittenId = modelId;
    }
    return true;
}
