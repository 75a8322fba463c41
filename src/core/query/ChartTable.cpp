#include "ChartTable.h"

#include "SqliteStatement.h"

#include <QHash>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <numeric>
#include <limits>

bool ChartTable::load(QSqlDatabase db, QString *error)
{
    *this = ChartTable();
    // In file order, sorted here: ORDER BY published read the wide rows at random through the date
    // index, several times slower. The axes in ChartAxis order, then the groupings in ChartGrouping order.
    SqliteStatement query(db, QStringLiteral(
        "SELECT id, name, year, published, parameters, training_compute_flop, dataset_size, training_time_hours, "
        "hardware_quantity, power_draw_w, training_cost_usd, domains_text, categories_text, countries_text, "
        "model_accessibility, frontier FROM models"));
    QHash<QString, qint16> groupIndex[Groupings];
    // A few hundred distinct raw values among 100,000 models: each read into a group once.
    QHash<QByteArray, qint16> rawGroup[Groupings];
    QVector<QByteArray> published;   // each row's date text, for the order
    qint64 maxId = 0;
    while (query.fetchRow()) {
        Row row;
        row.id = query.int64At(0);
        row.name = query.textAt(1);
        if ((row.hasYear = !query.isNullAt(2)))
            row.year = qint32(query.int64At(2));
        // Each value through ChartQuery's own reading of it, as QSqlQuery hands it over there.
        for (int axis = 0; axis < Axes; ++axis) {
            const auto value = ChartQuery::axisValue(ChartAxis(axis), query.valueAt(3 + axis),
                                                     axis == int(ChartAxis::PublicationDate) ? &row.published : nullptr);
            row.axis[axis] = value ? *value : std::numeric_limits<double>::quiet_NaN();
            row.plotted[axis] = value ? ChartQuery::plotted(ChartAxis(axis), *value) : row.axis[axis];
        }
        for (int grouping = 0; grouping < Groupings; ++grouping) {
            const int column = 11 + grouping;
            // The value's text decides its group (ChartQuery::groupKey reads NULL as empty and a
            // number as its digits), so equal bytes are one group.
            const QByteArrayView bytes = query.utf8At(column);
            const QByteArray raw = QByteArray::fromRawData(bytes.data(), bytes.size());
            auto known = rawGroup[grouping].constFind(raw);
            if (known == rawGroup[grouping].constEnd()) {
                const QString key = ChartQuery::groupKey(ChartGrouping(grouping), query.valueAt(column));
                auto it = groupIndex[grouping].constFind(key);
                if (it == groupIndex[grouping].constEnd()) {
                    it = groupIndex[grouping].insert(key, qint16(m_groups[grouping].size()));
                    m_groups[grouping].append(key);
                }
                // Read the bytes again: valueAt() may have turned the value into UTF-16, which frees
                // the UTF-8 text `bytes` pointed to (SQLite's rule for sqlite3_column_text).
                const QByteArrayView again = query.utf8At(column);
                known = rawGroup[grouping].insert(QByteArray(again.data(), again.size()), *it);
            }
            row.group[grouping] = *known;
        }
        const QByteArrayView date = query.utf8At(3);
        published.append(query.isNullAt(3) ? QByteArray() : QByteArray(date.data(), date.size()));
        maxId = std::max(maxId, row.id);
        m_rows.append(row);
    }
    if (!query.errorText().isEmpty()) {
        if (error)
            *error = query.errorText();
        m_rows.clear();
        return false;
    }
    // ChartQuery's order: ORDER BY published, id, NULL dates first, the text compared byte by byte.
    QVector<int> order(m_rows.size());
    std::iota(order.begin(), order.end(), 0);
    std::sort(order.begin(), order.end(), [&](int a, int b) {
        const bool nullA = published.at(a).isNull(), nullB = published.at(b).isNull();
        if (nullA != nullB)
            return nullA;
        const int c = std::memcmp(published.at(a).constData(), published.at(b).constData(),
                                  size_t(std::min(published.at(a).size(), published.at(b).size())));
        if (c != 0)
            return c < 0;
        if (published.at(a).size() != published.at(b).size())
            return published.at(a).size() < published.at(b).size();
        return m_rows.at(a).id < m_rows.at(b).id;
    });
    QVector<Row> sorted;
    sorted.reserve(m_rows.size());
    for (const int i : std::as_const(order))
        sorted.append(m_rows.at(i));
    m_rows = std::move(sorted);
    const bool dense = maxId <= 4 * qint64(m_rows.size()) + 1024;
    if (dense)
        m_rowOfId.assign(size_t(maxId) + 1, 0);
    for (int i = 0; i < m_rows.size(); ++i) {
        if (dense)
            m_rowOfId[size_t(m_rows.at(i).id)] = i + 1;
        else
            m_sparseRowOfId.insert(m_rows.at(i).id, i);
    }
    m_loaded = true;
    return true;
}

ChartData ChartTable::data(const ChartRequest &request, const QVector<qint64> &matching) const
{
    std::vector<char> marks(size_t(m_rows.size()), 0);
    for (const qint64 id : matching) {
        const int row = !m_rowOfId.empty() ? (id >= 0 && quint64(id) < m_rowOfId.size() ? m_rowOfId[size_t(id)] - 1 : -1)
                                           : m_sparseRowOfId.value(id, -1);
        if (row >= 0)
            marks[size_t(row)] = 1;
    }
    return request.kind == ChartKind::ModelsPerYear ? perYear(request, marks) : scatter(request, marks);
}

ChartData ChartTable::scatter(const ChartRequest &request, const std::vector<char> &marks) const
{
    ChartData data;
    data.request = request;
    const int x = int(request.x), y = int(request.y), grouping = int(request.grouping);
    const QStringList &groups = m_groups[grouping];
    // First the groups' sizes, so that the folded groups are known before any point is made.
    QVector<int> counts(groups.size(), 0);
    int drawn = 0;
    for (int i = 0; i < m_rows.size(); ++i) {
        if (!marks[size_t(i)])
            continue;
        ++data.matching;
        const Row &row = m_rows.at(i);
        if (std::isnan(row.axis[x]) || std::isnan(row.axis[y]))
            continue;
        ++counts[row.group[grouping]];
        ++drawn;
    }
    data.notDrawn = data.matching - drawn;
    QHash<QString, int> byKey;
    for (int g = 0; g < groups.size(); ++g) {
        if (counts.at(g) > 0)
            byKey.insert(groups.at(g), counts.at(g));
    }
    QHash<QString, QString> mapping;
    data.groups = ChartQuery::foldGroups(byKey, drawn, &mapping);
    QVector<int> folded(groups.size(), -1);   // a grouping's key -> its group in the chart
    for (int g = 0; g < groups.size(); ++g)
        folded[g] = int(data.groups.indexOf(mapping.value(groups.at(g), ChartQuery::otherGroup())));
    data.points.reserve(drawn);
    for (int i = 0; i < m_rows.size(); ++i) {
        const Row &row = m_rows.at(i);
        if (!marks[size_t(i)] || std::isnan(row.axis[x]) || std::isnan(row.axis[y]))
            continue;
        ChartPoint point;
        point.id = row.id;
        point.name = row.name;
        point.x = row.axis[x];
        point.y = row.axis[y];
        point.groupIndex = folded.at(row.group[grouping]);
        point.published = row.published;
        point.plotted = QPointF(row.plotted[x], row.plotted[y]);
        data.points.append(std::move(point));
    }
    return data;
}

ChartData ChartTable::perYear(const ChartRequest &request, const std::vector<char> &marks) const
{
    ChartData data;
    data.request = request;
    const int grouping = int(request.grouping);
    const QStringList &groups = m_groups[grouping];
    QVector<int> counts(groups.size(), 0);
    int drawn = 0;
    for (int i = 0; i < m_rows.size(); ++i) {
        if (!marks[size_t(i)])
            continue;
        ++data.matching;
        const Row &row = m_rows.at(i);
        if (!row.hasYear) {
            ++data.notDrawn;
            continue;
        }
        ++counts[row.group[grouping]];
        ++drawn;
        if (data.lastYear < data.firstYear) {
            data.firstYear = data.lastYear = row.year;
        } else {
            data.firstYear = std::min(data.firstYear, row.year);
            data.lastYear = std::max(data.lastYear, row.year);
        }
    }
    QHash<QString, int> byKey;
    for (int g = 0; g < groups.size(); ++g) {
        if (counts.at(g) > 0)
            byKey.insert(groups.at(g), counts.at(g));
    }
    QHash<QString, QString> mapping;
    data.groups = ChartQuery::foldGroups(byKey, drawn, &mapping);
    const int years = data.lastYear - data.firstYear + 1;
    data.countsPerYear = QVector<QVector<int>>(int(data.groups.size()), QVector<int>(std::max(0, years), 0));
    QVector<int> indexOfGroup(groups.size(), -1);
    for (int g = 0; g < groups.size(); ++g)
        indexOfGroup[g] = int(data.groups.indexOf(mapping.value(groups.at(g), ChartQuery::otherGroup())));
    // The models behind the bars too, as ChartQuery gives them: what the chart's CSV writes and what a
    // group hidden from the legend takes away.
    data.points.reserve(drawn);
    for (int i = 0; i < m_rows.size(); ++i) {
        const Row &row = m_rows.at(i);
        if (!marks[size_t(i)] || !row.hasYear)
            continue;
        ChartPoint point;
        point.id = row.id;
        point.name = row.name;
        point.x = row.year;
        point.groupIndex = indexOfGroup.at(row.group[grouping]);
        point.published = row.published;
        ++data.countsPerYear[point.groupIndex][row.year - data.firstYear];
        data.points.append(std::move(point));
    }
    return data;
}
