#include "ModelOptions.h"

#include "Console.h"
#include "CountArgument.h"
#include "Formatter.h"

#include <QCommandLineParser>

using Console::print;

std::optional<ModelRecord> ModelOptions::read(const QCommandLineParser &parser)
{
    const auto parameters = CountArgument::parse(parser.value(QStringLiteral("parameters")));
    if (!parameters) {
        print(stderr, tr("--parameters takes a count such as 8e9 or 8B."));
        return std::nullopt;
    }
    // An option not given has no value, hence no note.
    for (const char *count : {"parameters", "active-parameters"}) {
        if (const QString note = CountArgument::note(QStringLiteral("--") + QLatin1String(count), parser.value(QLatin1String(count)));
            !note.isEmpty())
            print(stderr, note);
    }
    ModelRecord model;
    model.name = tr("Model of %1 parameters").arg(Formatter::count(*parameters));
    model.parameters = parameters;
    model.modelAccessibility = QStringLiteral("Open weights (unrestricted)");
    if (parser.isSet(QStringLiteral("active-parameters"))) {
        model.activeParameters = CountArgument::parse(parser.value(QStringLiteral("active-parameters")));
        if (!model.activeParameters) {
            print(stderr, tr("--active-parameters takes a count such as 8e9 or 8B, not \"%1\".")
                              .arg(parser.value(QStringLiteral("active-parameters"))));
            return std::nullopt;
        }
        // A mixture of experts reads some of its weights per token, never more than it has.
        if (*model.activeParameters > *parameters) {
            print(stderr, tr("--active-parameters (%1) cannot be more than --parameters (%2): the active parameters "
                             "are the part of the model each token reads.")
                              .arg(Formatter::count(*model.activeParameters), Formatter::count(*parameters)));
            return std::nullopt;
        }
    }
    // A value given and not understood is refused, never dropped in silence.
    bool malformed = false;
    const auto intValue = [&](const char *name, bool zeroAllowed = false) -> std::optional<int> {
        if (!parser.isSet(QLatin1String(name)))
            return std::nullopt;
        bool ok = false;
        const int v = parser.value(QLatin1String(name)).toInt(&ok);
        if (ok && (v > 0 || (zeroAllowed && v == 0)))
            return v;
        print(stderr, (zeroAllowed ? tr("--%1 takes a whole number, 0 or more, not \"%2\".")
                                   : tr("--%1 takes a whole number above zero, not \"%2\"."))
                          .arg(QLatin1String(name), parser.value(QLatin1String(name))));
        malformed = true;
        return std::nullopt;
    };
    model.layers = intValue("layers");
    model.kvHeads = intValue("kv-heads");
    model.headDim = intValue("head-dim");
    // 0: a model without attention (Mamba), whose cache does not grow with the context.
    model.attentionLayers = intValue("attention-layers", true);
    model.kvLatentWidth = intValue("kv-latent-width");
    if (model.attentionFree() && (model.kvHeads || model.headDim || model.kvLatentWidth)) {
        print(stderr, tr("--attention-layers 0 describes a model without attention, which has no --kv-heads, "
                         "--head-dim or --kv-latent-width."));
        malformed = true;
    } else if (model.attentionLayers && !model.attentionFree() && (!model.layers || *model.attentionLayers >= *model.layers)) {
        print(stderr, tr("--attention-layers counts some of the layers: give --layers too, and more of them."));
        malformed = true;
    }
    model.slidingWindow = intValue("sliding-window");
    if (model.slidingWindow && (!model.attentionLayers || model.attentionFree())) {
        print(stderr, tr("--sliding-window is the window of the layers beyond --attention-layers: give --layers and "
                         "--attention-layers too."));
        malformed = true;
    }
    if (model.kvLatentWidth && !model.layers) {
        print(stderr, tr("--kv-latent-width is cached in every layer: give --layers too."));
        malformed = true;
    }
    if (malformed)
        return std::nullopt;
    return model;
}
