#include "EpochRowStream.h"

#include <QCoreApplication>
#include <QIODevice>

namespace {

constexpr int batchRows = 256;
constexpr size_t maxWaitingBatches = 8;

} // namespace

EpochRowStream::EpochRowStream(CsvReader *reader, QIODevice *device, EpochRowParser parser)
    : m_reader(reader)
    , m_device(device)
    , m_parser(std::move(parser))
    , m_thread(&EpochRowStream::run, this)
{
}

EpochRowStream::~EpochRowStream()
{
    {
        const std::lock_guard lock(m_mutex);
        m_stop = true;
    }
    m_changed.notify_all();
    m_thread.join();
}

void EpochRowStream::run()
{
    Batch batch;
    QStringList fields;
    QString error;
    auto hand = [this](Batch &&b) {
        std::unique_lock lock(m_mutex);
        m_changed.wait(lock, [this] { return m_stop || m_batches.size() < maxWaitingBatches; });
        if (m_stop)
            return false;
        m_batches.push_back(std::move(b));
        lock.unlock();
        m_changed.notify_all();
        return true;
    };
    while (true) {
        const CsvReader::Status status = m_reader->readRow(&fields);
        if (status == CsvReader::Status::Error)
            error = m_reader->errorString();
        if (status != CsvReader::Status::Row)
            break;
        if (fields.size() == 1 && fields.first().trimmed().isEmpty())
            continue;   // a blank line
        if (m_reader->rowUnterminated())
            error = cutShort(fields);
        batch.rows.append(m_parser.parse(fields, m_reader->rowLine()));
        if (batch.rows.size() >= batchRows) {
            batch.position = m_device->pos();
            if (!hand(std::move(batch)))
                return;
            batch = Batch();
        }
    }
    // The rows before an error are handed over too, so that the importer reports the error where it
    // happened (it rolls back either way).
    batch.position = m_device->pos();
    if (!batch.rows.isEmpty() && !hand(std::move(batch)))
        return;
    {
        const std::lock_guard lock(m_mutex);
        m_error = error;
        m_finished = true;
    }
    m_changed.notify_all();
}

// The last row, which ended with the input and no line break after it. A download that stops early
// ends that way, often inside a row: "175" is all that arrived of 175000000000. The row is refused
// when it has fewer fields than the header, or ends in an unquoted number (which may be cut); a
// closed quote or an empty field at the end shows the row whole.
QString EpochRowStream::cutShort(const QStringList &fields) const
{
    const qint64 line = m_reader->rowLine();
    if (fields.size() < m_parser.columnCount())
        return QCoreApplication::translate("EpochImporter", "the file ends inside line %1, which has %2 of the header's %3 "
                                                            "columns and no line break: it looks cut short, as by an "
                                                            "interrupted download. If the file is complete, end it "
                                                            "with a line break")
            .arg(line).arg(fields.size()).arg(m_parser.columnCount());
    const QString last = fields.last().trimmed();
    bool number = false;
    last.toDouble(&number);
    if (number && !m_reader->lastFieldQuoted())
        return QCoreApplication::translate("EpochImporter", "the file ends on line %1 with the number \"%2\" and no line "
                                                            "break, so the number may be cut short, as by an interrupted "
                                                            "download. If the file is complete, end it with a line break")
            .arg(line).arg(last.left(40));
    return QString();
}

bool EpochRowStream::next(Batch *batch)
{
    std::unique_lock lock(m_mutex);
    m_changed.wait(lock, [this] { return !m_batches.empty() || m_finished; });
    if (m_batches.empty())
        return false;
    *batch = std::move(m_batches.front());
    m_batches.pop_front();
    lock.unlock();
    m_changed.notify_all();
    return true;
}

QString EpochRowStream::error() const
{
    const std::lock_guard lock(m_mutex);
    return m_error;
}
