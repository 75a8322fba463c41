#include "ModelQuestions.h"

#include "Estimator.h"
#include "Formatter.h"
#include "hardware/ModelHardwareTable.h"
#include "Vocabulary.h"

#include <QLocale>

#include <limits>

namespace {

// "A, B and C" in the UI language reads better in a sentence than a comma list.
QString sentenceList(const QStringList &items)
{
    return QLocale().createSeparatedList(items);
}

int clampedCount(qint64 value)
{
    return int(qBound(qint64(0), value, qint64(std::numeric_limits<int>::max())));
}

// Why a model without published weights cannot be downloaded, as its access on record says: the page's
// Availability says the same, and an unreleased model is no service anyone can use. The access is told
// once, in words; only a term the sentences do not cover is quoted as the record has it ("…through an
// API. Access on record: API access." said it twice).
QString closedAnswer(const ModelRecord &m)
{
    const QString access = m.modelAccessibility;
    QString why;
    if (access == QLatin1String("API access"))
        why = ModelQuestions::tr("No. The weights of %1 were never published: its provider runs it and offers it "
                                 "through an API.");
    else if (access == QLatin1String("Hosted access (no API)"))
        why = ModelQuestions::tr("No. The weights of %1 were never published: it can be used only in its provider's "
                                 "own product.");
    else if (access == QLatin1String("Unreleased"))
        why = ModelQuestions::tr("No. The weights of %1 were never published, and the model is not offered to the "
                                 "public in any form.");
    else
        return ModelQuestions::tr("No. The weights of %1 were never published.").arg(m.name) + QLatin1Char(' ')
            + ModelQuestions::tr("Access on record: %1.").arg(Vocabulary::display(access));
    return why.arg(m.name);
}

// Whether a model with published weights may be downloaded, in the words of its access on record (the
// page's table shows the term itself), and its licence's name where the catalogue has it.
QString openAnswer(const ModelRecord &m)
{
    const QString access = m.modelAccessibility;
    QString answer;
    if (access == QLatin1String("Open weights (unrestricted)"))
        answer = ModelQuestions::tr("Yes. The weights of %1 are published, for any use.");
    else if (access == QLatin1String("Open weights (restricted use)"))
        answer = ModelQuestions::tr("Yes. The weights of %1 are published; their licence restricts some uses.");
    else if (access == QLatin1String("Open weights (non-commercial)"))
        answer = ModelQuestions::tr("Yes, for non-commercial use: the weights of %1 are published under terms that "
                                    "exclude commercial use.");
    else
        answer = ModelQuestions::tr("Yes. The weights of %1 are published.");
    answer = answer.arg(m.name);
    if (!m.licence.isEmpty())
        answer += QLatin1Char(' ') + ModelQuestions::tr("Licence: %1.").arg(m.licence);
    return answer + QLatin1Char(' ')
        + ModelQuestions::tr("You can download them and run the model on your own hardware.");
}

} // namespace

QVector<ModelQuestion> ModelQuestions::forModel(const ModelRecord &m)
{
    QVector<ModelQuestion> out;
    const QString name = m.name;
    // The estimator's word on it (AccessNotOnRecord), so the page, the From hardware view and the command
    // line tell "not on record" apart from "never published" alike.
    const bool accessKnown = Estimator::checkModel(m) != NoEstimateReason::AccessNotOnRecord;
    const bool open = m.weightsPublished();

    if (accessKnown) {
        //: Question on the model page, as a reader asks it; in Italian impersonal, as the other questions ("Si può…?").
        ModelQuestion q{tr("Can I download %1?").arg(name), QString()};
        q.answer = open ? openAnswer(m) : closedAnswer(m);
        out.append(q);
    }

    if (m.parameters) {
        // Prose reads the word ("175 billion"); the short form is for tables.
        QString answer = tr("%1 in total.").arg(Formatter::count(m.parameters, true));
        if (m.activeParameters) {
            answer += QLatin1Char(' ')
                + tr("It is a mixture-of-experts model: only %1 of them are at work for each token. "
                     "The total decides how much memory the weights take; the active share decides "
                     "how fast it answers.")
                      .arg(Formatter::count(m.activeParameters, true));
        } else {
            answer += QLatin1Char(' ') + tr("That total is what decides how much memory the weights take up.");
        }
        out.append({tr("How many parameters does %1 have?").arg(name), answer});
    }

    if (!m.organizations.isEmpty()) {
        QStringList details;
        if (!m.countries.isEmpty())
            details.append(tr("country: %1").arg(Vocabulary::displayJoined(m.countries)));
        if (!m.categories.isEmpty())
            details.append(tr("organisation type: %1").arg(Vocabulary::displayJoined(m.categories)));
        const QString makers = sentenceList(m.organizations);
        const QString answer = details.isEmpty()
            ? tr("%1 was built by %2.").arg(name, makers)
            : tr("%1 was built by %2 (%3).").arg(name, makers, details.join(QStringLiteral("; ")));
        out.append({tr("Who made %1?").arg(name), answer});
    }

    if (m.published.isValid()) {
        //: %1 is a month and year, e.g. "February 2024".
        out.append({tr("When was %1 released?").arg(name),
                    tr("It was published in %1.").arg(Formatter::monthYear(m.published))});
    }

    if (!m.domains.isEmpty() || !m.tasks.isEmpty()) {
        QStringList parts;
        if (!m.domains.isEmpty())
            parts.append(tr("It is catalogued in %n domain(s): %1.", nullptr, int(m.domains.size()))
                             .arg(sentenceList(Vocabulary::display(m.domains))));
        if (!m.tasks.isEmpty())
            parts.append(tr("Its record lists %n task(s): %1.", nullptr, int(m.tasks.size()))
                             .arg(sentenceList(Vocabulary::display(m.tasks))));
        parts.append(tr("The labels say what it was made for; they are not a list of everything it can do."));
        out.append({tr("What is %1 used for?").arg(name), parts.join(QLatin1Char(' '))});
    }

    if (m.trainingComputeFlop) {
        QStringList parts{tr("About %1.").arg(Formatter::flop(m.trainingComputeFlop))};
        if (!m.trainingHardware.isEmpty()) {
            const QString chips = sentenceList(m.trainingHardware);
            parts.append(m.hardwareQuantity
                ? tr("It was trained on %1 (%Ln chip(s)).", nullptr, clampedCount(*m.hardwareQuantity)).arg(chips)
                : tr("It was trained on %1.").arg(chips));
        }
        if (m.trainingTimeHours)
            parts.append(tr("The run lasted %1.").arg(Formatter::hours(m.trainingTimeHours)));
        parts.append(tr("That figure is what making the model cost, not how fast it answers: "
                        "answering speed depends on memory bandwidth."));
        out.append({tr("How much compute did it take to train %1?").arg(name), parts.join(QLatin1Char(' '))});
    }

    if (accessKnown) {
        //: Question on the model page, as a reader asks it; in Italian impersonal, as the other questions ("Si può…?").
        const QString question = tr("What GPU do I need to run %1?").arg(name);
        // The estimate itself lives in one place (the estimator behind the From hardware view);
        // repeating a rough formula here is how two views end up disagreeing.
        // For open weights of known size the estimator answers; otherwise the general words below.
        const QString estimated = open ? ModelHardwareTable::gpuAnswer(m) : QString();
        // Open weights without an estimate: a model that does not write text, or one of unknown size.
        const QString notEstimated = Estimator::checkModel(m) == NoEstimateReason::NotTextGenerator
            ? tr("This catalogue does not estimate it: its estimates are for models that write text token by "
                 "token (memory at llama.cpp's quantizations, tokens per second), and %1 does not. Its weights are "
                 "published; what it needs depends on the program that runs it.")
                  .arg(name)
            : tr("That cannot be worked out: the parameter count of %1 is not on record, and the memory a "
                 "model needs starts from it. The From hardware view leaves it out for the same reason.")
                  .arg(name);
        const QString answer = !estimated.isEmpty() ? estimated : open
            ? notEstimated
            : tr("None will do. The weights of %1 were never published, so no graphics card, at any "
                 "price, lets you run it yourself; only its provider can.")
                  .arg(name);
        out.append({question, answer});
    }

    return out;
}
