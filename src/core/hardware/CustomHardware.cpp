#include "CustomHardware.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QSqlError>
#include <QSqlQuery>

CustomHardware::CustomHardware(QSqlDatabase db)
    : m_db(db)
{
}

QVector<HardwareDevice> CustomHardware::all() const
{
    QVector<HardwareDevice> out;
    QSqlQuery q(m_db);
    if (!q.exec(QStringLiteral("SELECT name, memory_gb, bandwidth_gbs FROM user_hardware ORDER BY added, name")))
        return out;
    while (q.next()) {
        HardwareDevice d;
        d.name = q.value(0).toString();
        d.vendor = QCoreApplication::translate("CustomHardware", "Your devices");
        d.memoryGb = q.value(1).toDouble();
        d.bandwidthGbs = q.value(2).toDouble();
        out.append(d);
    }
    return out;
}

bool CustomHardware::add(const HardwareDevice &device, QString *error)
{
    const QString name = device.name.trimmed();
    if (name.isEmpty() || !(device.memoryGb > 0) || !(device.bandwidthGbs > 0)) {
        if (error)
            *error = QCoreApplication::translate("CustomHardware", "A device needs a name, and memory and bandwidth above zero.");
        return false;
    }
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("INSERT OR REPLACE INTO user_hardware (name, memory_gb, bandwidth_gbs, added) VALUES (?, ?, ?, ?)"));
    q.addBindValue(name);
    q.addBindValue(device.memoryGb);
    q.addBindValue(device.bandwidthGbs);
    q.addBindValue(QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
    if (!q.exec()) {
        if (error)
            *error = q.lastError().text();
        return false;
    }
    return true;
}

bool CustomHardware::remove(const QString &name, QString *error)
{
    QSqlQuery q(m_db);
    q.prepare(QStringLiteral("DELETE FROM user_hardware WHERE name = ?"));
    q.addBindValue(name);
    if (!q.exec()) {
        if (error)
            *error = q.lastError().text();
        return false;
    }
    return true;
}
