#include "HardwareSidePane.h"

#include "MemoryChart.h"

#include <QBoxLayout>
#include <QEvent>
#include <QResizeEvent>
#include <QGroupBox>
#include <QLabel>
#include <QScrollArea>

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
    auto *trainedScroll = scrollFor(m_trained, m_trainedBox);
    // A line or two of the list is enough to see there is one (QScrollArea's own least is taller).
    trainedScroll->setMinimumHeight(2 * fontMetrics().lineSpacing());
    (new QVBoxLayout(m_trainedBox))->addWidget(trainedScroll);
    addWidget(m_basisBox);
    addWidget(m_trainedBox);
    setChildrenCollapsible(false);
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
    resetSizes();
}

QSize HardwareSidePane::sizeHint() const
{
    return {QSplitter::sizeHint().width(), minimumSizeHint().height()};
}

int HardwareSidePane::trainedHeight() const
{
    // The title, three lines and the box's margins: most chips trained a model or two, and the
    // sentence that says none were takes three lines; a longer list scrolls, or the handle gives it more.
    return 6 * fontMetrics().height();
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
    if (m_sizesWaiting)
        resetSizes();
}

void HardwareSidePane::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    else if (event->type() == QEvent::FontChange)
        resetSizes();
    QSplitter::changeEvent(event);
}
