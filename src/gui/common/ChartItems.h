// gui/common: small pieces that several rooms of the window draw with.
#pragma once

#include <QChart>

class QAbstractBarSeries;
class QBarSet;
class QLegendMarker;

namespace ChartItems {

// Deletes now the graphics items Qt Charts has scheduled for deletion after an axis or series was
// removed (it uses deleteLater()). A chart painted into an image or a file before the event loop runs
// again would otherwise still show the old axes under the new ones. Only this chart's own items are
// flushed: running every deferred deletion of the program from inside a paint once deleted a QProcess in
// the middle of its own signal.
void flushRemoved(QChart *chart);

// The colour the chart is painted on. The built-in themes paint a gradient, whose brush has no colour
// of its own: its first stop (the lighter end of the dark theme's) stands for it.
QColor backgroundColour(const QChart *chart);

// Greys a legend marker whose series is hidden, rather than let it vanish with the series: it stays
// where it can be clicked to show the series again.
void styleLegendMarker(QLegendMarker *marker, const QColor &labelColour, bool hidden);

// The middle of `set`'s segment of the stacked bar at `index`, in the series' values: the sets below
// it, then half of its own.
QPointF segmentMiddle(const QAbstractBarSeries *series, const QBarSet *set, int index);

// The index of the point of `points` nearest to `point` (-1 when there are none).
int nearest(const QList<QPointF> &points, const QPointF &point);

} // namespace ChartItems
