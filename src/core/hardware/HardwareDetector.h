#pragma once

#include <QObject>
#include <QProcess>
#include <QString>
#include <QStringList>
#include <QTimer>
#include <QVector>

// How one external program asked by "Detect my hardware" answered.
struct HardwareProbe
{
    enum class Outcome {
        Answered,      // it ran and said which GPU there is
        NotInstalled,  // no such program (the common case: no NVIDIA driver)
        FailedToStart, // it is there but could not be run (permissions, a broken interpreter…)
        Failed,        // it ran and exited with an error code (e.g. nvidia-smi without a loaded driver)
        Crashed,       // it was ended by a signal
        TimedOut,      // no answer within the time-out: it was stopped
        Unreadable,    // it exited normally, but its output is not what the program prints
        TooMuchOutput, // it printed more than outputLimit bytes: not the program we meant; stopped
    };
    QString program;   // the file name, e.g. "nvidia-smi"
    Outcome outcome = Outcome::NotInstalled;
    int exitCode = 0;  // for Failed
    QString detail;    // the system's reason, the program's first error line or the start of its output:
                       // one line of printable text, never more than detailLimit characters
    static constexpr int detailLimit = 120;
};

// A card found under /sys/class/drm whose name neither its driver nor pci.ids gives (pci.ids not
// installed, or older than the card).
struct UnnamedCard
{
    QString vendor;   // "Intel", "AMD" or "NVIDIA"
    QString deviceId; // the PCI device ID, four hex digits: "56a0"
};

// What "Detect my hardware" found.
struct DetectedHardware
{
    QString gpuName;          // as the driver reports it, e.g. "NVIDIA GeForce RTX 4090"
    double gpuMemoryGb = 0;   // GiB as reported (MiB / 1024)
    QString matchedName;      // the catalogue device it corresponds to; empty when none
    bool exactMatch = false;  // false: matchedName is only the closest name, to be confirmed
    double systemRamGb = 0;   // GiB from /proc/meminfo or sysctl; 0 when unknown
    QVector<HardwareProbe> probes; // every program asked, in order, and how it answered
    // The products a card's PCI ID stands for when pci.ids names several ("Radeon RX 6800/6800 XT /
    // 6900 XT"); gpuName is then pci.ids' name, and exactMatch says whether the memory told which.
    QStringList candidates;
    // The catalogue's sizes of the name found when the driver gives no memory ("Intel Arc A770 8GB",
    // "Intel Arc A770 16GB"): matchedName is then one of them, to be confirmed.
    QStringList sizeVariants;
    QVector<UnnamedCard> unnamedCards;
    bool nvidiaFromPciIds = false; // the GPU is an NVIDIA card named by pci.ids: nvidia-smi did not answer
    // The processor's own GPU (an AMD APU's) when the machine has one, as a sentence names it ("AMD
    // Radeon 680M", "AMD Phoenix1"), with the carve-out its driver reports; gpuIsIntegrated says whether
    // it is the GPU found, which it is only for want of a discrete card (DrmCards::read).
    QString integratedGpu;
    double integratedMemoryGb = 0;
    bool gpuIsIntegrated = false;
    bool passedOverIntegratedGpu() const { return foundGpu() && !gpuIsIntegrated && !integratedGpu.isEmpty(); }
    bool foundGpu() const { return !gpuName.isEmpty(); }
};

// Looks for a GPU (nvidia-smi, the cards under /sys/class/drm named by their driver or pci.ids, sysctl on macOS) and the system RAM, without ever
// blocking the window: the external programs run one after the other as QProcess with a time-out, and
// the result comes by signal, always, whatever the programs do (missing, refusing to start, crashing,
// hanging or printing nonsense). A program's signal handlers only record what happened; the next step
// runs from the event loop, so nothing here deletes a QProcess, or runs the window's code, while the
// QProcess is still inside its own signal.
class HardwareDetector : public QObject
{
    Q_OBJECT
public:
    // Where detection looks. The defaults are this system's; tests point them at fakes.
    struct Sources
    {
        QString nvidiaSmi;    // a program name looked up on PATH, or a path; empty: not asked
        QString sysctl;       // macOS's sysctl; empty: not asked
        QString memInfo;      // /proc/meminfo
        QString drmRoot;      // /sys/class/drm: every card's PCI IDs, and amdgpu's VRAM and name
        QString pciIds;       // the pci.ids database that names a PCI ID; empty: not installed
        int timeoutMs = 5000; // per program
        static Sources system();
    };

    explicit HardwareDetector(QObject *parent = nullptr);
    ~HardwareDetector() override;

    void setSources(const Sources &sources) { m_sources = sources; }
    const Sources &sources() const { return m_sources; }

    // Starts detection; finished() follows from the event loop, never from within start(). Does nothing
    // while a detection runs.
    void start();
    bool isRunning() const { return m_running; }
    // A program that prints more than this is not one of ours: it is stopped.
    static constexpr qint64 outputLimit = 64000;

    // Parsers, public for tests.
    // "NVIDIA GeForce RTX 4090, 24564 MiB" (first line: the first GPU).
    static bool parseNvidiaSmi(const QString &output, QString *name, double *memoryGb);
    static double parseMemInfo(const QString &meminfo); // MemTotal in GiB
    // macOS `sysctl -n machdep.cpu.brand_string hw.memsize`: the chip and its unified memory.
    static bool parseSysctl(const QString &output, DetectedHardware *result);
    // The catalogue device for a reported name: exact name or alias (with the reported memory first,
    // for cards sold in several sizes), then with the vendor prefixed or Intel's "(R)", "(TM)" and
    // "Graphics" taken away, then the closest name (not exact; of the nearest names, the first with the
    // reported memory). A laptop GPU's name ("… Laptop GPU", "… with Max-Q Design", "Radeon RX 6800M",
    // "Radeon Pro W5500M", "Arc A770M") only ever finds a laptop GPU.
    static void match(DetectedHardware *found);
    // One line of printable text from what a program printed, at most HardwareProbe::detailLimit long.
    static QString detailLine(const QByteArray &output);

signals:
    void finished(const DetectedHardware &result);

private:
    enum class Program { NvidiaSmi, Sysctl };
    void readFiles();
    void runNext();
    bool launch(Program program);
    void readOutput();
    void processFinished(int exitCode, QProcess::ExitStatus status);
    void processError(QProcess::ProcessError error);
    void timedOut();
    void conclude(HardwareProbe probe);
    static void abandon(QProcess *process);

    Sources m_sources;
    DetectedHardware m_result;
    QVector<Program> m_pending;
    QProcess *m_process = nullptr;   // the program running now
    QProcess *m_concluded = nullptr; // the one that has just answered, let go of from the event loop
    Program m_current = Program::NvidiaSmi;
    QByteArray m_output;
    QByteArray m_errors;
    QTimer m_timer;
    bool m_running = false;
};
