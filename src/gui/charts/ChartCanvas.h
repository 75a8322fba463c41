#pragma once

#include <QChartView>

class QLabel;

// The chart view of the Charts tab: the wheel zooms about the pointer, a drag pans, and the text of
// a hovered point shows in a label drawn inside the view. That label is a child widget, not a
// QToolTip: a tooltip is a window of its own, which some window managers never show, and which
// stayed on screen over other tabs.
class ChartCanvas : public QChartView
{
    Q_OBJECT
public:
    explicit ChartCanvas(QWidget *parent = nullptr);

    // A modest wish: the chart grows into whatever room the tab has. QGraphicsView's own hint (the
    // scene's size) made the tab ask for more height than a 700-pixel screen has, so the window's
    // scroll area scrolled and cut the chart's axis off.
    QSize sizeHint() const override { return QSize(480, 200); }

    // Shows `text` (plain text: it starts with a model's name) beside `at`, a point in the view's
    // coordinates, kept inside the view.
    void showHover(const QString &text, const QPoint &at);
    void hideHover();
    QString hoverText() const;
    bool hoverShown() const;
    // Where the pointer was last seen over the chart (view coordinates).
    QPoint lastPointer() const { return m_lastPointer; }

    // Zooms by `factor` (above 1: in) about `centre`, a point in the view's coordinates.
    void zoomAbout(const QPoint &centre, double factor);
    // Moves what is shown by `delta` view pixels, as a drag by that much would.
    void pan(const QPoint &delta);
    void resetView();
    // Follow the desktop: a dark window gets the dark chart theme, and a title that reads from afar.
    void applyTheme(const QPalette &window);
    bool isZoomed() const;
    // The directions zoom and pan may change (both by default). Bars count from zero: a chart of
    // them zooms and pans along the years only.
    void setZoomDirections(Qt::Orientations directions) { m_directions = directions; }
    Qt::Orientations zoomDirections() const { return m_directions; }
    // True from the moment a press turns into a drag until the next press: the release that ends a
    // drag over a point must not open that point's model.
    bool dragged() const { return m_dragged; }

signals:
    // After every zoom, pan and reset.
    void viewChanged();

protected:
    void wheelEvent(QWheelEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void leaveEvent(QEvent *event) override;
    void hideEvent(QHideEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    QLabel *m_hover;
    QPoint m_pressAt;
    QPoint m_lastPointer;
    bool m_pressed = false;
    bool m_dragged = false;
    bool m_zoomed = false;
    Qt::Orientations m_directions = Qt::Horizontal | Qt::Vertical;
};
