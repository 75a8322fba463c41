#pragma once

#include "Database.h"
#include "ShippedCatalogue.h"

#include <QTest>

// A private in-memory catalogue filled from the shipped data, for tests.
inline void openShippedCatalogue(Database &db)
{
    QString error;
    QVERIFY2(db.open(QStringLiteral(":memory:"), &error), qPrintable(error));
    QVERIFY2(db.migrate(&error), qPrintable(error));
    QVERIFY2(ShippedCatalogue::ensureLoaded(db.connection(), &error), qPrintable(error));
}
