#pragma once

#include "HardwareChoice.h"
#include "HardwareDetector.h"

#include <QSqlDatabase>
#include <QWidget>

class DeviceComboBox;
class QComboBox;
class QDoubleSpinBox;
class DetectionChoices;
class QLabel;
class QPushButton;
class QSpinBox;

// The top of the From hardware tab: which device (picked, detected or entered by the user), how
// many, how much system RAM and how fast, which context length, prompt length and KV-cache precision. It keeps the choice in
// Settings (HardwareChoice) and says when it changes; what the choice runs is HardwareView's job.
class HardwareControls : public QWidget
{
    Q_OBJECT
public:
    explicit HardwareControls(QSqlDatabase db, QWidget *parent = nullptr);

    const HardwareChoice &choice() const { return m_choice; }

    bool setDevice(const QString &nameOrAlias);
    QString deviceName() const;
    void setCount(int count);
    void setContextLength(int tokens);
    void setSystemRam(double gb);
    void setRamBandwidth(double gbs);
    void setPromptTokens(int tokens);
    void detectHardware();
    QString detectionText() const;
    HardwareDetector *detector() const { return m_detector; }

    // Reads the widgets into the choice, emits choiceEdited(), saves it and emits choiceChanged().
    void apply();

signals:
    // The choice in the controls changed and is not saved yet: what is worked out from choice() alone
    // starts here, on worker threads, while the settings file is written (a synced write on the GUI
    // thread, milliseconds long).
    void choiceEdited();
    // The choice is saved: what reads it from the settings (the model page) may read it now.
    void choiceChanged();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void readChoice();
    bool choosesUnified() const;
    // Greys the count and RAM boxes for unified memory, the count showing 1 (the count for cards is kept).
    void showDeviceKind();
    // The device shown was picked: an example stops being one.
    void markChosen();
    void addCustomDevice();
    void showDetection(const DetectedHardware &found);
    // One sentence on how a program asked during detection answered; empty when it answered well.
    QString probeSentence(const HardwareProbe &probe) const;

    QSqlDatabase m_db;
    HardwareChoice m_choice;
    HardwareDetector *m_detector;
    QLabel *m_deviceLabel;
    DeviceComboBox *m_device;
    QPushButton *m_detect;
    QPushButton *m_addDevice;
    QLabel *m_countLabel;
    QSpinBox *m_count;
    QLabel *m_ramLabel;
    QDoubleSpinBox *m_ram;
    QLabel *m_ramBandwidthLabel;
    QDoubleSpinBox *m_ramBandwidth;
    QLabel *m_contextLabel;
    QSpinBox *m_context;
    QLabel *m_promptLabel;
    QSpinBox *m_prompt;
    QLabel *m_kvLabel;
    QComboBox *m_kv;
    QLabel *m_detection;
    DetectionChoices *m_choices;
    DetectedHardware m_lastDetection;
    bool m_hasDetection = false;
    bool m_countShowsUnified = false;   // the count box shows a Mac's 1, not the count chosen for cards
};
