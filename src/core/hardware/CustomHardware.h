#pragma once

#include "HardwareDevice.h"

#include <QSqlDatabase>
#include <QVector>

// Devices the user added by hand (name, memory, bandwidth), in the user_hardware table, so they
// survive catalogue updates like favourites and notes do.
class CustomHardware
{
public:
    explicit CustomHardware(QSqlDatabase db);

    QVector<HardwareDevice> all() const;
    // Adds or replaces the device of that name. Memory and bandwidth must be positive.
    bool add(const HardwareDevice &device, QString *error);
    bool remove(const QString &name, QString *error);

private:
    QSqlDatabase m_db;
};
