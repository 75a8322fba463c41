#include "HardwareDetector.h"

#include "DrmCards.h"
#include "HardwareCatalogue.h"
#include "NameMatcher.h"
#include "PciIds.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QStandardPaths>

#include <algorithm>

HardwareDetector::Sources HardwareDetector::Sources::system()
{
    Sources s;
#ifdef Q_OS_MACOS
    s.sysctl = QStringLiteral("sysctl");
#else
    s.nvidiaSmi = QStringLiteral("nvidia-smi");
#endif
    s.memInfo = QStringLiteral("/proc/meminfo");
    s.drmRoot = QStringLiteral("/sys/class/drm");
    s.pciIds = PciIds::systemPath();
    return s;
}

HardwareDetector::HardwareDetector(QObject *parent)
    : QObject(parent)
    , m_sources(Sources::system())
{
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, &HardwareDetector::timedOut);
}

HardwareDetector::~HardwareDetector()
{
    if (m_process) {
        m_process->disconnect(this);
        abandon(m_process);
    }
    if (m_concluded)
        abandon(m_concluded);
}

bool HardwareDetector::parseNvidiaSmi(const QString &output, QString *name, double *memoryGb)
{
    const QString line = output.section(QLatin1Char('\n'), 0, 0).trimmed();
    const int comma = line.lastIndexOf(QLatin1Char(','));
    if (comma <= 0)
        return false;
    static const QRegularExpression mib(QStringLiteral("([0-9.]+)\\s*MiB"));
    const auto m = mib.match(line.mid(comma + 1));
    if (!m.hasMatch())
        return false;
    *name = line.left(comma).trimmed();
    *memoryGb = m.captured(1).toDouble() / 1024.0;
    return !name->isEmpty();
}

double HardwareDetector::parseMemInfo(const QString &meminfo)
{
    static const QRegularExpression total(QStringLiteral("^MemTotal:\\s*([0-9]+)\\s*kB"),
                                          QRegularExpression::MultilineOption);
    const auto m = total.match(meminfo);
    return m.hasMatch() ? m.captured(1).toDouble() / (1024.0 * 1024.0) : 0.0;
}

namespace {

// Intel's drivers write "Intel(R) Arc(TM) A770 Graphics" (Mesa's Vulkan "Intel(R) Arc(tm) A770 Graphics
// (DG2)") where the list has "Intel Arc A770 16GB": with the marks and the trailing "Graphics" taken away,
// the memory reported picks the variant, as it does for NVIDIA's and AMD's names.
QString withoutIntelMarks(const QString &name)
{
    static const QRegularExpression marks(QStringLiteral("\\((R|TM)\\)|\\s+Graphics(\\s*\\([^)]*\\))?$"),
                                          QRegularExpression::CaseInsensitiveOption);
    return QString(name).remove(marks).simplified();
}

// The words a driver puts in a notebook GPU's name: NVIDIA's "Laptop GPU" (RTX 30 and later) and
// "with Max-Q Design" (GTX 16, RTX 20), "Mobile" as spec sheets write it, AMD's M or S after the number
// ("Radeon RX 6800M", "RX 6700S", "RX 7600M XT", "RX 5600M"; the workstation ones "Radeon Pro W5500M",
// "Pro 5600M") and Intel's M after an Arc number ("Arc A770M", "Intel(R) Arc(TM) Pro A30M Graphics").
// Such a GPU has less memory and bandwidth than the desktop card of the same number (the Arc A770M:
// 16 GB at 512 GB/s; the desktop A770 16GB: 560), so it must never be taken for that card (the W5500M
// was offered the 32 GB Radeon PRO W7800).
bool namesALaptopGpu(const QString &name)
{
    static const QRegularExpression radeonMobile(QStringLiteral("radeon(rx|prow?)\\d{4}[ms](xt)?$"));
    static const QRegularExpression arcMobile(QStringLiteral("arc(pro)?[a-z]\\d{2,3}m$"));
    const QString key = NameMatcher::key(name);
    return key.contains(QLatin1String("laptop")) || key.contains(QLatin1String("maxq")) || key.contains(QLatin1String("mobile"))
        || radeonMobile.match(key).hasMatch() || arcMobile.match(NameMatcher::key(withoutIntelMarks(name))).hasMatch();
}

// The Radeon model numbers in an integrated GPU's name, as name keys: "Radeon 680M" gives "680m",
// pci.ids' "Radeon Graphics / Radeon 8050S Graphics / Radeon 8060S Graphics" gives "8050s" and "8060s".
QStringList radeonNumbers(const QString &name)
{
    static const QRegularExpression number(QStringLiteral("\\b(\\d{3,4}[MS])\\b"), QRegularExpression::CaseInsensitiveOption);
    QStringList numbers;
    for (auto it = number.globalMatch(name); it.hasNext();)
        numbers.append(it.next().captured(1).toLower());
    return numbers;
}

} // namespace

void HardwareDetector::match(DetectedHardware *found)
{
    const HardwareCatalogue &catalogue = HardwareCatalogue::shipped();
    const bool laptop = namesALaptopGpu(found->gpuName);
    // One name, several memory sizes ("RTX 3060" with 12 or 8 GB): the memory the driver reports picks
    // the variant, whose catalogue name carries its size.
    const QString size = found->gpuMemoryGb > 0 ? QStringLiteral(" %1GB").arg(qRound(found->gpuMemoryGb)) : QString();
    const QStringList names{found->gpuName, QStringLiteral("NVIDIA ") + found->gpuName, QStringLiteral("AMD ") + found->gpuName,
                            withoutIntelMarks(found->gpuName)};
    found->sizeVariants.clear();
    // No memory reported (Intel's i915, an NVIDIA card without nvidia-smi): a name the list has in
    // several sizes is not taken by its alias (the RTX 3060's is the 12 GB one) but offered with them all.
    if (found->gpuMemoryGb <= 0) {
        static const QRegularExpression sized(QStringLiteral("^ \\d+GB$"));
        for (const QString &name : names) {
            for (const HardwareDevice &d : catalogue.devices()) {
                if (d.name.startsWith(name) && sized.match(d.name.mid(name.size())).hasMatch() && (!laptop || d.isLaptop())
                    && !found->sizeVariants.contains(d.name))
                    found->sizeVariants.append(d.name);
            }
        }
        if (found->sizeVariants.size() > 1) {
            std::sort(found->sizeVariants.begin(), found->sizeVariants.end(), [&](const QString &a, const QString &b) {
                return catalogue.find(a)->memoryGb < catalogue.find(b)->memoryGb;
            });
            found->matchedName = found->sizeVariants.first();
            found->exactMatch = false;
            return;
        }
        found->sizeVariants.clear();
    }
    for (const QString &name : names) {
        for (const QString &candidate : {name + size, name}) {
            const HardwareDevice *d = catalogue.find(candidate);
            if (d && (!laptop || d->isLaptop())) {
                found->matchedName = d->name;
                found->exactMatch = true;
                return;
            }
        }
    }
    // Not in the list: the closest name, to be confirmed; for a laptop GPU only another laptop GPU. Of
    // the near names, the first with the memory reported ("Apple M2 Max" names no GPU cores or memory:
    // a 64 GB Mac is offered a 64 GB entry of the chip, not the first, 32 GB, one).
    const HardwareCatalogue::Keep onlyLaptops = [](const HardwareDevice &d) { return d.isLaptop(); };
    HardwareCatalogue::Keep keep = laptop ? onlyLaptops : HardwareCatalogue::Keep();
    // A processor's integrated GPU is offered only an entry of the same chip: the list's nearest name
    // for a Radeon 680M is a discrete card of 16 GB, and for a Phoenix a Radeon VII. Such a GPU runs
    // models from system RAM; the window points at the no-GPU entry when nothing here is offered.
    if (found->gpuIsIntegrated) {
        const QStringList numbers = radeonNumbers(found->gpuName);
        keep = [numbers](const HardwareDevice &d) {
            const QString key = NameMatcher::key(d.name);
            return d.isUnifiedMemory()
                && std::any_of(numbers.cbegin(), numbers.cend(), [&](const QString &n) { return key.contains(n); });
        };
    }
    const QStringList nearest = catalogue.closestNames(found->gpuName, 8, keep);
    const auto sameMemory = std::find_if(nearest.cbegin(), nearest.cend(), [&](const QString &name) {
        const HardwareDevice *d = catalogue.find(name);
        return d && found->gpuMemoryGb > 0 && qRound(d->memoryGb) == qRound(found->gpuMemoryGb);
    });
    found->matchedName = sameMemory != nearest.cend() ? *sameMemory : nearest.value(0);
    found->exactMatch = false;
}

void HardwareDetector::start()
{
    if (m_running)
        return;
    m_running = true;
    m_result = DetectedHardware();
    readFiles();
    m_pending.clear();
    if (!m_sources.nvidiaSmi.isEmpty())
        m_pending.append(Program::NvidiaSmi);
    if (!m_sources.sysctl.isEmpty())
        m_pending.append(Program::Sysctl);
    // Even with nothing to run, the answer comes from the event loop, as it does after a program.
    QMetaObject::invokeMethod(this, &HardwareDetector::runNext, Qt::QueuedConnection);
}

// Files that are read at once: system RAM and the DRM cards. pci.ids is read only for a card its driver
// does not name, and only up to the end of its vendor's lines: Intel's end at 1.32 MB of Debian 12's
// 1.36 MB file, read line by line in 9 to 13 ms per card on the (busy) build machine, AMD's in 1 ms;
// too little for another thread, and the click that asks for it is the user's.
void HardwareDetector::readFiles()
{
    QFile meminfo(m_sources.memInfo);
    if (!m_sources.memInfo.isEmpty() && meminfo.open(QIODevice::ReadOnly))
        m_result.systemRamGb = parseMemInfo(QString::fromLatin1(meminfo.read(outputLimit)));
    if (!m_sources.drmRoot.isEmpty())
        DrmCards::read(m_sources.drmRoot, m_sources.pciIds, &m_result);
}

void HardwareDetector::runNext()
{
    while (!m_pending.isEmpty()) {
        if (launch(m_pending.takeFirst()))
            return; // the process's end, error or time-out calls conclude(), which comes back here
    }
    if (m_result.foundGpu() && m_result.candidates.isEmpty())
        match(&m_result);
    else if (m_result.foundGpu())
        DrmCards::matchCandidates(&m_result);
    m_running = false;
    emit finished(m_result);
}

// Starts one program; false when it is not installed (recorded, nothing started).
bool HardwareDetector::launch(Program program)
{
    const QString configured = program == Program::NvidiaSmi ? m_sources.nvidiaSmi : m_sources.sysctl;
    // A program that is not there is the usual case: say so without starting a process for it.
    const QString path = configured.contains(QLatin1Char('/')) ? configured : QStandardPaths::findExecutable(configured);
    if (path.isEmpty() || !QFileInfo(path).isFile()) {
        HardwareProbe probe;
        probe.program = QFileInfo(configured).fileName();
        probe.outcome = HardwareProbe::Outcome::NotInstalled;
        m_result.probes.append(probe);
        return false;
    }
    QStringList arguments;
    if (program == Program::NvidiaSmi)
        arguments = {QStringLiteral("--query-gpu=name,memory.total"), QStringLiteral("--format=csv,noheader")};
    else
        arguments = {QStringLiteral("-n"), QStringLiteral("machdep.cpu.brand_string"), QStringLiteral("hw.memsize")};
    m_current = program;
    m_output.clear();
    m_errors.clear();
    m_process = new QProcess(this);
    m_process->setProgram(path);
    m_process->setArguments(arguments);
    connect(m_process, &QProcess::readyReadStandardOutput, this, &HardwareDetector::readOutput);
    connect(m_process, &QProcess::readyReadStandardError, this, &HardwareDetector::readOutput);
    connect(m_process, &QProcess::finished, this, &HardwareDetector::processFinished);
    connect(m_process, &QProcess::errorOccurred, this, &HardwareDetector::processError);
    m_timer.start(m_sources.timeoutMs);
    m_process->start(QIODevice::ReadOnly);
    return true;
}

void HardwareDetector::readOutput()
{
    m_output += m_process->readAllStandardOutput();
    m_errors += m_process->readAllStandardError();
    if (m_output.size() + m_errors.size() > outputLimit) {
        HardwareProbe probe;
        probe.outcome = HardwareProbe::Outcome::TooMuchOutput;
        conclude(probe);
    }
}

void HardwareDetector::processFinished(int exitCode, QProcess::ExitStatus status)
{
    readOutput();
    if (!m_process)
        return; // readOutput() found too much and has concluded
    HardwareProbe probe;
    probe.exitCode = exitCode;
    if (status == QProcess::CrashExit) {
        probe.outcome = HardwareProbe::Outcome::Crashed;
    } else if (exitCode != 0) {
        probe.outcome = HardwareProbe::Outcome::Failed;
        probe.detail = detailLine(m_errors.trimmed().isEmpty() ? m_output : m_errors);
    } else {
        const QString output = QString::fromLocal8Bit(m_output);
        bool ok = false;
        if (m_current == Program::NvidiaSmi) {
            QString name;
            double memory = 0;
            ok = parseNvidiaSmi(output, &name, &memory);
            if (ok) { // NVIDIA's answer wins over the cards read in sysfs
                m_result.gpuName = name;
                m_result.gpuMemoryGb = memory;
                m_result.candidates.clear();
                m_result.nvidiaFromPciIds = false;
                m_result.gpuIsIntegrated = false; // an APU's GPU found in sysfs is passed over for it
                m_result.unnamedCards.removeIf([](const UnnamedCard &card) { return card.vendor == QLatin1String("NVIDIA"); });
            }
        } else {
            ok = parseSysctl(output, &m_result);
        }
        probe.outcome = ok ? HardwareProbe::Outcome::Answered : HardwareProbe::Outcome::Unreadable;
        if (!ok)
            probe.detail = detailLine(m_output);
    }
    conclude(probe);
}

void HardwareDetector::processError(QProcess::ProcessError error)
{
    // A crash is followed by finished(); only a program that never started ends here.
    if (error != QProcess::FailedToStart)
        return;
    HardwareProbe probe;
    probe.outcome = HardwareProbe::Outcome::FailedToStart;
    probe.detail = detailLine(m_process->errorString().toLocal8Bit());
    conclude(probe);
}

void HardwareDetector::timedOut()
{
    if (!m_process)
        return;
    HardwareProbe probe;
    probe.outcome = HardwareProbe::Outcome::TimedOut;
    conclude(probe);
}

// Records how the current program answered and moves on from the event loop. Called from the
// QProcess's own signals, so the process is only let go of here, never deleted.
void HardwareDetector::conclude(HardwareProbe probe)
{
    m_timer.stop();
    probe.program = QFileInfo(m_process->program()).fileName();
    m_result.probes.append(probe);
    m_concluded = m_process;
    m_process = nullptr;
    m_concluded->disconnect(this);
    QMetaObject::invokeMethod(
        this,
        [this] {
            abandon(m_concluded);
            m_concluded = nullptr;
            runNext();
        },
        Qt::QueuedConnection);
}

// Ends a process this detector no longer listens to without waiting for it: ~QProcess would block the
// window until a hung program dies. One still running is killed and deletes itself once it has ended;
// it is no longer this object's child, so destroying the detector does not wait for it either.
void HardwareDetector::abandon(QProcess *process)
{
    if (process->state() == QProcess::NotRunning) {
        process->deleteLater();
        return;
    }
    process->kill();
    process->setParent(nullptr);
    QObject::connect(process, &QProcess::finished, process, &QObject::deleteLater);
}

QString HardwareDetector::detailLine(const QByteArray &output)
{
    QString line;
    for (const QString &candidate : QString::fromLocal8Bit(output).split(QLatin1Char('\n'))) {
        if (!candidate.trimmed().isEmpty()) {
            line = candidate;
            break;
        }
    }
    // Control characters (a terminal's escapes, NULs of a binary) would garble the label.
    QString clean;
    for (const QChar c : std::as_const(line))
        clean.append(c.isPrint() ? c : QLatin1Char(' '));
    clean = clean.simplified();
    if (clean.size() > HardwareProbe::detailLimit)
        clean = clean.left(HardwareProbe::detailLimit - 1) + QChar(0x2026);
    return clean;
}

bool HardwareDetector::parseSysctl(const QString &output, DetectedHardware *result)
{
    // `sysctl -n machdep.cpu.brand_string hw.memsize`: "Apple M2 Max" then the bytes of memory.
    const QStringList lines = output.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    if (lines.size() < 2)
        return false;
    bool ok = false;
    const double bytes = lines.at(1).trimmed().toDouble(&ok);
    if (!ok || bytes <= 0)
        return false;
    result->gpuName = lines.at(0).trimmed(); // the chip is the GPU
    result->systemRamGb = bytes / (1024.0 * 1024 * 1024);
    result->gpuMemoryGb = result->systemRamGb;
    return true;
}
