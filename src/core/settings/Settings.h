// core/settings: what the program remembers between runs: every key it keeps, named once with its
// default.
#pragma once

#include <QList>
#include <QObject>
#include <QString>
#include <QVariant>

#include <utility>

class SettingsNotifier;

// Every setting the program keeps (QSettings: the user's configuration folder), named in this one place
// with its default, as KeePassXC's Config does. Nothing else names a key or opens QSettings
// (the architecture_arrows test checks), so a key cannot be spelt two ways or given two defaults.
class Settings
{
    Q_GADGET
public:
    enum class Key {
        Language,               // interface language, "en" or "it"; empty: the system's (LanguageManager)
        UpdateUrl,              // where Update from Epoch AI downloads from; empty: Epoch AI's own address
        UpdateTimeoutSeconds,   // a download that receives less than a kilobyte in this time is given up
        ChartsLabelRecords,     // the Charts tab names its record-setting models
        WindowGeometry,         // the main window's size and place (QWidget::saveGeometry)
        WindowState,            // its toolbars and docks (QMainWindow::saveState)
        WindowSplitter,         // the catalogue table beside the model page
        WindowTableHeader,      // the catalogue table's column widths and order
        CatalogueColumns,       // the catalogue table's columns the user chose to see, by name (CatalogueTableModel::columnName)
        CatalogueVerified,      // the catalogue file last closed cleanly, as CatalogueFile stamps it
        // The device chosen in the From hardware tab and its set-up (HardwareChoice). Their defaults
        // are the estimator's (HardwareConfig), which HardwareChoice starts from: none here.
        HardwareDevice,
        HardwareMemoryGb,
        HardwareBandwidthGbs,
        HardwareUnified,
        HardwareCount,
        HardwareSystemRamGb,
        HardwareRamBandwidthGbs,
        HardwareContext,
        HardwarePromptTokens,
        HardwareKvPrecision,
        // What the From hardware list counts as usable (RunsOnList's Minimums): a quality tier at least
        // this good (Quantization::qualityKey) and at least this many tokens per second.
        HardwareMinQuality,
        HardwareMinTokensPerSecond,
        MemoryUnit,             // memory shown in "gib" (as graphics cards and RAM are sold) or "gb" (10⁹ bytes)
    };
    Q_ENUM(Key)

    // Why the settings file could not be written the last time it was.
    enum class WriteProblem { None, DiskFull, ReadOnlyDisk, FolderNotWritable };

    // The stored value, or the key's default when none is stored.
    static QVariant value(Key key);
    // The stored value, or `otherwise` when none is stored (for the keys whose default is not kept here).
    static QVariant value(Key key, const QVariant &otherwise);
    // Stores the value; notifier() says so when it differs from what was stored.
    static void setValue(Key key, const QVariant &value);
    // Several values in one write. Each write rewrites the settings file and waits for the disk
    // (fsync): ten of them at every change of the From hardware tab held the window 100-140 ms.
    // An invalid QVariant removes its key. notifier() says which stored values changed.
    static void setValues(const QList<std::pair<Key, QVariant>> &values);
    // Forgets the stored value: the default applies again.
    static void remove(Key key);
    // Forgets every stored value (tests start from the defaults).
    static void clear();
    // Whether the last write to the settings file failed, and why (None once one lands again). A failed
    // write leaves the file as it was; the values written live on in this run only.
    static WriteProblem writeProblem();
    // The same said to the user (file, what happened, what to do), in the current language; empty
    // while writes land.
    static QString writeProblemText();
    // Says when a value changes, wherever it was changed from, so that every view showing it follows
    // at once (a preference set in one window applies in all of them). Lives in the application's thread.
    static SettingsNotifier *notifier();

    static QVariant defaultValue(Key key);
    // The key as stored ("update/url"): what a user edits in the settings file.
    static QString name(Key key);
    static QList<Key> keys();
};

// The signal Settings sends when a stored value changes (Settings::notifier()).
class SettingsNotifier : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;

signals:
    void changed(Settings::Key key);
    // Writing the settings file started or stopped failing (Settings::writeProblem()).
    void writeProblemChanged();
};
