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
    // Tries the types left open in the estimator's order (on the GPU first, the most bits first, so
    // each next try is faster: most rows meet or run out after a try or two). Returns the first that
    // reaches the speed minimum; `fastest` keeps the fastest of those tried, for when none does.
    const auto search = [&](std::array<FitLevel, 16> open, std::optional<QuantEstimate> *fastest) {
        while (const auto candidate = Estimator::bestOf(types, open.data(), sizing.nativeMxfp4)) {
            QuantEstimate q = Estimator::estimateAt(sizing, hardware, *candidate);
            if (q.tokensPerSecond.expected >= minimums.tokensPerSecond)
                return std::optional<QuantEstimate>(std::move(q));
            // Strictly faster: of two as fast, the one tried first (the better) stays.
            if (!*fastest || q.tokensPerSecond.expected > (*fastest)->tokensPerSecond.expected)
                *fastest = std::move(q);
            open[size_t(types.indexOf(*candidate))] = FitLevel::TooLarge;
        }
        return std::optional<QuantEstimate>();
    };
    // The types of the minimum tier or better, and the others.
    std::array<FitLevel, 16> atQuality = fits;
    std::array<FitLevel, 16> belowQuality = fits;
    for (int i = 0; i < types.size(); ++i)
        (minimums.accepts(Estimator::quality(sizing, types.at(i))) ? belowQuality : atQuality)[size_t(i)] = FitLevel::TooLarge;

    // 1. Meets both: the estimator's best of those.
    std::optional<QuantEstimate> fastestAtQuality;
    if (auto q = search(atQuality, &fastestAtQuality)) {
        u.shown = std::move(*q);
        u.meets = true;
        return u;
    }
    if (fastestAtQuality) {
        // 2. Some type of the minimum tier runs, too slowly: the fastest of them, the one nearest the
        // speed minimum (it misses only that one, by the least).
        u.shown = std::move(*fastestAtQuality);
    } else {
        // 3. No type of the minimum tier runs: of the worse tiers, the best that reaches the speed
        // minimum (it misses only the quality minimum, by the least), failing that the fastest.
        std::optional<QuantEstimate> fastest;
        if (auto q = search(belowQuality, &fastest))
            u.shown = std::move(*q);
        else if (fastest)
            u.shown = std::move(*fastest);
        else // 4. Nothing runs: the estimator's best, or its smallest.
            u.shown = Estimator::estimateAt(sizing, hardware, best.value_or(types.constLast()));
    }
    u.belowQuality = u.runs && !minimums.accepts(u.shown.quality);
    u.belowSpeed = !(u.shown.tokensPerSecond.expected >= minimums.tokensPerSecond) || !u.runs;
    return u;
}
