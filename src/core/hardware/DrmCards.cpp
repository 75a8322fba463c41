#include "DrmCards.h"

#include "HardwareCatalogue.h"
#include "HardwareDetector.h"
#include "PciIds.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

#include <algorithm>
#include <optional>

namespace {

QByteArray readSmall(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.read(256).trimmed() : QByteArray();
}

quint16 readId(const QString &path)
{
    bool ok = false;
    const uint id = readSmall(path).toUInt(&ok, 16); // "0x8086"
    return ok && id <= 0xffff ? quint16(id) : 0;
}

double gib(double bytes) { return bytes / (1024.0 * 1024 * 1024); }

// An Intel card's local memory. i915 (the Arc A-series' driver) gives its size in the
// DRM_I915_QUERY_MEMORY_REGIONS ioctl, not in a sysfs file of the mainline kernel; the `lmem_total_bytes`
// some tools read is, by their own notes, from Intel's out-of-tree backport, so it is not relied on. The xe driver (Battlemage; Alchemist by choice) in Intel's
// drm-xe tree, read in xe_tile_sysfs.c (github.com/rodrigovivi/linux, commit 839a927), adds
// device/tileN/physical_vram_size_bytes for a discrete GPU; torvalds/linux's copy of that file
// (commit 06d0742) has no such attribute. So: that file where there is one, summed over the tiles,
// else unknown (0), and the device list offers the variant to confirm (the A770 has 8 or 16 GB).
double intelLocalMemoryGb(const QString &device)
{
    double bytes = 0;
    const QDir dir(device);
    for (const QString &tile : dir.entryList({QStringLiteral("tile*")}, QDir::Dirs | QDir::NoDotAndDotDot))
        bytes += readSmall(dir.filePath(tile + QStringLiteral("/physical_vram_size_bytes"))).toDouble();
    return gib(bytes);
}

// A discrete Arc by its marketing name: "Arc A770", "Arc A770M", "Arc Pro B60"; not the integrated
// "Arc Graphics" of Meteor Lake and Lunar Lake ("Intel Arc Graphics 130V / 140V").
bool isDiscreteArc(const QString &name)
{
    static const QRegularExpression arc(QStringLiteral("\\bArc (Pro )?[A-Z]\\d{2,3}[A-Z]?\\b"));
    return arc.match(name).hasMatch();
}

// Intel's integrated GPU is the PCI device at 00:02.0 (bus 0, device 2, function 0) of every platform
// with one; a discrete Arc sits behind a PCIe bridge on another bus. cardN/device is a link whose target
// is named by that address ("../../../0000:00:02.0").
bool atIntegratedAddress(const QString &device)
{
    static const QRegularExpression address(QStringLiteral("^[0-9a-f]{4}:00:02\\.0$"));
    return address.match(QFileInfo(QFileInfo(device).canonicalFilePath()).fileName()).hasMatch();
}

// An AMD APU's GPU, the processor's own: amdgpu reports for it the carve-out the firmware sets aside
// (512 MB or a few GB on most; up to 96 GB on a Strix Halo set up for models), so its memory says
// nothing about whether it is one. pci.ids names the chip, not the product, for most of them, the code
// name before any brackets: "Rembrandt [Radeon 680M]", "Phoenix1", "HawkPoint2", "Raphael", "Strix
// [Radeon 880M / 890M]", "Strix Halo [Radeon Graphics / Radeon 8050S Graphics / Radeon 8060S
// Graphics]". The APUs of pciutils' current file from Raven on are listed by ID as well, since Debian
// 12's (April 2023) lacks the newer ones (Strix, Strix Halo, Hawk Point, Krackan, Granite Ridge) and
// an unnamed card has no code name to go by; the code names catch the older APUs and a new ID of a
// known family. No discrete Radeon's code name
// (Navi, Vega, Polaris' Ellesmere…, Tahiti…) starts like one of these.
bool isAmdApu(quint16 id, const QString &pciName)
{
    static const QList<quint16> ids{
        0x15dd, 0x15d8,                 // Raven Ridge, Picasso/Raven 2
        0x1636, 0x1638, 0x164c, 0x15e7, // Renoir, Cezanne, Lucienne, Barcelo
        0x164d, 0x1681, 0x1506, 0x164e, // Rembrandt, Mendocino, Raphael
        0x13c0, 0x15bf, 0x15c8, 0x164f, // Granite Ridge, Phoenix
        0x1900, 0x1901, 0x1114, 0x1902, // Hawk Point, Krackan
        0x150e, 0x1586,                 // Strix (Point), Strix Halo
        0x163f, 0x1435, 0x13fe, 0x13db, // Van Gogh and Sephiroth (Steam Deck), Cyan Skillfish
        0x15ff,                         // Fenghuang
    };
    if (ids.contains(id))
        return true;
    static const QStringList families{
        QStringLiteral("kaveri"),   QStringLiteral("kabini"),   QStringLiteral("mullins"),   QStringLiteral("carrizo"),
        QStringLiteral("wani"),     QStringLiteral("stoney"),   QStringLiteral("trinity"),   QStringLiteral("richland"),
        QStringLiteral("raven"),    QStringLiteral("picasso"),  QStringLiteral("renoir"),    QStringLiteral("cezanne"),
        QStringLiteral("lucienne"), QStringLiteral("barcelo"),  QStringLiteral("rembrandt"), QStringLiteral("mendocino"),
        QStringLiteral("raphael"),  QStringLiteral("graniteridge"), QStringLiteral("phoenix"), QStringLiteral("hawkpoint"),
        QStringLiteral("krackan"),  QStringLiteral("strix"),    QStringLiteral("vangogh"),   QStringLiteral("sephiroth"),
        QStringLiteral("cyanskillfish"), QStringLiteral("fenghuang"),
    };
    const QString chip = pciName.section(QLatin1Char('['), 0, 0).toLower().remove(QLatin1Char(' '));
    return std::any_of(families.cbegin(), families.cend(), [&](const QString &family) { return chip.startsWith(family); });
}

// One card that counts, as the GPU it would be.
struct Card
{
    QString name;            // the GPU's name as detection reports it
    QString shortName;       // as a sentence names it when passed over: "AMD Radeon 680M", "AMD Phoenix1"
    double memoryGb = 0;     // 0: unknown (an Intel card under i915, an NVIDIA card named by pci.ids)
    QStringList candidates;  // pci.ids' products when it names several
    bool nvidia = false;
    bool integrated = false; // an AMD APU's
};

// The card detection takes. A discrete card (NVIDIA, a discrete Arc, an AMD card that is not an APU)
// beats an integrated GPU whatever either's memory: an APU's carve-out is the firmware's setting, not a
// card's memory, and a discrete card named by pci.ids has no memory to compare. Between two discrete
// cards, or two integrated GPUs, the one with the most memory; the first of equals.
bool isBetter(const Card &card, const Card &than)
{
    if (card.integrated != than.integrated)
        return !card.integrated;
    return card.memoryGb > than.memoryGb;
}

} // namespace

void DrmCards::read(const QString &drmRoot, const QString &pciIds, DetectedHardware *result)
{
    static const QRegularExpression cardName(QStringLiteral("^card\\d+$")); // not its connectors, "card0-DP-1"
    const QDir drm(drmRoot);
    std::optional<Card> best;
    std::optional<Card> integrated; // the largest APU's GPU, taken or not
    for (const QString &card : drm.entryList({QStringLiteral("card*")}, QDir::Dirs | QDir::System)) {
        if (!cardName.match(card).hasMatch())
            continue;
        const QString device = drm.filePath(card + QStringLiteral("/device"));
        const quint16 vendor = readId(device + QStringLiteral("/vendor"));
        const quint16 id = readId(device + QStringLiteral("/device"));
        // amdgpu's VRAM file is what makes an AMD card count, as before the vendor file was read (a tree
        // without the vendor file is an AMD card all the same).
        const QByteArray vram = readSmall(device + QStringLiteral("/mem_info_vram_total"));
        const bool isAmd = vendor == PciIds::amd || (vendor == 0 && !vram.isEmpty());
        const quint16 brand = isAmd ? PciIds::amd : vendor;
        if (brand != PciIds::amd && brand != PciIds::intel && brand != PciIds::nvidia)
            continue;
        if (brand == PciIds::intel && atIntegratedAddress(device))
            continue; // ignored whatever its name, so never one to name either
        const QString name = isAmd ? QString::fromUtf8(readSmall(device + QStringLiteral("/product_name"))) : QString();
        Card found;
        // NVIDIA's memory is nvidia-smi's to tell (nouveau publishes none).
        found.memoryGb = isAmd ? gib(vram.toDouble()) : brand == PciIds::intel ? intelLocalMemoryGb(device) : 0;
        if (isAmd && found.memoryGb <= 0)
            continue;
        QString pciName;
        if (name.isEmpty() && id != 0) {
            pciName = PciIds::deviceName(pciIds, brand, id);
            if (pciName.isEmpty()) // no pci.ids, or one older than the card
                result->unnamedCards.append({PciIds::vendorName(brand), QStringLiteral("%1").arg(id, 4, 16, QLatin1Char('0'))});
        }
        const QStringList products = pciName.isEmpty() ? QStringList() : PciIds::productNames(brand, pciName);
        if (brand == PciIds::intel && (products.isEmpty() || !isDiscreteArc(products.first())))
            continue; // an integrated Intel GPU, or one pci.ids cannot name
        if (brand == PciIds::nvidia && products.isEmpty())
            continue;
        found.nvidia = brand == PciIds::nvidia;
        found.integrated = isAmd && isAmdApu(id, pciName);
        if (!name.isEmpty()) {
            found.name = name;
        } else if (products.size() == 1) {
            found.name = products.first();
        } else if (products.size() > 1) {
            // "AMD Radeon RX 6800/6800 XT / 6900 XT", as pci.ids writes it; the memory may tell which.
            found.name = PciIds::vendorName(brand) + QLatin1Char(' ') + PciIds::marketingName(pciName);
            found.candidates = products;
        } else {
            found.name = QStringLiteral("AMD Radeon");
        }
        // pci.ids' code name alone ("Phoenix1") says more than "AMD Radeon" of the GPU passed over.
        found.shortName = products.isEmpty() && name.isEmpty() && !pciName.isEmpty()
            ? PciIds::vendorName(brand) + QLatin1Char(' ') + pciName.simplified() : found.name;
        if (found.integrated && (!integrated || found.memoryGb > integrated->memoryGb))
            integrated = found;
        if (!best || isBetter(found, *best))
            best = found;
    }
    if (!best)
        return;
    result->gpuName = best->name;
    result->gpuMemoryGb = best->memoryGb;
    result->candidates = best->candidates;
    result->nvidiaFromPciIds = best->nvidia;
    result->gpuIsIntegrated = best->integrated;
    if (integrated) {
        result->integratedGpu = integrated->shortName;
        result->integratedMemoryGb = integrated->memoryGb;
    }
}

void DrmCards::matchCandidates(DetectedHardware *found)
{
    const HardwareCatalogue &catalogue = HardwareCatalogue::shipped();
    QStringList listed;  // the catalogue devices the candidates are
    QStringList fitting; // those with the memory reported
    QString firstName;
    for (const QString &candidate : std::as_const(found->candidates)) {
        DetectedHardware one;
        one.gpuName = candidate;
        one.gpuMemoryGb = found->gpuMemoryGb;
        HardwareDetector::match(&one); // the laptop rule and the size variants as for any name
        if (!one.exactMatch)
            continue;
        listed.append(one.matchedName);
        const HardwareDevice *device = catalogue.find(one.matchedName);
        const double memory = device ? device->memoryGb : 0;
        if (found->gpuMemoryGb > 0 && qAbs(memory - found->gpuMemoryGb) <= qMax(0.5, memory * 0.05)) {
            fitting.append(one.matchedName);
            if (firstName.isEmpty())
                firstName = candidate;
        }
    }
    // Every form the ID stands for is one device ("[GeForce RTX 3060 Mobile / Max-Q]": the RTX 3060 Laptop
    // GPU): that device is found, as a name the list has once is, whatever the memory.
    const bool oneDevice = listed.size() == found->candidates.size() && listed.count(listed.value(0)) == listed.size();
    if (fitting.isEmpty() && oneDevice && !listed.isEmpty()) {
        found->matchedName = listed.first();
        found->exactMatch = true;
        found->candidates.clear();
        return;
    }
    if (fitting.size() == 1) {
        found->gpuName = firstName;
        found->matchedName = fitting.first();
        found->exactMatch = true;
        found->candidates.clear();
        return;
    }
    found->exactMatch = false;
    if (!fitting.isEmpty())
        found->matchedName = fitting.first();
    else if (!listed.isEmpty())
        found->matchedName = listed.first();
    else
        HardwareDetector::match(found); // none is listed: the closest to the whole name, never exact
    found->exactMatch = false;
}
