#include "CatalogueSchema.h"

#include <QDate>
#include <QHash>
#include <QJsonArray>
#include <QSet>

#include <cmath>

namespace {

// Count: a whole number that may be 0 (attention_layers of a model without attention), where every
// other number is positive.
enum class Kind { Text, TextList, Number, Integer, Count, Date, TrueOnly, Boolean, Link, Repository, Sources };

struct Rule
{
    Kind kind;
    QStringList allowed;   // empty: any value of the kind
    bool required = false;
};

QStringList words(std::initializer_list<const char *> list)
{
    QStringList out;
    for (const char *w : list)
        out.append(QString::fromUtf8(w));
    return out;
}

// One entry per key data/README.md documents for models.json, in the README's order.
const QHash<QString, Rule> &modelRules()
{
    static const QHash<QString, Rule> rules = {
        {QStringLiteral("name"), {Kind::Text, {}, true}},
        {QStringLiteral("organizations"), {Kind::TextList, {}}},
        {QStringLiteral("published"), {Kind::Date, {}, true}},
        {QStringLiteral("authors"), {Kind::Text, {}}},
        {QStringLiteral("domains"), {Kind::TextList, words({"Language", "Vision", "Multimodal", "Speech", "Audio", "Video",
                                                           "Image generation", "Games", "Biology", "Robotics",
                                                           "Mathematics", "Medicine", "Recommendation", "3D modeling",
                                                           "Earth science", "Materials science", "Search", "Driving",
                                                           "Other"})}},
        {QStringLiteral("tasks"), {Kind::TextList, {}}},
        {QStringLiteral("approach"), {Kind::Text, words({"Self-supervised learning", "Supervised", "Reinforcement learning"})}},
        {QStringLiteral("parameters"), {Kind::Number, {}}},
        {QStringLiteral("active_parameters"), {Kind::Number, {}}},
        {QStringLiteral("mixture_of_experts"), {Kind::Boolean, {}}},
        {QStringLiteral("no_text_output"), {Kind::TrueOnly, {}}},
        {QStringLiteral("dataset_size"), {Kind::Number, {}}},
        {QStringLiteral("dataset_unit"), {Kind::Text, words({"tokens", "datapoints"})}},
        {QStringLiteral("epochs"), {Kind::Number, {}}},
        {QStringLiteral("training_compute_flop"), {Kind::Number, {}}},
        {QStringLiteral("compute_method"), {Kind::TextList, words({"Operation counting", "Hardware", "Benchmarks",
                                                                  "Third-party estimation", "Comparison with other models",
                                                                  "Reported"})}},
        {QStringLiteral("confidence"), {Kind::Text, words({"Confident", "Likely", "Speculative", "Unknown"})}},
        {QStringLiteral("training_hardware"), {Kind::TextList, {}}},
        {QStringLiteral("hardware_quantity"), {Kind::Integer, {}}},
        {QStringLiteral("training_time_hours"), {Kind::Number, {}}},
        {QStringLiteral("hardware_utilization"), {Kind::Number, {}}},
        {QStringLiteral("power_draw_w"), {Kind::Number, {}}},
        {QStringLiteral("training_cost_usd"), {Kind::Number, {}}},
        {QStringLiteral("model_accessibility"), {Kind::Text, words({"Open weights (unrestricted)", "Open weights (restricted use)",
                                                                   "Open weights (non-commercial)", "API access",
                                                                   "Hosted access (no API)", "Unreleased"})}},
        {QStringLiteral("training_code_accessibility"), {Kind::Text, words({"Open source", "Open (restricted use)",
                                                                           "Open (non-commercial)", "Unreleased"})}},
        {QStringLiteral("notability"), {Kind::TextList, words({"SOTA improvement", "Highly cited", "Historical significance",
                                                              "Training cost", "Significant use", "Discretionary"})}},
        {QStringLiteral("frontier"), {Kind::TrueOnly, {}}},
        {QStringLiteral("citations"), {Kind::Integer, {}}},
        {QStringLiteral("reference"), {Kind::Text, {}}},
        {QStringLiteral("link"), {Kind::Link, {}}},
        {QStringLiteral("layers"), {Kind::Integer, {}}},
        {QStringLiteral("attention_heads"), {Kind::Integer, {}}},
        {QStringLiteral("kv_heads"), {Kind::Integer, {}}},
        {QStringLiteral("head_dim"), {Kind::Integer, {}}},
        {QStringLiteral("attention_layers"), {Kind::Count, {}}},
        {QStringLiteral("sliding_window"), {Kind::Integer, {}}},
        {QStringLiteral("kv_latent_width"), {Kind::Integer, {}}},
        {QStringLiteral("context_length"), {Kind::Integer, {}}},
        {QStringLiteral("note"), {Kind::Text, {}}},
        {QStringLiteral("weights_repository"), {Kind::Repository, {}}},
        {QStringLiteral("licence"), {Kind::Text, {}}},
        {QStringLiteral("last_modified"), {Kind::Date, {}, true}},
        {QStringLiteral("sources"), {Kind::Sources, {}, true}},
    };
    return rules;
}

bool isTrimmedText(const QJsonValue &v)
{
    if (!v.isString())
        return false;
    const QString text = v.toString();
    return !text.isEmpty() && !text.front().isSpace() && !text.back().isSpace();
}

QString quoted(const QString &text)
{
    return QLatin1Char('"') + text + QLatin1Char('"');
}

QString checkText(const QJsonValue &v, const QStringList &allowed)
{
    if (!v.isString())
        return QStringLiteral("must be a string");
    if (!isTrimmedText(v))
        return QStringLiteral("must be non-empty, without leading or trailing spaces");
    if (!allowed.isEmpty() && !allowed.contains(v.toString()))
        return QStringLiteral("%1 is not one of the allowed values").arg(quoted(v.toString()));
    return QString();
}

QString checkTextList(const QJsonValue &v, const QStringList &allowed)
{
    if (!v.isArray())
        return QStringLiteral("must be an array of strings");
    const QJsonArray array = v.toArray();
    if (array.isEmpty())
        return QStringLiteral("must not be empty (leave the key out instead)");
    QSet<QString> seen;
    for (const QJsonValue &item : array) {
        const QString problem = checkText(item, allowed);
        if (!problem.isEmpty())
            return QStringLiteral("item %1").arg(problem);
        if (seen.contains(item.toString()))
            return QStringLiteral("lists %1 twice").arg(quoted(item.toString()));
        seen.insert(item.toString());
    }
    return QString();
}

// Checked by hand rather than with a regular expression: the loader checks about 4,000 dates at
// every start on a new catalogue, and the expression cost more than everything else it does.
QString checkDate(const QJsonValue &v)
{
    const QString text = v.toString();
    bool form = v.isString() && text.size() == 10 && text.at(4) == QLatin1Char('-') && text.at(7) == QLatin1Char('-');
    for (int i = 0; form && i < text.size(); ++i)
        form = i == 4 || i == 7 || (text.at(i) >= QLatin1Char('0') && text.at(i) <= QLatin1Char('9'));
    if (!form || !QDate::fromString(text, Qt::ISODate).isValid())
        return QStringLiteral("must be a date written YYYY-MM-DD");
    return QString();
}

bool isRepositoryPart(QStringView part)
{
    if (part.isEmpty() || !part.front().isLetterOrNumber() || part.front().unicode() > 127)
        return false;
    for (const QChar c : part) {
        const bool ascii = c.unicode() < 128 && (c.isLetterOrNumber() || c == QLatin1Char('.') || c == QLatin1Char('_')
                                                || c == QLatin1Char('-'));
        if (!ascii)
            return false;
    }
    return true;
}

// Weights published outside Hugging Face (GitHub, a lab's own site): one https address with a host and a
// path. A Hugging Face repository is refused in this form, so that each repository has one spelling and
// the architecture cross-check, which looks repositories up as owner/name, finds it.
bool isRepositoryAddress(const QString &text)
{
    const qsizetype hostStart = 8; // after "https://"
    const qsizetype slash = text.indexOf(QLatin1Char('/'), hostStart);
    if (slash <= hostStart || slash + 1 >= text.size())
        return false;
    const QStringView host = QStringView(text).mid(hostStart, slash - hostStart);
    for (const QChar c : host) {
        if (c.unicode() > 127 || !(c.isLetterOrNumber() || c == QLatin1Char('.') || c == QLatin1Char('-')))
            return false;
    }
    if (!host.front().isLetterOrNumber() || host.compare(QLatin1String("huggingface.co"), Qt::CaseInsensitive) == 0
        || host.endsWith(QLatin1String(".huggingface.co"), Qt::CaseInsensitive))
        return false;
    for (const QChar c : text) {
        if (c.unicode() <= 32 || c == QChar(0x7f) || c.isSpace())
            return false;
    }
    return true;
}

QString checkSources(const QJsonValue &v)
{
    if (!v.isArray() || v.toArray().isEmpty())
        return QStringLiteral("must be a non-empty array of sources");
    for (const QJsonValue &item : v.toArray()) {
        if (!item.isObject())
            return QStringLiteral("each source must be an object");
        const QJsonObject source = item.toObject();
        for (auto it = source.constBegin(); it != source.constEnd(); ++it) {
            if (it.key() != QLatin1String("what") && it.key() != QLatin1String("where")
                && it.key() != QLatin1String("checked"))
                return QStringLiteral("a source has the unknown key %1").arg(quoted(it.key()));
        }
        QString problem = checkTextList(source.value(QLatin1String("what")), CatalogueSchema::sourceSubjects());
        if (!problem.isEmpty())
            return QStringLiteral("a source's \"what\" %1").arg(problem);
        problem = checkText(source.value(QLatin1String("where")), {});
        if (!problem.isEmpty())
            return QStringLiteral("a source's \"where\" %1").arg(problem);
        problem = checkDate(source.value(QLatin1String("checked")));
        if (!problem.isEmpty())
            return QStringLiteral("a source's \"checked\" %1").arg(problem);
    }
    return QString();
}

QString checkValue(const Rule &rule, const QJsonValue &v)
{
    switch (rule.kind) {
    case Kind::Text:
        return checkText(v, rule.allowed);
    case Kind::TextList:
        return checkTextList(v, rule.allowed);
    case Kind::Number:
    case Kind::Integer:
    case Kind::Count:
        if (rule.kind == Kind::Count && v.isDouble() && v.toDouble() == 0)
            return QString();
        if (!v.isDouble() || !std::isfinite(v.toDouble()) || v.toDouble() <= 0)
            return rule.kind == Kind::Count ? QStringLiteral("must be a whole number, 0 or more")
                                            : QStringLiteral("must be a positive number");
        if (rule.kind != Kind::Number && (v.toDouble() != std::floor(v.toDouble()) || v.toDouble() > 9e15))
            return QStringLiteral("must be a whole number");
        return QString();
    case Kind::Date:
        return checkDate(v);
    case Kind::TrueOnly:
        return v.isBool() && v.toBool() ? QString() : QStringLiteral("must be true (leave the key out otherwise)");
    case Kind::Boolean:
        return v.isBool() ? QString() : QStringLiteral("must be true or false");
    case Kind::Link: {
        // One address: http or https, a host, no spaces (a source that lists two is cut to the first).
        // Checked by hand: QUrl's strict parse of every link was a fifth of the load.
        const QString text = v.toString();
        const int start = text.startsWith(QLatin1String("https://")) ? 8 : text.startsWith(QLatin1String("http://")) ? 7 : -1;
        bool ok = v.isString() && start > 0 && text.size() > start && text.at(start).isLetterOrNumber();
        for (int i = 0; ok && i < text.size(); ++i)
            ok = text.at(i).unicode() > 32 && text.at(i) != QChar(0x7f) && !text.at(i).isSpace();
        return ok ? QString() : QStringLiteral("must be one http or https address");
    }
    case Kind::Repository: {
        const QString text = v.toString();
        if (text.startsWith(QLatin1String("https://")))
            return isRepositoryAddress(text) ? QString()
                                             : QStringLiteral("must be one https address of a repository outside "
                                                              "Hugging Face (a Hugging Face one is written owner/name)");
        const qsizetype slash = text.indexOf(QLatin1Char('/'));
        return v.isString() && slash > 0 && isRepositoryPart(QStringView(text).left(slash))
                && isRepositoryPart(QStringView(text).mid(slash + 1))
            ? QString()
            : QStringLiteral("must be a repository written owner/name, or an https address");
    }
    case Kind::Sources:
        return checkSources(v);
    }
    return QString();
}

// The rules that tie keys together.
QString checkTogether(const QJsonObject &m)
{
    const bool hasSize = m.contains(QLatin1String("dataset_size"));
    if (hasSize != m.contains(QLatin1String("dataset_unit")))
        return QStringLiteral("dataset_size and dataset_unit come together or not at all");
    static const QStringList architecture = {QStringLiteral("layers"), QStringLiteral("attention_heads"),
                                             QStringLiteral("kv_heads"), QStringLiteral("head_dim"),
                                             QStringLiteral("context_length")};
    int present = 0;
    for (const QString &key : architecture)
        present += m.contains(key) ? 1 : 0;
    if (present != 0 && present != architecture.size())
        return QStringLiteral("the architecture keys (layers … context_length) are all present or all absent");
    if (present && m.value(QLatin1String("kv_heads")).toDouble() > m.value(QLatin1String("attention_heads")).toDouble())
        return QStringLiteral("kv_heads cannot exceed attention_heads");
    // Only where fewer layers than all keep a KV cache, so that each hybrid has one spelling. 0 marks
    // a model with no attention at all, which has no heads to describe: then no architecture keys.
    const bool hasAttentionLayers = m.contains(QLatin1String("attention_layers"));
    const bool attentionFree = hasAttentionLayers && m.value(QLatin1String("attention_layers")).toDouble() == 0;
    if (attentionFree) {
        if (present)
            return QStringLiteral("attention_layers 0 (no attention) is given only without the architecture keys, "
                                  "which describe attention heads");
    } else if (hasAttentionLayers) {
        if (!present)
            return QStringLiteral("attention_layers is given only with the other architecture keys");
        if (m.value(QLatin1String("attention_layers")).toDouble() >= m.value(QLatin1String("layers")).toDouble())
            return QStringLiteral("attention_layers is given only when it is fewer than layers");
    }
    // The window applies to the layers beyond attention_layers, so it needs them and the heads.
    if (m.contains(QLatin1String("sliding_window")) && (!hasAttentionLayers || attentionFree))
        return QStringLiteral("sliding_window is given only with attention_layers (the full-attention layers) "
                              "and the architecture keys");
    // The latent replaces the keys and values of the heads the architecture keys describe.
    if (m.contains(QLatin1String("kv_latent_width")) && !present)
        return QStringLiteral("kv_latent_width is given only with the other architecture keys");
    if (m.contains(QLatin1String("active_parameters"))) {
        if (!m.value(QLatin1String("mixture_of_experts")).toBool())
            return QStringLiteral("active_parameters is given for mixtures of experts only (mixture_of_experts: true)");
        if (m.contains(QLatin1String("parameters"))
            && m.value(QLatin1String("active_parameters")).toDouble() > m.value(QLatin1String("parameters")).toDouble())
            return QStringLiteral("active_parameters cannot exceed parameters");
    }
    if (m.value(QLatin1String("hardware_utilization")).toDouble() > 1)
        return QStringLiteral("hardware_utilization is a fraction, at most 1");
    const bool open = m.value(QLatin1String("model_accessibility")).toString().startsWith(QLatin1String("Open weights"));
    for (const char *key : {"weights_repository", "licence"}) {
        if (m.contains(QLatin1String(key)) && !open)
            return QStringLiteral("%1 is given for open-weight models only").arg(QLatin1String(key));
    }
    return QString();
}

// Every key of `object` is one the rules know, with a value they allow, and every required key is
// there: the first problem, or nothing.
QString checkKeys(const QJsonObject &object, const QHash<QString, Rule> &rules)
{
    for (auto it = object.constBegin(); it != object.constEnd(); ++it) {
        const auto rule = rules.constFind(it.key());
        if (rule == rules.constEnd())
            return QStringLiteral("unknown key %1").arg(quoted(it.key()));
        const QString problem = checkValue(*rule, it.value());
        if (!problem.isEmpty())
            return QStringLiteral("%1 %2").arg(it.key(), problem);
    }
    for (auto it = rules.constBegin(); it != rules.constEnd(); ++it) {
        if (it->required && !object.contains(it.key()))
            return QStringLiteral("%1 is missing").arg(it.key());
    }
    return QString();
}

} // namespace

namespace CatalogueSchema {

const QStringList &sourceSubjects()
{
    static const QStringList subjects = {QStringLiteral("entry"), QStringLiteral("parameters"),
                                         QStringLiteral("active_parameters"), QStringLiteral("mixture_of_experts"),
                                         QStringLiteral("architecture"), QStringLiteral("licence"),
                                         QStringLiteral("weights_repository"), QStringLiteral("no_text_output")};
    return subjects;
}

QString checkModel(const QJsonObject &model)
{
    const QString problem = checkKeys(model, modelRules());
    return problem.isEmpty() ? checkTogether(model) : problem;
}

QString checkOrganization(const QJsonObject &organization)
{
    static const QHash<QString, Rule> rules = {
        {QStringLiteral("name"), {Kind::Text, {}, true}},
        {QStringLiteral("category"), {Kind::Text, words({"Industry", "Academia", "Government", "Research collective"}), true}},
        {QStringLiteral("country"), {Kind::Text, {}, true}},
    };
    return checkKeys(organization, rules);
}

} // namespace CatalogueSchema
