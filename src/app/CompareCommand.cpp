#include "CompareCommand.h"

#include "compare/CompareTable.h"
#include "Console.h"
#include "EstimateCommand.h"
#include "MinimumsOption.h"
#include "NameMatcher.h"

#include <QCommandLineParser>
#include <QJsonDocument>

#include <cstdio>

using Console::print;

QList<QCommandLineOption> CompareCommand::options()
{
    return {{QStringLiteral("compare"),
             tr("Compare the two to four models named after the options side by side: every figure of their "
                "pages, the rows that differ marked, and what each needs on the device (--hardware, else the one "
                "chosen in the window); print it and exit.")}};
}

int CompareCommand::run(QSqlDatabase db, const QCommandLineParser &parser)
{
    if (!parser.isSet(QStringLiteral("compare")))
        return -1;
    const QStringList names = parser.positionalArguments();
    if (names.size() < CompareTable::MinModels || names.size() > CompareTable::MaxModels) {
        print(stderr, tr("--compare takes two to four model names, not %n.", nullptr, int(names.size())));
        return 2;
    }
    QVector<ModelRecord> models;
    for (const QString &name : names) {
        QString readError;
        QStringList closest;
        const auto found = EstimateCommand::findModel(db, name, &readError, &closest);
        if (!readError.isEmpty())
            return EstimateCommand::readFailed(readError, parser);
        if (!found) {
            print(stderr, tr("Unknown model \"%1\". Closest names: %2.").arg(name, closest.join(QStringLiteral("; "))));
            return 2;
        }
        for (const ModelRecord &m : std::as_const(models)) {
            if (m.id == found->id) {
                print(stderr, tr("\"%1\" names %2, which is already in the comparison.").arg(name, m.name));
                return 2;
            }
        }
        models.append(*found);
    }

    // The device given on the command line, else the window's choice (as the window's comparison has it).
    const bool deviceGiven = parser.isSet(QStringLiteral("hardware")) || parser.isSet(QStringLiteral("memory-gb"))
        || parser.isSet(QStringLiteral("bandwidth-gbs"));
    std::optional<CompareTable> table;
    if (deviceGiven) {
        HardwareConfig hardware;
        if (const int code = EstimateCommand::hardwareFrom(db, parser, parser.value(QStringLiteral("hardware")), &hardware))
            return code;
        // The minimums of --runs-on and --estimate, so that all three name the same best quantization.
        const auto minimums = MinimumsOption::read(parser);
        if (!minimums)
            return 2;
        table.emplace(models, [&hardware](const ModelRecord &m) { return Estimator::estimate(m, hardware); },
                      hardware, *minimums);
        if (parser.isSet(QStringLiteral("context"))) {
            for (int i = 0; i < models.size(); ++i) {
                const QString note = EstimateCommand::contextNote(models.at(i), hardware.contextLength,
                                                                  table->estimates().at(i).contextLength);
                if (!note.isEmpty() && table->estimates().at(i).isValid())
                    print(stderr, note);
            }
        }
    } else {
        table.emplace(CompareTable::onChosenDevice(models));
    }
    if (parser.isSet(QStringLiteral("json")))
        print(stdout, QString::fromUtf8(QJsonDocument(table->toJson()).toJson(QJsonDocument::Indented)).trimmed());
    else
        print(stdout, table->toText());
    return 0;
}
