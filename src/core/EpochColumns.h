#pragma once

#include <QHash>
#include <QStringList>

// Epoch AI's exports name the same column differently from one export to the next. This maps every
// known header variant to one field of ours; unknown headers are ignored.
namespace EpochColumns {

enum Field {
    Name,
    Organizations,
    Published,
    Domains,
    Tasks,
    Parameters,
    TrainingCompute,
    DatasetSize,
    Confidence,
    Link,
    Reference,
    Citations,
    Authors,
    Categories,
    Countries,
    Notability,
    Epochs,
    TrainingTime,
    TrainingHardware,
    HardwareQuantity,
    HardwareUtilization,
    TrainingCost,
    PowerDraw,
    ModelAccessibility,
    TrainingCodeAccessibility,
    Frontier,
    FieldCount
};

// Field for a header, or -1 when we do not use that column.
int fieldFor(const QString &header);
// Column index per field (-1 when absent) for a header row.
QVector<int> map(const QStringList &header);

} // namespace EpochColumns
