#pragma once

#include <QString>
#include <QStringList>

#include <optional>

// One accelerator model from data/hardware.json. Figures are the vendor's spec-sheet values; memory is
// the marketed figure ("24 GB" card), which vendors mean as GiB — the estimator converts it to bytes.
struct HardwareDevice
{
    // Laptop: a discrete GPU in a notebook, listed under the name its driver reports ("NVIDIA GeForce RTX
    // 4070 Laptop GPU"), which differs from the desktop card of the same number in memory and bandwidth.
    // Cpu: no GPU at all, the processor running the model from system RAM. Never in hardware.json:
    // cpuOnly() makes it, and the estimator takes its memory and bandwidth from the system RAM settings.
    enum class Kind { Consumer, Workstation, Datacenter, Unified, Laptop, Cpu };

    QString name;
    QString vendor;
    double memoryGb = 0;          // marketed memory, GiB
    double bandwidthGbs = 0;      // memory bandwidth, 10^9 byte/s
    std::optional<double> fp16Tflops; // dense FP16/BF16 matrix throughput, where published
    std::optional<double> int8Tops;   // dense INT8 tensor throughput, where published
    QString family;               // speed-calibration family key (DeviceFamily); empty: none
    int year = 0;
    Kind kind = Kind::Consumer;
    QStringList aliases;          // other spellings, e.g. Epoch's training-hardware names

    bool isUnifiedMemory() const { return kind == Kind::Unified; }
    bool isLaptop() const { return kind == Kind::Laptop; }
    bool isCpuOnly() const { return kind == Kind::Cpu; }
    // The choice of no GPU: its translated name, memory and bandwidth 0 (the system RAM settings hold them).
    static HardwareDevice cpuOnly();
    // The name the choice of no GPU is stored and typed under ("cpu"), in any language; the device
    // list, the settings and --hardware/--runs-on know it by this.
    static QString cpuOnlyKey() { return QStringLiteral("cpu"); }
    static bool isCpuOnlyKey(const QString &name) { return name.trimmed().compare(cpuOnlyKey(), Qt::CaseInsensitive) == 0; }
    // The name without the vendor's words: "RTX 3060 12GB" reads better in a narrow column than
    // "NVIDIA GeForce RTX 3060 12GB", and people type it so.
    QString shortName() const;
    // Memory in bytes (marketed GiB × 2^30).
    double memoryBytes() const;
    // The name already says how much memory the device has ("RTX 3060 12GB", "Apple M3 Max (40-core
    // GPU, 64 GB)"), so a text that names it need not say it again.
    bool nameStatesMemory() const;

    static std::optional<Kind> kindFromKey(const QString &key);
    static QString kindKey(Kind kind);
    // Translated display name of a kind ("Consumer graphics card", "Laptop GPU", …).
    static QString kindName(Kind kind);
};
