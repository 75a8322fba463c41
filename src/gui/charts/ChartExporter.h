#pragma once

#include <QCoreApplication>
#include <QSize>
#include <QSqlDatabase>
#include <QString>

class ChartsView;

// Writes a chart as the Charts tab shows it (chart, trend line and the "not drawn" line) to a PNG
// or SVG file, from the window (File ▸ Export chart…) or headless (--export-chart KIND FILE).
class ChartExporter
{
    Q_DECLARE_TR_FUNCTIONS(ChartExporter)
public:
    static constexpr int DefaultWidth = 1600;
    static constexpr int DefaultHeight = 1000;

    // The format follows the file name: ".svg" writes SVG, anything else PNG.
    static bool save(ChartsView *view, const QString &path, const QSize &size, QString *error);

    // Headless: the whole catalogue drawn as `kind` (see ChartsView::presets()).
    static bool exportKind(QSqlDatabase db, const QString &kind, const QString &path, const QSize &size,
                           QString *error);
};
