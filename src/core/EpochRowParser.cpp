#include "EpochRowParser.h"

#include "EpochColumns.h"
#include "ModelKey.h"

#include <QCoreApplication>

#include <cmath>

using namespace EpochColumns;

namespace {

QStringList splitList(const QString &text)
{
    QStringList values;
    const QStringList parts = text.split(QLatin1Char(','));
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
              QVector<ImportProblem> *problems)
        : m_fields(fields), m_columns(columns), m_header(header), m_line(line), m_problems(problems)
    {
    }

    QString text(Field field) const
    {
        const int column = m_columns.at(field);
        return column >= 0 && column < m_fields.size() ? m_fields.at(column).trimmed() : QString();
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

    std::optional<qint64> integer(Field field) const
    {
        const auto value = number(field);
        return value ? std::optional<qint64>(qRound64(*value)) : std::nullopt;
    }

    QDate date(Field field) const
    {
        const QString value = text(field);
        if (value.isEmpty())
            return {};
        const QDate parsed = QDate::fromString(value.left(10), Qt::ISODate);
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
    QVector<ImportProblem> *m_problems;
};

} // namespace

EpochRowParser::EpochRowParser(const QStringList &header, const QVector<int> &columns)
    : m_header(header)
    , m_columns(columns)
{
}

EpochRow EpochRowParser::parse(const QStringList &fields, qint64 line)
{
    EpochRow result;
    result.line = line;
    const RowReader row(fields, m_columns, m_header, line, &result.problems);
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
    in.organizations = splitList(row.text(Organizations));
    in.published = row.date(Published);
    in.authors = row.text(Authors);
    in.domains = splitList(row.text(Domains));
    in.tasks = splitList(row.text(Tasks));
    in.parameters = row.number(Parameters);
    in.datasetSize = row.number(DatasetSize);
    if (in.datasetSize)
        in.datasetUnit = QStringLiteral("datapoints");
    in.epochs = row.number(Epochs);
    in.trainingComputeFlop = row.number(TrainingCompute);
    in.confidence = row.text(Confidence);
    in.trainingHardware = splitList(row.text(TrainingHardware));
    in.hardwareQuantity = row.integer(HardwareQuantity);
    in.trainingTimeHours = row.number(TrainingTime);
    in.hardwareUtilization = row.number(HardwareUtilization);
    in.powerDrawW = row.number(PowerDraw);
    in.trainingCostUsd = row.number(TrainingCost);
    in.modelAccessibility = row.text(ModelAccessibility);
    in.trainingCodeAccessibility = row.text(TrainingCodeAccessibility);
    in.notability = splitList(row.text(Notability));
    in.frontier = row.text(Frontier).compare(QLatin1String("true"), Qt::CaseInsensitive) == 0;
    in.citations = row.integer(Citations);
    in.reference = row.text(Reference);
    const QString link = row.text(Link).split(QLatin1Char(',')).first().trimmed();
    // Only web addresses become links; anything else would be a way to run something on click.
    if (link.startsWith(QLatin1String("https://")) || link.startsWith(QLatin1String("http://")))
        in.link = link;
    else if (!link.isEmpty())
        row.problem(Link, link, QCoreApplication::translate("EpochImporter", "not an http(s) address"));

    // Organisation types and countries come as lists parallel to the organisations.
    const QStringList categories = row.text(Categories).split(QLatin1Char(','));
    const QStringList countries = row.text(Countries).split(QLatin1Char(','));
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
