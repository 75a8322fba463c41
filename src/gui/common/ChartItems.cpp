#include "ChartItems.h"

#include <QAbstractBarSeries>
#include <QBarSet>
#include <QCoreApplication>
#include <QGraphicsObject>
#include <QLegendMarker>
#include <QPointer>
#include <QVector>

#include <cmath>

namespace ChartItems {

void flushRemoved(QChart *chart)
{
    // The whole tree first: deleting an item deletes its children, so they are held by QPointer.
    QVector<QPointer<QGraphicsObject>> objects;
    QList<QGraphicsItem *> pending = chart->childItems();
    while (!pending.isEmpty()) {
        QGraphicsItem *item = pending.takeLast();
        pending += item->childItems();
        if (QGraphicsObject *object = item->toGraphicsObject())
            objects.append(object);
    }
    for (const QPointer<QGraphicsObject> &object : objects) {
        if (object)
            QCoreApplication::sendPostedEvents(object, QEvent::DeferredDelete);
    }
}

QColor backgroundColour(const QChart *chart)
{
    const QBrush background = chart->backgroundBrush();
    if (background.gradient() && !background.gradient()->stops().isEmpty())
        return background.gradient()->stops().constFirst().second;
    return background.color();
}

void styleLegendMarker(QLegendMarker *marker, const QColor &labelColour, bool hidden)
{
    // A hidden series hides its marker too: keep it, greyed.
    marker->setVisible(true);
    QColor label = labelColour;
    label.setAlphaF(hidden ? 0.4 : 1.0);
    marker->setLabelBrush(label);
    QBrush brush = marker->brush();
    QColor colour = brush.color();
    colour.setAlphaF(hidden ? 0.25 : 0.85);
    brush.setColor(colour);
    marker->setBrush(brush);
}

QPointF segmentMiddle(const QAbstractBarSeries *series, const QBarSet *set, int index)
{
    double below = 0;
    for (const QBarSet *other : series->barSets()) {
        if (other == set)
            break;
        below += other->at(index);
    }
    return QPointF(index, below + set->at(index) / 2.0);
}

int nearest(const QList<QPointF> &points, const QPointF &point)
{
    int best = -1;
    double bestDistance = 0;
    for (int i = 0; i < points.size(); ++i) {
        const double d = std::hypot(points.at(i).x() - point.x(), points.at(i).y() - point.y());
        if (best < 0 || d < bestDistance) {
            best = i;
            bestDistance = d;
        }
    }
    return best;
}

} // namespace ChartItems
