#include "CsvWriter.h"

#include <QIODevice>

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

bool CsvWriter::writeRow(const QStringList &fields)
{
    QStringList escaped;
    escaped.reserve(fields.size());
    for (const QString &field : fields)
        escaped.append(escape(field));
    const QByteArray line = escaped.join(QLatin1Char(',')).toUtf8() + "\r\n";
    return m_device->write(line) == line.size();
}
