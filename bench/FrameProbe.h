#pragma once

#include <QObject>
#include <QSet>

#include <functional>

class QWidget;

// When the window has finished painting a frame, and which of the watched widgets it painted.
//
// Qt draws a window in frames: a widget that changed asks for an update, the window receives one
// UpdateRequest event, and while handling it paints every widget that needs it into its backing store
// and hands that to the platform (on the offscreen platform: a QImage in memory, painted exactly as on
// a screen, nothing skipped). The probe filters that event, delivers it itself, and notes the time
// once the delivery has returned: the frame is then painted and flushed. Paint events of the watched
// widgets (their viewports) during the delivery say what the frame contained.
class FrameProbe : public QObject
{
public:
    struct Frame
    {
        qint64 startNs = 0;
        qint64 endNs = 0;
        QSet<const QWidget *> painted;
    };

    explicit FrameProbe(QWidget *window);
    // After show(): a window's first frame is painted when the platform exposes it, through its
    // QWindow rather than through an UpdateRequest to the widget.
    void attachWindowHandle();
    void watch(const QWidget *widget);
    int frames() const { return m_frames; }

    // Monotonic clock in nanoseconds (CLOCK_MONOTONIC, the same in every process of the machine).
    static qint64 now();

    std::function<void(const Frame &)> onFrame;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QWidget *m_window;
    QObject *m_handle = nullptr;
    QSet<const QWidget *> m_watched;
    bool m_inFrame = false;
    Frame m_frame;
    int m_frames = 0;
};
