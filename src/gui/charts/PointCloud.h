#pragma once

#include <QColor>
#include <QGraphicsObject>
#include <QImage>
#include <QSet>
#include <QVector>

class QChart;

// Every point of a scatter chart, drawn by one graphics item over the chart's plot area. Qt Charts'
// QScatterSeries makes a graphics item of each point: at 100,000 models a redraw took seconds and the
// items 170 MB. Here a screen paint blits one image of the points, made again only when the points,
// the plot area or the hidden groups change; a vector painter (SVG export) gets every point as a
// circle. The points are painted under the trend line and the record labels, as the series' were;
// this item itself lies over them all and finds the point under the pointer when it hovers or clicks
// (under the trend line, the line's own item would take the pointer's events).
class PointCloud : public QGraphicsObject
{
    Q_OBJECT
public:
    struct Point
    {
        QPointF plotted;   // in the axes' coordinates
        int group = 0;     // index into the colours
    };

    explicit PointCloud(QChart *chart);

    // Points in drawing order (later over earlier), each group's fill and outline (GroupColours: a
    // light hue keeps an edge that stands out from the ground), the markers' diameter.
    void setPoints(QVector<Point> points, QVector<QColor> colours, QVector<QColor> outlines, qreal markerSize);
    // The axes' ranges, in the points' coordinates.
    void setRange(const QRectF &range);
    void setHiddenGroups(const QSet<int> &groups);
    void clear();

    int count() const { return int(m_points.size()); }
    const Point &point(int index) const { return m_points.at(index); }
    // A group's points as plotted, in drawing order.
    QVector<QPointF> plottedPoints(int group) const;
    // Where a point is drawn, in the chart's coordinates.
    QPointF position(int index) const;
    // The point drawn under `position` (chart coordinates), the topmost of the nearest; -1 for none.
    int pointAt(const QPointF &position) const;

    QRectF boundingRect() const override;
    void paint(QPainter *, const QStyleOptionGraphicsItem *, QWidget *) override {}
    // What the layer under the trend line paints.
    void paintPoints(QPainter *painter);

signals:
    void hovered(int index, bool entered);
    void clicked(int index);

protected:
    void hoverEnterEvent(QGraphicsSceneHoverEvent *event) override;
    void hoverMoveEvent(QGraphicsSceneHoverEvent *event) override;
    void hoverLeaveEvent(QGraphicsSceneHoverEvent *event) override;
    void mousePressEvent(QGraphicsSceneMouseEvent *event) override;
    void mouseReleaseEvent(QGraphicsSceneMouseEvent *event) override;

private:
    // The points drawn into an image of `size` device pixels covering the plot area.
    QImage render(const QSize &size) const;
    void changed();
    void hoverAt(const QPointF &position);

    QChart *m_chart;
    QGraphicsItem *m_layer;   // paints the points (paintPoints()) under the trend line
    QVector<Point> m_points;
    QVector<QColor> m_colours;
    QVector<QColor> m_outlines;
    qreal m_markerSize = 9;
    QRectF m_range;
    QSet<int> m_hidden;
    QImage m_image;        // the points as last drawn; null when they must be drawn again
    int m_hoveredPoint = -1;
    int m_pressedPoint = -1;
};
