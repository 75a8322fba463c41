#include "HardwareChoice.h"

#include "HardwareCatalogue.h"

#include <QSettings>

namespace {
const QString group = QStringLiteral("hardware");
}

HardwareChoice HardwareChoice::load()
{
    QSettings s;
    s.beginGroup(group);
    HardwareChoice c;
    c.deviceName = s.value(QStringLiteral("device")).toString();
    c.memoryGb = s.value(QStringLiteral("memoryGb"), 0).toDouble();
    c.bandwidthGbs = s.value(QStringLiteral("bandwidthGbs"), 0).toDouble();
    c.unified = s.value(QStringLiteral("unified"), false).toBool();
    c.count = qBound(1, s.value(QStringLiteral("count"), 1).toInt(), 8);
    c.systemRamGb = qMax(0.0, s.value(QStringLiteral("systemRamGb"), 32).toDouble());
    c.systemRamBandwidthGbs = qBound(1.0, s.value(QStringLiteral("ramBandwidthGbs"), 60).toDouble(), 10000.0);
    c.contextLength = qMax(256, s.value(QStringLiteral("context"), 8192).toInt());
    c.promptTokens = qBound(1, s.value(QStringLiteral("promptTokens"), 2048).toInt(), 1048576);
    c.kvPrecision = kvFromName(s.value(QStringLiteral("kv")).toString()).value_or(KvCachePrecision::F16);
    // A shipped device's figures come from the catalogue, so a corrected hardware.json wins over old settings.
    if (const HardwareDevice *d = HardwareCatalogue::shipped().find(c.deviceName))
        c.setDevice(*d);
    return c;
}

void HardwareChoice::save() const
{
    QSettings s;
    s.beginGroup(group);
    s.setValue(QStringLiteral("device"), deviceName);
    s.setValue(QStringLiteral("memoryGb"), memoryGb);
    s.setValue(QStringLiteral("bandwidthGbs"), bandwidthGbs);
    s.setValue(QStringLiteral("unified"), unified);
    s.setValue(QStringLiteral("count"), count);
    s.setValue(QStringLiteral("systemRamGb"), systemRamGb);
    s.setValue(QStringLiteral("ramBandwidthGbs"), systemRamBandwidthGbs);
    s.setValue(QStringLiteral("context"), contextLength);
    s.setValue(QStringLiteral("promptTokens"), promptTokens);
    s.setValue(QStringLiteral("kv"), kvName(kvPrecision));
}

std::optional<HardwareConfig> HardwareChoice::config() const
{
    if (!hasDevice())
        return std::nullopt;
    HardwareConfig hw;
    if (const HardwareDevice *d = HardwareCatalogue::shipped().find(deviceName)) {
        hw.device = *d;
    } else {
        hw.device.name = deviceName;
        hw.device.memoryGb = memoryGb;
        hw.device.bandwidthGbs = bandwidthGbs;
        hw.device.kind = unified ? HardwareDevice::Kind::Unified : HardwareDevice::Kind::Consumer;
    }
    hw.count = hw.device.isUnifiedMemory() ? 1 : count;
    hw.systemRamGb = systemRamGb;
    hw.systemRamBandwidthGbs = systemRamBandwidthGbs;
    hw.contextLength = contextLength;
    hw.promptTokens = promptTokens;
    hw.kvPrecision = kvPrecision;
    return hw;
}

void HardwareChoice::setDevice(const HardwareDevice &device)
{
    deviceName = device.name;
    memoryGb = device.memoryGb;
    bandwidthGbs = device.bandwidthGbs;
    unified = device.isUnifiedMemory();
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
