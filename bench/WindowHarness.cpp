#include "WindowHarness.h"

#include "CatalogueSession.h"
#include "LanguageManager.h"
#include "catalogue/CatalogueView.h"
#include "charts/ChartCanvas.h"
#include "charts/ChartsView.h"
#include "details/ModelPage.h"
#include "hardware/HardwareView.h"
#include "mainwindow/MainWindow.h"

#include <QTableView>
#include <QTextBrowser>

#include <QAbstractEventDispatcher>
#include <QApplication>
#include <QEventLoop>
#include <QTest>
#include <QThreadPool>
#include <QTimer>

namespace {

// Notes when a QTimer fires (the typing pause of the search box).
class TimerWatch : public QObject
{
public:
    qint64 firedAt = -1;

protected:
    bool eventFilter(QObject *, QEvent *event) override
    {
        if (event->type() == QEvent::Timer)
            firedAt = FrameProbe::now();
        return false;
    }
};

} // namespace

WindowHarness::WindowHarness(QString path)
    : m_path(std::move(path))
    , m_context(std::make_unique<QObject>())
{
}

WindowHarness::~WindowHarness()
{
    // Worker threads may still read the file the session closes.
    QThreadPool::globalInstance()->waitForDone();
    m_window.reset();
    QThreadPool::globalInstance()->waitForDone();
}

bool WindowHarness::open(QString *error)
{
    m_session = std::make_unique<CatalogueSession>();
    if (!m_session->open(m_path, error))
        return false;
    m_languages = std::make_unique<LanguageManager>();
    m_window = std::make_unique<MainWindow>(m_session->connection(), m_languages.get());
    m_window->setCatalogueSession(m_session.get());
    m_probe = new FrameProbe(m_window.get());
    // The views the figures wait for.
    m_probe->watch(m_window->catalogueView()->table()->viewport());
    m_probe->watch(m_window->catalogueView()->modelPage()->browser()->viewport());
    // Found, not asked for: HardwareView::table() would read the models before the tab is shown.
    m_probe->watch(m_window->hardwareView()->findChild<QTableView *>()->viewport());
    m_probe->watch(m_window->chartsView()->chartView()->viewport());
    m_window->show();
    m_probe->attachWindowHandle();
    if (!QTest::qWaitForWindowExposed(m_window.get())) {
        *error = QStringLiteral("the window was never exposed");
        return false;
    }
    settle();
    if (m_probe->frames() == 0) {
        *error = QStringLiteral("the window painted no frame");
        return false;
    }
    return true;
}

bool WindowHarness::waitUntil(const std::function<bool()> &condition, int timeoutMs)
{
    QElapsedTimer timer;
    timer.start();
    while (!condition()) {
        if (timer.elapsed() > timeoutMs)
            return false;
        // Asleep in the event loop until something arrives, as the window waits.
        QEventLoop loop;
        QTimer::singleShot(20, &loop, &QEventLoop::quit);
        loop.exec();
    }
    return true;
}

void WindowHarness::settle()
{
    for (int i = 0; i < 3; ++i) {
        QThreadPool::globalInstance()->waitForDone();
        QEventLoop loop;
        QObject::connect(QAbstractEventDispatcher::instance(), &QAbstractEventDispatcher::aboutToBlock, &loop,
                         &QEventLoop::quit);
        QTimer::singleShot(200, &loop, &QEventLoop::quit);
        loop.exec();
    }
}

double WindowHarness::waitForPaint(const QWidget *target, const qint64 *readyAt, const std::function<void()> &input,
                                   QObject *pause)
{
    qint64 lastEnd = -1;
    m_probe->onFrame = [&](const FrameProbe::Frame &frame) {
        if (*readyAt >= 0 && frame.startNs >= *readyAt && frame.painted.contains(target))
            lastEnd = frame.endNs;
    };
    TimerWatch timerWatch;
    if (pause)
        pause->installEventFilter(&timerWatch);
    QEventLoop loop;
    bool timedOut = false;
    // The end: the event loop is about to sleep (nothing is pending) and the view has been painted
    // with the new data.
    QObject::connect(QAbstractEventDispatcher::instance(), &QAbstractEventDispatcher::aboutToBlock, &loop, [&]() {
        if (lastEnd >= 0)
            loop.quit();
    });
    QTimer::singleShot(30000, &loop, [&]() {
        timedOut = true;
        loop.quit();
    });
    const qint64 start = FrameProbe::now();
    input();
    const qint64 inputEnd = FrameProbe::now();
    loop.exec();
    m_probe->onFrame = nullptr;
    if (pause)
        pause->removeEventFilter(&timerWatch);
    if (timedOut || lastEnd < 0)
        return -1;
    const qint64 paused = timerWatch.firedAt > inputEnd ? timerWatch.firedAt - inputEnd : 0;
    return double(lastEnd - start - paused) / 1e6;
}
