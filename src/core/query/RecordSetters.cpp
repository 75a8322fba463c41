#include "RecordSetters.h"

#include <algorithm>
#include <numeric>

QVector<int> RecordSetters::find(const QVector<QPointF> &points)
{
    QVector<int> order(points.size());
    std::iota(order.begin(), order.end(), 0);
    // Stable, so that among equal x the first listed wins a tie on y.
    std::stable_sort(order.begin(), order.end(),
                     [&points](int a, int b) { return points.at(a).x() < points.at(b).x(); });

    QVector<int> records;
    bool any = false;
    double best = 0;
    for (int i = 0; i < order.size();) {
        // One run of equal x at a time: its highest point competes with the record so far.
        int highest = order.at(i);
        int j = i + 1;
        for (; j < order.size() && points.at(order.at(j)).x() == points.at(order.at(i)).x(); ++j) {
            if (points.at(order.at(j)).y() > points.at(highest).y())
                highest = order.at(j);
        }
        const double y = points.at(highest).y();
        if (!any || y > best) {
            records.append(highest);
            best = y;
            any = true;
        }
        i = j;
    }
    return records;
}
