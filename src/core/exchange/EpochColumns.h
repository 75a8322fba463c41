#pragma once

#include <QHash>
#include <QStringList>

// Epoch AI's exports name the same column differently from one export to the next. This maps every
// known header variant to one field of ours; unknown headers are ignored. Our own CSV export
// (CsvExporter) is read too, by its own column names, so that what the program writes it can read back.
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
    // Only our own export has these.
    Approach,
    ActiveParameters,
    DatasetUnit,
    Layers,
    AttentionHeads,
    KvHeads,
    HeadDim,
    ContextLength,
    AttentionLayers,
    KvLatentWidth,
    SlidingWindow,
    FieldCount
};

// Field for a header of an Epoch export, or -1 when we do not use that column.
int fieldFor(const QString &header);
// Whether the header row is our own export's: its lists are joined with ';' and its text cells
// carry the spreadsheet guard of CsvWriter::neutralised().
bool isOwnExport(const QStringList &header);
// Column index per field (-1 when absent) for a header row.
QVector<int> map(const QStringList &header);

} // namespace EpochColumns
