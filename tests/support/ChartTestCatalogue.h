#pragma once

#include "CatalogueWriter.h"
#include "Database.h"

#include <QDate>
#include <QTest>

// A small catalogue whose chart contents can be worked out by hand:
//   name  published   compute  params  domain      org
//   A     2000-01-01  1        1e6     Language    Lab (Industry, United States)
//   B     2001-01-01  10       1e7     Language    Lab
//   C     2002-01-01  1000     1e9     Vision      Uni (Academia, United Kingdom)
//   D     2002-07-02  —        1e8     Vision      Uni
//   E     2003-01-01  0        —       Games       Uni     (zero: not drawable on a log axis)
//   F     —           100      1e3     Language    Lab     (no date)
// Compute over time draws A, B, C; D, E, F are "not drawn". In memory unless `path` names a file.
inline void fillChartCatalogue(Database &db, const QString &path = QStringLiteral(":memory:"))
{
    QString error;
    QVERIFY2(db.open(path, &error), qPrintable(error));
    QVERIFY2(db.migrate(&error), qPrintable(error));
    CatalogueWriter writer(db.connection());
    QVERIFY2(writer.writeOrganizations({{QStringLiteral("Lab"), QStringLiteral("Industry"), QStringLiteral("United States")},
                                        {QStringLiteral("Uni"), QStringLiteral("Academia"), QStringLiteral("United Kingdom")}},
                                       &error),
             qPrintable(error));
    struct Row
    {
        const char *name;
        QDate published;
        std::optional<double> compute;
        std::optional<double> parameters;
        const char *domain;
        const char *org;
    };
    const Row rows[] = {
        {"A", QDate(2000, 1, 1), 1.0, 1e6, "Language", "Lab"},
        {"B", QDate(2001, 1, 1), 10.0, 1e7, "Language", "Lab"},
        {"C", QDate(2002, 1, 1), 1000.0, 1e9, "Vision", "Uni"},
        {"D", QDate(2002, 7, 2), std::nullopt, 1e8, "Vision", "Uni"},
        {"E", QDate(2003, 1, 1), 0.0, std::nullopt, "Games", "Uni"},
        {"F", QDate(), 100.0, 1e3, "Language", "Lab"},
    };
    for (const Row &row : rows) {
        ModelRecord record;
        record.name = QString::fromLatin1(row.name);
        record.published = row.published;
        record.trainingComputeFlop = row.compute;
        record.parameters = row.parameters;
        record.domains = {QString::fromLatin1(row.domain)};
        record.organizations = {QString::fromLatin1(row.org)};
        record.modelAccessibility = QStringLiteral("API access");
        record.frontier = record.name == QLatin1String("C");
        QVERIFY2(writer.writeModel(record, nullptr, &error), qPrintable(error));
    }
}
