#pragma once

#include <QString>
#include <QVector>

#include <utility>

// One JSON line per figure on stdout, keys in a fixed order (QJsonDocument would sort them):
// {"benchmark":NAME,"models":N,"runs":K,"median_ms":…,"p95_ms":…,"max_ms":…} and, for memory,
// {"benchmark":NAME,"models":N,"mb":…}. Extra keys (what the slowest run was, the SQL a floor ran)
// follow the standard ones.
namespace Report {

using Extras = QVector<std::pair<QString, QString>>;   // key, value already written as JSON

struct Summary
{
    int runs = 0;
    double median = 0;
    double p95 = 0;    // nearest rank: the smallest value at least 95 % of the runs do not exceed
    double max = 0;
};
Summary summarize(QVector<double> values);

QString jsonString(const QString &text);
QString jsonNumber(double value);

void times(const QString &name, int models, const QVector<double> &milliseconds, const Extras &extras = {});
void memory(const QString &name, int models, double megabytes);
// A line on stderr, for the reader of the run (never parsed).
void note(const QString &text);

// VmRSS of this process, from /proc/self/status.
double residentMegabytes();

} // namespace Report
