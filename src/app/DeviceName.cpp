#include "DeviceName.h"

#include "Console.h"
#include "CustomHardware.h"
#include "HardwareCatalogue.h"
#include "NameMatcher.h"
#include "ShortList.h"

#include <cstdio>

using Console::print;

std::optional<HardwareDevice> DeviceName::resolve(QSqlDatabase db, const QString &typed)
{
    if (HardwareDevice::isCpuOnlyKey(typed))
        return HardwareDevice::cpuOnly();   // its memory and bandwidth: --ram-gb, --ram-bandwidth-gbs
    const HardwareCatalogue &catalogue = HardwareCatalogue::shipped();
    // Devices the user added in the window count too, named as loosely as the shipped ones; lookup()
    // tries the shipped names first.
    const QVector<HardwareDevice> custom = CustomHardware(db).all();
    const HardwareCatalogue::Lookup found = catalogue.lookup(typed, custom);
    if (found.devices.size() == 1) {
        // A part of a name taken for the whole: said, so that a script's author sees which device it is.
        if (!found.exact)
            print(stderr, tr("\"%1\" is taken as %2, the one device whose name holds it.").arg(typed, found.devices.constFirst().name));
        return found.devices.constFirst();
    }
    if (found.devices.size() > 1) {
        QStringList names;
        for (const HardwareDevice &d : found.devices)
            names.append(d.name);
        print(stderr, tr("\"%1\" is part of the names of %n device(s): %2. Give the whole name of one.", nullptr,
                         int(names.size()))
                          .arg(typed, ShortList::text(names, QStringLiteral("; "))));
        return std::nullopt;
    }
    QVector<NameMatcher::Candidate> candidates = catalogue.candidates();
    for (const HardwareDevice &d : custom)
        candidates.append({d.name, {}});
    print(stderr, tr("Unknown device \"%1\". Closest names: %2.")
                      .arg(typed, NameMatcher::closest(candidates, typed).join(QStringLiteral("; "))));
    return std::nullopt;
}
