#include "Quantization.h"

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
