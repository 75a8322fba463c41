#include "ShippedCatalogue.h"

#include "CatalogueSchema.h"
#include "CatalogueWriter.h"
#include "Database.h"
#include "ModelKey.h"
#include "ModelRepository.h"

#include <QCryptographicHash>
#include <QFile>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>

namespace {

const QString modelsResource = QStringLiteral(":/data/models.json");
const QString organizationsResource = QStringLiteral(":/data/organizations.json");
const QString fingerprintKey = QStringLiteral("shipped_catalogue");

QByteArray readResource(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

std::optional<double> optDouble(const QJsonObject &o, const char *key)
{
    const QJsonValue v = o.value(QLatin1String(key));
    return v.isDouble() ? std::optional<double>(v.toDouble()) : std::nullopt;
}

std::optional<qint64> optInt64(const QJsonObject &o, const char *key)
{
    const QJsonValue v = o.value(QLatin1String(key));
    return v.isDouble() ? std::optional<qint64>(qint64(v.toDouble())) : std::nullopt;
}

std::optional<int> optInt(const QJsonObject &o, const char *key)
{
    const QJsonValue v = o.value(QLatin1String(key));
    return v.isDouble() ? std::optional<int>(v.toInt()) : std::nullopt;
}

QString text(const QJsonObject &o, const char *key)
{
    return o.value(QLatin1String(key)).toString().trimmed();
}

QStringList list(const QJsonObject &o, const char *key)
{
    QStringList values;
    const QJsonArray array = o.value(QLatin1String(key)).toArray();
    for (const QJsonValue &v : array) {
        const QString s = v.toString().trimmed();
        if (!s.isEmpty() && !values.contains(s))
            values.append(s);
    }
    return values;
}

QDate date(const QJsonObject &o, const char *key)
{
    return QDate::fromString(text(o, key), Qt::ISODate);
}

QVector<ModelSource> sources(const QJsonObject &o)
{
    QVector<ModelSource> out;
    const QJsonArray array = o.value(QLatin1String("sources")).toArray();
    out.reserve(array.size());
    for (const QJsonValue &v : array) {
        const QJsonObject s = v.toObject();
        out.append({list(s, "what"), text(s, "where"), date(s, "checked")});
    }
    return out;
}

ModelRecord recordFrom(const QJsonObject &o)
{
    ModelRecord r;
    // Tidied as the importer tidies a name (Epoch spells one with a no-break space), so that importing
    // Epoch's own file, or our export, finds the shipped model unchanged rather than renamed.
    r.name = text(o, "name").simplified();
    r.key = ModelKey::fromName(r.name);
    r.organizations = list(o, "organizations");
    r.published = date(o, "published");
    r.authors = text(o, "authors");
    r.domains = list(o, "domains");
    r.tasks = list(o, "tasks");
    r.approach = text(o, "approach");
    r.parameters = optDouble(o, "parameters");
    r.activeParameters = optDouble(o, "active_parameters");
    r.datasetSize = optDouble(o, "dataset_size");
    r.datasetUnit = text(o, "dataset_unit");
    r.epochs = optDouble(o, "epochs");
    r.trainingComputeFlop = optDouble(o, "training_compute_flop");
    r.computeMethod = list(o, "compute_method");
    r.confidence = text(o, "confidence");
    r.trainingHardware = list(o, "training_hardware");
    r.hardwareQuantity = optInt64(o, "hardware_quantity");
    r.trainingTimeHours = optDouble(o, "training_time_hours");
    r.hardwareUtilization = optDouble(o, "hardware_utilization");
    r.powerDrawW = optDouble(o, "power_draw_w");
    r.trainingCostUsd = optDouble(o, "training_cost_usd");
    r.modelAccessibility = text(o, "model_accessibility");
    r.trainingCodeAccessibility = text(o, "training_code_accessibility");
    r.notability = list(o, "notability");
    r.frontier = o.value(QLatin1String("frontier")).toBool();
    r.noTextOutput = o.value(QLatin1String("no_text_output")).toBool();
    r.citations = optInt64(o, "citations");
    r.reference = text(o, "reference");
    r.link = text(o, "link");
    r.lastModified = date(o, "last_modified");
    r.layers = optInt(o, "layers");
    r.attentionHeads = optInt(o, "attention_heads");
    r.kvHeads = optInt(o, "kv_heads");
    r.headDim = optInt(o, "head_dim");
    r.attentionLayers = optInt(o, "attention_layers");
    r.kvLatentWidth = optInt(o, "kv_latent_width");
    r.slidingWindow = optInt(o, "sliding_window");
    r.contextLength = optInt(o, "context_length");
    r.note = text(o, "note");
    r.weightsRepository = text(o, "weights_repository");
    r.licence = text(o, "licence");
    const QJsonValue moe = o.value(QLatin1String("mixture_of_experts"));
    if (moe.isBool())
        r.mixtureOfExperts = moe.toBool();
    r.sources = sources(o);
    return r;
}

} // namespace

bool ShippedCatalogue::parse(const QByteArray &modelsJson, const QByteArray &organizationsJson,
                             Parsed *out, QString *error)
{
    QJsonParseError parseError{};
    const QJsonDocument models = QJsonDocument::fromJson(modelsJson, &parseError);
    if (models.isNull()) {
        if (error)
            *error = QStringLiteral("models.json: %1 at offset %2").arg(parseError.errorString()).arg(parseError.offset);
        return false;
    }
    const QJsonDocument orgs = QJsonDocument::fromJson(organizationsJson, &parseError);
    if (orgs.isNull()) {
        if (error)
            *error = QStringLiteral("organizations.json: %1 at offset %2").arg(parseError.errorString()).arg(parseError.offset);
        return false;
    }
    out->models.clear();
    out->organizations.clear();
    // Every promise of data/README.md is checked here, so that a misspelt key or a wrong type stops
    // the load (and the tests) instead of quietly becoming an unknown value.
    QSet<QString> organizationNames;
    const QJsonArray orgArray = orgs.object().value(QLatin1String("organizations")).toArray();
    for (const QJsonValue &value : orgArray) {
        const QJsonObject o = value.toObject();
        const QString problem = value.isObject() ? CatalogueSchema::checkOrganization(o)
                                                 : QStringLiteral("not an object");
        if (!problem.isEmpty() || organizationNames.contains(text(o, "name"))) {
            if (error)
                *error = QStringLiteral("organizations.json: entry %1 (%2): %3")
                             .arg(out->organizations.size() + 1)
                             .arg(text(o, "name"), problem.isEmpty() ? QStringLiteral("listed twice") : problem);
            return false;
        }
        organizationNames.insert(text(o, "name"));
        out->organizations.append({text(o, "name"), text(o, "category"), text(o, "country")});
    }
    const QJsonArray modelArray = models.object().value(QLatin1String("models")).toArray();
    out->models.reserve(modelArray.size());
    QSet<QString> keys;
    QSet<QString> organizationsNamed;
    for (const QJsonValue &value : modelArray) {
        const QJsonObject o = value.toObject();
        QString problem = value.isObject() ? CatalogueSchema::checkModel(o) : QStringLiteral("not an object");
        ModelRecord record = problem.isEmpty() ? recordFrom(o) : ModelRecord();
        if (problem.isEmpty() && keys.contains(record.key))
            problem = QStringLiteral("another model has the same name once case and punctuation are ignored");
        for (int i = 0; problem.isEmpty() && i < record.organizations.size(); ++i) {
            if (!organizationNames.contains(record.organizations.at(i)))
                problem = QStringLiteral("the organisation \"%1\" is not in organizations.json").arg(record.organizations.at(i));
        }
        if (!problem.isEmpty()) {
            if (error)
                *error = QStringLiteral("models.json: entry %1 (%2): %3").arg(out->models.size() + 1).arg(text(o, "name"), problem);
            return false;
        }
        keys.insert(record.key);
        for (const QString &org : std::as_const(record.organizations))
            organizationsNamed.insert(org);
        out->models.append(record);
    }
    for (const Organization &org : std::as_const(out->organizations)) {
        if (!organizationsNamed.contains(org.name)) {
            if (error)
                *error = QStringLiteral("organizations.json: %1 is named by no model").arg(org.name);
            return false;
        }
    }
    return true;
}

bool ShippedCatalogue::load(Parsed *out, QString *error)
{
    return parse(readResource(modelsResource), readResource(organizationsResource), out, error);
}

QByteArray ShippedCatalogue::fingerprint()
{
    QCryptographicHash hash(QCryptographicHash::Sha256);
    hash.addData(readResource(modelsResource));
    hash.addData(readResource(organizationsResource));
    return hash.result().toHex();
}

bool ShippedCatalogue::merge(QSqlDatabase db, const Parsed &parsed, QString *error)
{
    if (!Database::beginWrite(db, error))
        return false;
    CatalogueWriter writer(db);
    bool ok = writer.writeOrganizations(parsed.organizations, error);
    // What the catalogue already holds of these models, read in a few queries rather than one per model
    // (on a first start, nothing; a third of that start went to asking).
    QHash<QString, ModelRecord> existing;
    if (ok) {
        QStringList keys;
        keys.reserve(parsed.models.size());
        for (const ModelRecord &record : parsed.models)
            keys.append(record.key);
        QString failure;
        const QVector<ModelRecord> found = ModelRepository(db).byKeys(keys, &failure);
        if (!failure.isEmpty()) {
            // Not knowing what is there would write every model as new: stop instead.
            if (error)
                *error = failure;
            db.rollback();
            return false;
        }
        existing.reserve(found.size());
        for (const ModelRecord &record : found)
            existing.insert(record.key, record);
    }
    for (int i = 0; ok && i < parsed.models.size(); ++i) {
        const ModelRecord &record = parsed.models.at(i);
        const auto found = existing.constFind(record.key);
        ok = writer.writeModel(record, found == existing.constEnd() ? std::nullopt : std::optional<ModelRecord>(*found),
                               nullptr, error);
    }
    if (ok && db.commit())
        return true;
    if (ok && error)
        *error = db.lastError().text();
    db.rollback();
    return false;
}

bool ShippedCatalogue::ensureLoaded(QSqlDatabase db, QString *error)
{
    const QByteArray current = fingerprint();
    QSqlQuery query(db);
    query.prepare(QStringLiteral("SELECT value FROM meta WHERE key = ?"));
    query.addBindValue(fingerprintKey);
    if (query.exec() && query.next() && query.value(0).toByteArray() == current)
        return true;

    Parsed parsed;
    if (!load(&parsed, error) || !merge(db, parsed, error))
        return false;

    query.prepare(QStringLiteral("INSERT OR REPLACE INTO meta(key, value) VALUES(?, ?)"));
    query.addBindValue(fingerprintKey);
    query.addBindValue(QString::fromLatin1(current));
    if (!query.exec()) {
        if (error)
            *error = query.lastError().text();
        return false;
    }
    return true;
}
