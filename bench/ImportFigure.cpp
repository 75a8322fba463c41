#include "ImportFigure.h"

#include "Database.h"
#include "EpochImporter.h"
#include "FrameProbe.h"
#include "Report.h"

#include <QFile>

namespace ImportFigure {

bool run(const QString &csvPath, int rows, int runs, QString *error)
{
    QVector<double> times;
    const QString target = csvPath + QStringLiteral(".import.sqlite");
    for (int r = 0; r < runs; ++r) {
        for (const QString &suffix : {QString(), QStringLiteral("-wal"), QStringLiteral("-shm")})
            QFile::remove(target + suffix);
        Database database(QStringLiteral("bench-import"));
        if (!database.open(target, error) || !database.migrate(error))
            return false;
        EpochImporter importer(database.connection());
        const qint64 start = FrameProbe::now();
        const ImportReport result = importer.importFile(csvPath);
        times.append(double(FrameProbe::now() - start) / 1e6);
        if (!result.error.isEmpty()) {
            *error = result.error;
            return false;
        }
        if (result.added < rows * 9 / 10) {
            *error = QStringLiteral("import added only %1 of %2 rows").arg(result.added).arg(rows);
            return false;
        }
    }
    Report::times(QStringLiteral("import"), rows, times);
    return true;
}

} // namespace ImportFigure
