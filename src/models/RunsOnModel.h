#pragma once

#include "RunsOnList.h"

#include <QAbstractTableModel>

// Every open-weight model of known size on one hardware configuration: the From hardware view's
// table. Rows are kept in a vector; sorting and filtering happen in RunsOnProxyModel on the roles
// below. The arithmetic takes about a microsecond per model: on the GUI thread for a catalogue of
// ordinary size, on a worker thread from asyncThreshold() models on (a result for a configuration
// that has since been replaced is dropped).
class RunsOnModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { ModelColumn, ParametersColumn, FitColumn, QuantColumn, MemoryColumn, SpeedColumn, ColumnCount };
    enum Role {
        IdRole = Qt::UserRole + 1,
        SortRole,     // a number or a name that sorts the column the way a reader expects
        FitRole,      // int(FitLevel)
        DomainsRole,  // QStringList of canonical English domains
    };

    explicit RunsOnModel(QObject *parent = nullptr);

    void setModels(const QVector<ModelRecord> &models);
    void setHardware(const HardwareConfig &hardware);
    // From this many models on, the rows are computed off the GUI thread.
    void setAsyncThreshold(int models) { m_asyncThreshold = models; }
    int asyncThreshold() const { return m_asyncThreshold; }
    bool isComputing() const { return m_pending > 0; }
    // Changes whenever the rows are replaced (the proxy keeps per-row sort keys for one set of rows).
    quint64 rowsSerial() const { return m_rowsSerial; }
    const HardwareConfig &hardware() const { return m_hardware; }
    const RunsOnResult &result() const { return m_result; }
    const RunsOnRow *rowAt(int row) const;
    int rowOfId(qint64 id) const;

    // What a numeric column sorts by (SortRole; the proxy compares rows with it directly).
    static double sortKey(const RunsOnRow &row, int column);

    // Tint for a fit level, translucent so it works on light and dark palettes.
    static QColor fitColor(FitLevel level);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // Header titles change with the language; the view calls this on LanguageChange.
    void retranslate();

signals:
    // The rows are those of the latest models and hardware (emitted after the model reset).
    void computed();

private:
    void recompute();
    void setResult(RunsOnResult result);

    QVector<ModelRecord> m_models;
    HardwareConfig m_hardware;
    bool m_hasHardware = false;
    RunsOnResult m_result;
    int m_asyncThreshold = 20000;
    quint64 m_generation = 0;
    quint64 m_rowsSerial = 0;
    int m_pending = 0;
};
