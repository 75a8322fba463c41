#include "EpochImporter.h"

#include "CatalogueWriter.h"
#include "CsvReader.h"
#include "Database.h"
#include "EpochColumns.h"
#include "EpochRowStream.h"
#include "ModelRepository.h"
#include "NativeFile.h"

#include <QCoreApplication>
#include <QDate>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QPair>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>
#include <QVector>

#include <algorithm>


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

qint64 catalogueBytes(QSqlDatabase db)
{
    QSqlQuery query(db);
    qint64 pages = 0;
    if (query.exec(QStringLiteral("PRAGMA page_count")) && query.next())
        pages = query.value(0).toLongLong();
    if (query.exec(QStringLiteral("PRAGMA page_size")) && query.next())
        return pages * query.value(0).toLongLong();
    return 0;
}

class ImportCacheSize
{
public:
    ImportCacheSize(QSqlDatabase db, qint64 bytes)
        : m_db(std::move(db))
    {
        QSqlQuery query(m_db);
        if (query.exec(QStringLiteral("PRAGMA cache_size")) && query.next())
            m_previous = query.value(0);
        // A negative size is in KiB.
        query.exec(QStringLiteral("PRAGMA cache_size = -%1").arg(std::max<qint64>(1, bytes / 1024)));
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
    takeText(base.approach, in.approach);
    take(base.parameters, in.parameters);
    take(base.activeParameters, in.activeParameters);
    // A new size without a unit is Epoch's, in data points; a unit alone (our own export) is taken.
    if (in.datasetSize && in.datasetSize != base.datasetSize) {
        base.datasetSize = in.datasetSize;
        base.datasetUnit = in.datasetUnit.isEmpty() ? QStringLiteral("datapoints") : in.datasetUnit;
    } else if (in.datasetSize && !in.datasetUnit.isEmpty()) {
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
    take(base.layers, in.layers);
    take(base.attentionHeads, in.attentionHeads);
    take(base.kvHeads, in.kvHeads);
    take(base.headDim, in.headDim);
    take(base.contextLength, in.contextLength);
    // A row that gives the layers describes the whole stack: its attention layers (or none, every
    // layer attends) replace ours, which might otherwise outnumber the new layers.
    if (in.layers)
        base.attentionLayers = in.attentionLayers;
    else
        take(base.attentionLayers, in.attentionLayers);
    // Likewise a row that gives the layers gives the cache's shape: with no latent, keys and values;
    // with no window, the hybrid's fixed state. The window goes with the attention layers it follows.
    if (in.layers) {
        base.kvLatentWidth = in.kvLatentWidth;
        base.slidingWindow = in.slidingWindow;
    } else {
        take(base.kvLatentWidth, in.kvLatentWidth);
        if (in.attentionLayers)
            base.slidingWindow = in.slidingWindow;
    }
    // No attention at all (attention_layers 0) and heads to attend with cannot both hold (the schema
    // refuses the pair, the estimate would count no cache beside the heads shown): the later row decides.
    // Its 0 drops the heads and latent we knew; its heads, given without the layers, end our 0.
    if (in.attentionFree()) {
        base.attentionHeads.reset();
        base.kvHeads.reset();
        base.headDim.reset();
        base.kvLatentWidth.reset();
    } else if (base.attentionFree() && (in.attentionHeads || in.kvHeads || in.headDim)) {
        base.attentionLayers.reset();
    }
}

// Text in UTF-16 or UTF-32 (a spreadsheet's "Unicode text") is not binary data: name it, so that the
// user knows to save the file as UTF-8. A byte-order mark says so, or the zero bytes of ASCII
// characters at the start. Empty when the start reads as UTF-8 (or as nothing known).
QString wideEncoding(const QByteArray &head)
{
    auto at = [&head](int i) { return i < head.size() ? quint8(head.at(i)) : 0x100; };
    if (at(0) == 0x00 && at(1) == 0x00 && at(2) == 0xFE && at(3) == 0xFF)
        return QStringLiteral("UTF-32 (big-endian)");
    if (at(0) == 0xFF && at(1) == 0xFE && at(2) == 0x00 && at(3) == 0x00)
        return QStringLiteral("UTF-32 (little-endian)");
    if (at(0) == 0xFE && at(1) == 0xFF)
        return QStringLiteral("UTF-16 (big-endian)");
    if (at(0) == 0xFF && at(1) == 0xFE)
        return QStringLiteral("UTF-16 (little-endian)");
    if (head.size() < 4)
        return QString();
    if (at(0) != 0 && at(1) == 0 && at(2) == 0 && at(3) == 0)
        return QStringLiteral("UTF-32 (little-endian)");
    if (at(0) == 0 && at(1) == 0 && at(2) == 0 && at(3) != 0)
        return QStringLiteral("UTF-32 (big-endian)");
    if (at(0) != 0 && at(1) == 0 && at(2) != 0 && at(3) == 0)
        return QStringLiteral("UTF-16 (little-endian)");
    if (at(0) == 0 && at(1) != 0 && at(2) == 0 && at(3) != 0)
        return QStringLiteral("UTF-16 (big-endian)");
    return QString();
}

// A model the import adds or changes names the file as the source of its entry (once: a later import
// of a file with the same name replaces the mention).
void noteSource(ModelRecord &record, const QString &where, const QDate &day)
{
    const QStringList entry{QStringLiteral("entry")};
    record.sources.erase(std::remove_if(record.sources.begin(), record.sources.end(),
                                        [&](const ModelSource &s) { return s.what == entry && s.where == where; }),
                         record.sources.end());
    record.sources.append({entry, where, day});
}

} // namespace

EpochImporter::EpochImporter(QSqlDatabase db)
    : m_db(std::move(db))
{
}

qint64 EpochImporter::cacheBytesFor(qint64 fileBytes, qint64 catalogueBytes)
{
    // Every page an import changes stays dirty until the commit; once they outgrow the cache, SQLite
    // writes them to the WAL mid-transaction (spills) and writes them again when they change once more.
    // The benchmark's 100,000 rows (49 MB of CSV) change 141 MB of pages in an empty catalogue, 2.9
    // times the file: a fixed 128 MiB (134 MB) held them until the sources column (migration 006) and the wider
    // covering index (007) made the rows larger, then spilled 3,868 times. The room follows the file
    // and the catalogue already there; only the pages used take memory.
    constexpr qint64 MB = 1024 * 1024;
    const qint64 wanted = catalogueBytes + 4 * std::max<qint64>(0, fileBytes);
    return std::clamp(wanted, qint64(128) * MB, qint64(1024) * MB);
}

ImportReport EpochImporter::importFile(const QString &path)
{
    return importNativeFile(NativeFile::encode(path));
}

ImportReport EpochImporter::importNativeFile(const QByteArray &path)
{
    QFile file;
    QString error;
    if (!NativeFile::openForReading(&file, path, &error)) {
        ImportReport report;
        report.outcome = ImportReport::Outcome::Rejected;
        report.error = QCoreApplication::translate("EpochImporter", "the file cannot be read (%1)").arg(error);
        return report;
    }
    return importDevice(&file, file.size(), QFileInfo(QFile::decodeName(path)).fileName());
}

ImportReport EpochImporter::importDevice(QIODevice *device, qint64 size, const QString &sourceName)
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
    if (const QString encoding = wideEncoding(head); !encoding.isEmpty())
        return reject(QCoreApplication::translate("EpochImporter", "the file is %1 text, which the importer does not read: "
                                                                   "save it as UTF-8 (in a spreadsheet, as \"CSV UTF-8\") "
                                                                   "and import it again").arg(encoding));
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
    // dirty pages to the WAL and reads them back (most of an import's time at 100,000 rows). A cache
    // that holds every page the import changes, for the length of the import only; the previous size
    // comes back however it ends.
    const ImportCacheSize cache(m_db, std::min(cacheBytesFor(size, catalogueBytes(m_db)), m_cacheLimit));
    QString beginError;
    if (!Database::beginWrite(m_db, &beginError)) {
        report.outcome = ImportReport::Outcome::Failed;
        report.error = beginError;
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
        if (keys.lastError().isValid())
            return rollBack(ImportReport::Outcome::Failed, keys.lastError().text());
    }
    QSet<qint64> listed;   // the models already in the report's lists
    QString error;
    const QString sourceText = sourceName.isEmpty()
        ? QStringLiteral("Epoch AI CSV export, imported")
        : QStringLiteral("Epoch AI CSV export %1, imported").arg(sourceName);
    const QDate today = QDate::currentDate();
    // Rows are read and parsed on the stream's thread while this one writes.
    EpochRowStream rows(&reader, device, EpochRowParser(header, columns));
    EpochRowStream::Batch batch;
    while (rows.next(&batch)) {
        for (const EpochRow &row : std::as_const(batch.rows)) {
            if (m_cancel && m_cancel->load())
                return rollBack(ImportReport::Outcome::Cancelled, QString());
            ++report.rows;
            report.addProblems(row.problems);
            if (row.skipped)
                continue;
            if (!writer.writeOrganizations(row.organizations, &error, false))
                return rollBack(ImportReport::Outcome::Failed, error);
            const ModelRecord &in = row.record;
            const std::optional<ModelRecord> existing = knownKeys.contains(in.key) ? repository.byKey(in.key, &error)
                                                                                    : std::nullopt;
            if (!error.isEmpty())
                return rollBack(ImportReport::Outcome::Failed, error);
            ModelRecord merged = existing.value_or(ModelRecord());
            overlay(merged, in);
            if (!existing || merged != *existing)
                noteSource(merged, sourceText, today);
            CatalogueWriter::Stats stats;
            if (!writer.writeModel(merged, existing, &stats, &error))
                return rollBack(ImportReport::Outcome::Failed, error);
            report.added += stats.added;
            report.updated += stats.updated;
            report.unchanged += stats.unchanged;
            // Each model once in the report's lists: a row that repeats a model adds nothing new.
            if (stats.lastWrittenId != 0 && !listed.contains(stats.lastWrittenId)) {
                listed.insert(stats.lastWrittenId);
                (stats.added ? report.addedModels : report.updatedModels).append({stats.lastWrittenId, merged.name});
            }
        }
        if (m_progress)
            m_progress(batch.position, size);
    }
    if (!rows.error().isEmpty())
        return rollBack(ImportReport::Outcome::Rejected, rows.error());
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
