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

namespace {

// CsvExporter::header()'s names.
int ownFieldFor(const QString &header)
{
    static const QHash<QString, int> known = {
        {QStringLiteral("name"), Name},
        {QStringLiteral("organizations"), Organizations},
        {QStringLiteral("organization_categories"), Categories},
        {QStringLiteral("countries"), Countries},
        {QStringLiteral("published"), Published},
        {QStringLiteral("domains"), Domains},
        {QStringLiteral("tasks"), Tasks},
        {QStringLiteral("approach"), Approach},
        {QStringLiteral("parameters"), Parameters},
        {QStringLiteral("active_parameters"), ActiveParameters},
        {QStringLiteral("training_compute_flop"), TrainingCompute},
        {QStringLiteral("training_dataset_size"), DatasetSize},
        {QStringLiteral("training_dataset_unit"), DatasetUnit},
        {QStringLiteral("epochs"), Epochs},
        {QStringLiteral("training_hardware"), TrainingHardware},
        {QStringLiteral("hardware_quantity"), HardwareQuantity},
        {QStringLiteral("training_time_hours"), TrainingTime},
        {QStringLiteral("hardware_utilization"), HardwareUtilization},
        {QStringLiteral("power_draw_w"), PowerDraw},
        {QStringLiteral("training_cost_usd"), TrainingCost},
        {QStringLiteral("model_accessibility"), ModelAccessibility},
        {QStringLiteral("training_code_accessibility"), TrainingCodeAccessibility},
        {QStringLiteral("confidence"), Confidence},
        {QStringLiteral("notability"), Notability},
        {QStringLiteral("frontier"), Frontier},
        {QStringLiteral("citations"), Citations},
        {QStringLiteral("reference"), Reference},
        {QStringLiteral("link"), Link},
        {QStringLiteral("layers"), Layers},
        {QStringLiteral("attention_heads"), AttentionHeads},
        {QStringLiteral("kv_heads"), KvHeads},
        {QStringLiteral("head_dim"), HeadDim},
        {QStringLiteral("context_length"), ContextLength},
        {QStringLiteral("attention_layers"), AttentionLayers},
        {QStringLiteral("kv_latent_width"), KvLatentWidth},
        {QStringLiteral("sliding_window"), SlidingWindow},
    };
    return known.value(header, -1);
}

} // namespace

bool isOwnExport(const QStringList &header)
{
    return header.size() >= 2 && header.at(0) == QLatin1String("name") && header.at(1) == QLatin1String("organizations");
}

QVector<int> map(const QStringList &header)
{
    const bool own = isOwnExport(header);
    QVector<int> columns(FieldCount, -1);
    for (int i = 0; i < header.size(); ++i) {
        const int field = own ? ownFieldFor(header.at(i)) : fieldFor(header.at(i));
        // The first column with a name wins; a later duplicate is ignored.
        if (field >= 0 && columns[field] < 0)
            columns[field] = i;
    }
    return columns;
}

} // namespace EpochColumns
