#include "CatalogueSession.h"

#include "ShippedCatalogue.h"

#include <QDir>
#include <QFileInfo>

CatalogueSession::CatalogueSession()
    : m_database(std::make_unique<Database>())
{
}

CatalogueSession::~CatalogueSession() = default;

bool CatalogueSession::open(const QString &requestedPath, QString *error)
{
    const QString path = requestedPath.isEmpty() ? Database::defaultPath() : requestedPath;
    if (path != QLatin1String(":memory:")) {
        const QString folder = QFileInfo(path).absolutePath();
        if (!QDir().mkpath(folder)) {
            if (error)
                *error = QStringLiteral("cannot create the folder %1").arg(QDir::toNativeSeparators(folder));
            return false;
        }
    }
    return m_database->open(path, error) && m_database->migrate(error)
        && ShippedCatalogue::ensureLoaded(m_database->connection(), error);
}
