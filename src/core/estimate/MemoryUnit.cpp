#include "MemoryUnit.h"

#include "Formatter.h"
#include "Settings.h"

namespace {

constexpr double bytesPerGib = 1024.0 * 1024.0 * 1024.0;

} // namespace

MemoryUnit::Unit MemoryUnit::current()
{
    return fromKey(Settings::value(Settings::Key::MemoryUnit).toString()).value_or(Unit::Gib);
}

void MemoryUnit::setCurrent(Unit unit)
{
    Settings::setValue(Settings::Key::MemoryUnit, key(unit));
}

QString MemoryUnit::key(Unit unit)
{
    return unit == Unit::Gb ? QStringLiteral("gb") : QStringLiteral("gib");
}

std::optional<MemoryUnit::Unit> MemoryUnit::fromKey(const QString &key)
{
    for (const Unit unit : {Unit::Gib, Unit::Gb}) {
        if (key.trimmed().compare(MemoryUnit::key(unit), Qt::CaseInsensitive) == 0)
            return unit;
    }
    return std::nullopt;
}

double MemoryUnit::fromGb(double gb, Unit unit)
{
    return unit == Unit::Gb ? gb : gb * 1e9 / bytesPerGib;
}

QString MemoryUnit::number(double gb, Unit unit, int maxDecimals)
{
    return Formatter::number(fromGb(gb, unit), maxDecimals);
}

QString MemoryUnit::text(double gb, Unit unit, int maxDecimals)
{
    return QStringLiteral("%1 %2").arg(number(gb, unit, maxDecimals), symbol(unit));
}

QString MemoryUnit::symbol(Unit unit)
{
    // Binary memory is shown as it is sold and as people call it: a card of 24 × 2³⁰ bytes is "24 GB".
    Q_UNUSED(unit)
    return QStringLiteral("GB");
}

QString MemoryUnit::name(Unit unit)
{
    return unit == Unit::Gb ? tr("GB of 10⁹ bytes, as download sizes are given")
                            : tr("GB as graphics cards and RAM are sold (2³⁰ bytes)");
}

QString MemoryUnit::definition(Unit unit)
{
    return unit == Unit::Gb ? tr("1 GB = 10⁹ bytes") : tr("1 GB = 2³⁰ bytes, as graphics memory and RAM are sold");
}
