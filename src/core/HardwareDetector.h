#pragma once

#include <QObject>
#include <QString>

class QProcess;
class QTimer;

// What "Detect my hardware" found.
struct DetectedHardware
{
    QString gpuName;          // as the driver reports it, e.g. "NVIDIA GeForce RTX 4090"
    double gpuMemoryGb = 0;   // GiB as reported (MiB / 1024)
    QString matchedName;      // the catalogue device it corresponds to; empty when none
    bool exactMatch = false;  // false: matchedName is only the closest name, to be confirmed
    double systemRamGb = 0;   // GiB from /proc/meminfo or sysctl; 0 when unknown
    bool foundGpu() const { return !gpuName.isEmpty(); }
};

// Looks for a GPU (nvidia-smi, AMD's sysfs files, sysctl on macOS) and the system RAM, without ever
// blocking the window: the external tools run as QProcess with a timeout and report by signal.
class HardwareDetector : public QObject
{
    Q_OBJECT
public:
    explicit HardwareDetector(QObject *parent = nullptr);

    void start();
    bool isRunning() const { return m_process != nullptr; }
    static constexpr int timeoutMs = 5000;

    // Parsers, public for tests.
    // "NVIDIA GeForce RTX 4090, 24564 MiB" (first line: the first GPU).
    static bool parseNvidiaSmi(const QString &output, QString *name, double *memoryGb);
    static double parseMemInfo(const QString &meminfo); // MemTotal in GiB
    // AMD cards under `drmRoot` (/sys/class/drm): the largest mem_info_vram_total and its product_name.
    static void readAmdSysfs(const QString &drmRoot, DetectedHardware *result);
    // macOS `sysctl -n machdep.cpu.brand_string hw.memsize`: the chip and its unified memory.
    static bool parseSysctl(const QString &output, DetectedHardware *result);
    // The catalogue device for a reported name: exact name or alias, then with the vendor prefixed,
    // then the closest name (not exact).
    static void match(DetectedHardware *found);

signals:
    void finished(const DetectedHardware &result);

private:
    void detectWithoutProcesses();
    void runProcess(const QString &program, const QStringList &arguments);
    void processDone();
    void finish();

    DetectedHardware m_result;
    QProcess *m_process = nullptr;
    QTimer *m_timer = nullptr;
    int m_stage = 0; // which tool is running: 0 nvidia-smi, 1 sysctl
};
