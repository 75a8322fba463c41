// gui/hardware: the From hardware tab, the device controls, and the hardware box and memory chart the
// model page shows.
#pragma once

#include "BackgroundRead.h"
#include "HardwareDetector.h"
#include "HardwareRecord.h"
#include "Settings.h"
#include "TrainedOnIndex.h"

#include <QSqlDatabase>
#include <QWidget>

class AdaptiveSplitter;
class HardwareControls;
class HardwareSidePane;
class MemoryChart;
class MinimumsControls;
class QComboBox;
class QLabel;
class QLineEdit;
class QTableView;
class RunsOnModel;

// The From hardware tab: the device chosen in HardwareControls (picked, detected or entered), and
// every open-weight model with how it runs there, the arithmetic behind the selected row, and the
// models trained on that chip. The choice is remembered in Settings (HardwareChoice), where the
// model page reads it too.
class HardwareView : public QWidget
{
    Q_OBJECT
public:
    explicit HardwareView(QSqlDatabase db, QWidget *parent = nullptr);

    bool setDevice(const QString &nameOrAlias);
    QString deviceName() const;
    void setCount(int count);
    void setContextLength(int tokens);
    void setSystemRam(double gb);
    void setRamBandwidth(double gbs);
    void setPromptTokens(int tokens);
    // The catalogue changed: read it again now if the tab is visible, else when it is next shown.
    void reloadCatalogue();
    // Reads the models and computes the table, once; showing the tab or any accessor below calls it.
    // At 100,000 models this read takes a while, so start-up does not pay it (docs/performance.md).
    void ensureLoaded();
    bool isLoaded() const { return m_loaded; }
    // True while the models are being read on a worker thread (a large file catalogue).
    bool isReading() const { return m_reads.isWaiting(); }
    void detectHardware();

    QString summaryText();
    QString leftOutText();
    QString basisText();
    QString trainedOnText();
    QString detectionText() const;
    // What the tab shows and which filters apply, for the status bar: "312 of 707 models on an RTX
    // 4090 · quality Good or better, at least 10 tokens/s · search "llama"".
    QString statusText() const;
    QTableView *table();
    MemoryChart *memoryChart() const { return m_memoryChart; }
    RunsOnModel *runsOnModel();
    HardwareDetector *detector() const;

signals:
    void modelActivated(qint64 id);
    // The remembered choice changed (the model page shows speeds on it).
    void choiceChanged();
    // The models could not be read: the window says so (the table is then empty, not the catalogue).
    void catalogueError(const QString &message);
    void statusTextChanged();

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    // The fit filter's entry for both levels entirely on the GPU (the others carry their FitLevel).
    static constexpr int entirelyOnGpuFilter = -2;
    QWidget *createFilters();
    void retranslate();
    void applyChoice();
    void updateTexts();
    void showResult();
    // What the tab reads when first shown, on a worker thread.
    struct Loaded
    {
        QVector<HardwareRecord> models;
        TrainedOnIndex trained;
        QString error;   // why the models could not be read
    };
    void setModels(const Loaded &loaded);
    void showBasis();
    void fillFilterChoices();
    void applyFilters();
    void settingChanged(Settings::Key key);
    // The name column takes the room left; the other columns keep their cells whole until the name
    // would fall below a readable width, then the least needed go (RunsOnColumns).
    void fitColumns();
    // The side pane goes under the table below this width, in average characters (900 px at 9 pt): a
    // table with every column readable, beside a side pane of readable width, needs more.
    static constexpr int besideChars = 150;
    void sizeSplitter();
    void arrangeSide(Qt::Orientation orientation);
    bool eventFilter(QObject *watched, QEvent *event) override;

    QSqlDatabase m_db;
    QVector<HardwareRecord> m_models;
    TrainedOnIndex m_trainedIndex;
    RunsOnModel *m_model;
    HardwareControls *m_controls;

    QLabel *m_summary = nullptr;
    QLabel *m_leftOut = nullptr;
    QLineEdit *m_search = nullptr;
    QComboBox *m_domain = nullptr;
    QComboBox *m_fit = nullptr;
    MinimumsControls *m_minimums = nullptr;
    QTableView *m_table = nullptr;
    AdaptiveSplitter *m_splitter = nullptr;
    HardwareSidePane *m_side = nullptr;
    QLabel *m_basis = nullptr;
    MemoryChart *m_memoryChart = nullptr;
    QLabel *m_trained = nullptr;
    bool m_loaded = false;
    BackgroundRead::Latest m_reads;
};
