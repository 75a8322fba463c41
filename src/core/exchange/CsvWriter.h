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

    // A cell a spreadsheet would run as a formula (it starts with = + - @, a tab or a CR and is not a
    // plain number) gets a single quote in front, as OWASP's guidance on CSV injection advises:
    // spreadsheets then show it as text. A cell that already starts with quotes before such a
    // character gets one more, so that restored() can tell the guard from the data.
    static QString neutralised(const QString &field);
    // The exact inverse of neutralised(), for reading our own files back.
    static QString restored(const QString &field);

private:
    QIODevice *m_device;
};
