#pragma once

#include "ModelRecord.h"

#include <QSqlDatabase>
#include <QString>

#include <optional>

// Finds a model by the name Hugging Face gives its weights ("meta-llama/Llama-3.1-8B", or
// "Llama-3.1-8B" alone), for a name the catalogue's own names do not match: the model whose weights
// repository is that name, case aside, the whole "owner/name" before the part after the slash. Equal
// names only, never a guess: nothing when no model, or more than one, has it. A repository given as
// a web address (a GitHub page) is not looked at.
class WeightsRepositoryLookup
{
public:
    // Nothing, with `error` set, when the catalogue cannot be read.
    static std::optional<ModelRecord> find(QSqlDatabase db, const QString &typed, QString *error);
};
