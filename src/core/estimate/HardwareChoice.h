#pragma once

#include "Estimator.h"

#include <QString>

#include <optional>

// The hardware the user last picked in the From hardware view (or as the default device in
// Preferences), remembered in Settings so that the model page and the next run see the same choice. The
// device's figures are stored beside its name so that a custom device (kept in the user_hardware table)
// resolves without opening the catalogue. Until the user picks a device, the choice holds an example
// (exampleDeviceName()) so that the list is not empty, and says it is one (`example`): nothing is
// stored for the device then, and no text calls it "your" device.
struct HardwareChoice
{
    QString deviceName;
    bool example = false;     // the device was not chosen: the example stands in for it
    double memoryGb = 0;      // marketed GiB, as in hardware.json
    double bandwidthGbs = 0;
    bool unified = false;
    int count = 1;
    // Until the user chooses, the estimator's own defaults.
    double systemRamGb = HardwareConfig().systemRamGb;
    double systemRamBandwidthGbs = HardwareConfig().systemRamBandwidthGbs;
    int contextLength = HardwareConfig().contextLength;
    int promptTokens = HardwareConfig().promptTokens;
    KvCachePrecision kvPrecision = HardwareConfig().kvPrecision;

    // The stored choice, or the example device with the stored set-up when no device was chosen.
    static HardwareChoice load();
    // Stores the set-up, and the device when it was chosen (an example device is forgotten, so that the
    // next run still calls it an example).
    void save() const;
    // No GPU (HardwareDevice::cpuOnlyKey() as the name) is a device too: its memory and bandwidth
    // are the system RAM's, kept in systemRamGb and systemRamBandwidthGbs.
    bool hasDevice() const
    {
        return HardwareDevice::isCpuOnlyKey(deviceName) || (!deviceName.isEmpty() && memoryGb > 0 && bandwidthGbs > 0);
    }
    // The shipped device when the name is one, else a device made of the stored figures.
    std::optional<HardwareConfig> config() const;
    // A device the user chose.
    void setDevice(const HardwareDevice &device);
    // Back to no choice: the example stands in again.
    void clearDevice();
    // The device shown until the user chooses one: a card many people own.
    static QString exampleDeviceName();

    static QString kvName(KvCachePrecision precision);
    static std::optional<KvCachePrecision> kvFromName(const QString &name);
};
