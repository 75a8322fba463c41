#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

class QCommandLineParser;

// What a command line that parses may still not ask, checked before anything runs, so that nothing
// given is dropped in silence. Refused (exit code 2, naming what conflicts): two commands at once; a
// device or a model given twice (--hardware with --memory-gb, --model with --parameters or with the
// shape options that only --parameters reads, --runs-on with --hardware); words after the options
// where the command reads none, or with no command at all (a file alone: use --import); an option of
// a command when no command is given; --export-chart without one file, with an unknown kind, a file
// name that ends neither in .png nor in .svg, or a size it cannot draw. Warned on stderr, since scripts gave them to no harm: an option
// the command given does not read (--quant with --runs-on), and the set-up options of --compare when
// no device is given (it then uses the window's device and set-up).
class ArgumentCheck
{
    Q_DECLARE_TR_FUNCTIONS(ArgumentCheck)
public:
    struct Findings
    {
        QString error;          // empty: the line may run
        QStringList warnings;
    };
    static Findings check(const QCommandLineParser &parser);
};
