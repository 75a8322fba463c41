#pragma once

#include <QDir>
#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

// The built program run as a script runs it: its own data and settings folders under `home` (never
// the user's), no display (the command-line modes are headless), English unless the arguments ask
// for a language. Returns the exit code, or -1 when it crashed or ran past a minute.
inline int runProgram(const QString &home, const QStringList &arguments, QString *out = nullptr, QString *err = nullptr)
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("XDG_DATA_HOME"), QDir(home).filePath(QStringLiteral("data")));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), QDir(home).filePath(QStringLiteral("config")));
    env.remove(QStringLiteral("DISPLAY"));
    env.remove(QStringLiteral("WAYLAND_DISPLAY"));
    env.remove(QStringLiteral("QT_QPA_PLATFORM"));
    process.setProcessEnvironment(env);
    const QStringList language = arguments.contains(QStringLiteral("--lang")) ? QStringList()
                                                                             : QStringList{QStringLiteral("--lang"), QStringLiteral("en")};
    process.start(QStringLiteral(ATLAS_BINARY_PATH), language + arguments);
    if (!process.waitForFinished(60000)) {
        process.kill();
        process.waitForFinished();
        return -1;
    }
    if (out)
        *out = QString::fromUtf8(process.readAllStandardOutput());
    if (err)
        *err = QString::fromUtf8(process.readAllStandardError());
    return process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
}
