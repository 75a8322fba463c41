#include "Settings.h"

#include <QCoreApplication>
#include <QHash>
#include <QSettings>
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

} // namespace

QVariant Settings::value(Key key)
{
    return value(key, defaultValue(key));
}

QVariant Settings::value(Key key, const QVariant &otherwise)
{
    return QSettings().value(name(key), otherwise);
}

void Settings::setValue(Key key, const QVariant &value)
{
    QSettings settings;
    const QVariant before = settings.value(name(key));
    settings.setValue(name(key), value);
    if (before != value)
        emit notifier()->changed(key);
}

void Settings::setValues(const QList<std::pair<Key, QVariant>> &values)
{
    QList<Key> changed;
    {
        QSettings settings;
        for (const auto &[key, value] : values) {
            if (!value.isValid()) {
                if (settings.contains(name(key)))
                    changed.append(key);
                settings.remove(name(key));
                continue;
            }
            if (settings.value(name(key)) != value)
                changed.append(key);
            settings.setValue(name(key), value);
        }
    }   // written here, before anyone told of a change reads it
    for (const Key key : std::as_const(changed))
        emit notifier()->changed(key);
}

void Settings::remove(Key key)
{
    QSettings settings;
    const bool was = settings.contains(name(key));
    settings.remove(name(key));
    if (was)
        emit notifier()->changed(key);
}

void Settings::clear()
{
    QSettings().clear();
    for (const Key key : keys())
        emit notifier()->changed(key);
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
