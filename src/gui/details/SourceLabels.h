#pragma once

#include "ModelRecord.h"

#include <QCoreApplication>
#include <QString>

// How the model page names a model's sources: which figures each one gave, in the UI language, and
// the document with the day it was read. Plain text; the page escapes it.
class SourceLabels
{
    Q_DECLARE_TR_FUNCTIONS(SourceLabels)
public:
    // "Architecture, active parameters" for {"architecture", "active_parameters"}.
    static QString subjects(const QStringList &what);
    // A source's document; a dataset export ("Epoch AI, Notable AI Models, export of 2025-12 (…)") with
    // its month in the UI language.
    static QString where(const QString &where);
    // "<where> (checked <date>)".
    static QString document(const ModelSource &source);
};
