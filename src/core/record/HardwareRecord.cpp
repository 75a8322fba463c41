#include "HardwareRecord.h"

HardwareRecord::HardwareRecord(const ModelRecord &r)
    : id(r.id)
    , name(r.name)
    , modelAccessibility(r.modelAccessibility)
    , domains(r.domains)
    , trainingHardware(r.trainingHardware)
    , parameters(r.parameters)
    , activeParameters(r.activeParameters)
    , hardwareQuantity(r.hardwareQuantity)
    , layers(r.layers)
    , attentionHeads(r.attentionHeads)
    , kvHeads(r.kvHeads)
    , headDim(r.headDim)
    , attentionLayers(r.attentionLayers)
    , slidingWindow(r.slidingWindow)
    , kvLatentWidth(r.kvLatentWidth)
    , contextLength(r.contextLength)
    , mixtureOfExperts(r.mixtureOfExperts)
    , noTextOutput(r.noTextOutput)
{
}

QVector<HardwareRecord> HardwareRecord::of(const QVector<ModelRecord> &records)
{
    QVector<HardwareRecord> out;
    out.reserve(records.size());
    for (const ModelRecord &r : records)
        out.append(HardwareRecord(r));
    return out;
}

ModelRecord HardwareRecord::toRecord() const
{
    ModelRecord r;
    r.id = id;
    r.name = name;
    r.modelAccessibility = modelAccessibility;
    r.domains = domains;
    r.trainingHardware = trainingHardware;
    r.parameters = parameters;
    r.activeParameters = activeParameters;
    r.hardwareQuantity = hardwareQuantity;
    r.layers = layers;
    r.attentionHeads = attentionHeads;
    r.kvHeads = kvHeads;
    r.headDim = headDim;
    r.attentionLayers = attentionLayers;
    r.slidingWindow = slidingWindow;
    r.kvLatentWidth = kvLatentWidth;
    r.contextLength = contextLength;
    r.mixtureOfExperts = mixtureOfExperts;
    r.noTextOutput = noTextOutput;
    return r;
}

bool HardwareRecord::operator==(const HardwareRecord &o) const
{
    return id == o.id && name == o.name && modelAccessibility == o.modelAccessibility && domains == o.domains
        && trainingHardware == o.trainingHardware && parameters == o.parameters && activeParameters == o.activeParameters
        && hardwareQuantity == o.hardwareQuantity && layers == o.layers && attentionHeads == o.attentionHeads
        && kvHeads == o.kvHeads && headDim == o.headDim && attentionLayers == o.attentionLayers && slidingWindow == o.slidingWindow
        && kvLatentWidth == o.kvLatentWidth && contextLength == o.contextLength
        && mixtureOfExperts == o.mixtureOfExperts && noTextOutput == o.noTextOutput;
}
