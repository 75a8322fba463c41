#include "ChartTable.h"

#include "SqliteStatement.h"

#include <QHash>

#include <cmath>
#include <limits>

bool ChartTable::load(QSqlDatabase db, QString *error)
{
    *this = ChartTable();
    // The axes in ChartAxis order, then the groupings' columns in ChartGrouping order.
    SqliteStatement query(db, QStringLiteral(
        "SELECT id, name, year, published, parameters, training_compute_flop, dataset_size, training_time_hours, "
        "hardware_quantity, power_draw_w, training_cost_usd, domains_text, categories_text, countries_text, "
        "model_accessibility, frontier FROM models ORDER BY published, id"));
    QHash<QString, qint16> groupIndex[Groupings];
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
        }
        for (int grouping = 0; grouping < Groupings; ++grouping) {
            const QString key = ChartQuery::groupKey(ChartGrouping(grouping), query.valueAt(11 + grouping));
            auto it = groupIndex[grouping].constFind(key);
            if (it == groupIndex[grouping].constEnd()) {
                it = groupIndex[grouping].insert(key, qint16(m_groups[grouping].size()));
                m_groups[grouping].append(key);
            }
            row.group[grouping] = *it;
        }
        maxId = std::max(maxId, row.id);
        m_rows.append(row);
    }
    if (!query.errorText().isEmpty()) {
        if (error)
            *error = query.errorText();
        m_rows.clear();
        return false;
    }
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
    QVector<int> counts(groups.size(), 0);
    QVector<ChartPoint> points;
    for (int i = 0; i < m_rows.size(); ++i) {
        if (!marks[size_t(i)])
            continue;
        ++data.matching;
        const Row &row = m_rows.at(i);
        if (std::isnan(row.axis[x]) || std::isnan(row.axis[y])) {
            ++data.notDrawn;
            continue;
        }
        ChartPoint point;
        point.id = row.id;
        point.name = row.name;
        point.x = row.axis[x];
        point.y = row.axis[y];
        point.group = groups.at(row.group[grouping]);
        point.published = row.published;
        ++counts[row.group[grouping]];
        points.append(point);
    }
    QHash<QString, int> byKey;
    for (int g = 0; g < groups.size(); ++g) {
        if (counts.at(g) > 0)
            byKey.insert(groups.at(g), counts.at(g));
    }
    QHash<QString, QString> mapping;
    data.groups = ChartQuery::foldGroups(byKey, int(points.size()), &mapping);
    for (ChartPoint &point : points)
        point.group = mapping.value(point.group, ChartQuery::otherGroup());
    data.points = std::move(points);
    return data;
}

ChartData ChartTable::perYear(const ChartRequest &request, const std::vector<char> &marks) const
{
    ChartData data;
    data.request = request;
    const int grouping = int(request.grouping);
    const QStringList &groups = m_groups[grouping];
    QHash<QString, int> byKey;
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
        ++byKey[groups.at(row.group[grouping])];
        ++drawn;
        if (data.lastYear < data.firstYear) {
            data.firstYear = data.lastYear = row.year;
        } else {
            data.firstYear = std::min(data.firstYear, row.year);
            data.lastYear = std::max(data.lastYear, row.year);
        }
    }
    QHash<QString, QString> mapping;
    data.groups = ChartQuery::foldGroups(byKey, drawn, &mapping);
    const int years = data.lastYear - data.firstYear + 1;
    data.countsPerYear = QVector<QVector<int>>(int(data.groups.size()), QVector<int>(std::max(0, years), 0));
    QVector<int> indexOfGroup(groups.size(), -1);
    for (int g = 0; g < groups.size(); ++g)
        indexOfGroup[g] = int(data.groups.indexOf(mapping.value(groups.at(g), ChartQuery::otherGroup())));
    for (int i = 0; i < m_rows.size(); ++i) {
        const Row &row = m_rows.at(i);
        if (marks[size_t(i)] && row.hasYear)
            ++data.countsPerYear[indexOfGroup.at(row.group[grouping])][row.year - data.firstYear];
    }
    return data;
}
