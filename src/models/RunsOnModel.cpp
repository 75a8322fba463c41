#include "RunsOnModel.h"

#include "EstimateReport.h"
#include "Formatter.h"

#include <QColor>
#include <QtConcurrent/QtConcurrentRun>

#include <optional>

namespace {

RunsOnArrangement::SortKey keyOf(int column)
{
    switch (column) {
    case -1: return RunsOnArrangement::SortKey::Rank;
    case RunsOnModel::ParametersColumn: return RunsOnArrangement::SortKey::Parameters;
    case RunsOnModel::FitColumn: return RunsOnArrangement::SortKey::Fit;
    case RunsOnModel::QuantColumn: return RunsOnArrangement::SortKey::Quantization;
    case RunsOnModel::MemoryColumn: return RunsOnArrangement::SortKey::Memory;
    case RunsOnModel::SpeedColumn: return RunsOnArrangement::SortKey::Speed;
    case RunsOnModel::QualityColumn: return RunsOnArrangement::SortKey::Quality;
    case RunsOnModel::FirstTokenColumn: return RunsOnArrangement::SortKey::FirstToken;
    default: return RunsOnArrangement::SortKey::Name;
    }
}

} // namespace

// One piece of work: the list (made from `models` when it is new), its rows on the hardware, and
// their order. The same function runs on the GUI thread or a worker.
struct RunsOnModel::Computed
{
    std::shared_ptr<const RunsOnList> list;
    RunsOnResult result;
    RunsOnArrangement arrangement;
    QVector<int> order;

    static Computed run(std::shared_ptr<const RunsOnList> list, const QVector<HardwareRecord> &models,
                        const std::optional<HardwareConfig> &hardware, const Minimums &minimums,
                        const RunsOnArrangement &arrangement)
    {
        Computed c;
        c.list = list ? std::move(list) : std::make_shared<const RunsOnList>(models);
        if (hardware)
            c.result = c.list->compute(*hardware, minimums);
        c.arrangement = arrangement;
        c.order = c.list->arrange(c.result, arrangement);
        return c;
    }
};

RunsOnModel::RunsOnModel(QObject *parent)
    : QAbstractTableModel(parent)
    , m_list(std::make_shared<const RunsOnList>())
{
}

void RunsOnModel::setModels(const QVector<HardwareRecord> &models, const std::optional<HardwareConfig> &hardware)
{
    m_pendingModels = models;
    if (hardware) {
        m_hardware = *hardware;
        m_hasHardware = true;
    }
    recompute();
}

void RunsOnModel::setHardware(const HardwareConfig &hardware)
{
    m_hardware = hardware;
    m_hasHardware = true;
    recompute();
}

void RunsOnModel::setMinimums(const Minimums &minimums)
{
    if (minimums == m_minimums)
        return;
    m_minimums = minimums;
    if (m_hasHardware)
        recompute();
}

void RunsOnModel::setMemoryUnit(MemoryUnit::Unit unit)
{
    if (unit == m_unit)
        return;
    m_unit = unit;
    retranslate();
}

void RunsOnModel::recompute()
{
    // Models still on their way in (a list being made on a worker) come along with a new device.
    std::shared_ptr<const RunsOnList> list = m_pendingModels ? nullptr : m_list;
    const QVector<HardwareRecord> models = m_pendingModels.value_or(QVector<HardwareRecord>());
    const std::optional<HardwareConfig> hardware = m_hasHardware ? std::optional(m_hardware) : std::nullopt;
    const qsizetype size = list ? list->models().size() : models.size();
    // Making a list of 100,000 models (their sizing, the name and size orders) takes a while too, so
    // a new list goes to the worker even before a device is chosen.
    if (size < m_asyncThreshold || (!hardware && list)) {
        m_work.supersede();
        apply(Computed::run(list, models, hardware, m_minimums, m_arrangement));
        return;
    }
    // The copies share their data with ours (implicit sharing, a shared list); the worker only reads them.
    m_work.await(this, QtConcurrent::run(&Computed::run, list, models, hardware, m_minimums, m_arrangement),
                 [this](Computed computed) { apply(std::move(computed)); });
}

void RunsOnModel::apply(Computed work)
{
    m_pendingModels.reset();
    // Sorted or narrowed differently while the worker ran: arrange its rows again (a few ms).
    if (work.arrangement != m_arrangement)
        work.order = work.list->arrange(work.result, m_arrangement);
    if (work.list != m_list || m_result.rows.size() != work.result.rows.size()) {
        beginResetModel();
        m_list = std::move(work.list);
        m_result = std::move(work.result);
        m_order = std::move(work.order);
        endResetModel();
    } else {
        // The same models with new figures: the rows keep their identity, and so does the selection.
        replaceOrder(QAbstractItemModel::VerticalSortHint, [&]() {
            m_result = std::move(work.result);
            return std::move(work.order);
        });
    }
    emit computed();
}

void RunsOnModel::replaceOrder(LayoutChangeHint hint, const std::function<QVector<int>()> &change)
{
    emit layoutAboutToBeChanged({}, hint);
    const QModelIndexList from = persistentIndexList();
    QVector<int> candidates;
    candidates.reserve(from.size());
    for (const QModelIndex &index : from)
        candidates.append(m_order.value(index.row(), -1));
    m_order = change();
    if (!from.isEmpty()) {
        QVector<int> rowOf(m_list->candidateCount(), -1);
        for (int row = 0; row < m_order.size(); ++row)
            rowOf[m_order.at(row)] = row;
        QModelIndexList to;
        to.reserve(from.size());
        for (int i = 0; i < from.size(); ++i) {
            const int row = candidates.at(i) >= 0 ? rowOf.value(candidates.at(i), -1) : -1;
            to.append(row >= 0 ? index(row, from.at(i).column()) : QModelIndex());
        }
        changePersistentIndexList(from, to);
    }
    emit layoutChanged({}, hint);
}

void RunsOnModel::setArrangement(const RunsOnArrangement &arrangement)
{
    if (arrangement == m_arrangement)
        return;
    // A new sort order only moves rows; a new filter also hides or shows some.
    const bool sameRows = arrangement.domain == m_arrangement.domain && arrangement.fitLevels == m_arrangement.fitLevels
        && arrangement.text == m_arrangement.text;
    m_arrangement = arrangement;
    replaceOrder(sameRows ? QAbstractItemModel::VerticalSortHint : QAbstractItemModel::NoLayoutChangeHint,
                 [this]() { return m_list->arrange(m_result, m_arrangement); });
}

void RunsOnModel::sort(int column, Qt::SortOrder order)
{
    RunsOnArrangement a = m_arrangement;
    a.sortKey = keyOf(column);
    a.descending = order == Qt::DescendingOrder;
    setArrangement(a);
}

int RunsOnModel::sortColumn() const
{
    for (int column = -1; column < ColumnCount; ++column) {
        if (keyOf(column) == m_arrangement.sortKey)
            return column;
    }
    return ModelColumn;
}

void RunsOnModel::setDomain(const QString &domain)
{
    RunsOnArrangement a = m_arrangement;
    a.domain = domain;
    setArrangement(a);
}

void RunsOnModel::setFitLevels(const QSet<int> &levels)
{
    RunsOnArrangement a = m_arrangement;
    a.fitLevels = 0;
    for (int level : levels)
        a.fitLevels |= 1u << level;
    setArrangement(a);
}

void RunsOnModel::setSearchText(const QString &text)
{
    RunsOnArrangement a = m_arrangement;
    a.text = text.trimmed();
    setArrangement(a);
}

const RunsOnRow *RunsOnModel::rowAt(int row) const
{
    return row >= 0 && row < m_order.size() ? &m_result.rows.at(m_order.at(row)) : nullptr;
}

const HardwareRecord *RunsOnModel::modelAt(int row) const
{
    return row >= 0 && row < m_order.size() ? &m_list->candidate(m_order.at(row)) : nullptr;
}

QColor RunsOnModel::fitColor(FitLevel level)
{
    switch (level) {
    case FitLevel::Gpu: return QColor(40, 170, 70, 70);
    case FitLevel::Tight: return QColor(220, 180, 20, 80);
    // Runs, but in a mode of its own: a hue apart from the green-to-red scale of how well it fits.
    case FitLevel::ExpertOffload: return QColor(60, 130, 220, 70);
    case FitLevel::Offload: return QColor(240, 120, 20, 80);
    // Without a GPU the one way a model runs: a hue of its own, neither the GPU's green nor a warning.
    case FitLevel::Cpu: return QColor(120, 110, 200, 70);
    case FitLevel::TooLarge: return QColor(220, 40, 40, 70);
    }
    return QColor();
}

int RunsOnModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_order.size());
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
    const HardwareRecord &m = *modelAt(index.row());
    const RunsOnRow &q = *r;
    switch (role) {
    case IdRole:
        return m.id;
    case FitRole:
        return int(q.fit);
    case DomainsRole:
        return m.domains;
    case MeetsMinimumsRole:
        return q.meetsMinimums;
    case Qt::BackgroundRole:
        return index.column() == FitColumn ? QVariant(fitColor(q.fit)) : QVariant();
    case Qt::ForegroundRole:
        // What falls short of the user's minimums, in the colour of a warning (readable on light and
        // dark palettes); the tooltip says which minimum.
        if (q.runs && ((q.belowQuality && (index.column() == QualityColumn || index.column() == QuantColumn))
                       || (q.belowSpeed && index.column() == SpeedColumn)))
            return QColor(200, 80, 40);
        return QVariant();
    case Qt::ToolTipRole:
        return toolTip(index, q);
    case Qt::TextAlignmentRole:
        if (index.column() == ParametersColumn || index.column() == MemoryColumn || index.column() == SpeedColumn
            || index.column() == FirstTokenColumn)
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        return QVariant();
    case SortRole:
        return m_list->sortValue(m_result, m_order.at(index.row()), keyOf(index.column()));
    case Qt::DisplayRole:
        return displayText(index.column(), q, m);
    default:
        return QVariant();
    }
}

QString RunsOnModel::displayText(int column, const RunsOnRow &q, const HardwareRecord &m) const
{
    switch (column) {
    case ModelColumn:
        return m.name;
    case ParametersColumn:
        return Formatter::count(m.parameters.value_or(0));
    case FitColumn:
        return Estimator::fitLevelName(q.fit, m_result.unifiedMemory);
    case QuantColumn:
        return q.runs ? Quantization::name(q.quantization) : Formatter::missing();
    case QualityColumn:
        return q.runs ? Quantization::qualityName(q.quality) : Formatter::missing();
    case MemoryColumn:
        //: Memory needed / memory available, in the unit of the column's title
        return tr("%1 / %2").arg(MemoryUnit::number(q.totalGb, m_unit), MemoryUnit::number(m_result.availableGb, m_unit))
            + (q.kvApproximate ? QStringLiteral(" ≈") : QString());
    case SpeedColumn:
        return EstimateReport::speedText(q.tokensPerSecond, q.speedIsLowerBound);
    case FirstTokenColumn:
        if (q.timeToFirstTokenS <= 0)
            return Formatter::missing();
        //: Seconds until the first token
        return tr("%1 s").arg(EstimateReport::secondsText(q.timeToFirstTokenS, q.speedIsLowerBound));
    }
    return QString();
}

QString RunsOnModel::toolTip(const QModelIndex &index, const RunsOnRow &q) const
{
    const QString lowerBound = tr("A mixture of experts whose active parameters are not on record: every weight is counted "
                                  "as read for each token, so it runs faster than this; how much faster cannot be worked out.");
    switch (index.column()) {
    case ModelColumn:
    case ParametersColumn:
        return q.speedIsLowerBound ? tr("A mixture of experts whose active parameters are not on record.") : QString();
    case FitColumn:
        return Estimator::fitLevelDescription(q.fit, m_result.unifiedMemory, m_result.cpuOnly);
    case QuantColumn:
    case QualityColumn:
        if (!q.runs)
            return QString();
        if (q.belowQuality)
            return tr("Below your minimum quality (%1): no quantization at that quality runs on this hardware.")
                .arg(Quantization::qualityName(m_result.minimums.quality));
        return Quantization::qualityDescription(q.quality);
    case MemoryColumn:
        return memoryToolTip(q);
    case SpeedColumn:
        if (!q.runs)
            return Estimator::fitLevelDescription(q.fit, m_result.unifiedMemory, m_result.cpuOnly);
        if (q.belowSpeed)
            return tr("Below your minimum of %1 tokens/s.").arg(Formatter::number(m_result.minimums.tokensPerSecond, 1))
                + (q.speedIsLowerBound ? QLatin1Char(' ') + lowerBound : QString());
        return q.speedIsLowerBound ? lowerBound : QString();
    case FirstTokenColumn:
        if (m_result.cpuOnly && q.runs)
            return tr("Not estimated: on a processor the prompt is bound by its arithmetic (cores, vector units, threads), "
                      "which the program does not know.");
        if (!q.runs || q.timeToFirstTokenS <= 0)
            return Estimator::fitLevelDescription(q.fit, m_result.unifiedMemory, m_result.cpuOnly);
        // Where the prompt speed comes from: a published peak, or (Apple, Radeon, Arc, custom devices)
        // the memory bandwidth at the FLOP per byte measured on the device's family.
        return (q.promptFromBandwidth
                    ? tr("The prompt at about %1 tokens/s, worked out from the device's memory bandwidth (its matrix "
                         "throughput is not published), then one generated token.")
                    : tr("The prompt at about %1 tokens/s, worked out from the device's published matrix throughput, "
                         "then one generated token."))
                   .arg(Formatter::number(q.promptTokensPerSecond.expected, 0))
            + (q.speedIsLowerBound ? QLatin1Char(' ') + tr("An upper bound: this mixture of experts' active parameters are not on record.")
                                   : QString());
    }
    return QString();
}

QString RunsOnModel::memoryToolTip(const RunsOnRow &q) const
{
    QStringList lines;
    // "< 0.1 GB" rather than "0 GB" for a part a few hundredths of a GB large.
    const auto part = [this](double gb) { return EstimateReport::splitPart(gb, m_unit) + QLatin1Char(' ') + MemoryUnit::symbol(m_unit); };
    if (q.runs && m_result.cpuOnly)
        lines.append(tr("All of it in system RAM, of which a model may take %1.").arg(part(m_result.availableGb)));
    else if (q.ramGb > 0 && m_result.unifiedMemory)
        lines.append(tr("%1 within the GPU's share of the unified memory, %2 beyond it, run by the CPU from the same memory.")
                         .arg(part(q.gpuGb), part(q.ramGb)));
    else if (q.ramGb > 0)
        lines.append(tr("%1 in GPU memory, %2 in system RAM.").arg(part(q.gpuGb), part(q.ramGb)));
    if (q.kvApproximate)
        lines.append(tr("≈ The KV cache is approximate: the architecture of this model is not on record."));
    return lines.join(QLatin1Char('\n'));
}

QVariant RunsOnModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || (role != Qt::DisplayRole && role != Qt::ToolTipRole))
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::ToolTipRole) {
        // The titles stay short so that the columns fit; the tooltips say what the figures are.
        switch (section) {
        case MemoryColumn:
            if (m_result.cpuOnly)
                //: %1 says what the unit is
                return tr("Memory: what the quantization shown needs / the share of system RAM a model may take (%1)")
                    .arg(MemoryUnit::definition(m_unit));
            //: %1 says what the unit is
            return tr("Memory: what the quantization shown needs / what the GPU can use (%1)")
                .arg(MemoryUnit::definition(m_unit));
        case FitColumn:
            return tr("Fit: where the model's memory goes on this device (entirely on the GPU, a tight fit, partly in "
                      "system RAM) or whether it is too large");
        case QuantColumn:
            return tr("Best quantization: the best one that meets your minimum quality and speed (on the GPU first, then the "
                      "highest quality); when none does, the closest: the fastest at your minimum quality");
        case SpeedColumn:
            return tr("Generation speed in tokens per second: low–high, with the expected figure in brackets");
        case QualityColumn:
            return tr("Quality: how much the best quantization loses against full precision, from llama.cpp's perplexity comparison");
        case FirstTokenColumn:
            return tr("Time to first token, in seconds, for a prompt of %Ln token(s): the prompt at the estimated prompt "
                      "speed, then one generated token", nullptr, m_hardware.promptTokens);
        default:
            return QVariant();
        }
    }
    // Short, so that every title shows whole beside the cells at 1024 px and at 1.5× (RunsOnColumns
    // sizes the columns to them); two of them on two lines, the word over its unit. The tooltips above
    // name them in full.
    switch (section) {
    case ModelColumn: return tr("Model");
    case ParametersColumn: return tr("Parameters");
    case FitColumn: return tr("Fit");
    //: Column title, short for "Best quantization" (the tooltip says it in full)
    case QuantColumn: return tr("Quant.");
    case QualityColumn: return tr("Quality");
    //: Column title on two lines; short for "Time to first token"
    case FirstTokenColumn: return tr("First\ntoken");
    //: Column title on two lines; %1 is the memory unit, GB
    case MemoryColumn: return tr("Memory\n(%1)").arg(MemoryUnit::symbol(m_unit));
    case SpeedColumn: return tr("Tokens/s");
    }
    return QVariant();
}

void RunsOnModel::retranslate()
{
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (!m_order.isEmpty())
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}
