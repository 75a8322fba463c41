#include "ChartSource.h"

#include "ChartTable.h"

ChartSource::ChartSource(QSqlDatabase db, QObject *parent)
    : QObject(parent)
    , m_db(db)
{
}

void ChartSource::reload()
{
    m_table.reset();
    m_tableRead.supersede();   // a table read before the change is stale
}

void ChartSource::read(const ChartRequest &request)
{
    if (m_matcher && !m_synchronous) {
        // From memory once the table is read; the first chart waits for it.
        m_reads.supersede();
        m_pending = request;
        if (m_table)
            emit ready(m_table->data(request, m_matcher(request.filter)));
        else
            loadTable();
    } else if (m_synchronous || ChartQuery::answersAtOnce(m_db)) {
        // Asked of the database, not of the future: a worker that happens to finish before the check
        // must still go through Latest, or an answer to an older question could be drawn.
        m_reads.supersede();
        emit ready(ChartQuery::run(m_db, request));
    } else {
        m_reads.await(this, ChartQuery::runAsync(m_db, request), [this](const ChartData &data) { emit ready(data); });
    }
}

void ChartSource::loadTable()
{
    if (m_tableRead.isWaiting())
        return;
    struct Loaded
    {
        std::shared_ptr<const ChartTable> table;
        QString error;
    };
    auto read = [](QSqlDatabase connection) {
        auto table = std::make_shared<ChartTable>();
        Loaded loaded;
        if (table->load(connection, &loaded.error))
            loaded.table = table;
        return loaded;
    };
    auto finish = [this](const Loaded &loaded) {
        if (!loaded.error.isEmpty()) {
            ChartData failed;
            failed.request = m_pending;
            failed.error = loaded.error;
            emit ready(failed);
            return;
        }
        m_table = loaded.table;
        this->read(m_pending);
    };
    if (BackgroundRead::runsAtOnce(m_db)) {
        m_tableRead.supersede();
        finish(read(m_db));
        return;
    }
    m_tableRead.await(this, BackgroundRead::run<Loaded>(m_db, read), finish);
}
