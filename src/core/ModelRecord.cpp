#include "ModelRecord.h"

bool ModelRecord::weightsPublished() const
{
    return modelAccessibility.startsWith(QLatin1String("Open weights"));
}

bool ModelRecord::likelyAbove1e23Flop() const
{
    return trainingComputeFlop && *trainingComputeFlop >= 1e23;
}

bool ModelRecord::hasArchitecture() const
{
    return layers && kvHeads && headDim;
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
        && contextLength == o.contextLength && note == o.note
        && weightsRepository == o.weightsRepository;
}
