#include "MinimumsControls.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSpinBox>

namespace {

// A label wraps with its field, never apart from it; the pair keeps its own width (the search field
// beside it takes the rest of the line).
QWidget *pairOf(QWidget *parent, QWidget *label, QWidget *field)
{
    auto *both = new QWidget(parent);
    auto *layout = new QHBoxLayout(both);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(label);
    layout->addWidget(field, 1);
    both->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    return both;
}

} // namespace

MinimumsControls::MinimumsControls(QWidget *parent)
    : QObject(parent)
    , m_qualityLabel(new QLabel(parent))
    , m_quality(new QComboBox(parent))
    , m_speedLabel(new QLabel(parent))
    , m_speed(new QSpinBox(parent))
{
    m_quality->setObjectName(QStringLiteral("minQuality"));
    m_qualityLabel->setBuddy(m_quality);
    m_speed->setObjectName(QStringLiteral("minSpeed"));
    m_speed->setRange(0, 1000);
    m_speedLabel->setBuddy(m_speed);
    m_qualityPair = pairOf(parent, m_qualityLabel, m_quality);
    m_speedPair = pairOf(parent, m_speedLabel, m_speed);
    retranslate();
    read();
    connect(m_quality, &QComboBox::currentIndexChanged, this, &MinimumsControls::apply);
    connect(m_speed, &QSpinBox::valueChanged, this, &MinimumsControls::apply);
}

Minimums MinimumsControls::minimums() const
{
    Minimums m;
    m.quality = Quantization::Quality(m_quality->currentData().toInt());
    m.tokensPerSecond = m_speed->value();
    return m;
}

void MinimumsControls::read()
{
    const Minimums m = Minimums::load();
    const QSignalBlocker b1(m_quality), b2(m_speed);
    m_quality->setCurrentIndex(qMax(0, m_quality->findData(int(m.quality))));
    m_speed->setValue(int(m.tokensPerSecond));
}

void MinimumsControls::apply()
{
    const Minimums m = minimums();
    m.save();
    emit changed(m);
}

void MinimumsControls::retranslate()
{
    m_qualityLabel->setText(tr("Minimum &quality:"));
    m_quality->setToolTip(tr("The worst quantization quality you would use: models that only fit at a worse one "
                             "come after those that do."));
    {
        const QSignalBlocker blocker(m_quality);
        const int current = m_quality->currentIndex();
        m_quality->clear();
        for (const Quantization::Quality tier : Quantization::qualities())
            m_quality->addItem(Quantization::qualityName(tier), int(tier));
        m_quality->setCurrentIndex(qMax(0, current >= 0 ? current : m_quality->findData(int(Minimums::load().quality))));
    }
    m_speedLabel->setText(tr("Minimum &speed:"));
    m_speed->setSuffix(tr(" tokens/s"));
    m_speed->setSpecialValueText(tr("any"));
    m_speed->setToolTip(tr("The fewest tokens per second you would accept: models slower than this come after "
                           "those that are fast enough."));
}
