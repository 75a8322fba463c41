#pragma once

#include "ModelRecord.h"
#include "ShippedCatalogue.h"

#include <QRandomGenerator>
#include <QSet>
#include <QStringList>
#include <QVector>

// Synthetic but realistic catalogues for the benchmark: every model is a real shipped model used as a
// template (organisations, domains, tasks, authors, reference, accessibility, architecture) under a
// new name, with its date and sizes drawn again: dates 1950–2025 skewed to recent years, parameters
// and training compute log-normal around the trend the shipped data shows for that year.
class SyntheticCatalogue
{
public:
    // `shipped` must stay alive as long as this object.
    SyntheticCatalogue(const ShippedCatalogue::Parsed &shipped, quint32 seed);

    ModelRecord next();

    // A catalogue file holding the shipped models plus synthetic ones, `total` models in all, written
    // with CatalogueWriter in one transaction. Reuses a complete file left by an earlier run.
    static bool ensureCatalogue(const QString &path, int total, QString *error);
    // An Epoch AI style CSV export of `rows` synthetic models (a subset of the real export's columns).
    static bool writeEpochCsv(const QString &path, int rows, QString *error);

private:
    struct Trend
    {
        double intercept = 0;
        double slope = 0;
        double spread = 1;
    };
    static Trend fit(const QVector<QPair<double, double>> &points);
    int drawYear();
    double gaussian();
    QString drawName(const ModelRecord &tpl, std::optional<double> parameters);

    const ShippedCatalogue::Parsed &m_shipped;
    QRandomGenerator m_random;
    QStringList m_words;
    QSet<QString> m_names;
    Trend m_parameters;
    Trend m_compute;
    double m_parametersKnown = 1;
    double m_computeKnown = 1;
};
