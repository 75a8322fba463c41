#include "HardwareSidePane.h"

#include "MemoryChart.h"

#include <QBoxLayout>
#include <QEvent>
#include <QResizeEvent>
#include <QGroupBox>
#include <QLabel>
#include <QScrollArea>

#include <algorithm>

namespace {

QLabel *richLabel(QWidget *parent)
{
    auto *label = new QLabel(parent);
    label->setWordWrap(true);
    label->setTextFormat(Qt::RichText);   // built as HTML, escaping what it quotes (HardwareTexts)
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    label->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    return label;
}

QScrollArea *scrollFor(QWidget *contents, QWidget *parent)
{
    auto *scroll = new QScrollArea(parent);
    scroll->setWidget(contents);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    return scroll;
}

} // namespace

HardwareSidePane::HardwareSidePane(QWidget *parent)
    : QSplitter(Qt::Vertical, parent)
    , m_basisBox(new QGroupBox(this))
    , m_trainedBox(new QGroupBox(this))
    , m_trained(richLabel(nullptr))
{
    auto *contents = new QWidget;
    m_basisContent = new QVBoxLayout(contents);
    m_basisContent->setContentsMargins(0, 0, 0, 0);
    m_basis = richLabel(contents);
    m_chart = new MemoryChart(contents);
    m_chart->setObjectName(QStringLiteral("memoryChart"));
    m_chart->hide();
    m_basisContent->addWidget(m_chart);
    m_basisContent->addWidget(m_basis, 1);
    m_basisScroll = scrollFor(contents, m_basisBox);
    m_basisScroll->setObjectName(QStringLiteral("basisScroll"));
    m_basisLayout = new QBoxLayout(QBoxLayout::TopToBottom, m_basisBox);
    m_basisLayout->addWidget(m_basisScroll, 1);
    m_trainedBox->setObjectName(QStringLiteral("trainedOnBox"));
    m_trainedScroll = scrollFor(m_trained, m_trainedBox);
    // A line of the list is enough to see there is one (QScrollArea's own least is taller); most chips
    // have a line and no more.
    m_trainedScroll->setMinimumHeight(fontMetrics().lineSpacing());
    (new QVBoxLayout(m_trainedBox))->addWidget(m_trainedScroll);
    addWidget(m_basisBox);
    addWidget(m_trainedBox);
    setChildrenCollapsible(false);
    connect(this, &QSplitter::splitterMoved, this, [this]() { m_handleMoved = true; });
    m_basisScroll->viewport()->installEventFilter(this);
    m_chart->installEventFilter(this);
    arrange(Qt::Horizontal);
    retranslate();
}

void HardwareSidePane::retranslate()
{
    m_basisBox->setTitle(tr("How the selected row is worked out"));
    m_trainedBox->setTitle(tr("Trained on this chip"));
}

void HardwareSidePane::arrange(Qt::Orientation orientation)
{
    const bool stacked = orientation == Qt::Vertical;
    setOrientation(stacked ? Qt::Horizontal : Qt::Vertical);
    const bool shown = !m_chart->isHidden();
    if (stacked) {
        // Under the table the chart takes the pane's height, down to its least, beside the arithmetic;
        // wide enough for its legend to keep to one line and leave the bars their height.
        m_basisLayout->setDirection(QBoxLayout::LeftToRight);
        m_basisContent->removeWidget(m_chart);
        m_basisLayout->insertWidget(0, m_chart, 3);
        m_basisLayout->setStretch(1, 2);
        m_chart->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Ignored);
    } else {
        // Beside it, the chart has the height it asks for (taller when its legend wraps) at the top of
        // what scrolls: that height follows the width, and outside the scroll area it would make the
        // window's scroll bar come and go with it, each changing the other.
        m_basisLayout->setDirection(QBoxLayout::TopToBottom);
        m_basisLayout->removeWidget(m_chart);
        m_basisContent->insertWidget(0, m_chart);
        m_chart->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    }
    m_chart->setVisible(shown);   // moving it between layouts hides it
    m_handleMoved = false;
    resetSizes();
    placeChart();
}

void HardwareSidePane::setTrainedText(const QString &html)
{
    m_trained->setText(html);
    // No text, no box: without a device, or for a computer without a GPU, there is no chip to ask about.
    m_trainedBox->setVisible(!html.isEmpty());
    if (!m_handleMoved)
        resetSizes();
}

void HardwareSidePane::placeChart()
{
    if (orientation() != Qt::Vertical || m_basisContent->indexOf(m_chart) < 0)
        return;
    // The chart and the first lines of the arithmetic in view, or the arithmetic first: a box that
    // showed the chart alone, the text under it out of sight, read as if the row had no explanation.
    const int room = m_basisScroll->viewport()->height();
    const int at = room >= m_chart->sizeHint().height() + 4 * fontMetrics().lineSpacing() ? 0 : 1;
    if (m_basisContent->indexOf(m_chart) == at)
        return;
    const bool shown = !m_chart->isHidden();
    m_basisContent->removeWidget(m_chart);
    m_basisContent->insertWidget(at, m_chart);
    m_chart->setVisible(shown);
}

QSize HardwareSidePane::sizeHint() const
{
    return {QSplitter::sizeHint().width(), minimumSizeHint().height()};
}

int HardwareSidePane::trainedHeight() const
{
    // The title, the box's margins and the text at the pane's width, from one line up to four: most
    // chips trained a model or two (one line); a longer list scrolls, or the handle gives it more.
    // Six lines, whatever the text, took a third of the pane at 1.5× for one line.
    const QMargins box = m_trainedBox->contentsMargins();
    const QMargins inner = m_trainedBox->layout()->contentsMargins();
    const int textWidth = width() - box.left() - box.right() - inner.left() - inner.right();
    const int line = fontMetrics().lineSpacing();
    const int text = std::clamp(m_trained->heightForWidth(std::max(textWidth, line)), line, 4 * line);
    return box.top() + box.bottom() + inner.top() + inner.bottom() + text;
}

void HardwareSidePane::resetSizes()
{
    if (orientation() == Qt::Horizontal) {   // under the table
        setStretchFactor(0, 3);
        setStretchFactor(1, 1);
        setSizes({3000, 1000});
        return;
    }
    // What the window gains goes to the arithmetic; the trained-on list keeps its few lines. Before
    // the pane has a height, the sizes wait for it (resizeEvent).
    setStretchFactor(0, 1);
    setStretchFactor(1, 0);
    m_sizesWaiting = height() <= trainedHeight();
    if (!m_sizesWaiting)
        setSizes({height() - trainedHeight(), trainedHeight()});
}

void HardwareSidePane::resizeEvent(QResizeEvent *event)
{
    QSplitter::resizeEvent(event);
    // Another width wraps the trained-on list onto another number of lines.
    if (m_sizesWaiting || (!m_handleMoved && event->size().width() != event->oldSize().width()))
        resetSizes();
}

bool HardwareSidePane::eventFilter(QObject *watched, QEvent *event)
{
    // The box's height, or the chart's (its legend wraps at another width), changed what fits.
    if (event->type() == QEvent::Resize || event->type() == QEvent::Show)
        placeChart();
    return QSplitter::eventFilter(watched, event);
}

void HardwareSidePane::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    else if (event->type() == QEvent::FontChange)
        resetSizes();
    QSplitter::changeEvent(event);
}
