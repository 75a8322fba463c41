// From hardware ▸ Detect my hardware, clicked in the window with a model open on the Catalogue tab,
// against fake probe programs: missing, refusing to start, failing, crashing, hanging past the
// time-out, printing nonsense or printing without end, and answering well. Every case ends with a
// sentence that says what happened, the button usable again and the window alive.
// The open model has published weights on purpose: its page draws the memory chart, whose image
// runs the deferred deletions, which once destroyed the QProcess inside its own errorOccurred signal.
#include "CatalogueSession.h"
#include "CatalogueTableModel.h"
#include "HardwareCatalogue.h"
#include "HardwareDetector.h"
#include "PciIds.h"
#include "catalogue/CatalogueView.h"
#include "hardware/DetectionChoices.h"
#include "hardware/HardwareView.h"
#include "LanguageManager.h"
#include "mainwindow/MainWindow.h"
#include "details/ModelPage.h"
#include "ModelRepository.h"
#include "Screenshots.h"
#include "Settings.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>

namespace {

const QString nothing = QStringLiteral("Nothing detected: no NVIDIA, AMD, Intel Arc or Apple GPU answered.");

// A fake program: a shell script, executable unless said otherwise.
QString writeProgram(const QTemporaryDir &dir, const QString &name, const QByteArray &script, bool executable = true)
{
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return {};
    file.write(script);
    file.close();
    QFile::Permissions permissions = QFile::ReadOwner | QFile::WriteOwner;
    if (executable)
        permissions |= QFile::ExeOwner;
    file.setPermissions(permissions);
    return path;
}

// A small pci.ids in the real file's format: vendors sorted by ID, devices after a tab, subsystems after
// two. Chelsio's 56a0 and Winbond's e2a1 come before and after Intel's block: neither is an Intel card.
const QByteArray syntheticPciIds =
    "#\n# List of PCI ID's (a synthetic one for tests)\n#\n"
    "1002  Advanced Micro Devices, Inc. [AMD/ATI]\n"
    "\t1586  Strix Halo [Radeon Graphics / Radeon 8050S Graphics / Radeon 8060S Graphics]\n"
    "\t15bf  Phoenix1\n"
    "\t1681  Rembrandt [Radeon 680M]\n"
    "\t73bf  Navi 21 [Radeon RX 6800/6800 XT / 6900 XT]\n"
    "\t\t1002 0e3a  Radeon RX 6900 XT\n"
    "\t744c  Navi 31 [Radeon RX 7900 XT/7900 XTX]\n"
    "10de  NVIDIA Corporation\n"
    "\t2503  GA106 [GeForce RTX 3060]\n"
    "\t2520  GA106M [GeForce RTX 3060 Mobile / Max-Q]\n"
    "\t2684  AD102 [GeForce RTX 4090]\n"
    "\t2757  AD103M / GN21-X11 [GeForce RTX 4090 Laptop GPU]\n"
    "1425  Chelsio Communications Inc\n"
    "\t56a0  T540-50A0 Unified Wire Storage Controller\n"
    "8086  Intel Corporation\n"
    "\t46a6  Alder Lake-P GT2 [Iris Xe Graphics]\n"
    "\t5690  DG2 [Arc A770M]\n"
    "# a comment inside the block\n"
    "\t56a0  DG2 [Arc A770]\n"
    "\t7d55  Meteor Lake-P [Intel Arc Graphics]\n"
    "\ta780  Raptor Lake-S GT1 [UHD Graphics 770]\n"
    "8088  Winbond Electronics Corp\n"
    "\te2a1  Not an Intel card [Arc A999]\n"
    "C 00  Unclassified device\n";

// One card of a fake /sys/class/drm: the files of cardN/device, by their path under it.
bool writeCard(const QTemporaryDir &drm, const QString &card, const QList<std::pair<QString, QByteArray>> &files)
{
    for (const auto &[path, text] : files) {
        const QString full = drm.filePath(card + QStringLiteral("/device/") + path);
        QFile file(full);
        if (!QDir().mkpath(QFileInfo(full).absolutePath()) || !file.open(QIODevice::WriteOnly))
            return false;
        file.write(text);
    }
    return true;
}

// A card whose `device` is a link to its PCI device's folder, named by its address as in sysfs
// ("0000:00:02.0"), the folder made under `pci`.
bool writeCardAt(const QTemporaryDir &drm, const QTemporaryDir &pci, const QString &card, const QString &address,
                 const QList<std::pair<QString, QByteArray>> &files)
{
    for (const auto &[path, text] : files) {
        QFile file(pci.filePath(address + QLatin1Char('/') + path));
        if (!QDir().mkpath(pci.filePath(address)) || !file.open(QIODevice::WriteOnly))
            return false;
        file.write(text);
    }
    return QDir().mkpath(drm.filePath(card))
        && QFile::link(pci.filePath(address), drm.filePath(card + QStringLiteral("/device")));
}

using Files = QList<std::pair<QString, QByteArray>>;
const std::pair<QString, QByteArray> intelVendor{QStringLiteral("vendor"), "0x8086\n"};
const std::pair<QString, QByteArray> amdVendor{QStringLiteral("vendor"), "0x1002\n"};
const std::pair<QString, QByteArray> nvidiaVendor{QStringLiteral("vendor"), "0x10de\n"};
std::pair<QString, QByteArray> deviceId(const QByteArray &id) { return {QStringLiteral("device"), "0x" + id + "\n"}; }

} // namespace

class TestHardwareDetection : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void probes_data();
    void probes();
    void bothProbesReport();
    void laptopGpuIsNeverItsDesktopCard_data();
    void laptopGpuIsNeverItsDesktopCard();
    void radeonLaptopFromItsDriverFiles();
    void intelLaptopByTheNameItsDriverGives();
    void pciIdsNames_data();
    void pciIdsNames();
    void intelArcNamedFromPciIds();
    void intelArcLaptopIsTheLaptopDevice();
    void integratedIntelIsNeverTheGpu();
    void intelAtTheIntegratedAddressNeverCounts();
    void nvidiaNamedFromPciIdsWithoutNvidiaSmi();
    void amdWithoutProductNameNamedFromPciIds();
    void unnamedCardWithoutPciIds();
    void integratedAmdIsPassedOverForNvidia();
    void integratedAmdIsPassedOverForAnArc();
    void integratedAmdIsPassedOverForAnAmdCard();
    void integratedAmdAloneIsTheGpu();
    void detectsAgainAfterATimeOut();
    void startWhileRunningIsIgnored();
    void closingTheWindowDoesNotWaitForAHungProbe();
    void thisMachine();
    void screenshots();

private:
    // The window with a model open on the Catalogue tab, then the From hardware tab shown.
    void openWindow();
    QPushButton *detectButton() const;
    // Clicks Detect my hardware and waits for the answer; returns the sentence shown.
    QString clickDetect();
    // The button under the detection's sentence with this text, if the detection offered it.
    QPushButton *choiceButton(const QString &text) const;
    HardwareDetector::Sources sources() const;
    // Detection reads the cards of `drm`, named by the synthetic pci.ids or by none.
    void useCards(const QTemporaryDir &drm, bool withPciIds = true);

    QTemporaryDir m_dataDir;
    QTemporaryDir m_programs;
    CatalogueSession m_session;
    LanguageManager m_languages;
    std::unique_ptr<MainWindow> m_window;
    QString m_memInfo;
};

void TestHardwareDetection::initTestCase()
{
    QString error;
    QVERIFY2(m_session.open(m_dataDir.filePath(QStringLiteral("c.sqlite")), &error), qPrintable(error));
    // A machine with 32 GB of RAM and no AMD card, whatever this one has.
    m_memInfo = m_programs.filePath(QStringLiteral("meminfo"));
    QFile meminfo(m_memInfo);
    QVERIFY(meminfo.open(QIODevice::WriteOnly));
    meminfo.write("MemTotal:       33554432 kB\nMemFree:         1024 kB\n");
    meminfo.close();
    QVERIFY(QDir().mkpath(m_programs.filePath(QStringLiteral("drm"))));
    QFile pciIds(m_programs.filePath(QStringLiteral("pci.ids")));
    QVERIFY(pciIds.open(QIODevice::WriteOnly));
    pciIds.write(syntheticPciIds);
}

void TestHardwareDetection::init()
{
    Settings::clear();
    m_languages.setLanguage(QStringLiteral("en"));
    openWindow();
}

void TestHardwareDetection::cleanup()
{
    m_window.reset();
}

void TestHardwareDetection::openWindow()
{
    m_window = std::make_unique<MainWindow>(m_session.connection(), &m_languages);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    CatalogueView *catalogue = m_window->catalogueView();
    QTRY_VERIFY(catalogue->tableModel()->rowCount() > 0);
    const auto model = ModelRepository(m_session.connection()).byName(QStringLiteral("Llama 3.1-8B"));
    QVERIFY(model && model->weightsPublished());
    QVERIFY(catalogue->selectModel(model->id));
    QTRY_VERIFY(catalogue->modelPage()->currentId() != 0);
    m_window->findChild<QTabWidget *>()->setCurrentWidget(m_window->hardwareView());
    QTRY_VERIFY(!m_window->hardwareView()->isReading());
    m_window->hardwareView()->detector()->setSources(sources());
}

HardwareDetector::Sources TestHardwareDetection::sources() const
{
    HardwareDetector::Sources s;
    s.nvidiaSmi = m_programs.filePath(QStringLiteral("nvidia-smi"));
    s.memInfo = m_memInfo;
    s.drmRoot = m_programs.filePath(QStringLiteral("drm"));
    s.timeoutMs = 2000; // ample for a shell script on a busy machine, short enough to wait for a hung one
    return s;
}

void TestHardwareDetection::useCards(const QTemporaryDir &drm, bool withPciIds)
{
    HardwareDetector::Sources s = sources();
    s.drmRoot = drm.path();
    s.pciIds = m_programs.filePath(withPciIds ? QStringLiteral("pci.ids") : QStringLiteral("no-pci.ids"));
    m_window->hardwareView()->detector()->setSources(s);
}

QPushButton *TestHardwareDetection::detectButton() const
{
    return m_window->hardwareView()->findChild<QPushButton *>(QStringLiteral("detectHardware"));
}

QPushButton *TestHardwareDetection::choiceButton(const QString &text) const
{
    auto *choices = m_window->hardwareView()->findChild<DetectionChoices *>();
    if (!choices)
        return nullptr;
    for (QPushButton *button : choices->findChildren<QPushButton *>()) {
        if (button->text() == text)
            return button;
    }
    return nullptr;
}

QString TestHardwareDetection::clickDetect()
{
    QPushButton *button = detectButton();
    if (!button || !button->isEnabled())
        return QStringLiteral("(no usable Detect button)");
    QSignalSpy finished(m_window->hardwareView()->detector(), &HardwareDetector::finished);
    QTest::mouseClick(button, Qt::LeftButton);
    if (!finished.wait(10000) && finished.isEmpty())
        return QStringLiteral("(no answer)");
    if (!button->isEnabled())
        return QStringLiteral("(the button stayed disabled)");
    return m_window->hardwareView()->detectionText();
}

void TestHardwareDetection::probes_data()
{
    QTest::addColumn<QByteArray>("script");     // empty: no program at all
    QTest::addColumn<bool>("executable");
    QTest::addColumn<QStringList>("expected");  // sentences the label must hold
    QTest::addColumn<QString>("device");        // the device chosen afterwards; empty: unchanged

    const QString ram = QStringLiteral("System RAM: 32 GB.");
    QTest::newRow("missing") << QByteArray() << true
                             << QStringList{nothing, QStringLiteral("nvidia-smi is not installed."), ram} << QString();
    QTest::newRow("not executable") << QByteArray("#!/bin/sh\necho 'NVIDIA GeForce RTX 4090, 24564 MiB'\n") << false
                                    << QStringList{nothing, QStringLiteral("nvidia-smi could not be started: "), ram}
                                    << QString();
    QTest::newRow("broken interpreter") << QByteArray("#!/nonexistent/interpreter\n") << true
                                        << QStringList{nothing, QStringLiteral("nvidia-smi could not be started: ")}
                                        << QString();
    QTest::newRow("fails with a message") << QByteArray("#!/bin/sh\necho 'the driver is not loaded' >&2\nexit 9\n") << true
                                          << QStringList{nothing, QStringLiteral("nvidia-smi failed (exit code 9): “the driver is not loaded”.")}
                                          << QString();
    QTest::newRow("fails silently") << QByteArray("#!/bin/sh\nexit 3\n") << true
                                    << QStringList{nothing, QStringLiteral("nvidia-smi failed (exit code 3).")} << QString();
    QTest::newRow("crashes") << QByteArray("#!/bin/sh\nkill -SEGV $$\n") << true
                             << QStringList{nothing, QStringLiteral("nvidia-smi crashed.")} << QString();
    QTest::newRow("hangs past the time-out") << QByteArray("#!/bin/sh\nexec sleep 60\n") << true
                                             << QStringList{nothing, QStringLiteral("nvidia-smi did not answer within 2 seconds and was stopped."), ram}
                                             << QString();
    QTest::newRow("prints nonsense") << QByteArray("#!/bin/sh\necho 'Segmentation fault (core dumped)?'\necho more\n") << true
                                     << QStringList{nothing, QStringLiteral("nvidia-smi answered, but not with a GPU and its memory: “Segmentation fault (core dumped)?”.")}
                                     << QString();
    // Control characters and markup in the output: one line of plain text in the label.
    QTest::newRow("prints binary and markup") << QByteArray("#!/bin/sh\nprintf '\\001\\033[31m<b>bold</b>\\377\\000, 12 GiB\\n'\n") << true
                                              << QStringList{nothing, QStringLiteral("[31m<b>bold</b>")} << QString();
    QTest::newRow("prints nothing") << QByteArray("#!/bin/sh\nexit 0\n") << true
                                    << QStringList{nothing, QStringLiteral("nvidia-smi printed nothing.")} << QString();
    QTest::newRow("prints without end") << QByteArray("#!/bin/sh\nexec yes 'NVIDIA GeForce RTX 4090, 24564 MiB'\n") << true
                                        << QStringList{nothing, QStringLiteral("nvidia-smi printed more than 64 KB and was stopped.")}
                                        << QString();
    // Two cards: the first is the one detected (nvidia-smi's name, matched through an alias).
    QTest::newRow("answers") << QByteArray("#!/bin/sh\necho 'NVIDIA GeForce RTX 3060, 12288 MiB'\necho 'NVIDIA GeForce RTX 4090, 24564 MiB'\n") << true
                             << QStringList{QStringLiteral("Detected NVIDIA GeForce RTX 3060 (12 GB)."), ram}
                             << QStringLiteral("NVIDIA GeForce RTX 3060 12GB");
    QTest::newRow("answers with an unknown card") << QByteArray("#!/bin/sh\necho 'NVIDIA Imaginary 9999, 8192 MiB'\n") << true
                                                  << QStringList{QStringLiteral("Detected NVIDIA Imaginary 9999 (8 GB), which is not in the list")}
                                                  << QString();
}

void TestHardwareDetection::probes()
{
    QFETCH(QByteArray, script);
    QFETCH(bool, executable);
    QFETCH(QStringList, expected);
    QFETCH(QString, device);
    QFile::remove(m_programs.filePath(QStringLiteral("nvidia-smi")));
    if (!script.isEmpty())
        QVERIFY(!writeProgram(m_programs, QStringLiteral("nvidia-smi"), script, executable).isEmpty());
    const QString before = m_window->hardwareView()->deviceName();

    const QString text = clickDetect();
    for (const QString &sentence : expected)
        QVERIFY2(text.contains(sentence), qPrintable(text));
    QCOMPARE(m_window->hardwareView()->deviceName(), device.isEmpty() ? before : device);
    const auto labels = m_window->hardwareView()->findChildren<QLabel *>();
    bool plain = false;
    for (QLabel *l : labels) {
        if (l->text() == text)
            plain = l->textFormat() == Qt::PlainText;
    }
    QVERIFY2(plain, "the detection label shows what programs print as plain text");
    // The window still works: the model page follows the new choice and a second click answers too.
    QVERIFY(!m_window->catalogueView()->modelPage()->browser()->toPlainText().isEmpty());
    QCOMPARE(clickDetect(), text);
}

// On a laptop nvidia-smi names the GPU "… Laptop GPU" (RTX 30 and later) or "… with Max-Q Design"
// (RTX 20, older drivers without "NVIDIA"): the laptop device is chosen, never the desktop card of the
// same number, which has more memory and bandwidth. One the list lacks is only offered, as another
// laptop GPU, and the device stays as it was.
void TestHardwareDetection::laptopGpuIsNeverItsDesktopCard_data()
{
    QTest::addColumn<QByteArray>("line");      // what nvidia-smi prints
    QTest::addColumn<QString>("sentence");     // how the label starts
    QTest::addColumn<QString>("device");       // the device chosen; empty: unchanged
    QTest::addColumn<QString>("desktop");      // the desktop card that must not be named

    QTest::newRow("RTX 4060 Laptop GPU") << QByteArray("NVIDIA GeForce RTX 4060 Laptop GPU, 8188 MiB")
                                         << QStringLiteral("Detected NVIDIA GeForce RTX 4060 Laptop GPU (8 GB).")
                                         << QStringLiteral("NVIDIA GeForce RTX 4060 Laptop GPU") << QStringLiteral("NVIDIA GeForce RTX 4060");
    QTest::newRow("RTX 2070 Max-Q, old driver") << QByteArray("GeForce RTX 2070 with Max-Q Design, 8192 MiB")
                                                << QStringLiteral("Detected GeForce RTX 2070 with Max-Q Design (8 GB).")
                                                << QStringLiteral("NVIDIA GeForce RTX 2070 with Max-Q Design")
                                                << QStringLiteral("NVIDIA GeForce RTX 2070");
    QTest::newRow("a laptop GPU the list lacks") << QByteArray("NVIDIA GeForce RTX 5070 Laptop GPU, 8151 MiB")
                                                 << QStringLiteral("Detected NVIDIA GeForce RTX 5070 Laptop GPU (8 GB), which is not in the list; "
                                                                   "the closest is NVIDIA GeForce RTX ")
                                                 << QString() << QStringLiteral("NVIDIA GeForce RTX 5070");
    // GeForce GTX 16: the GTX 1650 Ti exists only in laptops and keeps its plain name; the Max-Q parts
    // are "… with Max-Q Design", as the RTX 20's.
    QTest::newRow("GTX 1650 Ti") << QByteArray("NVIDIA GeForce GTX 1650 Ti, 3911 MiB")
                                 << QStringLiteral("Detected NVIDIA GeForce GTX 1650 Ti (4 GB).")
                                 << QStringLiteral("NVIDIA GeForce GTX 1650 Ti") << QStringLiteral("NVIDIA GeForce GTX 1650");
    QTest::newRow("GTX 1650 Max-Q, old driver") << QByteArray("GeForce GTX 1650 with Max-Q Design, 3911 MiB")
                                                << QStringLiteral("Detected GeForce GTX 1650 with Max-Q Design (4 GB).")
                                                << QStringLiteral("NVIDIA GeForce GTX 1650 with Max-Q Design")
                                                << QStringLiteral("NVIDIA GeForce GTX 1650");
    // A desktop card sold in two sizes: the memory reported picks the variant.
    QTest::newRow("RTX 3060 with 8 GB") << QByteArray("NVIDIA GeForce RTX 3060, 8192 MiB")
                                        << QStringLiteral("Detected NVIDIA GeForce RTX 3060 (8 GB).")
                                        << QStringLiteral("NVIDIA GeForce RTX 3060 8GB") << QStringLiteral("NVIDIA GeForce RTX 3060 12GB");
}

void TestHardwareDetection::laptopGpuIsNeverItsDesktopCard()
{
    QFETCH(QByteArray, line);
    QFETCH(QString, sentence);
    QFETCH(QString, device);
    QFETCH(QString, desktop);
    QVERIFY(!writeProgram(m_programs, QStringLiteral("nvidia-smi"), "#!/bin/sh\necho '" + line + "'\n").isEmpty());
    const QString before = m_window->hardwareView()->deviceName();
    QVERIFY(before != device);
    const QString text = clickDetect();
    QVERIFY2(text.startsWith(sentence), qPrintable(text));
    QVERIFY2(!text.contains(desktop + QLatin1Char('.')), qPrintable(text));
    QCOMPARE(m_window->hardwareView()->deviceName(), device.isEmpty() ? before : device);
    // What is offered in its place is another laptop GPU.
    static const QRegularExpression offeredLaptop(QStringLiteral("the closest is NVIDIA GeForce RTX \\d{4}( Ti)? Laptop GPU\\."));
    QVERIFY2(!device.isEmpty() || offeredLaptop.match(text).hasMatch(), qPrintable(text));
}

// A notebook's Radeon RX 5000M, read from the files amdgpu publishes (no nvidia-smi): its own entry
// (6 GB at 288 GB/s), not the desktop RX 5600 XT's figures.
void TestHardwareDetection::radeonLaptopFromItsDriverFiles()
{
    QFile::remove(m_programs.filePath(QStringLiteral("nvidia-smi")));
    QTemporaryDir drm;
    const QString device = drm.filePath(QStringLiteral("card1/device"));
    QVERIFY(QDir().mkpath(device));
    for (const auto &[file, text] : {std::pair{QStringLiteral("mem_info_vram_total"), QByteArray("6425673728\n")},
                                     std::pair{QStringLiteral("product_name"), QByteArray("AMD Radeon RX 5600M\n")}}) {
        QFile f(device + QLatin1Char('/') + file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(text);
    }
    HardwareDetector::Sources s = sources();
    s.drmRoot = drm.path();
    m_window->hardwareView()->detector()->setSources(s);
    const QString text = clickDetect();
    QVERIFY2(text.startsWith(QStringLiteral("Detected AMD Radeon RX 5600M (6 GB).")), qPrintable(text));
    QCOMPARE(m_window->hardwareView()->deviceName(), QStringLiteral("AMD Radeon RX 5600M"));
}

// Detect my hardware asks no Intel program (Intel's Linux driver publishes no GPU name as amdgpu's
// does); the name Intel's driver gives elsewhere ("Intel(R) Arc(TM) A770M Graphics", and Mesa's Vulkan
// "Intel(R) Arc(tm) A370M Graphics (DG2)") is matched as NVIDIA's and AMD's are: a laptop Arc finds its
// laptop entry, never the desktop A770 (16 GB at 560 GB/s, the A770M 512), and a desktop one its variant.
void TestHardwareDetection::intelLaptopByTheNameItsDriverGives()
{
    const auto matched = [](const QString &name, double memoryGb) {
        DetectedHardware found;
        found.gpuName = name;
        found.gpuMemoryGb = memoryGb;
        HardwareDetector::match(&found);
        return found;
    };
    DetectedHardware a770m = matched(QStringLiteral("Intel(R) Arc(TM) A770M Graphics"), 15.9);
    QCOMPARE(a770m.matchedName, QStringLiteral("Intel Arc A770M"));
    QVERIFY(a770m.exactMatch);
    QCOMPARE(matched(QStringLiteral("Intel(R) Arc(tm) A370M Graphics (DG2)"), 3.9).matchedName, QStringLiteral("Intel Arc A370M"));
    QCOMPARE(matched(QStringLiteral("Intel(R) Arc(TM) Pro A30M Graphics"), 4).matchedName, QStringLiteral("Intel Arc Pro A30M"));
    QCOMPARE(matched(QStringLiteral("Intel(R) Arc(TM) A770 Graphics"), 16).matchedName, QStringLiteral("Intel Arc A770 16GB"));
    QCOMPARE(matched(QStringLiteral("Intel(R) Arc(TM) A770 Graphics"), 8).matchedName, QStringLiteral("Intel Arc A770 8GB"));
    // A laptop Arc the list lacks (the A530M and A570M of 2023, the Arc Pro A60M) is offered another
    // laptop GPU, never a desktop card; so is one whose number is a desktop card's with M after it (an
    // invented "A310M": the spelling alone says laptop, whatever Intel names its next parts).
    for (const QString &name : {QStringLiteral("Intel(R) Arc(TM) A570M Graphics"), QStringLiteral("Intel(R) Arc(TM) A530M Graphics"),
                                QStringLiteral("Intel(R) Arc(TM) Pro A60M Graphics"), QStringLiteral("Intel Arc A310M")}) {
        const DetectedHardware unlisted = matched(name, 8);
        QVERIFY(!unlisted.exactMatch);
        const HardwareDevice *offered = HardwareCatalogue::shipped().find(unlisted.matchedName);
        QVERIFY2(offered && offered->isLaptop(), qPrintable(name + QStringLiteral(": ") + unlisted.matchedName));
    }
}

void TestHardwareDetection::bothProbesReport()
{
    // nvidia-smi missing, then sysctl (run here as on macOS) printing something else: both are said.
    QFile::remove(m_programs.filePath(QStringLiteral("nvidia-smi")));
    HardwareDetector::Sources s = sources();
    s.sysctl = writeProgram(m_programs, QStringLiteral("sysctl"), "#!/bin/sh\necho 'Apple M2 Max'\necho lots\n");
    m_window->hardwareView()->detector()->setSources(s);
    const QString text = clickDetect();
    QVERIFY2(text.contains(QStringLiteral("nvidia-smi is not installed.")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("sysctl answered, but not with a GPU and its memory: “Apple M2 Max”.")), qPrintable(text));

    // The same sysctl answering well: the Mac's chip and its unified memory.
    writeProgram(m_programs, QStringLiteral("sysctl"), "#!/bin/sh\necho 'Apple M2 Max'\necho 103079215104\n");
    const QString mac = clickDetect();
    QVERIFY2(mac.startsWith(QStringLiteral("Detected Apple M2 Max (96 GB)")), qPrintable(mac));
    QVERIFY2(!mac.contains(QStringLiteral("nvidia-smi")), qPrintable(mac));
}

// pci.ids' name of a card, as the device list writes it: the vendor's name before the bracketed
// marketing name, one name per product it lists; a chip's code name alone names no product.
void TestHardwareDetection::pciIdsNames_data()
{
    QTest::addColumn<quint16>("vendor");
    QTest::addColumn<QString>("pciName");
    QTest::addColumn<QStringList>("names");
    QTest::newRow("Arc A770") << PciIds::intel << QStringLiteral("DG2 [Arc A770]") << QStringList{QStringLiteral("Intel Arc A770")};
    QTest::newRow("Meteor Lake") << PciIds::intel << QStringLiteral("Meteor Lake-P [Intel Arc Graphics]")
                                 << QStringList{QStringLiteral("Intel Arc Graphics")};
    QTest::newRow("code name") << PciIds::intel << QStringLiteral("AlderLake-S GT1") << QStringList();
    QTest::newRow("Navi 21") << PciIds::amd << QStringLiteral("Navi 21 [Radeon RX 6800/6800 XT / 6900 XT]")
                             << QStringList{QStringLiteral("AMD Radeon RX 6800"), QStringLiteral("AMD Radeon RX 6800 XT"),
                                            QStringLiteral("AMD Radeon RX 6900 XT")};
    QTest::newRow("Navi 14") << PciIds::amd << QStringLiteral("Navi 14 [Radeon RX 5500/5500M / Pro 5500M]")
                             << QStringList{QStringLiteral("AMD Radeon RX 5500"), QStringLiteral("AMD Radeon RX 5500M"),
                                            QStringLiteral("AMD Radeon Pro 5500M")};
    // NVIDIA's, as pci.ids writes them: the chip's code names before the brackets, "/" between a laptop
    // GPU's forms, the revisions the list does not tell apart.
    QTest::newRow("RTX 4090 Laptop") << PciIds::nvidia << QStringLiteral("AD103M / GN21-X11 [GeForce RTX 4090 Laptop GPU]")
                                     << QStringList{QStringLiteral("NVIDIA GeForce RTX 4090 Laptop GPU")};
    QTest::newRow("Mobile / Max-Q") << PciIds::nvidia << QStringLiteral("GA106M [GeForce RTX 3060 Mobile / Max-Q]")
                                    << QStringList{QStringLiteral("NVIDIA GeForce RTX 3060 Mobile"),
                                                   QStringLiteral("NVIDIA GeForce RTX 3060 Max-Q")};
    QTest::newRow("Lite Hash Rate") << PciIds::nvidia << QStringLiteral("GA104 [GeForce RTX 3060 Ti Lite Hash Rate]")
                                    << QStringList{QStringLiteral("NVIDIA GeForce RTX 3060 Ti")};
    QTest::newRow("GeForce 610M") << PciIds::nvidia << QStringLiteral("GF117M [GeForce 610M/710M / GT 620M]")
                                  << QStringList{QStringLiteral("NVIDIA GeForce 610M"), QStringLiteral("NVIDIA GeForce 710M"),
                                                 QStringLiteral("NVIDIA GeForce GT 620M")};
    // AMD's "Mobile Series" is a product of its own, not a laptop form of the first.
    QTest::newRow("Renoir") << PciIds::amd << QStringLiteral("Renoir [Radeon Vega Series / Radeon Vega Mobile Series]")
                            << QStringList{QStringLiteral("AMD Radeon Vega Series"), QStringLiteral("AMD Radeon Vega Mobile Series")};
}

void TestHardwareDetection::pciIdsNames()
{
    QFETCH(quint16, vendor);
    QFETCH(QString, pciName);
    QFETCH(QStringList, names);
    QCOMPARE(PciIds::productNames(vendor, pciName), names);
    // The file read only within the vendor's lines: another vendor's device of the same ID is not it.
    const QString file = m_programs.filePath(QStringLiteral("pci.ids"));
    QCOMPARE(PciIds::deviceName(file, PciIds::intel, 0x56a0), QStringLiteral("DG2 [Arc A770]"));
    QCOMPARE(PciIds::deviceName(file, PciIds::intel, 0xe2a1), QString());
    QCOMPARE(PciIds::deviceName(file, PciIds::amd, 0x2684), QString());
    QCOMPARE(PciIds::deviceName(m_programs.filePath(QStringLiteral("no-pci.ids")), PciIds::intel, 0x56a0), QString());
}

// An Arc A770 (Intel's i915 and xe give no name: pci.ids does). Where the driver publishes the local
// memory (xe's tile0/physical_vram_size_bytes) it picks the 16 GB variant; where it does not, the A770
// is only offered, to be confirmed, and the device stays as it was. The integrated GPU beside it is not
// the one detected.
void TestHardwareDetection::intelArcNamedFromPciIds()
{
    QFile::remove(m_programs.filePath(QStringLiteral("nvidia-smi")));
    QTemporaryDir drm;
    QVERIFY(writeCard(drm, QStringLiteral("card0"), Files{intelVendor, deviceId("46a6")}));
    QVERIFY(writeCard(drm, QStringLiteral("card1"), Files{intelVendor, deviceId("56a0")}));
    useCards(drm);
    const QString before = m_window->hardwareView()->deviceName();
    QVERIFY(!before.contains(QStringLiteral("Arc")));
    const QString unknown = clickDetect();
    // Both sizes the list has for the card are named, for the user to pick (not the closest alone).
    QVERIFY2(unknown.startsWith(QStringLiteral("Detected Intel Arc A770, whose driver does not report its memory. The list "
                                               "has it with 8 GB and with 16 GB: pick the one your card has.")),
             qPrintable(unknown));
    QCOMPARE(m_window->hardwareView()->deviceName(), before);
    // Each size is a button under the sentence: one click takes it, and its button then says it is in use.
    QPushButton *use16 = choiceButton(QStringLiteral("Use Intel Arc A770 16GB"));
    QVERIFY(use16 && choiceButton(QStringLiteral("Use Intel Arc A770 8GB")));
    QVERIFY(use16->isVisible() && use16->isEnabled());
    QTest::mouseClick(use16, Qt::LeftButton);
    QCOMPARE(m_window->hardwareView()->deviceName(), QStringLiteral("Intel Arc A770 16GB"));
    QVERIFY(!use16->isEnabled());
    QVERIFY(choiceButton(QStringLiteral("Use Intel Arc A770 8GB"))->isEnabled());
    QVERIFY(m_window->hardwareView()->setDevice(before));
    m_languages.setLanguage(QStringLiteral("it"));
    const QString italian = clickDetect();
    QVERIFY2(italian.contains(QStringLiteral("8 GB")) && italian.contains(QStringLiteral("16 GB"))
                 && !italian.contains(QStringLiteral("The list")),
             qPrintable(italian));
    QVERIFY(choiceButton(QStringLiteral("Usa Intel Arc A770 8GB")));
    m_languages.setLanguage(QStringLiteral("en"));

    QVERIFY(writeCard(drm, QStringLiteral("card1"), Files{{QStringLiteral("tile0/physical_vram_size_bytes"), "17179869184\n"}}));
    const QString text = clickDetect();
    QVERIFY2(text.startsWith(QStringLiteral("Detected Intel Arc A770 (16 GB).")), qPrintable(text));
    QCOMPARE(m_window->hardwareView()->deviceName(), QStringLiteral("Intel Arc A770 16GB"));
    // Known for certain: nothing left to choose, no buttons.
    QVERIFY(!choiceButton(QStringLiteral("Use Intel Arc A770 8GB")) || !choiceButton(QStringLiteral("Use Intel Arc A770 8GB"))->isVisible());
}

// A laptop's Arc A770M, named by pci.ids "[Arc A770M]": the laptop entry (16 GB at 512 GB/s), never the
// desktop A770 16GB (560).
void TestHardwareDetection::intelArcLaptopIsTheLaptopDevice()
{
    QFile::remove(m_programs.filePath(QStringLiteral("nvidia-smi")));
    QTemporaryDir drm;
    QVERIFY(writeCard(drm, QStringLiteral("card0"), Files{intelVendor, deviceId("a780")}));
    QVERIFY(writeCard(drm, QStringLiteral("card1"), Files{intelVendor, deviceId("5690")}));
    useCards(drm);
    const QString text = clickDetect();
    QVERIFY2(text.startsWith(QStringLiteral("Detected Intel Arc A770M.")), qPrintable(text));
    QCOMPARE(m_window->hardwareView()->deviceName(), QStringLiteral("Intel Arc A770M"));
}

// A laptop's integrated Intel GPU (Iris Xe, Meteor Lake's "Arc Graphics") beside an NVIDIA card: the
// NVIDIA card is the one detected; without nvidia-smi (and an ID pci.ids does not name) nothing is, or the discrete Arc beside them, the
// integrated GPU never. NVIDIA's answer also wins over a discrete Arc whose memory is unknown.
void TestHardwareDetection::integratedIntelIsNeverTheGpu()
{
    QTemporaryDir drm;
    QVERIFY(writeCard(drm, QStringLiteral("card0"), Files{intelVendor, deviceId("46a6")}));
    QVERIFY(writeCard(drm, QStringLiteral("card1"), Files{intelVendor, deviceId("7d55")}));
    // An NVIDIA ID the synthetic pci.ids does not list: without nvidia-smi, nothing names it.
    QVERIFY(writeCard(drm, QStringLiteral("card2"), Files{nvidiaVendor, deviceId("28a0")}));
    useCards(drm);
    writeProgram(m_programs, QStringLiteral("nvidia-smi"), "#!/bin/sh\necho 'NVIDIA GeForce RTX 4060 Laptop GPU, 8188 MiB'\n");
    const QString text = clickDetect();
    QVERIFY2(text.startsWith(QStringLiteral("Detected NVIDIA GeForce RTX 4060 Laptop GPU (8 GB).")), qPrintable(text));
    QVERIFY2(!text.contains(QStringLiteral("Intel")), qPrintable(text));

    QFile::remove(m_programs.filePath(QStringLiteral("nvidia-smi")));
    QVERIFY2(clickDetect().startsWith(nothing), qPrintable(m_window->hardwareView()->detectionText()));

    // A discrete Arc after them is the one detected (Meteor Lake's "Arc Graphics", first, is not).
    QVERIFY(writeCard(drm, QStringLiteral("card3"), Files{intelVendor, deviceId("5690")}));
    const QString arc = clickDetect();
    QVERIFY2(arc.startsWith(QStringLiteral("Detected Intel Arc A770M.")), qPrintable(arc));
    writeProgram(m_programs, QStringLiteral("nvidia-smi"), "#!/bin/sh\necho 'NVIDIA GeForce RTX 3090, 24576 MiB'\n");
    const QString both = clickDetect();
    QVERIFY2(both.startsWith(QStringLiteral("Detected NVIDIA GeForce RTX 3090 (24 GB).")), qPrintable(both));
    QCOMPARE(m_window->hardwareView()->deviceName(), QStringLiteral("NVIDIA GeForce RTX 3090"));
}

// Intel's integrated GPU sits at PCI address 00:02.0 (its cardN/device resolves to ".../0000:00:02.0"),
// a discrete Arc behind a PCIe bridge on another bus. The one at 00:02.0 never counts, even named like
// an Arc, and without pci.ids it is not reported as a card to name (installing pci.ids would not make it
// count); the Arc on bus 03 is.
void TestHardwareDetection::intelAtTheIntegratedAddressNeverCounts()
{
    QFile::remove(m_programs.filePath(QStringLiteral("nvidia-smi")));
    QTemporaryDir drm;
    QTemporaryDir pci;
    QVERIFY(writeCardAt(drm, pci, QStringLiteral("card0"), QStringLiteral("0000:00:02.0"), Files{intelVendor, deviceId("56a0")}));
    useCards(drm);
    const QString named = clickDetect();
    QVERIFY2(named.startsWith(nothing), qPrintable(named));

    useCards(drm, false);
    const QString unnamed = clickDetect();
    QVERIFY2(unnamed.startsWith(nothing) && !unnamed.contains(QStringLiteral("pci.ids")), qPrintable(unnamed));

    QVERIFY(writeCardAt(drm, pci, QStringLiteral("card1"), QStringLiteral("0000:03:00.0"), Files{intelVendor, deviceId("5690")}));
    const QString discrete = clickDetect();
    QVERIFY2(discrete.contains(QStringLiteral("There is an Intel card with PCI device ID 5690 that this system cannot name"))
                 && !discrete.contains(QStringLiteral("56a0")),
             qPrintable(discrete));
    useCards(drm);
    const QString arc = clickDetect();
    QVERIFY2(arc.startsWith(QStringLiteral("Detected Intel Arc A770M.")), qPrintable(arc));
}

// An NVIDIA card when nvidia-smi is missing or fails (driver not loaded, nouveau): pci.ids names it,
// "NVIDIA " before its bracketed name; the memory is not known, so a name the list has in one size is
// taken, one it has in two is offered with both, and a laptop GPU only as a laptop GPU. The sentence
// says why the memory is not known. nvidia-smi's answer, when it comes, wins.
void TestHardwareDetection::nvidiaNamedFromPciIdsWithoutNvidiaSmi()
{
    QFile::remove(m_programs.filePath(QStringLiteral("nvidia-smi")));
    const QString why = QStringLiteral("Without an answer from nvidia-smi the card is named from its PCI ID, and its memory is not known.");
    QTemporaryDir drm;
    QVERIFY(writeCard(drm, QStringLiteral("card0"), Files{intelVendor, deviceId("a780")}));
    QVERIFY(writeCard(drm, QStringLiteral("card1"), Files{nvidiaVendor, deviceId("2684")}));
    useCards(drm);
    const QString text = clickDetect();
    QVERIFY2(text.startsWith(QStringLiteral("Detected NVIDIA GeForce RTX 4090. nvidia-smi is not installed. ") + why), qPrintable(text));
    QCOMPARE(m_window->hardwareView()->deviceName(), QStringLiteral("NVIDIA GeForce RTX 4090"));

    QVERIFY(writeCard(drm, QStringLiteral("card1"), Files{deviceId("2757")}));
    const QString laptop = clickDetect();
    QVERIFY2(laptop.startsWith(QStringLiteral("Detected NVIDIA GeForce RTX 4090 Laptop GPU.")), qPrintable(laptop));
    QCOMPARE(m_window->hardwareView()->deviceName(), QStringLiteral("NVIDIA GeForce RTX 4090 Laptop GPU"));

    // "[GeForce RTX 3060 Mobile / Max-Q]": both forms are the one RTX 3060 Laptop GPU the list has (its
    // aliases), so that is found, never the desktop RTX 3060.
    QVERIFY(writeCard(drm, QStringLiteral("card1"), Files{deviceId("2520")}));
    const QString mobile = clickDetect();
    QVERIFY2(mobile.startsWith(QStringLiteral("Detected NVIDIA GeForce RTX 3060 Mobile / Max-Q. nvidia-smi is not installed. ") + why),
             qPrintable(mobile));
    QCOMPARE(m_window->hardwareView()->deviceName(), QStringLiteral("NVIDIA GeForce RTX 3060 Laptop GPU"));

    QVERIFY(writeCard(drm, QStringLiteral("card1"), Files{deviceId("2503")}));
    writeProgram(m_programs, QStringLiteral("nvidia-smi"), "#!/bin/sh\necho 'the driver is not loaded' >&2\nexit 9\n");
    const QString failed = clickDetect();
    QVERIFY2(failed.startsWith(QStringLiteral("Detected NVIDIA GeForce RTX 3060, whose driver does not report its memory. The "
                                              "list has it with 8 GB and with 12 GB: pick the one your card has. nvidia-smi "
                                              "failed (exit code 9): “the driver is not loaded”. ") + why),
             qPrintable(failed));
    QCOMPARE(m_window->hardwareView()->deviceName(), QStringLiteral("NVIDIA GeForce RTX 3060 Laptop GPU"));

    writeProgram(m_programs, QStringLiteral("nvidia-smi"), "#!/bin/sh\necho 'NVIDIA GeForce RTX 3060, 8192 MiB'\n");
    const QString answered = clickDetect();
    QVERIFY2(answered.startsWith(QStringLiteral("Detected NVIDIA GeForce RTX 3060 (8 GB).")) && !answered.contains(QStringLiteral("PCI")),
             qPrintable(answered));
    QCOMPARE(m_window->hardwareView()->deviceName(), QStringLiteral("NVIDIA GeForce RTX 3060 8GB"));

    // No pci.ids: the card's ID and what to install, unless nvidia-smi answers.
    useCards(drm, false);
    QVERIFY2(!clickDetect().contains(QStringLiteral("2503")), qPrintable(m_window->hardwareView()->detectionText()));
    QFile::remove(m_programs.filePath(QStringLiteral("nvidia-smi")));
    const QString unnamed = clickDetect();
    QVERIFY2(unnamed.startsWith(nothing)
                 && unnamed.contains(QStringLiteral("There is an NVIDIA card with PCI device ID 2503 that this system cannot name")),
             qPrintable(unnamed));
}

// amdgpu without product_name (most consumer cards): pci.ids names the ID. "[Radeon RX 7900 XT/7900
// XTX]" with 24 GB is the XTX; "[Radeon RX 6800/6800 XT / 6900 XT]" with 16 GB could be any of the three,
// so one is offered to be confirmed.
void TestHardwareDetection::amdWithoutProductNameNamedFromPciIds()
{
    QFile::remove(m_programs.filePath(QStringLiteral("nvidia-smi")));
    QTemporaryDir drm;
    QVERIFY(writeCard(drm, QStringLiteral("card0"), Files{amdVendor, deviceId("744c"), {QStringLiteral("mem_info_vram_total"), "25753026560\n"}}));
    useCards(drm);
    const QString text = clickDetect();
    QVERIFY2(text.startsWith(QStringLiteral("Detected AMD Radeon RX 7900 XTX (24 GB).")), qPrintable(text));
    QCOMPARE(m_window->hardwareView()->deviceName(), QStringLiteral("AMD Radeon RX 7900 XTX"));

    QTemporaryDir navi21;
    QVERIFY(writeCard(navi21, QStringLiteral("card0"), Files{amdVendor, deviceId("73bf"), {QStringLiteral("mem_info_vram_total"), "17163091968\n"}}));
    useCards(navi21);
    const QString three = clickDetect();
    QVERIFY2(three.startsWith(QStringLiteral("Detected AMD Radeon RX 6800/6800 XT / 6900 XT (16 GB): the driver does not say "
                                             "which of these cards it is; the closest in the list is AMD Radeon RX 6800.")),
             qPrintable(three));
    QCOMPARE(m_window->hardwareView()->deviceName(), QStringLiteral("AMD Radeon RX 7900 XTX"));
}

// Without pci.ids the card is still said, by vendor and ID, with what to install to have it named, in
// either language.
void TestHardwareDetection::unnamedCardWithoutPciIds()
{
    QFile::remove(m_programs.filePath(QStringLiteral("nvidia-smi")));
    QTemporaryDir drm;
    QVERIFY(writeCard(drm, QStringLiteral("card0"), Files{intelVendor, deviceId("56a0")}));
    useCards(drm, false);
    const QString text = clickDetect();
    QVERIFY2(text.startsWith(nothing), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("There is an Intel card with PCI device ID 56a0 that this system cannot name: "
                                          "install the pci.ids package (or update it) to let Model Atlas name it.")),
             qPrintable(text));

    QVERIFY(writeCard(drm, QStringLiteral("card1"), Files{amdVendor, deviceId("73bf"), {QStringLiteral("mem_info_vram_total"), "17163091968\n"}}));
    m_languages.setLanguage(QStringLiteral("it"));
    const QString italian = clickDetect();
    QVERIFY2(italian.contains(QStringLiteral("AMD Radeon")) && italian.contains(QStringLiteral("73bf"))
                 && italian.contains(QStringLiteral("56a0")) && italian.contains(QStringLiteral("pci.ids"))
                 && !italian.contains(QStringLiteral("There is an")),
             qPrintable(italian));
}

// A laptop with a Ryzen APU (amdgpu reports its firmware's carve-out: 2 GB here) and an NVIDIA card
// whose nvidia-smi is missing or fails: pci.ids names the NVIDIA card, without its memory, and it is the
// one detected, whatever the order of the cards; the integrated GPU is said to be passed over. When
// nvidia-smi answers, its card, and the sentence still.
void TestHardwareDetection::integratedAmdIsPassedOverForNvidia()
{
    QFile::remove(m_programs.filePath(QStringLiteral("nvidia-smi")));
    const QString passedOver = QStringLiteral("The processor's integrated GPU, AMD Radeon 680M (2 GB), was passed over for the "
                                              "discrete card: pick it from the list if you run models on it.");
    QTemporaryDir drm;
    QVERIFY(writeCard(drm, QStringLiteral("card0"), Files{nvidiaVendor, deviceId("2684")}));
    QVERIFY(writeCard(drm, QStringLiteral("card1"), Files{amdVendor, deviceId("1681"), {QStringLiteral("mem_info_vram_total"), "2147483648\n"}}));
    useCards(drm);
    const QString text = clickDetect();
    QVERIFY2(text.startsWith(QStringLiteral("Detected NVIDIA GeForce RTX 4090. ") + passedOver + QStringLiteral(" nvidia-smi is not installed.")),
             qPrintable(text));
    QCOMPARE(m_window->hardwareView()->deviceName(), QStringLiteral("NVIDIA GeForce RTX 4090"));

    // The integrated GPU first, nvidia-smi failing: the same.
    QTemporaryDir swapped;
    QVERIFY(writeCard(swapped, QStringLiteral("card0"), Files{amdVendor, deviceId("1681"), {QStringLiteral("mem_info_vram_total"), "2147483648\n"}}));
    QVERIFY(writeCard(swapped, QStringLiteral("card1"), Files{nvidiaVendor, deviceId("2757")}));
    useCards(swapped);
    writeProgram(m_programs, QStringLiteral("nvidia-smi"), "#!/bin/sh\necho 'the driver is not loaded' >&2\nexit 9\n");
    const QString failed = clickDetect();
    QVERIFY2(failed.startsWith(QStringLiteral("Detected NVIDIA GeForce RTX 4090 Laptop GPU. ") + passedOver), qPrintable(failed));
    QCOMPARE(m_window->hardwareView()->deviceName(), QStringLiteral("NVIDIA GeForce RTX 4090 Laptop GPU"));

    writeProgram(m_programs, QStringLiteral("nvidia-smi"), "#!/bin/sh\necho 'NVIDIA GeForce RTX 4060 Laptop GPU, 8188 MiB'\n");
    const QString answered = clickDetect();
    QVERIFY2(answered.startsWith(QStringLiteral("Detected NVIDIA GeForce RTX 4060 Laptop GPU (8 GB). ") + passedOver), qPrintable(answered));
    QCOMPARE(m_window->hardwareView()->deviceName(), QStringLiteral("NVIDIA GeForce RTX 4060 Laptop GPU"));

    // In Italian, with the Italian decimal comma of a 512 MB carve-out.
    QVERIFY(writeCard(swapped, QStringLiteral("card0"), Files{{QStringLiteral("mem_info_vram_total"), "536870912\n"}}));
    m_languages.setLanguage(QStringLiteral("it"));
    const QString italian = clickDetect();
    QVERIFY2(italian.contains(QStringLiteral("AMD Radeon 680M (0,5 GB)")) && italian.contains(QStringLiteral("scartata a favore della scheda dedicata")) && !italian.contains(QStringLiteral("passed over")),
             qPrintable(italian));
}

// An Intel Arc (i915 publishes no memory) beside a Ryzen APU's GPU: the Arc, the APU passed over. pci.ids
// names Phoenix's GPU by its code name alone, which the sentence gives.
void TestHardwareDetection::integratedAmdIsPassedOverForAnArc()
{
    QFile::remove(m_programs.filePath(QStringLiteral("nvidia-smi")));
    QTemporaryDir drm;
    QVERIFY(writeCard(drm, QStringLiteral("card0"), Files{amdVendor, deviceId("15bf"), {QStringLiteral("mem_info_vram_total"), "536870912\n"}}));
    QVERIFY(writeCard(drm, QStringLiteral("card1"), Files{intelVendor, deviceId("5690")}));
    useCards(drm);
    const QString text = clickDetect();
    QVERIFY2(text.startsWith(QStringLiteral("Detected Intel Arc A770M. The processor's integrated GPU, AMD Phoenix1 (0.5 GB), was "
                                            "passed over for the discrete card")),
             qPrintable(text));
    QCOMPARE(m_window->hardwareView()->deviceName(), QStringLiteral("Intel Arc A770M"));

    // Debian 12's pci.ids (April 2023) has no Hawk Point: its ID alone tells an APU (1900, unnamed).
    QVERIFY(writeCard(drm, QStringLiteral("card0"), Files{deviceId("1900")}));
    const QString hawkPoint = clickDetect();
    QVERIFY2(hawkPoint.startsWith(QStringLiteral("Detected Intel Arc A770M. The processor's integrated GPU, AMD Radeon (0.5 GB), was "
                                                 "passed over")),
             qPrintable(hawkPoint));
}

// A discrete Radeon beside an APU whose firmware sets aside more than the card has (16 GB of a mini PC's
// Phoenix, an 8 GB RX 7600): the card. A Strix Halo set up with 96 GB beside a 24 GB RX 7900 XTX: the
// card as well, the Strix Halo named as passed over, for whoever runs models on its unified memory.
void TestHardwareDetection::integratedAmdIsPassedOverForAnAmdCard()
{
    QFile::remove(m_programs.filePath(QStringLiteral("nvidia-smi")));
    QTemporaryDir drm;
    QVERIFY(writeCard(drm, QStringLiteral("card0"), Files{amdVendor, deviceId("15bf"), {QStringLiteral("mem_info_vram_total"), "17179869184\n"}}));
    QVERIFY(writeCard(drm, QStringLiteral("card1"), Files{amdVendor, deviceId("7480"), {QStringLiteral("mem_info_vram_total"), "8573157376\n"},
                                                          {QStringLiteral("product_name"), "AMD Radeon RX 7600\n"}}));
    useCards(drm);
    const QString text = clickDetect();
    QVERIFY2(text.startsWith(QStringLiteral("Detected AMD Radeon RX 7600 (8 GB). The processor's integrated GPU, AMD Phoenix1 (16 GB), "
                                            "was passed over")),
             qPrintable(text));
    QCOMPARE(m_window->hardwareView()->deviceName(), QStringLiteral("AMD Radeon RX 7600"));

    QTemporaryDir strixHalo;
    QVERIFY(writeCard(strixHalo, QStringLiteral("card0"), Files{amdVendor, deviceId("1586"), {QStringLiteral("mem_info_vram_total"), "103079215104\n"}}));
    QVERIFY(writeCard(strixHalo, QStringLiteral("card1"), Files{amdVendor, deviceId("744c"), {QStringLiteral("mem_info_vram_total"), "25753026560\n"}}));
    useCards(strixHalo);
    const QString halo = clickDetect();
    QVERIFY2(halo.startsWith(QStringLiteral("Detected AMD Radeon RX 7900 XTX (24 GB). The processor's integrated GPU, AMD Radeon Graphics / "
                                            "Radeon 8050S Graphics / Radeon 8060S Graphics (96 GB), was passed over")),
             qPrintable(halo));
    QCOMPARE(m_window->hardwareView()->deviceName(), QStringLiteral("AMD Radeon RX 7900 XTX"));
}

// With no discrete card the APU's GPU is the one detected, as it was before discrete cards came first,
// and nothing is said to be passed over: a Rembrandt laptop's Radeon 680M, and a Ryzen AI Max+ 395 (Strix
// Halo), the unified-memory machine the list has in 64 and 128 GB: with the firmware's 96 GB carve-out
// the 395 is offered, to be confirmed. (The 680M, which the list lacks, is offered the closest name, a
// Radeon RX card, as before.)
void TestHardwareDetection::integratedAmdAloneIsTheGpu()
{
    QFile::remove(m_programs.filePath(QStringLiteral("nvidia-smi")));
    QTemporaryDir drm;
    QVERIFY(writeCard(drm, QStringLiteral("card0"), Files{amdVendor, deviceId("1681"), {QStringLiteral("mem_info_vram_total"), "2147483648\n"}}));
    useCards(drm);
    const QString before = m_window->hardwareView()->deviceName();
    // Not offered the list's nearest name, a discrete card (it was the 16 GB RX 6800), but the no-GPU
    // entry: the integrated GPU works from system RAM.
    const QString text = clickDetect();
    QVERIFY2(text.startsWith(QStringLiteral("Detected AMD Radeon 680M, the processor's integrated GPU, which is not in the list. It "
                                            "runs models from system RAM: pick “No GPU (CPU and system RAM)” at the top of the list"))
                 && !text.contains(QStringLiteral("passed over")) && !text.contains(QStringLiteral("closest")),
             qPrintable(text));
    QCOMPARE(m_window->hardwareView()->deviceName(), before);
    // The entry the sentence names is a button away.
    QPushButton *noGpu = choiceButton(QStringLiteral("Use No GPU (CPU and system RAM)"));
    QVERIFY(noGpu && noGpu->isVisible());
    // The buttons follow a change of language without detecting again.
    m_languages.setLanguage(QStringLiteral("it"));
    QTRY_VERIFY(choiceButton(QStringLiteral("Usa Nessuna GPU (CPU e RAM di sistema)")));
    m_languages.setLanguage(QStringLiteral("en"));
    QTRY_VERIFY((noGpu = choiceButton(QStringLiteral("Use No GPU (CPU and system RAM)"))));
    QTest::mouseClick(noGpu, Qt::LeftButton);
    QCOMPARE(m_window->hardwareView()->deviceName(), QStringLiteral("cpu"));
    QVERIFY(m_window->hardwareView()->setDevice(before));

    // Phoenix, which pci.ids names by its code name only: was offered the Radeon VII.
    QTemporaryDir phoenix;
    QVERIFY(writeCard(phoenix, QStringLiteral("card0"), Files{amdVendor, deviceId("15bf"), {QStringLiteral("mem_info_vram_total"), "536870912\n"}}));
    useCards(phoenix);
    const QString phoenixText = clickDetect();
    QVERIFY2(phoenixText.startsWith(QStringLiteral("Detected AMD Radeon, the processor's integrated GPU, which is not in the list.")),
             qPrintable(phoenixText));

    // In Italian too.
    m_languages.setLanguage(QStringLiteral("it"));
    const QString italian = clickDetect();
    QVERIFY2(italian.contains(QStringLiteral("Nessuna GPU (CPU e RAM di sistema)")), qPrintable(italian));
    m_languages.setLanguage(QStringLiteral("en"));

    QTemporaryDir strixHalo;
    QVERIFY(writeCard(strixHalo, QStringLiteral("card0"), Files{amdVendor, deviceId("1586"), {QStringLiteral("mem_info_vram_total"), "103079215104\n"}}));
    useCards(strixHalo);
    const QString halo = clickDetect();
    QVERIFY2(halo.startsWith(QStringLiteral("Detected AMD Radeon Graphics / Radeon 8050S Graphics / Radeon 8060S Graphics (96 GB): the "
                                            "driver does not say which of these cards it is; the closest in the list is AMD Ryzen AI "
                                            "Max+ 395 (Radeon 8060S, 64 GB)."))
                 && !halo.contains(QStringLiteral("passed over")),
             qPrintable(halo));
    QCOMPARE(m_window->hardwareView()->deviceName(), before);
}

void TestHardwareDetection::detectsAgainAfterATimeOut()
{
    writeProgram(m_programs, QStringLiteral("nvidia-smi"), "#!/bin/sh\nexec sleep 60\n");
    QVERIFY2(clickDetect().contains(QStringLiteral("did not answer")), qPrintable(m_window->hardwareView()->detectionText()));
    writeProgram(m_programs, QStringLiteral("nvidia-smi"), "#!/bin/sh\necho 'NVIDIA GeForce RTX 3090, 24576 MiB'\n");
    const QString text = clickDetect();
    QVERIFY2(text.startsWith(QStringLiteral("Detected NVIDIA GeForce RTX 3090 (24 GB).")), qPrintable(text));
    QCOMPARE(m_window->hardwareView()->deviceName(), QStringLiteral("NVIDIA GeForce RTX 3090"));
}

void TestHardwareDetection::startWhileRunningIsIgnored()
{
    writeProgram(m_programs, QStringLiteral("nvidia-smi"), "#!/bin/sh\nsleep 0.2\necho 'NVIDIA GeForce RTX 4090, 24564 MiB'\n");
    HardwareDetector *detector = m_window->hardwareView()->detector();
    QSignalSpy finished(detector, &HardwareDetector::finished);
    detector->start();
    QVERIFY(detector->isRunning());
    detector->start();
    QVERIFY(finished.wait(10000));
    QTest::qWait(300);
    QCOMPARE(finished.count(), 1);
    QVERIFY(!detector->isRunning());
    QCOMPARE(finished.first().first().value<DetectedHardware>().probes.size(), 1);
}

void TestHardwareDetection::closingTheWindowDoesNotWaitForAHungProbe()
{
    writeProgram(m_programs, QStringLiteral("nvidia-smi"), "#!/bin/sh\nexec sleep 60\n");
    HardwareDetector::Sources s = sources();
    s.timeoutMs = 60000;
    m_window->hardwareView()->detector()->setSources(s);
    QTest::mouseClick(detectButton(), Qt::LeftButton);
    QTest::qWait(200);
    QVERIFY(m_window->hardwareView()->detector()->isRunning());
    QElapsedTimer clock;
    clock.start();
    m_window.reset();
    QVERIFY2(clock.elapsed() < 2000, qPrintable(QString::number(clock.elapsed())));
    QTest::qWait(200); // the abandoned process is killed and deletes itself
}

void TestHardwareDetection::thisMachine()
{
    // The real probes of the machine the tests run on: whatever it has, detection answers.
    m_window->hardwareView()->detector()->setSources(HardwareDetector::Sources::system());
    const QString text = clickDetect();
    QVERIFY2(text.startsWith(QLatin1String("Detected ")) || text.startsWith(nothing), qPrintable(text));
    qInfo("%s", qPrintable(text));
}

// Not a check: with ATLAS_SCREENSHOTS=folder set, saves the From hardware tab after a failed
// detection, after detecting a laptop GPU the list lacks, an Arc and an NVIDIA card named from pci.ids
// and a card without pci.ids, and an NVIDIA card chosen over an APU's GPU, in both languages, for a person
// to look at; skipped otherwise.
void TestHardwareDetection::screenshots()
{
    ATLAS_SCREENSHOT_FOLDER(folder);
    writeProgram(m_programs, QStringLiteral("nvidia-smi"), "#!/bin/sh\necho 'the driver is not loaded' >&2\nexit 9\n");
    m_window->resize(1500, 900);
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("it")}) {
        m_languages.setLanguage(language);
        clickDetect();
        QTest::qWait(200);
        QVERIFY(m_window->grab().save(QStringLiteral("%1/detection_%2.png").arg(folder, language)));
    }
    // A laptop GPU the list lacks: offered the closest laptop GPU, the device left as it was.
    writeProgram(m_programs, QStringLiteral("nvidia-smi"), "#!/bin/sh\necho 'NVIDIA GeForce RTX 5070 Laptop GPU, 8151 MiB'\n");
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("it")}) {
        m_languages.setLanguage(language);
        clickDetect();
        QTest::qWait(200);
        QVERIFY(m_window->grab().save(QStringLiteral("%1/detection_laptop_%2.png").arg(folder, language)));
    }
    // An Arc A770 named from pci.ids, its memory unknown (offered to confirm), then the same card with no
    // pci.ids (its vendor and ID, and what to install).
    QFile::remove(m_programs.filePath(QStringLiteral("nvidia-smi")));
    QTemporaryDir drm;
    QVERIFY(writeCard(drm, QStringLiteral("card0"), Files{intelVendor, deviceId("56a0")}));
    for (const bool withPciIds : {true, false}) {
        useCards(drm, withPciIds);
        for (const QString &language : {QStringLiteral("en"), QStringLiteral("it")}) {
            m_languages.setLanguage(language);
            clickDetect();
            QTest::qWait(200);
            const QString name = withPciIds ? QStringLiteral("arc") : QStringLiteral("unnamed");
            QVERIFY(m_window->grab().save(QStringLiteral("%1/detection_%2_%3.png").arg(folder, name, language)));
        }
    }
    // An RTX 3060 named from pci.ids, nvidia-smi failing: both sizes the list has, and why the memory is not known.
    writeProgram(m_programs, QStringLiteral("nvidia-smi"), "#!/bin/sh\necho 'the driver is not loaded' >&2\nexit 9\n");
    QVERIFY(writeCard(drm, QStringLiteral("card0"), Files{nvidiaVendor, deviceId("2503")}));
    useCards(drm);
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("it")}) {
        m_languages.setLanguage(language);
        clickDetect();
        QTest::qWait(200);
        QVERIFY(m_window->grab().save(QStringLiteral("%1/detection_nvidia_pciids_%2.png").arg(folder, language)));
    }
    // The same card beside a Ryzen APU's Radeon 680M: the NVIDIA card, the integrated GPU said to be passed over.
    QVERIFY(writeCard(drm, QStringLiteral("card1"), Files{amdVendor, deviceId("1681"), {QStringLiteral("mem_info_vram_total"), "2147483648\n"}}));
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("it")}) {
        m_languages.setLanguage(language);
        clickDetect();
        QTest::qWait(200);
        QVERIFY(m_window->grab().save(QStringLiteral("%1/detection_integrated_passed_over_%2.png").arg(folder, language)));
    }
}

QTEST_MAIN(TestHardwareDetection)
#include "tst_hardwaredetection.moc"
