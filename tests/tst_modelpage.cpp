#include "CatalogueWriter.h"
#include "Database.h"
#include "LanguageManager.h"
#include "details/ModelPage.h"
#include "details/ModelPageBuilder.h"
#include "details/ModelQuestions.h"
#include "details/RecordTexts.h"
#include "details/SourceLabels.h"
#include "ModelRepository.h"
#include "ShippedCatalogue.h"
#include "UserData.h"

#include <QPlainTextEdit>
#include <QSignalSpy>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextDocument>
#include <QToolButton>
#include <QtTest>

namespace {

QString plainText(const ModelPage &page)
{
    return page.browser()->document()->toPlainText();
}

QStringList lines(const ModelPage &page)
{
    QStringList out;
    const QStringList raw = plainText(page).split(QLatin1Char('\n'));
    for (const QString &line : raw)
        out.append(line.trimmed());
    return out;
}

// The value cell that follows a label cell in one of the page's tables. The last match, because a
// row may repeat its section's title ("Training compute").
QString valueAfter(const ModelPage &page, const QString &label)
{
    const QStringList all = lines(page);
    const int at = int(all.lastIndexOf(label));
    return at >= 0 && at + 1 < all.size() ? all.at(at + 1) : QStringLiteral("<label %1 not found>").arg(label);
}

QStringList anchors(const QTextDocument *document)
{
    QStringList hrefs;
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextCharFormat format = it.fragment().charFormat();
            if (format.isAnchor() && !format.anchorHref().isEmpty())
                hrefs.append(format.anchorHref());
        }
    }
    hrefs.removeDuplicates();
    return hrefs;
}

} // namespace

class TestModelPage : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanupTestCase();

    void emptyState();
    void englishFigures();
    void englishSections();
    void closedWeightsBox();
    void openWeightsBox();
    void openWeightsOfUnknownSize();
    void openWeightsThatDoNotWriteText();
    void italianFigures();
    void italianSections();
    void languageChangeRerenders();
    void dataIsEscaped();
    void onlyWebLinksAreAnchors();
    void otherDirectionLink();
    void sourcesAndLicence();
    void weightsRepositoryLink_data();
    void weightsRepositoryLink();
    void sourcesInItalian();
    void datasetExportInTheLanguage();
    void favouritePersists();
    void notePersists();
    void ourNoteSaysItsLanguage();
    void questionsSkipMissingData();
    void downloadAnswerFollowsTheAccess_data();
    void downloadAnswerFollowsTheAccess();
    void longAuthorListsExpand();
    void availabilityFollowsTheAccess_data();
    void availabilityFollowsTheAccess();
    void costSaysItsYearAndConfidence();
    void weightsLinkWithLicence();
    void hybridSaysWhichLayersAttend();
    void latentCacheIsShown();
    void slidingWindowIsShown();
    void modelWithoutAttentionSaysSo();
    void openingFitsWhatHoldsIt();
    void closedAnswerSaysTheAccessOnce_data();
    void closedAnswerSaysTheAccessOnce();
    void accessNotOnRecordIsNotClosed();

private:
    qint64 writeModel(const ModelRecord &record);

    LanguageManager m_language;
    Database m_db{QStringLiteral("t")};
    qint64 m_megaScale = 0;
    qint64 m_open = 0;
    qint64 m_hostile = 0;
};

qint64 TestModelPage::writeModel(const ModelRecord &record)
{
    QString error;
    CatalogueWriter writer(m_db.connection());
    CatalogueWriter::Stats stats;
    if (!writer.writeModel(record, &stats, &error))
        qFatal("writing %s failed: %s", qPrintable(record.name), qPrintable(error));
    const auto written = ModelRepository(m_db.connection()).byName(record.name);
    if (!written)
        qFatal("%s not found after writing", qPrintable(record.name));
    return written->id;
}

void TestModelPage::initTestCase()
{
    QString error;
    QVERIFY2(m_db.open(QStringLiteral(":memory:"), &error), qPrintable(error));
    QVERIFY2(m_db.migrate(&error), qPrintable(error));
    QVERIFY2(ShippedCatalogue::ensureLoaded(m_db.connection(), &error), qPrintable(error));

    const ModelRepository repository(m_db.connection());
    const auto megaScale = repository.byName(QStringLiteral("MegaScale (175B)"));
    QVERIFY(megaScale);
    m_megaScale = megaScale->id;

    ModelRecord open;
    open.name = QStringLiteral("Test Open 8B");
    open.organizations = {QStringLiteral("Test Lab")};
    open.published = QDate(2024, 7, 23);
    open.domains = {QStringLiteral("Language")};
    open.parameters = 8.03e9;
    open.layers = 32;
    open.kvHeads = 8;
    open.headDim = 128;
    open.contextLength = 131072;
    open.modelAccessibility = QStringLiteral("Open weights (restricted use)");
    open.link = QStringLiteral("https://example.org/paper?a=1&b=2");
    open.weightsRepository = QStringLiteral("test-lab/Test-Open-8B");
    open.licence = QStringLiteral("Test Community License");
    open.mixtureOfExperts = false;
    open.sources = {{{QStringLiteral("entry")}, QStringLiteral("https://example.org/card"), QDate(2026, 11, 30)},
                    {{QStringLiteral("architecture"), QStringLiteral("mixture_of_experts")},
                     QStringLiteral("https://example.org/config.json"), QDate(2026, 11, 29)}};
    m_open = writeModel(open);

    ModelRecord hostile;
    hostile.name = QStringLiteral("Evil <b>x</b> <script>alert(1)</script>");
    hostile.authors = QStringLiteral("<b>x</b>, <a href=\"https://evil.example\">Mallory</a>");
    hostile.reference = QStringLiteral("<i>not italic</i>");
    hostile.note = QStringLiteral("<img src=\"x\"> & friends");
    hostile.link = QStringLiteral("javascript:alert(1)");
    hostile.modelAccessibility = QStringLiteral("API access");
    hostile.sources = {{{QStringLiteral("entry")}, QStringLiteral("<a href=\"https://evil.example/src\">click</a>"), QDate(2026, 11, 30)}};
    m_hostile = writeModel(hostile);
}

void TestModelPage::init()
{
    m_language.setLanguage(QStringLiteral("en"));
}

void TestModelPage::cleanupTestCase()
{
    m_language.setLanguage(QStringLiteral("en"));
}

void TestModelPage::emptyState()
{
    ModelPage page(m_db.connection());
    QCOMPARE(page.currentId(), qint64(0));
    QVERIFY(plainText(page).contains(QStringLiteral("Select a model in the table to see its page")));

    page.showModel(m_megaScale);
    QCOMPARE(page.currentId(), m_megaScale);
    page.clear();
    QCOMPARE(page.currentId(), qint64(0));
    QVERIFY(plainText(page).contains(QStringLiteral("Select a model in the table to see its page")));

    page.showModel(-12345);
    QCOMPARE(page.currentId(), qint64(0));
}

void TestModelPage::englishFigures()
{
    ModelPage page(m_db.connection());
    page.showModel(m_megaScale);
    const QString text = plainText(page);
    const QStringList expected = {
        QStringLiteral("175B"),
        // Large counts in words, the power of ten beside them (issue 15), not "300,000,000,000 tokens".
        QStringLiteral("300 billion tokens (3.0 × 10¹¹)"),
        QStringLiteral("2.7 × 10²³ FLOP"),
        QStringLiteral("12,288"),
        QStringLiteral("42 hours"),
        QStringLiteral("MFU 55.2%"),
        QStringLiteral("9.7 MW"),
        QStringLiteral("23 February 2024"),
        QStringLiteral("ByteDance"),
        QStringLiteral("Peking University"),
        QStringLiteral("302"),
        QStringLiteral("NVIDIA A100"),
    };
    QStringList missing;
    for (const QString &figure : expected) {
        if (!text.contains(figure))
            missing.append(figure);
    }
    QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("missing: ") + missing.join(QStringLiteral(" | "))));
    QCOMPARE(valueAfter(page, QStringLiteral("Likely above 10²³ FLOP")), QStringLiteral("Yes"));
    QCOMPARE(valueAfter(page, QStringLiteral("Weights")), QStringLiteral("Not published, and the model is not offered to the public"));
    QCOMPARE(valueAfter(page, QStringLiteral("Chips used")), QStringLiteral("12,288"));
    // Years are never grouped.
    QVERIFY(!text.contains(QStringLiteral("2,024")));
}

void TestModelPage::englishSections()
{
    ModelPage page(m_db.connection());
    page.showModel(m_megaScale);
    const QStringList all = lines(page);
    const QStringList titles = {
        QStringLiteral("Origin"), QStringLiteral("What it does"), QStringLiteral("Size"),
        QStringLiteral("Training compute"), QStringLiteral("The training run"), QStringLiteral("Availability"),
        QStringLiteral("How it is classified"), QStringLiteral("Sources"), QStringLiteral("Common questions"),
        QStringLiteral("The other direction"),
    };
    int previous = -1;
    for (const QString &title : titles) {
        const int at = int(all.indexOf(title));
        QVERIFY2(at >= 0, qPrintable(QStringLiteral("section missing: ") + title));
        QVERIFY2(at > previous, qPrintable(QStringLiteral("section out of order: ") + title));
        previous = at;
    }
    QVERIFY(plainText(page).contains(QStringLiteral("What GPU do I need to run MegaScale (175B)?")));
}

void TestModelPage::closedWeightsBox()
{
    ModelPage page(m_db.connection());
    page.showModel(m_megaScale);
    const QString text = plainText(page);
    const int box = int(text.indexOf(QStringLiteral("No estimate: weights never published")));
    QVERIFY(box >= 0);
    QVERIFY(box < text.indexOf(QStringLiteral("Origin")));
    QVERIFY(text.contains(QStringLiteral("no graphics card")));
}

void TestModelPage::openWeightsBox()
{
    ModelPage page(m_db.connection());
    page.showModel(m_open);
    const QString text = plainText(page);
    QVERIFY(!text.contains(QStringLiteral("No estimate")));
    const int box = int(text.indexOf(QStringLiteral("From hardware view")));
    QVERIFY(box >= 0);
    QVERIFY(box < text.indexOf(QStringLiteral("Origin")));
    QVERIFY(text.contains(QStringLiteral("8B (8 billion)")));
    QVERIFY(text.contains(QStringLiteral("32 layers")));
    QVERIFY(text.contains(QStringLiteral("8 KV heads")));
    QVERIFY(text.contains(QStringLiteral("131,072 tokens")));
    QCOMPARE(valueAfter(page, QStringLiteral("Weights")), QStringLiteral("Open weights (restricted use)"));
    // Missing values read "—", never 0.
    QCOMPARE(valueAfter(page, QStringLiteral("Training compute")), QStringLiteral("—"));
    QCOMPARE(valueAfter(page, QStringLiteral("Chips used")), QStringLiteral("—"));
    QCOMPARE(valueAfter(page, QStringLiteral("Likely above 10²³ FLOP")), QStringLiteral("—"));
}

// Open weights without a parameter count (Janus-Pro-1B): From hardware leaves the model out, so neither
// the box nor the common question may say that the memory it needs is worked out there.
void TestModelPage::openWeightsOfUnknownSize()
{
    ModelRecord unsized;
    unsized.name = QStringLiteral("Test Unsized");
    unsized.modelAccessibility = QStringLiteral("Open weights (restricted use)");
    const qint64 id = writeModel(unsized);
    ModelPage page(m_db.connection());
    page.showModel(id);
    QString text = plainText(page);
    QVERIFY2(!text.contains(QStringLiteral("is worked out in the From hardware view")), qPrintable(text));
    QVERIFY(!text.contains(QStringLiteral("memory estimate uses an approximation")));
    QVERIFY(!text.contains(QStringLiteral("See what it needs in the From hardware view")));
    QVERIFY(!text.contains(QStringLiteral("works out how much memory")));
    QVERIFY2(text.contains(QStringLiteral("its parameter count is not on record: how much memory it needs cannot be "
                                          "worked out, and the From hardware view leaves it out.")),
             qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("Architecture: not on record\n")));
    QVERIFY2(text.contains(QStringLiteral("That cannot be worked out: the parameter count of Test Unsized is not on record")),
             qPrintable(text));
    m_language.setLanguage(QStringLiteral("it"));
    page.showModel(id);
    text = plainText(page);
    QVERIFY2(text.contains(QStringLiteral("«Il tuo hardware» lo esclude")), qPrintable(text));
    QVERIFY2(!text.contains(QStringLiteral("lo calcola la vista")), qPrintable(text));
}

// An image model with open weights and a size: the page says why there is no estimate (the estimates
// are for models that write text), not that its size is unknown.
void TestModelPage::openWeightsThatDoNotWriteText()
{
    ModelRecord image;
    image.name = QStringLiteral("Test Segmenter");
    image.modelAccessibility = QStringLiteral("Open weights (unrestricted)");
    image.domains = {QStringLiteral("Vision")};
    image.parameters = 6.36e8;
    const qint64 id = writeModel(image);
    ModelPage page(m_db.connection());
    page.showModel(id);
    QString text = plainText(page);
    QVERIFY2(text.contains(QStringLiteral("The estimates here are for models that write text token by token")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("This catalogue does not estimate it")), qPrintable(text));
    QVERIFY(!text.contains(QStringLiteral("parameter count is not on record")));
    QVERIFY(!text.contains(QStringLiteral("See what it needs in the From hardware view")));
    m_language.setLanguage(QStringLiteral("it"));
    page.showModel(id);
    text = plainText(page);
    QVERIFY2(text.contains(QStringLiteral("generano testo")), qPrintable(text));
}

void TestModelPage::hybridSaysWhichLayersAttend()
{
    ModelRecord hybrid;
    hybrid.name = QStringLiteral("Test Hybrid 27B");
    hybrid.organizations = {QStringLiteral("Test Lab")};
    hybrid.published = QDate(2026, 2, 24);
    hybrid.domains = {QStringLiteral("Language")};
    hybrid.parameters = 27.8e9;
    hybrid.layers = 64;
    hybrid.attentionHeads = 24;
    hybrid.kvHeads = 4;
    hybrid.headDim = 256;
    hybrid.attentionLayers = 16;
    hybrid.contextLength = 262144;
    hybrid.modelAccessibility = QStringLiteral("Open weights (unrestricted)");
    const qint64 id = writeModel(hybrid);
    ModelPage page(m_db.connection());
    page.showModel(id);
    QString text = plainText(page);
    QVERIFY2(text.contains(QStringLiteral("64 layers · 16 with attention (the others keep a state of fixed size)")),
             qPrintable(text));
    m_language.setLanguage(QStringLiteral("it"));
    page.showModel(id);
    text = plainText(page);
    QVERIFY2(text.contains(QStringLiteral("64 strati · 16 con attenzione")), qPrintable(text));
    // A model whose every layer attends says nothing of the kind.
    page.showModel(m_open);
    QVERIFY(!plainText(page).contains(QStringLiteral("con attenzione")));
}

void TestModelPage::latentCacheIsShown()
{
    // DeepSeek-V3's shape: the heads describe the attention, the cache holds one latent per token and layer.
    ModelRecord mla;
    mla.name = QStringLiteral("Test Latent 671B");
    mla.organizations = {QStringLiteral("Test Lab")};
    mla.published = QDate(2024, 12, 24);
    mla.domains = {QStringLiteral("Language")};
    mla.parameters = 671e9;
    mla.activeParameters = 37e9;
    mla.mixtureOfExperts = true;
    mla.layers = 61;
    mla.attentionHeads = 128;
    mla.kvHeads = 128;
    mla.headDim = 192;
    mla.kvLatentWidth = 576;
    mla.contextLength = 131072;
    mla.modelAccessibility = QStringLiteral("Open weights (unrestricted)");
    const qint64 id = writeModel(mla);
    ModelPage page(m_db.connection());
    page.showModel(id);
    QString text = plainText(page);
    QVERIFY2(text.contains(QStringLiteral("head dimension 192 · KV cache as a latent of 576 values per token and layer "
                                          "(multi-head latent attention) · context of 131,072 tokens")),
             qPrintable(text));
    m_language.setLanguage(QStringLiteral("it"));
    page.showModel(id);
    text = plainText(page);
    QVERIFY2(text.contains(QStringLiteral("cache KV come latente di 576 valori per token e per strato (attenzione latente "
                                          "multi-testa)")),
             qPrintable(text));
    // A model that caches keys and values says nothing of the kind.
    page.showModel(m_open);
    QVERIFY(!plainText(page).contains(QStringLiteral("latente")));
}

void TestModelPage::slidingWindowIsShown()
{
    // Gemma 3 27B's shape: five of each six layers attend to the last 1,024 tokens only.
    ModelRecord gemma;
    gemma.name = QStringLiteral("Test Window 27B");
    gemma.organizations = {QStringLiteral("Test Lab")};
    gemma.published = QDate(2025, 3, 12);
    gemma.domains = {QStringLiteral("Language")};
    gemma.parameters = 27.4e9;
    gemma.layers = 62;
    gemma.attentionHeads = 32;
    gemma.kvHeads = 16;
    gemma.headDim = 128;
    gemma.attentionLayers = 10;
    gemma.slidingWindow = 1024;
    gemma.contextLength = 131072;
    gemma.modelAccessibility = QStringLiteral("Open weights (restricted use)");
    const qint64 id = writeModel(gemma);
    ModelPage page(m_db.connection());
    page.showModel(id);
    QString text = plainText(page);
    QVERIFY2(text.contains(QStringLiteral("62 layers · sliding-window attention: 1,024 tokens on 52 of 62 layers, full "
                                          "attention on the other 10 · 32 attention heads")),
             qPrintable(text));
    // Not a hybrid: its windowed layers are not said to keep a state of fixed size.
    QVERIFY(!text.contains(QStringLiteral("state of fixed size")));
    m_language.setLanguage(QStringLiteral("it"));
    page.showModel(id);
    text = plainText(page);
    QVERIFY2(text.contains(QStringLiteral("62 strati · attenzione a finestra scorrevole: 1.024 token in 52 strati su 62, "
                                          "attenzione piena negli altri 10")),
             qPrintable(text));
    page.showModel(m_open);
    QVERIFY(!plainText(page).contains(QStringLiteral("finestra")));
}

void TestModelPage::modelWithoutAttentionSaysSo()
{
    // Falcon Mamba: no attention layers, so no heads on record, and no KV cache to approximate.
    ModelRecord mamba;
    mamba.name = QStringLiteral("Test Mamba 7B");
    mamba.organizations = {QStringLiteral("Test Lab")};
    mamba.published = QDate(2024, 8, 12);
    mamba.domains = {QStringLiteral("Language")};
    mamba.parameters = 7.27e9;
    mamba.attentionLayers = 0;
    mamba.modelAccessibility = QStringLiteral("Open weights (unrestricted)");
    const qint64 id = writeModel(mamba);
    ModelPage page(m_db.connection());
    page.showModel(id);
    QString text = plainText(page);
    QVERIFY2(text.contains(QStringLiteral("Architecture: no attention layers (a state-space model): no KV cache that "
                                          "grows with the context")),
             qPrintable(text));
    QVERIFY2(!text.contains(QStringLiteral("approximat")), qPrintable(text));
    m_language.setLanguage(QStringLiteral("it"));
    page.showModel(id);
    text = plainText(page);
    QVERIFY2(text.contains(QStringLiteral("nessuno strato di attenzione (modello nello spazio degli stati): nessuna cache KV "
                                          "che cresca con il contesto")),
             qPrintable(text));
}

void TestModelPage::italianFigures()
{
    m_language.setLanguage(QStringLiteral("it"));
    ModelPage page(m_db.connection());
    page.showModel(m_megaScale);
    const QString text = plainText(page);
    const QStringList expected = {
        QStringLiteral("12.288"),
        QStringLiteral("2,7 × 10²³ FLOP"),
        QStringLiteral("23 febbraio 2024"),
        QStringLiteral("42 ore"),
        QStringLiteral("55,2%"),
        QStringLiteral("9,7 MW"),
        QStringLiteral("300 miliardi di token (3,0 × 10¹¹)"),
    };
    QStringList missing;
    for (const QString &figure : expected) {
        if (!text.contains(figure))
            missing.append(figure);
    }
    QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("missing: ") + missing.join(QStringLiteral(" | "))));
    QVERIFY(!text.contains(QStringLiteral("2.024")));
}

void TestModelPage::italianSections()
{
    m_language.setLanguage(QStringLiteral("it"));
    ModelPage page(m_db.connection());
    page.showModel(m_megaScale);
    const QStringList all = lines(page);
    const QStringList titles = {
        QStringLiteral("Origine"), QStringLiteral("Che cosa fa"), QStringLiteral("Dimensioni"),
        QStringLiteral("Calcolo di addestramento"), QStringLiteral("L'addestramento"),
        QStringLiteral("Disponibilità"), QStringLiteral("Come è classificato"), QStringLiteral("Fonti"),
        QStringLiteral("Domande frequenti"), QStringLiteral("Il percorso inverso"),
    };
    QStringList missing;
    for (const QString &title : titles) {
        if (!all.contains(title))
            missing.append(title);
    }
    QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("sections missing: ") + missing.join(QStringLiteral(" | "))));
    QVERIFY(plainText(page).contains(QStringLiteral("Nessuna stima: i pesi non sono mai stati pubblicati")));
}

void TestModelPage::languageChangeRerenders()
{
    ModelPage page(m_db.connection());
    page.showModel(m_megaScale);
    QVERIFY(plainText(page).contains(QStringLiteral("23 February 2024")));
    m_language.setLanguage(QStringLiteral("it"));
    QTRY_VERIFY(plainText(page).contains(QStringLiteral("23 febbraio 2024")));
    m_language.setLanguage(QStringLiteral("en"));
    QTRY_VERIFY(plainText(page).contains(QStringLiteral("23 February 2024")));
    QCOMPARE(page.currentId(), m_megaScale);
}

void TestModelPage::dataIsEscaped()
{
    ModelPage page(m_db.connection());
    page.showModel(m_hostile);
    const QString text = plainText(page);
    QVERIFY(text.contains(QStringLiteral("Evil <b>x</b> <script>alert(1)</script>")));
    QVERIFY(text.contains(QStringLiteral("<b>x</b>, <a href=\"https://evil.example\">Mallory</a>")));
    QVERIFY(text.contains(QStringLiteral("<i>not italic</i>")));
    QVERIFY(text.contains(QStringLiteral("<img src=\"x\"> & friends")));
    QVERIFY(!anchors(page.browser()->document()).contains(QStringLiteral("https://evil.example")));

    // The builder on its own escapes the title too.
    const auto record = ModelRepository(m_db.connection()).byId(m_hostile);
    QVERIFY(record);
    QTextDocument document;
    document.setHtml(ModelPageBuilder::html(*record));
    QVERIFY(document.toPlainText().startsWith(QStringLiteral("Evil <b>x</b> <script>alert(1)</script>")));
}

void TestModelPage::onlyWebLinksAreAnchors()
{
    ModelPage page(m_db.connection());
    page.showModel(m_hostile);
    const QStringList hostileAnchors = anchors(page.browser()->document());
    for (const QString &href : hostileAnchors)
        QVERIFY2(!href.startsWith(QStringLiteral("javascript"), Qt::CaseInsensitive), qPrintable(href));
    // Shown, but as text.
    QVERIFY(plainText(page).contains(QStringLiteral("javascript:alert(1)")));

    page.showModel(m_open);
    QVERIFY(anchors(page.browser()->document()).contains(QStringLiteral("https://example.org/paper?a=1&b=2")));
}

void TestModelPage::sourcesAndLicence()
{
    ModelPage page(m_db.connection());
    page.showModel(m_open);
    // Each source in the Sources section: what it gave, the document and the day it was read.
    QCOMPARE(valueAfter(page, QStringLiteral("Catalogue entry")),
             QStringLiteral("https://example.org/card (checked 30 November 2026)"));
    QCOMPARE(valueAfter(page, QStringLiteral("Architecture, mixture of experts")),
             QStringLiteral("https://example.org/config.json (checked 29 November 2026)"));
    QVERIFY(lines(page).indexOf(QStringLiteral("Catalogue entry")) > lines(page).indexOf(QStringLiteral("Sources")));
    // A source names a document; it is not a link to follow from the page.
    QVERIFY(!anchors(page.browser()->document()).contains(QStringLiteral("https://example.org/card")));
    QCOMPARE(valueAfter(page, QStringLiteral("Licence")), QStringLiteral("Test Community License"));
    QCOMPARE(valueAfter(page, QStringLiteral("Weights repository")), QStringLiteral("test-lab/Test-Open-8B"));
    QVERIFY(anchors(page.browser()->document()).contains(QStringLiteral("https://huggingface.co/test-lab/Test-Open-8B")));
    QCOMPARE(valueAfter(page, QStringLiteral("Mixture of experts")),
             QStringLiteral("No, a dense model: every parameter works on every token"));

    // Closed weights: no licence or repository rows; markup in a source is text.
    page.showModel(m_hostile);
    QVERIFY(!lines(page).contains(QStringLiteral("Licence")));
    QVERIFY(!lines(page).contains(QStringLiteral("Mixture of experts")));
    QCOMPARE(valueAfter(page, QStringLiteral("Catalogue entry")),
             QStringLiteral("<a href=\"https://evil.example/src\">click</a> (checked 30 November 2026)"));
    QVERIFY(!anchors(page.browser()->document()).contains(QStringLiteral("https://evil.example/src")));
    QVERIFY(!lines(page).contains(QStringLiteral("Weights repository")));
}

void TestModelPage::weightsRepositoryLink_data()
{
    QTest::addColumn<QString>("repository");
    QTest::addColumn<QString>("anchor"); // empty: shown as text, not followed
    QTest::newRow("Hugging Face") << QStringLiteral("test-lab/Weights-7B") << QStringLiteral("https://huggingface.co/test-lab/Weights-7B");
    QTest::newRow("GitHub") << QStringLiteral("https://github.com/test-lab/weights") << QStringLiteral("https://github.com/test-lab/weights");
    QTest::newRow("lab's own site") << QStringLiteral("https://lab.example.org/models/weights.tar")
                                    << QStringLiteral("https://lab.example.org/models/weights.tar");
    QTest::newRow("not a web address") << QStringLiteral("javascript:alert(1)") << QString();
}

void TestModelPage::weightsRepositoryLink()
{
    QFETCH(QString, repository);
    QFETCH(QString, anchor);
    ModelRecord record;
    record.name = QStringLiteral("Repository test ") + QString::fromLatin1(QTest::currentDataTag());
    record.published = QDate(2021, 1, 5);
    record.modelAccessibility = QStringLiteral("Open weights (unrestricted)");
    record.weightsRepository = repository;
    record.sources = {{{QStringLiteral("entry")}, QStringLiteral("https://example.org/readme"), QDate(2026, 12, 1)}};
    ModelPage page(m_db.connection());
    page.showModel(writeModel(record));
    QCOMPARE(valueAfter(page, QStringLiteral("Weights repository")), repository);
    const QStringList hrefs = anchors(page.browser()->document());
    if (anchor.isEmpty())
        QVERIFY2(!hrefs.contains(repository), qPrintable(hrefs.join(QLatin1Char(' '))));
    else
        QVERIFY2(hrefs.contains(anchor), qPrintable(hrefs.join(QLatin1Char(' '))));
    // Only the Hugging Face form is completed into a Hugging Face address.
    for (const QString &href : hrefs)
        QVERIFY2(!href.startsWith(QLatin1String("https://huggingface.co/https")), qPrintable(href));
}

void TestModelPage::sourcesInItalian()
{
    m_language.setLanguage(QStringLiteral("it"));
    ModelPage page(m_db.connection());
    page.showModel(m_open);
    QCOMPARE(valueAfter(page, QStringLiteral("Scheda del catalogo")),
             QStringLiteral("https://example.org/card (consultato il 30 novembre 2026)"));
    QCOMPARE(valueAfter(page, QStringLiteral("Architettura, miscela di esperti (MoE)")),
             QStringLiteral("https://example.org/config.json (consultato il 29 novembre 2026)"));
    QCOMPARE(valueAfter(page, QStringLiteral("Licenza")), QStringLiteral("Test Community License"));
    QCOMPARE(valueAfter(page, QStringLiteral("Repository dei pesi")), QStringLiteral("test-lab/Test-Open-8B"));
}

void TestModelPage::otherDirectionLink()
{
    ModelPage page(m_db.connection());
    page.showModel(m_megaScale);
    QVERIFY(anchors(page.browser()->document()).contains(QStringLiteral("atlas:hardware")));

    QSignalSpy spy(&page, &ModelPage::otherDirectionRequested);
    emit page.browser()->anchorClicked(QUrl(QStringLiteral("atlas:hardware")));
    QCOMPARE(spy.count(), 1);
    emit page.browser()->anchorClicked(QUrl(QStringLiteral("javascript:alert(1)")));
    emit page.browser()->anchorClicked(QUrl(QStringLiteral("atlas:elsewhere")));
    QCOMPARE(spy.count(), 1);
    // The page stays where it was.
    QCOMPARE(page.currentId(), m_megaScale);
    QVERIFY(plainText(page).contains(QStringLiteral("MegaScale (175B)")));
}

void TestModelPage::favouritePersists()
{
    const auto record = ModelRepository(m_db.connection()).byId(m_megaScale);
    QVERIFY(record);
    UserData user(m_db.connection());
    QString error;
    QVERIFY(user.setFavourite(record->key, false, &error));

    ModelPage page(m_db.connection());
    page.showModel(m_megaScale);
    auto *star = page.findChild<QToolButton *>();
    QVERIFY(star);
    QVERIFY(!star->isChecked());
    QVERIFY(!star->toolTip().isEmpty());
    QVERIFY(!star->accessibleName().isEmpty());

    QSignalSpy spy(&page, &ModelPage::favouriteChanged);
    star->click();
    QVERIFY(star->isChecked());
    QVERIFY(user.isFavourite(record->key));
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.at(0).at(0).toString(), record->key);
    QCOMPARE(spy.at(0).at(1).toBool(), true);

    ModelPage other(m_db.connection());
    other.showModel(m_megaScale);
    QVERIFY(other.findChild<QToolButton *>()->isChecked());

    star->click();
    QVERIFY(!user.isFavourite(record->key));
    QCOMPARE(spy.count(), 2);
    QCOMPARE(spy.at(1).at(1).toBool(), false);
}

// The catalogue's notes are ours and written in English: the page labels them, and in Italian says
// that the note is in English rather than leaving an English paragraph unexplained.
void TestModelPage::ourNoteSaysItsLanguage()
{
    ModelPage page(m_db.connection());
    page.showModel(m_hostile);
    QVERIFY2(plainText(page).contains(QStringLiteral("Note: <img src=\"x\"> & friends")), qPrintable(plainText(page)));
    m_language.setLanguage(QStringLiteral("it"));
    QTRY_VERIFY2(plainText(page).contains(QStringLiteral("Nota (in inglese): <img src=\"x\"> & friends")),
                 qPrintable(plainText(page)));
    m_language.setLanguage(QStringLiteral("en"));
}

void TestModelPage::notePersists()
{
    const auto megaScale = ModelRepository(m_db.connection()).byId(m_megaScale);
    const auto open = ModelRepository(m_db.connection()).byId(m_open);
    QVERIFY(megaScale && open);
    const UserData user(m_db.connection());

    ModelPage page(m_db.connection());
    page.showModel(m_megaScale);
    auto *note = page.findChild<QPlainTextEdit *>();
    QVERIFY(note);
    QVERIFY(!note->placeholderText().isEmpty());

    QTest::keyClicks(note, QStringLiteral("remember this"));
    QTRY_COMPARE(user.note(megaScale->key), QStringLiteral("remember this"));

    // Switching models writes at once, without waiting for the pause in typing.
    page.showModel(m_open);
    QVERIFY(note->toPlainText().isEmpty());
    QTest::keyClicks(note, QStringLiteral("second"));
    page.showModel(m_megaScale);
    QCOMPARE(user.note(open->key), QStringLiteral("second"));
    QCOMPARE(note->toPlainText(), QStringLiteral("remember this"));

    // Clearing the text removes the note.
    note->selectAll();
    QTest::keyClick(note, Qt::Key_Delete);
    QTRY_COMPARE(user.note(megaScale->key), QString());
}

void TestModelPage::questionsSkipMissingData()
{
    const auto megaScale = ModelRepository(m_db.connection()).byId(m_megaScale);
    QVERIFY(megaScale);
    const QVector<ModelQuestion> full = ModelQuestions::forModel(*megaScale);
    QCOMPARE(full.size(), 7);
    for (const ModelQuestion &q : full) {
        QVERIFY(q.question.contains(QStringLiteral("MegaScale (175B)")));
        QVERIFY(!q.answer.isEmpty());
    }

    ModelRecord bare;
    bare.name = QStringLiteral("Bare");
    QVERIFY(ModelQuestions::forModel(bare).isEmpty());
    bare.parameters = 7e9;
    const QVector<ModelQuestion> one = ModelQuestions::forModel(bare);
    QCOMPARE(one.size(), 1);
    QVERIFY(one.first().answer.contains(QStringLiteral("7 billion")));
}

void TestModelPage::downloadAnswerFollowsTheAccess_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("access");
    QTest::addColumn<QString>("licence");
    QTest::addColumn<QString>("answer");
    QTest::newRow("unrestricted") << "en" << "Open weights (unrestricted)" << "Apache-2.0"
                                  << "Yes. The weights of W 1B are published, for any use. Licence: Apache-2.0. "
                                     "You can download them and run the model on your own hardware.";
    QTest::newRow("restricted") << "en" << "Open weights (restricted use)" << ""
                                << "Yes. The weights of W 1B are published; their licence restricts some uses. "
                                   "You can download them and run the model on your own hardware.";
    QTest::newRow("non-commercial") << "en" << "Open weights (non-commercial)" << "CC-BY-NC-4.0"
                                    << "Yes, for non-commercial use: the weights of W 1B are published under terms "
                                       "that exclude commercial use. Licence: CC-BY-NC-4.0. You can download them "
                                       "and run the model on your own hardware.";
    QTest::newRow("italian") << "it" << "Open weights (restricted use)" << "Gemma Terms of Use"
                             << "Sì. I pesi di W 1B sono pubblicati; la licenza ne limita alcuni usi. "
                                "Licenza: Gemma Terms of Use. Puoi scaricarli ed eseguire il modello sul tuo hardware.";
}

// The answer to "Can I download…?" says what the access on record means, in words, not the term itself
// ("Yes. Weights: Open weights (restricted use).").
void TestModelPage::downloadAnswerFollowsTheAccess()
{
    QFETCH(QString, language);
    QFETCH(QString, access);
    QFETCH(QString, licence);
    QFETCH(QString, answer);
    m_language.setLanguage(language);
    ModelRecord record;
    record.name = QStringLiteral("W 1B");
    record.modelAccessibility = access;
    record.licence = licence;
    const QVector<ModelQuestion> questions = ModelQuestions::forModel(record);
    m_language.setLanguage(QStringLiteral("en"));
    QVERIFY(!questions.isEmpty());
    QCOMPARE(questions.first().answer, answer);
}

void TestModelPage::longAuthorListsExpand()
{
    ModelRecord many;
    many.name = QStringLiteral("Many Authors 1B");
    QStringList names;
    for (int i = 1; i <= 25; ++i)
        names.append(QStringLiteral("Author %1").arg(i));
    many.authors = names.join(QStringLiteral(", "));
    many.modelAccessibility = QStringLiteral("API access");
    ModelPage page(m_db.connection());
    page.showModel(writeModel(many));
    // The first ten, then a link: the page reaches "What it does" without 25 names in the way.
    QCOMPARE(valueAfter(page, QStringLiteral("Authors")),
             QStringLiteral("Author 1, Author 2, Author 3, Author 4, Author 5, Author 6, Author 7, Author 8, "
                            "Author 9, Author 10 and 15 more"));
    QVERIFY(anchors(page.browser()->document()).contains(RecordTexts::authorsLink()));
    emit page.browser()->anchorClicked(QUrl(RecordTexts::authorsLink()));
    QVERIFY(valueAfter(page, QStringLiteral("Authors")).endsWith(QStringLiteral("Author 24, Author 25")));
    // Another model opens short again.
    page.showModel(m_megaScale);
    page.showModel(ModelRepository(m_db.connection()).byName(many.name)->id);
    QVERIFY(valueAfter(page, QStringLiteral("Authors")).endsWith(QStringLiteral("and 15 more")));
    m_language.setLanguage(QStringLiteral("it"));
    QTRY_VERIFY(valueAfter(page, QStringLiteral("Autori")).endsWith(QStringLiteral("e altri 15")));
}

void TestModelPage::availabilityFollowsTheAccess_data()
{
    QTest::addColumn<QString>("access");
    QTest::addColumn<QString>("weights");
    QTest::addColumn<bool>("providerRunsIt");   // the closed box says only the provider can run it
    QTest::newRow("unreleased") << "Unreleased" << "Not published, and the model is not offered to the public" << false;
    QTest::newRow("api") << "API access" << "Not published: the provider runs it and offers it through an API" << true;
    QTest::newRow("hosted") << "Hosted access (no API)" << "Not published: usable only in the provider's own product" << true;
}

void TestModelPage::availabilityFollowsTheAccess()
{
    QFETCH(QString, access);
    QFETCH(QString, weights);
    QFETCH(bool, providerRunsIt);
    ModelRecord record;
    record.name = QStringLiteral("Access %1").arg(access);
    record.modelAccessibility = access;
    ModelPage page(m_db.connection());
    page.showModel(writeModel(record));
    QCOMPARE(valueAfter(page, QStringLiteral("Weights")), weights);
    QCOMPARE(plainText(page).contains(QStringLiteral("Only its provider can run it")), providerRunsIt);
}

void TestModelPage::costSaysItsYearAndConfidence()
{
    ModelRecord record;
    record.name = QStringLiteral("Costly 70B");
    record.trainingCostUsd = 2614019.0;
    record.confidence = QStringLiteral("Speculative");
    ModelPage page(m_db.connection());
    const qint64 id = writeModel(record);
    page.showModel(id);
    QCOMPARE(valueAfter(page, QStringLiteral("Training cost")),
             QStringLiteral("US$2,614,019 (2023 US$) · confidence: Speculative"));
    m_language.setLanguage(QStringLiteral("it"));
    QTRY_COMPARE(valueAfter(page, QStringLiteral("Costo dell'addestramento")),
             QStringLiteral("2.614.019 US$ (US$ del 2023) · grado di certezza: Basso"));
}

void TestModelPage::weightsLinkWithLicence()
{
    ModelPage page(m_db.connection());
    page.showModel(m_open);
    // The repository the record names, as a link that says where it goes, with the weights' licence.
    QVERIFY(plainText(page).contains(QStringLiteral("Weights: Get the weights on Hugging Face · licence: Test Community License")));
    QVERIFY(anchors(page.browser()->document()).contains(QStringLiteral("https://huggingface.co/test-lab/Test-Open-8B")));
}

QTEST_MAIN(TestModelPage)
void TestModelPage::datasetExportInTheLanguage()
{
    const ModelSource epoch{{QStringLiteral("entry")},
                            QStringLiteral("Epoch AI, Notable AI Models, export of 2025-12 (https://epoch.ai/data/notable-ai-models)"),
                            QDate(2026, 11, 29)};
    m_language.setLanguage(QStringLiteral("en"));
    QCOMPARE(SourceLabels::document(epoch),
             QStringLiteral("Epoch AI, Notable AI Models, export of December 2025 (https://epoch.ai/data/notable-ai-models) "
                            "(checked 29 November 2026)"));
    m_language.setLanguage(QStringLiteral("it"));
    QCOMPARE(SourceLabels::document(epoch),
             QStringLiteral("Epoch AI, Notable AI Models, esportazione di dicembre 2025 (https://epoch.ai/data/notable-ai-models) "
                            "(consultato il 29 novembre 2026)"));
    // Any other document is named as it is written.
    QCOMPARE(SourceLabels::where(QStringLiteral("export of 2025-12")), QStringLiteral("export of 2025-12"));
    m_language.setLanguage(QStringLiteral("en"));
}

// "The weights are published, so this model can run on a machine of your own" is true of Gemma 3 27B,
// not of DeepSeek-V3, which no common GPU holds even at Q2_K (the table below says "none of them" on
// every row): its opening names what does hold it, a large unified-memory machine of the device list.
// A model nothing in the list holds on its own needs several GPUs.
void TestModelPage::openingFitsWhatHoldsIt()
{
    const ModelRepository repository(m_db.connection());
    const auto gemma = repository.byName(QStringLiteral("Gemma 3 27B"));
    const auto deepSeek = repository.byName(QStringLiteral("DeepSeek-V3"));
    QVERIFY(gemma && deepSeek);
    ModelPage page(m_db.connection());
    page.showModel(gemma->id);
    QVERIFY2(plainText(page).contains(QStringLiteral("The weights are published, so this model can run on a machine of your own.")),
             qPrintable(plainText(page)));
    page.showModel(deepSeek->id);
    QString text = plainText(page);
    QVERIFY2(!text.contains(QStringLiteral("can run on a machine of your own")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("The weights are published, but no common graphics card holds this model on its own, "
                                          "even at the smallest quantization: running it takes a server with several GPUs, or "
                                          "a machine with a large unified memory such as the Apple M3 Ultra (80-core GPU, 512 GB).")),
             qPrintable(text));
    m_language.setLanguage(QStringLiteral("it"));
    QTRY_VERIFY2(plainText(page).contains(QStringLiteral("I pesi sono pubblici, ma nessuna scheda grafica comune contiene da sola "
                                                         "questo modello, nemmeno alla quantizzazione più piccola")),
                 qPrintable(plainText(page)));
    m_language.setLanguage(QStringLiteral("en"));

    ModelRecord huge;
    huge.name = QStringLiteral("Test Huge 20T");
    huge.domains = {QStringLiteral("Language")};
    huge.parameters = 2e13;
    huge.modelAccessibility = QStringLiteral("Open weights (unrestricted)");
    page.showModel(writeModel(huge));
    text = plainText(page);
    QVERIFY2(text.contains(QStringLiteral("no single GPU or machine of the device list holds this model, even at the smallest "
                                          "quantization: running it takes a server with several GPUs.")),
             qPrintable(text));
    QVERIFY(!text.contains(QStringLiteral("can run on a machine of your own")));
}

void TestModelPage::closedAnswerSaysTheAccessOnce_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("access");
    QTest::addColumn<QString>("answer");
    QTest::newRow("api") << "en" << "API access"
                         << "No. The weights of C 1B were never published: its provider runs it and offers it through an API.";
    QTest::newRow("hosted") << "en" << "Hosted access (no API)"
                            << "No. The weights of C 1B were never published: it can be used only in its provider's own product.";
    QTest::newRow("unreleased") << "en" << "Unreleased"
                                << "No. The weights of C 1B were never published, and the model is not offered to the public "
                                   "in any form.";
    QTest::newRow("api, Italian") << "it" << "API access"
                                  << "No. I pesi di C 1B non sono mai stati pubblicati: il fornitore lo esegue e lo offre "
                                     "tramite API.";
    // A term the sentences do not cover is quoted as the record has it, once.
    QTest::newRow("other term") << "en" << "Licensed to partners"
                                << "No. The weights of C 1B were never published. Access on record: Licensed to partners.";
}

// "…offre tramite API. Accesso al modello: Accesso tramite API." said the access twice.
void TestModelPage::closedAnswerSaysTheAccessOnce()
{
    QFETCH(QString, language);
    QFETCH(QString, access);
    QFETCH(QString, answer);
    m_language.setLanguage(language);
    ModelRecord record;
    record.name = QStringLiteral("C 1B");
    record.modelAccessibility = access;
    const QVector<ModelQuestion> questions = ModelQuestions::forModel(record);
    m_language.setLanguage(QStringLiteral("en"));
    QVERIFY(!questions.isEmpty());
    QCOMPARE(questions.first().answer, answer);
}

// Word2Vec's vectors were released; its record only does not say so. The page says the record is silent
// and nowhere that the weights were never published.
void TestModelPage::accessNotOnRecordIsNotClosed()
{
    const auto word2vec = ModelRepository(m_db.connection()).byName(QStringLiteral("Word2Vec (large)"));
    QVERIFY(word2vec);
    QVERIFY(word2vec->modelAccessibility.isEmpty());
    ModelPage page(m_db.connection());
    page.showModel(word2vec->id);
    const QString text = plainText(page);
    QVERIFY2(text.contains(QStringLiteral("This record does not say whether the weights of this model were ever published")),
             qPrintable(text));
    QVERIFY2(!text.contains(QStringLiteral("never published")), qPrintable(text));
    QVERIFY(!text.contains(QStringLiteral("Can I download")));
}

#include "tst_modelpage.moc"
