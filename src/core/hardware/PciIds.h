#pragma once

#include <QString>
#include <QStringList>

// The pci.ids database (Debian's `pci.ids` package: /usr/share/misc/pci.ids; elsewhere
// /usr/share/hwdata/pci.ids), which names a card by its PCI vendor and device ID where the driver gives
// no name: Intel's i915/xe never do, AMD's amdgpu often not for consumer cards (no product_name).
// The file (~1.3 MB) is read line by line and only up to the end of the vendor's block: vendors are
// sorted by ID, each a line "8086  Intel Corporation" followed by its devices, one a line after a tab,
// "\t56a0  DG2 [Arc A770]" (lines with two tabs are subsystems, "#" starts a comment).
class PciIds
{
public:
    static constexpr quint16 intel = 0x8086;
    static constexpr quint16 amd = 0x1002;
    static constexpr quint16 nvidia = 0x10de;

    // The system's file, the first of the usual places that exists; empty when there is none.
    static QString systemPath();
    // The device's name in the file at `path` ("DG2 [Arc A770]"); empty when the file cannot be read
    // or does not list the device.
    static QString deviceName(const QString &path, quint16 vendor, quint16 device);
    // The vendor's word before a product's name: "Intel", "AMD", "NVIDIA".
    static QString vendorName(quint16 vendor);
    // The marketing name in a pci.ids name's brackets ("DG2 [Arc A770]": "Arc A770"); empty without.
    static QString marketingName(const QString &pciName);
    // The products a pci.ids name stands for, as the device list writes them: the bracketed marketing
    // name with the vendor before it, one per product when it lists several ("[Radeon RX 6800/6800 XT /
    // 6900 XT]": "AMD Radeon RX 6800", "AMD Radeon RX 6800 XT", "AMD Radeon RX 6900 XT"). A name
    // without brackets is a chip's code name ("AlderLake-S GT1"), no product: nothing. NVIDIA's
    // "AD102 [GeForce RTX 4090]" is "NVIDIA GeForce RTX 4090"; "[GeForce RTX 3060 Mobile / Max-Q]" two
    // names, "… Mobile" and "… Max-Q"; "Lite Hash Rate" and "Rev. A" are left out.
    static QStringList productNames(quint16 vendor, const QString &pciName);
};
