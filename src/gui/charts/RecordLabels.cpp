#include "RecordLabels.h"

#include "RecordSetters.h"
#include "common/ChartItems.h"

#include <QChart>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QLegend>
#include <QScatterSeries>

#include <algorithm>

RecordLabels::RecordLabels(QChart *chart)
    : m_chart(chart)
{
}

void RecordLabels::clear()
{
    for (const Label &label : std::as_const(m_labels))
        delete label.item;
    m_labels.clear();
}

void RecordLabels::show(const QVector<Point> &points, const QBrush &text)
{
    clear();
    // The axes' transform keeps the order of the values, so the records are the same on it.
    QVector<QPointF> plotted;
    plotted.reserve(points.size());
    for (const Point &p : points)
        plotted.append(p.plotted);
    const QVector<int> records = RecordSetters::find(plotted);

    QFont font = m_chart->legend()->font();
    font.setPointSizeF(font.pointSizeF() * 0.9);
    QColor backing = ChartItems::backgroundColour(m_chart);
    backing.setAlpha(190);
    for (auto it = records.crbegin(); it != records.crend(); ++it) {
        const Point &p = points.at(*it);
        auto *item = new QGraphicsRectItem(m_chart);
        item->setPen(Qt::NoPen);
        item->setBrush(backing);
        item->setData(0, tag());
        // Above the points and the trend line.
        item->setZValue(10);
        auto *label = new QGraphicsSimpleTextItem(p.name, item);
        label->setFont(font);
        label->setBrush(text);
        label->setPos(2, 0);
        item->setRect(QRectF(QPointF(0, 0), label->boundingRect().size() + QSizeF(4, 0)));
        m_labels.append({p.plotted, item, label});
    }
    place();
}

void RecordLabels::place()
{
    if (m_labels.isEmpty())
        return;
    QScatterSeries *anySeries = nullptr;
    for (QAbstractSeries *series : m_chart->series()) {
        if ((anySeries = qobject_cast<QScatterSeries *>(series)))
            break;
    }
    const QRectF plot = m_chart->plotArea();
    QVector<QRectF> taken;
    constexpr qreal gap = 4;
    for (const Label &label : std::as_const(m_labels)) {
        if (!anySeries || taken.size() >= Max) {
            label.item->hide();
            continue;
        }
        const QPointF at = m_chart->mapToPosition(label.plotted, anySeries);
        const QSizeF size = label.item->rect().size();
        // Up and to the left of the point first: every earlier model is lower, so that corner holds
        // no points. Then to the right, then below, for points at the plot's left or top edge.
        const QRectF candidates[] = {
            QRectF(QPointF(at.x() - gap - size.width(), at.y() - gap - size.height()), size),
            QRectF(QPointF(at.x() + gap, at.y() - gap - size.height()), size),
            QRectF(QPointF(at.x() + gap, at.y() + gap), size),
            QRectF(QPointF(at.x() - gap - size.width(), at.y() + gap), size),
        };
        bool placed = false;
        for (const QRectF &rect : candidates) {
            if (!plot.contains(rect))
                continue;
            const QRectF padded = rect.adjusted(-1, -1, 1, 1);
            if (std::any_of(taken.cbegin(), taken.cend(), [&padded](const QRectF &r) { return r.intersects(padded); }))
                continue;
            label.item->setPos(rect.topLeft());
            taken.append(rect);
            placed = true;
            break;
        }
        // A name that would sit on another is left out rather than drawn illegibly.
        label.item->setVisible(placed);
    }
}

QStringList RecordLabels::texts() const
{
    QStringList names;
    for (const Label &label : m_labels) {
        if (label.item->isVisible())
            names.append(label.text->text());
    }
    return names;
}
