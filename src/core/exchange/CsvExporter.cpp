#include "CsvExporter.h"

#include "CsvWriter.h"
#include "ModelRepository.h"
#include "NativeFile.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QLocale>

#include <cmath>
#include <iterator>

namespace {

QString plain(const std::optional<double> &value)
{
    // Shortest text that reads back as the same double; QString::number is always C locale.
    if (!value)
        return QString();
    // Whole numbers as digits (175000000000), others in their shortest exact form (2.7385671436e+23).
    if (*value == std::floor(*value) && std::fabs(*value) < 1e15)
        return QString::number(qint64(*value));
    return QString::number(*value, 'g', QLocale::FloatingPointShortest);
}

QString plain(const std::optional<qint64> &value)
{
    return value ? QString::number(*value) : QString();
}

QString plain(const std::optional<int> &value)
{
    return value ? QString::number(*value) : QString();
}

QString joined(const QStringList &values)
{
    return values.join(QLatin1Char(';'));
}

// Known either way, or empty when not on record.
QString moe(const std::optional<bool> &value)
{
    return value ? (*value ? QStringLiteral("true") : QStringLiteral("false")) : QString();
}

// One source after another, " | " between them: a source's address may itself hold ";".
QString sourcesText(const QVector<ModelSource> &sources)
{
    QStringList parts;
    for (const ModelSource &source : sources)
        parts.append(source.toText());
    return parts.join(QStringLiteral(" | "));
}

// The same values for JSON: a value not on record is null rather than an empty cell.
template <typename T>
QJsonValue json(const std::optional<T> &value)
{
    return value ? QJsonValue(double(*value)) : QJsonValue();
}

QJsonValue json(const QString &text)
{
    return text.isEmpty() ? QJsonValue() : QJsonValue(text);
}

QJsonValue json(const QDate &date)
{
    return date.isValid() ? QJsonValue(date.toString(Qt::ISODate)) : QJsonValue();
}

QJsonValue json(const QStringList &values)
{
    return QJsonArray::fromStringList(values);
}

} // namespace

CsvExporter::CsvExporter(QSqlDatabase db)
    : m_db(std::move(db))
{
}

QStringList CsvExporter::header()
{
    return {QStringLiteral("name"), QStringLiteral("organizations"), QStringLiteral("organization_categories"),
            QStringLiteral("countries"), QStringLiteral("published"), QStringLiteral("domains"),
            QStringLiteral("tasks"), QStringLiteral("approach"), QStringLiteral("parameters"),
            QStringLiteral("active_parameters"), QStringLiteral("training_compute_flop"),
            QStringLiteral("training_dataset_size"), QStringLiteral("training_dataset_unit"),
            QStringLiteral("epochs"), QStringLiteral("training_hardware"), QStringLiteral("hardware_quantity"),
            QStringLiteral("training_time_hours"), QStringLiteral("hardware_utilization"),
            QStringLiteral("power_draw_w"), QStringLiteral("training_cost_usd"),
            QStringLiteral("model_accessibility"), QStringLiteral("training_code_accessibility"),
            QStringLiteral("confidence"), QStringLiteral("notability"), QStringLiteral("frontier"),
            QStringLiteral("citations"), QStringLiteral("reference"), QStringLiteral("link"),
            QStringLiteral("last_modified"), QStringLiteral("layers"), QStringLiteral("attention_heads"),
            QStringLiteral("kv_heads"), QStringLiteral("head_dim"), QStringLiteral("context_length"),
            QStringLiteral("mixture_of_experts"), QStringLiteral("weights_repository"), QStringLiteral("licence"),
            QStringLiteral("sources"), QStringLiteral("attention_layers"),
            QStringLiteral("kv_latent_width"), QStringLiteral("sliding_window"), QStringLiteral("no_text_output")};
}

QJsonObject CsvExporter::toJson(const ModelRecord &m)
{
    QStringList sources;
    for (const ModelSource &source : m.sources)
        sources.append(source.toText());
    // In header() order, one value per key.
    const QJsonValue values[] = {
        m.name, json(m.organizations), json(m.categories), json(m.countries), json(m.published),
        json(m.domains), json(m.tasks), json(m.approach), json(m.parameters), json(m.activeParameters),
        json(m.trainingComputeFlop), json(m.datasetSize), json(m.datasetUnit), json(m.epochs),
        json(m.trainingHardware), json(m.hardwareQuantity), json(m.trainingTimeHours),
        json(m.hardwareUtilization), json(m.powerDrawW), json(m.trainingCostUsd), json(m.modelAccessibility),
        json(m.trainingCodeAccessibility), json(m.confidence), json(m.notability), m.frontier,
        json(m.citations), json(m.reference), json(m.link), json(m.lastModified), json(m.layers),
        json(m.attentionHeads), json(m.kvHeads), json(m.headDim), json(m.contextLength),
        m.mixtureOfExperts ? QJsonValue(*m.mixtureOfExperts) : QJsonValue(), json(m.weightsRepository),
        json(m.licence), json(sources), json(m.attentionLayers),
        json(m.kvLatentWidth), json(m.slidingWindow), m.noTextOutput};
    const QStringList keys = header();
    Q_ASSERT(keys.size() == qsizetype(std::size(values)));
    QJsonObject object;
    for (qsizetype i = 0; i < keys.size(); ++i)
        object.insert(keys.at(i), values[i]);
    return object;
}

bool CsvExporter::exportTo(const QString &path, int *rowsWritten, QString *error) const
{
    return write(NativeFile::encode(path), [this](QString *readError) { return ModelRepository(m_db).all(readError); }, rowsWritten, error);
}

bool CsvExporter::exportModels(const QString &path, const QVector<qint64> &ids, int *rowsWritten, QString *error) const
{
    return write(NativeFile::encode(path), [this, &ids](QString *readError) { return ModelRepository(m_db).byIds(ids, readError); },
                 rowsWritten, error);
}

bool CsvExporter::writeRows(QIODevice *file, const QVector<ModelRecord> &models, int *rows)
{
    CsvWriter writer(file);
    bool ok = writer.writeRow(header());
    for (const ModelRecord &m : models) {
        if (!ok)
            break;
        QStringList cells{m.name, joined(m.organizations), joined(m.categories), joined(m.countries),
                          m.published.isValid() ? m.published.toString(Qt::ISODate) : QString(),
                          joined(m.domains), joined(m.tasks), m.approach, plain(m.parameters),
                          plain(m.activeParameters), plain(m.trainingComputeFlop), plain(m.datasetSize),
                          m.datasetUnit, plain(m.epochs), joined(m.trainingHardware),
                          plain(m.hardwareQuantity), plain(m.trainingTimeHours),
                          plain(m.hardwareUtilization), plain(m.powerDrawW), plain(m.trainingCostUsd),
                          m.modelAccessibility, m.trainingCodeAccessibility, m.confidence,
                          joined(m.notability), m.frontier ? QStringLiteral("true") : QString(),
                          plain(m.citations), m.reference, m.link,
                          m.lastModified.isValid() ? m.lastModified.toString(Qt::ISODate) : QString(),
                          plain(m.layers), plain(m.attentionHeads), plain(m.kvHeads), plain(m.headDim),
                          plain(m.contextLength), moe(m.mixtureOfExperts), m.weightsRepository, m.licence,
                          sourcesText(m.sources), plain(m.attentionLayers),
                          plain(m.kvLatentWidth), plain(m.slidingWindow),
                          m.noTextOutput ? QStringLiteral("true") : QString()};
        // Catalogue text comes from files anyone can write: a name such as =HYPERLINK(…) must reach a
        // spreadsheet as text, not as a formula it runs. Numbers pass unchanged.
        for (QString &cell : cells)
            cell = CsvWriter::neutralised(cell);
        ok = writer.writeRow(cells);
        if (ok)
            ++*rows;
    }
    return ok;
}

bool CsvExporter::write(const QByteArray &path, const std::function<QVector<ModelRecord>(QString *)> &read,
                        int *rowsWritten, QString *error) const
{
    // Read first: a catalogue that cannot be read whole writes no file at all, rather than a short one.
    QString readError;
    const QVector<ModelRecord> models = read(&readError);
    if (!readError.isEmpty()) {
        if (error)
            *error = QCoreApplication::translate("CsvExporter", "the catalogue could not be read (%1)").arg(readError);
        return false;
    }
    // Written beside the file and renamed over it: a full disk or a read-only folder leaves an earlier
    // export whole; a pipe or a device (/dev/stdout) is written into.
    int rows = 0;
    QString writeError;
    const auto rowsOf = [&](QIODevice *file, QString *) { return writeRows(file, models, &rows); };
    if (!NativeFile::writeAtomically(path, rowsOf, &writeError)) {
        if (error)
            *error = writeError;
        return false;
    }
    if (rowsWritten)
        *rowsWritten = rows;
    return true;
}

bool CsvExporter::exportToNative(const QByteArray &path, int *rowsWritten, QString *error) const
{
    return write(path, [this](QString *readError) { return ModelRepository(m_db).all(readError); }, rowsWritten, error);
}
