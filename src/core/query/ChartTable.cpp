#include "ChartTable.h"

#include "CatalogueQuery.h"
#include "RadixSort.h"
#include "SqliteStatement.h"

#include <QHash>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <numeric>
#include <limits>

namespace {

// The form the catalogue writes dates in, "YYYY-MM-DD" with digits where the digits go. Such texts
// compare byte by byte as their numbers do, so their order is that of year * 10000 + month * 100 + day.
bool canonicalDate(QByteArrayView text, int *year, int *month, int *day)
{
    if (text.size() != 10 || text[4] != '-' || text[7] != '-')
        return false;
    int digits[8];
    int n = 0;
    for (const int i : {0, 1, 2, 3, 5, 6, 8, 9}) {
        if (text[i] < '0' || text[i] > '9')
            return false;
        digits[n++] = text[i] - '0';
    }
    *year = digits[0] * 1000 + digits[1] * 100 + digits[2] * 10 + digits[3];
    *month = digits[4] * 10 + digits[5];
    *day = digits[6] * 10 + digits[7];
    return true;
}

// The raw texts of one grouping's column and the group each falls in: a few hundred among 100,000
// rows. Open addressing over an FNV-1a hash of the bytes: a QHash<QByteArray> hashed each of the half
// million texts with Qt's seeded hash, a tenth of the whole read. NULL and '' are the same text here,
// as they were as QByteArray keys (both read as no group value).
class RawGroups
{
public:
    int find(QByteArrayView text) const
    {
        const quint64 hash = fnv(text);
        for (size_t i = hash & mask();; i = (i + 1) & mask()) {
            const Slot &slot = m_slots[i];
            if (slot.group < 0)
                return -1;
            if (slot.hash == hash && QByteArrayView(slot.text) == text)
                return slot.group;
        }
    }
    void insert(QByteArrayView text, qint16 group)
    {
        if (2 * (m_used + 1) > qsizetype(m_slots.size())) {
            std::vector<Slot> old(m_slots.size() * 2);
            old.swap(m_slots);
            m_used = 0;
            for (Slot &slot : old) {
                if (slot.group >= 0)
                    place(std::move(slot));
            }
        }
        place({QByteArray(text.data(), text.size()), fnv(text), group});
    }

private:
    struct Slot
    {
        QByteArray text;
        quint64 hash = 0;
        qint16 group = -1;
    };
    size_t mask() const { return m_slots.size() - 1; }
    static quint64 fnv(QByteArrayView text)
    {
        quint64 hash = 14695981039346656037ULL;
        for (const char c : text)
            hash = (hash ^ quint8(c)) * 1099511628211ULL;
        return hash;
    }
    void place(Slot slot)
    {
        size_t i = slot.hash & mask();
        while (m_slots[i].group >= 0)
            i = (i + 1) & mask();
        m_slots[i] = std::move(slot);
        ++m_used;
    }
    std::vector<Slot> m_slots = std::vector<Slot>(64);
    qsizetype m_used = 0;
};

} // namespace

QDate ChartTable::isoDate(QByteArrayView text)
{
    int year = 0, month = 0, day = 0;
    if (canonicalDate(text, &year, &month, &day))
        return QDate(year, month, day);
    return QDate::fromString(QString::fromUtf8(text), Qt::ISODate);
}

bool ChartTable::load(QSqlDatabase db, QString *error)
{
    return read(db, QStringLiteral("1"), {}, error);
}

bool ChartTable::load(QSqlDatabase db, const ModelFilter &filter, QString *error)
{
    QVariantList binds;
    const QString where = CatalogueQuery::whereClause(filter, &binds);
    return read(db, where, binds, error);
}

bool ChartTable::read(QSqlDatabase db, const QString &where, const QVariantList &binds, QString *error)
{
    *this = ChartTable();
    // In file order, sorted here: ORDER BY published read the wide rows at random through the date
    // index, several times slower. The axes in ChartAxis order, then the groupings in ChartGrouping order.
    SqliteStatement query(db, QStringLiteral(
        "SELECT m.id, m.name, m.year, m.published, m.parameters, m.training_compute_flop, m.dataset_size, "
        "m.training_time_hours, m.hardware_quantity, m.power_draw_w, m.training_cost_usd, m.domains_text, "
        "m.categories_text, m.countries_text, m.model_accessibility, m.frontier FROM models m WHERE ") + where);
    // Bound as Qt's driver binds them for CatalogueQuery: numbers as numbers, everything else as text.
    for (const QVariant &bind : binds) {
        if (bind.typeId() == QMetaType::Double)
            query.add(bind.toDouble());
        else if (bind.typeId() == QMetaType::Int || bind.typeId() == QMetaType::LongLong)
            query.add(bind.toLongLong());
        else
            query.add(bind.toString());
    }
    QHash<QString, qint16> groupIndex[Groupings];
    // A few hundred distinct raw values among 100,000 models: each read into a group once.
    RawGroups rawGroup[Groupings];
    // The order of each row's date text: 0 for NULL, 1 + the date's number for the catalogue's own form
    // (canonicalDate). Any other text is kept as it is and sorts the slower way, byte by byte.
    std::vector<quint64> dateKey;
    QHash<int, QByteArray> otherDates;
    qint64 maxId = 0;
    while (query.fetchRow()) {
        Row row;
        row.id = query.int64At(0);
        row.name = query.textAt(1);
        // As SQLite makes the year a whole number: a hand edit's 2017.7 is 2017, "2020abc" 2020.
        if ((row.hasYear = !query.isNullAt(2)))
            row.year = qint32(query.int64At(2));
        // Each value as ChartQuery::axisValue() reads it from QSqlQuery's QVariant, without the QVariant
        // where the value's type makes that plain: a number as it is, a date in the catalogue's form.
        for (int axis = 0; axis < Axes; ++axis) {
            const int column = 3 + axis;
            std::optional<double> value;
            int y = 0, m = 0, d = 0;
            if (query.isNullAt(column)) {
                if (axis == int(ChartAxis::PublicationDate))
                    dateKey.push_back(0);
            } else if (axis == int(ChartAxis::PublicationDate)) {
                if (canonicalDate(query.utf8At(column), &y, &m, &d)) {
                    dateKey.push_back(1 + quint64(y) * 10000 + quint64(m) * 100 + quint64(d));
                    const QDate date(y, m, d);
                    if (date.isValid()) {
                        row.published = date;
                        value = ChartQuery::decimalYear(date);
                    }
                } else {
                    dateKey.push_back(0);
                    const QByteArrayView text = query.utf8At(column);
                    otherDates.insert(int(m_rows.size()), QByteArray(text.data(), text.size()));
                    value = ChartQuery::axisValue(ChartAxis(axis), query.valueAt(column), &row.published);
                }
            } else if (query.isNumberAt(column)) {
                const double v = query.doubleAt(column);
                if (v > 0)
                    value = v;
            } else {
                value = ChartQuery::axisValue(ChartAxis(axis), query.valueAt(column), nullptr);
            }
            row.axis[axis] = value ? *value : std::numeric_limits<double>::quiet_NaN();
            row.plotted[axis] = value ? ChartQuery::plotted(ChartAxis(axis), *value) : row.axis[axis];
        }
        for (int grouping = 0; grouping < Groupings; ++grouping) {
            const int column = 11 + grouping;
            // The value's text decides its group (ChartQuery::groupKey reads NULL as empty and a
            // number as its digits), so equal bytes are one group.
            int known = rawGroup[grouping].find(query.utf8At(column));
            if (known < 0) {
                const QString key = ChartQuery::groupKey(ChartGrouping(grouping), query.valueAt(column));
                auto it = groupIndex[grouping].constFind(key);
                if (it == groupIndex[grouping].constEnd()) {
                    it = groupIndex[grouping].insert(key, qint16(m_groups[grouping].size()));
                    m_groups[grouping].append(key);
                }
                // The bytes read again: valueAt() may have turned the value into UTF-16, which frees
                // the UTF-8 text read before (SQLite's rule for sqlite3_column_text).
                rawGroup[grouping].insert(query.utf8At(column), *it);
                known = *it;
            }
            row.group[grouping] = qint16(known);
        }
        maxId = std::max(maxId, row.id);
        m_rows.append(std::move(row));
    }
    if (!query.errorText().isEmpty()) {
        if (error)
            *error = query.errorText();
        m_rows.clear();
        return false;
    }
    m_rows = sortedRows(std::move(m_rows), dateKey, otherDates);
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

QVector<ChartTable::Row> ChartTable::sortedRows(QVector<Row> rows, const std::vector<quint64> &dateKey,
                                                const QHash<int, QByteArray> &otherDates)
{
    // The order of ORDER BY published, id: NULL dates first, the text compared byte by byte.
    QVector<int> order(rows.size());
    std::iota(order.begin(), order.end(), 0);
    if (otherDates.isEmpty()) {
        // Every date in the catalogue's form: by id, then stably by the date's number.
        std::vector<quint64> idKey(size_t(rows.size()));
        for (int i = 0; i < rows.size(); ++i)
            idKey[size_t(i)] = RadixSort::key(rows.at(i).id);
        RadixSort::sortByKey(&order, idKey);
        RadixSort::sortByKey(&order, dateKey);
    } else {
        QVector<QByteArray> published(rows.size());
        for (int i = 0; i < rows.size(); ++i) {
            const quint64 key = dateKey[size_t(i)];
            if (otherDates.contains(i))
                published[i] = otherDates.value(i);
            else if (key > 0)
                published[i] = QStringLiteral("%1-%2-%3")
                                   .arg((key - 1) / 10000, 4, 10, QLatin1Char('0'))
                                   .arg((key - 1) / 100 % 100, 2, 10, QLatin1Char('0'))
                                   .arg((key - 1) % 100, 2, 10, QLatin1Char('0'))
                                   .toLatin1();
        }
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
            return rows.at(a).id < rows.at(b).id;
        });
    }
    QVector<Row> sorted;
    sorted.reserve(rows.size());
    for (const int i : std::as_const(order)) {
        sorted.append(std::move(rows[i]));
        // Each name copied again in drawing order: a chart's pass over its points then reads the names
        // one after another in memory rather than all over the heap (the names' reference counts
        // were most of that pass's time).
        QString &name = sorted.last().name;
        if (!name.isNull())
            name = QString(name.constData(), name.size());
    }
    return sorted;
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
    return chart(request, marks);
}

ChartData ChartTable::data(const ChartRequest &request) const
{
    return chart(request, std::vector<char>(size_t(m_rows.size()), 1));
}

ChartData ChartTable::chart(const ChartRequest &request, const std::vector<char> &marks) const
{
    return request.kind == ChartKind::ModelsPerYear ? perYear(request, marks) : scatter(request, marks);
}

// The chart's groups for the grouping keys `groups` met `counts` times among `drawn` models, folded by
// ChartQuery::foldGroups (into `chartGroups`); returns, for each key, its group's index in the chart.
QVector<int> ChartTable::foldedGroups(const QStringList &groups, const QVector<int> &counts, int drawn,
                                      QStringList *chartGroups)
{
    QHash<QString, int> byKey;
    for (int g = 0; g < groups.size(); ++g) {
        if (counts.at(g) > 0)
            byKey.insert(groups.at(g), counts.at(g));
    }
    QHash<QString, QString> mapping;
    *chartGroups = ChartQuery::foldGroups(byKey, drawn, &mapping);
    QVector<int> folded(groups.size(), -1);
    for (int g = 0; g < groups.size(); ++g)
        folded[g] = int(chartGroups->indexOf(mapping.value(groups.at(g), ChartQuery::otherGroup())));
    return folded;
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
    const QVector<int> folded = foldedGroups(groups, counts, drawn, &data.groups);
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
    const QVector<int> indexOfGroup = foldedGroups(groups, counts, drawn, &data.groups);
    const int years = data.lastYear - data.firstYear + 1;
    data.countsPerYear = QVector<QVector<int>>(int(data.groups.size()), QVector<int>(std::max(0, years), 0));
    // The models behind the bars too: what the chart's CSV writes and what a group hidden from the
    // legend takes away.
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
