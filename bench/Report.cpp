#include "Report.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace Report {

Summary summarize(QVector<double> values)
{
    Summary s;
    s.runs = int(values.size());
    if (values.isEmpty())
        return s;
    std::sort(values.begin(), values.end());
    const auto n = values.size();
    s.median = n % 2 ? values.at(n / 2) : (values.at(n / 2 - 1) + values.at(n / 2)) / 2;
    s.p95 = values.at(std::max<qsizetype>(0, qsizetype(std::ceil(0.95 * double(n))) - 1));
    s.max = values.last();
    return s;
}

QString jsonString(const QString &text)
{
    const QByteArray array = QJsonDocument(QJsonArray{text}).toJson(QJsonDocument::Compact);
    return QString::fromUtf8(array.mid(1, array.size() - 2));
}

QString jsonNumber(double value)
{
    // Two decimals below 10 ms, one above: the machine's noise is larger than that anyway.
    return QString::number(value, 'f', value < 10 ? 2 : 1);
}

static void print(const QString &line)
{
    std::fputs(qPrintable(line + QLatin1Char('\n')), stdout);
    std::fflush(stdout);
}

void times(const QString &name, int models, const QVector<double> &milliseconds, const Extras &extras)
{
    const Summary s = summarize(milliseconds);
    QString line = QStringLiteral("{\"benchmark\":%1,\"models\":%2,\"runs\":%3,\"median_ms\":%4,\"p95_ms\":%5,\"max_ms\":%6")
                       .arg(jsonString(name)).arg(models).arg(s.runs)
                       .arg(jsonNumber(s.median), jsonNumber(s.p95), jsonNumber(s.max));
    for (const auto &extra : extras)
        line += QStringLiteral(",%1:%2").arg(jsonString(extra.first), extra.second);
    print(line + QLatin1Char('}'));
}

void memory(const QString &name, int models, double megabytes)
{
    print(QStringLiteral("{\"benchmark\":%1,\"models\":%2,\"mb\":%3}")
              .arg(jsonString(name)).arg(models).arg(QString::number(megabytes, 'f', 0)));
}

void note(const QString &text)
{
    std::fprintf(stderr, "bench: %s\n", qPrintable(text));
    std::fflush(stderr);
}

double residentMegabytes()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return 0;
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').value(0).toDouble() / 1024.0;
    }
    return 0;
}

} // namespace Report
