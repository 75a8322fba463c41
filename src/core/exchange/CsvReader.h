#pragma once

#include <QByteArray>
#include <QStringDecoder>
#include <QStringList>

class QIODevice;

// A streaming RFC 4180 reader: quoted fields with commas, doubled quotes and line breaks; CRLF, LF
// or a lone CR (old Mac files) end a row; UTF-8 with or without a byte-order mark. It reads the
// device in chunks, so a file of any length costs one row of memory, and it refuses fields or rows
// past sane limits and NUL bytes, which no text file holds.
class CsvReader
{
public:
    enum class Status { Row, End, Error };

    explicit CsvReader(QIODevice *device);

    Status readRow(QStringList *fields);
    QString errorString() const { return m_error; }
    // The line on which the last row returned started (1-based).
    qint64 rowLine() const { return m_rowLine; }
    // Whether the last row returned ended at the end of the input with no line break after it, and
    // whether its last field was quoted: a download cut short ends that way, inside its last row.
    bool rowUnterminated() const { return m_unterminated; }
    bool lastFieldQuoted() const { return m_lastFieldQuoted; }

    void setMaxFieldBytes(qint64 bytes) { m_maxField = bytes; }
    void setMaxRowBytes(qint64 bytes) { m_maxRow = bytes; }

private:
    bool fill();
    int nextByte();
    QString rowTooLong() const;
    QString fieldTooLong() const;
    QString nulByte() const;

    QIODevice *m_device;
    QByteArray m_buffer;
    QByteArray m_field;
    QStringDecoder m_decoder;
    qsizetype m_pos = 0;
    qsizetype m_nul = -1;      // where the buffer holds its first NUL byte, -1 when it holds none
    bool m_atStart = true;
    bool m_eof = false;
    qint64 m_line = 1;
    qint64 m_rowLine = 1;
    bool m_unterminated = false;
    bool m_lastFieldQuoted = false;
    qint64 m_maxField = 512 * 1024; // Epoch's longest notes are a few kilobytes
    qint64 m_maxRow = 2 << 20;
    QString m_error;
};
