#pragma once

#include "HardwareDevice.h"

#include <QComboBox>

class QSortFilterProxyModel;
class QStandardItemModel;

// The device picker: no GPU (the processor and system RAM) first, then the catalogue grouped by vendor
// under disabled header rows (a vendor's laptop GPUs under a header of their own), then the user's own
// devices. Typing lists the devices whose name, alias
// or short name holds what was typed, compared as NameMatcher compares names (so "rtx4090" and "H100
// SXM" find their cards, and "4070 laptop" the RTX 4070 Laptop GPU).
class DeviceComboBox : public QComboBox
{
    Q_OBJECT
public:
    enum Role {
        DeviceNameRole = Qt::UserRole + 1,
        MatchKeysRole,   // QStringList: NameMatcher::key of each name the device is found by
    };

    explicit DeviceComboBox(QWidget *parent = nullptr);

    void setCustomDevices(const QVector<HardwareDevice> &devices);
    // Selects the device of this name or alias; false when it is not in the list.
    bool selectDevice(const QString &nameOrAlias);
    QString currentDeviceName() const;

signals:
    void deviceChosen(const QString &name);

protected:
    void changeEvent(QEvent *event) override;

private:
    void rebuild();
    void addHeader(const QString &title);
    void addDevice(const HardwareDevice &device);
    // The choice of no GPU, under its own header at the top.
    void addCpuOnly();

    QStandardItemModel *m_items;
    QSortFilterProxyModel *m_matches;   // what the completer lists
    QVector<HardwareDevice> m_custom;
    QString m_current;
};
