// What HardwareDetector makes of the GPU names drivers report: a notebook's GPU ("… Laptop GPU",
// "… with Max-Q Design", AMD's "RX 6800M" and "RX 6700S") is only ever a laptop GPU of the list,
// never the desktop card of its number; a desktop or workstation name that merely holds an M, an S
// or "Max" ("Radeon Pro W6800", "RX 7900 GRE", "Apple M2 Max", "Instinct MI300X") is not taken for
// a laptop GPU, and is offered the closest of every device.
#include "HardwareCatalogue.h"
#include "HardwareDetector.h"

#include <QTest>

class TestGpuNames : public QObject
{
    Q_OBJECT
private slots:
    void laptopNamesFindOnlyLaptopGpus_data();
    void laptopNamesFindOnlyLaptopGpus();
    void otherNamesAreNotLaptops_data();
    void otherNamesAreNotLaptops();
    void closestHasTheMemoryReported();
};

void TestGpuNames::laptopNamesFindOnlyLaptopGpus_data()
{
    QTest::addColumn<QString>("reported");
    QTest::addColumn<double>("memoryGb");
    for (const char *name : {"NVIDIA GeForce RTX 4090 Laptop GPU", "NVIDIA GeForce RTX 3050 6GB Laptop GPU",
                             "NVIDIA RTX A5000 Laptop GPU", "NVIDIA RTX 2000 Ada Generation Laptop GPU",
                             "Quadro RTX 5000 with Max-Q Design", "GeForce RTX 2080 with Max-Q Design",
                             "NVIDIA GeForce RTX 5090 Laptop GPU", "AMD Radeon RX 6800S", "AMD Radeon RX 7600M XT",
                             "AMD Radeon RX 6850M XT", "Radeon RX 7900M", "AMD Radeon Pro W6600M", "AMD Radeon Pro 5600M",
                             "AMD Radeon PRO W6300M", "AMD Radeon Pro W5500M", "AMD Radeon Pro 5500M", "AMD Radeon Pro 5300M"})
        QTest::newRow(name) << QString::fromLatin1(name) << 8.0;
}

void TestGpuNames::laptopNamesFindOnlyLaptopGpus()
{
    QFETCH(QString, reported);
    QFETCH(double, memoryGb);
    DetectedHardware found;
    found.gpuName = reported;
    found.gpuMemoryGb = memoryGb;
    HardwareDetector::match(&found);
    const HardwareDevice *device = HardwareCatalogue::shipped().find(found.matchedName);
    QVERIFY2(device && device->isLaptop(), qPrintable(found.matchedName));
}

void TestGpuNames::otherNamesAreNotLaptops_data()
{
    QTest::addColumn<QString>("reported");
    QTest::addColumn<double>("memoryGb");
    QTest::addColumn<QString>("listed");   // the device it is when the list has it
    QTest::newRow("RX 7900 GRE") << QStringLiteral("AMD Radeon RX 7900 GRE") << 16.0 << QStringLiteral("AMD Radeon RX 7900 GRE");
    QTest::newRow("RX 7900 XTX") << QStringLiteral("Radeon RX 7900 XTX") << 24.0 << QStringLiteral("AMD Radeon RX 7900 XTX");
    QTest::newRow("Radeon PRO W7800") << QStringLiteral("AMD Radeon PRO W7800") << 32.0 << QStringLiteral("AMD Radeon PRO W7800");
    QTest::newRow("Radeon Pro W6800") << QStringLiteral("AMD Radeon Pro W6800") << 32.0 << QString();
    QTest::newRow("Radeon PRO W7900DS") << QStringLiteral("AMD Radeon PRO W7900DS") << 48.0 << QString();
    QTest::newRow("Ryzen AI Max+ 395") << QStringLiteral("AMD Radeon 8060S") << 96.0 << QString();
    QTest::newRow("Instinct MI300X") << QStringLiteral("AMD Instinct MI300X") << 192.0 << QStringLiteral("AMD Instinct MI300X");
    QTest::newRow("RTX A5000") << QStringLiteral("NVIDIA RTX A5000") << 24.0 << QStringLiteral("NVIDIA RTX A5000");
    QTest::newRow("RTX 4090") << QStringLiteral("NVIDIA GeForce RTX 4090") << 24.0 << QStringLiteral("NVIDIA GeForce RTX 4090");
    QTest::newRow("Data Center GPU Max") << QStringLiteral("Intel Data Center GPU Max 1100") << 48.0
                                         << QStringLiteral("Intel Data Center GPU Max 1100");
}

void TestGpuNames::otherNamesAreNotLaptops()
{
    QFETCH(QString, reported);
    QFETCH(double, memoryGb);
    QFETCH(QString, listed);
    DetectedHardware found;
    found.gpuName = reported;
    found.gpuMemoryGb = memoryGb;
    HardwareDetector::match(&found);
    if (!listed.isEmpty()) {
        QCOMPARE(found.matchedName, listed);
        QVERIFY(found.exactMatch);
    } else {
        // Not in the list: the closest of all devices (here the closest name has the memory too), not
        // of the laptop GPUs alone.
        QVERIFY(!found.exactMatch);
        QCOMPARE(found.matchedName, HardwareCatalogue::shipped().closestNames(reported, 1).value(0));
    }
}

// A Mac reports its chip without its GPU cores ("Apple M2 Max") and its unified memory: of the chip's
// entries the one with that memory is offered (a 64 GB Mac was offered the 32 GB entry, and its
// estimates used 32 GB). A card the list lacks is still offered the closest name when none of its
// near names has the memory.
void TestGpuNames::closestHasTheMemoryReported()
{
    DetectedHardware mac;
    QVERIFY(HardwareDetector::parseSysctl(QStringLiteral("Apple M2 Max\n68719476736\n"), &mac));
    HardwareDetector::match(&mac);
    QVERIFY(!mac.exactMatch);
    const HardwareDevice *device = HardwareCatalogue::shipped().find(mac.matchedName);
    QVERIFY2(device && mac.matchedName.startsWith(QLatin1String("Apple M2 Max")) && qRound(device->memoryGb) == 64,
             qPrintable(mac.matchedName));

    DetectedHardware card;
    card.gpuName = QStringLiteral("AMD Radeon Pro W6800");
    card.gpuMemoryGb = 20;   // no near name has 20 GB
    HardwareDetector::match(&card);
    QCOMPARE(card.matchedName, HardwareCatalogue::shipped().closestNames(card.gpuName, 1).value(0));
}

QTEST_GUILESS_MAIN(TestGpuNames)
#include "tst_gpunames.moc"
