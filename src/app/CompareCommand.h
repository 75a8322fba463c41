#pragma once

#include <QCommandLineOption>
#include <QCoreApplication>
#include <QList>
#include <QSqlDatabase>

class QCommandLineParser;

// `--compare A B …`: two to four models side by side, as the window's comparison shows them
// (gui/compare's CompareTable: the model page's figures, the differences marked, the estimate on the
// device), as text or JSON. The device is --hardware's (with --count, --context, …), else the one
// chosen in the window.
// Exit codes: 0 answered, 1 the catalogue could not be read, 2 not two to four names, an unknown model
// (the closest names are listed) or device.
class CompareCommand
{
    Q_DECLARE_TR_FUNCTIONS(CompareCommand)
public:
    static QList<QCommandLineOption> options();
    // Runs --compare when the parser holds it; -1 when it does not.
    static int run(QSqlDatabase db, const QCommandLineParser &parser);
};
