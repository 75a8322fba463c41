#include "ChartCanvas.h"

#include <QApplication>
#include <QChart>
#include <QKeyEvent>
#include <QLabel>
#include <QMouseEvent>
#include <QToolTip>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace {

// One notch of a wheel (120 eighths of a degree) zooms by a quarter.
constexpr double NotchZoom = 1.25;

} // namespace

ChartCanvas::ChartCanvas(QWidget *parent)
    : QChartView(parent)
    , m_hover(new QLabel(this))
{
    m_hover->setObjectName(QStringLiteral("chartHover"));
    // A model's name is catalogue text: never markup.
    m_hover->setTextFormat(Qt::PlainText);
    m_hover->setAttribute(Qt::WA_TransparentForMouseEvents);
    m_hover->setAutoFillBackground(true);
    m_hover->setPalette(QToolTip::palette());
    m_hover->setForegroundRole(QPalette::ToolTipText);
    m_hover->setBackgroundRole(QPalette::ToolTipBase);
    m_hover->setFrameShape(QFrame::Box);
    m_hover->setMargin(4);
    m_hover->hide();
    setFocusPolicy(Qt::StrongFocus);
}

void ChartCanvas::showHover(const QString &text, const QPoint &at)
{
    m_hover->setPalette(QToolTip::palette());
    m_hover->setText(text);
    m_hover->adjustSize();
    // Below and to the right of the point, flipped to the other side where the view ends.
    constexpr int gap = 14;
    QPoint topLeft = at + QPoint(gap, gap);
    if (topLeft.x() + m_hover->width() > width())
        topLeft.setX(at.x() - gap - m_hover->width());
    if (topLeft.y() + m_hover->height() > height())
        topLeft.setY(at.y() - gap - m_hover->height());
    topLeft.setX(std::clamp(topLeft.x(), 0, std::max(0, width() - m_hover->width())));
    topLeft.setY(std::clamp(topLeft.y(), 0, std::max(0, height() - m_hover->height())));
    m_hover->move(topLeft);
    m_hover->show();
    m_hover->raise();
}

void ChartCanvas::hideHover()
{
    m_hover->hide();
}

QString ChartCanvas::hoverText() const
{
    return m_hover->text();
}

bool ChartCanvas::hoverShown() const
{
    return m_hover->isVisible();
}

void ChartCanvas::zoomAbout(const QPoint &centre, double factor)
{
    if (!chart() || factor <= 0)
        return;
    const QRectF plot = chart()->plotArea();
    if (plot.isEmpty())
        return;
    const QPointF c = chart()->mapFromScene(mapToScene(centre));
    // The point under the pointer stays where it is: the new plot rectangle keeps its relative place.
    const QPointF anchor(std::clamp(c.x(), plot.left(), plot.right()), std::clamp(c.y(), plot.top(), plot.bottom()));
    const double fx = m_directions & Qt::Horizontal ? factor : 1, fy = m_directions & Qt::Vertical ? factor : 1;
    const QSizeF size(plot.width() / fx, plot.height() / fy);
    const QPointF topLeft(anchor.x() - (anchor.x() - plot.left()) / fx, anchor.y() - (anchor.y() - plot.top()) / fy);
    hideHover();
    chart()->zoomIn(QRectF(topLeft, size));
    m_zoomed = true;
    emit viewChanged();
}

void ChartCanvas::pan(const QPoint &delta)
{
    if (!chart() || delta.isNull())
        return;
    hideHover();
    // Dragging to the right shows what lies to the left: the chart scrolls the other way.
    chart()->scroll(m_directions & Qt::Horizontal ? -delta.x() : 0, m_directions & Qt::Vertical ? delta.y() : 0);
    m_zoomed = true;
    emit viewChanged();
}

void ChartCanvas::resetView()
{
    hideHover();
    const bool was = isZoomed();
    if (chart())
        chart()->zoomReset();
    m_zoomed = false;
    if (was)
        emit viewChanged();
}

bool ChartCanvas::isZoomed() const
{
    return m_zoomed || (chart() && chart()->isZoomed());
}

void ChartCanvas::wheelEvent(QWheelEvent *event)
{
    const int steps = event->angleDelta().y();
    if (steps == 0) {
        QChartView::wheelEvent(event);
        return;
    }
    zoomAbout(event->position().toPoint(), std::pow(NotchZoom, steps / 120.0));
    event->accept();
}

void ChartCanvas::mousePressEvent(QMouseEvent *event)
{
    m_dragged = false;
    m_pressed = event->button() == Qt::LeftButton;
    m_pressAt = event->position().toPoint();
    QChartView::mousePressEvent(event);
}

void ChartCanvas::mouseMoveEvent(QMouseEvent *event)
{
    const QPoint at = event->position().toPoint();
    m_lastPointer = at;
    if (m_pressed && (event->buttons() & Qt::LeftButton)) {
        if (!m_dragged && (at - m_pressAt).manhattanLength() >= QApplication::startDragDistance()) {
            m_dragged = true;
            setCursor(Qt::ClosedHandCursor);
        }
        if (m_dragged) {
            pan(at - m_pressAt);
            m_pressAt = at;
            event->accept();
            return;
        }
    }
    QChartView::mouseMoveEvent(event);
}

void ChartCanvas::mouseReleaseEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton) {
        m_pressed = false;
        unsetCursor();
    }
    QChartView::mouseReleaseEvent(event);
}

void ChartCanvas::leaveEvent(QEvent *event)
{
    hideHover();
    QChartView::leaveEvent(event);
}

void ChartCanvas::hideEvent(QHideEvent *event)
{
    hideHover();
    QChartView::hideEvent(event);
}

void ChartCanvas::keyPressEvent(QKeyEvent *event)
{
    const QPoint centre = rect().center();
    const int step = std::max(20, std::min(width(), height()) / 10);
    switch (event->key()) {
    case Qt::Key_Plus:
    case Qt::Key_Equal: zoomAbout(centre, NotchZoom); break;
    case Qt::Key_Minus: zoomAbout(centre, 1 / NotchZoom); break;
    case Qt::Key_0: resetView(); break;
    // The arrows move the view the way they point: the chart's content goes the other way.
    case Qt::Key_Left: pan(QPoint(step, 0)); break;
    case Qt::Key_Right: pan(QPoint(-step, 0)); break;
    case Qt::Key_Up: pan(QPoint(0, step)); break;
    case Qt::Key_Down: pan(QPoint(0, -step)); break;
    default: QChartView::keyPressEvent(event); return;
    }
    event->accept();
}

void ChartCanvas::applyTheme(const QPalette &window)
{
    // The window's palette, not this widget's: on a palette change the parent hears of it first.
    const bool dark = window.color(QPalette::Window).lightness() < 128;
    const auto theme = dark ? QChart::ChartThemeDark : QChart::ChartThemeLight;
    if (chart()->theme() != theme || !chart()->series().isEmpty())
        chart()->setTheme(theme);
    chart()->setBackgroundRoundness(0);
    // The theme resets fonts: a title that reads as one from across the room, in exports too.
    QFont title = chart()->titleFont();
    title.setPointSizeF(title.pointSizeF() * 1.4);
    title.setBold(true);
    chart()->setTitleFont(title);
}
