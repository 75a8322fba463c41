#include "ModelPageBuilder.h"

#include "Estimator.h"
#include "Formatter.h"
#include "HardwareCatalogue.h"
#include "ModelQuestions.h"
#include "hardware/ModelHardwareTable.h"
#include "PlainText.h"
#include "RecordTexts.h"
#include "SourceLabels.h"
#include "Vocabulary.h"

#include <QSize>
#include <QUrl>
#include <QVector>

namespace {

// Colours with alpha so that the tint sits on whatever the palette's base colour is, light or dark,
// and the text keeps the palette's own colour.
const char *const closedTint = "rgba(230, 140, 30, 18%)";
const char *const openTint = "rgba(60, 130, 230, 16%)";

using Value = ModelPageBuilder::Value;
using Row = ModelPageBuilder::Field;
using Section = ModelPageBuilder::Section;

// Catalogue text and our own words alike, inside the HTML built here (see PlainText).
QString esc(const QString &text)
{
    return PlainText::escaped(text);
}

// Catalogue text as a value; an empty one is shown as missing rather than left blank.
Value value(const QString &text)
{
    const QString shown = text.isEmpty() ? Formatter::missing() : text;
    return {shown, esc(shown)};
}

Section section(const QString &title, const QString &explanation, const QVector<Row> &rows)
{
    return {title, explanation, rows};
}

QString render(const Section &s)
{
    QString html = QStringLiteral("<h2 style=\"margin-top:22px; margin-bottom:2px;\">%1</h2>"
                                  "<p style=\"margin-top:0; margin-bottom:6px; font-style:italic;\">%2</p>")
                       .arg(esc(s.title), esc(s.explanation));
    if (s.fields.isEmpty())
        return html;
    html += QStringLiteral("<table width=\"100%\" cellspacing=\"0\" cellpadding=\"3\">");
    for (const Row &row : s.fields)
        html += QStringLiteral("<tr><td width=\"34%\" valign=\"top\" style=\"font-weight:600;\">%1</td>"
                               "<td valign=\"top\">%2</td></tr>")
                    .arg(esc(row.label), row.value.html);
    html += QStringLiteral("</table>");
    return html;
}

QString box(const char *tint, const QString &inner)
{
    return QStringLiteral("<table width=\"100%\" cellspacing=\"0\" cellpadding=\"12\" "
                          "style=\"background-color:%1; margin-top:6px; margin-bottom:6px;\">"
                          "<tr><td>%2</td></tr></table>")
        .arg(QLatin1String(tint), inner);
}

QString boxHeading(const QString &text)
{
    return QStringLiteral("<p style=\"margin-top:0; margin-bottom:6px; font-size:large; font-weight:700;\">%1</p>")
        .arg(esc(text));
}

QString paragraph(const QString &text)
{
    return QStringLiteral("<p>%1</p>").arg(esc(text));
}

// The training hardware, each name the hardware catalogue knows (directly or as an alias) a link
// that opens the From hardware view on that device.
Value trainingHardware(const QStringList &names)
{
    if (names.isEmpty())
        return value(QString());
    QStringList parts;
    for (const QString &name : names) {
        const HardwareDevice *device = HardwareCatalogue::shipped().find(name);
        parts.append(device ? QStringLiteral("<a href=\"%1\">%2</a>")
                                  .arg(esc(ModelPageBuilder::deviceLink(device->name)), esc(name))
                            : esc(name));
    }
    return {names.join(QStringLiteral(", ")), parts.join(QStringLiteral(", "))};
}

QString hardwareAnchor(const QString &text)
{
    return QStringLiteral("<a href=\"%1\">%2</a>").arg(ModelPageBuilder::hardwareLink(), esc(text));
}

QString parameters(const std::optional<double> &count)
{
    if (!count)
        return Formatter::missing();
    const QString shortForm = Formatter::count(count);
    const QString longForm = Formatter::count(count, true);
    return shortForm == longForm ? shortForm : QStringLiteral("%1 (%2)").arg(shortForm, longForm);
}

Value linkHtml(const QString &link)
{
    const QString trimmed = link.trimmed();
    if (trimmed.isEmpty())
        return value(QString());
    const QUrl url(trimmed, QUrl::StrictMode);
    const QString scheme = url.scheme().toLower();
    // Anything but a web address (javascript:, file:, data:, our own atlas:) is shown, never followed.
    if (!url.isValid() || url.host().isEmpty()
        || (scheme != QLatin1String("http") && scheme != QLatin1String("https")))
        return value(trimmed);
    return {trimmed, QStringLiteral("<a href=\"%1\">%2</a>").arg(esc(QString::fromLatin1(url.toEncoded())), esc(trimmed))};
}

// Where the weights are published: a Hugging Face repository ("owner/name") links to its page, the full
// https address of one elsewhere (GitHub, a lab's own site) to itself; anything else is shown, not followed.
Value repositoryHtml(const QString &repository)
{
    if (repository.isEmpty())
        return value(QString());
    if (repository.startsWith(QLatin1String("https://")))
        return linkHtml(repository);
    const QUrl url(QStringLiteral("https://huggingface.co/") + repository, QUrl::StrictMode);
    if (!url.isValid() || url.path().count(QLatin1Char('/')) != 2)
        return value(repository);
    return {repository, QStringLiteral("<a href=\"%1\">%2</a>").arg(esc(QString::fromLatin1(url.toEncoded())), esc(repository))};
}

// The page's wording, translated in the ModelPageBuilder context (lupdate reads the macro).
class Text
{
    Q_DECLARE_TR_FUNCTIONS(ModelPageBuilder)
public:
    static QString architecture(const ModelRecord &m);
    static QString closedBox(const ModelRecord &m);
    static QString openBox(const ModelRecord &m, const QSize &memoryChart);
    static QString yesNo(bool yes);
    static Section origin(const ModelRecord &m, bool allAuthors);
    static Section purpose(const ModelRecord &m);
    static Section size(const ModelRecord &m);
    static Section compute(const ModelRecord &m);
    static Section trainingRun(const ModelRecord &m);
    static Section availability(const ModelRecord &m);
    static Section classification(const ModelRecord &m);
    static Section sources(const ModelRecord &m);
    static QString questions(const ModelRecord &m);
    static QString otherDirection();
};

QString Text::architecture(const ModelRecord &m)
{
    QStringList parts;
    if (m.layers)
        parts.append(tr("%n layer(s)", nullptr, *m.layers));
    // Which layers keep a cache that grows with the context: all but a window's (sliding-window
    // attention), some (a hybrid), or none (no attention at all).
    if (m.slidingWindowLayers() > 0)
        parts.append(tr("sliding-window attention: %1 tokens on %2 of %3 layers, full attention on the other %4")
                         .arg(Formatter::integer(qint64(*m.slidingWindow)), Formatter::integer(qint64(m.slidingWindowLayers())),
                              Formatter::integer(qint64(m.layers.value_or(0))), Formatter::integer(qint64(*m.attentionLayers))));
    else if (m.attentionFree())
        parts.append(tr("no attention layers (a state-space model): no KV cache that grows with the context"));
    else if (m.attentionLayers)
        parts.append(tr("%1 with attention (the others keep a state of fixed size)")
                         .arg(Formatter::integer(qint64(*m.attentionLayers))));
    if (m.attentionHeads)
        parts.append(tr("%n attention head(s)", nullptr, *m.attentionHeads));
    if (m.kvHeads)
        parts.append(tr("%n KV head(s)", nullptr, *m.kvHeads));
    if (m.headDim)
        parts.append(tr("head dimension %1").arg(Formatter::integer(qint64(*m.headDim))));
    // What the cache holds instead of those heads' keys and values.
    if (m.kvLatentWidth)
        parts.append(tr("KV cache as a latent of %1 values per token and layer (multi-head latent attention)")
                         .arg(Formatter::integer(qint64(*m.kvLatentWidth))));
    if (m.contextLength)
        parts.append(tr("context of %Ln token(s)", nullptr, *m.contextLength));
    return parts.join(QStringLiteral(" · "));
}

QString Text::closedBox(const ModelRecord &m)
{
    // An empty accessibility is unknown, not closed: say so instead of claiming the weights were withheld.
    if (Estimator::checkModel(m) == NoEstimateReason::AccessNotOnRecord)
        return box(closedTint,
                   boxHeading(tr("No estimate"))
                       + paragraph(tr("This record does not say whether the weights of this model were "
                                      "ever published, so there is nothing to base a hardware estimate on.")));
    return box(closedTint,
               boxHeading(tr("No estimate: weights never published"))
                   + paragraph(RecordTexts::closedExplanation(m)));
}

QString Text::openBox(const ModelRecord &m, const QSize &memoryChart)
{
    // Without a parameter count the estimator has nothing to start from and From hardware leaves the
    // model out: the box must not promise an estimate there.
    const NoEstimateReason reason = Estimator::checkModel(m);
    const bool sized = reason == NoEstimateReason::None;
    // "can run on a machine of your own" is false of a model no common GPU holds even at its smallest size.
    const QString beyond = sized ? ModelHardwareTable::beyondCommonGpus(m) : QString();
    QString inner = boxHeading(tr("Running it on your own hardware"))
        + paragraph(!beyond.isEmpty() ? beyond
                    : sized
                          ? tr("The weights are published, so this model can run on a machine of your own. How much "
                               "memory it needs at each quantization, and which GPUs can hold it, is worked out in "
                               "the From hardware view.")
                    : reason == NoEstimateReason::NotTextGenerator
                          ? tr("The weights are published, so this model can run on a machine of your own. The "
                               "estimates here are for models that write text token by token (memory at llama.cpp's "
                               "quantizations, tokens per second), which this one does not, so the From hardware "
                               "view leaves it out.")
                          : tr("The weights are published, so this model can run on a machine of your own, but its "
                               "parameter count is not on record: how much memory it needs cannot be worked out, and "
                               "the From hardware view leaves it out."));
    QStringList facts;
    facts.append(QStringLiteral("<b>%1</b> %2").arg(esc(tr("Parameters:")), esc(parameters(m.parameters))));
    if (m.activeParameters)
        facts.append(QStringLiteral("<b>%1</b> %2")
                         .arg(esc(tr("Active per token:")), esc(Formatter::count(m.activeParameters))));
    if (const QString link = RecordTexts::weightsLinkHtml(m); !link.isEmpty())
        facts.append(QStringLiteral("<b>%1</b> %2").arg(esc(tr("Weights:")), link));
    const QString arch = architecture(m);
    facts.append(QStringLiteral("<b>%1</b> %2").arg(
        esc(tr("Architecture:")),
        esc(!arch.isEmpty() ? arch
            : sized         ? tr("not on record, so the memory estimate uses an approximation and is marked "
                                 "as approximate")
                            : tr("not on record"))));
    inner += QStringLiteral("<p style=\"margin-bottom:0;\">%1</p>").arg(facts.join(QStringLiteral("<br>")));
    // What it needs at each quantization, from the one Estimator (see ModelHardwareTable): drawn
    // when the host supplies the chart's image, then as a table as wide as the chart, whose width the
    // host took from the box's.
    const QString table = ModelHardwareTable::html(m, memoryChart.isValid() ? memoryChart.width() : 0);
    if (!table.isEmpty() && memoryChart.isValid())
        inner += QStringLiteral("<p style=\"margin-top:10px; margin-bottom:0;\"><img src=\"%1\" width=\"%2\" height=\"%3\"></p>")
                     .arg(ModelPageBuilder::memoryChartUrl(), QString::number(memoryChart.width()),
                          QString::number(memoryChart.height()));
    inner += table;
    if (sized)
        inner += QStringLiteral("<p style=\"margin-bottom:0;\">%1</p>")
                     .arg(hardwareAnchor(tr("See what it needs in the From hardware view")));
    return box(openTint, inner);
}

QString Text::yesNo(bool yes)
{
    return yes ? tr("Yes") : tr("No");
}

Section Text::origin(const ModelRecord &m, bool allAuthors)
{
    return section(tr("Origin"), tr("Who built the model, where they are based, and when it came out."),
                   {{tr("Organisation"), value(m.organizations.join(QStringLiteral(", ")))},
                    {tr("Organisation type"), value(Vocabulary::displayJoined(m.categories))},
                    {tr("Country"), value(Vocabulary::displayJoined(m.countries))},
                    {tr("Published"), value(Formatter::date(m.published))},
                    {tr("Authors"), {value(m.authors).text, RecordTexts::authorsHtml(m.authors, allAuthors),
                                     RecordTexts::authorsText(m.authors)}}});
}

Section Text::purpose(const ModelRecord &m)
{
    return section(tr("What it does"),
                   tr("The fields the model was made for. One model can carry several labels of each kind."),
                   {{tr("Domain"), value(Vocabulary::displayJoined(m.domains))},
                    {tr("Task"), value(Vocabulary::displayJoined(m.tasks))},
                    {tr("Approach"), value(Vocabulary::display(m.approach))}});
}

Section Text::size(const ModelRecord &m)
{
    QVector<Row> rows{{tr("Parameters"), value(parameters(m.parameters))}};
    if (m.mixtureOfExperts)
        rows.append({tr("Mixture of experts"),
                     value(*m.mixtureOfExperts ? tr("Yes, only some of its parameters work on each token")
                                               : tr("No, a dense model: every parameter works on every token"))});
    if (m.activeParameters)
        rows.append({tr("Active parameters"), value(Formatter::count(m.activeParameters))});
    rows.append({tr("Training data"), value(RecordTexts::datasetSize(m))});
    rows.append({tr("Epochs"), value(Formatter::number(m.epochs))});
    return section(tr("Size"),
                   tr("How big the model is and how much data it learnt from. The parameter count is "
                      "what decides whether it fits on a graphics card."),
                   rows);
}

Section Text::compute(const ModelRecord &m)
{
    return section(tr("Training compute"),
                   tr("The floating-point operations spent on training: a measure of the effort that went "
                      "into making the model, not of how quickly the finished model responds."),
                   {{tr("Training compute"), value(Formatter::flop(m.trainingComputeFlop))},
                    {tr("How it was established"), value(Vocabulary::displayJoined(m.computeMethod))}});
}

Section Text::trainingRun(const ModelRecord &m)
{
    QVector<Row> rows{
        {tr("Training hardware"), trainingHardware(m.trainingHardware)},
        {tr("Chips used"), value(Formatter::integer(m.hardwareQuantity))},
        {tr("Training time (wall-clock)"), value(Formatter::hours(m.trainingTimeHours))},
        {tr("Hardware utilisation"),
         value(m.hardwareUtilization ? tr("MFU %1").arg(Formatter::percent(m.hardwareUtilization))
                                     : Formatter::missing())},
        {tr("Power draw"), value(Formatter::power(m.powerDrawW))}};
    if (m.trainingCostUsd)
        rows.append({tr("Training cost"), value(RecordTexts::trainingCost(m))});
    return section(tr("The training run"),
                   tr("What training took in physical terms: which chips, how many of them, for how long, "
                      "and how much power they drew."),
                   rows);
}

Section Text::availability(const ModelRecord &m)
{
    QVector<Row> rows{{tr("Weights"), value(RecordTexts::weights(m))}};
    if (m.weightsPublished()) {
        rows.append({tr("Weights repository"), repositoryHtml(m.weightsRepository)});
        rows.append({tr("Licence"), value(m.licence)});
    }
    rows.append({tr("Model access"), value(Vocabulary::display(m.modelAccessibility))});
    rows.append({tr("Training code"), value(Vocabulary::display(m.trainingCodeAccessibility))});
    return section(tr("Availability"),
                   tr("Whether you can get hold of the model yourself, which decides whether any hardware "
                      "figure applies to it at all."),
                   rows);
}

Section Text::classification(const ModelRecord &m)
{
    // With no compute figure there is nothing to compare with 10²³, so neither yes nor no is honest.
    QVector<Row> rows{{tr("Likely above 10²³ FLOP"),
                       value(m.trainingComputeFlop ? yesNo(m.likelyAbove1e23Flop()) : QString())}};
    if (m.frontier)
        rows.append({tr("Frontier model"), value(tr("Yes"))});
    rows.append({tr("Why it is tracked"), value(Vocabulary::displayJoined(m.notability))});
    rows.append({tr("Record confidence"), value(Vocabulary::display(m.confidence))});
    rows.append({tr("Citations"), value(Formatter::integer(m.citations))});
    return section(tr("How it is classified"),
                   tr("How the source dataset labels this model among notable ones, and how sure it is "
                      "of the record."),
                   rows);
}

Section Text::sources(const ModelRecord &m)
{
    QVector<Row> rows{{tr("Reference"), value(m.reference)},
                      {tr("Link"), linkHtml(m.link)},
                      {tr("Last updated"), value(Formatter::date(m.lastModified))}};
    // Where each group of figures was read, as plain text: a source names a document, it is not a link
    // to follow from here.
    for (const ModelSource &source : m.sources)
        rows.append({SourceLabels::subjects(source.what), value(SourceLabels::document(source))});
    return section(tr("Sources"), tr("Where the record comes from and when it was last updated."), rows);
}

QString Text::questions(const ModelRecord &m)
{
    const QVector<ModelQuestion> list = ModelQuestions::forModel(m);
    if (list.isEmpty())
        return QString();
    QString html = render(section(tr("Common questions"), tr("Short answers drawn from the figures above."), {}));
    for (const ModelQuestion &q : list)
        html += QStringLiteral("<p style=\"margin-top:10px; margin-bottom:2px; font-weight:600;\">%1</p>"
                               "<p style=\"margin-top:0;\">%2</p>")
                    .arg(esc(q.question), esc(q.answer));
    return html;
}

QString Text::otherDirection()
{
    return render(section(tr("The other direction"), tr("Starting from your hardware instead of from a model."), {}))
        + paragraph(tr("This page starts from one model. If you already own a graphics card, a Mac or a few "
                       "cards and want to see every model they can run, and which models were trained on "
                       "the same chips, start from the hardware."))
        + QStringLiteral("<p>%1</p>").arg(hardwareAnchor(tr("Open the From hardware view")));
}

} // namespace

QString ModelPageBuilder::hardwareLink()
{
    return QStringLiteral("atlas:hardware");
}

QString ModelPageBuilder::deviceLink(const QString &deviceName)
{
    QUrl url(QStringLiteral("atlas:device"));
    url.setFragment(deviceName);
    return url.toString(QUrl::FullyEncoded);
}

QString ModelPageBuilder::deviceFromLink(const QUrl &link)
{
    if (link.scheme() != QLatin1String("atlas") || link.path() != QLatin1String("device"))
        return QString();
    return link.fragment(QUrl::FullyDecoded);
}

QString ModelPageBuilder::memoryChartUrl()
{
    return QStringLiteral("atlas-chart:memory");
}

QString ModelPageBuilder::html(const ModelRecord &m, bool withTitle, const QSize &memoryChart, bool allAuthors)
{
    QString html = QStringLiteral("<html><body>");
    if (withTitle)
        html += QStringLiteral("<h1>%1</h1>").arg(esc(m.name));
    html += m.weightsPublished() ? Text::openBox(m, memoryChart) : Text::closedBox(m);
    // Our own short note says in a sentence what the figures cannot; it is written in English, which its label says in Italian.
    if (!m.note.trimmed().isEmpty())
        html += QStringLiteral("<p><i>%1</i> %2</p>").arg(esc(tr("Note:", "our note, written in English")), esc(m.note.trimmed()));
    for (const Section &s : sections(m, allAuthors))
        html += render(s);
    html += Text::questions(m) + Text::otherDirection();
    html += QStringLiteral("</body></html>");
    return html;
}

QVector<ModelPageBuilder::Section> ModelPageBuilder::sections(const ModelRecord &m, bool allAuthors)
{
    return {Text::origin(m, allAuthors), Text::purpose(m), Text::size(m), Text::compute(m), Text::trainingRun(m),
            Text::availability(m), Text::classification(m), Text::sources(m)};
}

QString ModelPageBuilder::emptyHtml(const QString &hiddenName)
{
    const QString title = hiddenName.isEmpty() ? tr("Select a model in the table to see its page")
                                               : tr("“%1” is not among the results").arg(hiddenName);
    const QString body = hiddenName.isEmpty()
        ? tr("Its origin, size, training run and availability appear here, with what it takes to run it yourself.")
        : tr("The filters hide it. Its page opens again when they show it, or select another model.");
    // A frame margin, because QTextDocument drops the top margin of a document's first paragraph.
    return QStringLiteral("<html><body><table width=\"100%\" style=\"margin-top:80px;\"><tr><td>"
                          "<p align=\"center\" style=\"font-size:large;\">%1</p>"
                          "<p align=\"center\">%2</p></td></tr></table></body></html>")
        .arg(esc(title), esc(body));
}
