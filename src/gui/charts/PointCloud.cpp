#include "PointCloud.h"

#include <QChart>
#include <QGraphicsSceneHoverEvent>
#include <QGraphicsSceneMouseEvent>
#include <QPaintEngine>
#include <QPainter>
#include <QtConcurrent/QtConcurrentMap>

#include <cmath>
#include <cstring>

namespace {

// Qt's own premultiplied multiply of the four channels of `x` by `a` / 255.
inline quint32 byteMul(quint32 x, quint32 a)
{
    quint32 t = (x & 0xff00ff) * a;
    t = (t + ((t >> 8) & 0xff00ff) + 0x800080) >> 8;
    t &= 0xff00ff;
    x = ((x >> 8) & 0xff00ff) * a;
    x = (x + ((x >> 8) & 0xff00ff) + 0x800080);
    x &= 0xff00ff00;
    return x | t;
}

// One marker as the runs of pixels it covers on each row around its centre and how much of each
// (0-255, the circle's antialiased edge), drawn once per size.
struct Sprite
{
    struct Run
    {
        int dy;
        int dx;                     // of the run's first pixel
        QVector<int> coverage;
    };
    QVector<Run> runs;
    int radius = 0;                 // no run reaches further from the centre
};

// A filled disc, or with `pen` above 0 the ring of that width around it (the marker's outline).
Sprite makeSprite(qreal diameter, qreal pen = 0)
{
    const int side = int(std::ceil(diameter + pen)) + 2;
    QImage image(side, side, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    {
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        if (pen > 0) {
            painter.setPen(QPen(Qt::black, pen));
            painter.setBrush(Qt::NoBrush);
        } else {
            painter.setPen(Qt::NoPen);
            painter.setBrush(Qt::black);
        }
        painter.drawEllipse(QPointF(side / 2.0, side / 2.0), diameter / 2, diameter / 2);
    }
    Sprite sprite;
    sprite.radius = side / 2 + 1;
    for (int y = 0; y < side; ++y) {
        const auto *line = reinterpret_cast<const quint32 *>(image.constScanLine(y));
        // One run per stretch of covered pixels: a ring's hole is left out, as a pixel of no coverage
        // leaves the layer as it is.
        for (int x = 0; x < side;) {
            if (qAlpha(line[x]) == 0) {
                ++x;
                continue;
            }
            Sprite::Run run{y - side / 2, x - side / 2, {}};
            for (; x < side && qAlpha(line[x]) != 0; ++x)
                run.coverage.append(qAlpha(line[x]));
            sprite.runs.append(run);
        }
    }
    return sprite;
}

// t * (255 - c) / 255, rounded: what is left to see through after one more layer of coverage c.
struct Transmittance
{
    quint8 table[256][256];
    Transmittance()
    {
        for (int t = 0; t < 256; ++t) {
            for (int c = 0; c < 256; ++c)
                table[t][c] = quint8((t * (255 - c) + 127) / 255);
        }
    }
};

// The item that paints the points, under the trend line.
class PointLayer : public QGraphicsItem
{
public:
    PointLayer(PointCloud *cloud, QChart *chart)
        : QGraphicsItem(chart)
        , m_cloud(cloud)
    {
        // Over the grid and the axes, under the trend line and the record labels, as the series' points were.
        setZValue(3.5);
    }
    QRectF boundingRect() const override { return m_cloud->boundingRect(); }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) override { m_cloud->paintPoints(painter); }
    void changed()
    {
        prepareGeometryChange();
        update();
    }

private:
    PointCloud *m_cloud;
};

} // namespace

PointCloud::PointCloud(QChart *chart)
    : QGraphicsObject(chart)
    , m_chart(chart)
    , m_layer(new PointLayer(this, chart))
{
    // Over everything in the plot area, so that the pointer reaches it wherever a point lies.
    setZValue(20);
    setAcceptHoverEvents(true);
    setAcceptedMouseButtons(Qt::LeftButton);
    connect(chart, &QChart::plotAreaChanged, this, [this]() { changed(); });
}

void PointCloud::setPoints(QVector<Point> points, QVector<QColor> colours, QVector<QColor> outlines, qreal markerSize)
{
    m_points = std::move(points);
    m_colours = std::move(colours);
    m_outlines = std::move(outlines);
    m_markerSize = markerSize;
    m_hoveredPoint = m_pressedPoint = -1;
    changed();
}

void PointCloud::setRange(const QRectF &range)
{
    m_range = range;
    changed();
}

void PointCloud::setHiddenGroups(const QSet<int> &groups)
{
    m_hidden = groups;
    changed();
}

void PointCloud::clear()
{
    setPoints({}, {}, {}, m_markerSize);
}

void PointCloud::changed()
{
    prepareGeometryChange();
    m_image = QImage();
    static_cast<PointLayer *>(m_layer)->changed();
}

QRectF PointCloud::boundingRect() const
{
    return m_chart->plotArea();
}

QVector<QPointF> PointCloud::plottedPoints(int group) const
{
    QVector<QPointF> points;
    for (const Point &p : m_points) {
        if (p.group == group)
            points.append(p.plotted);
    }
    return points;
}

QPointF PointCloud::position(int index) const
{
    // As Qt Charts maps a value onto its plot area (XYDomain::calculateGeometryPoint).
    const QRectF plot = m_chart->plotArea();
    const QPointF &p = m_points.at(index).plotted;
    if (m_range.width() <= 0 || m_range.height() <= 0)
        return plot.center();
    return QPointF(plot.left() + (p.x() - m_range.left()) * plot.width() / m_range.width(),
                   plot.top() + (m_range.bottom() - p.y()) * plot.height() / m_range.height());
}

int PointCloud::pointAt(const QPointF &at) const
{
    // A pass over every point, only when the pointer moves: 0.2 ms at 70,000 points.
    const qreal reach = m_markerSize / 2 + 1;
    int best = -1;
    qreal bestDistance = reach * reach;
    for (int i = 0; i < m_points.size(); ++i) {
        if (m_hidden.contains(m_points.at(i).group))
            continue;
        const QPointF d = position(i) - at;
        const qreal distance = d.x() * d.x() + d.y() * d.y();
        if (distance <= bestDistance) {   // the later of two equally near points is drawn over the other
            best = i;
            bestDistance = distance;
        }
    }
    return best;
}

QImage PointCloud::render(const QSize &size) const
{
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    const QRectF plot = m_chart->plotArea();
    if (plot.isEmpty() || m_range.width() <= 0 || m_range.height() <= 0)
        return image;
    static const Transmittance transmittance;
    const qreal scale = size.width() / plot.width();   // an export draws larger than the screen
    const Sprite disc = makeSprite(m_markerSize * scale);
    const Sprite ring = makeSprite(m_markerSize * scale, scale);
    // Where each point lands, in the image's pixels.
    struct Placed
    {
        int x;
        int y;
    };
    const int groups = int(m_colours.size());
    QVector<QVector<Placed>> byGroup(groups);
    const qreal sx = size.width() / m_range.width(), sy = size.height() / m_range.height();
    for (const Point &p : m_points) {
        if (p.group >= 0 && p.group < groups && !m_hidden.contains(p.group))
            byGroup[p.group].append({int(std::lround((p.plotted.x() - m_range.left()) * sx)),
                                     int(std::lround((m_range.bottom() - p.plotted.y()) * sy))});
    }
    // A group at a time, the first at the bottom, as Qt Charts stacks one series over another. Within a
    // group every point has the same colour, so its points over one another come to one layer whose
    // transparency at a pixel is the product of each point's (source-over of one colour is
    // associative): one byte per pixel and a table look-up per point's pixel, then one blend per pixel
    // of the layer, instead of a blend of four channels for every pixel of every point.
    const int width = image.width(), height = image.height();
    const qsizetype stride = image.bytesPerLine() / 4;
    quint32 *bits = reinterpret_cast<quint32 *>(image.bits());
    std::vector<quint8> layer(size_t(width) * size_t(height), 255);
    std::vector<int> rowLeft(static_cast<size_t>(height)), rowRight(static_cast<size_t>(height));
    // Each half of the image on a thread of its own: they share no pixel.
    const QVector<int> bands{0, 1};
    QtConcurrent::blockingMap(bands, [&](int band) {
        const int top = band == 0 ? 0 : height / 2;
        const int bottom = band == 0 ? height / 2 : height;
        // One layer of one colour: every point's coverage, then the layer blended once.
        const auto drawLayer = [&](const QVector<Placed> &placed, const Sprite &sprite, const QColor &colour) {
            const quint32 opaque = qPremultiply(qRgba(colour.red(), colour.green(), colour.blue(), 255));
            // The marker's coverage times the colour's opacity, per pixel of each run.
            QVector<QVector<quint8>> runs;
            for (const Sprite::Run &run : sprite.runs) {
                QVector<quint8> scaled;
                for (const int c : run.coverage)
                    scaled.append(quint8((c * colour.alpha() + 127) / 255));
                runs.append(scaled);
            }
            // The stretch of each row the layer touched: only that is blended and reset.
            std::fill(rowLeft.begin() + top, rowLeft.begin() + bottom, width);
            std::fill(rowRight.begin() + top, rowRight.begin() + bottom, -1);
            for (const Placed &p : placed) {
                if (p.y + sprite.radius < top || p.y - sprite.radius >= bottom || p.x + sprite.radius < 0
                    || p.x - sprite.radius >= width)
                    continue;
                const int left = std::max(0, p.x - sprite.radius), right = std::min(width - 1, p.x + sprite.radius);
                for (int y = std::max(top, p.y - sprite.radius), last = std::min(bottom - 1, p.y + sprite.radius); y <= last; ++y) {
                    rowLeft[size_t(y)] = std::min(rowLeft[size_t(y)], left);
                    rowRight[size_t(y)] = std::max(rowRight[size_t(y)], right);
                }
                for (int r = 0; r < sprite.runs.size(); ++r) {
                    const int y = p.y + sprite.runs.at(r).dy;
                    if (y < top || y >= bottom)
                        continue;
                    const QVector<quint8> &coverage = runs.at(r);
                    const int x0 = p.x + sprite.runs.at(r).dx;
                    const int from = std::max(0, -x0), to = std::min(int(coverage.size()), width - x0);
                    quint8 *t = &layer[size_t(y) * size_t(width) + size_t(x0)];
                    for (int i = from; i < to; ++i)
                        t[i] = transmittance.table[t[i]][coverage[i]];
                }
            }
            for (int y = top; y < bottom; ++y) {
                quint8 *t = &layer[size_t(y) * size_t(width)];
                quint32 *line = bits + y * stride;
                int x = rowLeft[size_t(y)];
                const int right = rowRight[size_t(y)];
                while (x <= right) {
                    // Eight untouched pixels at a time: most of a sparse layer is untouched.
                    quint64 eight;
                    if (x + 8 <= right + 1 && (std::memcpy(&eight, t + x, 8), eight == ~quint64(0))) {
                        x += 8;
                        continue;
                    }
                    if (t[x] != 255) {
                        line[x] = byteMul(opaque, 255 - t[x]) + byteMul(line[x], t[x]);
                        t[x] = 255;
                    }
                    ++x;
                }
            }
        };
        // A group's fills, then its outlines over them.
        for (int g = 0; g < groups; ++g) {
            if (byGroup.at(g).isEmpty())
                continue;
            drawLayer(byGroup.at(g), disc, m_colours.at(g));
            if (g < m_outlines.size() && m_outlines.at(g).alpha() > 0)
                drawLayer(byGroup.at(g), ring, m_outlines.at(g));
        }
    });
    return image;
}

void PointCloud::paintPoints(QPainter *painter)
{
    if (m_points.isEmpty())
        return;
    const QRectF plot = m_chart->plotArea();
    painter->save();
    painter->setClipRect(plot);
    if (painter->paintEngine() && painter->paintEngine()->type() == QPaintEngine::Raster) {
        // The image at the size the plot area has on the device (an export draws larger).
        const QSize size = painter->transform().mapRect(plot).size().toSize();
        if (m_image.size() != size)
            m_image = render(size);
        painter->drawImage(plot, m_image);
    } else {
        painter->setRenderHint(QPainter::Antialiasing);
        for (int i = 0; i < m_points.size(); ++i) {
            const int group = m_points.at(i).group;
            if (m_hidden.contains(group) || group < 0 || group >= m_colours.size())
                continue;
            painter->setPen(group < m_outlines.size() ? QPen(m_outlines.at(group), 1.0) : QPen(Qt::NoPen));
            painter->setBrush(m_colours.at(group));
            painter->drawEllipse(position(i), m_markerSize / 2, m_markerSize / 2);
        }
    }
    painter->restore();
}

void PointCloud::hoverAt(const QPointF &position)
{
    const int now = pointAt(position);
    if (now == m_hoveredPoint)
        return;
    if (m_hoveredPoint >= 0)
        emit hovered(m_hoveredPoint, false);
    m_hoveredPoint = now;
    if (now >= 0)
        emit hovered(now, true);
}

void PointCloud::hoverEnterEvent(QGraphicsSceneHoverEvent *event)
{
    hoverAt(event->pos());
    QGraphicsObject::hoverEnterEvent(event);
}

void PointCloud::hoverMoveEvent(QGraphicsSceneHoverEvent *event)
{
    hoverAt(event->pos());
    QGraphicsObject::hoverMoveEvent(event);
}

void PointCloud::hoverLeaveEvent(QGraphicsSceneHoverEvent *event)
{
    if (m_hoveredPoint >= 0)
        emit hovered(m_hoveredPoint, false);
    m_hoveredPoint = -1;
    QGraphicsObject::hoverLeaveEvent(event);
}

void PointCloud::mousePressEvent(QGraphicsSceneMouseEvent *event)
{
    m_pressedPoint = pointAt(event->pos());
    if (m_pressedPoint < 0)
        event->ignore();   // not on a point: for whatever lies under it
}

void PointCloud::mouseReleaseEvent(QGraphicsSceneMouseEvent *event)
{
    const int released = pointAt(event->pos());
    if (released >= 0 && released == m_pressedPoint)
        emit clicked(released);
    m_pressedPoint = -1;
}
