#pragma once

#include <QCommandLineOption>
#include <QCoreApplication>
#include <QList>
#include <QSqlDatabase>

class QCommandLineParser;

// `--list`: the models the Catalogue table shows for a search, filters and an order, for scripts.
// The rows come from the table's own model (CatalogueTableModel, hence CatalogueIndex and the
// search's CatalogueQuery), so the command and the window cannot disagree; the text output is the
// table's default columns as it writes them, the JSON output the keys of --export-csv. The search is
// --search's, or the words after the options.
// Exit codes: 0 listed (none matching is an answer too), 1 the catalogue could not be read, 2 an
// unknown domain, country, organisation type or column (the closest names are listed), a malformed
// number or a range whose ends are reversed.
class ListCommand
{
    Q_DECLARE_TR_FUNCTIONS(ListCommand)
public:
    static QList<QCommandLineOption> options();
    // Runs --list when the parser holds it; -1 when it does not.
    static int run(QSqlDatabase db, const QCommandLineParser &parser);
};
