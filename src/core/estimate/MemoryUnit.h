#pragma once

#include <QCoreApplication>
#include <QString>

#include <optional>

// How memory figures are shown. Graphics cards and RAM are sold in binary units: a "24 GB" card holds
// 24 GiB (24 × 2³⁰ bytes), which is 25.8 GB of 10⁹ bytes. Shown in GiB, the card's figure is the one on
// its box and what a model needs compares with it directly; GB (10⁹ bytes) is what file sizes on
// download sites use. The estimator works in 10⁹ bytes throughout (and so do the JSON keys ending in
// _gb); only what people read is converted, in the unit they chose (Settings::Key::MemoryUnit).
class MemoryUnit
{
    Q_DECLARE_TR_FUNCTIONS(MemoryUnit)
public:
    enum class Unit { Gib, Gb };

    // The user's choice; GiB until they choose.
    static Unit current();
    static void setCurrent(Unit unit);
    static QString key(Unit unit);                      // "gib", "gb": the stored value
    static std::optional<Unit> fromKey(const QString &key);

    // An estimator figure (10⁹ bytes) in `unit`.
    static double fromGb(double gb, Unit unit);
    // "22.4" / "22,4": the figure in `unit`, without the unit.
    static QString number(double gb, Unit unit, int maxDecimals = 1);
    // "22.4 GB".
    static QString text(double gb, Unit unit, int maxDecimals = 1);
    // "GB" for both: binary memory is named as it is sold ("a 24 GB card"); definition() says which.
    static QString symbol(Unit unit);
    // What the unit is, for a choice and for the notes under a table (translated).
    static QString name(Unit unit);
    static QString definition(Unit unit);   // "1 GB = 2³⁰ bytes, as graphics memory and RAM are sold"
};
