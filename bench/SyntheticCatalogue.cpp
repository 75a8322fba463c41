#include "SyntheticCatalogue.h"

#include "CatalogueSession.h"
#include "CatalogueWriter.h"
#include "CsvWriter.h"
#include "Database.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSqlError>
#include <QSqlQuery>

#include <cmath>

SyntheticCatalogue::SyntheticCatalogue(const ShippedCatalogue::Parsed &shipped, quint32 seed)
    : m_shipped(shipped)
    , m_random(seed)
{
    // Words of real model names ("Llama", "Transformer", "Gemini"…) for new names.
    QSet<QString> words;
    const QRegularExpression word(QStringLiteral("[A-Za-z]{3,}"));
    QVector<QPair<double, double>> parameters;
    QVector<QPair<double, double>> compute;
    for (const ModelRecord &m : shipped.models) {
        auto it = word.globalMatch(m.name);
        while (it.hasNext())
            words.insert(it.next().captured(0));
        if (!m.published.isValid())
            continue;
        const double year = m.published.year();
        if (m.parameters && *m.parameters > 0)
            parameters.append({year, std::log10(*m.parameters)});
        if (m.trainingComputeFlop && *m.trainingComputeFlop > 0)
            compute.append({year, std::log10(*m.trainingComputeFlop)});
    }
    m_words = QStringList(words.begin(), words.end());
    m_words.sort();
    m_parameters = fit(parameters);
    m_compute = fit(compute);
    const double n = std::max<qsizetype>(1, shipped.models.size());
    m_parametersKnown = parameters.size() / n;
    m_computeKnown = compute.size() / n;
}

SyntheticCatalogue::Trend SyntheticCatalogue::fit(const QVector<QPair<double, double>> &points)
{
    Trend t;
    if (points.size() < 3)
        return t;
    double sx = 0, sy = 0, sxx = 0, sxy = 0;
    for (const auto &p : points) {
        sx += p.first;
        sy += p.second;
        sxx += p.first * p.first;
        sxy += p.first * p.second;
    }
    const double n = points.size();
    t.slope = (n * sxy - sx * sy) / (n * sxx - sx * sx);
    t.intercept = (sy - t.slope * sx) / n;
    double ss = 0;
    for (const auto &p : points) {
        const double r = p.second - (t.intercept + t.slope * p.first);
        ss += r * r;
    }
    t.spread = std::sqrt(ss / n);
    return t;
}

double SyntheticCatalogue::gaussian()
{
    // Box–Muller; 1 - u keeps the logarithm finite.
    const double u = 1.0 - m_random.generateDouble();
    const double v = m_random.generateDouble();
    return std::sqrt(-2.0 * std::log(u)) * std::cos(2.0 * M_PI * v);
}

int SyntheticCatalogue::drawYear()
{
    // Exponential decay back from 2025 (mean six years), clipped at 1950: most models are recent.
    const double back = -6.0 * std::log(1.0 - m_random.generateDouble());
    return std::max(1950, 2025 - int(back));
}

QString SyntheticCatalogue::drawName(const ModelRecord &tpl, std::optional<double> parameters)
{
    QString org = tpl.organizations.isEmpty() ? QStringLiteral("Independent") : tpl.organizations.first();
    org = org.section(QLatin1Char(' '), 0, 0);
    const QString w = m_words.isEmpty() ? QStringLiteral("Model") : m_words.at(m_random.bounded(int(m_words.size())));
    QString size;
    if (parameters) {
        const double b = *parameters / 1e9;
        size = b >= 1 ? QStringLiteral("-%1B").arg(std::round(b)) : QStringLiteral("-%1M").arg(std::round(*parameters / 1e6));
    }
    for (int version = 1 + int(m_random.bounded(5));; ++version) {
        const QString name = QStringLiteral("%1 %2%3 v%4").arg(org, w, size).arg(version);
        if (!m_names.contains(name.toLower())) {
            m_names.insert(name.toLower());
            return name;
        }
    }
}

ModelRecord SyntheticCatalogue::next()
{
    const auto &models = m_shipped.models;
    ModelRecord r = models.at(m_random.bounded(int(models.size())));
    r.id = 0;
    r.key.clear();
    r.note.clear();
    r.weightsRepository.clear();
    const int year = drawYear();
    r.published = QDate(year, 1, 1).addDays(m_random.bounded(365));
    const double zp = gaussian();
    r.parameters.reset();
    if (m_random.generateDouble() < m_parametersKnown)
        r.parameters = std::pow(10.0, m_parameters.intercept + m_parameters.slope * year + m_parameters.spread * zp);
    if (r.activeParameters && r.parameters)
        r.activeParameters = *r.parameters / 8;
    else
        r.activeParameters.reset();
    r.trainingComputeFlop.reset();
    if (m_random.generateDouble() < m_computeKnown) {
        // Correlated with the parameter draw (ρ ≈ 0.8): big models tend to be trained longer.
        const double z = 0.8 * zp + 0.6 * gaussian();
        r.trainingComputeFlop = std::pow(10.0, m_compute.intercept + m_compute.slope * year + m_compute.spread * z);
    }
    if (r.citations)
        r.citations = qint64(m_random.bounded(5000));
    r.name = drawName(r, r.parameters);
    return r;
}

bool SyntheticCatalogue::ensureCatalogue(const QString &path, int total, QString *error)
{
    if (QFileInfo::exists(path))
        return true; // written completely (renamed into place only when done)
    const QString partial = path + QStringLiteral(".partial");
    for (const QString &suffix : {QString(), QStringLiteral("-wal"), QStringLiteral("-shm")})
        QFile::remove(partial + suffix);
    {
        CatalogueSession session; // fills the file with the shipped catalogue
        if (!session.open(partial, error))
            return false;
        QSqlDatabase db = session.connection();
        ShippedCatalogue::Parsed shipped;
        if (!ShippedCatalogue::load(&shipped, error))
            return false;
        SyntheticCatalogue generator(shipped, quint32(total));
        CatalogueWriter writer(db);
        CatalogueWriter::Stats stats;
        const int count = total - int(shipped.models.size());
        if (!db.transaction()) {
            *error = db.lastError().text();
            return false;
        }
        for (int i = 0; i < count; ++i) {
            if (!writer.writeModel(generator.next(), &stats, error)) {
                db.rollback();
                return false;
            }
        }
        if (!db.commit()) {
            *error = db.lastError().text();
            return false;
        }
        QSqlQuery(db).exec(QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)"));
        QSqlQuery(db).exec(QStringLiteral("ANALYZE"));
    }
    QFile::remove(partial + QStringLiteral("-wal"));
    QFile::remove(partial + QStringLiteral("-shm"));
    if (!QFile::rename(partial, path)) {
        *error = QStringLiteral("cannot rename %1").arg(partial);
        return false;
    }
    return true;
}

bool SyntheticCatalogue::writeEpochCsv(const QString &path, int rows, QString *error)
{
    ShippedCatalogue::Parsed shipped;
    if (!ShippedCatalogue::load(&shipped, error))
        return false;
    // Written under another name and renamed when complete, so an interrupted run is not reused.
    const QString partial = path + QStringLiteral(".partial");
    QFile file(partial);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
        *error = file.errorString();
        return false;
    }
    CsvWriter csv(&file);
    csv.writeRow({QStringLiteral("Model"), QStringLiteral("Organization"), QStringLiteral("Publication date"),
                  QStringLiteral("Domain"), QStringLiteral("Task"), QStringLiteral("Parameters"),
                  QStringLiteral("Training compute (FLOP)"), QStringLiteral("Confidence"), QStringLiteral("Link"),
                  QStringLiteral("Reference"), QStringLiteral("Citations"), QStringLiteral("Authors"),
                  QStringLiteral("Organization categorization"), QStringLiteral("Country (of organization)"),
                  QStringLiteral("Notability criteria"), QStringLiteral("Training hardware"),
                  QStringLiteral("Hardware quantity"), QStringLiteral("Model accessibility"),
                  QStringLiteral("Frontier model")});
    SyntheticCatalogue generator(shipped, quint32(rows) + 1);
    const QString comma = QStringLiteral(",");
    const auto number = [](const auto &v) { return v ? QString::number(double(*v), 'g', 6) : QString(); };
    for (int i = 0; i < rows; ++i) {
        const ModelRecord r = generator.next();
        if (!csv.writeRow({r.name, r.organizations.join(comma), r.published.toString(Qt::ISODate),
                           r.domains.join(comma), r.tasks.join(comma), number(r.parameters),
                           number(r.trainingComputeFlop), r.confidence, r.link, r.reference,
                           r.citations ? QString::number(*r.citations) : QString(), r.authors,
                           r.categories.join(comma), r.countries.join(comma), r.notability.join(comma),
                           r.trainingHardware.join(comma),
                           r.hardwareQuantity ? QString::number(*r.hardwareQuantity) : QString(),
                           r.modelAccessibility, r.frontier ? QStringLiteral("checked") : QString()})) {
            *error = file.errorString();
            return false;
        }
    }
    file.close();
    QFile::remove(path);
    if (!QFile::rename(partial, path)) {
        *error = QStringLiteral("cannot rename %1").arg(partial);
        return false;
    }
    return true;
}
