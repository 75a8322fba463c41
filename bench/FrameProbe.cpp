#include "FrameProbe.h"

#include <QCoreApplication>
#include <QEvent>
#include <QWidget>
#include <QWindow>

#include <chrono>

FrameProbe::FrameProbe(QWidget *window)
    : QObject(window)
    , m_window(window)
{
    window->installEventFilter(this);
}

void FrameProbe::attachWindowHandle()
{
    if (!m_handle && m_window->windowHandle()) {
        m_handle = m_window->windowHandle();
        m_handle->installEventFilter(this);
    }
}

void FrameProbe::watch(const QWidget *widget)
{
    m_watched.insert(widget);
    const_cast<QWidget *>(widget)->installEventFilter(this);
}

qint64 FrameProbe::now()
{
    return std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

bool FrameProbe::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::Paint && m_watched.contains(static_cast<const QWidget *>(watched))) {
        const auto *widget = static_cast<const QWidget *>(watched);
        if (m_inFrame) {
            m_frame.painted.insert(widget);
            return false;
        }
        // Painted outside a frame (QWidget::repaint()): a frame of its own, timed the same way.
        m_inFrame = true;
        Frame frame;
        frame.startNs = now();
        QCoreApplication::sendEvent(watched, event);
        frame.endNs = now();
        frame.painted.insert(widget);
        m_inFrame = false;
        ++m_frames;
        if (onFrame)
            onFrame(frame);
        return true;
    }
    const bool frameEvent = (watched == m_window && event->type() == QEvent::UpdateRequest)
        || (watched == m_handle && (event->type() == QEvent::UpdateRequest || event->type() == QEvent::Expose));
    if (!frameEvent || m_inFrame)
        return false;
    // Delivered here, through every other filter and the window's own handler, so that the time
    // after it is the end of the frame; the original delivery then stops.
    m_inFrame = true;
    m_frame = Frame();
    m_frame.startNs = now();
    QCoreApplication::sendEvent(watched, event);
    m_frame.endNs = now();
    m_inFrame = false;
    ++m_frames;
    if (onFrame)
        onFrame(m_frame);
    return true;
}
