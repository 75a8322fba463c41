#include "SqliteShell.h"

#include "Statistics.h"

#include <QProcess>
#include <QRegularExpression>

std::optional<double> SqliteShell::medianMs(const QString &databasePath, const QVector<QStringList> &passes,
                                            int runs, QString *error)
{
    QString script = QStringLiteral(".output /dev/null\n");
    for (const QStringList &pass : passes)
        script += pass.join(QStringLiteral(";\n")) + QStringLiteral(";\n");
    script += QStringLiteral(".timer on\n");
    for (int r = 0; r < runs; ++r) {
        for (const QStringList &pass : passes)
            script += pass.join(QStringLiteral(";\n")) + QStringLiteral(";\n");
    }
    QProcess shell;
    shell.start(QStringLiteral("sqlite3"), {QStringLiteral("-batch"), databasePath});
    if (!shell.waitForStarted()) {
        *error = QStringLiteral("sqlite3 not found: ") + shell.errorString();
        return std::nullopt;
    }
    shell.write(script.toUtf8());
    shell.closeWriteChannel();
    if (!shell.waitForFinished(-1) || shell.exitCode() != 0) {
        *error = QString::fromUtf8(shell.readAllStandardError());
        return std::nullopt;
    }
    const QString out = QString::fromUtf8(shell.readAllStandardOutput());
    static const QRegularExpression timer(QStringLiteral("Run Time: real ([0-9.]+)"));
    QVector<double> times;
    auto it = timer.globalMatch(out);
    while (it.hasNext())
        times.append(it.next().captured(1).toDouble() * 1000.0);
    // Sum each pass's statements.
    QVector<double> perPass;
    int i = 0;
    for (int r = 0; r < runs; ++r) {
        for (const QStringList &pass : passes) {
            double sum = 0;
            for (int s = 0; s < pass.size() && i < times.size(); ++s)
                sum += times.at(i++);
            perPass.append(sum);
        }
    }
    if (times.size() != i || perPass.isEmpty()) {
        *error = QStringLiteral("unexpected sqlite3 output: %1 timings").arg(times.size());
        return std::nullopt;
    }
    // The shell prints milliseconds only; below 2 ms the mean is the better figure.
    const double median = Statistics::median(perPass);
    return median < 2.0 ? Statistics::mean(perPass) : median;
}

QString SqliteShell::inlineBinds(const QString &sql, const QVariantList &binds)
{
    QString result;
    int next = 0;
    bool inString = false;
    for (const QChar c : sql) {
        if (c == QLatin1Char('\''))
            inString = !inString;
        if (c == QLatin1Char('?') && !inString && next < binds.size()) {
            const QVariant &v = binds.at(next++);
            if (v.typeId() == QMetaType::QString) {
                QString text = v.toString();
                text.replace(QLatin1Char('\''), QStringLiteral("''"));
                result += QLatin1Char('\'') + text + QLatin1Char('\'');
            } else {
                result += v.toString();
            }
        } else {
            result += c;
        }
    }
    return result;
}
