// gui/common: small pieces that several rooms of the window draw with.
#pragma once

#include <QChart>

namespace ChartItems {

// Deletes now the graphics items Qt Charts has scheduled for deletion after an axis or series was
// removed (it uses deleteLater()). A chart painted into an image or a file before the event loop runs
// again would otherwise still show the old axes under the new ones. Only this chart's own items are
// flushed: running every deferred deletion of the program from inside a paint once deleted a QProcess in
// the middle of its own signal.
void flushRemoved(QChart *chart);

} // namespace ChartItems
