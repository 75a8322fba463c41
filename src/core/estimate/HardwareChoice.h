#pragma once

#include "Estimator.h"

#include <QString>

#include <optional>

// The hardware the user last picked in the From hardware view, remembered in Settings so that the
// model page and the next run see the same choice. The device's figures are stored beside its name so
// that a custom device (kept in the user_hardware table) resolves without opening the catalogue.
struct HardwareChoice
{
    QString deviceName;
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

    static HardwareChoice load();
    void save() const;
    bool hasDevice() const { return !deviceName.isEmpty() && memoryGb > 0 && bandwidthGbs > 0; }
    // The shipped device when the name is one, else a device made of the stored figures.
    std::optional<HardwareConfig> config() const;
    void setDevice(const HardwareDevice &device);

    static QString kvName(KvCachePrecision precision);
    static std::optional<KvCachePrecision> kvFromName(const QString &name);
};
