#include "Settings.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QMutex>
#include <QSettings>
#include <QStorageInfo>
#include <QThread>

#include <algorithm>

namespace {

struct Entry
{
    QString name;
    QVariant defaultValue;
};

using Table = QHash<int, Entry>;   // int(Settings::Key): Qt 6.4 hashes no enum class

// The stored names are the ones earlier versions wrote: a user's settings file keeps working.
const Table &entries()
{
    using Key = Settings::Key;
    static const Table table{
        {int(Key::Language), {QStringLiteral("language"), QString()}},
        {int(Key::UpdateUrl), {QStringLiteral("update/url"), QString()}},
        {int(Key::UpdateTimeoutSeconds), {QStringLiteral("update/timeoutSeconds"), 30}},
        {int(Key::ChartsLabelRecords), {QStringLiteral("charts/labelRecords"), false}},
        {int(Key::WindowGeometry), {QStringLiteral("window/geometry"), QByteArray()}},
        {int(Key::WindowState), {QStringLiteral("window/state"), QByteArray()}},
        {int(Key::WindowSplitter), {QStringLiteral("window/splitter"), QByteArray()}},
        {int(Key::WindowTableHeader), {QStringLiteral("window/tableHeader"), QByteArray()}},
        // The columns a newcomer needs to tell models apart and to see whether one can run at home;
        // the rest are a right click on the header away.
        {int(Key::CatalogueColumns),
         {QStringLiteral("catalogue/columns"),
          QStringList{QStringLiteral("name"), QStringLiteral("organisation"), QStringLiteral("published"),
                      QStringLiteral("domain"), QStringLiteral("parameters"), QStringLiteral("access")}}},
        {int(Key::CatalogueVerified), {QStringLiteral("catalogue/verified"), QString()}},
        {int(Key::HardwareDevice), {QStringLiteral("hardware/device"), QVariant()}},
        {int(Key::HardwareMemoryGb), {QStringLiteral("hardware/memoryGb"), QVariant()}},
        {int(Key::HardwareBandwidthGbs), {QStringLiteral("hardware/bandwidthGbs"), QVariant()}},
        {int(Key::HardwareUnified), {QStringLiteral("hardware/unified"), QVariant()}},
        {int(Key::HardwareCount), {QStringLiteral("hardware/count"), QVariant()}},
        {int(Key::HardwareSystemRamGb), {QStringLiteral("hardware/systemRamGb"), QVariant()}},
        {int(Key::HardwareRamBandwidthGbs), {QStringLiteral("hardware/ramBandwidthGbs"), QVariant()}},
        {int(Key::HardwareContext), {QStringLiteral("hardware/context"), QVariant()}},
        {int(Key::HardwarePromptTokens), {QStringLiteral("hardware/promptTokens"), QVariant()}},
        {int(Key::HardwareKvPrecision), {QStringLiteral("hardware/kv"), QVariant()}},
        // Quantizations from Q4_K_M up, at a speed faster than most people read: what the usual advice
        // ("Q4_K_M or better") and a usable chat ask for (docs/estimator.md, "What counts as usable").
        {int(Key::HardwareMinQuality), {QStringLiteral("hardware/minQuality"), QStringLiteral("good")}},
        {int(Key::HardwareMinTokensPerSecond), {QStringLiteral("hardware/minTokensPerSecond"), 10.0}},
        {int(Key::MemoryUnit), {QStringLiteral("display/memoryUnit"), QStringLiteral("gib")}},
    };
    return table;
}

// Why the last write failed, kept as facts (not text) so that the message follows the language.
struct WriteFailure
{
    QString file;   // empty while writes land
    Settings::WriteProblem problem = Settings::WriteProblem::None;
};

QMutex failureLock;
WriteFailure lastFailure;

// What stands in the way of writing `file`: the disk holding its nearest existing folder read-only or
// full, or else the folder itself (permissions, a file where a folder should be).
Settings::WriteProblem diagnose(const QString &file)
{
    QString existing = QFileInfo(file).absolutePath();
    while (!QFileInfo::exists(existing) && !QDir(existing).isRoot())
        existing = QFileInfo(existing).absolutePath();
    const QStorageInfo disk(existing);
    if (disk.isValid() && disk.isReadOnly())
        return Settings::WriteProblem::ReadOnlyDisk;
    // A few kilobytes free is as good as none: the settings file is rewritten whole.
    if (disk.isValid() && disk.bytesAvailable() < 64 * 1024)
        return Settings::WriteProblem::DiskFull;
    return Settings::WriteProblem::FolderNotWritable;
}

// Values written while the file could not be, by stored name (an invalid value: removed). They hold
// for this run, and go to the file with the next write that lands.
QHash<QString, QVariant> unsaved;

// The value stored under `name`, invalid when none: this run's unsaved value first.
QVariant stored(const QSettings &settings, const QString &name)
{
    {
        QMutexLocker locker(&failureLock);
        if (const auto it = unsaved.constFind(name); it != unsaved.constEnd())
            return *it;
    }
    return settings.value(name);
}

// Writes the values (an invalid one removes its key) and checks that they landed. QSettings writes
// when it syncs and says nothing when that fails (the old file is kept whole: it writes a copy and
// renames it); its status() after sync() does. The window is told when writes start or stop
// failing, not at every one.
void store(QSettings &settings, const QHash<QString, QVariant> &writes)
{
    QHash<QString, QVariant> all;
    {
        QMutexLocker locker(&failureLock);
        all = unsaved;
    }
    all.insert(writes);
    for (auto it = all.cbegin(); it != all.cend(); ++it) {
        if (it->isValid())
            settings.setValue(it.key(), *it);
        else
            settings.remove(it.key());
    }
    settings.sync();
    WriteFailure now;
    // Without an organisation name QSettings reports AccessError from the start, written or not (a
    // test's own program); the program always has one.
    if (settings.status() == QSettings::AccessError && !QCoreApplication::organizationName().isEmpty()) {
        now.file = settings.fileName();
        now.problem = diagnose(now.file);
    }
    bool changed;
    {
        QMutexLocker locker(&failureLock);
        unsaved = now.problem == Settings::WriteProblem::None ? QHash<QString, QVariant>() : all;
        changed = now.problem != lastFailure.problem || now.file != lastFailure.file;
        lastFailure = now;
    }
    if (changed)
        emit Settings::notifier()->writeProblemChanged();
}

} // namespace

QVariant Settings::value(Key key)
{
    return value(key, defaultValue(key));
}

QVariant Settings::value(Key key, const QVariant &otherwise)
{
    const QVariant value = stored(QSettings(), name(key));
    return value.isValid() ? value : otherwise;
}

void Settings::setValue(Key key, const QVariant &value)
{
    setValues({{key, value}});
}

void Settings::setValues(const QList<std::pair<Key, QVariant>> &values)
{
    QList<Key> changed;
    {
        QSettings settings;
        QHash<QString, QVariant> writes;
        for (const auto &[key, value] : values) {
            if (stored(settings, name(key)) != value)
                changed.append(key);
            writes.insert(name(key), value);
        }
        store(settings, writes);
    }   // written here, before anyone told of a change reads it
    for (const Key key : std::as_const(changed))
        emit notifier()->changed(key);
}

void Settings::remove(Key key)
{
    setValues({{key, QVariant()}});
}

void Settings::clear()
{
    {
        QMutexLocker locker(&failureLock);
        unsaved.clear();
    }
    QSettings settings;
    settings.clear();
    store(settings, {});
    for (const Key key : keys())
        emit notifier()->changed(key);
}

Settings::WriteProblem Settings::writeProblem()
{
    QMutexLocker locker(&failureLock);
    return lastFailure.problem;
}

QString Settings::writeProblemText()
{
    WriteFailure failure;
    {
        QMutexLocker locker(&failureLock);
        failure = lastFailure;
    }
    QString what;
    QString todo;
    switch (failure.problem) {
    case WriteProblem::None:
        return QString();
    case WriteProblem::DiskFull:
        what = QCoreApplication::translate("Settings", "the disk is full");
        todo = QCoreApplication::translate("Settings", "Free some space on the disk: the settings are saved again at the next change.");
        break;
    case WriteProblem::ReadOnlyDisk:
        what = QCoreApplication::translate("Settings", "the disk is read-only");
        todo = QCoreApplication::translate("Settings", "Make the disk writable: the settings are saved again at the next change.");
        break;
    case WriteProblem::FolderNotWritable:
        what = QCoreApplication::translate("Settings", "its folder cannot be written");
        todo = QCoreApplication::translate("Settings", "Make the folder writable: the settings are saved again at the next change.");
        break;
    }
    return QCoreApplication::translate("Settings", "Your settings could not be saved in %1: %2. The language, the window's "
                                                "layout and the device you chose are as before at the next start. %3")
        .arg(QDir::toNativeSeparators(failure.file), what, todo);
}

SettingsNotifier *Settings::notifier()
{
    // Made on first use, which may be on a worker thread: it belongs to the application's thread, where
    // the views that listen live (their connections then queue a change made elsewhere).
    static SettingsNotifier *const instance = [] {
        auto *n = new SettingsNotifier;
        if (QCoreApplication *app = QCoreApplication::instance(); app && n->thread() != app->thread())
            n->moveToThread(app->thread());
        return n;
    }();
    return instance;
}

QVariant Settings::defaultValue(Key key)
{
    return entries().value(int(key)).defaultValue;
}

QString Settings::name(Key key)
{
    return entries().value(int(key)).name;
}

QList<Settings::Key> Settings::keys()
{
    QList<int> numbers = entries().keys();
    std::sort(numbers.begin(), numbers.end());
    QList<Key> out;
    for (const int n : std::as_const(numbers))
        out.append(Key(n));
    return out;
}
