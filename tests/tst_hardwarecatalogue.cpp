// The shipped hardware catalogue (data/hardware.json): size and coverage, lookups, and its figures
// against both published reference files in ../shared/reference/hardware. Every device found in a
// reference file must agree on memory and bandwidth (within 3 %) unless
// data/hardware-crosscheck-exceptions.json says why ours is right; an exception that is no longer
// needed fails too, so the list stays honest. The cross-check is skipped, with the reason, where the
// reference files are missing (a user's clone); CI requires them.
#include "CsvReader.h"
#include "DeviceFamily.h"
#include "HardwareCatalogue.h"
#include "NameMatcher.h"
#include "ReferenceFiles.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QRegularExpression>
#include <QTest>

#include <algorithm>
#include <cmath>

namespace {

using Row = QHash<QString, QString>;

QString sourcePath(const QString &relative)
{
    return QDir(QStringLiteral(ATLAS_SOURCE_DIR)).filePath(relative);
}

QVector<Row> readReference(const QString &relative, bool *ok)
{
    QVector<Row> rows;
    *ok = false;
    QFile file(ReferenceFiles::path(relative));
    if (!file.open(QIODevice::ReadOnly))
        return rows;
    CsvReader reader(&file);
    QStringList header, fields;
    if (reader.readRow(&header) != CsvReader::Status::Row)
        return rows;
    CsvReader::Status status;
    while ((status = reader.readRow(&fields)) == CsvReader::Status::Row) {
        Row row;
        for (int i = 0; i < header.size() && i < fields.size(); ++i)
            row.insert(header.at(i).trimmed(), fields.at(i).trimmed());
        rows.append(row);
    }
    *ok = status == CsvReader::Status::End;
    return rows;
}

QJsonObject exceptionsFile()
{
    QFile file(sourcePath(QStringLiteral("data/hardware-crosscheck-exceptions.json")));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(file.readAll()).object();
}

bool close(double ours, double theirs, double tolerance = 0.03)
{
    return std::abs(ours - theirs) <= tolerance * std::max(std::abs(ours), std::abs(theirs));
}

// Memory in a reference file may be the marketed figure written in decimal bytes (80 GB card =
// 80e9) or the true byte count (8 GiB = 8589934592); either agrees with our marketed figure.
bool memoryAgrees(double oursGb, double referenceBytes)
{
    return close(oursGb, referenceBytes / 1e9) || close(oursGb, referenceBytes / (1024.0 * 1024.0 * 1024.0));
}

} // namespace

class TestHardwareCatalogue : public QObject
{
    Q_OBJECT

private slots:
    void loadsAndCovers();
    void requiredDevices_data();
    void requiredDevices();
    void lookupIgnoresCaseAndSpacing();
    void shortNamesFindTheirOwnDevice();
    void wholeWordsOfANameFindTheDevicesThatHaveThem();
    void laptopGpusAreFoundApartFromDesktopCards();
    void mobileRowsAreLaptopGpus();
    void closestNames();
    void closestNamesStartWithWhatWasTyped();
    void closestNamesBoundTheWork();
    void groupsByVendor();
    void crossCheck_data();
    void crossCheck();
    void trainingHardwareResolves();
    void rejectsBrokenFiles();
    void everyFigureHasASource();
    void sourceRowsExist();
    void readmeCountsTheDevices();
};

void TestHardwareCatalogue::loadsAndCovers()
{
    const HardwareCatalogue &catalogue = HardwareCatalogue::shipped();
    QVERIFY2(catalogue.size() >= 150, qPrintable(QString::number(catalogue.size())));
    // The resource and the file in the tree are the same data.
    HardwareCatalogue fromTree;
    QString error;
    QVERIFY2(fromTree.loadFromFile(sourcePath(QStringLiteral("data/hardware.json")), &error), qPrintable(error));
    QCOMPARE(fromTree.size(), catalogue.size());

    QSet<HardwareDevice::Kind> kinds;
    for (const HardwareDevice &d : catalogue.devices()) {
        kinds.insert(d.kind);
        QVERIFY2(d.year >= 2015 && d.year <= 2026, qPrintable(d.name));
        QVERIFY2(d.memoryGb >= 2 && d.memoryGb <= 512, qPrintable(d.name));
        QVERIFY2(d.bandwidthGbs >= 30 && d.bandwidthGbs <= 10000, qPrintable(d.name));
        // Unified memory: every Mac, and the two PC platforms built that way (AMD's Ryzen AI Max
        // APUs and NVIDIA's GB10).
        const bool unifiedPlatform = d.vendor == QLatin1String("Apple") || d.family == QLatin1String("amd-apu")
            || d.family == QLatin1String("nvidia-gb10");
        QCOMPARE(d.isUnifiedMemory(), unifiedPlatform);
        // Every device that llama.cpp runs on has a speed-calibration family; TPUs and Gaudi do not.
        QVERIFY2(d.family.isEmpty() == (d.vendor == QLatin1String("Google") || d.name.startsWith(QLatin1String("Intel Gaudi"))
                                        || d.name.startsWith(QLatin1String("Intel Data Center"))),
                 qPrintable(d.name));
        QVERIFY2(d.family.isEmpty() || DeviceFamily::isKnown(d.family), qPrintable(d.name));
        // INT8 tensor throughput only beside an FP16 figure, and never below it.
        if (d.int8Tops)
            QVERIFY2(d.fp16Tflops && *d.int8Tops >= *d.fp16Tflops, qPrintable(d.name));
    }
    QCOMPARE(kinds.size(), 5);
}

void TestHardwareCatalogue::requiredDevices_data()
{
    QTest::addColumn<QString>("name");
    for (const char *name : {"NVIDIA GeForce GTX 1080 Ti", "NVIDIA GeForce GTX 1660 SUPER", "NVIDIA GeForce RTX 2080 Ti",
                             "NVIDIA GeForce RTX 3060 12GB", "NVIDIA GeForce RTX 3060 8GB", "NVIDIA GeForce RTX 4060 Ti 8GB",
                             "NVIDIA GeForce RTX 4060 Ti 16GB", "NVIDIA GeForce RTX 4070 Ti SUPER", "NVIDIA GeForce RTX 5090",
                             "NVIDIA Tesla T4", "NVIDIA Tesla V100 SXM2 16GB", "NVIDIA Tesla V100 SXM2 32GB", "NVIDIA A10",
                             "NVIDIA A30", "NVIDIA A40", "NVIDIA A100 PCIe 40GB", "NVIDIA A100 SXM4 80GB", "NVIDIA L4",
                             "NVIDIA L40S", "NVIDIA H100 PCIe", "NVIDIA H100 SXM5 80GB", "NVIDIA H100 NVL", "NVIDIA H200 SXM",
                             "NVIDIA B200", "NVIDIA RTX A2000 12GB", "NVIDIA RTX A6000", "NVIDIA RTX 6000 Ada Generation",
                             "NVIDIA RTX PRO 6000 Blackwell", "AMD Radeon RX 6800 XT", "AMD Radeon RX 7900 XTX",
                             "AMD Radeon RX 9070 XT", "AMD Instinct MI100", "AMD Instinct MI210", "AMD Instinct MI250X",
                             "AMD Instinct MI300X", "AMD Instinct MI325X", "AMD Instinct MI355X", "Intel Arc A310",
                             "Intel Arc A770 16GB", "Intel Arc B580", "Apple M1 (8-core GPU, 8 GB)",
                             "Apple M3 Max (40-core GPU, 128 GB)", "Apple M4 Max (40-core GPU, 128 GB)",
                             "Apple M2 Ultra (76-core GPU, 192 GB)", "Apple M3 Ultra (80-core GPU, 512 GB)",
                             "Apple M5 (10-core GPU, 16 GB)", "Apple M5 (10-core GPU, 32 GB)",
                             "NVIDIA GeForce RTX 2070 with Max-Q Design", "NVIDIA GeForce RTX 3060 Laptop GPU",
                             "NVIDIA GeForce RTX 3080 Ti Laptop GPU", "NVIDIA GeForce RTX 4060 Laptop GPU",
                             "NVIDIA GeForce RTX 4090 Laptop GPU", "NVIDIA GeForce GTX 1650 Ti",
                             "NVIDIA GeForce GTX 1660 Ti with Max-Q Design", "AMD Radeon RX 5600M", "Intel Arc A770M",
                             "Intel Arc Pro A30M",
                             "Google TPU v4", "Google TPU v5p", "Google TPU v6e"})
        QTest::newRow(name) << QString::fromLatin1(name);
}

void TestHardwareCatalogue::requiredDevices()
{
    QFETCH(QString, name);
    const HardwareDevice *d = HardwareCatalogue::shipped().find(name);
    QVERIFY2(d, qPrintable(name));
    QCOMPARE(d->name, name);
}

void TestHardwareCatalogue::lookupIgnoresCaseAndSpacing()
{
    const HardwareCatalogue &c = HardwareCatalogue::shipped();
    const HardwareDevice *d = c.find(QStringLiteral("nvidia geforce rtx 3060 12 gb"));
    QVERIFY(d);
    QCOMPARE(d->memoryGb, 12.0);
    QCOMPARE(c.find(QStringLiteral("NVIDIA A100"))->name, QStringLiteral("NVIDIA A100 SXM4 40GB"));
    QCOMPARE(c.find(QStringLiteral("nvidia h100 80g"))->name, QStringLiteral("NVIDIA H100 SXM5 80GB"));
    QCOMPARE(c.find(QStringLiteral("Apple M3 Max (40-core GPU, 128 GB)"))->kind, HardwareDevice::Kind::Unified);
    QVERIFY(!c.find(QStringLiteral("NVIDIA GeForce RTX 9999")));
    // The short name the window labels a card with, spelt any way.
    QCOMPARE(c.find(QStringLiteral("RTX 4090"))->name, QStringLiteral("NVIDIA GeForce RTX 4090"));
    QCOMPARE(c.find(QStringLiteral("rtx-4090-d"))->name, QStringLiteral("NVIDIA GeForce RTX 4090 D"));
    QCOMPARE(c.find(QStringLiteral("M3 Max (40-core GPU, 64 GB)"))->name, QStringLiteral("Apple M3 Max (40-core GPU, 64 GB)"));
}

// What the command line reads a device name as (HardwareCatalogue::lookup): a name first, then whole
// words of names ("A10" is a word of "NVIDIA A10", not of "NVIDIA A100"), the user's own devices included.
void TestHardwareCatalogue::wholeWordsOfANameFindTheDevicesThatHaveThem()
{
    QVERIFY(NameMatcher::containsWords(QStringLiteral("NVIDIA GeForce RTX 3060 Ti"), QStringLiteral("rtx3060")));
    QVERIFY(NameMatcher::containsWords(QStringLiteral("AMD Instinct MI300X"), QStringLiteral("mi300x")));
    QVERIFY(NameMatcher::containsWords(QStringLiteral("Apple M2 Ultra (60-core GPU, 64 GB)"), QStringLiteral("m2-ultra")));
    QVERIFY(!NameMatcher::containsWords(QStringLiteral("NVIDIA A100 SXM4 40GB"), QStringLiteral("A10")));
    QVERIFY(!NameMatcher::containsWords(QStringLiteral("Intel Arc A770M"), QStringLiteral("arc a770")));
    QVERIFY(!NameMatcher::containsWords(QStringLiteral("NVIDIA GH100"), QStringLiteral("H100")));
    QVERIFY(!NameMatcher::containsWords(QStringLiteral("NVIDIA H100"), QStringLiteral(" - ")));
    // "12" ends inside the word "12GB".
    QVERIFY(!NameMatcher::containsWords(QStringLiteral("NVIDIA GeForce RTX 3060 12GB"), QStringLiteral("3060 12")));

    const HardwareCatalogue &c = HardwareCatalogue::shipped();
    const auto names = [](const QVector<HardwareDevice> &devices) {
        QStringList out;
        for (const HardwareDevice &d : devices)
            out.append(d.name);
        return out;
    };
    HardwareCatalogue::Lookup found = c.lookup(QStringLiteral("RTX 4090"));
    QVERIFY(found.exact);
    QCOMPARE(names(found.devices), QStringList{QStringLiteral("NVIDIA GeForce RTX 4090")});
    found = c.lookup(QStringLiteral("mi300x"));
    QVERIFY(!found.exact);
    QCOMPARE(names(found.devices), QStringList{QStringLiteral("AMD Instinct MI300X")});
    found = c.lookup(QStringLiteral("A10"));
    QVERIFY(found.exact);
    QCOMPARE(names(found.devices), QStringList{QStringLiteral("NVIDIA A10")});
    found = c.lookup(QStringLiteral("arc a770"));
    QVERIFY(!found.exact);
    QCOMPARE(names(found.devices), (QStringList{QStringLiteral("Intel Arc A770 8GB"), QStringLiteral("Intel Arc A770 16GB")}));
    QVERIFY(c.lookup(QStringLiteral("RTX 9999")).devices.isEmpty());
    QVERIFY(c.lookup(QStringLiteral("  ")).devices.isEmpty());
    // The user's own devices: by their whole name, or whole words of it.
    HardwareDevice own;
    own.name = QStringLiteral("Work Laptop (RTX A2000)");
    found = c.lookup(QStringLiteral("work laptop rtx a2000"), {own});
    QVERIFY(found.exact);
    QCOMPARE(names(found.devices), QStringList{own.name});
    found = c.lookup(QStringLiteral("work laptop"), {own});
    QVERIFY(!found.exact);
    QCOMPARE(names(found.devices), QStringList{own.name});
    QVERIFY(names(c.lookup(QStringLiteral("rtx a2000"), {own}).devices).contains(own.name));
}

// Every short name finds its own device, or (shared, or another device's name) none: never another.
void TestHardwareCatalogue::shortNamesFindTheirOwnDevice()
{
    const HardwareCatalogue &c = HardwareCatalogue::shipped();
    int found = 0;
    for (const HardwareDevice &d : c.devices()) {
        const HardwareDevice *byShortName = c.find(d.shortName());
        if (byShortName == &d)
            ++found;
        else if (byShortName)
            QVERIFY2(NameMatcher::key(d.shortName()) == NameMatcher::key(byShortName->name)
                         || byShortName->aliases.contains(d.shortName(), Qt::CaseInsensitive),
                     qPrintable(d.name + QStringLiteral(" -> ") + byShortName->name));
    }
    QVERIFY2(found > c.size() * 9 / 10, qPrintable(QString::number(found)));
}

// A laptop GPU is listed under the name its driver reports, and neither name finds the other card:
// the RTX 4090 Laptop GPU has 16 GB at 576 GB/s, the desktop RTX 4090 24 GB at 1,008 GB/s.
void TestHardwareCatalogue::laptopGpusAreFoundApartFromDesktopCards()
{
    const HardwareCatalogue &c = HardwareCatalogue::shipped();
    const HardwareDevice *laptop = c.find(QStringLiteral("NVIDIA GeForce RTX 4090 Laptop GPU"));
    QVERIFY(laptop);
    QCOMPARE(laptop->kind, HardwareDevice::Kind::Laptop);
    QCOMPARE(laptop->memoryGb, 16.0);
    QCOMPARE(laptop->bandwidthGbs, 576.0);
    QCOMPARE(c.find(QStringLiteral("RTX 4090 Laptop GPU")), laptop);
    QCOMPARE(c.find(QStringLiteral("RTX 4090"))->kind, HardwareDevice::Kind::Consumer);
    QCOMPARE(c.find(QStringLiteral("NVIDIA GeForce RTX 4090"))->memoryGb, 24.0);
    // RTX 20 laptops: the driver's "with Max-Q Design" and the spec sheets' "Max-Q" are one device.
    QCOMPARE(c.find(QStringLiteral("NVIDIA GeForce RTX 2080 Super with Max-Q Design")),
             c.find(QStringLiteral("NVIDIA GeForce RTX 2080 SUPER Max-Q")));
    QCOMPARE(c.find(QStringLiteral("NVIDIA GeForce RTX 2080 SUPER Max-Q"))->kind, HardwareDevice::Kind::Laptop);
    int laptops = 0;
    for (const HardwareDevice &d : c.devices()) {
        if (!d.isLaptop())
            continue;
        ++laptops;
        // Named as the driver names it (NVIDIA's RTX 30 and later "… Laptop GPU", GTX 16 and RTX 20 "…
        // with Max-Q Design", the RTX 2050 and GTX 1650 Ti exist only in laptops; AMD's M and S parts),
        // or for Intel's as its product pages do ("Arc A770M", the driver's spelling an alias), so that
        // detection finds it by that name.
        static const QRegularExpression radeonMobile(QStringLiteral("^AMD Radeon RX \\d{4}[MS]( XT)?$"));
        static const QRegularExpression arcMobile(QStringLiteral("^Intel Arc (Pro )?A\\d{2,3}M$"));
        QVERIFY2(d.name.endsWith(QLatin1String(" Laptop GPU")) || d.name.endsWith(QLatin1String(" with Max-Q Design"))
                     || d.name == QLatin1String("NVIDIA GeForce RTX 2050") || d.name == QLatin1String("NVIDIA GeForce GTX 1650 Ti")
                     || radeonMobile.match(d.name).hasMatch() || arcMobile.match(d.name).hasMatch(),
                 qPrintable(d.name));
        if (d.vendor == QLatin1String("Intel"))
            QCOMPARE(c.find(QStringLiteral("Intel(R) Arc(TM) %1 Graphics").arg(d.shortName().mid(4))), &d);
        // Its short name finds it, not a desktop card.
        QCOMPARE(c.find(d.shortName()), &d);
    }
    QVERIFY2(laptops >= 42, qPrintable(QString::number(laptops)));
}

void TestHardwareCatalogue::closestNames()
{
    const HardwareCatalogue &c = HardwareCatalogue::shipped();
    QCOMPARE(c.closestNames(QStringLiteral("RTX 4090")).value(0), QStringLiteral("NVIDIA GeForce RTX 4090"));
    QCOMPARE(c.closestNames(QStringLiteral("NVIDIA GeForce RTX 3090 TI")).value(0), QStringLiteral("NVIDIA GeForce RTX 3090 Ti"));
    QCOMPARE(c.closestNames(QStringLiteral("NVIDA H100 NVL"), 2).size(), 2);
    QCOMPARE(c.closestNames(QStringLiteral("NVIDA H100 NVL")).value(0), QStringLiteral("NVIDIA H100 NVL"));
    // An alias counts as much as the name: "Nvidia H100 80G" is the SXM5's.
    QCOMPARE(c.closestNames(QStringLiteral("Nvidia H100 80")).value(0), QStringLiteral("NVIDIA H100 SXM5 80GB"));
}

// "GPT-4" names no model; the models named GPT-4 and a date come first, before the names that only
// start with those letters (GPT-4o, GPT-4.1) and those that only hold them (ChatGPT-4).
void TestHardwareCatalogue::closestNamesStartWithWhatWasTyped()
{
    const QStringList names{QStringLiteral("GPT-3"),          QStringLiteral("GPT-4o"),           QStringLiteral("GPT-4.1"),
                            QStringLiteral("GPT-4V"),         QStringLiteral("GPT-4.5"),          QStringLiteral("ChatGPT-4"),
                            QStringLiteral("GPT-4 (Mar 2023)"), QStringLiteral("GPT-4o mini"),    QStringLiteral("GPT-4 Turbo (Nov 2023)"),
                            QStringLiteral("GPT-4 (Jun 2023)"), QStringLiteral("GPT-J")};
    const QStringList closest = NameMatcher::closest(names, QStringLiteral("GPT-4"), 5);
    QCOMPARE(closest.mid(0, 2), (QStringList{QStringLiteral("GPT-4 (Mar 2023)"), QStringLiteral("GPT-4 (Jun 2023)")}));
    QCOMPARE(closest.at(2), QStringLiteral("GPT-4 Turbo (Nov 2023)"));
    QVERIFY2(!closest.contains(QStringLiteral("ChatGPT-4")) && !closest.contains(QStringLiteral("GPT-3")),
             qPrintable(closest.join(QStringLiteral("; "))));
    // Typed loosely, it is the same: case, spaces and hyphens do not count.
    QCOMPARE(NameMatcher::closest(names, QStringLiteral("gpt4"), 1), QStringList{QStringLiteral("GPT-4 (Mar 2023)")});
    // A typo still finds its name, holding it or not.
    QCOMPARE(NameMatcher::closest(names, QStringLiteral("GTP-4o mini"), 1), QStringList{QStringLiteral("GPT-4o mini")});
}

void TestHardwareCatalogue::closestNamesBoundTheWork()
{
    // Half a million characters, typed or printed by a probe, or held in the catalogue: compared on
    // their start only, so that the answer still comes at once, and names of a sane length still
    // find their match beside such a name.
    const QString huge = QStringLiteral("RTX 4090") + QString(500000, QLatin1Char('x'));
    QElapsedTimer timer;
    timer.start();
    QCOMPARE(HardwareCatalogue::shipped().closestNames(huge).size(), 3);
    QStringList names{QString(500000, QLatin1Char('w')), QStringLiteral("Llama 3.1-8B"), QStringLiteral("Qwen2.5-7B")};
    for (int i = 0; i < 1000; ++i)
        names.append(QStringLiteral("Model number %1 of a long list").arg(i));
    QCOMPARE(NameMatcher::closest(names, QStringLiteral("Lama 3.1 8B"), 1), QStringList{QStringLiteral("Llama 3.1-8B")});
    QCOMPARE(NameMatcher::closest(names, huge, 1).size(), 1);
    QVERIFY2(timer.elapsed() < 5000, qPrintable(QString::number(timer.elapsed())));
}

void TestHardwareCatalogue::groupsByVendor()
{
    const HardwareCatalogue &c = HardwareCatalogue::shipped();
    const QStringList vendors = c.vendors();
    QCOMPARE(vendors.mid(0, 5), (QStringList{QStringLiteral("NVIDIA"), QStringLiteral("AMD"), QStringLiteral("Intel"),
                                             QStringLiteral("Apple"), QStringLiteral("Google")}));
    int total = 0;
    const auto groups = c.groupedByVendor();
    for (const auto &group : groups) {
        QVERIFY(!group.second.isEmpty());
        for (const HardwareDevice *d : group.second)
            QCOMPARE(d->vendor, group.first);
        total += int(group.second.size());
    }
    QCOMPARE(total, c.size());
}

void TestHardwareCatalogue::crossCheck_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("nameColumn");
    QTest::addColumn<QString>("memoryColumn");
    QTest::addColumn<double>("memoryScale");   // to bytes
    QTest::addColumn<QString>("bandwidthColumn");
    QTest::addColumn<double>("bandwidthScale"); // to GB/s
    QTest::newRow("ml_hardware") << QStringLiteral("hardware/ml_hardware_2025-12.csv") << QStringLiteral("Hardware name")
                                 << QStringLiteral("Memory (bytes)") << 1.0
                                 << QStringLiteral("Memory bandwidth (byte/s)") << 1e-9;
    QTest::newRow("gpu_specs") << QStringLiteral("hardware/gpu_specs_2023-03.csv") << QStringLiteral("name")
                               << QStringLiteral("memory_gb") << 1e9 << QStringLiteral("memory_bandwidth_gbs") << 1.0;
}

void TestHardwareCatalogue::crossCheck()
{
    QFETCH(QString, file);
    QFETCH(QString, nameColumn);
    QFETCH(QString, memoryColumn);
    QFETCH(double, memoryScale);
    QFETCH(QString, bandwidthColumn);
    QFETCH(double, bandwidthScale);
    ATLAS_NEED_REFERENCE_FILES(file);

    bool ok = false;
    const QVector<Row> rows = readReference(file, &ok);
    QVERIFY2(ok && !rows.isEmpty(), qPrintable(QStringLiteral("reference file missing or unreadable: %1").arg(file)));

    const QString source = QFileInfo(file).completeBaseName();
    QSet<QString> allowed; // "device|field"
    const QJsonArray list = exceptionsFile().value(QLatin1String("exceptions")).toArray();
    for (const QJsonValue &v : list) {
        const QJsonObject o = v.toObject();
        QVERIFY2(!o.value(QLatin1String("reason")).toString().isEmpty(), "every exception needs a reason");
        if (o.value(QLatin1String("source")).toString() == source)
            allowed.insert(o.value(QLatin1String("device")).toString() + QLatin1Char('|') + o.value(QLatin1String("field")).toString());
    }

    // The same name can appear several times (a scrape's duplicates); one agreeing row is enough.
    QHash<QString, QStringList> disagreements; // "device|field" -> what the rows say
    QSet<QString> agreed;
    int matched = 0;
    const HardwareCatalogue &catalogue = HardwareCatalogue::shipped();
    for (const Row &row : rows) {
        const HardwareDevice *d = catalogue.find(row.value(nameColumn));
        if (!d)
            continue;
        ++matched;
        bool okMemory = false, okBandwidth = false;
        const double memory = row.value(memoryColumn).toDouble(&okMemory) * memoryScale;
        const double bandwidth = row.value(bandwidthColumn).toDouble(&okBandwidth) * bandwidthScale;
        if (okMemory && memory > 0) {
            const QString key = d->name + QStringLiteral("|memory");
            if (memoryAgrees(d->memoryGb, memory))
                agreed.insert(key);
            else
                disagreements[key].append(QStringLiteral("%1 says %2 GB, we say %3").arg(row.value(nameColumn)).arg(memory / 1e9).arg(d->memoryGb));
        }
        if (okBandwidth && bandwidth > 0) {
            const QString key = d->name + QStringLiteral("|bandwidth");
            if (close(d->bandwidthGbs, bandwidth))
                agreed.insert(key);
            else
                disagreements[key].append(QStringLiteral("%1 says %2 GB/s, we say %3").arg(row.value(nameColumn)).arg(bandwidth).arg(d->bandwidthGbs));
        }
    }
    qInfo("%s: %d rows matched a catalogue device", qPrintable(source), matched);
    QVERIFY(matched >= 30);

    QStringList problems;
    for (auto it = disagreements.cbegin(); it != disagreements.cend(); ++it) {
        if (!agreed.contains(it.key()) && !allowed.contains(it.key()))
            problems.append(it.value().join(QLatin1String("; ")));
    }
    for (const QString &key : std::as_const(allowed)) {
        if (!disagreements.contains(key) || agreed.contains(key))
            problems.append(QStringLiteral("stale exception (the figures agree or the device is not in the file): %1").arg(key));
    }
    problems.sort();
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

// Every laptop row of the 2023 GPU-spec scrape that the list stands for is a laptop GPU in the
// catalogue, found by name or alias, with the row's memory and, where several rows share a device (the
// Max-Q and full-power parts, a scrape's duplicates), the lowest of their bandwidths: GeForce RTX
// ("… Mobile", "… Max-Q", "… Max-Q Refresh"), GeForce GTX 16 ("GTX 1650 Ti Mobile", "… Max-Q"), Radeon
// RX 6000 ("RX 6800M", "RX 6700S") and RX 5000 ("RX 5600M"), and Intel Arc ("Arc A770M", "Arc Pro
// A30M"). A device taken out of hardware.json leaves its rows unfound. Left out on purpose: the RTX 20
// and GTX 16 parts at full power, which the driver reports under the desktop card's name (detection
// finds the desktop card; data/README.md says how their figures compare).
void TestHardwareCatalogue::mobileRowsAreLaptopGpus()
{
    const QString file = QStringLiteral("hardware/gpu_specs_2023-03.csv");
    ATLAS_NEED_REFERENCE_FILES(file);
    bool ok = false;
    const QVector<Row> rows = readReference(file, &ok);
    QVERIFY(ok);
    static const QRegularExpression fullPower(
        QStringLiteral("^NVIDIA GeForce (RTX 20[678]0( SUPER)?|GTX 1650|GTX 1660 Ti) Mobile( Refresh)?$"));
    static const QRegularExpression covers(QStringLiteral("^(NVIDIA GeForce RTX |NVIDIA GeForce GTX 16|Intel Arc |AMD Radeon RX 6\\d{3}[MS]( XT)?$"
                                                          "|AMD Radeon RX 5\\d{3}M$)"));
    QStringList missing;
    QHash<QString, QVector<const Row *>> covered; // device -> its rows
    for (const Row &row : rows) {
        const QString name = row.value(QStringLiteral("name"));
        if (row.value(QStringLiteral("is_mobile")) != QLatin1String("yes") || !covers.match(name).hasMatch())
            continue;
        const HardwareDevice *d = HardwareCatalogue::shipped().find(name);
        if (fullPower.match(name).hasMatch()) {
            QVERIFY2(!d, qPrintable(name + QStringLiteral(" reports the desktop name; it should not be an alias")));
            continue;
        }
        if (!d || !d->isLaptop())
            missing.append(name);
        else
            covered[d->name].append(&row);
    }
    QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QLatin1String(", "))));
    QStringList wrong;
    for (auto it = covered.cbegin(); it != covered.cend(); ++it) {
        const HardwareDevice *d = HardwareCatalogue::shipped().find(it.key());
        double lowest = 0;
        for (const Row *row : it.value()) {
            const double bandwidth = row->value(QStringLiteral("memory_bandwidth_gbs")).toDouble();
            lowest = lowest > 0 ? std::min(lowest, bandwidth) : bandwidth;
            if (!memoryAgrees(d->memoryGb, row->value(QStringLiteral("memory_gb")).toDouble() * 1e9))
                wrong.append(QStringLiteral("%1: %2 GB, row '%3' %4").arg(d->name).arg(d->memoryGb).arg(row->value(QStringLiteral("name")),
                                                                                                   row->value(QStringLiteral("memory_gb"))));
        }
        if (!qFuzzyCompare(d->bandwidthGbs, lowest))
            wrong.append(QStringLiteral("%1: %2 GB/s, the lowest row %3").arg(d->name).arg(d->bandwidthGbs).arg(lowest));
    }
    wrong.sort();
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(QLatin1Char('\n'))));
    // GeForce RTX 20 and 30 (13), GTX 16 (4), Radeon RX 6000 (11) and 5000 (4), Intel Arc (6).
    QVERIFY2(covered.size() >= 38, qPrintable(QString::number(covered.size())));
}

void TestHardwareCatalogue::trainingHardwareResolves()
{
    QFile file(sourcePath(QStringLiteral("data/models.json")));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QJsonArray models = QJsonDocument::fromJson(file.readAll()).object().value(QLatin1String("models")).toArray();
    QSet<QString> unlisted;
    const QJsonArray list = exceptionsFile().value(QLatin1String("unlisted_training_hardware")).toArray();
    for (const QJsonValue &v : list) {
        QVERIFY2(!v.toObject().value(QLatin1String("reason")).toString().isEmpty(), "every unlisted name needs a reason");
        unlisted.insert(v.toObject().value(QLatin1String("name")).toString());
    }

    QSet<QString> names;
    for (const QJsonValue &m : models) {
        const QJsonArray hardware = m.toObject().value(QLatin1String("training_hardware")).toArray();
        for (const QJsonValue &h : hardware)
            names.insert(h.toString());
    }
    QVERIFY(names.size() > 20);
    QStringList problems;
    int resolved = 0;
    for (const QString &name : std::as_const(names)) {
        const bool found = HardwareCatalogue::shipped().find(name) != nullptr;
        if (found && unlisted.contains(name))
            problems.append(QStringLiteral("listed as unlisted but resolves: %1").arg(name));
        else if (!found && !unlisted.contains(name))
            problems.append(QStringLiteral("%1 (closest: %2)").arg(name, HardwareCatalogue::shipped().closestNames(name).join(QLatin1String(", "))));
        resolved += found ? 1 : 0;
    }
    qInfo("%d of %d training-hardware names resolve to a catalogue device", resolved, int(names.size()));
    problems.sort();
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

void TestHardwareCatalogue::rejectsBrokenFiles()
{
    HardwareCatalogue c;
    QString error;
    QVERIFY(!c.loadFromJson(QByteArrayLiteral("{\"format\":\"other\",\"version\":1,\"devices\":[]}"), &error));
    QVERIFY(!error.isEmpty());
    QVERIFY(!c.loadFromJson(QByteArrayLiteral("{\"format\":\"model-atlas-hardware\",\"version\":1,\"devices\":["
                                              "{\"name\":\"X\",\"vendor\":\"V\",\"memory_gb\":8,\"bandwidth_gbs\":100,\"kind\":\"consumer\"},"
                                              "{\"name\":\"x\",\"vendor\":\"V\",\"memory_gb\":8,\"bandwidth_gbs\":100,\"kind\":\"consumer\"}]}"),
                            &error));
    QVERIFY(error.contains(QLatin1String("duplicate")));
    QVERIFY(!c.loadFromJson(QByteArrayLiteral("{\"format\":\"model-atlas-hardware\",\"version\":1,\"devices\":["
                                              "{\"name\":\"X\",\"vendor\":\"V\",\"memory_gb\":8,\"kind\":\"consumer\"}]}"),
                            &error));
    // A family the speed calibration does not know is a data error, not a device without one.
    QVERIFY(!c.loadFromJson(QByteArrayLiteral("{\"format\":\"model-atlas-hardware\",\"version\":1,\"devices\":["
                                              "{\"name\":\"X\",\"vendor\":\"V\",\"memory_gb\":8,\"bandwidth_gbs\":100,"
                                              "\"kind\":\"consumer\",\"family\":\"nvidia-kepler\"}]}"),
                            &error));
    QVERIFY(error.contains(QLatin1String("nvidia-kepler")));
    // "laptop" is a kind; a word the schema does not know is not.
    QVERIFY2(c.loadFromJson(QByteArrayLiteral("{\"format\":\"model-atlas-hardware\",\"version\":1,\"devices\":["
                                              "{\"name\":\"X\",\"vendor\":\"V\",\"memory_gb\":8,\"bandwidth_gbs\":100,\"kind\":\"laptop\"}]}"),
                            &error),
             qPrintable(error));
    QCOMPARE(c.devices().first().kind, HardwareDevice::Kind::Laptop);
    QVERIFY(!c.loadFromJson(QByteArrayLiteral("{\"format\":\"model-atlas-hardware\",\"version\":1,\"devices\":["
                                              "{\"name\":\"X\",\"vendor\":\"V\",\"memory_gb\":8,\"bandwidth_gbs\":100,\"kind\":\"notebook\"}]}"),
                            &error));
}

namespace {
// "ml_hardware_2025-12.csv, row 'NVIDIA H100 SXM5 80GB'": a device figure read in a reference file's row.
const QRegularExpression &rowSource()
{
    static const QRegularExpression re(QStringLiteral("^(ml_hardware_2025-12|gpu_specs_2023-03)\\.csv, row '([^']+)'"));
    return re;
}

QJsonArray shippedDevices()
{
    QFile file(sourcePath(QStringLiteral("data/hardware.json")));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(file.readAll()).object().value(QLatin1String("devices")).toArray();
}
} // namespace

void TestHardwareCatalogue::everyFigureHasASource()
{
    // Issue 16: each device names where its memory, bandwidth and compute figures come from — a
    // reference file's row or the vendor's page — with the date a row was checked. The rows themselves
    // are looked up in sourceRowsExist(), where the reference files are.
    const QJsonArray devices = shippedDevices();
    QVERIFY(!devices.isEmpty());
    int checked = 0;
    for (const QJsonValue &v : devices) {
        const QJsonObject d = v.toObject();
        const QString name = d.value(QLatin1String("name")).toString();
        const QJsonObject sources = d.value(QLatin1String("sources")).toObject();
        const QString memory = sources.value(QLatin1String("memory_bandwidth")).toString();
        QVERIFY2(!memory.isEmpty(), qPrintable(name));
        QCOMPARE(sources.contains(QLatin1String("fp16")), d.contains(QLatin1String("fp16_tflops")));
        QCOMPARE(sources.contains(QLatin1String("int8")), d.contains(QLatin1String("int8_tops")));
        for (const QString &key : sources.keys()) {
            const QString text = sources.value(key).toString();
            // Anything else names a vendor (or published) page by its address.
            QVERIFY2(rowSource().match(text).hasMatch() || text.contains(QLatin1String("https://")),
                     qPrintable(name + QLatin1String(": ") + text));
        }
        if (rowSource().match(memory).hasMatch()) {
            // The first pass (2026-11-30) and the laptop GPUs' (2026-12-07).
            const QString checkedOn = d.value(QLatin1String("checked")).toString();
            QVERIFY2(checkedOn == QLatin1String("2026-11-30") || (checkedOn == QLatin1String("2026-12-07") && d.value(QLatin1String("kind")).toString() == QLatin1String("laptop")),
                     qPrintable(name + QLatin1String(": ") + checkedOn));
            ++checked;
        }
    }
    QVERIFY2(checked >= 100, qPrintable(QString::number(checked)));
}

void TestHardwareCatalogue::sourceRowsExist()
{
    // A row named as a source must exist (it is what crossCheck() compares).
    ATLAS_NEED_REFERENCE_FILES(QStringLiteral("hardware/ml_hardware_2025-12.csv"), QStringLiteral("hardware/gpu_specs_2023-03.csv"));
    bool okMl = false, okGpu = false;
    const QVector<Row> ml = readReference(QStringLiteral("hardware/ml_hardware_2025-12.csv"), &okMl);
    const QVector<Row> gpu = readReference(QStringLiteral("hardware/gpu_specs_2023-03.csv"), &okGpu);
    QVERIFY(okMl && okGpu);
    const QJsonArray devices = shippedDevices();
    QVERIFY(!devices.isEmpty());
    for (const QJsonValue &v : devices) {
        const QJsonObject d = v.toObject();
        const QString name = d.value(QLatin1String("name")).toString();
        const QJsonObject sources = d.value(QLatin1String("sources")).toObject();
        for (const QString &key : sources.keys()) {
            const auto match = rowSource().match(sources.value(key).toString());
            if (!match.hasMatch())
                continue;
            const bool fromMl = match.captured(1).startsWith(QLatin1String("ml"));
            const QVector<Row> &rows = fromMl ? ml : gpu;
            const QString column = fromMl ? QStringLiteral("Hardware name") : QStringLiteral("name");
            const bool found = std::any_of(rows.cbegin(), rows.cend(), [&](const Row &r) { return r.value(column) == match.captured(2); });
            QVERIFY2(found, qPrintable(name + QLatin1String(": no row ") + match.captured(2)));
        }
    }
}

// data/README.md says how many devices there are, how many were checked against a reference row and
// on which day, and how many were not: the counts are the file's.
void TestHardwareCatalogue::readmeCountsTheDevices()
{
    QFile file(sourcePath(QStringLiteral("data/README.md")));
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString readme = QString::fromUtf8(file.readAll());
    const QJsonArray devices = shippedDevices();
    QHash<QString, int> checkedOn;
    int unchecked = 0;
    for (const QJsonValue &v : devices) {
        const QString checked = v.toObject().value(QLatin1String("checked")).toString();
        if (checked.isEmpty())
            ++unchecked;
        else
            ++checkedOn[checked];
    }
    static const QRegularExpression total(QStringLiteral("the estimator know[s]? \\((\\d+) devices\\)"));
    int mentions = 0;
    for (auto it = total.globalMatch(readme); it.hasNext(); ++mentions)
        QCOMPARE(it.next().captured(1).toInt(), int(devices.size()));
    QCOMPARE(mentions, 2);
    QVERIFY(readme.contains(QStringLiteral("(%1 devices, 2026-11-30, and the %2 laptop GPUs of the GeForce GTX 16, RTX 20 and 30, Radeon RX 5000 "
                                           "and 6000 and Intel Arc A series, 2026-12-07;")
                                .arg(checkedOn.value(QStringLiteral("2026-11-30")))
                                .arg(checkedOn.value(QStringLiteral("2026-12-07")))));
    QVERIFY(readme.contains(QStringLiteral("(%1 devices: Apple, the newest GeForce").arg(unchecked)));
}

QTEST_GUILESS_MAIN(TestHardwareCatalogue)
#include "tst_hardwarecatalogue.moc"
