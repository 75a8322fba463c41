// core/hardware: the devices: the shipped list, families, the user's own devices, detection, and the
// models trained on each chip.
#pragma once

#include "HardwareDevice.h"

#include <QHash>
#include <QPair>
#include <QVector>

// The accelerators the estimator knows, loaded from data/hardware.json (compiled in as
// :/data/hardware.json). Lookups ignore case, spaces and punctuation, so "rtx 3060 12 GB" and
// "NVIDIA GeForce RTX 3060 12GB" meet only if one is a listed name or alias after normalising.
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

    // By name or alias, case-insensitively; nullptr when unknown.
    const HardwareDevice *find(const QString &nameOrAlias) const;
    // Vendors in a fixed, familiar order (NVIDIA, AMD, Intel, Apple, Google, then others A–Z),
    // each with its devices in file order.
    QVector<VendorGroup> groupedByVendor() const;
    QStringList vendors() const;
    // Up to `count` device names closest to `name` by edit distance, best first, for "did you mean".
    QStringList closestNames(const QString &name, int count = 3) const;

    // The key lookups use: lower case, letters and digits only.
    static QString normalizedName(const QString &name);

private:
    QVector<HardwareDevice> m_devices;
    QHash<QString, int> m_index; // normalised name or alias -> index into m_devices
};
