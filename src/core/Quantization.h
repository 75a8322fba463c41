#pragma once

#include <QString>
#include <QVector>

#include <optional>

// The llama.cpp weight formats the estimator offers, with the effective bits per weight of whole
// GGUF files (embedding and output tensors included), as measured on published files; see
// tests/data/llamacpp_file_sizes.csv and data/README.md.
class Quantization
{
public:
    enum class Type { F16, Q8_0, Q6_K, Q5_K_M, Q4_K_M, Q4_0, MXFP4, Q3_K_M, Q2_K };

    // Every type, highest quality first (the order "best quantization" walks).
    static const QVector<Type> &all();
    // The types llama.cpp offers for a model: MXFP4 only for a mixture of experts (it quantizes the
    // expert tensors; llama-quantize's MXFP4_MOE). Shared lists: the estimator asks for every model.
    static const QVector<Type> &forModel(bool mixtureOfExperts);
    static double bitsPerWeight(Type type);
    // The llama.cpp spelling ("Q4_K_M"); an identifier, never translated.
    static QString name(Type type);
    static std::optional<Type> fromName(const QString &name);
};

// Precision of the KV cache (llama.cpp --cache-type-k/-v).
enum class KvCachePrecision { F16, Q8_0, Q4_0 };
