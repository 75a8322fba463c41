#pragma once

#include "HardwareDevice.h"
#include "HardwareRecord.h"

#include <QHash>
#include <QVector>

// Which models were trained on which device, worked out once per set of models: the From hardware
// tab names the models trained on the chosen chip at every change of device, and looking up every
// model's training hardware in the hardware catalogue each time cost tens of milliseconds at 100,000
// models. Epoch's spellings are aliases in hardware.json, so the catalogue decides which device a
// name means; a name it does not know matches a device of the same normalised name.
class TrainedOnIndex
{
public:
    TrainedOnIndex() = default;
    explicit TrainedOnIndex(const QVector<HardwareRecord> &models);

    // Indexes into the models, the largest training runs (chip count) first, then catalogue order.
    QVector<int> modelsTrainedOn(const HardwareDevice &device) const;

private:
    QHash<QString, QVector<int>> m_byKey;   // ascending model indexes per key
    QVector<qint64> m_chips;                 // per model: chips on record, 0 when not
};
