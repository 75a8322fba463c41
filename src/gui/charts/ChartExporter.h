#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QSize>
#include <QSqlDatabase>
#include <QString>

class ChartsView;
class QImage;
class QPainter;
class QRectF;

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
    // The same for a file named by the bytes the system gave (see NativeFile).
    static bool saveNative(ChartsView *view, const QByteArray &path, const QSize &size, QString *error);

    // Paints the chart and the lines under it into `target`, laid out at that size, as the tab
    // shows them; the view keeps its own size afterwards.
    static void render(ChartsView *view, QPainter *painter, const QRectF &target);
    static QImage image(ChartsView *view, const QSize &size);

    // Why `kind` names no chart (the kinds listed), or empty; for the command line, which refuses it
    // before anything is opened.
    static QString kindError(const QString &kind);
    // Why the command line may not write a chart to `path`: its name ends neither in .png nor .svg
    // (case aside), so the format would be guessed and the name would lie about it. Else empty; empty
    // too for a pipe or a device that exists (/dev/stdout), which is written into as PNG.
    static QString fileNameError(const QString &path);
    // Why a chart cannot be drawn at `size`, or empty.
    static QString sizeError(const QSize &size);

    // Headless: the whole catalogue drawn as `kind` (see ChartsView::presets()), with the names of
    // the record-setting models when `labelRecords` is set.
    static bool exportKind(QSqlDatabase db, const QString &kind, const QByteArray &path, const QSize &size,
                           QString *error, bool labelRecords = false);
};
