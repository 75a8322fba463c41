// libFuzzer target for the CSV reader and the Epoch AI importer: any bytes must give rows, a clean
// rejection or an import, never a crash, a hang or undefined behaviour. Run with ./dev fuzz.
#include "CsvReader.h"
#include "Database.h"
#include "EpochImporter.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QSqlQuery>

#include <cstdint>

namespace {

QCoreApplication &application()
{
    static int argc = 1;
    static char name[] = "fuzz_importer";
    static char *argv[] = {name, nullptr};
    static QCoreApplication *app = new QCoreApplication(argc, argv);
    return *app;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    application();
    QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));

    {
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::ReadOnly);
        CsvReader reader(&buffer);
        reader.setMaxFieldBytes(4096);
        QStringList fields;
        while (reader.readRow(&fields) == CsvReader::Status::Row) {
        }
    }

    // One catalogue for the whole run, emptied after each input: opening and migrating a database per
    // input would spend most of the run outside the code under test.
    // Never destroyed: libFuzzer leaves through exit(), after Qt's own statics may be gone.
    static Database &db = *new Database(QStringLiteral("fuzz"));
    static const bool ready = [] {
        QString error;
        return db.open(QStringLiteral(":memory:"), &error) && db.migrate(&error);
    }();
    if (!ready)
        __builtin_trap(); // the schema itself must always apply
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::ReadOnly);
    EpochImporter(db.connection()).importDevice(&buffer, bytes.size());
    QSqlQuery query(db.connection());
    for (const char *table : {"model_organizations", "model_domains", "model_tasks", "model_hardware", "models_fts",
                              "models", "organizations", "domains", "tasks", "hardware"})
        query.exec(QStringLiteral("DELETE FROM ") + QLatin1String(table));
    return 0;
}
