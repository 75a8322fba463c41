#pragma once

#include "CsvReader.h"
#include "EpochRowParser.h"

#include <condition_variable>
#include <deque>
#include <mutex>
#include <thread>

class QIODevice;

// Reads and parses the rows of an export on a thread of its own, a batch at a time, while the
// importer writes the previous batches: reading and parsing were an eighth of an import at
// 100,000 rows. At most a few batches wait in memory. Blank lines are left out.
//
// The reader and the device belong to the stream's thread from construction until destruction,
// which stops the thread (an import that fails or is cancelled does not wait for the file's end).
class EpochRowStream
{
public:
    struct Batch
    {
        QVector<EpochRow> rows;
        qint64 position = 0;   // the device's position after the batch: progress
    };

    EpochRowStream(CsvReader *reader, QIODevice *device, EpochRowParser parser);
    ~EpochRowStream();
    EpochRowStream(const EpochRowStream &) = delete;
    EpochRowStream &operator=(const EpochRowStream &) = delete;

    // The next batch; false when there is none left: then error() says whether the file ended or
    // could not be read on (the reader's message).
    bool next(Batch *batch);
    QString error() const;

private:
    void run();
    QString cutShort(const QStringList &fields) const;

    CsvReader *m_reader;
    QIODevice *m_device;
    EpochRowParser m_parser;

    mutable std::mutex m_mutex;
    std::condition_variable m_changed;
    std::deque<Batch> m_batches;
    bool m_finished = false;   // the reading thread has nothing more to give
    bool m_stop = false;       // the importer wants no more
    QString m_error;
    std::thread m_thread;      // last: started once everything above exists
};
