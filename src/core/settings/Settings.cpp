#include "Settings.h"

#include <QHash>
#include <QSettings>

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
    QSettings().setValue(name(key), value);
}

void Settings::setValues(const QList<std::pair<Key, QVariant>> &values)
{
    QSettings settings;
    for (const auto &[key, value] : values)
        settings.setValue(name(key), value);
}

void Settings::remove(Key key)
{
    QSettings().remove(name(key));
}

void Settings::clear()
{
    QSettings().clear();
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
