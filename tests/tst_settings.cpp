// Settings: every key named once with its default, stored under the names earlier versions wrote.
#include "Settings.h"

#include <QFile>
#include <QSet>
#include <QSignalSpy>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using Key = Settings::Key;
Q_DECLARE_METATYPE(Settings::Key)

class TestSettings : public QObject
{
    Q_OBJECT
private slots:
    void init();
    void everyKeyHasItsOwnName();
    void storedNamesAreTheOnesEarlierVersionsWrote_data();
    void storedNamesAreTheOnesEarlierVersionsWrote();
    void unsetKeysGiveTheirDefault();
    void removeGoesBackToTheDefault();
    void severalValuesInOneWrite();
    void aChangeIsAnnounced();
    void aWriteThatFailsIsReported();
};

void TestSettings::init()
{
    QCoreApplication::setOrganizationName(QStringLiteral("ModelAtlasTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_settings"));
    Settings::clear();
}

void TestSettings::everyKeyHasItsOwnName()
{
    QSet<QString> names;
    const QList<Key> keys = Settings::keys();
    QCOMPARE(keys.size(), int(Key::MemoryUnit) + 1);
    for (const Key key : keys) {
        QVERIFY(!Settings::name(key).isEmpty());
        names.insert(Settings::name(key));
    }
    QCOMPARE(names.size(), keys.size());
}

// A user's settings file from an earlier version keeps working: each key reads what was written under
// its old name (written here the way those versions wrote it).
void TestSettings::storedNamesAreTheOnesEarlierVersionsWrote_data()
{
    QTest::addColumn<Key>("key");
    QTest::addColumn<QString>("stored");
    QTest::addColumn<QVariant>("value");
    QTest::newRow("language") << Key::Language << QStringLiteral("language") << QVariant(QStringLiteral("it"));
    QTest::newRow("update address") << Key::UpdateUrl << QStringLiteral("update/url") << QVariant(QStringLiteral("http://mirror/x.csv"));
    QTest::newRow("update time-out") << Key::UpdateTimeoutSeconds << QStringLiteral("update/timeoutSeconds") << QVariant(12);
    QTest::newRow("record labels") << Key::ChartsLabelRecords << QStringLiteral("charts/labelRecords") << QVariant(true);
    QTest::newRow("geometry") << Key::WindowGeometry << QStringLiteral("window/geometry") << QVariant(QByteArray("g"));
    QTest::newRow("window state") << Key::WindowState << QStringLiteral("window/state") << QVariant(QByteArray("s"));
    QTest::newRow("splitter") << Key::WindowSplitter << QStringLiteral("window/splitter") << QVariant(QByteArray("p"));
    QTest::newRow("table header") << Key::WindowTableHeader << QStringLiteral("window/tableHeader") << QVariant(QByteArray("h"));
    QTest::newRow("closed cleanly") << Key::CatalogueVerified << QStringLiteral("catalogue/verified") << QVariant(QStringLiteral("stamp"));
    QTest::newRow("device") << Key::HardwareDevice << QStringLiteral("hardware/device") << QVariant(QStringLiteral("RTX"));
    QTest::newRow("memory") << Key::HardwareMemoryGb << QStringLiteral("hardware/memoryGb") << QVariant(24.0);
    QTest::newRow("bandwidth") << Key::HardwareBandwidthGbs << QStringLiteral("hardware/bandwidthGbs") << QVariant(1008.0);
    QTest::newRow("unified") << Key::HardwareUnified << QStringLiteral("hardware/unified") << QVariant(true);
    QTest::newRow("count") << Key::HardwareCount << QStringLiteral("hardware/count") << QVariant(2);
    QTest::newRow("system RAM") << Key::HardwareSystemRamGb << QStringLiteral("hardware/systemRamGb") << QVariant(64.0);
    QTest::newRow("RAM bandwidth") << Key::HardwareRamBandwidthGbs << QStringLiteral("hardware/ramBandwidthGbs") << QVariant(89.6);
    QTest::newRow("context") << Key::HardwareContext << QStringLiteral("hardware/context") << QVariant(4096);
    QTest::newRow("prompt") << Key::HardwarePromptTokens << QStringLiteral("hardware/promptTokens") << QVariant(512);
    QTest::newRow("KV precision") << Key::HardwareKvPrecision << QStringLiteral("hardware/kv") << QVariant(QStringLiteral("Q8_0"));
}

void TestSettings::storedNamesAreTheOnesEarlierVersionsWrote()
{
    QFETCH(Key, key);
    QFETCH(QString, stored);
    QFETCH(QVariant, value);
    QCOMPARE(Settings::name(key), stored);
    QSettings().setValue(stored, value);
    QCOMPARE(Settings::value(key), value);
}

void TestSettings::unsetKeysGiveTheirDefault()
{
    QCOMPARE(Settings::value(Key::UpdateTimeoutSeconds).toInt(), 30);
    QCOMPARE(Settings::value(Key::ChartsLabelRecords).toBool(), false);
    QVERIFY(Settings::value(Key::Language).toString().isEmpty());
    QVERIFY(Settings::value(Key::UpdateUrl).toString().isEmpty());
    // The catalogue table starts with a few columns, the name first; the rest are chosen from its header.
    const QStringList columns = Settings::value(Key::CatalogueColumns).toStringList();
    QCOMPARE(columns.first(), QStringLiteral("name"));
    QVERIFY(columns.contains(QStringLiteral("access")));
    QVERIFY(!columns.contains(QStringLiteral("hardware")));
    // The hardware choice's defaults are the estimator's: the reader gives them.
    QVERIFY(!Settings::defaultValue(Key::HardwareCount).isValid());
    QCOMPARE(Settings::value(Key::HardwareCount, 1).toInt(), 1);
}

void TestSettings::removeGoesBackToTheDefault()
{
    Settings::setValue(Key::UpdateTimeoutSeconds, 5);
    QCOMPARE(Settings::value(Key::UpdateTimeoutSeconds).toInt(), 5);
    Settings::remove(Key::UpdateTimeoutSeconds);
    QCOMPARE(Settings::value(Key::UpdateTimeoutSeconds).toInt(), 30);
    Settings::setValue(Key::ChartsLabelRecords, true);
    Settings::clear();
    QCOMPARE(Settings::value(Key::ChartsLabelRecords).toBool(), false);
}

void TestSettings::severalValuesInOneWrite()
{
    Settings::setValues({{Key::HardwareCount, 3}, {Key::HardwareContext, 16384}, {Key::HardwareDevice, QStringLiteral("Apple M4")}});
    QCOMPARE(Settings::value(Key::HardwareCount).toInt(), 3);
    QCOMPARE(Settings::value(Key::HardwareContext).toInt(), 16384);
    QCOMPARE(Settings::value(Key::HardwareDevice).toString(), QStringLiteral("Apple M4"));
    // Under each key's own stored name, as one write per key would have put them.
    QCOMPARE(QSettings().value(Settings::name(Key::HardwareContext)).toInt(), 16384);

    // Each real change is announced once, after the write; an invalid value removes its key.
    QSignalSpy spy(Settings::notifier(), &SettingsNotifier::changed);
    Settings::setValues({{Key::HardwareCount, 3}, {Key::HardwareContext, 8192}, {Key::HardwareDevice, QVariant()}});
    QCOMPARE(spy.count(), 2);
    QCOMPARE(spy.at(0).at(0).value<Settings::Key>(), Key::HardwareContext);
    QCOMPARE(spy.at(1).at(0).value<Settings::Key>(), Key::HardwareDevice);
    QVERIFY(!QSettings().contains(Settings::name(Key::HardwareDevice)));
    Settings::setValues({{Key::HardwareDevice, QVariant()}});   // nothing was stored
    QCOMPARE(spy.count(), 2);
}

// Every view that shows a setting follows a change made anywhere: the notifier says which key changed,
// once per real change.
void TestSettings::aChangeIsAnnounced()
{
    QSignalSpy spy(Settings::notifier(), &SettingsNotifier::changed);
    QCOMPARE(Settings::value(Key::MemoryUnit).toString(), QStringLiteral("gib"));
    QCOMPARE(Settings::value(Key::HardwareMinQuality).toString(), QStringLiteral("good"));
    QCOMPARE(Settings::value(Key::HardwareMinTokensPerSecond).toDouble(), 10.0);
    Settings::setValue(Key::MemoryUnit, QStringLiteral("gb"));
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.takeFirst().at(0).value<Settings::Key>(), Key::MemoryUnit);
    Settings::setValue(Key::MemoryUnit, QStringLiteral("gb"));   // the same value: nothing to say
    QCOMPARE(spy.count(), 0);
    Settings::remove(Key::MemoryUnit);
    QCOMPARE(spy.count(), 1);
    Settings::remove(Key::MemoryUnit);                           // nothing was stored
    QCOMPARE(spy.count(), 1);
    QCOMPARE(Settings::value(Key::MemoryUnit).toString(), QStringLiteral("gib"));
}

// A settings file that cannot be written (a full disk, a read-only folder) is not passed over in
// silence: the window is told once, what happened and what to do, and told again when writes land.
// A file where the settings folder should be fails for root too, with no mount.
void TestSettings::aWriteThatFailsIsReported()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString blocker = dir.filePath(QStringLiteral("config"));
    QFile file(blocker);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.close();
    const QString configHome = QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation);
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, blocker);
    QCOMPARE(Settings::writeProblem(), Settings::WriteProblem::None);
    QVERIFY(Settings::writeProblemText().isEmpty());

    QSignalSpy spy(Settings::notifier(), &SettingsNotifier::writeProblemChanged);
    Settings::setValue(Key::Language, QStringLiteral("it"));
    QCOMPARE(Settings::writeProblem(), Settings::WriteProblem::FolderNotWritable);
    QCOMPARE(spy.count(), 1);
    const QString text = Settings::writeProblemText();
    QVERIFY2(text.contains(blocker), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("its folder cannot be written")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("Make the folder writable")), qPrintable(text));
    // The value holds for this run; the next failures say nothing new.
    QCOMPARE(Settings::value(Key::Language).toString(), QStringLiteral("it"));
    Settings::setValues({{Key::HardwareCount, 2}, {Key::HardwareContext, 8192}});
    Settings::remove(Key::MemoryUnit);
    QCOMPARE(spy.count(), 1);

    // A folder that can be written again: the next write lands and the problem is gone.
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, configHome);
    Settings::setValue(Key::Language, QStringLiteral("en"));
    QCOMPARE(Settings::writeProblem(), Settings::WriteProblem::None);
    QCOMPARE(spy.count(), 2);
    QVERIFY(Settings::writeProblemText().isEmpty());
}

QTEST_GUILESS_MAIN(TestSettings)
#include "tst_settings.moc"
