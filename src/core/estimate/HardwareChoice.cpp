#include "HardwareChoice.h"

#include "HardwareCatalogue.h"
#include "Settings.h"

HardwareChoice HardwareChoice::load()
{
    using Key = Settings::Key;
    // What the user never set stays at the estimator's default (a fresh HardwareChoice).
    HardwareChoice c;
    c.deviceName = Settings::value(Key::HardwareDevice, c.deviceName).toString();
    c.memoryGb = Settings::value(Key::HardwareMemoryGb, c.memoryGb).toDouble();
    c.bandwidthGbs = Settings::value(Key::HardwareBandwidthGbs, c.bandwidthGbs).toDouble();
    c.unified = Settings::value(Key::HardwareUnified, c.unified).toBool();
    c.count = qBound(1, Settings::value(Key::HardwareCount, c.count).toInt(), 8);
    c.systemRamGb = qMax(0.0, Settings::value(Key::HardwareSystemRamGb, c.systemRamGb).toDouble());
    c.systemRamBandwidthGbs = qBound(1.0, Settings::value(Key::HardwareRamBandwidthGbs, c.systemRamBandwidthGbs).toDouble(), 10000.0);
    c.contextLength = qMax(256, Settings::value(Key::HardwareContext, c.contextLength).toInt());
    c.promptTokens = qBound(1, Settings::value(Key::HardwarePromptTokens, c.promptTokens).toInt(), 1048576);
    c.kvPrecision = kvFromName(Settings::value(Key::HardwareKvPrecision).toString()).value_or(c.kvPrecision);
    // A shipped device's figures come from the catalogue, so a corrected hardware.json wins over old settings.
    if (const HardwareDevice *d = HardwareCatalogue::shipped().find(c.deviceName))
        c.setDevice(*d);
    if (!c.hasDevice())
        c.clearDevice();
    return c;
}

void HardwareChoice::save() const
{
    using Key = Settings::Key;
    // One write for the whole choice: it is saved at every change of a device, count or context. The
    // example device is not the user's: its keys are removed (an invalid value), so none is remembered.
    const auto device = [this](const QVariant &v) { return example ? QVariant() : v; };
    Settings::setValues({
        {Key::HardwareDevice, device(deviceName)},
        {Key::HardwareMemoryGb, device(memoryGb)},
        {Key::HardwareBandwidthGbs, device(bandwidthGbs)},
        {Key::HardwareUnified, device(unified)},
        {Key::HardwareCount, count},
        {Key::HardwareSystemRamGb, systemRamGb},
        {Key::HardwareRamBandwidthGbs, systemRamBandwidthGbs},
        {Key::HardwareContext, contextLength},
        {Key::HardwarePromptTokens, promptTokens},
        {Key::HardwareKvPrecision, kvName(kvPrecision)},
    });
}

std::optional<HardwareConfig> HardwareChoice::config() const
{
    if (!hasDevice())
        return std::nullopt;
    HardwareConfig hw;
    if (HardwareDevice::isCpuOnlyKey(deviceName)) {
        hw.device = HardwareDevice::cpuOnly();
    } else if (const HardwareDevice *d = HardwareCatalogue::shipped().find(deviceName)) {
        hw.device = *d;
    } else {
        hw.device.name = deviceName;
        hw.device.memoryGb = memoryGb;
        hw.device.bandwidthGbs = bandwidthGbs;
        hw.device.kind = unified ? HardwareDevice::Kind::Unified : HardwareDevice::Kind::Consumer;
    }
    hw.count = hw.device.isUnifiedMemory() || hw.device.isCpuOnly() ? 1 : count;
    hw.systemRamGb = systemRamGb;
    hw.systemRamBandwidthGbs = systemRamBandwidthGbs;
    hw.contextLength = contextLength;
    hw.promptTokens = promptTokens;
    hw.kvPrecision = kvPrecision;
    hw.exampleDevice = example;
    return hw;
}

void HardwareChoice::setDevice(const HardwareDevice &device)
{
    // No GPU is stored under its key, not its translated name, so that it survives a change of language.
    deviceName = device.isCpuOnly() ? HardwareDevice::cpuOnlyKey() : device.name;
    memoryGb = device.memoryGb;
    bandwidthGbs = device.bandwidthGbs;
    unified = device.isUnifiedMemory();
    example = false;
}

void HardwareChoice::clearDevice()
{
    deviceName.clear();
    memoryGb = bandwidthGbs = 0;
    unified = false;
    if (const HardwareDevice *d = HardwareCatalogue::shipped().find(exampleDeviceName()))
        setDevice(*d);
    example = true;
}

QString HardwareChoice::exampleDeviceName()
{
    return QStringLiteral("NVIDIA GeForce RTX 4090");
}

QString HardwareChoice::kvName(KvCachePrecision precision)
{
    switch (precision) {
    case KvCachePrecision::F16: return QStringLiteral("F16");
    case KvCachePrecision::Q8_0: return QStringLiteral("Q8_0");
    case KvCachePrecision::Q4_0: return QStringLiteral("Q4_0");
    }
    return QStringLiteral("F16");
}

std::optional<KvCachePrecision> HardwareChoice::kvFromName(const QString &name)
{
    for (KvCachePrecision p : {KvCachePrecision::F16, KvCachePrecision::Q8_0, KvCachePrecision::Q4_0}) {
        if (kvName(p).compare(name, Qt::CaseInsensitive) == 0)
            return p;
    }
    return std::nullopt;
}
