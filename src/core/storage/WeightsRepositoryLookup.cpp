#include "WeightsRepositoryLookup.h"

#include "ModelRepository.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>
#include <QVector>

std::optional<ModelRecord> WeightsRepositoryLookup::find(QSqlDatabase db, const QString &typed, QString *error)
{
    const QString name = typed.trimmed();
    if (name.isEmpty())
        return std::nullopt;
    // Only Hugging Face's "owner/name": a web address (a GitHub page) is no name a person types.
    // Repository names are ASCII, which NOCASE folds.
    for (const char *where : {"instr(weights_repository, '://') = 0 AND weights_repository = ? COLLATE NOCASE",
                              "instr(weights_repository, '://') = 0 AND instr(weights_repository, '/') > 0 AND "
                              "substr(weights_repository, instr(weights_repository, '/') + 1) = ? COLLATE NOCASE"}) {
        QSqlQuery query(db);
        query.setForwardOnly(true);
        QVector<qint64> ids;
        if (query.prepare(QStringLiteral("SELECT id FROM models WHERE ") + QLatin1String(where))) {
            query.addBindValue(name);
            if (query.exec()) {
                while (query.next())
                    ids.append(query.value(0).toLongLong());
            }
        }
        if (query.lastError().isValid()) {
            *error = query.lastError().text();
            return std::nullopt;
        }
        if (ids.size() > 1)
            return std::nullopt;
        if (ids.size() == 1)
            return ModelRepository(db).byId(ids.constFirst(), error);
    }
    return std::nullopt;
}
