#pragma once

#include <QStringList>

// The catalogue's own words (domains, tasks, organisation types, accessibility, confidence,
// notability, countries…) are stored in canonical English and translated only for display,
// so that filters, imports and exports never depend on the UI language.
namespace Vocabulary {

QString display(const QString &canonical);
QStringList display(const QStringList &canonical);
// Joined for display, ", " between values.
QString displayJoined(const QStringList &canonical);

// Every canonical word this build knows how to translate (for tests).
QStringList known();

} // namespace Vocabulary
