#pragma once

#include "HardwareDevice.h"

#include <QComboBox>

class QStandardItemModel;

// The device picker: the catalogue grouped by vendor under disabled header rows, then the user's own
// devices; typing filters by any part of the name through a completer.
class DeviceComboBox : public QComboBox
{
    Q_OBJECT
public:
    enum Role { DeviceNameRole = Qt::UserRole + 1 };

    explicit DeviceComboBox(QWidget *parent = nullptr);

    void setCustomDevices(const QVector<HardwareDevice> &devices);
    // Selects the device of this name or alias; false when it is not in the list.
    bool selectDevice(const QString &nameOrAlias);
    QString currentDeviceName() const;

signals:
    void deviceChosen(const QString &name);

private:
    void rebuild();
    void addHeader(const QString &title);

    QStandardItemModel *m_items;
    QVector<HardwareDevice> m_custom;
    QString m_current;
};
