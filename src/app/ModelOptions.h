#pragma once

#include "ModelRecord.h"

#include <QCoreApplication>

#include <optional>

class QCommandLineParser;

// The model --estimate describes with --parameters and the options of its shape (--active-parameters,
// --layers, --kv-heads, --head-dim, --attention-layers, --sliding-window, --kv-latent-width). A value given and not
// understood, or sizes that cannot be (more active parameters than parameters, more attention layers
// than layers), are refused, never dropped in silence.
class ModelOptions
{
    Q_DECLARE_TR_FUNCTIONS(ModelOptions)
public:
    // The model, or nothing (and the reasons printed on stderr): the command then exits with code 2.
    static std::optional<ModelRecord> read(const QCommandLineParser &parser);
};
