#pragma once

#include "ModelRecord.h"

#include <QCoreApplication>
#include <QString>

// The model page's wording for the figures a reader stumbled on (issue 15): the author list, the size of
// the training data, the training cost and what the model's access means for its weights. Written as
// HTML for ModelPageBuilder, catalogue text escaped; translated in the ModelPageBuilder context.
class RecordTexts
{
    Q_DECLARE_TR_FUNCTIONS(ModelPageBuilder)
public:
    // The first ten authors (ShortList) and a link (authorsLink()) that shows the rest; every one when `all`.
    static QString authorsHtml(const QString &authors, bool all);
    static QString authorsLink();
    // The first ten authors as plain text, then "and 490 more" (ShortList); empty when none are on record.
    static QString authorsText(const QString &authors);
    // "11 trillion tokens (1.1 × 10¹³)": the size in words, and the exact figure's order when large.
    static QString datasetSize(const ModelRecord &m);
    // "US$2,614,019 (2023 US$) · confidence: Speculative".
    static QString trainingCost(const ModelRecord &m);
    // The Weights row: published weights say their terms; withheld ones say who can use the model, as
    // its access says (served through an API, only in the provider's product, or not at all).
    static QString weights(const ModelRecord &m);
    // The closed box's sentence, following the same access.
    static QString closedExplanation(const ModelRecord &m);
    // "Get the weights on Hugging Face" (or "Get the weights" elsewhere) as a link, with the licence;
    // empty when the record names no repository.
    static QString weightsLinkHtml(const ModelRecord &m);
};
