#pragma once

// The published llama.cpp measurements in tests/data/*.csv as the estimator's inputs: a row's model
// and hardware, built the same way for the accuracy tests (tst_estimator) and the calibration
// (tst_calibration).
#include "CsvReader.h"
#include "Estimator.h"
#include "HardwareCatalogue.h"

#include <QDir>
#include <QFile>
#include <QHash>
#include <QRegularExpression>

namespace measurements {

using Row = QHash<QString, QString>;

inline QVector<Row> read(const QString &name)
{
    QVector<Row> rows;
    QFile file(QDir(QStringLiteral(ATLAS_SOURCE_DIR)).filePath(QStringLiteral("tests/data/") + name));
    if (!file.open(QIODevice::ReadOnly))
        return rows;
    CsvReader reader(&file);
    QStringList header, fields;
    reader.readRow(&header);
    while (reader.readRow(&fields) == CsvReader::Status::Row) {
        Row row;
        for (int i = 0; i < header.size() && i < fields.size(); ++i)
            row.insert(header.at(i), fields.at(i).trimmed());
        rows.append(row);
    }
    return rows;
}

// The model of a row: its parameter counts and layers; no KV architecture (llama-bench's short
// runs barely fill the cache, so the typical layout is close enough).
inline ModelRecord model(const Row &r)
{
    ModelRecord m;
    m.name = r.value(QStringLiteral("model"));
    m.parameters = r.value(QStringLiteral("parameters")).toDouble();
    bool hasActive = false;
    const double active = r.value(QStringLiteral("active_parameters")).toDouble(&hasActive);
    if (hasActive)
        m.activeParameters = active;
    m.layers = r.value(QStringLiteral("layers")).toInt();
    m.modelAccessibility = QStringLiteral("Open weights (unrestricted)");
    return m;
}

// The hardware of a row, with the context of a llama-bench run (tg128/tg512 start from an empty cache).
inline HardwareConfig hardware(const Row &r)
{
    HardwareConfig h;
    if (const HardwareDevice *d = HardwareCatalogue::shipped().find(r.value(QStringLiteral("device"))))
        h.device = *d;
    h.count = std::max(1, r.value(QStringLiteral("count")).toInt());
    h.contextLength = 512;
    h.systemRamGb = 64;
    // The run's physical batch where the test names one ("n_ubatch 2048"), else llama.cpp's default.
    const QRegularExpressionMatch ubatch =
        QRegularExpression(QStringLiteral("n_ubatch (\\d+)")).match(r.value(QStringLiteral("test")));
    if (ubatch.hasMatch())
        h.promptBatch = ubatch.captured(1).toInt();
    return h;
}

// The prompt length of a llama-bench prompt test ("pp512" -> 512); 0 for anything else.
inline int promptTokens(const QString &test)
{
    if (!test.startsWith(QLatin1String("pp")))
        return 0;
    return test.mid(2).toInt();
}

inline double ratio(double a, double b)
{
    return a > b ? a / b : b / a;
}

} // namespace measurements
