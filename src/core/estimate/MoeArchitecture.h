#pragma once

#include "Quantization.h"

#include <QByteArray>
#include <QHash>
#include <QString>

#include <optional>

// How a mixture-of-experts model's weights divide between the routed experts and the rest
// (attention, embeddings, router, shared experts, dense layers): what llama.cpp's --n-cpu-moe can
// leave in system RAM and what every token needs. From the total and active parameter counts and
// the routing (k of E experts per token): experts = (total − active) / (1 − k/E).
struct ExpertSplit
{
    double expertParameters = 0;       // every routed expert of every layer
    double sharedParameters = 0;       // everything else; read for every token
    double activeExpertParameters = 0; // the routed-expert weights one token reads
    bool approximate = false;          // routing not on record: 1 expert in 16 assumed
    // Released with MXFP4 experts (gpt-oss): llama.cpp keeps those tensors in MXFP4 whatever type the
    // file is made in (its Q2_K and F16 files of gpt-oss-120b are both about 61–65 GB); only the
    // shared part takes the file's type.
    bool expertsMxfp4 = false;
    bool isValid() const { return expertParameters > 0; }
};

// The routing of the catalogue's mixture-of-experts models (data/moe-architecture.json, from each
// model's published config.json), by catalogue name.
class MoeArchitecture
{
public:
    struct Routing
    {
        int experts = 0;
        int activeExperts = 0;
        bool nativeMxfp4 = false; // released with MXFP4 experts (gpt-oss)
        QString source;
    };

    // Without the routing, the share of experts a token uses; typical of recent models (8 of 128,
    // 4 of 64) and between Mixtral's 2 of 8 and DeepSeek-V3's 8 of 256.
    static constexpr double assumedActiveShare = 1.0 / 16.0;

    static const MoeArchitecture &shipped();
    bool loadFromJson(const QByteArray &json, QString *error = nullptr);
    std::optional<Routing> find(const QString &modelName) const;
    int size() const { return int(m_routing.size()); }

    static ExpertSplit split(double parameters, double activeParameters, const std::optional<Routing> &routing);
    // The parts' bytes at a quantization, 10^9 bytes: every expert, one token's experts, the rest
    // (each part at its own bits: MXFP4 quantizes only the experts).
    static double expertGb(const ExpertSplit &split, Quantization::Type type);
    static double activeExpertGb(const ExpertSplit &split, Quantization::Type type);
    static double sharedGb(const ExpertSplit &split, Quantization::Type type);
    // The experts' bits per weight in a file of `type`: those of a model released in MXFP4 stay at
    // MXFP4's 4.25 bits in every type (the shared part is always Quantization::sharedBitsPerWeight).
    static double expertBitsPerWeight(const ExpertSplit &split, Quantization::Type type);

private:
    QHash<QString, Routing> m_routing;
};
