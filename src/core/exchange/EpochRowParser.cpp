#include "EpochRowParser.h"

#include "CsvWriter.h"
#include "EpochColumns.h"
#include "ModelKey.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QLocale>

#include <cmath>
#include <limits>

using namespace EpochColumns;

namespace {

// The largest whole number a double holds exactly: counts beyond it cannot be read without change,
// and far beyond it (1e19) they do not fit a 64-bit integer at all.
constexpr qint64 largestCount = qint64(1) << 53;

QStringList splitList(const QString &text, QChar separator)
{
    QStringList values;
    const QStringList parts = text.split(separator);
    for (const QString &part : parts) {
        const QString value = part.trimmed();
        if (!value.isEmpty() && !values.contains(value))
            values.append(value);
    }
    return values;
}

// One row of the file, read field by field; values that do not parse become problems.
class RowReader
{
public:
    RowReader(const QStringList &fields, const QVector<int> &columns, const QStringList &header, qint64 line,
              bool ownExport, QVector<ImportProblem> *problems)
        : m_fields(fields), m_columns(columns), m_header(header), m_line(line), m_ownExport(ownExport), m_problems(problems)
    {
    }

    QString text(Field field) const
    {
        const int column = m_columns.at(field);
        if (column < 0 || column >= m_fields.size())
            return QString();
        // Our own export guards formula-like cells with a quote; only there is it not data.
        return (m_ownExport ? CsvWriter::restored(m_fields.at(column)) : m_fields.at(column)).trimmed();
    }

    QStringList list(Field field) const
    {
        return splitList(text(field), m_ownExport ? QLatin1Char(';') : QLatin1Char(','));
    }

    std::optional<double> number(Field field) const
    {
        const QString value = text(field);
        if (value.isEmpty())
            return std::nullopt;
        bool ok = false;
        const double parsed = value.toDouble(&ok); // QString::toDouble is always the C locale
        if (ok && parsed >= 0 && std::isfinite(parsed))
            return parsed;
        problem(field, value, QCoreApplication::translate("EpochImporter", "not a number"));
        return std::nullopt;
    }

    // A count: refused past `largest` like any value that cannot be read (rounding 1e19 to a 64-bit
    // integer is undefined behaviour and stored -9223372036854775808).
    std::optional<qint64> integer(Field field, qint64 largest = largestCount) const
    {
        const auto value = number(field);
        if (!value)
            return std::nullopt;
        if (*value > double(largest)) {
            problem(field, text(field),
                    QCoreApplication::translate("EpochImporter", "out of range (at most %1)").arg(QLocale().toString(largest)));
            return std::nullopt;
        }
        return qRound64(*value);
    }

    std::optional<int> smallInteger(Field field) const
    {
        const auto value = integer(field, std::numeric_limits<int>::max());
        return value ? std::optional<int>(int(*value)) : std::nullopt;
    }

    // YYYY-MM-DD, or an ISO date and time; "2024-01-01junk" is not a date.
    QDate date(Field field) const
    {
        const QString value = text(field);
        if (value.isEmpty())
            return {};
        QDate parsed;
        if (value.size() == 10) {
            parsed = QDate::fromString(value, Qt::ISODate);
        } else if (value.size() > 10 && (value.at(10) == QLatin1Char('T') || value.at(10) == QLatin1Char(' '))) {
            QString dateTime = value;
            dateTime[10] = QLatin1Char('T');
            parsed = QDateTime::fromString(dateTime, Qt::ISODate).date();
        }
        if (!parsed.isValid())
            problem(field, value, QCoreApplication::translate("EpochImporter", "not a date (YYYY-MM-DD)"));
        return parsed;
    }

    void problem(Field field, const QString &value, const QString &message) const
    {
        m_problems->append({m_line, m_header.value(m_columns.at(field)), value.left(200), message});
    }

private:
    const QStringList &m_fields;
    const QVector<int> &m_columns;
    const QStringList &m_header;
    qint64 m_line;
    bool m_ownExport;
    QVector<ImportProblem> *m_problems;
};

} // namespace

EpochRowParser::EpochRowParser(const QStringList &header, const QVector<int> &columns)
    : m_header(header)
    , m_columns(columns)
    , m_ownExport(EpochColumns::isOwnExport(header))
{
}

EpochRow EpochRowParser::parse(const QStringList &fields, qint64 line)
{
    EpochRow result;
    result.line = line;
    const RowReader row(fields, m_columns, m_header, line, m_ownExport, &result.problems);
    ModelRecord &in = result.record;
    in.name = row.text(Name).simplified();
    if (in.name.isEmpty()) {
        result.problems.append({line, m_header.value(m_columns.at(Name)), QString(), QCoreApplication::translate("EpochImporter", "no model name; row skipped")});
        result.skipped = true;
        return result;
    }
    in.key = ModelKey::fromName(in.name);
    if (const auto earlier = m_seen.constFind(in.key); earlier != m_seen.cend()) {
        result.problems.append({line, m_header.value(m_columns.at(Name)), in.name,
                                QCoreApplication::translate("EpochImporter", "the same model as line %1; row skipped").arg(*earlier)});
        result.skipped = true;
        return result;
    }
    m_seen.insert(in.key, line);
    in.organizations = row.list(Organizations);
    in.published = row.date(Published);
    in.authors = row.text(Authors);
    in.domains = row.list(Domains);
    in.tasks = row.list(Tasks);
    in.parameters = row.number(Parameters);
    in.datasetSize = row.number(DatasetSize);
    // Epoch's exports count data points; our own export says which unit. The importer takes
    // "datapoints" when a new size comes without one.
    if (const QString unit = row.text(DatasetUnit); unit == QLatin1String("tokens") || unit == QLatin1String("datapoints"))
        in.datasetUnit = unit;
    else if (!unit.isEmpty())
        row.problem(DatasetUnit, unit, QCoreApplication::translate("EpochImporter", "not a dataset unit (tokens or datapoints)"));
    in.approach = row.text(Approach);
    in.activeParameters = row.number(ActiveParameters);
    in.layers = row.smallInteger(Layers);
    in.attentionHeads = row.smallInteger(AttentionHeads);
    in.kvHeads = row.smallInteger(KvHeads);
    in.headDim = row.smallInteger(HeadDim);
    in.contextLength = row.smallInteger(ContextLength);
    // Of the layers this row gives, those with a KV cache (a hybrid's): fewer than all of them. 0: no
    // attention at all (a pure state-space model), so no KV heads or head dimension to go with it.
    in.attentionLayers = row.smallInteger(AttentionLayers);
    if (in.attentionLayers && *in.attentionLayers == 0 && (in.kvHeads || in.headDim)) {
        row.problem(AttentionLayers, row.text(AttentionLayers),
                    QCoreApplication::translate("EpochImporter", "0 (no attention) beside the KV heads or head dimension "
                                                                 "of the same row"));
        in.attentionLayers.reset();
    } else if (in.attentionLayers && *in.attentionLayers > 0 && (!in.layers || *in.attentionLayers >= *in.layers)) {
        row.problem(AttentionLayers, row.text(AttentionLayers),
                    QCoreApplication::translate("EpochImporter", "not fewer than the layers of the same row"));
        in.attentionLayers.reset();
    }
    // The window of the layers beyond the full-attention ones: it needs them.
    in.slidingWindow = row.smallInteger(SlidingWindow);
    if (in.slidingWindow && (!in.attentionLayers || *in.attentionLayers < 1 || *in.slidingWindow < 1)) {
        row.problem(SlidingWindow, row.text(SlidingWindow),
                    QCoreApplication::translate("EpochImporter", "given without the attention layers of the same row"));
        in.slidingWindow.reset();
    }
    // A cached latent stands in for the keys and values of the heads this row describes.
    in.kvLatentWidth = row.smallInteger(KvLatentWidth);
    if (in.kvLatentWidth && (!in.layers || !in.kvHeads || !in.headDim || *in.kvLatentWidth < 1)) {
        row.problem(KvLatentWidth, row.text(KvLatentWidth),
                    QCoreApplication::translate("EpochImporter", "given without the layers, KV heads and head dimension of "
                                                                 "the same row"));
        in.kvLatentWidth.reset();
    }
    in.epochs = row.number(Epochs);
    in.trainingComputeFlop = row.number(TrainingCompute);
    in.confidence = row.text(Confidence);
    in.trainingHardware = row.list(TrainingHardware);
    in.hardwareQuantity = row.integer(HardwareQuantity);
    in.trainingTimeHours = row.number(TrainingTime);
    in.hardwareUtilization = row.number(HardwareUtilization);
    in.powerDrawW = row.number(PowerDraw);
    in.trainingCostUsd = row.number(TrainingCost);
    in.modelAccessibility = row.text(ModelAccessibility);
    in.trainingCodeAccessibility = row.text(TrainingCodeAccessibility);
    in.notability = row.list(Notability);
    in.frontier = row.text(Frontier).compare(QLatin1String("true"), Qt::CaseInsensitive) == 0;
    in.citations = row.integer(Citations);
    in.reference = row.text(Reference);
    // Epoch lists several addresses with commas; our own export writes one, which may hold commas.
    const QString link = m_ownExport ? row.text(Link) : row.text(Link).split(QLatin1Char(',')).first().trimmed();
    // Only web addresses become links; anything else would be a way to run something on click.
    if (link.startsWith(QLatin1String("https://")) || link.startsWith(QLatin1String("http://")))
        in.link = link;
    else if (!link.isEmpty())
        row.problem(Link, link, QCoreApplication::translate("EpochImporter", "not an http(s) address"));

    // Organisation types and countries come as lists parallel to the organisations.
    const QChar separator = m_ownExport ? QLatin1Char(';') : QLatin1Char(',');
    const QStringList categories = row.text(Categories).split(separator);
    const QStringList countries = row.text(Countries).split(separator);
    for (int i = 0; i < in.organizations.size(); ++i) {
        Organization org{in.organizations.at(i), QString(), QString()};
        if (categories.size() == in.organizations.size())
            org.category = categories.at(i).trimmed();
        if (countries.size() == in.organizations.size())
            org.country = countries.at(i).trimmed();
        result.organizations.append(org);
    }
    return result;
}
