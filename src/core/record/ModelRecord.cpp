#include "ModelRecord.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

QString ModelSource::toJson(const QVector<ModelSource> &sources)
{
    if (sources.isEmpty())
        return QString();
    QJsonArray array;
    for (const ModelSource &s : sources)
        array.append(QJsonObject{{QStringLiteral("what"), QJsonArray::fromStringList(s.what)},
                                 {QStringLiteral("where"), s.where},
                                 {QStringLiteral("checked"), s.checked.toString(Qt::ISODate)}});
    return QString::fromUtf8(QJsonDocument(array).toJson(QJsonDocument::Compact));
}

QVector<ModelSource> ModelSource::fromJson(const QString &json)
{
    QVector<ModelSource> sources;
    const QJsonArray array = QJsonDocument::fromJson(json.toUtf8()).array();
    sources.reserve(array.size());
    for (const QJsonValue &v : array) {
        const QJsonObject o = v.toObject();
        QStringList what;
        for (const QJsonValue &w : o.value(QLatin1String("what")).toArray())
            what.append(w.toString());
        sources.append({what, o.value(QLatin1String("where")).toString(),
                        QDate::fromString(o.value(QLatin1String("checked")).toString(), Qt::ISODate)});
    }
    return sources;
}

QString ModelSource::toText() const
{
    QString text = what.join(QStringLiteral(", ")) + QStringLiteral(": ") + where;
    if (checked.isValid())
        text += QStringLiteral(" (checked %1)").arg(checked.toString(Qt::ISODate));
    return text;
}

bool ModelRecord::weightsPublished() const
{
    return modelAccessibility.startsWith(QLatin1String("Open weights"));
}

bool ModelRecord::generatesText() const
{
    if (noTextOutput)
        return false;
    if (domains.isEmpty())
        return true;
    for (const QString &domain : domains) {
        if (domain == QLatin1String("Language") || domain == QLatin1String("Multimodal")
            || domain == QLatin1String("Mathematics"))
            return true;
    }
    return false;
}

bool ModelRecord::likelyAbove1e23Flop() const
{
    return trainingComputeFlop && *trainingComputeFlop >= 1e23;
}

bool ModelRecord::hasArchitecture() const
{
    return layers && kvHeads && headDim;
}

std::optional<int> ModelRecord::kvCacheLayers() const
{
    return attentionLayers ? attentionLayers : layers;
}

int ModelRecord::slidingWindowLayers() const
{
    if (!slidingWindow || *slidingWindow < 1 || !layers || !attentionLayers)
        return 0;
    return std::max(*layers - *attentionLayers, 0);
}

bool ModelRecord::attentionFree() const
{
    return attentionLayers && *attentionLayers == 0;
}

bool ModelRecord::isMixtureOfExperts() const
{
    // Active parameters are only ever given for a mixture of experts (a model entered by hand on the
    // command line has no flag).
    return mixtureOfExperts.value_or(activeParameters.has_value());
}

bool ModelRecord::operator==(const ModelRecord &o) const
{
    // Compares the catalogue facts only: id is storage, categories/countries follow organisations.
    return key == o.key && name == o.name && organizations == o.organizations
        && published == o.published && authors == o.authors && domains == o.domains
        && tasks == o.tasks && approach == o.approach && parameters == o.parameters
        && activeParameters == o.activeParameters && datasetSize == o.datasetSize
        && datasetUnit == o.datasetUnit && epochs == o.epochs
        && trainingComputeFlop == o.trainingComputeFlop && computeMethod == o.computeMethod
        && confidence == o.confidence && trainingHardware == o.trainingHardware
        && hardwareQuantity == o.hardwareQuantity && trainingTimeHours == o.trainingTimeHours
        && hardwareUtilization == o.hardwareUtilization && powerDrawW == o.powerDrawW
        && trainingCostUsd == o.trainingCostUsd && modelAccessibility == o.modelAccessibility
        && trainingCodeAccessibility == o.trainingCodeAccessibility && notability == o.notability
        && frontier == o.frontier && citations == o.citations && reference == o.reference
        && link == o.link && lastModified == o.lastModified && layers == o.layers
        && attentionHeads == o.attentionHeads && kvHeads == o.kvHeads && headDim == o.headDim
        && attentionLayers == o.attentionLayers && slidingWindow == o.slidingWindow && kvLatentWidth == o.kvLatentWidth
        && contextLength == o.contextLength && note == o.note
        && weightsRepository == o.weightsRepository && licence == o.licence
        && mixtureOfExperts == o.mixtureOfExperts && noTextOutput == o.noTextOutput && sources == o.sources;
}
