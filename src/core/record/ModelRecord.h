// core/record: one model as every part of the program passes it around, and the stable key that ties
// the user's own data to it.
#pragma once

#include <QDate>
#include <QString>
#include <QStringList>
#include <QVector>

#include <optional>

// Where some of a model's figures were read, and when: `what` names the figures ("entry" for the
// catalogue facts in general, or "architecture", "active_parameters", "mixture_of_experts",
// "parameters", "licence", "weights_repository"), `where` the document (a dataset export or an
// address), `checked` the day it was read.
struct ModelSource
{
    QStringList what;
    QString where;
    QDate checked;

    bool operator==(const ModelSource &other) const
    {
        return what == other.what && where == other.where && checked == other.checked;
    }
    bool operator!=(const ModelSource &other) const { return !(*this == other); }

    // The list as compact JSON, the form the catalogue database stores, and back (an unreadable
    // text gives an empty list).
    static QString toJson(const QVector<ModelSource> &sources);
    static QVector<ModelSource> fromJson(const QString &json);
    // One line for people: "architecture, licence: <where> (checked 2026-11-30)".
    QString toText() const;
};

// One model of the catalogue as core hands it to the layers above. Unknown values are empty
// optionals / empty strings, never zero: the views show them as "—".
struct ModelRecord
{
    qint64 id = 0;
    QString key;
    QString name;
    QStringList organizations;
    QStringList categories;   // organisation types, one per distinct value
    QStringList countries;    // one per distinct value
    QDate published;
    QString authors;
    QStringList domains;
    QStringList tasks;
    QString approach;
    std::optional<double> parameters;
    std::optional<double> activeParameters;
    std::optional<double> datasetSize;
    QString datasetUnit;      // "tokens" or "datapoints"
    std::optional<double> epochs;
    std::optional<double> trainingComputeFlop;
    QStringList computeMethod;
    QString confidence;
    QStringList trainingHardware;
    std::optional<qint64> hardwareQuantity;
    std::optional<double> trainingTimeHours;
    std::optional<double> hardwareUtilization; // fraction, 0.552 = 55.2 %
    std::optional<double> powerDrawW;
    std::optional<double> trainingCostUsd;
    QString modelAccessibility;
    QString trainingCodeAccessibility;
    QStringList notability;
    bool frontier = false;
    std::optional<qint64> citations;
    QString reference;
    QString link;
    QDate lastModified;
    std::optional<int> layers;
    std::optional<int> attentionHeads;
    std::optional<int> kvHeads;
    std::optional<int> headDim;
    // Of `layers`, those that keep a KV cache growing with the context, where that is fewer than all:
    // hybrid models whose other layers (linear attention, Mamba) keep a state of fixed size, or, with
    // slidingWindow, the full-attention layers of a model whose other layers attend to a window.
    // 0: a model with no attention at all (a pure state-space model such as Mamba), whose cache does
    // not grow with the context; such a record has no heads to describe.
    std::optional<int> attentionLayers;
    // Sliding-window (local) attention: the tokens each of the other layers − attentionLayers layers
    // attends to and keeps (Gemma 2 and 3, gpt-oss; Llama 4's attention chunks bound the cache alike).
    std::optional<int> slidingWindow;
    // Multi-head latent attention (DeepSeek-V2/V3, Kimi K2): the elements cached per token and layer by a
    // runtime that keeps the compressed latent (kv_lora_rank + qk_rope_head_dim) instead of keys and
    // values; the heads and head dimension above then describe the attention, not the cache.
    std::optional<int> kvLatentWidth;
    std::optional<int> contextLength;
    QString note;
    QString weightsRepository; // where the published weights live, e.g. "meta-llama/Llama-3.1-8B"
    QString licence;           // of the published weights, e.g. "Apache-2.0", "Llama 3.1 Community License"
    // true: a mixture of experts (only some parameters work on each token); false: dense;
    // empty: not on record.
    std::optional<bool> mixtureOfExperts;
    // true: the model writes no text although its domain is language or multimodal: an encoder such as
    // BERT, an embedding model, a contrastive image-text model such as CLIP. false: not on record, and
    // the domains decide (generatesText()).
    bool noTextOutput = false;
    QVector<ModelSource> sources;

    // Derived, never stored.
    bool weightsPublished() const;
    // A model that writes text token by token, the kind the hardware estimates are for (memory at
    // llama.cpp's quantizations, tokens per second): one filed under Language, Multimodal or
    // Mathematics (Epoch files some maths language models, such as INTELLECT-MATH, under Mathematics
    // alone). A model with no domain on record (one typed on the command line) counts as one.
    bool generatesText() const;
    bool likelyAbove1e23Flop() const;
    bool hasArchitecture() const;
    // The layers that keep a KV cache growing with the context: attentionLayers where on record,
    // otherwise every layer.
    std::optional<int> kvCacheLayers() const;
    // The layers that keep only a sliding window's cache (none without a window on record).
    int slidingWindowLayers() const;
    // No attention at all (attentionLayers 0): no KV cache that grows with the context.
    bool attentionFree() const;
    // Known to be a mixture of experts, whether or not its active parameters are on record: an
    // estimate must not treat such a model as dense.
    bool isMixtureOfExperts() const;

    bool operator==(const ModelRecord &other) const;
    bool operator!=(const ModelRecord &other) const { return !(*this == other); }
};

struct Organization
{
    QString name;
    QString category;
    QString country;
};
