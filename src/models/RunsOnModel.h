#pragma once

#include "RunsOnList.h"

#include <QAbstractTableModel>

// Every open-weight model of known size on one hardware configuration: the From hardware view's
// table. Rows are computed on the GUI thread (pure arithmetic, a few hundred models) and kept in a
// vector; sorting and filtering happen in RunsOnProxyModel on the roles below.
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
    const HardwareConfig &hardware() const { return m_hardware; }
    const RunsOnResult &result() const { return m_result; }
    const RunsOnRow *rowAt(int row) const;
    int rowOfId(qint64 id) const;

    // Tint for a fit level, translucent so it works on light and dark palettes.
    static QColor fitColor(FitLevel level);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // Header titles change with the language; the view calls this on LanguageChange.
    void retranslate();

private:
    void recompute();

    QVector<ModelRecord> m_models;
    HardwareConfig m_hardware;
    bool m_hasHardware = false;
    RunsOnResult m_result;
};
