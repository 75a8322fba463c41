// gui/hardware: the devices a detection could not decide between, as buttons to pick one with.
#pragma once

#include <QStringList>
#include <QWidget>

class QPushButton;

// Under the detection's sentence: "Use Intel Arc A770 8GB", "Use Intel Arc A770 16GB" when the driver
// gave no memory, "Use NVIDIA GeForce RTX 3060 12GB" for the closest in the list, "Use No GPU (CPU and
// system RAM)" when no card answered. The sentence said "pick it from the list", and the list holds 277
// devices: a button takes the one meant in one click. The current device's button is disabled, so the
// row also says which of them is in use. Hidden when there is nothing to choose between. The owner sets
// the choices again when the language changes (the no-GPU entry's name is translated).
class DetectionChoices : public QWidget
{
    Q_OBJECT
public:
    explicit DetectionChoices(QWidget *parent = nullptr);

    // The devices by their catalogue names ("cpu" for the no-GPU entry) and the display names to show.
    void setChoices(const QStringList &deviceNames, const QStringList &shownNames);
    // Disables the button of this device, enables the others.
    void setCurrent(const QString &deviceName);
    QStringList deviceNames() const { return m_names; }

signals:
    void chosen(const QString &deviceName);

private:
    QStringList m_names;
    QVector<QPushButton *> m_buttons;
};
