#include "UsableQuantization.h"

#include "Settings.h"

#include <array>

namespace {

Minimums read(const QVariant &quality, const QVariant &speed)
{
    Minimums m;
    m.quality = Quantization::qualityFromKey(quality.toString()).value_or(Minimums::defaults().quality);
    bool ok = false;
    const double tokens = speed.toDouble(&ok);
    m.tokensPerSecond = ok && tokens >= 0 && tokens <= 100000 ? tokens : Minimums::defaults().tokensPerSecond;
    return m;
}

} // namespace

Minimums Minimums::defaults()
{
    Minimums m;
    m.quality = Quantization::qualityFromKey(Settings::defaultValue(Settings::Key::HardwareMinQuality).toString())
                    .value_or(Quantization::Quality::Large);
    m.tokensPerSecond = Settings::defaultValue(Settings::Key::HardwareMinTokensPerSecond).toDouble();
    return m;
}

Minimums Minimums::load()
{
    return read(Settings::value(Settings::Key::HardwareMinQuality), Settings::value(Settings::Key::HardwareMinTokensPerSecond));
}

void Minimums::save() const
{
    Settings::setValue(Settings::Key::HardwareMinQuality, Quantization::qualityKey(quality));
    Settings::setValue(Settings::Key::HardwareMinTokensPerSecond, tokensPerSecond);
}

UsableEstimate UsableQuantization::choose(const ModelSizing &sizing, const HardwareConfig &hardware, const Minimums &minimums)
{
    const QVector<Quantization::Type> &types = Quantization::forModel(sizing.mixtureOfExperts);
    std::array<FitLevel, 16> fits{};
    Q_ASSERT(types.size() <= int(fits.size()));
    Estimator::fitLevels(sizing, hardware, fits.data());
    const auto best = Estimator::bestOf(types, fits.data(), sizing.nativeMxfp4);

    UsableEstimate u;
    u.runs = best.has_value();
    // The estimator's best is on the GPU whenever any type is: a fact of the hardware, which the
    // headline counts, while the row may show another type to meet the minimums.
    if (best) {
        const FitLevel fit = fits[size_t(types.indexOf(*best))];
        u.fitsOnGpu = fit == FitLevel::Gpu || fit == FitLevel::Tight;
    }
    // Types of a worse tier than the minimum are out from the start; then the best left is tried, and
    // each too slow is set aside in turn. The estimator's order tries the GPU first and, on it, the
    // most bits first, so each next try is faster: most rows meet or run out after a try or two.
    std::array<FitLevel, 16> open = fits;
    for (int i = 0; i < types.size(); ++i) {
        if (!minimums.accepts(Estimator::quality(sizing, types.at(i))))
            open[size_t(i)] = FitLevel::TooLarge;
    }
    std::optional<QuantEstimate> firstAtQuality;   // the best at the minimum quality, however slow
    while (const auto candidate = Estimator::bestOf(types, open.data(), sizing.nativeMxfp4)) {
        QuantEstimate q = Estimator::estimateAt(sizing, hardware, *candidate);
        if (q.tokensPerSecond.expected >= minimums.tokensPerSecond) {
            u.shown = std::move(q);
            u.meets = true;
            return u;
        }
        if (!firstAtQuality)
            firstAtQuality = std::move(q);
        open[size_t(types.indexOf(*candidate))] = FitLevel::TooLarge;
    }
    u.shown = firstAtQuality ? std::move(*firstAtQuality) : Estimator::estimateAt(sizing, hardware, best.value_or(types.constLast()));
    u.belowQuality = u.runs && !minimums.accepts(u.shown.quality);
    u.belowSpeed = !(u.shown.tokensPerSecond.expected >= minimums.tokensPerSecond) || !u.runs;
    return u;
}
