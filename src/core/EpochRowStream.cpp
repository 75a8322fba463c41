#include "EpochRowStream.h"

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
