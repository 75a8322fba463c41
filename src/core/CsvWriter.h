#pragma once

#include <QStringList>

class QIODevice;

// Writes RFC 4180 CSV: fields quoted when they hold a comma, quote or line break; CRLF line ends.
class CsvWriter
{
public:
    explicit CsvWriter(QIODevice *device);
    bool writeRow(const QStringList &fields);
    static QString escape(const QString &field);

private:
    QIODevice *m_device;
};
