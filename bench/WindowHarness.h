#pragma once

#include "FrameProbe.h"

#include <QElapsedTimer>
#include <QObject>
#include <QString>

#include <functional>
#include <memory>

class CatalogueSession;
class LanguageManager;
class MainWindow;
class QWidget;

// A real MainWindow on a catalogue file, shown on the offscreen platform, and the one way every
// window figure is timed: from just before the input event is delivered until the window has
// painted, after the data the input asked for was in, a frame that includes the affected view; and
// the event loop has then nothing left to do (so a view that settles over several frames is timed to
// its last one). See docs/performance.md.
class WindowHarness
{
public:
    explicit WindowHarness(QString path);
    ~WindowHarness();

    bool open(QString *error);
    MainWindow *window() const { return m_window.get(); }
    FrameProbe *probe() const { return m_probe; }

    // Milliseconds from `input` to the end of the last frame painting `target` after `signal` of
    // `sender` was first emitted; negative on a time-out (30 s). `pause`, when given, is a QTimer whose
    // wait between the end of the input and its firing (a typing pause) is not counted.
    template<typename Sender, typename Signal>
    double timeToPaint(const QWidget *target, Sender *sender, Signal signal, const std::function<void()> &input,
                       QObject *pause = nullptr)
    {
        qint64 readyAt = -1;
        const auto connection = QObject::connect(sender, signal, m_context.get(), [&readyAt]() {
            if (readyAt < 0)
                readyAt = FrameProbe::now();
        });
        const double ms = waitForPaint(target, &readyAt, input, pause);
        QObject::disconnect(connection);
        return ms;
    }

    // Runs the event loop until `signal` is emitted (true) or `timeoutMs` passes (false).
    template<typename Sender, typename Signal>
    bool waitFor(Sender *sender, Signal signal, int timeoutMs = 60000)
    {
        bool fired = false;
        const auto connection = QObject::connect(sender, signal, m_context.get(), [&fired]() { fired = true; });
        const bool ok = waitUntil([&fired]() { return fired; }, timeoutMs);
        QObject::disconnect(connection);
        return ok;
    }
    bool waitUntil(const std::function<bool()> &condition, int timeoutMs = 60000);
    // Lets pending events, frames and worker threads finish.
    void settle();

private:
    double waitForPaint(const QWidget *target, const qint64 *readyAt, const std::function<void()> &input,
                        QObject *pause);

    QString m_path;
    std::unique_ptr<QObject> m_context;   // receiver of the harness's own connections
    std::unique_ptr<CatalogueSession> m_session;
    std::unique_ptr<LanguageManager> m_languages;
    std::unique_ptr<MainWindow> m_window;
    FrameProbe *m_probe = nullptr;
};
