#include "HardwareDevice.h"

#include <QCoreApplication>
#include <QRegularExpression>

double HardwareDevice::memoryBytes() const
{
    return memoryGb * 1024.0 * 1024.0 * 1024.0;
}

bool HardwareDevice::nameStatesMemory() const
{
    static const QRegularExpression figure(QStringLiteral("(\\d+(?:\\.\\d+)?)\\s*(?:GB|GiB|G)\\b"),
                                           QRegularExpression::CaseInsensitiveOption);
    for (auto it = figure.globalMatch(name); it.hasNext();) {
        if (qFuzzyCompare(it.next().captured(1).toDouble(), memoryGb))
            return true;
    }
    return false;
}

QString HardwareDevice::shortName() const
{
    for (const QString &prefix : {vendor + QStringLiteral(" GeForce "), vendor + QLatin1Char(' ')}) {
        if (name.startsWith(prefix))
            return name.mid(prefix.size());
    }
    return name;
}

std::optional<HardwareDevice::Kind> HardwareDevice::kindFromKey(const QString &key)
{
    if (key == QLatin1String("consumer"))
        return Kind::Consumer;
    if (key == QLatin1String("workstation"))
        return Kind::Workstation;
    if (key == QLatin1String("datacenter"))
        return Kind::Datacenter;
    if (key == QLatin1String("unified"))
        return Kind::Unified;
    if (key == QLatin1String("laptop"))
        return Kind::Laptop;
    return std::nullopt;
}

QString HardwareDevice::kindKey(Kind kind)
{
    switch (kind) {
    case Kind::Consumer: return QStringLiteral("consumer");
    case Kind::Workstation: return QStringLiteral("workstation");
    case Kind::Datacenter: return QStringLiteral("datacenter");
    case Kind::Unified: return QStringLiteral("unified");
    case Kind::Laptop: return QStringLiteral("laptop");
    case Kind::Cpu: return QStringLiteral("cpu");
    }
    return QString();
}

QString HardwareDevice::kindName(Kind kind)
{
    switch (kind) {
    case Kind::Consumer:
        return QCoreApplication::translate("HardwareDevice", "Consumer graphics card");
    case Kind::Workstation:
        return QCoreApplication::translate("HardwareDevice", "Workstation graphics card");
    case Kind::Datacenter:
        return QCoreApplication::translate("HardwareDevice", "Data-centre accelerator");
    case Kind::Unified:
        return QCoreApplication::translate("HardwareDevice", "Unified memory (GPU shares system RAM)");
    case Kind::Laptop:
        return QCoreApplication::translate("HardwareDevice", "Laptop GPU", "a discrete GPU in a notebook");
    case Kind::Cpu:
        return QCoreApplication::translate("HardwareDevice", "No GPU: the processor and system RAM");
    }
    return QString();
}

HardwareDevice HardwareDevice::cpuOnly()
{
    HardwareDevice d;
    // A name that reads in a list of GPUs and mid-sentence ("on No GPU (CPU and system RAM)" reads
    // oddly, so texts about it say "on the CPU" where they can).
    d.name = QCoreApplication::translate("HardwareDevice", "No GPU (CPU and system RAM)",
                                         "the device list's entry for a computer without a graphics card");
    d.kind = Kind::Cpu;
    return d;
}
