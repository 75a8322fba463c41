#include "EpochImporter.h"

#include "CatalogueWriter.h"
#include "CsvReader.h"
#include "EpochColumns.h"
#include "ModelKey.h"
#include "ModelRepository.h"

#include <QCoreApplication>
#include <QFile>
#include <QHash>
#include <QPair>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>
#include <QVector>

#include <cmath>

using namespace EpochColumns;

namespace {

// The secondary indexes of the catalogue tables (not the ones behind UNIQUE and PRIMARY KEY, which
// the import's own look-ups need), with the SQL that creates them.
QVector<QPair<QString, QString>> secondaryIndexes(QSqlDatabase db)
{
    QVector<QPair<QString, QString>> indexes;
    QSqlQuery query(db);
    if (query.exec(QStringLiteral("SELECT name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL "
                                  "AND tbl_name IN ('models', 'model_organizations', 'model_domains', "
                                  "'model_tasks', 'model_hardware') ORDER BY name"))) {
        while (query.next())
            indexes.append({query.value(0).toString(), query.value(1).toString()});
    }
    return indexes;
}

class ImportCacheSize
{
public:
    explicit ImportCacheSize(QSqlDatabase db)
        : m_db(std::move(db))
    {
        QSqlQuery query(m_db);
        if (query.exec(QStringLiteral("PRAGMA cache_size")) && query.next())
            m_previous = query.value(0);
        query.exec(QStringLiteral("PRAGMA cache_size = -131072"));   // KiB: 128 MB at most
    }
    ~ImportCacheSize()
    {
        if (m_previous.isValid())
            QSqlQuery(m_db).exec(QStringLiteral("PRAGMA cache_size = %1").arg(m_previous.toLongLong()));
    }
    ImportCacheSize(const ImportCacheSize &) = delete;
    ImportCacheSize &operator=(const ImportCacheSize &) = delete;

private:
    QSqlDatabase m_db;
    QVariant m_previous;
};

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

// Fields the file provides replace ours; fields it leaves empty keep what we knew.
void overlay(ModelRecord &base, const ModelRecord &in)
{
    auto take = [](auto &to, const auto &from) {
        if (from)
            to = from;
    };
    auto takeText = [](QString &to, const QString &from) {
        if (!from.isEmpty())
            to = from;
    };
    auto takeList = [](QStringList &to, const QStringList &from) {
        if (!from.isEmpty())
            to = from;
    };
    base.name = in.name;
    base.key = in.key;
    takeList(base.organizations, in.organizations);
    if (in.published.isValid())
        base.published = in.published;
    takeText(base.authors, in.authors);
    takeList(base.domains, in.domains);
    takeList(base.tasks, in.tasks);
    take(base.parameters, in.parameters);
    if (in.datasetSize && in.datasetSize != base.datasetSize) {
        base.datasetSize = in.datasetSize;
        base.datasetUnit = in.datasetUnit;
    }
    take(base.epochs, in.epochs);
    take(base.trainingComputeFlop, in.trainingComputeFlop);
    takeText(base.confidence, in.confidence);
    takeList(base.trainingHardware, in.trainingHardware);
    take(base.hardwareQuantity, in.hardwareQuantity);
    take(base.trainingTimeHours, in.trainingTimeHours);
    take(base.hardwareUtilization, in.hardwareUtilization);
    take(base.powerDrawW, in.powerDrawW);
    take(base.trainingCostUsd, in.trainingCostUsd);
    takeText(base.modelAccessibility, in.modelAccessibility);
    takeText(base.trainingCodeAccessibility, in.trainingCodeAccessibility);
    takeList(base.notability, in.notability);
    base.frontier = base.frontier || in.frontier;
    take(base.citations, in.citations);
    takeText(base.reference, in.reference);
    takeText(base.link, in.link);
}

} // namespace

EpochImporter::EpochImporter(QSqlDatabase db)
    : m_db(std::move(db))
{
}

ImportReport EpochImporter::importFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        ImportReport report;
        report.outcome = ImportReport::Outcome::Rejected;
        report.error = QCoreApplication::translate("EpochImporter", "the file cannot be read (%1)").arg(file.errorString());
        return report;
    }
    return importDevice(&file, file.size());
}

ImportReport EpochImporter::importDevice(QIODevice *device, qint64 size)
{
    ImportReport report;
    auto reject = [&report](const QString &why) {
        report.outcome = ImportReport::Outcome::Rejected;
        report.error = why;
        return report;
    };
    const QByteArray head = device->peek(4096);
    if (head.isEmpty())
        return reject(QCoreApplication::translate("EpochImporter", "the file is empty"));
    if (head.contains('\0'))
        return reject(QCoreApplication::translate("EpochImporter", "this is not a text file (it contains binary data)"));

    CsvReader reader(device);
    QStringList header;
    if (reader.readRow(&header) != CsvReader::Status::Row)
        return reject(reader.errorString().isEmpty() ? QCoreApplication::translate("EpochImporter", "the file is empty") : reader.errorString());
    const QVector<int> columns = EpochColumns::map(header);
    if (columns.at(Name) < 0)
        return reject(QCoreApplication::translate("EpochImporter", "it has no \"Model\" column, so it is not an Epoch AI export"));

    // One transaction holds the whole import; with SQLite's default 2 MB page cache, a large one spills
    // dirty pages to the WAL and reads them back (most of an import's time at 100,000 rows). A larger
    // cache for the length of the import only; the previous size comes back however it ends.
    const ImportCacheSize cache(m_db);
    if (!m_db.transaction()) {
        report.outcome = ImportReport::Outcome::Failed;
        report.error = m_db.lastError().text();
        return report;
    }
    auto rollBack = [&](ImportReport::Outcome outcome, const QString &why) {
        m_db.rollback();
        ImportReport failed;
        failed.outcome = outcome;
        failed.error = why;
        failed.rows = report.rows;
        return failed;
    };

    // A large file: build the secondary indexes once at the end instead of row by row. Inside the
    // transaction, so a cancel or a failure rolls the drop back with everything else.
    QVector<QPair<QString, QString>> droppedIndexes;
    if (size >= m_bulkThreshold) {
        droppedIndexes = secondaryIndexes(m_db);
        QSqlQuery drop(m_db);
        for (const auto &index : std::as_const(droppedIndexes)) {
            if (!drop.exec(QStringLiteral("DROP INDEX \"%1\"").arg(index.first)))
                return rollBack(ImportReport::Outcome::Failed, drop.lastError().text());
        }
    }

    CatalogueWriter writer(m_db);
    ModelRepository repository(m_db);
    // Which keys the catalogue already holds, read once: a row for a new model then costs no look-up.
    QSet<QString> knownKeys;
    {
        QSqlQuery keys(m_db);
        keys.setForwardOnly(true);
        if (!keys.exec(QStringLiteral("SELECT model_key FROM models")))
            return rollBack(ImportReport::Outcome::Failed, keys.lastError().text());
        while (keys.next())
            knownKeys.insert(keys.value(0).toString());
    }
    QHash<QString, qint64> seen; // key -> line, for duplicates within the file
    QStringList fields;
    QString error;
    while (true) {
        const CsvReader::Status status = reader.readRow(&fields);
        if (status == CsvReader::Status::End)
            break;
        if (status == CsvReader::Status::Error)
            return rollBack(ImportReport::Outcome::Rejected, reader.errorString());
        if (m_cancel && m_cancel->load())
            return rollBack(ImportReport::Outcome::Cancelled, QString());
        if (fields.size() == 1 && fields.first().trimmed().isEmpty())
            continue; // blank line
        ++report.rows;
        if (m_progress && report.rows % 64 == 0)
            m_progress(device->pos(), size);

        const RowReader row(fields, columns, header, reader.rowLine(), &report.problems);
        ModelRecord in;
        in.name = row.text(Name).simplified();
        if (in.name.isEmpty()) {
            report.problems.append({reader.rowLine(), header.value(columns.at(Name)), QString(), QCoreApplication::translate("EpochImporter", "no model name; row skipped")});
            continue;
        }
        in.key = ModelKey::fromName(in.name);
        if (seen.contains(in.key)) {
            report.problems.append({reader.rowLine(), header.value(columns.at(Name)), in.name,
                                    QCoreApplication::translate("EpochImporter", "the same model as line %1; row skipped").arg(seen.value(in.key))});
            continue;
        }
        seen.insert(in.key, reader.rowLine());
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
        QVector<Organization> organizations;
        for (int i = 0; i < in.organizations.size(); ++i) {
            Organization org{in.organizations.at(i), QString(), QString()};
            if (categories.size() == in.organizations.size())
                org.category = categories.at(i).trimmed();
            if (countries.size() == in.organizations.size())
                org.country = countries.at(i).trimmed();
            organizations.append(org);
        }
        if (!writer.writeOrganizations(organizations, &error, false))
            return rollBack(ImportReport::Outcome::Failed, error);

        const std::optional<ModelRecord> existing = knownKeys.contains(in.key) ? repository.byKey(in.key)
                                                                                : std::nullopt;
        ModelRecord merged = existing.value_or(ModelRecord());
        overlay(merged, in);
        CatalogueWriter::Stats stats;
        if (!writer.writeModel(merged, existing, &stats, &error))
            return rollBack(ImportReport::Outcome::Failed, error);
        report.added += stats.added;
        report.updated += stats.updated;
        report.unchanged += stats.unchanged;
    }
    if (report.rows == 0)
        return rollBack(ImportReport::Outcome::Rejected, QCoreApplication::translate("EpochImporter", "the file has a header but no rows"));
    if (m_cancel && m_cancel->load())
        return rollBack(ImportReport::Outcome::Cancelled, QString());
    QSqlQuery create(m_db);
    for (const auto &index : std::as_const(droppedIndexes)) {
        if (!create.exec(index.second))
            return rollBack(ImportReport::Outcome::Failed, create.lastError().text());
    }
    if (!m_db.commit())
        return rollBack(ImportReport::Outcome::Failed, m_db.lastError().text());
    if (m_progress)
        m_progress(size, size);
    report.outcome = ImportReport::Outcome::Imported;
    return report;
}
