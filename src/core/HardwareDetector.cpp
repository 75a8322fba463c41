#include "HardwareDetector.h"

#include "HardwareCatalogue.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTimer>

HardwareDetector::HardwareDetector(QObject *parent)
    : QObject(parent)
{
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

void HardwareDetector::match(DetectedHardware *found)
{
    const HardwareCatalogue &catalogue = HardwareCatalogue::shipped();
    for (const QString &candidate : {found->gpuName, QStringLiteral("NVIDIA ") + found->gpuName,
                                     QStringLiteral("AMD ") + found->gpuName}) {
        if (const HardwareDevice *d = catalogue.find(candidate)) {
            found->matchedName = d->name;
            found->exactMatch = true;
            return;
        }
    }
    const QStringList closest = catalogue.closestNames(found->gpuName, 1);
    found->matchedName = closest.value(0);
    found->exactMatch = false;
}

void HardwareDetector::start()
{
    if (m_process)
        return;
    m_result = DetectedHardware();
    detectWithoutProcesses();
#ifdef Q_OS_MACOS
    m_stage = 1;
    runProcess(QStringLiteral("sysctl"), {QStringLiteral("-n"), QStringLiteral("machdep.cpu.brand_string"),
                                          QStringLiteral("hw.memsize")});
#else
    m_stage = 0;
    runProcess(QStringLiteral("nvidia-smi"), {QStringLiteral("--query-gpu=name,memory.total"),
                                              QStringLiteral("--format=csv,noheader")});
#endif
}

// Files that are read at once: system RAM and AMD cards, whose driver publishes VRAM in sysfs.
void HardwareDetector::detectWithoutProcesses()
{
    QFile meminfo(QStringLiteral("/proc/meminfo"));
    if (meminfo.open(QIODevice::ReadOnly))
        m_result.systemRamGb = parseMemInfo(QString::fromLatin1(meminfo.readAll()));
    readAmdSysfs(QStringLiteral("/sys/class/drm"), &m_result);
}

void HardwareDetector::readAmdSysfs(const QString &drmRoot, DetectedHardware *result)
{
    const QDir drm(drmRoot);
    for (const QString &card : drm.entryList({QStringLiteral("card*")}, QDir::Dirs | QDir::System)) {
        QFile vram(drm.filePath(card + QStringLiteral("/device/mem_info_vram_total")));
        if (!vram.open(QIODevice::ReadOnly))
            continue;
        const double bytes = vram.readAll().trimmed().toDouble();
        QFile product(drm.filePath(card + QStringLiteral("/device/product_name")));
        const QString name = product.open(QIODevice::ReadOnly) ? QString::fromUtf8(product.readAll()).trimmed() : QString();
        // An integrated GPU reports a small carve-out; the largest card is the one that matters.
        if (bytes > 0 && bytes / (1024.0 * 1024 * 1024) > result->gpuMemoryGb) {
            result->gpuMemoryGb = bytes / (1024.0 * 1024 * 1024);
            result->gpuName = name.isEmpty() ? QStringLiteral("AMD Radeon") : name;
        }
    }
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

void HardwareDetector::runProcess(const QString &program, const QStringList &arguments)
{
    m_process = new QProcess(this);
    m_timer = new QTimer(this);
    m_timer->setSingleShot(true);
    connect(m_timer, &QTimer::timeout, m_process, &QProcess::kill);
    connect(m_process, &QProcess::finished, this, &HardwareDetector::processDone);
    // A missing tool is the common case (no NVIDIA driver): finish with what the files said.
    connect(m_process, &QProcess::errorOccurred, this, [this](QProcess::ProcessError error) {
        if (error == QProcess::FailedToStart)
            processDone();
    });
    m_process->start(program, arguments, QIODevice::ReadOnly);
    m_timer->start(timeoutMs);
}

void HardwareDetector::processDone()
{
    if (!m_process)
        return;
    const QString output = QString::fromLocal8Bit(m_process->readAllStandardOutput());
    const bool ok = m_process->exitStatus() == QProcess::NormalExit && m_process->exitCode() == 0;
    if (ok && m_stage == 0) {
        QString name;
        double memory = 0;
        if (parseNvidiaSmi(output, &name, &memory)) {
            m_result.gpuName = name;
            m_result.gpuMemoryGb = memory;
        }
    } else if (ok && m_stage == 1) {
        parseSysctl(output, &m_result);
    }
    m_timer->stop();
    m_timer->deleteLater();
    m_timer = nullptr;
    m_process->disconnect(this);
    m_process->deleteLater();
    m_process = nullptr;
    finish();
}

void HardwareDetector::finish()
{
    if (m_result.foundGpu())
        match(&m_result);
    emit finished(m_result);
}
