#include "RunsOnModel.h"

#include "Formatter.h"

#include <QColor>
#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>

RunsOnModel::RunsOnModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

void RunsOnModel::setModels(const QVector<ModelRecord> &models)
{
    m_models = models;
    recompute();
}

void RunsOnModel::setHardware(const HardwareConfig &hardware)
{
    m_hardware = hardware;
    m_hasHardware = true;
    recompute();
}

void RunsOnModel::recompute()
{
    const quint64 generation = ++m_generation;
    if (!m_hasHardware || m_models.size() < m_asyncThreshold) {
        setResult(m_hasHardware ? RunsOnList::compute(m_models, m_hardware) : RunsOnResult());
        return;
    }
    // The copies share their data with ours (implicit sharing); the worker only reads them.
    const QVector<ModelRecord> models = m_models;
    const HardwareConfig hardware = m_hardware;
    auto *watcher = new QFutureWatcher<RunsOnResult>(this);
    ++m_pending;
    connect(watcher, &QFutureWatcher<RunsOnResult>::finished, this, [this, watcher, generation]() {
        --m_pending;
        if (generation == m_generation)
            setResult(watcher->result());
        watcher->deleteLater();
    });
    watcher->setFuture(QtConcurrent::run([models, hardware]() { return RunsOnList::compute(models, hardware); }));
}

void RunsOnModel::setResult(RunsOnResult result)
{
    beginResetModel();
    m_result = std::move(result);
    ++m_rowsSerial;
    endResetModel();
    emit computed();
}

const RunsOnRow *RunsOnModel::rowAt(int row) const
{
    return row >= 0 && row < m_result.rows.size() ? &m_result.rows[row] : nullptr;
}

int RunsOnModel::rowOfId(qint64 id) const
{
    for (int i = 0; i < m_result.rows.size(); ++i) {
        if (m_result.rows[i].id == id)
            return i;
    }
    return -1;
}

double RunsOnModel::sortKey(const RunsOnRow &row, int column)
{
    const QuantEstimate &q = row.shown;
    switch (column) {
    case ParametersColumn: return row.parameters;
    // Within a fit level, the largest models first: "the biggest I can run" is the usual question.
    case FitColumn: return double(int(q.fit)) * 10.0 - row.parameters / 1e12;
    case QuantColumn: return row.runs() ? int(q.quantization) : 100;
    case MemoryColumn: return q.totalGb;
    case SpeedColumn: return q.tokensPerSecond.expected;
    default: return 0;
    }
}

QColor RunsOnModel::fitColor(FitLevel level)
{
    switch (level) {
    case FitLevel::Gpu: return QColor(40, 170, 70, 70);
    case FitLevel::Tight: return QColor(220, 180, 20, 80);
    case FitLevel::Offload: return QColor(240, 120, 20, 80);
    case FitLevel::TooLarge: return QColor(220, 40, 40, 70);
    }
    return QColor();
}

int RunsOnModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_result.rows.size());
}

int RunsOnModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant RunsOnModel::data(const QModelIndex &index, int role) const
{
    const RunsOnRow *r = index.isValid() ? rowAt(index.row()) : nullptr;
    if (!r)
        return QVariant();
    const QuantEstimate &q = r->shown;
    switch (role) {
    case IdRole:
        return r->id;
    case FitRole:
        return int(q.fit);
    case DomainsRole:
        return r->domains;
    case Qt::BackgroundRole:
        return index.column() == FitColumn ? QVariant(fitColor(q.fit)) : QVariant();
    case Qt::ToolTipRole:
        if (index.column() == FitColumn)
            return Estimator::fitLevelDescription(q.fit);
        if (index.column() == MemoryColumn && q.kvApproximate)
            return tr("≈ The KV cache is approximate: the architecture of this model is not on record.");
        return QVariant();
    case Qt::TextAlignmentRole:
        if (index.column() == ParametersColumn || index.column() == MemoryColumn || index.column() == SpeedColumn)
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        return QVariant();
    default:
        break;
    }
    if (role == SortRole)
        return index.column() == ModelColumn ? QVariant(r->name.toLower()) : QVariant(sortKey(*r, index.column()));
    if (role != Qt::DisplayRole)
        return QVariant();
    switch (index.column()) {
    case ModelColumn:
        return r->name;
    case ParametersColumn:
        return Formatter::count(r->parameters);
    case FitColumn:
        return Estimator::fitLevelName(q.fit);
    case QuantColumn:
        return r->runs() ? Quantization::name(q.quantization) : Formatter::missing();
    case MemoryColumn:
        //: Memory needed / memory available, in GB
        return tr("%1 / %2").arg(Formatter::number(q.totalGb, 1), Formatter::number(r->usableGpuMemoryGb, 1))
            + (q.kvApproximate ? QStringLiteral(" ≈") : QString());
    case SpeedColumn:
        if (q.tokensPerSecond.expected <= 0)
            return Formatter::missing();
        //: Tokens per second: low–high (expected)
        return tr("%1–%2 (%3)").arg(Formatter::number(q.tokensPerSecond.low, 0), Formatter::number(q.tokensPerSecond.high, 0),
                                    Formatter::number(q.tokensPerSecond.expected, 0));
    }
    return QVariant();
}

QVariant RunsOnModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || (role != Qt::DisplayRole && role != Qt::ToolTipRole))
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::ToolTipRole) {
        // The titles stay short so that the columns fit; the tooltips say what the figures are.
        switch (section) {
        case MemoryColumn:
            return tr("Memory the best quantization needs, and what the GPU can use (1 GB = 10⁹ bytes)");
        case SpeedColumn:
            return tr("Generation speed in tokens per second: low–high, with the expected figure in brackets");
        default:
            return QVariant();
        }
    }
    switch (section) {
    case ModelColumn: return tr("Model");
    case ParametersColumn: return tr("Parameters");
    case FitColumn: return tr("Fit");
    case QuantColumn: return tr("Best quantization");
    case MemoryColumn: return tr("Needed / available (GB)");
    case SpeedColumn: return tr("Tokens/s");
    }
    return QVariant();
}

void RunsOnModel::retranslate()
{
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (!m_result.rows.isEmpty())
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}
