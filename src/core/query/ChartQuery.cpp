#include "ChartQuery.h"

#include "BackgroundRead.h"

#include "CatalogueQuery.h"

#include <QAtomicInteger>
#include <QHash>
#include <QSqlError>
#include <QSqlQuery>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <cmath>

namespace {

QString columnOf(ChartAxis axis)
{
    switch (axis) {
    case ChartAxis::PublicationDate: return QStringLiteral("m.published");
    case ChartAxis::Parameters: return QStringLiteral("m.parameters");
    case ChartAxis::TrainingCompute: return QStringLiteral("m.training_compute_flop");
    case ChartAxis::DatasetSize: return QStringLiteral("m.dataset_size");
    case ChartAxis::TrainingTime: return QStringLiteral("m.training_time_hours");
    case ChartAxis::ChipCount: return QStringLiteral("m.hardware_quantity");
    case ChartAxis::PowerDraw: return QStringLiteral("m.power_draw_w");
    case ChartAxis::TrainingCost: return QStringLiteral("m.training_cost_usd");
    }
    return QStringLiteral("NULL");
}

QString columnOf(ChartGrouping grouping)
{
    switch (grouping) {
    case ChartGrouping::Domain: return QStringLiteral("m.domains_text");
    case ChartGrouping::OrganizationType: return QStringLiteral("m.categories_text");
    case ChartGrouping::Country: return QStringLiteral("m.countries_text");
    case ChartGrouping::Accessibility: return QStringLiteral("m.model_accessibility");
    case ChartGrouping::Frontier: return QStringLiteral("m.frontier");
    }
    return QStringLiteral("NULL");
}

// A read that stopped on an error part way: next() ends it as if the rows had run out, and a chart
// of the rows before would pass for the whole catalogue. Nothing is drawn then, and the error says why.
bool failedPartWay(const QSqlQuery &query, ChartData *data)
{
    if (!query.lastError().isValid())
        return false;
    const ChartRequest request = data->request;
    *data = ChartData();
    data->request = request;
    data->error = query.lastError().text();
    return true;
}

bool prepareAndRun(QSqlQuery &query, const QString &sql, const QVariantList &binds, QString *error)
{
    query.setForwardOnly(true);
    if (!query.prepare(sql)) {
        *error = query.lastError().text();
        return false;
    }
    for (const QVariant &bind : binds)
        query.addBindValue(bind);
    if (!query.exec()) {
        *error = query.lastError().text();
        return false;
    }
    return true;
}

} // namespace

// The display copies hold "; "-joined lists in the record's order, so the first one is the
// model's main domain / organisation: no join per row needed.
QString ChartQuery::groupKey(ChartGrouping grouping, const QVariant &value)
{
    if (grouping == ChartGrouping::Frontier)
        return value.toInt() != 0 ? ChartQuery::frontierGroup() : ChartQuery::notFrontierGroup();
    const QString first = value.toString().section(QStringLiteral("; "), 0, 0).trimmed();
    return first.isEmpty() ? ChartQuery::unknownGroup() : first;
}

// A value drawable on the axis, or nothing: log axes cannot show zero or negative values.
std::optional<double> ChartQuery::axisValue(ChartAxis axis, const QVariant &value, QDate *date)
{
    if (value.isNull())
        return std::nullopt;
    if (axis == ChartAxis::PublicationDate) {
        const QDate d = QDate::fromString(value.toString(), Qt::ISODate);
        if (!d.isValid())
            return std::nullopt;
        if (date)
            *date = d;
        return ChartQuery::decimalYear(d);
    }
    bool ok = false;
    const double v = value.toDouble(&ok);
    if (!ok || !(v > 0))
        return std::nullopt;
    return v;
}

double ChartQuery::plotted(ChartAxis axis, double value)
{
    return axis == ChartAxis::PublicationDate ? value : std::log10(value);
}

QString ChartQuery::otherGroup() { return QStringLiteral("Other"); }
QString ChartQuery::unknownGroup() { return QStringLiteral("Unknown"); }
QString ChartQuery::frontierGroup() { return QStringLiteral("Frontier model"); }
QString ChartQuery::notFrontierGroup() { return QStringLiteral("Not frontier"); }

double ChartQuery::decimalYear(const QDate &date)
{
    return date.year() + double(date.dayOfYear() - 1) / date.daysInYear();
}

QStringList ChartQuery::foldGroups(const QHash<QString, int> &counts, int total, QHash<QString, QString> *mapping)
{
    QStringList keys;
    for (auto it = counts.cbegin(); it != counts.cend(); ++it) {
        if (it.key() != otherGroup())
            keys.append(it.key());
    }
    std::sort(keys.begin(), keys.end(), [&](const QString &a, const QString &b) {
        const int ca = counts.value(a), cb = counts.value(b);
        return ca != cb ? ca > cb : a < b;
    });
    QStringList kept;
    QStringList folded;
    for (const QString &key : keys) {
        const bool small = total > 0 && counts.value(key) < MinGroupShare * total;
        (kept.size() >= MaxGroups || small ? folded : kept).append(key);
    }
    const bool otherExists = counts.contains(otherGroup());
    // Folding one lone group gains nothing: "Other" would only rename it.
    if (folded.size() == 1 && !otherExists) {
        kept.append(folded);
        folded.clear();
    }
    mapping->clear();
    for (const QString &key : kept)
        mapping->insert(key, key);
    for (const QString &key : folded)
        mapping->insert(key, otherGroup());
    if (otherExists || !folded.isEmpty()) {
        mapping->insert(otherGroup(), otherGroup());
        kept.append(otherGroup());
    }
    return kept;
}

ChartData ChartQuery::run(QSqlDatabase db, const ChartRequest &request)
{
    return request.kind == ChartKind::ModelsPerYear ? runPerYear(db, request) : runScatter(db, request);
}

ChartData ChartQuery::runScatter(QSqlDatabase db, const ChartRequest &request)
{
    ChartData data;
    data.request = request;
    QVariantList binds;
    const QString sql = QStringLiteral("SELECT m.id, m.name, %1, %2, %3, m.published FROM models m WHERE %4 "
                                       "ORDER BY m.published, m.id")
                            .arg(columnOf(request.x), columnOf(request.y), columnOf(request.grouping),
                                 CatalogueQuery::whereClause(request.filter, &binds));
    QSqlQuery query(db);
    if (!prepareAndRun(query, sql, binds, &data.error))
        return data;

    QVector<ChartPoint> points;
    QStringList keys;   // each point's group key before the small groups are folded
    QHash<QString, int> counts;
    while (query.next()) {
        ++data.matching;
        const auto x = axisValue(request.x, query.value(2), nullptr);
        const auto y = axisValue(request.y, query.value(3), nullptr);
        if (!x || !y) {
            ++data.notDrawn;
            continue;
        }
        ChartPoint point;
        point.id = query.value(0).toLongLong();
        point.name = query.value(1).toString();
        point.x = *x;
        point.y = *y;
        keys.append(groupKey(request.grouping, query.value(4)));
        point.plotted = QPointF(plotted(request.x, *x), plotted(request.y, *y));
        point.published = QDate::fromString(query.value(5).toString(), Qt::ISODate);
        ++counts[keys.last()];
        points.append(point);
    }
    if (failedPartWay(query, &data))
        return data;
    QHash<QString, QString> mapping;
    data.groups = foldGroups(counts, int(points.size()), &mapping);
    for (int i = 0; i < points.size(); ++i)
        points[i].groupIndex = int(data.groups.indexOf(mapping.value(keys.at(i), otherGroup())));
    data.points = std::move(points);
    return data;
}

ChartData ChartQuery::runPerYear(QSqlDatabase db, const ChartRequest &request)
{
    ChartData data;
    data.request = request;
    QVariantList binds;
    // One row per model, not counts per year: the models behind each bar are what File ▸ Export chart
    // data writes, and what a group hidden from the legend takes away.
    const QString sql = QStringLiteral("SELECT m.id, m.name, m.year, %1, m.published FROM models m WHERE %2 "
                                       "ORDER BY m.published, m.id")
                            .arg(columnOf(request.grouping), CatalogueQuery::whereClause(request.filter, &binds));
    QSqlQuery query(db);
    if (!prepareAndRun(query, sql, binds, &data.error))
        return data;

    QVector<ChartPoint> points;
    QStringList keys;   // each model's group key before the small groups are folded
    QHash<QString, int> counts;
    while (query.next()) {
        ++data.matching;
        if (query.value(2).isNull()) {
            ++data.notDrawn;
            continue;
        }
        // Several raw values ("Language; Vision" and "Language") share a first value: one group.
        ChartPoint point;
        point.id = query.value(0).toLongLong();
        point.name = query.value(1).toString();
        point.x = query.value(2).toInt();
        keys.append(groupKey(request.grouping, query.value(3)));
        point.published = QDate::fromString(query.value(4).toString(), Qt::ISODate);
        ++counts[keys.last()];
        const int year = int(point.x);
        if (data.lastYear < data.firstYear) {
            data.firstYear = data.lastYear = year;
        } else {
            data.firstYear = std::min(data.firstYear, year);
            data.lastYear = std::max(data.lastYear, year);
        }
        points.append(point);
    }
    if (failedPartWay(query, &data))
        return data;
    QHash<QString, QString> mapping;
    data.groups = foldGroups(counts, int(points.size()), &mapping);
    const int years = data.lastYear - data.firstYear + 1;
    data.countsPerYear = QVector<QVector<int>>(int(data.groups.size()), QVector<int>(std::max(0, years), 0));
    for (int i = 0; i < points.size(); ++i) {
        ChartPoint &point = points[i];
        point.groupIndex = int(data.groups.indexOf(mapping.value(keys.at(i), otherGroup())));
        data.countsPerYear[point.groupIndex][int(point.x) - data.firstYear] += 1;
    }
    data.points = std::move(points);
    return data;
}

bool ChartQuery::answersAtOnce(QSqlDatabase db)
{
    return BackgroundRead::runsAtOnce(db);
}

QFuture<ChartData> ChartQuery::runAsync(QSqlDatabase db, const ChartRequest &request)
{
    return BackgroundRead::run<ChartData>(db, [request](QSqlDatabase connection) { return run(connection, request); });
}
