#pragma once

#include "ModelRecord.h"

#include <QJsonObject>
#include <QSqlDatabase>
#include <QString>
#include <QVector>

#include <functional>

class QIODevice;

// Writes the whole catalogue (or some models of it) as CSV, one model per row, in plain C-locale notation whatever the UI
// language (numbers as 1.75e+11, dates ISO 8601, several values joined with ';'), for scripts.
class CsvExporter
{
public:
    explicit CsvExporter(QSqlDatabase db);
    // Writes atomically: the target is replaced only when everything was written.
    // Cells a spreadsheet would run as formulas are guarded (CsvWriter::neutralised()); the importer
    // takes the guard off when it reads the file back.
    bool exportTo(const QString &path, int *rowsWritten, QString *error) const;
    // The same for some models only (the ones behind a chart), in the same columns and name order.
    bool exportModels(const QString &path, const QVector<qint64> &ids, int *rowsWritten, QString *error) const;
    // The same, for a file name as the system's bytes, which may not be UTF-8 (see NativeFile).
    bool exportToNative(const QByteArray &path, int *rowsWritten, QString *error) const;

    static QStringList header();
    // One model under the export's keys (header()), for `--list --json`: numbers as JSON numbers,
    // several values as arrays, a value not on record as null. Not guarded as the CSV is: JSON is never
    // opened as a spreadsheet.
    static QJsonObject toJson(const ModelRecord &m);

private:
    // Reads the models with `read` and writes them; nothing is written when the read fails.
    bool write(const QByteArray &path, const std::function<QVector<ModelRecord>(QString *)> &read, int *rowsWritten,
               QString *error) const;
    // The header and a row per model; false when the device refuses a write.
    static bool writeRows(QIODevice *file, const QVector<ModelRecord> &models, int *rows);
    QSqlDatabase m_db;
};
