#include "ChartExporter.h"

#include "ChartsView.h"

#include <QDir>
#include <QFileInfo>
#include <QImage>
#include <QImageWriter>
#include <QPainter>
#include <QSvgGenerator>

bool ChartExporter::save(ChartsView *view, const QString &path, const QSize &size, QString *error)
{
    if (size.width() < 200 || size.height() < 150 || size.width() > 20000 || size.height() > 20000) {
        if (error)
            *error = tr("A chart must be between 200 × 150 and 20000 × 20000 pixels.");
        return false;
    }
    if (QFileInfo(path).suffix().compare(QLatin1String("svg"), Qt::CaseInsensitive) == 0) {
        QSvgGenerator generator;
        generator.setFileName(path);
        generator.setSize(size);
        generator.setViewBox(QRect(QPoint(0, 0), size));
        generator.setTitle(view->chart() ? tr("Model Atlas chart") : QString());
        QPainter painter;
        if (!painter.begin(&generator)) {
            if (error)
                *error = tr("Cannot write %1.").arg(QDir::toNativeSeparators(path));
            return false;
        }
        view->render(&painter, QRectF(QPointF(0, 0), size));
        painter.end();
        // QSvgGenerator reports no error: check that something landed.
        if (QFileInfo(path).size() > 0)
            return true;
        if (error)
            *error = tr("Cannot write %1.").arg(QDir::toNativeSeparators(path));
        return false;
    }
    QImageWriter writer(path, "png");
    if (writer.write(view->toImage(size)))
        return true;
    if (error)
        *error = tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), writer.errorString());
    return false;
}

bool ChartExporter::exportKind(QSqlDatabase db, const QString &kind, const QString &path, const QSize &size,
                               QString *error)
{
    ChartsView view(db);
    // Nothing else runs in a headless export: read on this thread.
    view.setSynchronous(true);
    if (!view.applyPreset(kind)) {
        if (error)
            *error = tr("Unknown chart \"%1\"; use one of: %2.").arg(kind, ChartsView::presets().join(QStringLiteral(", ")));
        return false;
    }
    view.refresh();
    if (!view.data().error.isEmpty()) {
        if (error)
            *error = view.notDrawnText();
        return false;
    }
    return save(&view, path, size, error);
}
