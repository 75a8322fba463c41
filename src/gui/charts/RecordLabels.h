#pragma once

#include <QBrush>
#include <QPointF>
#include <QString>
#include <QStringList>
#include <QVector>

class QChart;
class QGraphicsRectItem;
class QGraphicsSimpleTextItem;
class QScatterSeries;

// Names beside the record-setting points of a scatter chart (RecordSetters: higher than every point
// to their left), drawn as chart items: at most Max of them, the newest first, none over another.
class RecordLabels
{
public:
    static constexpr int Max = 25;
    // QGraphicsItem::data(0) of each label's item, to find them among the chart's children.
    static QString tag() { return QStringLiteral("recordLabel"); }

    struct Point
    {
        QPointF plotted;   // in the axes' coordinates (log10 for the numeric axes)
        QString name;
    };

    explicit RecordLabels(QChart *chart);

    // Labels the records among `points` (what is drawn, in any order); `text` is the axes' text brush.
    void show(const QVector<Point> &points, const QBrush &text);
    void clear();
    // Positions the labels for the chart's current plot area; call it when that changes.
    void place();
    // The names drawn now.
    QStringList texts() const;

private:
    struct Label
    {
        QPointF plotted;
        QGraphicsRectItem *item = nullptr;     // a see-through backing, so the name reads over points
        QGraphicsSimpleTextItem *text = nullptr;
    };

    QChart *m_chart;
    QVector<Label> m_labels;   // newest record first: it wins a place over older ones
};
