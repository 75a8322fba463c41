#include "ChartExporter.h"

#include "common/ChartItems.h"

#include "ChartCanvas.h"
#include "ChartsView.h"

#include "NativeFile.h"

#include <QChart>
#include <QDir>
#include <QFile>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QLegend>
#include <QFileInfo>
#include <QImage>
#include <QImageWriter>
#include <QPainter>
#include <QSvgGenerator>

bool ChartExporter::save(ChartsView *view, const QString &path, const QSize &size, QString *error)
{
    return saveNative(view, NativeFile::encode(path), size, error);
}

bool ChartExporter::saveNative(ChartsView *view, const QByteArray &path, const QSize &size, QString *error)
{
    if (const QString tooSmallOrLarge = sizeError(size); !tooSmallOrLarge.isEmpty()) {
        if (error)
            *error = tooSmallOrLarge;
        return false;
    }
    const QString shown = QDir::toNativeSeparators(QFile::decodeName(path));
    const bool svg = QFileInfo(QFile::decodeName(path)).suffix().compare(QLatin1String("svg"), Qt::CaseInsensitive) == 0;
    // Written beside the file and renamed over it: a failed export leaves an earlier chart whole, and a
    // name in another encoding than UTF-8 is written under its own bytes.
    QString reason;
    const bool written = NativeFile::writeAtomically(path, [&](QIODevice *device, QString *writeError) {
        if (svg) {
            QSvgGenerator generator;
            generator.setOutputDevice(device);
            generator.setSize(size);
            generator.setViewBox(QRect(QPoint(0, 0), size));
            generator.setTitle(view->chart() ? tr("Model Atlas chart") : QString());
            QPainter painter;
            if (!painter.begin(&generator))
                return false;
            render(view, &painter, QRectF(QPointF(0, 0), size));
            painter.end();
            // QSvgGenerator reports no error: check that something landed.
            return device->pos() > 0;
        }
        QImageWriter writer(device, "png");
        if (writer.write(image(view, size)))
            return true;
        *writeError = writer.errorString();
        return false;
    }, &reason);
    if (written)
        return true;
    if (error)
        *error = reason.isEmpty() ? tr("Cannot write %1.").arg(shown) : tr("Cannot write %1: %2").arg(shown, reason);
    return false;
}

void ChartExporter::render(ChartsView *view, QPainter *painter, const QRectF &target)
{
    QChart *chart = view->chart();
    // Without an event loop (headless, or several rebuilds in one go) the axes of an earlier build
    // would still be painted.
    ChartItems::flushRemoved(chart);
    QStringList lines;
    for (const QString &line : {view->trendText(), view->notDrawnText()}) {
        if (!line.isEmpty())
            lines.append(line);
    }
    const QFont font = chart->legend()->font();
    const QFontMetricsF metrics(font);
    const qreal captionHeight = lines.isEmpty() ? 0 : lines.size() * metrics.lineSpacing() + 12;
    const QRectF chartRect(target.topLeft(), QSizeF(target.width(), target.height() - captionHeight));

    painter->save();
    painter->fillRect(target, chart->backgroundBrush());
    // Lay the chart out at the requested size, paint it, and give it back to the view.
    const QSizeF oldSize = chart->size();
    chart->resize(chartRect.size());
    if (chart->layout())
        chart->layout()->activate();
    view->chartView()->scene()->render(painter, chartRect, QRectF(chart->pos(), chartRect.size()), Qt::IgnoreAspectRatio);
    chart->resize(oldSize);
    if (chart->layout())
        chart->layout()->activate();

    painter->setFont(font);
    painter->setPen(chart->titleBrush().color());
    qreal y = chartRect.bottom() + 4;
    for (const QString &line : std::as_const(lines)) {
        painter->drawText(QRectF(target.left() + 16, y, target.width() - 32, metrics.lineSpacing()),
                          Qt::AlignLeft | Qt::AlignVCenter, line);
        y += metrics.lineSpacing();
    }
    painter->restore();
}

QImage ChartExporter::image(ChartsView *view, const QSize &size)
{
    QChart *chart = view->chart();
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(chart->backgroundBrush().color());
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    render(view, &painter, QRectF(QPointF(0, 0), size));
    return image;
}

QString ChartExporter::kindError(const QString &kind)
{
    const QStringList kinds = ChartsView::presets();
    if (kinds.contains(kind))
        return QString();
    return tr("Unknown chart \"%1\"; use one of: %2.").arg(kind, kinds.join(QStringLiteral(", ")));
}

QString ChartExporter::fileNameError(const QString &path)
{
    // A pipe or a device given on purpose (/dev/stdout into another program) has no name to lie: PNG.
    const QFileInfo file(path);
    if (file.exists() && !file.isFile() && !file.isDir())
        return QString();
    const QString suffix = file.suffix();
    for (const char *format : {"png", "svg"}) {
        if (suffix.compare(QLatin1String(format), Qt::CaseInsensitive) == 0)
            return QString();
    }
    return tr("The chart file \"%1\" must be named .png or .svg: the name says which format to write. Give a "
              "name that ends in one of them.")
        .arg(path);
}

QString ChartExporter::sizeError(const QSize &size)
{
    if (size.width() < 200 || size.height() < 150 || size.width() > 20000 || size.height() > 20000)
        return tr("A chart must be between 200 × 150 and 20000 × 20000 pixels.");
    return QString();
}

bool ChartExporter::exportKind(QSqlDatabase db, const QString &kind, const QByteArray &path, const QSize &size,
                               QString *error, bool labelRecords)
{
    ChartsView view(db);
    // The command line says what it wants; the window's remembered choice does not apply.
    view.setRecordLabels(labelRecords);
    // Nothing else runs in a headless export: read on this thread.
    view.setSynchronous(true);
    if (!view.applyPreset(kind)) {
        if (error)
            *error = kindError(kind);
        return false;
    }
    view.refresh();
    if (!view.data().error.isEmpty()) {
        if (error)
            *error = view.notDrawnText();
        return false;
    }
    return saveNative(&view, path, size, error);
}
