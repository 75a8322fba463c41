#pragma once

#include "HardwareDevice.h"

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QString>

#include <optional>

// The device a name given to --hardware or --runs-on means, as HardwareCatalogue::lookup() reads
// names, the user's own devices included: "cpu" for none; a name or alias, case and spacing aside;
// else the one device that holds it in whole words ("MI300X"), said on stderr. A name that several
// devices hold lists them (ShortList) so that the user can give one; an unknown one, the closest.
class DeviceName
{
    Q_DECLARE_TR_FUNCTIONS(DeviceName)
public:
    // The device, or nothing with the reason printed (exit code 2 for the caller).
    static std::optional<HardwareDevice> resolve(QSqlDatabase db, const QString &typed);
};
