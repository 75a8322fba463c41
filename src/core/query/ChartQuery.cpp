#include "ChartQuery.h"

#include "BackgroundRead.h"
#include "ChartTable.h"

#include <QHash>

#include <algorithm>
#include <cmath>

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

// One chart on its own (the headless export, a view without the table's filter code): a ChartTable
// of only the models the filter matches, drawn whole. The Charts tab keeps one of every model instead.
ChartData ChartQuery::run(QSqlDatabase db, const ChartRequest &request)
{
    ChartTable table;
    ChartData failed;
    if (table.load(db, request.filter, &failed.error))
        return table.data(request);
    failed.request = request;
    return failed;
}

bool ChartQuery::answersAtOnce(QSqlDatabase db)
{
    return BackgroundRead::runsAtOnce(db);
}

QFuture<ChartData> ChartQuery::runAsync(QSqlDatabase db, const ChartRequest &request)
{
    return BackgroundRead::run<ChartData>(db, [request](QSqlDatabase connection) { return run(connection, request); });
}
