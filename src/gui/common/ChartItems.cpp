#include "ChartItems.h"

#include <QCoreApplication>
#include <QGraphicsObject>
#include <QPointer>
#include <QVector>

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

} // namespace ChartItems
