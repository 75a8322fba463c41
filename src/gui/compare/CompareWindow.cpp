#include "CompareWindow.h"

#include "PlainText.h"
#include "hardware/ModelHardwareTable.h"

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QDesktopServices>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScreen>
#include <QScrollBar>
#include <QShortcut>
#include <QTextBrowser>
#include <QUrl>
#include <QVBoxLayout>

namespace {

QString esc(const QString &text)
{
    return PlainText::escaped(text);
}

QString modelLink(qint64 id)
{
    return QStringLiteral("atlas:model#%1").arg(id);
}

// The tint of a row that differs: the palette's base colour warmed towards amber, opaque, so that it
// reads on a light and a dark palette alike and Qt paints it once behind the text.
QColor differenceTint(const QPalette &palette)
{
    const QColor base = palette.color(QPalette::Base);
    const QColor amber(255, 190, 40);
    const double share = base.lightnessF() > 0.5 ? 0.28 : 0.22;
    return QColor::fromRgbF(float(base.redF() * (1 - share) + amber.redF() * share),
                            float(base.greenF() * (1 - share) + amber.greenF() * share),
                            float(base.blueF() * (1 - share) + amber.blueF() * share));
}

} // namespace

CompareWindow::CompareWindow(QWidget *parent)
    : QWidget(parent, Qt::Window)
    , m_summary(new QLabel(this))
    , m_onlyDifferences(new QCheckBox(this))
    , m_browser(new QTextBrowser(this))
    , m_copy(new QPushButton(this))
    , m_close(new QPushButton(this))
{
    setObjectName(QStringLiteral("compareWindow"));
    m_summary->setObjectName(QStringLiteral("compareSummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextFormat(Qt::PlainText);   // it names a device, which is data
    m_onlyDifferences->setObjectName(QStringLiteral("onlyDifferences"));
    m_browser->setObjectName(QStringLiteral("compareBrowser"));
    m_browser->setOpenLinks(false);
    m_copy->setObjectName(QStringLiteral("copyComparison"));

    auto *top = new QHBoxLayout;
    top->addWidget(m_summary, 1);
    top->addWidget(m_onlyDifferences);
    auto *bottom = new QHBoxLayout;
    bottom->addWidget(m_copy);
    bottom->addStretch(1);
    bottom->addWidget(m_close);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_browser, 1);
    layout->addLayout(bottom);

    connect(m_onlyDifferences, &QCheckBox::toggled, this, &CompareWindow::render);
    connect(m_browser, &QTextBrowser::anchorClicked, this, &CompareWindow::onAnchorClicked);
    connect(m_copy, &QPushButton::clicked, this, [this]() {
        if (m_table)
            QApplication::clipboard()->setText(m_table->toText());
    });
    connect(m_close, &QPushButton::clicked, this, &QWidget::close);
    // Escape closes it as it closes a dialog: the window looks like one, with its Close button.
    connect(new QShortcut(QKeySequence::Cancel, this), &QShortcut::activated, this, &QWidget::close);

    // Wide enough for four columns, never wider or taller than the screen it opens on.
    const QRect screen = (parent ? parent->screen() : QGuiApplication::primaryScreen())->availableGeometry();
    resize(std::min(1200, screen.width() * 9 / 10), std::min(860, screen.height() * 9 / 10));
    retranslate();
}

void CompareWindow::showModels(const QVector<ModelRecord> &models)
{
    m_models = models;
    refresh();
}

void CompareWindow::refresh()
{
    if (m_models.isEmpty())
        return;
    m_table = CompareTable::onChosenDevice(m_models);
    retranslate();
}

void CompareWindow::retranslate()
{
    setWindowTitle(tr("Compare models"));
    m_onlyDifferences->setText(tr("&Only the differences"));
    m_copy->setText(tr("Co&py as text"));
    m_close->setText(tr("Close"));
    m_browser->setAccessibleName(tr("Comparison of the models"));
    if (m_table) {
        const QString differences = tr("%Ln row(s) differ: they are tinted and marked ≠.", nullptr, m_table->differenceCount());
        const QString device = m_table->deviceName().isEmpty()
            ? tr("Choose your device in the From hardware view to see how each model runs on it.")
            : tr("Fit and speed are for %1, the device chosen in the From hardware view.").arg(m_table->deviceName());
        m_summary->setText(differences + QLatin1Char(' ') + device);
    }
    render();
}

void CompareWindow::render()
{
    // Keep the reader's place when the same comparison is drawn again.
    const int scroll = m_browser->verticalScrollBar() ? m_browser->verticalScrollBar()->value() : 0;
    m_browser->setHtml(html());
    m_browser->verticalScrollBar()->setValue(scroll);
}

QString CompareWindow::html() const
{
    if (!m_table)
        return QString();
    const QVector<ModelRecord> &models = m_table->models();
    const int columns = int(models.size());
    const QString tint = differenceTint(palette()).name();
    const int width = 78 / std::max(1, columns);
    QString html = QStringLiteral("<html><body><table width=\"100%\" cellspacing=\"0\" cellpadding=\"4\"><tr><th width=\"22%\"></th>");
    for (const ModelRecord &m : models)
        html += QStringLiteral("<th align=\"left\" valign=\"top\" width=\"%1%\" style=\"font-size:large;\"><a href=\"%2\">%3</a></th>")
                    .arg(QString::number(width), modelLink(m.id), esc(m.name));
    html += QStringLiteral("</tr>");
    const bool onlyDifferences = m_onlyDifferences->isChecked();
    const QVector<CompareTable::Section> &sections = m_table->sections();
    for (int s = 0; s < sections.size(); ++s) {
        const CompareTable::Section &section = sections.at(s);
        QString rows;
        for (const CompareTable::Row &row : section.rows) {
            if (onlyDifferences && !row.differs)
                continue;
            const QString background = row.differs ? QStringLiteral(" bgcolor=\"%1\"").arg(tint) : QString();
            rows += QStringLiteral("<tr><td valign=\"top\" style=\"font-weight:600;\"%1>%2</td>")
                        .arg(background, esc(row.differs ? QStringLiteral("≠ ") + row.label : row.label));
            for (const ModelPageBuilder::Value &value : row.values)
                rows += QStringLiteral("<td valign=\"top\"%1>%2</td>").arg(background, value.html);
            rows += QStringLiteral("</tr>");
        }
        // The first section is the hardware one: each model's whole box follows its summary rows, one
        // model a row across the models' columns (a quarter of the width would break its headings mid-word).
        if (s == 0) {
            rows += QStringLiteral("<tr><td colspan=\"%1\" style=\"padding-top:10px; font-weight:600;\">%2</td></tr>")
                        .arg(QString::number(columns + 1), esc(tr("Every quantization")));
            for (int i = 0; i < columns; ++i) {
                const QString table = ModelHardwareTable::html(models.at(i));
                rows += QStringLiteral("<tr><td valign=\"top\" style=\"font-weight:600;\">%1</td><td valign=\"top\" colspan=\"%2\">%3</td></tr>")
                            .arg(esc(models.at(i).name), QString::number(columns),
                                 table.isEmpty() ? esc(Estimator::noEstimateReasonText(m_table->estimates().at(i).reason)) : table);
            }
        }
        if (rows.isEmpty())
            continue;
        html += QStringLiteral("<tr><td colspan=\"%1\" style=\"padding-top:16px; font-size:large; font-weight:700;\">%2</td></tr>")
                    .arg(QString::number(columns + 1), esc(section.title))
            + rows;
    }
    html += QStringLiteral("</table></body></html>");
    return html;
}

void CompareWindow::onAnchorClicked(const QUrl &url)
{
    if (url.scheme() == QLatin1String("atlas") && url.path() == QLatin1String("model")) {
        emit modelActivated(url.fragment().toLongLong());
        return;
    }
    if (const QString device = ModelPageBuilder::deviceFromLink(url); !device.isEmpty()) {
        emit deviceRequested(device);
        return;
    }
    if (url.scheme() == QLatin1String("http") || url.scheme() == QLatin1String("https"))
        QDesktopServices::openUrl(url);
}

void CompareWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        // The figures are written in the language too: build them again.
        if (!m_models.isEmpty())
            m_table = CompareTable::onChosenDevice(m_models);
        retranslate();
    } else if (event->type() == QEvent::PaletteChange) {
        render();
    }
    QWidget::changeEvent(event);
}
