#pragma once

#include "Estimator.h"

// What a user asks of a model before it counts as usable on their hardware: a quantization at least
// this good and at least this many tokens per second. Default-constructed: anything that runs.
struct Minimums
{
    Quantization::Quality quality = Quantization::Quality::Large;   // the worst tier accepted
    double tokensPerSecond = 0;

    // The user's minimums as remembered (Settings), and what they are before the user sets any.
    static Minimums load();
    static Minimums defaults();
    void save() const;
    bool accepts(Quantization::Quality tier) const { return int(tier) <= int(quality); }
    bool isNone() const { return quality == Quantization::Quality::Large && !(tokensPerSecond > 0); }

    bool operator==(const Minimums &o) const { return quality == o.quality && tokensPerSecond == o.tokensPerSecond; }
    bool operator!=(const Minimums &o) const { return !(*this == o); }
};

// The quantization a list shows for a model, under the user's minimums, and how it stands against them.
struct UsableEstimate
{
    QuantEstimate shown;
    bool runs = false;          // some quantization runs (entirely or partly on the GPU)
    bool fitsOnGpu = false;     // some quantization runs entirely on the GPU, whatever the minimums
    bool meets = false;         // `shown` runs at the minimum quality and speed or better
    bool belowQuality = false;  // `shown` is of a worse tier than the minimum
    bool belowSpeed = false;    // `shown` is slower than the minimum (or does not run)
};

// Which quantization a user would pick: the estimator's best (on the GPU first, then the highest
// quality; Estimator::bestOf) among those that meet both minimums. When none does, the row shows the
// closest, the one that misses by the least, in this order:
//  - some type of the minimum quality or better runs, too slowly: the fastest of those (the nearest
//    to the speed minimum; never the slowest, which a larger type would be);
//  - no type of the minimum quality runs at all: of the worse tiers, the estimator's best (on the GPU
//    first, then the highest quality) of those that reach the speed minimum, failing that the
//    fastest that runs;
//  - nothing runs: the estimator's best, which is then its smallest type.
// The From hardware list, --runs-on, --estimate, --compare and the Compare window all call this, so
// one model on one device has one answer. With no minimums this is exactly Estimator::estimateShown().
class UsableQuantization
{
public:
    static UsableEstimate choose(const ModelSizing &sizing, const HardwareConfig &hardware, const Minimums &minimums);
};
