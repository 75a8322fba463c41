#pragma once

#include "MemoryUnit.h"
#include "RunsOnList.h"
#include "TrainedOnIndex.h"

#include <QCoreApplication>

// The From hardware view's sentences, built from estimator results. Kept apart from the widget so
// that the view wires controls and this says things.
class HardwareTexts
{
    Q_DECLARE_TR_FUNCTIONS(HardwareTexts)
public:
    // "Your NVIDIA GeForce RTX 4090 (24 GB) runs 143 of 310 open-weight models entirely on the GPU.";
    // until a device is chosen, "An RTX 4090 (example; choose yours) with 24 GB runs …". A name that
    // states its memory ("RTX 3060 12GB") is not followed by it again.
    static QString summary(const HardwareConfig &hardware, const RunsOnResult &result, MemoryUnit::Unit unit);
    // "150 of the 310 models meet your minimums (quality Good or better, at least 10 tokens/s), those partly in
    // system RAM included, and come first, the largest first." (counted over all of them, not only those on the GPU)
    static QString usable(const RunsOnResult &result);
    // "825 models left out: 549 weights not published, 276 access not on record, …"
    static QString leftOut(const RunsOnResult &result);
    // The minimums as a phrase for the status line: "quality Good or better, at least 10 tokens/s".
    static QString minimums(const Minimums &minimums);
    // The arithmetic behind the row a list shows for `model` under `minimums` (UsableQuantization),
    // in words and numbers a reader can redo by hand (rich text); memory in `unit`, and in the other
    // unit once.
    static QString basis(const ModelRecord &model, const HardwareConfig &hardware, const Minimums &minimums,
                         MemoryUnit::Unit unit);
    // Sentences of the basis, plain text: the quality tier with llama.cpp's figure, where an expert
    // offload puts what, and the prompt side.
    static QString quality(const QuantEstimate &q);
    // The KV cache's sum for a model with sliding-window layers: the full-attention layers at the
    // whole context, the others at most their window; keys and values, or a cached latent.
    static QString slidingWindowBasis(const ModelRecord &model, const ModelSizing &sizing, int context,
                                      double bytesPerElement);
    static QString expertOffload(const QuantEstimate &q, MemoryUnit::Unit unit);
    // For a model released with MXFP4 experts (gpt-oss), in a file of another `type`: what that type
    // changes (only the shared part), and that its quality tier is an upper bound on the loss.
    static QString nativeMxfp4Note(Quantization::Type type);
    static QString prompt(const QuantEstimate &q);
    // Without a GPU: the speed from system RAM alone, and why the prompt has no figure.
    static QString cpuSpeed(const QuantEstimate &q);
    static QString cpuPrompt();
    // The prompt's FLOP, the throughput and the speed, without the mixture-of-experts note.
    static QString promptThroughput(const QuantEstimate &q);
    // Models whose training hardware is this device, the largest runs first (rich text list; the
    // first maxTrainedOnLines of them, and how many more there are).
    static QString trainedOn(const HardwareDevice &device, const QVector<HardwareRecord> &models,
                             const TrainedOnIndex &index, int *matches = nullptr);
    static constexpr int maxTrainedOnLines = 100;
};
