#include "RunsOnList.h"

#include "NameMatcher.h"

#include <QThread>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <array>
#include <numeric>
#include <utility>
#include <set>

RunsOnList::RunsOnList(const QVector<HardwareRecord> &models)
    : m_models(models)
{
    std::set<QString> domains;
    for (int i = 0; i < m_models.size(); ++i) {
        const HardwareRecord &m = m_models.at(i);
        // The estimator reads a whole record; this one holds exactly the fields it reads.
        const ModelSizing sizing = Estimator::sizing(m.toRecord());
        // The estimator says why a model has no estimate; the counts come from the same answer.
        if (sizing.reason == NoEstimateReason::WeightsNotPublished) {
            ++m_weightsNotPublished;
            continue;
        }
        if (sizing.reason == NoEstimateReason::AccessNotOnRecord) {
            ++m_accessNotOnRecord;
            continue;
        }
        if (sizing.reason == NoEstimateReason::NotTextGenerator) {
            ++m_notTextGenerators;
            continue;
        }
        if (sizing.reason == NoEstimateReason::UnknownParameters) {
            ++m_unknownSize;
            continue;
        }
        m_candidates.append(i);
        m_sizing.append(sizing);
        domains.insert(m.domains.cbegin(), m.domains.cend());
    }
    m_domains = QStringList(domains.cbegin(), domains.cend());

    // Case-folded once, so that sorting by name compares plain strings; keyed once for the search.
    QVector<QString> folded(m_candidates.size());
    m_nameKeys.resize(m_candidates.size());
    for (int c = 0; c < m_candidates.size(); ++c) {
        folded[c] = candidate(c).name.toCaseFolded();
        m_nameKeys[c] = NameMatcher::key(candidate(c).name);
    }
    QVector<int> all(m_candidates.size());
    std::iota(all.begin(), all.end(), 0);
    m_byName = all;
    std::stable_sort(m_byName.begin(), m_byName.end(), [&folded](int a, int b) { return folded.at(a) < folded.at(b); });
    m_nameRank.resize(m_candidates.size());
    for (int rank = 0; rank < m_byName.size(); ++rank)
        m_nameRank[m_byName.at(rank)] = rank;
    // The size orders, ties in catalogue order: sorting by size, and by fit (which is the size order
    // split by fit level), is then a pass over one of them instead of a sort per device.
    m_bySizeAscending = all;
    std::stable_sort(m_bySizeAscending.begin(), m_bySizeAscending.end(),
                     [this](int a, int b) { return m_sizing.at(a).parameters < m_sizing.at(b).parameters; });
    m_bySizeDescending = all;
    std::stable_sort(m_bySizeDescending.begin(), m_bySizeDescending.end(),
                     [this](int a, int b) { return m_sizing.at(b).parameters < m_sizing.at(a).parameters; });
}

RunsOnResult RunsOnList::compute(const HardwareConfig &hardware, const Minimums &minimums, int parallelFrom) const
{
    RunsOnResult result;
    result.weightsNotPublished = m_weightsNotPublished;
    result.accessNotOnRecord = m_accessNotOnRecord;
    result.notTextGenerators = m_notTextGenerators;
    result.unknownSize = m_unknownSize;
    result.usableGpuMemoryGb = Estimator::usableGpuMemoryGb(hardware);
    result.unifiedMemory = hardware.device.isUnifiedMemory();
    result.cpuOnly = hardware.device.isCpuOnly();
    result.availableGb = result.cpuOnly ? Estimator::offloadCapacityGb(hardware) : result.usableGpuMemoryGb;
    result.minimums = minimums;
    result.rows.resize(m_sizing.size());
    RunsOnRow *rows = result.rows.data();
    // Rows [from, to), written in place; returns how many run entirely on the GPU at some quantization
    // (whatever the minimums: a fact of the hardware) and how many meet the minimums.
    auto computeRange = [this, &hardware, &minimums, rows](qsizetype from, qsizetype to) {
        std::pair<int, int> counts{0, 0};
        for (qsizetype i = from; i < to; ++i) {
            const ModelSizing &sizing = m_sizing.at(i);
            const UsableEstimate u = UsableQuantization::choose(sizing, hardware, minimums);
            const QuantEstimate &q = u.shown;
            RunsOnRow &row = rows[i];
            row.quantization = q.quantization;
            row.fit = q.fit;
            row.runs = u.runs;
            row.meetsMinimums = u.meets;
            row.belowQuality = u.belowQuality;
            row.belowSpeed = u.belowSpeed;
            row.speedIsLowerBound = sizing.mixtureOfExperts && !sizing.experts.isValid();
            row.promptFromBandwidth = q.basis.computeTflops <= 0;
            row.kvApproximate = q.kvApproximate;
            row.quality = q.quality;
            row.contextLength = Estimator::effectiveContext(sizing, hardware);
            row.totalGb = q.totalGb;
            row.gpuGb = q.gpuGb;
            row.ramGb = q.ramGb;
            row.tokensPerSecond = q.tokensPerSecond;
            row.promptTokensPerSecond = q.promptTokensPerSecond;
            row.timeToFirstTokenS = q.timeToFirstTokenS;
            counts.first += u.fitsOnGpu ? 1 : 0;
            counts.second += row.meetsMinimums ? 1 : 0;
        }
        return counts;
    };
    const qsizetype count = m_sizing.size();
    std::pair<int, int> counts;
    if (count < parallelFrom || QThread::idealThreadCount() < 2) {
        counts = computeRange(0, count);
    } else {
        // A large list: half on another thread of the pool. If none is free, waiting for it runs it
        // here (Qt takes a task that has not started back from the pool), so this never blocks.
        const qsizetype half = count / 2;
        QFuture<std::pair<int, int>> first = QtConcurrent::run(computeRange, qsizetype(0), half);
        const std::pair<int, int> second = computeRange(half, count);
        counts = first.result();
        counts.first += second.first;
        counts.second += second.second;
    }
    result.entirelyOnGpu = counts.first;
    result.meetsMinimums = counts.second;
    if (result.cpuOnly)
        result.runsOnCpu = int(std::count_if(result.rows.cbegin(), result.rows.cend(), [](const RunsOnRow &r) { return r.runs; }));
    return result;
}

double RunsOnList::sortValue(const RunsOnResult &result, int candidate, RunsOnArrangement::SortKey key) const
{
    const RunsOnRow &row = result.rows.at(candidate);
    const double parameters = m_sizing.at(candidate).parameters;
    switch (key) {
    // Three bands 1e16 apart (no parameter count reaches that): those that meet the minimums, those
    // that run, those too large; within the second, the fit level decides first.
    case RunsOnArrangement::SortKey::Rank:
        return (row.meetsMinimums ? 0.0 : row.runs ? 1e17 + double(int(row.fit)) * 1e16 : 1e18) - parameters;
    case RunsOnArrangement::SortKey::Name: return m_nameRank.at(candidate);
    case RunsOnArrangement::SortKey::Parameters: return parameters;
    // Within a fit level, the largest models first: "the biggest I can run" is the usual question.
    // Levels 1e16 apart: no parameter count reaches that, so the level always decides first.
    case RunsOnArrangement::SortKey::Fit: return double(int(row.fit)) * 1e16 - parameters;
    case RunsOnArrangement::SortKey::Quantization: return row.runs ? int(row.quantization) : 100;
    case RunsOnArrangement::SortKey::Memory: return row.totalGb;
    case RunsOnArrangement::SortKey::Speed: return row.tokensPerSecond.expected;
    // Best quality first when ascending; a model that does not run sorts after every tier.
    case RunsOnArrangement::SortKey::Quality: return row.runs ? int(row.quality) : 100;
    // Unknown (no published throughput, or too large) after every known time.
    case RunsOnArrangement::SortKey::FirstToken: return row.timeToFirstTokenS > 0 ? row.timeToFirstTokenS : 1e12;
    }
    return 0;
}

QVector<int> RunsOnList::arrange(const RunsOnResult &result, const RunsOnArrangement &arrangement) const
{
    QVector<int> order;
    if (result.rows.size() != m_candidates.size())
        return order;
    const QString typed = NameMatcher::key(arrangement.text);
    auto kept = [&](int c) {
        if (arrangement.fitLevels && !(arrangement.fitLevels & (1u << int(result.rows.at(c).fit))))
            return false;
        const HardwareRecord &m = candidate(c);
        if (!arrangement.domain.isEmpty() && !m.domains.contains(arrangement.domain))
            return false;
        return NameMatcher::keyContains(m_nameKeys.at(c), typed);
    };
    order.reserve(m_candidates.size());
    using Key = RunsOnArrangement::SortKey;
    const bool descending = arrangement.descending;
    switch (arrangement.sortKey) {
    case Key::Name:
        // Names are unique ranks: the reverse order is the descending one.
        for (qsizetype i = 0; i < m_byName.size(); ++i) {
            const int c = m_byName.at(descending ? m_byName.size() - 1 - i : i);
            if (kept(c))
                order.append(c);
        }
        return order;
    case Key::Parameters:
        for (int c : descending ? m_bySizeDescending : m_bySizeAscending) {
            if (kept(c))
                order.append(c);
        }
        return order;
    case Key::Fit: {
        // Fit level first, the largest models first within a level (sortValue's key); descending
        // reverses both. The size order split by level gives exactly that.
        std::array<QVector<int>, fitLevelCount> levels;
        for (int c : descending ? m_bySizeAscending : m_bySizeDescending) {
            if (kept(c))
                levels[size_t(result.rows.at(c).fit)].append(c);
        }
        for (int l = 0; l < fitLevelCount; ++l)
            order.append(levels[size_t(descending ? fitLevelCount - 1 - l : l)]);
        return order;
    }
    case Key::Rank: {
        // The same pass: the usable models, then the others by fit level, each band the largest first.
        std::array<QVector<int>, fitLevelCount + 1> bands;
        for (int c : descending ? m_bySizeAscending : m_bySizeDescending) {
            if (kept(c)) {
                const RunsOnRow &row = result.rows.at(c);
                bands[row.meetsMinimums ? 0 : size_t(row.fit) + 1].append(c);
            }
        }
        for (size_t b = 0; b < bands.size(); ++b)
            order.append(bands[descending ? bands.size() - 1 - b : b]);
        return order;
    }
    default:
        break;
    }
    for (int c = 0; c < m_candidates.size(); ++c) {
        if (kept(c))
            order.append(c);
    }
    // The keys once per candidate, then a sort of plain numbers.
    QVector<double> keys(m_candidates.size());
    for (int c : std::as_const(order))
        keys[c] = sortValue(result, c, arrangement.sortKey);
    if (descending)
        std::stable_sort(order.begin(), order.end(), [&keys](int a, int b) { return keys.at(b) < keys.at(a); });
    else
        std::stable_sort(order.begin(), order.end(), [&keys](int a, int b) { return keys.at(a) < keys.at(b); });
    return order;
}
