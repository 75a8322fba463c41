#pragma once

#include "BackgroundRead.h"
#include "ChartQuery.h"

#include <QObject>
#include <QSqlDatabase>

#include <functional>
#include <memory>

class ChartTable;

// Where the Charts tab's data comes from; ChartTable works it out either way. Given the catalogue
// table's own filter code (a Matcher), it reads every model's chart fields once (on a worker thread)
// and answers each request from memory, a few milliseconds where reading the wide rows again took
// 605 ms at 100,000 models. Without one (an export, a view on its own) each chart reads a table of
// just the models SQL matches (ChartQuery::run), on a worker unless synchronous. Only the latest
// request's answer is delivered (ready()).
class ChartSource : public QObject
{
    Q_OBJECT
public:
    using Matcher = std::function<QVector<qint64>(const ModelFilter &)>;

    explicit ChartSource(QSqlDatabase db, QObject *parent = nullptr);

    // Reads on the calling thread from now on (headless export, where nothing else runs).
    void setSynchronous(bool synchronous) { m_synchronous = synchronous; }
    bool synchronous() const { return m_synchronous; }
    void setMatcher(Matcher matcher) { m_matcher = std::move(matcher); }
    // The catalogue changed (an import, a rebuild): what is kept in memory is read again when next asked.
    void reload();
    // Asks for the chart of `request`: ready() comes now when it can be answered at once, else later.
    void read(const ChartRequest &request);
    bool isLoading() const { return m_reads.isWaiting() || m_tableRead.isWaiting(); }

signals:
    void ready(const ChartData &data);

private:
    void loadTable();

    QSqlDatabase m_db;
    bool m_synchronous = false;
    Matcher m_matcher;
    ChartRequest m_pending;                 // the request the table is read for
    std::shared_ptr<const ChartTable> m_table;
    BackgroundRead::Latest m_reads;
    BackgroundRead::Latest m_tableRead;     // ChartTable, read once per catalogue
};
