#include "EpochColumns.h"

namespace EpochColumns {

int fieldFor(const QString &header)
{
    static const QHash<QString, int> known = {
        {QStringLiteral("model"), Name},
        {QStringLiteral("system"), Name},
        {QStringLiteral("organization"), Organizations},
        {QStringLiteral("organisation"), Organizations},
        {QStringLiteral("publication date"), Published},
        {QStringLiteral("domain"), Domains},
        {QStringLiteral("task"), Tasks},
        {QStringLiteral("parameters"), Parameters},
        {QStringLiteral("training compute (flop)"), TrainingCompute},
        {QStringLiteral("training dataset size (gradients)"), DatasetSize},
        {QStringLiteral("training dataset size (datapoints)"), DatasetSize},
        {QStringLiteral("(deprecated) training dataset size (datapoints)"), DatasetSize},
        {QStringLiteral("training dataset size (total)"), DatasetSize},
        {QStringLiteral("confidence"), Confidence},
        {QStringLiteral("link"), Link},
        {QStringLiteral("reference"), Reference},
        {QStringLiteral("citations"), Citations},
        {QStringLiteral("authors"), Authors},
        {QStringLiteral("organization categorization"), Categories},
        {QStringLiteral("organization categorization (from organization)"), Categories},
        {QStringLiteral("country (of organization)"), Countries},
        {QStringLiteral("country (from organization)"), Countries},
        {QStringLiteral("notability criteria"), Notability},
        {QStringLiteral("epochs"), Epochs},
        {QStringLiteral("training time (hours)"), TrainingTime},
        {QStringLiteral("training hardware"), TrainingHardware},
        {QStringLiteral("hardware quantity"), HardwareQuantity},
        {QStringLiteral("hardware utilization (mfu)"), HardwareUtilization},
        {QStringLiteral("hardware utilization"), HardwareUtilization},
        {QStringLiteral("training compute cost (2023 usd)"), TrainingCost},
        {QStringLiteral("training compute cost (2020 usd)"), TrainingCost},
        {QStringLiteral("training power draw (w)"), PowerDraw},
        {QStringLiteral("model accessibility"), ModelAccessibility},
        {QStringLiteral("training code accessibility"), TrainingCodeAccessibility},
        {QStringLiteral("frontier model"), Frontier},
    };
    return known.value(header.trimmed().toLower(), -1);
}

QVector<int> map(const QStringList &header)
{
    QVector<int> columns(FieldCount, -1);
    for (int i = 0; i < header.size(); ++i) {
        const int field = fieldFor(header.at(i));
        // The first column with a name wins; a later duplicate is ignored.
        if (field >= 0 && columns[field] < 0)
            columns[field] = i;
    }
    return columns;
}

} // namespace EpochColumns
