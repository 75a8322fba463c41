#include "MoeArchitecture.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

const MoeArchitecture &MoeArchitecture::shipped()
{
    static const MoeArchitecture architecture = [] {
        MoeArchitecture a;
        QFile file(QStringLiteral(":/data/moe-architecture.json"));
        QString error;
        if (!file.open(QIODevice::ReadOnly))
            error = file.errorString();
        else
            a.loadFromJson(file.readAll(), &error);
        if (!error.isEmpty())
            qWarning("Mixture-of-experts routing: %s", qPrintable(error));
        return a;
    }();
    return architecture;
}

bool MoeArchitecture::loadFromJson(const QByteArray &json, QString *error)
{
    const QJsonObject root = QJsonDocument::fromJson(json).object();
    if (root.value(QLatin1String("format")).toString() != QLatin1String("model-atlas-moe-architecture")
        || root.value(QLatin1String("version")).toInt() != 1) {
        if (error)
            *error = QStringLiteral("not a version 1 model-atlas-moe-architecture file");
        return false;
    }
    QHash<QString, Routing> routing;
    const QJsonArray models = root.value(QLatin1String("models")).toArray();
    for (const QJsonValue &v : models) {
        const QJsonObject o = v.toObject();
        Routing r;
        r.experts = o.value(QLatin1String("experts")).toInt();
        r.activeExperts = o.value(QLatin1String("active_experts")).toInt();
        r.nativeMxfp4 = o.value(QLatin1String("native_format")).toString() == QLatin1String("MXFP4");
        r.source = o.value(QLatin1String("source")).toString();
        const QJsonArray names = o.value(QLatin1String("names")).toArray();
        if (r.experts < 2 || r.activeExperts < 1 || r.activeExperts >= r.experts || names.isEmpty()
            || !r.source.startsWith(QLatin1String("https://"))) {
            if (error)
                *error = QStringLiteral("incomplete entry %1").arg(routing.size() + 1);
            return false;
        }
        for (const QJsonValue &n : names)
            routing.insert(n.toString(), r);
    }
    m_routing = routing;
    return true;
}

std::optional<MoeArchitecture::Routing> MoeArchitecture::find(const QString &modelName) const
{
    const auto it = m_routing.constFind(modelName);
    if (it == m_routing.constEnd())
        return std::nullopt;
    return *it;
}

double MoeArchitecture::expertBitsPerWeight(const ExpertSplit &split, Quantization::Type type)
{
    return Quantization::expertBitsPerWeight(split.expertsMxfp4 ? Quantization::Type::MXFP4 : type);
}

double MoeArchitecture::expertGb(const ExpertSplit &split, Quantization::Type type)
{
    return split.expertParameters * expertBitsPerWeight(split, type) / 8.0 / 1e9;
}

double MoeArchitecture::activeExpertGb(const ExpertSplit &split, Quantization::Type type)
{
    return split.activeExpertParameters * expertBitsPerWeight(split, type) / 8.0 / 1e9;
}

double MoeArchitecture::sharedGb(const ExpertSplit &split, Quantization::Type type)
{
    return split.sharedParameters * Quantization::sharedBitsPerWeight(type) / 8.0 / 1e9;
}

ExpertSplit MoeArchitecture::split(double parameters, double activeParameters, const std::optional<Routing> &routing)
{
    ExpertSplit s;
    if (!(parameters > 0) || !(activeParameters > 0) || activeParameters >= parameters)
        return s;
    const double activeShare = routing ? double(routing->activeExperts) / routing->experts : assumedActiveShare;
    s.approximate = !routing;
    s.expertsMxfp4 = routing && routing->nativeMxfp4;
    // total = shared + experts and active = shared + share × experts, hence:
    s.expertParameters = std::min(parameters, (parameters - activeParameters) / (1.0 - activeShare));
    s.sharedParameters = parameters - s.expertParameters;
    s.activeExpertParameters = activeParameters - s.sharedParameters;
    return s;
}
