#pragma once

#include <QCommandLineOption>
#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

class QCommandLineParser;

// The program's command line as a whole: every option (the commands' own come from their classes),
// which application object the arguments need, which command they give, and how a line the parser
// could not read is explained. ArgumentCheck then says what a line that parses may not ask.
class CommandLine
{
    Q_DECLARE_TR_FUNCTIONS(CommandLine)
public:
    // The application object the arguments need. Decided before one exists, by parsing them: only a
    // clean line with no command opens the window, so that a mistyped option or any other mistake is
    // answered on a machine with no display rather than aborting in the display's plugin.
    enum class Start { Window, Headless, ChartExport };
    static Start start(int argc, char **argv);

    // Every option, the commands' own included, described in the language installed.
    static QList<QCommandLineOption> options();
    // Adds every option and argument, described in the language installed (English before an
    // application exists). Options of one word after a single dash read as long ones ("-lsit" is the
    // unknown option "lsit", not four short ones); -h and -v are the one-letter names.
    static void setUp(QCommandLineParser *parser);

    // The commands, in the order main() runs them: "import", "export-csv", "estimate", …
    static const QStringList &commands();
    // The commands the parsed line gives ("estimate"), in that order; none for the window or --repair.
    static QStringList givenCommands(const QCommandLineParser &parser);

    // What --help prints: the parser's help, its usage line naming the program as a user types it
    // (not the path it was started by), then a few examples and the exit codes.
    static QString helpText(const QCommandLineParser &parser);

    // Why the parser could not read `arguments` (an unknown option, with the closest ones; a value
    // missing), with the way to the help, for stderr.
    static QString parseError(const QCommandLineParser &parser, const QStringList &arguments);
};
