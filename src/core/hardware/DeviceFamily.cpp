#include "DeviceFamily.h"

#include <QCoreApplication>

const QStringList &DeviceFamily::keys()
{
    static const QStringList list = {
        QStringLiteral("nvidia-pascal"),    QStringLiteral("nvidia-turing"), QStringLiteral("nvidia-ampere"),
        QStringLiteral("nvidia-ada"),       QStringLiteral("nvidia-blackwell"), QStringLiteral("nvidia-datacenter"),
        QStringLiteral("nvidia-gb10"),      QStringLiteral("amd-rdna2"),     QStringLiteral("amd-rdna3"),
        QStringLiteral("amd-rdna4"),        QStringLiteral("amd-instinct"),  QStringLiteral("amd-apu"),
        QStringLiteral("intel-arc"),        QStringLiteral("apple-m1"),      QStringLiteral("apple-m2"),
        QStringLiteral("apple-m3"),         QStringLiteral("apple-m4"),
    };
    return list;
}

bool DeviceFamily::isKnown(const QString &key)
{
    return keys().contains(key);
}

QString DeviceFamily::group(const QString &key)
{
    return key.section(QLatin1Char('-'), 0, 0);
}

QString DeviceFamily::shared(const QString &key)
{
    static const QStringList groups = {QStringLiteral("nvidia"), QStringLiteral("amd"), QStringLiteral("intel"),
                                       QStringLiteral("apple")};
    for (const QStringList *list : {&keys(), &groups}) {
        const qsizetype i = list->indexOf(key);
        if (i >= 0)
            return list->at(i);
    }
    return key;
}

QString DeviceFamily::name(const QString &key)
{
    // Chip generations and backends are names, not words; only the connecting words are translated.
    static const struct
    {
        const char *key;
        const char *name;
    } names[] = {
        {"nvidia-pascal", QT_TRANSLATE_NOOP("DeviceFamily", "NVIDIA Pascal (CUDA)")},
        {"nvidia-turing", QT_TRANSLATE_NOOP("DeviceFamily", "NVIDIA Turing (CUDA)")},
        {"nvidia-ampere", QT_TRANSLATE_NOOP("DeviceFamily", "NVIDIA Ampere consumer and workstation cards (CUDA)")},
        {"nvidia-ada", QT_TRANSLATE_NOOP("DeviceFamily", "NVIDIA Ada Lovelace (CUDA)")},
        {"nvidia-blackwell", QT_TRANSLATE_NOOP("DeviceFamily", "NVIDIA Blackwell consumer and workstation cards (CUDA)")},
        {"nvidia-datacenter", QT_TRANSLATE_NOOP("DeviceFamily", "NVIDIA data-centre cards with HBM (CUDA)")},
        {"nvidia-gb10", QT_TRANSLATE_NOOP("DeviceFamily", "NVIDIA GB10 with unified memory (CUDA)")},
        {"amd-rdna2", QT_TRANSLATE_NOOP("DeviceFamily", "AMD Radeon RDNA 1 and 2 (ROCm, Vulkan)")},
        {"amd-rdna3", QT_TRANSLATE_NOOP("DeviceFamily", "AMD Radeon RDNA 3 (ROCm, Vulkan)")},
        {"amd-rdna4", QT_TRANSLATE_NOOP("DeviceFamily", "AMD Radeon RDNA 4 (ROCm, Vulkan)")},
        {"amd-instinct", QT_TRANSLATE_NOOP("DeviceFamily", "AMD Instinct and Vega 20 (ROCm)")},
        {"amd-apu", QT_TRANSLATE_NOOP("DeviceFamily", "AMD Ryzen AI processors with unified memory (ROCm, Vulkan)")},
        {"intel-arc", QT_TRANSLATE_NOOP("DeviceFamily", "Intel Arc (SYCL, Vulkan)")},
        {"apple-m1", QT_TRANSLATE_NOOP("DeviceFamily", "Apple M1 (Metal)")},
        {"apple-m2", QT_TRANSLATE_NOOP("DeviceFamily", "Apple M2 (Metal)")},
        {"apple-m3", QT_TRANSLATE_NOOP("DeviceFamily", "Apple M3 (Metal)")},
        {"apple-m4", QT_TRANSLATE_NOOP("DeviceFamily", "Apple M4 (Metal)")},
    };
    for (const auto &n : names) {
        if (key == QLatin1String(n.key))
            return QCoreApplication::translate("DeviceFamily", n.name);
    }
    return key;
}

QString DeviceFamily::groupName(const QString &group)
{
    if (group == QLatin1String("nvidia"))
        return QCoreApplication::translate("DeviceFamily", "NVIDIA graphics cards");
    if (group == QLatin1String("amd"))
        return QCoreApplication::translate("DeviceFamily", "AMD graphics");
    if (group == QLatin1String("intel"))
        return QCoreApplication::translate("DeviceFamily", "Intel graphics");
    if (group == QLatin1String("apple"))
        return QCoreApplication::translate("DeviceFamily", "Apple silicon");
    return group;
}
