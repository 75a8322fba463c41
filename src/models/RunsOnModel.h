#pragma once

#include "BackgroundRead.h"
#include "MemoryUnit.h"
#include "RunsOnList.h"

#include <QAbstractTableModel>
#include <QSet>

#include <functional>
#include <memory>
#include <optional>

// Every open-weight model of known size on one hardware configuration: the From hardware view's
// table. The model sorts and narrows its rows itself (sort(), setDomain(), setFitLevels(),
// setSearchText()) over a vector of row numbers, as the catalogue table does: a QSortFilterProxyModel
// re-sorting 50,000 rows held the window for 24 ms at 100,000 models. sort(-1) is the ranking
// (RunsOnArrangement::SortKey::Rank): the largest models that meet the minimums first.
//
// From asyncThreshold() models on, a new set of models or a new device is worked out on a worker
// thread, sorted and filtered there too; the GUI thread only swaps the vectors in. A result for a
// choice that has since been replaced is dropped. A new device keeps the same rows (only their
// figures change), so it is a layout change that keeps the selection.
class RunsOnModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column {
        ModelColumn,
        ParametersColumn,
        FitColumn,
        QuantColumn,
        QualityColumn,
        MemoryColumn,
        SpeedColumn,
        FirstTokenColumn,
        ColumnCount
    };
    enum Role {
        IdRole = Qt::UserRole + 1,
        SortRole,     // what the column sorts by (a number; the name column: its place in name order)
        FitRole,      // int(FitLevel)
        DomainsRole,  // QStringList of canonical English domains
        MeetsMinimumsRole, // bool: runs at the minimum quality and speed or better
    };

    explicit RunsOnModel(QObject *parent = nullptr);

    // New models; with a device, they are estimated on it in the same piece of work.
    void setModels(const QVector<HardwareRecord> &models, const std::optional<HardwareConfig> &hardware = std::nullopt);
    void setModels(const QVector<ModelRecord> &models, const std::optional<HardwareConfig> &hardware = std::nullopt)
    {
        setModels(HardwareRecord::of(models), hardware);
    }
    void setHardware(const HardwareConfig &hardware);
    // What counts as usable: each row's quantization is chosen under it (UsableQuantization).
    void setMinimums(const Minimums &minimums);
    const Minimums &minimums() const { return m_minimums; }
    // The unit memory figures are shown in (the estimator's are 10⁹ bytes).
    void setMemoryUnit(MemoryUnit::Unit unit);
    MemoryUnit::Unit memoryUnit() const { return m_unit; }
    // From this many models on, the rows are computed off the GUI thread.
    void setAsyncThreshold(int models) { m_asyncThreshold = models; }
    int asyncThreshold() const { return m_asyncThreshold; }
    // Some worker is still computing, for a choice since replaced included.
    bool isComputing() const { return m_work.running() > 0; }
    const HardwareConfig &hardware() const { return m_hardware; }
    const RunsOnList &list() const { return *m_list; }
    const RunsOnResult &result() const { return m_result; }

    void setDomain(const QString &domain);      // canonical English value; empty: all
    void setFitLevels(const QSet<int> &levels); // int(FitLevel); empty: all
    void setSearchText(const QString &text);
    // The column sorted by, or -1 for the ranking.
    int sortColumn() const;
    Qt::SortOrder sortOrder() const { return m_arrangement.descending ? Qt::DescendingOrder : Qt::AscendingOrder; }

    // The row shown at `row` (after sorting and filtering), and its model; null outside the rows.
    const RunsOnRow *rowAt(int row) const;
    // (HardwareRecord::toRecord() gives the record the estimator takes.)
    const HardwareRecord *modelAt(int row) const;

    // Tint for a fit level, translucent so it works on light and dark palettes.
    static QColor fitColor(FitLevel level);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;

    // Header titles change with the language; the view calls this on LanguageChange.
    void retranslate();

signals:
    // The rows are those of the latest models and hardware (emitted after they are in).
    void computed();

private:
    struct Computed;
    void recompute();
    void apply(Computed computed);
    // Replaces m_order with what `change` returns, as a layout change that keeps persistent indexes
    // (the selection, the current row) on the same models.
    void replaceOrder(LayoutChangeHint hint, const std::function<QVector<int>()> &change);
    void setArrangement(const RunsOnArrangement &arrangement);
    QString memoryToolTip(const RunsOnRow &row) const;
    QString toolTip(const QModelIndex &index, const RunsOnRow &row) const;
    QString displayText(int column, const RunsOnRow &row, const HardwareRecord &model) const;

    std::shared_ptr<const RunsOnList> m_list;
    std::optional<QVector<HardwareRecord>> m_pendingModels;   // set, list not made yet
    HardwareConfig m_hardware;
    bool m_hasHardware = false;
    Minimums m_minimums;
    MemoryUnit::Unit m_unit = MemoryUnit::Unit::Gib;
    RunsOnResult m_result;
    RunsOnArrangement m_arrangement;
    QVector<int> m_order;   // candidate shown at each row
    int m_asyncThreshold = 20000;
    BackgroundRead::Latest m_work;
};
