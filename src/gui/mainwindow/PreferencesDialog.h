#pragma once

#include <QDialog>
#include <QSqlDatabase>

class DeviceComboBox;
class HardwareView;
class LanguageManager;
class QComboBox;
class QLineEdit;
class QSpinBox;

// Edit ▸ Preferences: what was only in the settings file (the update address and its time-out) beside
// the language, the device the From hardware tab and the model pages start on, and the unit memory is
// shown in. Accepting applies each at once, in every view (Settings' notifier carries the unit).
class PreferencesDialog : public QDialog
{
    Q_OBJECT
public:
    PreferencesDialog(QSqlDatabase db, LanguageManager *languages, HardwareView *hardware, QWidget *parent = nullptr);

    QComboBox *languageBox() const { return m_language; }
    QLineEdit *updateAddressEdit() const { return m_updateUrl; }
    QSpinBox *timeoutBox() const { return m_timeout; }
    DeviceComboBox *deviceBox() const { return m_device; }
    QComboBox *unitBox() const { return m_unit; }

    void accept() override;

private:
    LanguageManager *m_languages;
    HardwareView *m_hardware;
    QComboBox *m_language;
    QLineEdit *m_updateUrl;
    QSpinBox *m_timeout;
    DeviceComboBox *m_device;
    QComboBox *m_unit;
};
