#include "HardwareControls.h"

#include "common/FlowLayout.h"
#include "CustomDeviceDialog.h"
#include "CustomHardware.h"
#include "Database.h"
#include "DetectionChoices.h"
#include "DeviceComboBox.h"
#include "Formatter.h"
#include "HardwareCatalogue.h"
#include "PlainText.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

HardwareControls::HardwareControls(QSqlDatabase db, QWidget *parent)
    : QWidget(parent)
    , m_db(std::move(db))
    , m_detector(new HardwareDetector(this))
    , m_deviceLabel(new QLabel(this))
    , m_device(new DeviceComboBox(this))
    , m_detect(new QPushButton(this))
    , m_addDevice(new QPushButton(this))
    , m_countLabel(new QLabel(this))
    , m_count(new QSpinBox(this))
    , m_ramLabel(new QLabel(this))
    , m_ram(new QDoubleSpinBox(this))
    , m_ramBandwidthLabel(new QLabel(this))
    , m_ramBandwidth(new QDoubleSpinBox(this))
    , m_contextLabel(new QLabel(this))
    , m_context(new QSpinBox(this))
    , m_promptLabel(new QLabel(this))
    , m_prompt(new QSpinBox(this))
    , m_kvLabel(new QLabel(this))
    , m_kv(new QComboBox(this))
    , m_detection(new QLabel(this))
    , m_choices(new DetectionChoices(this))
{
    m_deviceLabel->setBuddy(m_device);
    m_detect->setObjectName(QStringLiteral("detectHardware"));
    m_count->setObjectName(QStringLiteral("deviceCount"));
    m_detection->setWordWrap(true);
    // The GPU's name and the programs' messages are what other programs printed: text, never markup.
    m_detection->setTextFormat(Qt::PlainText);
    m_count->setRange(1, 8);
    m_countLabel->setBuddy(m_count);
    m_ram->setRange(0, 4096);
    m_ram->setDecimals(0);
    m_ram->setSingleStep(8);
    m_ramLabel->setBuddy(m_ram);
    // What the CPU reads offloaded layers or experts at: 60 GB/s is dual-channel DDR5; quad-channel
    // workstations and servers reach several hundred.
    m_ramBandwidth->setRange(1, 2000);
    m_ramBandwidth->setDecimals(0);
    m_ramBandwidth->setSingleStep(10);
    m_ramBandwidthLabel->setBuddy(m_ramBandwidth);
    m_prompt->setRange(1, 1048576);
    m_prompt->setSingleStep(1024);
    m_prompt->setGroupSeparatorShown(true);
    m_promptLabel->setBuddy(m_prompt);
    m_context->setRange(512, 1048576);
    m_context->setSingleStep(4096);
    m_context->setGroupSeparatorShown(true);
    m_contextLabel->setBuddy(m_context);
    // llama.cpp's own names for the cache types: identifiers, never translated.
    for (KvCachePrecision p : {KvCachePrecision::F16, KvCachePrecision::Q8_0, KvCachePrecision::Q4_0})
        m_kv->addItem(HardwareChoice::kvName(p), int(p));
    m_kvLabel->setBuddy(m_kv);

    // Each label stays with its field; the pairs wrap onto more lines in a narrow window (1024 px, or
    // 1.5× scaling) instead of widening it.
    const auto pair = [this](std::initializer_list<QWidget *> widgets) {
        auto *box = new QWidget(this);
        auto *row = new QHBoxLayout(box);
        row->setContentsMargins(0, 0, 0, 0);
        for (QWidget *w : widgets)
            row->addWidget(w, w == *widgets.begin() ? 0 : 1);   // the field takes any room the pair gets
        box->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);       // only the device's pair grows
        return box;
    };
    auto *deviceRow = new FlowLayout;
    QWidget *device = pair({m_deviceLabel, m_device});
    device->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    m_device->setMinimumWidth(m_device->fontMetrics().averageCharWidth() * 28);
    deviceRow->addWidget(device);
    deviceRow->addWidget(m_detect);
    deviceRow->addWidget(m_addDevice);
    auto *settingsRow = new FlowLayout;
    settingsRow->addWidget(pair({m_countLabel, m_count}));
    settingsRow->addWidget(pair({m_ramLabel, m_ram}));
    settingsRow->addWidget(pair({m_ramBandwidthLabel, m_ramBandwidth}));
    settingsRow->addWidget(pair({m_contextLabel, m_context}));
    settingsRow->addWidget(pair({m_promptLabel, m_prompt}));
    settingsRow->addWidget(pair({m_kvLabel, m_kv}));
    auto *rows = new QVBoxLayout(this);
    rows->setContentsMargins(0, 0, 0, 0);
    rows->addLayout(deviceRow);
    rows->addLayout(settingsRow);
    rows->addWidget(m_detection);
    rows->addWidget(m_choices);

    connect(m_device, &DeviceComboBox::deviceChosen, this, [this](const QString &name) {
        m_choices->setCurrent(name);
        apply();
    });
    connect(m_choices, &DetectionChoices::chosen, this, &HardwareControls::setDevice);
    connect(m_device, &QComboBox::activated, this, &HardwareControls::markChosen);
    connect(m_count, &QSpinBox::valueChanged, this, &HardwareControls::apply);
    connect(m_ram, &QDoubleSpinBox::valueChanged, this, &HardwareControls::apply);
    connect(m_ramBandwidth, &QDoubleSpinBox::valueChanged, this, &HardwareControls::apply);
    connect(m_context, &QSpinBox::valueChanged, this, &HardwareControls::apply);
    connect(m_prompt, &QSpinBox::valueChanged, this, &HardwareControls::apply);
    connect(m_kv, &QComboBox::currentIndexChanged, this, &HardwareControls::apply);
    connect(m_detect, &QPushButton::clicked, this, &HardwareControls::detectHardware);
    connect(m_addDevice, &QPushButton::clicked, this, &HardwareControls::addCustomDevice);
    connect(m_detector, &HardwareDetector::finished, this, &HardwareControls::showDetection);

    m_device->setCustomDevices(CustomHardware(m_db).all());
    readChoice();
    retranslate();
}

void HardwareControls::retranslate()
{
    m_deviceLabel->setText(tr("&Device:"));
    m_device->setToolTip(tr("Type any part of the name to search the list."));
    m_detect->setText(tr("De&tect my hardware"));
    m_addDevice->setText(tr("&Add a device…"));
    m_countLabel->setText(tr("&Count:"));
    m_ramLabel->setText(tr("System &RAM:"));
    // Spin boxes keep the locale they were made with; follow the language's number format.
    m_ram->setLocale(QLocale());
    m_ramBandwidth->setLocale(QLocale());
    m_context->setLocale(QLocale());
    m_prompt->setLocale(QLocale());
    m_ram->setSuffix(tr(" GB"));
    m_ramBandwidthLabel->setText(tr("RAM &bandwidth:"));
    m_ramBandwidth->setSuffix(tr(" GB/s"));
    m_ramBandwidth->setToolTip(tr("How fast the CPU reads system RAM: what sets the speed of layers or experts kept "
                                  "there. Dual-channel DDR5 gives about 60–90 GB/s."));
    m_contextLabel->setText(tr("C&ontext:"));
    m_context->setSuffix(tr(" tokens"));
    m_promptLabel->setText(tr("Prom&pt:"));
    m_prompt->setSuffix(tr(" tokens"));
    m_prompt->setToolTip(tr("The prompt the time to first token is worked out for."));
    m_kvLabel->setText(tr("&KV cache:"));
    if (m_hasDetection)
        showDetection(m_lastDetection);
}

void HardwareControls::readChoice()
{
    // A first run starts on an example card many people own rather than on an empty table; the choice
    // says it is an example until the user picks a device (HardwareChoice::example).
    m_choice = HardwareChoice::load();
    const QSignalBlocker b1(m_device), b2(m_count), b3(m_ram), b4(m_context), b5(m_kv), b6(m_ramBandwidth), b7(m_prompt);
    m_device->selectDevice(m_choice.deviceName);
    m_count->setValue(m_choice.count);
    m_ram->setValue(m_choice.systemRamGb);
    m_ramBandwidth->setValue(m_choice.systemRamBandwidthGbs);
    m_context->setValue(m_choice.contextLength);
    m_prompt->setValue(m_choice.promptTokens);
    m_kv->setCurrentIndex(qMax(0, m_kv->findData(int(m_choice.kvPrecision))));
    showDeviceKind();
}

void HardwareControls::apply()
{
    const QString name = m_device->currentDeviceName();
    // The example stays an example while the list still shows it: only picking a device (or detecting
    // one) makes it the user's.
    if (name == m_choice.deviceName && m_choice.example) {
        // still the example
    } else if (HardwareDevice::isCpuOnlyKey(name)) {
        m_choice.setDevice(HardwareDevice::cpuOnly());
    } else if (const HardwareDevice *d = HardwareCatalogue::shipped().find(name)) {
        m_choice.setDevice(*d);
    } else {
        for (const HardwareDevice &c : CustomHardware(m_db).all()) {
            if (c.name == name)
                m_choice.setDevice(c);
        }
    }
    // A Mac's greyed box shows 1; the count chosen for cards is kept for when a card is chosen again.
    const auto chosen = m_choice.config();
    if (!choosesUnified() && !(chosen && chosen->device.isCpuOnly()) && !m_countShowsUnified)
        m_choice.count = m_count->value();
    m_choice.systemRamGb = m_ram->value();
    m_choice.systemRamBandwidthGbs = m_ramBandwidth->value();
    m_choice.contextLength = m_context->value();
    m_choice.promptTokens = m_prompt->value();
    m_choice.kvPrecision = KvCachePrecision(m_kv->currentData().toInt());
    emit choiceEdited();
    m_choice.save();
    showDeviceKind();
    emit choiceChanged();
}

bool HardwareControls::choosesUnified() const
{
    const auto config = m_choice.config();
    return config && config->device.isUnifiedMemory();
}

void HardwareControls::showDeviceKind()
{
    // Unified memory is one machine: a second "card" would be a second computer, and its RAM is the
    // device's memory. The greyed count says what the figures are for, 1, not a count left from a card.
    // Without a GPU there is no card to count either; the RAM boxes are then the device's memory and bandwidth.
    const bool unified = choosesUnified();
    const auto config = m_choice.config();
    const bool cpuOnly = config && config->device.isCpuOnly();
    m_count->setEnabled(!unified && !cpuOnly);
    m_ram->setEnabled(!unified);
    m_ramBandwidth->setEnabled(!unified);
    const QSignalBlocker blocker(m_count);
    m_count->setValue(unified || cpuOnly ? 1 : m_choice.count);
    m_countShowsUnified = unified || cpuOnly;
}

void HardwareControls::addCustomDevice()
{
    CustomDeviceDialog dialog(this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const HardwareDevice device = dialog.device();
    QString error;
    if (!CustomHardware(m_db).add(device, &error)) {
        QMessageBox::warning(this, tr("Add a device"),
                             PlainText::asRichText(tr("The device could not be saved: %1").arg(Database::explained(error))));
        return;
    }
    m_device->setCustomDevices(CustomHardware(m_db).all());
    m_device->selectDevice(device.name);
    apply();
}

void HardwareControls::detectHardware()
{
    m_detect->setEnabled(false);
    m_detection->setText(tr("Looking for a GPU…"));
    m_detector->start();
}

void HardwareControls::showDetection(const DetectedHardware &found)
{
    m_detect->setEnabled(true);
    m_lastDetection = found;
    m_hasDetection = true;
    QStringList parts;
    QStringList choices;   // the devices the sentence leaves to the user, as buttons
    // Intel's i915 publishes no memory size: such a card is named without one.
    const bool memoryKnown = found.gpuMemoryGb > 0;
    const QString memory = Formatter::number(found.gpuMemoryGb, 0);
    if (!found.foundGpu()) {
        parts.append(tr("Nothing detected: no NVIDIA, AMD, Intel Arc or Apple GPU answered. Pick your device from the list, "
                        "or add it with its memory and bandwidth."));
#ifndef Q_OS_MACOS
        // Most often a computer without a graphics card (integrated graphics): offered, not chosen, since a
        // card whose driver did not answer looks the same, and the device the user picked must not be lost.
        parts.append(found.systemRamGb > 0
                         ? tr("Without a graphics card, pick “%1” at the top of the list: the processor runs the model from "
                              "the %2 GB of system RAM found.")
                               .arg(HardwareDevice::cpuOnly().name, Formatter::number(found.systemRamGb, 0))
                         : tr("Without a graphics card, pick “%1” at the top of the list and set the system RAM.")
                               .arg(HardwareDevice::cpuOnly().name));
        choices = {HardwareDevice::cpuOnlyKey()};
#endif
    } else if (found.exactMatch) {
        parts.append(memoryKnown ? tr("Detected %1 (%2 GB).").arg(found.gpuName, memory) : tr("Detected %1.").arg(found.gpuName));
        setDevice(found.matchedName);
    } else if (found.matchedName.isEmpty() && found.gpuIsIntegrated) {
        // A processor's GPU the list does not have works from system RAM: the no-GPU entry's estimate is the
        // one that describes it (generation is bound by the RAM's bandwidth either way).
        parts.append(tr("Detected %1, the processor's integrated GPU, which is not in the list. It runs models from system "
                        "RAM: pick “%2” at the top of the list for an estimate.")
                         .arg(found.gpuName, HardwareDevice::cpuOnly().name));
        choices = {HardwareDevice::cpuOnlyKey()};
    } else if (found.matchedName.isEmpty()) {
        // A laptop GPU is offered only another laptop GPU; a list without one has nothing to offer.
        parts.append(memoryKnown ? tr("Detected %1 (%2 GB), which is not in the list. Add your device with its memory and bandwidth.")
                                       .arg(found.gpuName, memory)
                                 : tr("Detected %1, which is not in the list. Add your device with its memory and bandwidth.")
                                       .arg(found.gpuName));
    } else if (found.sizeVariants.size() > 1) {
        // One name, several sizes in the list, and no memory reported: all of them, for the user to pick.
        QStringList sizes;
        for (const QString &variant : found.sizeVariants) {
            const HardwareDevice *device = HardwareCatalogue::shipped().find(variant);
            sizes.append(tr("%1 GB").arg(Formatter::number(device ? device->memoryGb : 0, 0)));
        }
        const QString last = sizes.takeLast();
        parts.append(tr("Detected %1, whose driver does not report its memory. The list has it with %2: pick the one "
                        "your card has.")
                         .arg(found.gpuName, tr("%1 and with %2", "memory sizes: “8 GB and with 16 GB”")
                                                 .arg(sizes.join(QStringLiteral(", ")), last)));
        choices = found.sizeVariants;
    } else if (!found.candidates.isEmpty() && memoryKnown) {
        // pci.ids gives one ID to several cards and the memory did not tell which.
        parts.append(tr("Detected %1 (%2 GB): the driver does not say which of these cards it is; the closest in the list "
                        "is %3. Check it, or pick yours.")
                         .arg(found.gpuName, memory, found.matchedName));
    } else if (!memoryKnown) {
        parts.append(tr("Detected %1, whose driver does not report its memory; the closest in the list is %2. Check it, "
                        "or pick the variant with your card's memory.")
                         .arg(found.gpuName, found.matchedName));
    } else {
        parts.append(tr("Detected %1 (%2 GB), which is not in the list; the closest is %3. Check it, or add your "
                        "device with its memory and bandwidth.")
                         .arg(found.gpuName, memory, found.matchedName));
    }
    if (choices.isEmpty() && !found.exactMatch && !found.matchedName.isEmpty())
        choices = {found.matchedName};   // "the closest in the list is …"
    // An APU's GPU beside the discrete card taken: said, so the choice reads as made, not missed, and
    // because on a Strix Halo (unified memory) it may be the GPU the user runs models on.
    if (found.passedOverIntegratedGpu())
        parts.append(tr("The processor's integrated GPU, %1 (%2 GB), was passed over for the discrete card: pick it from the "
                        "list if you run models on it.")
                         .arg(found.integratedGpu, Formatter::number(found.integratedMemoryGb, 1)));
    // A card that neither its driver nor pci.ids names: which one, and how to let it be named.
    for (const UnnamedCard &card : found.unnamedCards) {
        if (!found.exactMatch)
            parts.append(tr("There is an %1 card with PCI device ID %2 that this system cannot name: install the "
                            "pci.ids package (or update it) to let Model Atlas name it.")
                             .arg(card.vendor, card.deviceId));
    }
    // Which program did not answer, and why: a program that is simply not installed is worth saying
    // only when nothing was found, or when it would have given the memory of the NVIDIA card found.
    for (const HardwareProbe &probe : found.probes) {
        const QString sentence = probeSentence(probe);
        if (!sentence.isEmpty() && (probe.outcome != HardwareProbe::Outcome::NotInstalled || !found.foundGpu() || found.nvidiaFromPciIds))
            parts.append(sentence);
    }
    if (found.nvidiaFromPciIds) // an NVIDIA card named from pci.ids: why its memory is not known
        parts.append(tr("Without an answer from %1 the card is named from its PCI ID, and its memory is not known.")
                         .arg(QStringLiteral("nvidia-smi")));
    if (found.systemRamGb > 0) {
        parts.append(tr("System RAM: %1 GB.").arg(Formatter::number(found.systemRamGb, 0)));
        const QSignalBlocker blocker(m_ram);
        m_ram->setValue(qRound(found.systemRamGb));
    }
    m_detection->setText(parts.join(QLatin1Char(' ')));
    QStringList shown;
    for (const QString &name : std::as_const(choices))
        shown.append(HardwareDevice::isCpuOnlyKey(name) ? HardwareDevice::cpuOnly().name : name);
    m_choices->setChoices(choices, shown);
    m_choices->setCurrent(m_device->currentDeviceName());
    apply();
}

QString HardwareControls::probeSentence(const HardwareProbe &probe) const
{
    switch (probe.outcome) {
    case HardwareProbe::Outcome::Answered:
        return {};
    case HardwareProbe::Outcome::NotInstalled:
        return tr("%1 is not installed.").arg(probe.program);
    case HardwareProbe::Outcome::FailedToStart:
        return tr("%1 could not be started: %2.").arg(probe.program, probe.detail);
    case HardwareProbe::Outcome::Failed:
        // One arg() call each: a program's name or message that holds "%2" stays as it is.
        return probe.detail.isEmpty()
            ? tr("%1 failed (exit code %2).").arg(probe.program, QString::number(probe.exitCode))
            : tr("%1 failed (exit code %2): “%3”.").arg(probe.program, QString::number(probe.exitCode), probe.detail);
    case HardwareProbe::Outcome::Crashed:
        return tr("%1 crashed.").arg(probe.program);
    case HardwareProbe::Outcome::TimedOut: {
        const int seconds = qMax(1, (m_detector->sources().timeoutMs + 999) / 1000);
        return tr("%1 did not answer within %n second(s) and was stopped.", nullptr, seconds).arg(probe.program);
    }
    case HardwareProbe::Outcome::Unreadable:
        return probe.detail.isEmpty() ? tr("%1 printed nothing.").arg(probe.program)
                                      : tr("%1 answered, but not with a GPU and its memory: “%2”.").arg(probe.program, probe.detail);
    case HardwareProbe::Outcome::TooMuchOutput:
        return tr("%1 printed more than %2 KB and was stopped.")
            .arg(probe.program, Formatter::number(HardwareDetector::outputLimit / 1000.0, 0));
    }
    return {};
}

bool HardwareControls::setDevice(const QString &nameOrAlias)
{
    if (!m_device->selectDevice(nameOrAlias))
        return false;
    markChosen();
    return true;
}

void HardwareControls::markChosen()
{
    // Choosing the device the example already shows changes nothing in the list, but makes it the user's.
    if (m_choice.example && m_device->currentDeviceName() == m_choice.deviceName) {
        m_choice.example = false;
        apply();
    }
}

QString HardwareControls::deviceName() const { return m_device->currentDeviceName(); }
void HardwareControls::setCount(int count) { m_count->setValue(count); }
void HardwareControls::setContextLength(int tokens) { m_context->setValue(tokens); }
void HardwareControls::setSystemRam(double gb) { m_ram->setValue(gb); }
void HardwareControls::setRamBandwidth(double gbs) { m_ramBandwidth->setValue(gbs); }
void HardwareControls::setPromptTokens(int tokens) { m_prompt->setValue(tokens); }
QString HardwareControls::detectionText() const { return m_detection->text(); }

void HardwareControls::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}
