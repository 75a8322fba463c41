#pragma once

#include "ModelRecord.h"

#include <QString>
#include <QStringList>
#include <QVector>

#include <optional>

// The fields of a model the hardware estimates and the From hardware tab read, and nothing else:
// about 200 bytes where a ModelRecord is 784 (every field a model page may show). At 100,000 models
// the tab kept 78 MB of records that were nearly all empty fields. The names are a ModelRecord's, so
// code that reads these fields reads either; toRecord() gives the ModelRecord the estimator takes,
// with exactly these fields set and every other one empty, as the database read always gave it.
struct HardwareRecord
{
    qint64 id = 0;
    QString name;
    QString modelAccessibility;
    QStringList domains;
    QStringList trainingHardware;
    std::optional<double> parameters;
    std::optional<double> activeParameters;
    std::optional<qint64> hardwareQuantity;
    std::optional<int> layers;
    std::optional<int> attentionHeads;
    std::optional<int> kvHeads;
    std::optional<int> headDim;
    std::optional<int> attentionLayers;
    std::optional<int> slidingWindow;
    std::optional<int> kvLatentWidth;
    std::optional<int> contextLength;
    std::optional<bool> mixtureOfExperts;
    bool noTextOutput = false;

    HardwareRecord() = default;
    // The fields above of `record`.
    explicit HardwareRecord(const ModelRecord &record);
    static QVector<HardwareRecord> of(const QVector<ModelRecord> &records);

    ModelRecord toRecord() const;
    bool operator==(const HardwareRecord &other) const;
    bool operator!=(const HardwareRecord &other) const { return !(*this == other); }
};
