#pragma once

#include <QPointF>
#include <QVector>

// The points that set a record: each one's y is higher than that of every point to its left (for a
// date axis, every model published earlier). Pure function, shared by the Charts tab, the headless
// chart export and the tests.
class RecordSetters
{
public:
    // Indexes into `points`, in increasing x. Points that share an x are compared with everything to
    // their left, and only the highest of them (the first listed, on a tie) can set the record: a
    // model is not a record-setter when another one of the same date is higher.
    static QVector<int> find(const QVector<QPointF> &points);
};
