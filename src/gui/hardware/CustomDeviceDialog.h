#pragma once

#include "HardwareDevice.h"

#include <QDialog>

class QDoubleSpinBox;
class QLineEdit;

// Asks for a device the catalogue lacks: a name, its memory and its memory bandwidth (the two figures
// the estimator needs).
class CustomDeviceDialog : public QDialog
{
    Q_OBJECT
public:
    explicit CustomDeviceDialog(QWidget *parent = nullptr);
    HardwareDevice device() const;

private:
    QLineEdit *m_name;
    QDoubleSpinBox *m_memory;
    QDoubleSpinBox *m_bandwidth;
};
