#include "CsvWriter.h"

#include <QIODevice>

namespace {

// "-5", "+1.5e3", ".5": what a spreadsheet reads as a number, never as a formula.
bool isPlainNumber(const QString &text)
{
    qsizetype i = 0;
    const qsizetype n = text.size();
    auto digits = [&]() {
        const qsizetype start = i;
        while (i < n && text.at(i) >= QLatin1Char('0') && text.at(i) <= QLatin1Char('9'))
            ++i;
        return i - start;
    };
    if (i < n && (text.at(i) == QLatin1Char('+') || text.at(i) == QLatin1Char('-')))
        ++i;
    qsizetype mantissa = digits();
    if (i < n && text.at(i) == QLatin1Char('.')) {
        ++i;
        mantissa += digits();
    }
    if (mantissa == 0)
        return false;
    if (i < n && (text.at(i) == QLatin1Char('e') || text.at(i) == QLatin1Char('E'))) {
        ++i;
        if (i < n && (text.at(i) == QLatin1Char('+') || text.at(i) == QLatin1Char('-')))
            ++i;
        if (digits() == 0)
            return false;
    }
    return i == n;
}

// Quotes, then a character that starts a formula: the cells neutralised() guards.
bool needsGuard(const QString &field)
{
    qsizetype i = 0;
    while (i < field.size() && field.at(i) == QLatin1Char('\''))
        ++i;
    if (i == field.size())
        return false;
    const QChar c = field.at(i);
    const bool trigger = c == QLatin1Char('=') || c == QLatin1Char('+') || c == QLatin1Char('-') || c == QLatin1Char('@')
        || c == QLatin1Char('\t') || c == QLatin1Char('\r');
    return trigger && !isPlainNumber(field.mid(i));
}

} // namespace

CsvWriter::CsvWriter(QIODevice *device)
    : m_device(device)
{
}

QString CsvWriter::escape(const QString &field)
{
    const bool needsQuotes = field.contains(QLatin1Char(',')) || field.contains(QLatin1Char('"'))
        || field.contains(QLatin1Char('\n')) || field.contains(QLatin1Char('\r'));
    if (!needsQuotes)
        return field;
    QString quoted = field;
    quoted.replace(QLatin1Char('"'), QStringLiteral("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

QString CsvWriter::neutralised(const QString &field)
{
    return needsGuard(field) ? QLatin1Char('\'') + field : field;
}

QString CsvWriter::restored(const QString &field)
{
    // neutralised() added a quote exactly when the rest needs the guard; nothing else starts so.
    return field.startsWith(QLatin1Char('\'')) && needsGuard(field.mid(1)) ? field.mid(1) : field;
}

bool CsvWriter::writeRow(const QStringList &fields)
{
    QStringList escaped;
    escaped.reserve(fields.size());
    for (const QString &field : fields)
        escaped.append(escape(field));
    const QByteArray line = escaped.join(QLatin1Char(',')).toUtf8() + "\r\n";
    return m_device->write(line) == line.size();
}
