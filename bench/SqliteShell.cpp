#include "SqliteShell.h"

#include "Report.h"

#include <QProcess>
#include <QRegularExpression>

std::optional<QVector<double>> SqliteShell::times(const QString &databasePath, const QString &sql, int runs,
                                                  QString *error)
{
    const QString statement = sql.trimmed() + QStringLiteral(";\n");
    QString script = QStringLiteral(".output /dev/null\n") + statement + QStringLiteral(".timer on\n");
    for (int r = 0; r < runs; ++r)
        script += statement;
    QProcess shell;
    shell.start(QStringLiteral("sqlite3"), {QStringLiteral("-batch"), QStringLiteral("-readonly"), databasePath});
    if (!shell.waitForStarted()) {
        *error = QStringLiteral("sqlite3 not found: ") + shell.errorString();
        return std::nullopt;
    }
    shell.write(script.toUtf8());
    shell.closeWriteChannel();
    if (!shell.waitForFinished(-1) || shell.exitCode() != 0) {
        *error = QStringLiteral("sqlite3 failed: ") + QString::fromUtf8(shell.readAllStandardError());
        return std::nullopt;
    }
    const QString out = QString::fromUtf8(shell.readAllStandardOutput());
    static const QRegularExpression timer(QStringLiteral("Run Time: real ([0-9.]+) user ([0-9.]+) sys ([0-9.]+)"));
    QVector<double> real;
    QVector<double> cpu;
    auto it = timer.globalMatch(out);
    while (it.hasNext()) {
        const auto match = it.next();
        real.append(match.captured(1).toDouble() * 1000.0);
        cpu.append((match.captured(2).toDouble() + match.captured(3).toDouble()) * 1000.0);
    }
    if (real.size() != runs) {
        *error = QStringLiteral("unexpected sqlite3 output: %1 timings for %2 runs").arg(real.size()).arg(runs);
        return std::nullopt;
    }
    return Report::summarize(real).median < 2.0 ? cpu : real;
}
