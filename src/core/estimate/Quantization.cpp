#include "Quantization.h"

#include <QCoreApplication>

#include <array>

const QVector<Quantization::Type> &Quantization::all()
{
    static const QVector<Type> types{Type::F16,  Type::Q8_0,  Type::Q6_K,   Type::Q5_K_M, Type::Q4_K_M,
                                     Type::Q4_0, Type::MXFP4, Type::Q3_K_M, Type::Q2_K};
    return types;
}

const QVector<Quantization::Type> &Quantization::forModel(bool mixtureOfExperts)
{
    static const QVector<Type> dense = [] {
        QVector<Type> types = all();
        types.removeAll(Type::MXFP4);
        return types;
    }();
    return mixtureOfExperts ? all() : dense;
}

double Quantization::bitsPerWeight(Type type)
{
    // Whole-file figures. Block formats carry scales (Q8_0 = 34 bytes per 32 weights = 8.5 bits);
    // K-quant mixes keep some tensors (attn_v, ffn_down, output) at Q6_K, which is why Q4_K_M sits
    // near 4.9 rather than 4.5. Q2_K is 3.1, not the 3.2 of an 8B file: large models keep a smaller
    // share at higher precision (Llama 3 70B Q2_K measures 2.99), and 3.1 keeps both within 4 %.
    switch (type) {
    case Type::F16: return 16.0;
    case Type::Q8_0: return 8.5;
    case Type::Q6_K: return 6.6;
    case Type::Q5_K_M: return 5.7;
    case Type::Q4_K_M: return 4.9;
    case Type::Q4_0: return 4.6;
    // MXFP4 (OCP microscaling: 32 four-bit E2M1 values share one 8-bit scale, 4.25 bits) is how
    // gpt-oss ships its expert weights; attention and embeddings stay at 16 bits. The whole GGUF
    // files measure 4.34 bits (gpt-oss-120b, 59.02 GiB) and 4.63 (gpt-oss-20b, 11.27 GiB, a larger
    // share of embeddings); 4.45 keeps both within 4 %.
    case Type::MXFP4: return 4.45;
    case Type::Q3_K_M: return 4.0;
    case Type::Q2_K: return 3.1;
    }
    return 16.0;
}

double Quantization::expertBitsPerWeight(Type type)
{
    // MXFP4: 32 four-bit values and one 8-bit scale.
    return type == Type::MXFP4 ? 4.25 : bitsPerWeight(type);
}

double Quantization::sharedBitsPerWeight(Type type)
{
    // gpt-oss's GGUF files keep attention, router and embeddings at BF16 and Q8_0: with its experts
    // at 4.25 bits, the rest of gpt-oss-120b (59.02 GiB) and gpt-oss-20b (11.27 GiB) measures about
    // 11 bits per weight, which also reproduces the two whole-file figures (4.34 and 4.63).
    return type == Type::MXFP4 ? 11.0 : bitsPerWeight(type);
}

QString Quantization::name(Type type)
{
    switch (type) {
    case Type::F16: return QStringLiteral("F16");
    case Type::Q8_0: return QStringLiteral("Q8_0");
    case Type::Q6_K: return QStringLiteral("Q6_K");
    case Type::Q5_K_M: return QStringLiteral("Q5_K_M");
    case Type::Q4_K_M: return QStringLiteral("Q4_K_M");
    case Type::Q4_0: return QStringLiteral("Q4_0");
    case Type::MXFP4: return QStringLiteral("MXFP4");
    case Type::Q3_K_M: return QStringLiteral("Q3_K_M");
    case Type::Q2_K: return QStringLiteral("Q2_K");
    }
    return QString();
}

std::optional<Quantization::Type> Quantization::fromName(const QString &name)
{
    const auto types = all();
    for (Type t : types) {
        if (Quantization::name(t).compare(name.trimmed(), Qt::CaseInsensitive) == 0)
            return t;
    }
    return std::nullopt;
}

std::optional<double> Quantization::perplexityIncrease(Type type)
{
    // llama-quantize's table of allowed types ("+0.1754 ppl @ Llama-3-8B" for Q4_K_M): wikitext-2
    // perplexity added over the F16 model, whose own perplexity is about 6.2.
    switch (type) {
    case Type::F16: return 0.0;
    case Type::Q8_0: return 0.0026;
    case Type::Q6_K: return 0.0217;
    case Type::Q5_K_M: return 0.0569;
    case Type::Q4_K_M: return 0.1754;
    case Type::Q4_0: return 0.4685;
    case Type::MXFP4: return std::nullopt;
    case Type::Q3_K_M: return 0.6569;
    case Type::Q2_K: return 3.5199;
    }
    return std::nullopt;
}

Quantization::Quality Quantization::quality(Type type, bool nativeMxfp4)
{
    if (type == Type::MXFP4)
        return nativeMxfp4 ? Quality::NearLossless : Quality::Noticeable;
    // Tiers by the perplexity added on Llama-3-8B: under 0.03 (under 0.5 %) is within run-to-run noise
    // of the evaluation; under 0.2 (about 3 %) is hard to notice in use; under 1.0 shows in harder
    // tasks; beyond that the model is visibly worse. Llama 3 70B (PR #6745) falls in the same tiers:
    // Q6_K +0.5 %, Q5_K_M +1.2 %, Q4_K_M +4.8 %, Q3_K_M +19 %, Q2_K +69 %.
    // Worked out once per type: ranking asks for every type of every model in the From hardware list.
    static const std::array<Quality, 16> tiers = [] {
        std::array<Quality, 16> t{};
        for (Type each : all()) {
            const double added = perplexityIncrease(each).value_or(1.0);
            t[size_t(each)] = added < 0.03 ? Quality::NearLossless
                : added < 0.2              ? Quality::Good
                : added < 1.0              ? Quality::Noticeable
                                           : Quality::Large;
        }
        return t;
    }();
    return tiers[size_t(type)];
}

const QVector<Quantization::Quality> &Quantization::qualities()
{
    static const QVector<Quality> all{Quality::NearLossless, Quality::Good, Quality::Noticeable, Quality::Large};
    return all;
}

std::optional<Quantization::Quality> Quantization::qualityFromKey(const QString &key)
{
    for (const Quality tier : qualities()) {
        if (qualityKey(tier) == key)
            return tier;
    }
    return std::nullopt;
}

std::optional<Quantization::Quality> Quantization::qualityFromText(const QString &text)
{
    const QString typed = text.simplified();
    for (const Quality tier : qualities()) {
        const QString key = qualityKey(tier);
        const QString forms[] = {key, QString(key).replace(QLatin1Char('_'), QLatin1Char(' ')),
                                 QString(key).replace(QLatin1Char('_'), QLatin1Char('-')), qualityName(tier)};
        for (const QString &form : forms) {
            if (typed.compare(form, Qt::CaseInsensitive) == 0)
                return tier;
        }
    }
    return std::nullopt;
}

QString Quantization::qualityKey(Quality quality)
{
    switch (quality) {
    case Quality::NearLossless: return QStringLiteral("near_lossless");
    case Quality::Good: return QStringLiteral("good");
    case Quality::Noticeable: return QStringLiteral("noticeable");
    case Quality::Large: return QStringLiteral("large");
    }
    return QString();
}

QString Quantization::qualityName(Quality quality)
{
    switch (quality) {
    case Quality::NearLossless:
        return QCoreApplication::translate("Quantization", "Near lossless", "quality of a quantized model");
    case Quality::Good:
        return QCoreApplication::translate("Quantization", "Good", "quality of a quantized model");
    case Quality::Noticeable:
        return QCoreApplication::translate("Quantization", "Noticeable loss", "quality of a quantized model");
    case Quality::Large:
        return QCoreApplication::translate("Quantization", "Large loss", "quality of a quantized model");
    }
    return QString();
}

QString Quantization::qualityDescription(Quality quality)
{
    switch (quality) {
    case Quality::NearLossless:
        return QCoreApplication::translate("Quantization", "Answers are practically the same as the full-precision model's.");
    case Quality::Good:
        return QCoreApplication::translate("Quantization", "Slightly worse than full precision; hard to notice in everyday use.");
    case Quality::Noticeable:
        return QCoreApplication::translate("Quantization", "Measurably worse than full precision, most visible on harder tasks.");
    case Quality::Large:
        return QCoreApplication::translate("Quantization", "Clearly worse than full precision; use it only when nothing larger fits.");
    }
    return QString();
}
