#include "CsvReader.h"

#include <QCoreApplication>
#include <QIODevice>
#include <QLocale>

CsvReader::CsvReader(QIODevice *device)
    : m_device(device)
    , m_decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless)
{
}

bool CsvReader::fill()
{
    if (m_eof)
        return false;
    m_buffer = m_device->read(64 * 1024);
    m_pos = 0;
    if (m_buffer.isEmpty()) {
        m_eof = true;
        return false;
    }
    if (m_atStart) {
        m_atStart = false;
        if (m_buffer.startsWith("\xEF\xBB\xBF"))
            m_pos = 3;
    }
    // Found once per chunk (memchr), so that the runs below need not look for it byte by byte.
    m_nul = m_buffer.indexOf('\0', m_pos);
    return m_pos < m_buffer.size() || fill();
}

int CsvReader::nextByte()
{
    if (m_pos >= m_buffer.size() && !fill())
        return -1;
    return static_cast<unsigned char>(m_buffer.at(m_pos++));
}

CsvReader::Status CsvReader::readRow(QStringList *fields)
{
    fields->clear();
    if (!m_error.isEmpty())
        return Status::Error;
    QByteArray &field = m_field;   // one buffer for every field: its capacity is kept
    field.clear();
    qint64 rowBytes = 0;
    bool quoted = false;      // inside a quoted field
    bool wasQuoted = false;   // the current field started with a quote
    bool any = false;
    m_rowLine = m_line;
    auto fail = [this](const QString &message) {
        m_error = message;
        return Status::Error;
    };
    auto finishField = [&]() {
        fields->append(m_decoder.decode(field));
        if (m_decoder.hasError()) {
            m_decoder.resetState();
            if (m_error.isEmpty())
                m_error = QCoreApplication::translate("CsvReader", "line %1 is not valid UTF-8 text").arg(m_rowLine);
        }
        field.clear();
        m_lastFieldQuoted = wasQuoted;
        wasQuoted = false;
    };
    // A row ends at a line break (LF, CRLF or a lone CR) or at the end of the input.
    auto finishRow = [&](bool atEnd) {
        finishField();
        m_unterminated = atEnd;
        return m_error.isEmpty() ? Status::Row : Status::Error;
    };
    // Whether the byte after the one just read is a LF (it stays to be read).
    auto lfFollows = [this]() {
        const int next = nextByte();
        if (next >= 0)
            --m_pos;
        return next == '\n';
    };
    while (true) {
        // A run of bytes that need no decision is copied at once: byte by byte, reading the file was
        // the slower half of the importer's reading thread.
        if (m_pos < m_buffer.size()) {
            const char *data = m_buffer.constData();
            const qsizetype end = m_nul >= m_pos ? m_nul : m_buffer.size();
            qsizetype i = m_pos;
            if (quoted) {
                while (i < end && data[i] != '"' && data[i] != '\n' && data[i] != '\r')
                    ++i;
            } else {
                while (i < end && data[i] != ',' && data[i] != '\n' && data[i] != '\r' && data[i] != '"')
                    ++i;
            }
            if (i > m_pos) {
                any = true;
                // The limit the byte-by-byte reading would meet first: the byte that crosses the row
                // limit (checked before a byte is taken), or the one that crosses the field limit.
                const qint64 run = i - m_pos;
                const qint64 rowCrossing = m_maxRow - rowBytes + 1;
                const qint64 fieldCrossing = m_maxField - field.size() + 1;
                if (rowCrossing <= run && rowCrossing <= fieldCrossing)
                    return fail(rowTooLong());
                if (fieldCrossing <= run)
                    return fail(fieldTooLong());
                rowBytes += run;
                field.append(data + m_pos, run);
                m_pos = i;
                continue;
            }
        }
        const int c = nextByte();
        if (c < 0) {
            if (quoted)
                return fail(QCoreApplication::translate("CsvReader", "a quoted field that starts on line %1 is never closed")
                                .arg(m_rowLine));
            if (!any)
                return Status::End;
            return finishRow(true);
        }
        if (c == 0)
            return fail(nulByte());
        any = true;
        if (++rowBytes > m_maxRow)
            return fail(rowTooLong());
        if (quoted) {
            if (c == '"') {
                const int next = nextByte();
                if (next == '"') {
                    field.append('"');
                    continue;
                }
                quoted = false;
                if (next < 0)
                    return finishRow(true);
                --m_pos; // look at the byte after the closing quote again, unquoted
                continue;
            }
            // Line breaks inside a quoted field are kept, and counted so that later rows' lines are right.
            if (c == '\n' || (c == '\r' && !lfFollows()))
                ++m_line;
            field.append(char(c));
        } else if (c == '"' && field.isEmpty() && !wasQuoted) {
            quoted = true;
            wasQuoted = true;
        } else if (c == ',') {
            finishField();
        } else if (c == '\r' && lfFollows()) {
            continue; // CRLF ends the row at its LF
        } else if (c == '\n' || c == '\r') {
            // A lone CR ends a row too: dropping it merged two rows into one.
            ++m_line;
            return finishRow(false);
        } else {
            field.append(char(c));
        }
        if (field.size() > m_maxField)
            return fail(fieldTooLong());
    }
}

QString CsvReader::rowTooLong() const
{
    return QCoreApplication::translate("CsvReader", "the row on line %1 is longer than %2 bytes")
        .arg(m_rowLine)
        .arg(QLocale().toString(m_maxRow));
}

QString CsvReader::fieldTooLong() const
{
    return QCoreApplication::translate("CsvReader", "a field on line %1 is longer than %2 bytes")
        .arg(m_rowLine)
        .arg(QLocale().toString(m_maxField));
}

QString CsvReader::nulByte() const
{
    return QCoreApplication::translate("CsvReader", "line %1 holds a NUL byte, which no text file holds: this is not a CSV file")
        .arg(m_line);
}
