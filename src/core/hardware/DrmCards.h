#pragma once

#include <QString>

struct DetectedHardware;

// The graphics cards Linux lists under /sys/class/drm: each cardN/device has the PCI `vendor` (0x8086
// Intel, 0x1002 AMD, 0x10de NVIDIA) and `device` IDs. AMD's amdgpu publishes the VRAM
// (mem_info_vram_total) and, for some cards, a product_name; Intel's i915 and xe publish no name, so
// those come from pci.ids (PciIds). NVIDIA's cards are nvidia-smi's to report; where it does not answer
// (not installed, the driver not loaded, nouveau) pci.ids names them, without their memory.
class DrmCards
{
public:
    // Reads every card under `drmRoot` and takes the GPU into `result`: a discrete card before an
    // integrated GPU (an AMD APU's, told by its PCI ID or pci.ids' code name: Rembrandt, Phoenix, Hawk
    // Point, Strix, Strix Halo…) whatever their memory, since an APU reports its firmware's carve-out and
    // an NVIDIA card named by pci.ids no memory at all; among discrete cards, or among integrated GPUs
    // when there is no discrete one, the one with the most memory, one whose memory is unknown (an
    // Intel Arc under i915) only when there is no other. The APU's GPU is named in the result
    // (integratedGpu) either way, so the user hears of the one passed over. An Intel card
    // counts only when it is a discrete Arc ("Arc A770", "Arc Pro B60"), never an integrated GPU ("Iris
    // Xe Graphics", "UHD Graphics 770", Meteor Lake's "Intel Arc Graphics"), and never the one at the
    // integrated GPU's PCI address, 00:02.0, whatever its name. An NVIDIA card counts named by pci.ids
    // (result->nvidiaFromPciIds), nvidia-smi's answer replacing it. `pciIds` is the database's
    // path, empty when it is not installed: cards left without a name are then listed in the result.
    static void read(const QString &drmRoot, const QString &pciIds, DetectedHardware *result);
    // For a card pci.ids names as several products (result->candidates): the one whose catalogue entry
    // has the memory the driver reports is taken as found, as is the one device that every product
    // is (a laptop GPU's "Mobile / Max-Q" forms); otherwise the first fitting, or the closest, is
    // offered to be confirmed.
    static void matchCandidates(DetectedHardware *found);
};
