#pragma once

#include <QString>

// import: EpochImporter::importFile of a generated CSV into an empty, migrated catalogue.
namespace ImportFigure {

bool run(const QString &csvPath, int rows, int runs, QString *error);

} // namespace ImportFigure
