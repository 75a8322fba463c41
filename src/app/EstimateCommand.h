// app: the program: main.cpp reads the command line and starts the window or a headless command;
// command-line front ends live here.
#pragma once

#include "Estimator.h"
#include "MemoryUnit.h"

#include <QCommandLineOption>
#include <QCoreApplication>
#include <QList>
#include <QSqlDatabase>

class QCommandLineParser;

// `--estimate` and `--runs-on`: the estimator on the command line, for scripts and tests. The
// window's From hardware view and these commands call the same Estimator and RunsOnList.
// Exit codes: 0 answered, 2 unknown model or device (or a malformed value), 3 the model has no estimate.
class EstimateCommand
{
    Q_DECLARE_TR_FUNCTIONS(EstimateCommand)
public:
    static QList<QCommandLineOption> options();
    // Runs --estimate or --runs-on, whichever the parser holds; -1 when neither is set.
    static int run(QSqlDatabase db, const QCommandLineParser &parser);

    // When the figures are for less context than was asked for (`used` below `asked`: the model's
    // documented maximum, or the estimator's cap where none is on record), a note that says so; else empty.
    static QString contextNote(const ModelRecord &model, int asked, int used);
    // A finite number above zero ("nan", "inf", "0" and "-1" are not), else nothing.
    static std::optional<double> parsePositive(const QString &text);
    // The memory unit of the text output: --units, else the one chosen in Preferences; nothing (and
    // the message printed) when --units holds neither gib nor gb.
    static std::optional<MemoryUnit::Unit> memoryUnit(const QCommandLineParser &parser);
    // The device as JSON names it: its catalogue name, or "cpu" without a GPU.
    static QString deviceKey(const HardwareConfig &hardware);
    // Why a computer without a GPU has no prompt speed or time to first token.
    static QString cpuPromptNote();

    // The catalogue's model named `typed` as --model reads names (exactly, by its stable key, or as
    // NameMatcher compares names: "llama3.1 8b" is "Llama 3.1-8B"; else by its weights repository, as
    // WeightsRepositoryLookup reads it). Nothing when there is none: then
    // `closest` holds the closest names, or `readError` why the catalogue could not be read.
    static std::optional<ModelRecord> findModel(QSqlDatabase db, const QString &typed, QString *readError,
                                                QStringList *closest);
    // Fills `hardware` from --hardware (`deviceName`) or --memory-gb/--bandwidth-gbs and the options
    // that describe the set-up (--count, --context, --ram-gb, …); 0, or exit code 2 with the message
    // printed.
    static int hardwareFrom(QSqlDatabase db, const QCommandLineParser &parser, const QString &deviceName,
                            HardwareConfig *hardware);
    // Says the catalogue could not be read (and how to repair a damaged one); returns exit code 1.
    static int readFailed(const QString &error, const QCommandLineParser &parser);

private:
    friend class RunsOnCommand;   // shares the hardware options and the catalogue's errors
    static int estimate(QSqlDatabase db, const QCommandLineParser &parser);
    // The option's value as parsePositive() reads it; a message on stderr when it is not one.
    static std::optional<double> positiveOption(const QCommandLineParser &parser, const char *name);
};
