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
    // A mixture of experts' two parts, where a format treats them differently: MXFP4 quantizes only
    // the routed experts (4.25 bits), the rest stays near 16 bits. Elsewhere both are bitsPerWeight.
    // (A model released in MXFP4 keeps its experts at 4.25 bits in every type: MoeArchitecture.)
    static double expertBitsPerWeight(Type type);
    static double sharedBitsPerWeight(Type type);

    // How much a quantization costs in output quality, from llama.cpp's own comparison: the rise in
    // perplexity over F16 that llama-quantize prints for Llama-3-8B (tools/quantize/quantize.cpp),
    // checked against the Llama 3 70B table of llama.cpp PR #6745. See docs/estimator.md.
    enum class Quality { NearLossless, Good, Noticeable, Large };
    // The tier of `type`. MXFP4 is how gpt-oss was released (its experts were trained for it), so for
    // those models it loses nothing; for others it is a 4.25-bit format like Q4_0.
    static Quality quality(Type type, bool nativeMxfp4 = false);
    // Perplexity added over F16 on Llama-3-8B as llama-quantize reports it; nullopt where it gives
    // none (MXFP4).
    static std::optional<double> perplexityIncrease(Type type);
    static QString qualityKey(Quality quality);   // near_lossless, good, noticeable, large
    static std::optional<Quality> qualityFromKey(const QString &key);
    // A tier as a person types it: its key (with a space or a hyphen for the underscore too) or its
    // name in the language installed ("Buona" in Italian), case and extra spaces not counting.
    static std::optional<Quality> qualityFromText(const QString &text);
    // Every tier, the best first.
    static const QVector<Quality> &qualities();
    static QString qualityName(Quality quality);  // translated
    static QString qualityDescription(Quality quality); // translated, one sentence
    // The llama.cpp spelling ("Q4_K_M"); an identifier, never translated.
    static QString name(Type type);
    static std::optional<Type> fromName(const QString &name);
};

// Precision of the KV cache (llama.cpp --cache-type-k/-v).
enum class KvCachePrecision { F16, Q8_0, Q4_0 };
