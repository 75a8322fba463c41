#include "RecordTexts.h"

#include "Formatter.h"
#include "PlainText.h"
#include "ShortList.h"
#include "Vocabulary.h"

#include <QUrl>

namespace {

QString esc(const QString &text)
{
    return PlainText::escaped(text);
}

// The Epoch column the catalogue's training cost comes from is "Training compute cost (2023 USD)"
// (data/README.md).
constexpr int costDollarYear = 2023;

// A web address for the weights: a Hugging Face "owner/name", or a full https address elsewhere.
QUrl weightsUrl(const QString &repository, bool *huggingFace)
{
    *huggingFace = false;
    const QString trimmed = repository.trimmed();
    if (trimmed.startsWith(QLatin1String("https://"))) {
        const QUrl url(trimmed, QUrl::StrictMode);
        *huggingFace = url.host() == QLatin1String("huggingface.co");
        return url.isValid() && !url.host().isEmpty() ? url : QUrl();
    }
    const QUrl url(QStringLiteral("https://huggingface.co/") + trimmed, QUrl::StrictMode);
    if (!url.isValid() || url.path().count(QLatin1Char('/')) != 2)
        return QUrl();
    *huggingFace = true;
    return url;
}

// The catalogue's comma-separated author list, one name each.
QStringList authorNames(const QString &authors)
{
    QStringList names;
    for (const QString &name : authors.split(QLatin1Char(','))) {
        if (!name.trimmed().isEmpty())
            names.append(name.trimmed());
    }
    return names;
}

} // namespace

QString RecordTexts::authorsLink()
{
    return QStringLiteral("atlas:authors");
}

QString RecordTexts::authorsText(const QString &authors)
{
    return ShortList::text(authorNames(authors), QStringLiteral(", "));
}

QString RecordTexts::authorsHtml(const QString &authors, bool all)
{
    const QStringList names = authorNames(authors);
    if (names.isEmpty())
        return esc(Formatter::missing());
    if (all || ShortList::rest(names) == 0)
        return esc(names.join(QStringLiteral(", ")));
    // The rest behind a link that shows them.
    return QStringLiteral("%1 <a href=\"%2\">%3</a>")
        .arg(esc(ShortList::head(names).join(QStringLiteral(", "))), authorsLink(), esc(ShortList::andMore(ShortList::rest(names))));
}

QString RecordTexts::datasetSize(const ModelRecord &m)
{
    if (!m.datasetSize)
        return Formatter::missing();
    const double size = *m.datasetSize;
    const QString words = Formatter::count(size, true);
    // From a million up the words round: the power of ten keeps the figure's order exact.
    const bool large = size >= 1e6;
    if (m.datasetUnit == QLatin1String("tokens"))
        return large ? tr("%1 tokens (%2)", "11 trillion tokens (1.1 × 10¹³)").arg(words, Formatter::scientific(size))
                     : tr("%1 tokens").arg(words);
    if (m.datasetUnit == QLatin1String("datapoints"))
        return large ? tr("%1 data points (%2)", "3 million data points (3.0 × 10⁶)").arg(words, Formatter::scientific(size))
                     : tr("%1 data points").arg(words);
    return words;
}

QString RecordTexts::trainingCost(const ModelRecord &m)
{
    const QString cost = Formatter::money(m.trainingCostUsd, costDollarYear);
    if (m.confidence.isEmpty())
        return cost;
    //: a training cost, then how sure the record is of its figures ("Speculative", "Confident")
    return tr("%1 · confidence: %2").arg(cost, Vocabulary::display(m.confidence));
}

QString RecordTexts::weights(const ModelRecord &m)
{
    if (m.weightsPublished())
        return Vocabulary::display(m.modelAccessibility);
    const QString access = m.modelAccessibility;
    if (access == QLatin1String("API access"))
        return tr("Not published: the provider runs it and offers it through an API");
    if (access == QLatin1String("Hosted access (no API)"))
        return tr("Not published: usable only in the provider's own product");
    if (access == QLatin1String("Unreleased"))
        return tr("Not published, and the model is not offered to the public");
    return access.isEmpty() ? QString() : tr("Not published");
}

QString RecordTexts::closedExplanation(const ModelRecord &m)
{
    if (m.modelAccessibility == QLatin1String("Unreleased"))
        return tr("Its weights have never been released, and the model is not offered to the public in any "
                  "form: there is nothing to download and nothing to run on a computer of your own.");
    return tr("Its weights have never been released, so there is nothing to download and nothing to run on "
              "a computer of your own, at any size. Only its provider can run it, and no graphics card, "
              "however large, changes that.");
}

QString RecordTexts::weightsLinkHtml(const ModelRecord &m)
{
    if (m.weightsRepository.trimmed().isEmpty())
        return QString();
    bool huggingFace = false;
    const QUrl url = weightsUrl(m.weightsRepository, &huggingFace);
    const QString text = huggingFace ? tr("Get the weights on Hugging Face") : tr("Get the weights");
    QString html = url.isValid()
        ? QStringLiteral("<a href=\"%1\">%2</a>").arg(esc(QString::fromLatin1(url.toEncoded())), esc(text))
        : esc(m.weightsRepository);
    if (!m.licence.trimmed().isEmpty())
        html += esc(QStringLiteral(" · ") + tr("licence: %1").arg(m.licence.trimmed()));
    return html;
}
