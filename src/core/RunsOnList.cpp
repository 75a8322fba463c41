#include "RunsOnList.h"

#include <algorithm>
#include <numeric>
#include <set>

RunsOnList::RunsOnList(const QVector<ModelRecord> &models)
    : m_models(models)
{
    std::set<QString> domains;
    for (int i = 0; i < m_models.size(); ++i) {
        const ModelRecord &m = m_models.at(i);
        const ModelSizing sizing = Estimator::sizing(m);
        // The estimator says why a model has no estimate; the counts come from the same answer.
        if (sizing.reason == NoEstimateReason::WeightsNotPublished) {
            ++m_weightsNotPublished;
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

    // Case-folded once, so that sorting by name compares plain strings.
    QVector<QString> folded(m_candidates.size());
    for (int c = 0; c < m_candidates.size(); ++c)
        folded[c] = candidate(c).name.toCaseFolded();
    QVector<int> byName(m_candidates.size());
    std::iota(byName.begin(), byName.end(), 0);
    std::stable_sort(byName.begin(), byName.end(), [&folded](int a, int b) { return folded.at(a) < folded.at(b); });
    m_nameRank.resize(m_candidates.size());
    for (int rank = 0; rank < byName.size(); ++rank)
        m_nameRank[byName.at(rank)] = rank;
}

RunsOnResult RunsOnList::compute(const HardwareConfig &hardware) const
{
    RunsOnResult result;
    result.weightsNotPublished = m_weightsNotPublished;
    result.unknownSize = m_unknownSize;
    result.usableGpuMemoryGb = Estimator::usableGpuMemoryGb(hardware);
    result.rows.resize(m_sizing.size());
    RunsOnRow *row = result.rows.data();
    for (const ModelSizing &sizing : m_sizing) {
        std::optional<Quantization::Type> best;
        const QuantEstimate q = Estimator::estimateShown(sizing, hardware, &best);
        row->quantization = q.quantization;
        row->fit = q.fit;
        row->runs = best.has_value();
        row->kvApproximate = q.kvApproximate;
        row->totalGb = q.totalGb;
        row->tokensPerSecond = q.tokensPerSecond;
        if (row->entirelyOnGpu())
            ++result.entirelyOnGpu;
        ++row;
    }
    return result;
}

double RunsOnList::sortValue(const RunsOnResult &result, int candidate, RunsOnArrangement::SortKey key) const
{
    const RunsOnRow &row = result.rows.at(candidate);
    const double parameters = m_sizing.at(candidate).parameters;
    switch (key) {
    case RunsOnArrangement::SortKey::Name: return m_nameRank.at(candidate);
    case RunsOnArrangement::SortKey::Parameters: return parameters;
    // Within a fit level, the largest models first: "the biggest I can run" is the usual question.
    case RunsOnArrangement::SortKey::Fit: return double(int(row.fit)) * 10.0 - parameters / 1e12;
    case RunsOnArrangement::SortKey::Quantization: return row.runs ? int(row.quantization) : 100;
    case RunsOnArrangement::SortKey::Memory: return row.totalGb;
    case RunsOnArrangement::SortKey::Speed: return row.tokensPerSecond.expected;
    }
    return 0;
}

QVector<int> RunsOnList::arrange(const RunsOnResult &result, const RunsOnArrangement &arrangement) const
{
    QVector<int> order;
    if (result.rows.size() != m_candidates.size())
        return order;
    order.reserve(m_candidates.size());
    for (int c = 0; c < m_candidates.size(); ++c) {
        if (arrangement.fitLevels && !(arrangement.fitLevels & (1u << int(result.rows.at(c).fit))))
            continue;
        const ModelRecord &m = candidate(c);
        if (!arrangement.domain.isEmpty() && !m.domains.contains(arrangement.domain))
            continue;
        if (!arrangement.text.isEmpty() && !m.name.contains(arrangement.text, Qt::CaseInsensitive))
            continue;
        order.append(c);
    }
    // The keys once per candidate, then a sort of plain numbers.
    QVector<double> keys(m_candidates.size());
    for (int c : std::as_const(order))
        keys[c] = sortValue(result, c, arrangement.sortKey);
    if (arrangement.descending)
        std::stable_sort(order.begin(), order.end(), [&keys](int a, int b) { return keys.at(b) < keys.at(a); });
    else
        std::stable_sort(order.begin(), order.end(), [&keys](int a, int b) { return keys.at(a) < keys.at(b); });
    return order;
}
