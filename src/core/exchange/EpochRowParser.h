#pragma once

#include "ImportReport.h"
#include "ModelRecord.h"

#include <QHash>
#include <QStringList>
#include <QVector>

// One row of an Epoch AI export as the importer writes it: the model, its organisations with their
// types and countries, and what in the row did not parse.
struct EpochRow
{
    qint64 line = 0;
    bool skipped = false;                // no name, or the same model as an earlier row
    ModelRecord record;
    QVector<Organization> organizations;
    QVector<ImportProblem> problems;     // this row's, in column order
};

// Turns the fields of one CSV row into an EpochRow. Pure, apart from remembering which models the
// file has named so far (a second row for the same model is skipped and reported), so it can run on
// the importer's reading thread.
class EpochRowParser
{
public:
    EpochRowParser(const QStringList &header, const QVector<int> &columns);
    EpochRow parse(const QStringList &fields, qint64 line);
    int columnCount() const { return int(m_header.size()); }

private:
    QStringList m_header;
    QVector<int> m_columns;
    bool m_ownExport;   // our own CSV export rather than Epoch's
    QHash<QString, qint64> m_seen;   // key -> line
};
