#include "StartupFigure.h"

#include "catalogue/CatalogueView.h"
#include "CatalogueSession.h"
#include "FrameProbe.h"
#include "LanguageManager.h"
#include "mainwindow/MainWindow.h"
#include "Report.h"
#include "Settings.h"

#include <QApplication>
#include <QIcon>
#include <QProcess>
#include <QTableView>
#include <QTimer>

#include <cstdio>

namespace StartupFigure {

bool run(const QString &path, int models, int runs, QString *error)
{
    QVector<double> times;
    // One start first, not counted: it migrates and checks a file the generator just wrote; every
    // later start opens a file the previous one closed cleanly, as a user's next start does.
    for (int r = -1; r < runs; ++r) {
        QProcess process;
        process.setProcessChannelMode(QProcess::SeparateChannels);
        const qint64 start = FrameProbe::now();
        process.start(QCoreApplication::applicationFilePath(), {QStringLiteral("--startup-child"), path});
        if (!process.waitForFinished(120000) || process.exitCode() != 0) {
            *error = QStringLiteral("the start-up child failed: ") + QString::fromUtf8(process.readAllStandardError());
            return false;
        }
        const QString out = QString::fromUtf8(process.readAllStandardOutput());
        const qsizetype at = out.indexOf(QLatin1String("first_paint_ns="));
        if (at < 0) {
            *error = QStringLiteral("the start-up child printed no time");
            return false;
        }
        const qint64 painted = out.mid(at + 15).section(QLatin1Char('\n'), 0, 0).toLongLong();
        if (r >= 0)
            times.append(double(painted - start) / 1e6);
    }
    Report::times(QStringLiteral("startup_first_paint"), models, times);
    return true;
}

int child(const QString &path)
{
    // As main.cpp: the window icon, the language, the catalogue, the window.
    QIcon icon;
    for (const int size : {16, 22, 24, 32, 48, 64, 128, 256})
        icon.addFile(QStringLiteral(":/icons/%1x%1/apps/io.github.modelatlas.ModelAtlas.png").arg(size), QSize(size, size));
    QApplication::setWindowIcon(icon);
    LanguageManager languages;
    languages.setLanguage(LanguageManager::initialLanguage(Settings::value(Settings::Key::Language).toString()));
    CatalogueSession session;
    QString error;
    if (!session.open(path, &error, CatalogueSession::Fallback::TemporaryCatalogue)) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return 1;
    }
    MainWindow window(session.connection(), &languages);
    window.setCatalogueSession(&session);
    FrameProbe probe(&window);
    const QWidget *table = window.catalogueView()->table()->viewport();
    probe.watch(table);
    bool done = false;
    probe.onFrame = [&](const FrameProbe::Frame &frame) {
        if (done || !frame.painted.contains(table))
            return;
        done = true;
        std::printf("first_paint_ns=%lld\n", static_cast<long long>(frame.endNs));
        std::fflush(stdout);
        // Closed cleanly, so that the next start finds the file as a user's next start would.
        QTimer::singleShot(0, qApp, &QCoreApplication::quit);
    };
    window.show();
    probe.attachWindowHandle();
    return QApplication::exec();
}

} // namespace StartupFigure
