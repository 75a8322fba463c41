#include "ModelRepository.h"

#include "ModelKey.h"
#include "SqliteStatement.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>

#include <algorithm>

namespace {

// A query that failed, at exec() or at a later next(): QSqlQuery::next() returns false on an error
// as it does at the end, so a loop over a damaged table would otherwise end early without a word.
bool failed(const QSqlQuery &query, QString *error)
{
    if (!query.lastError().isValid())
        return false;
    if (error)
        *error = query.lastError().text();
    return true;
}

const QString listSeparator = QStringLiteral("; ");
// Bound values per query for the look-ups by key or id: well below SQLite's limit.
constexpr int SelectBatch = 500;

QStringList splitList(const QVariant &value)
{
    return value.isNull() ? QStringList() : value.toString().split(listSeparator, Qt::SkipEmptyParts);
}

std::optional<double> optDouble(const QVariant &value)
{
    return value.isNull() ? std::nullopt : std::optional<double>(value.toDouble());
}

std::optional<qint64> optInt64(const QVariant &value)
{
    return value.isNull() ? std::nullopt : std::optional<qint64>(value.toLongLong());
}

std::optional<int> optInt(const QVariant &value)
{
    return value.isNull() ? std::nullopt : std::optional<int>(value.toInt());
}

std::optional<bool> optBool(const QVariant &value)
{
    return value.isNull() ? std::nullopt : std::optional<bool>(value.toInt() != 0);
}

QDate optDate(const QVariant &value)
{
    return value.isNull() ? QDate() : QDate::fromString(value.toString(), Qt::ISODate);
}

// Lists that live in link tables, for every model the same WHERE selects: one query per table, not one
// per model, so that loading the whole catalogue (export, the From hardware view) stays a few queries.
QHash<qint64, QStringList> linked(const QSqlDatabase &db, const QString &linkTable, const QString &column,
                                  const QString &lookupTable, const QString &where, const QVariantList &binds,
                                  QString *error)
{
    QSqlQuery query(db);
    query.setForwardOnly(true);
    QString sql = QStringLiteral("SELECT l.model_id, t.name FROM %1 l JOIN %3 t ON t.id = l.%2")
                      .arg(linkTable, column, lookupTable);
    if (!where.isEmpty())
        sql += QStringLiteral(" WHERE l.model_id IN (SELECT id FROM models WHERE %1)").arg(where);
    sql += QStringLiteral(" ORDER BY l.model_id, l.position");
    if (!query.prepare(sql)) {
        failed(query, error);
        return {};
    }
    for (const QVariant &bind : binds)
        query.addBindValue(bind);
    QHash<qint64, QStringList> names;
    query.exec();
    while (query.next())
        names[query.value(0).toLongLong()].append(query.value(1).toString());
    if (failed(query, error))
        return {};
    return names;
}

} // namespace

ModelRepository::ModelRepository(QSqlDatabase db)
    : m_db(std::move(db))
{
}

std::optional<ModelRecord> ModelRepository::byId(qint64 id, QString *error) const
{
    const auto found = select(QStringLiteral("id = ?"), {id}, error);
    return found.isEmpty() ? std::nullopt : std::optional<ModelRecord>(found.first());
}

std::optional<ModelRecord> ModelRepository::byKey(const QString &key, QString *error) const
{
    const auto found = select(QStringLiteral("model_key = ?"), {key}, error);
    return found.isEmpty() ? std::nullopt : std::optional<ModelRecord>(found.first());
}

std::optional<ModelRecord> ModelRepository::byName(const QString &name, QString *error) const
{
    QString failure;
    const auto found = select(QStringLiteral("name = ?"), {name.trimmed()}, &failure);
    if (!found.isEmpty())
        return found.first();
    if (!failure.isEmpty()) {
        if (error)
            *error = failure;
        return std::nullopt;
    }
    return byKey(ModelKey::fromName(name), error);
}

QVector<ModelRecord> ModelRepository::all(QString *error) const
{
    return select(QString(), {}, error);
}

QVector<ModelRecord> ModelRepository::byKeys(const QStringList &keys, QString *error) const
{
    QVariantList values;
    values.reserve(keys.size());
    for (const QString &key : keys)
        values.append(key);
    return selectIn(QStringLiteral("model_key"), values, error);
}

QVector<ModelRecord> ModelRepository::byIds(const QVector<qint64> &ids, QString *error) const
{
    QVariantList values;
    values.reserve(ids.size());
    for (const qint64 id : ids)
        values.append(id);
    QVector<ModelRecord> records = selectIn(QStringLiteral("id"), values, error);
    // Each batch comes back in name order; the whole list must too, in the order SQLite's NOCASE gives
    // (UTF-8 bytes with only A-Z folded).
    if (values.size() > SelectBatch) {
        auto folded = [](const QString &name) { return name.toUtf8().toLower(); };
        std::stable_sort(records.begin(), records.end(), [&folded](const ModelRecord &a, const ModelRecord &b) {
            return folded(a.name) < folded(b.name);
        });
    }
    return records;
}

QVector<ModelRecord> ModelRepository::selectIn(const QString &column, const QVariantList &values, QString *error) const
{
    QVector<ModelRecord> records;
    for (qsizetype from = 0; from < values.size(); from += SelectBatch) {
        const QVariantList part = values.mid(from, SelectBatch);
        const QString marks = QStringLiteral("?,").repeated(int(part.size())).chopped(1);
        QString failure;
        records += select(QStringLiteral("%1 IN (%2)").arg(column, marks), part, &failure);
        if (!failure.isEmpty()) {
            if (error)
                *error = failure;
            return {};
        }
    }
    return records;
}

int ModelRepository::count(QString *error) const
{
    QSqlQuery query(m_db);
    if (query.exec(QStringLiteral("SELECT count(*) FROM models")) && query.next())
        return query.value(0).toInt();
    failed(query, error);
    return -1;
}

QVector<ModelRecord> ModelRepository::select(const QString &where, const QVariantList &binds, QString *error) const
{
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    QString sql = QStringLiteral("SELECT * FROM models");
    if (!where.isEmpty())
        sql += QStringLiteral(" WHERE ") + where;
    sql += QStringLiteral(" ORDER BY name COLLATE NOCASE");
    if (!query.prepare(sql)) {
        failed(query, error);
        return {};
    }
    for (const QVariant &bind : binds)
        query.addBindValue(bind);
    QVector<ModelRecord> records;
    if (!query.exec()) {
        failed(query, error);
        return records;
    }
    const QSqlRecord columns = query.record();
    auto idx = [&columns](const char *name) { return columns.indexOf(QLatin1String(name)); };
    const int cId = idx("id"), cKey = idx("model_key"), cName = idx("name"), cPublished = idx("published"),
              cAuthors = idx("authors"), cApproach = idx("approach"), cParameters = idx("parameters"),
              cActive = idx("active_parameters"), cDataset = idx("dataset_size"),
              cUnit = idx("dataset_unit"), cEpochs = idx("epochs"), cCompute = idx("training_compute_flop"),
              cMethod = idx("compute_method"), cConfidence = idx("confidence"),
              cQuantity = idx("hardware_quantity"), cHours = idx("training_time_hours"),
              cMfu = idx("hardware_utilization"), cPower = idx("power_draw_w"),
              cCost = idx("training_cost_usd"), cAccess = idx("model_accessibility"),
              cCode = idx("training_code_accessibility"), cNotability = idx("notability"),
              cFrontier = idx("frontier"), cCitations = idx("citations"), cReference = idx("reference"),
              cLink = idx("link"), cModified = idx("last_modified"), cLayers = idx("layers"),
              cHeads = idx("attention_heads"), cKvHeads = idx("kv_heads"), cHeadDim = idx("head_dim"),
              cContext = idx("context_length"), cNote = idx("note"), cRepo = idx("weights_repository"),
              cCategories = idx("categories_text"), cCountries = idx("countries_text"),
              cMoe = idx("mixture_of_experts"), cLicence = idx("licence"), cSources = idx("sources"),
              cAttentionLayers = idx("attention_layers"), cKvLatentWidth = idx("kv_latent_width"),
              cSlidingWindow = idx("sliding_window"), cNoText = idx("no_text_output");
    while (query.next()) {
        ModelRecord r;
        r.id = query.value(cId).toLongLong();
        r.key = query.value(cKey).toString();
        r.name = query.value(cName).toString();
        r.published = optDate(query.value(cPublished));
        r.authors = query.value(cAuthors).toString();
        r.approach = query.value(cApproach).toString();
        r.parameters = optDouble(query.value(cParameters));
        r.activeParameters = optDouble(query.value(cActive));
        r.datasetSize = optDouble(query.value(cDataset));
        r.datasetUnit = query.value(cUnit).toString();
        r.epochs = optDouble(query.value(cEpochs));
        r.trainingComputeFlop = optDouble(query.value(cCompute));
        r.computeMethod = splitList(query.value(cMethod));
        r.confidence = query.value(cConfidence).toString();
        r.hardwareQuantity = optInt64(query.value(cQuantity));
        r.trainingTimeHours = optDouble(query.value(cHours));
        r.hardwareUtilization = optDouble(query.value(cMfu));
        r.powerDrawW = optDouble(query.value(cPower));
        r.trainingCostUsd = optDouble(query.value(cCost));
        r.modelAccessibility = query.value(cAccess).toString();
        r.trainingCodeAccessibility = query.value(cCode).toString();
        r.notability = splitList(query.value(cNotability));
        r.frontier = query.value(cFrontier).toInt() != 0;
        r.citations = optInt64(query.value(cCitations));
        r.reference = query.value(cReference).toString();
        r.link = query.value(cLink).toString();
        r.lastModified = optDate(query.value(cModified));
        r.layers = optInt(query.value(cLayers));
        r.attentionHeads = optInt(query.value(cHeads));
        r.kvHeads = optInt(query.value(cKvHeads));
        r.headDim = optInt(query.value(cHeadDim));
        r.attentionLayers = optInt(query.value(cAttentionLayers));
        r.kvLatentWidth = optInt(query.value(cKvLatentWidth));
        r.slidingWindow = optInt(query.value(cSlidingWindow));
        r.contextLength = optInt(query.value(cContext));
        r.note = query.value(cNote).toString();
        r.weightsRepository = query.value(cRepo).toString();
        r.categories = splitList(query.value(cCategories));
        r.countries = splitList(query.value(cCountries));
        r.mixtureOfExperts = optBool(query.value(cMoe));
        r.noTextOutput = query.value(cNoText).toInt() != 0;
        r.licence = query.value(cLicence).toString();
        r.sources = ModelSource::fromJson(query.value(cSources).toString());
        records.append(r);
    }
    if (failed(query, error))
        return {};
    if (records.isEmpty())
        return records;
    QString linkError;
    const auto organizations = linked(m_db, QStringLiteral("model_organizations"), QStringLiteral("organization_id"),
                                      QStringLiteral("organizations"), where, binds, &linkError);
    const auto domains = linked(m_db, QStringLiteral("model_domains"), QStringLiteral("domain_id"),
                                QStringLiteral("domains"), where, binds, &linkError);
    const auto tasks = linked(m_db, QStringLiteral("model_tasks"), QStringLiteral("task_id"),
                              QStringLiteral("tasks"), where, binds, &linkError);
    const auto hardware = linked(m_db, QStringLiteral("model_hardware"), QStringLiteral("hardware_id"),
                                 QStringLiteral("hardware"), where, binds, &linkError);
    if (!linkError.isEmpty()) {
        if (error)
            *error = linkError;
        return {};
    }
    for (ModelRecord &r : records) {
        r.organizations = organizations.value(r.id);
        r.domains = domains.value(r.id);
        r.tasks = tasks.value(r.id);
        r.trainingHardware = hardware.value(r.id);
    }
    return records;
}

QVector<HardwareRecord> ModelRepository::allForHardware(QString *error) const
{
    // Straight from SQLite's own interface (SqliteStatement), as the charts' read: through QSqlQuery
    // each of the 1.4 million values at 100,000 models became a QVariant in a cached row first, which
    // took longer than SQLite's own work.
    const auto fail = [error](const SqliteStatement &statement) {
        if (error)
            *error = statement.errorText();
        return QVector<HardwareRecord>();
    };
    // The display copies of the domain and hardware lists stand in for the link tables: one query,
    // and none of the long text fields (authors, reference, note) a model page needs. Read in rowid
    // order, the file front to back; in name order SQLite would jump about the whole table
    // (five times slower at 100,000 models). The name order comes from the name index alone.
    SqliteStatement query(m_db, QStringLiteral("SELECT id, name, model_accessibility, parameters, active_parameters, layers, "
                                               "attention_heads, kv_heads, head_dim, context_length, hardware_quantity, "
                                               "domains_text, hardware_text, mixture_of_experts, attention_layers, kv_latent_width, "
                                               "sliding_window, no_text_output "
                                               "FROM models"));
    if (!query.isValid())
        return fail(query);
    // A catalogue repeats a few hundred access texts, domain lists and hardware lists: one shared copy
    // of each, found by its bytes, instead of a string (or a list of them) per model.
    QHash<QByteArray, QString> texts;
    QHash<QByteArray, QStringList> lists;
    // The bytes are SQLite's until the row moves on: looked up in place, copied only for a new key.
    const auto bytesAt = [&query](int column) {
        const QByteArrayView bytes = query.utf8At(column);
        return QByteArray::fromRawData(bytes.data(), bytes.size());
    };
    const auto sharedText = [&query, &texts, &bytesAt](int column) {
        const QByteArray bytes = bytesAt(column);
        if (const auto it = texts.constFind(bytes); it != texts.cend())
            return *it;
        QByteArray key(bytes.constData(), bytes.size());
        return *texts.insert(key, query.textAt(column));
    };
    const auto sharedList = [&query, &lists, &bytesAt](int column) {
        if (query.isNullAt(column))
            return QStringList();
        const QByteArray bytes = bytesAt(column);
        if (const auto it = lists.constFind(bytes); it != lists.cend())
            return *it;
        QByteArray key(bytes.constData(), bytes.size());
        return *lists.insert(key, query.textAt(column).split(listSeparator, Qt::SkipEmptyParts));
    };
    const auto real = [&query](int column) {
        return query.isNullAt(column) ? std::nullopt : std::optional<double>(query.doubleAt(column));
    };
    const auto integer = [&query](int column) {
        return query.isNullAt(column) ? std::nullopt : std::optional<int>(int(query.int64At(column)));
    };
    // The name order first (from the name index alone): it says how many rows to make room for.
    QVector<qint64> byNameIds;
    SqliteStatement byName(m_db, QStringLiteral("SELECT id FROM models ORDER BY name COLLATE NOCASE, id"));
    while (byName.fetchRow())
        byNameIds.append(byName.int64At(0));
    if (!byName.isValid() || !byName.errorText().isEmpty())
        return fail(byName);
    QVector<HardwareRecord> records;
    records.reserve(byNameIds.size());
    QHash<qint64, int> rowOfId;
    rowOfId.reserve(byNameIds.size());
    while (query.fetchRow()) {
        HardwareRecord r;
        r.id = query.int64At(0);
        r.name = query.textAt(1);
        r.modelAccessibility = sharedText(2);
        r.parameters = real(3);
        r.activeParameters = real(4);
        r.layers = integer(5);
        r.attentionHeads = integer(6);
        r.kvHeads = integer(7);
        r.headDim = integer(8);
        r.contextLength = integer(9);
        r.hardwareQuantity = query.isNullAt(10) ? std::nullopt : std::optional<qint64>(query.int64At(10));
        r.domains = sharedList(11);
        r.trainingHardware = sharedList(12);
        r.mixtureOfExperts = query.isNullAt(13) ? std::nullopt : std::optional<bool>(query.int64At(13) != 0);
        r.attentionLayers = integer(14);
        r.kvLatentWidth = integer(15);
        r.slidingWindow = integer(16);
        r.noTextOutput = !query.isNullAt(17) && query.int64At(17) != 0;
        rowOfId.insert(r.id, int(records.size()));
        records.append(std::move(r));
    }
    if (!query.errorText().isEmpty())
        return fail(query);
    QVector<int> order;
    order.reserve(records.size());
    for (const qint64 id : std::as_const(byNameIds)) {
        const auto row = rowOfId.constFind(id);
        if (row != rowOfId.constEnd())
            order.append(*row);
    }
    if (order.size() != records.size())   // the file changed between the two reads: file order
        return records;
    QVector<HardwareRecord> ordered;
    ordered.reserve(records.size());
    for (const int row : std::as_const(order))
        ordered.append(std::move(records[row]));
    return ordered;
}

QString ModelRepository::sortExpression(ModelField field)
{
    switch (field) {
    case ModelField::Name: return QStringLiteral("name COLLATE NOCASE");
    case ModelField::Organizations: return QStringLiteral("organizations_text COLLATE NOCASE");
    case ModelField::Countries: return QStringLiteral("countries_text COLLATE NOCASE");
    case ModelField::Published: return QStringLiteral("published");
    case ModelField::Domains: return QStringLiteral("domains_text COLLATE NOCASE");
    case ModelField::Parameters: return QStringLiteral("parameters");
    case ModelField::TrainingCompute: return QStringLiteral("training_compute_flop");
    case ModelField::TrainingHardware: return QStringLiteral("hardware_text COLLATE NOCASE");
    case ModelField::Accessibility: return QStringLiteral("model_accessibility");
    }
    return QStringLiteral("name COLLATE NOCASE");
}

QHash<qint64, ModelRepository::TableRow> ModelRepository::tableRows(const QVector<qint64> &ids, QString *error) const
{
    QHash<qint64, TableRow> rows;
    if (ids.isEmpty())
        return rows;
    QStringList marks;
    marks.reserve(ids.size());
    for (int i = 0; i < ids.size(); ++i)
        marks.append(QStringLiteral("?"));
    QSqlQuery query(m_db);
    query.setForwardOnly(true);
    // The fields in ModelField's order, after the id and key.
    if (!query.prepare(QStringLiteral("SELECT id, model_key, name, organizations_text, countries_text, published, "
                                      "domains_text, parameters, training_compute_flop, hardware_text, "
                                      "model_accessibility FROM models WHERE id IN (%1)")
                           .arg(marks.join(QLatin1Char(','))))) {
        failed(query, error);
        return rows;
    }
    for (const qint64 id : ids)
        query.addBindValue(id);
    query.exec();
    rows.reserve(ids.size());
    while (query.next()) {
        TableRow row;
        row.key = query.value(1).toString();
        for (int field = 0; field < modelFieldCount; ++field)
            row.values[field] = query.value(field + 2);
        rows.insert(query.value(0).toLongLong(), row);
    }
    if (failed(query, error))
        return {};
    return rows;
}
