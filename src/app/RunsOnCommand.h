#pragma once

#include <QCoreApplication>
#include <QSqlDatabase>

class QCommandLineParser;

// `--runs-on DEVICE`: the From hardware tab's rows on the command line, in the tab's order (the models
// that meet the minimums first, the largest first), as a table or JSON. Its options are among
// EstimateCommand::options(), which shares the hardware options with --estimate.
class RunsOnCommand
{
    Q_DECLARE_TR_FUNCTIONS(RunsOnCommand)
public:
    static int run(QSqlDatabase db, const QCommandLineParser &parser);
};
