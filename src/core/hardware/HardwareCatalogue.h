// core/hardware: the devices: the shipped list, families, the user's own devices, detection, and the
// models trained on each chip.
#pragma once

#include "HardwareDevice.h"
#include "NameMatcher.h"

#include <QHash>
#include <QPair>
#include <QVector>

#include <functional>

// The accelerators the estimator knows, loaded from data/hardware.json (compiled in as
// :/data/hardware.json). A device is found by its name, an alias or its short name ("RTX 4090", as the
// window labels it), compared as NameMatcher compares names: "rtx 3060 12 GB" finds "NVIDIA GeForce
// RTX 3060 12GB".
class HardwareCatalogue
{
public:
    using VendorGroup = QPair<QString, QVector<const HardwareDevice *>>;

    HardwareCatalogue() = default;

    // The shipped catalogue, loaded once. Empty (and logged) if the resource is broken.
    static const HardwareCatalogue &shipped();

    bool loadFromFile(const QString &path, QString *error = nullptr);
    bool loadFromJson(const QByteArray &json, QString *error = nullptr);

    const QVector<HardwareDevice> &devices() const { return m_devices; }
    int size() const { return int(m_devices.size()); }

    // By name, alias or short name (NameMatcher::key); nullptr when unknown. A short name that two
    // devices share, or that is another device's name or alias, finds neither by it.
    const HardwareDevice *find(const QString &nameOrAlias) const;
    // What a typed device name finds, for the command line: the device it names (find(), or one of
    // `extra`, the user's own devices, by its whole name); else every device one of whose names holds
    // it in whole words (NameMatcher::containsWords: "MI300X" holds "AMD Instinct MI300X", "rtx 3060"
    // the 8 GB and the 12 GB cards). One device found either way may be taken; several are for the
    // user to choose between; none is an unknown name.
    struct Lookup
    {
        QVector<HardwareDevice> devices;   // the one named, or every one that holds the name, in file order
        bool exact = false;                // named by one of its names, not only part of one
    };
    Lookup lookup(const QString &typed, const QVector<HardwareDevice> &extra = {}) const;
    // Vendors in a fixed, familiar order (NVIDIA, AMD, Intel, Apple, Google, then others A–Z),
    // each with its devices in file order.
    QVector<VendorGroup> groupedByVendor() const;
    QStringList vendors() const;
    // Every device (or those `keep` accepts) with the other names it is found by, for NameMatcher.
    using Keep = std::function<bool(const HardwareDevice &)>;
    QVector<NameMatcher::Candidate> candidates(const Keep &keep = {}) const;
    // Up to `count` device names closest to `name`, best first, for "did you mean" (NameMatcher);
    // with `keep`, only among the devices it accepts (a laptop GPU is offered only laptop GPUs).
    QStringList closestNames(const QString &name, int count = 3, const Keep &keep = {}) const;

private:
    QVector<HardwareDevice> m_devices;
    QHash<QString, int> m_index; // NameMatcher::key of a name, alias or short name -> index into m_devices
};
