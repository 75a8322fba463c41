#include "AxisTitleFit.h"

#include "common/WordWrap.h"

#include <QAbstractAxis>
#include <QChart>
#include <QFontMetricsF>

namespace {
// The title the chart's builder set, kept on the axis beside the fitted text last set from it: a
// title that differs from the fitted one is a new one.
constexpr const char *plainProperty = "atlasPlainTitle";
constexpr const char *fittedProperty = "atlasFittedTitle";
}

AxisTitleFit::AxisTitleFit(QChart *chart)
    : QObject(chart)
    , m_chart(chart)
{
    connect(chart, &QChart::plotAreaChanged, this, &AxisTitleFit::fit);
}

void AxisTitleFit::fit()
{
    if (m_fitting)
        return;
    m_fitting = true;
    const QRectF plot = m_chart->plotArea();
    for (QAbstractAxis *axis : m_chart->axes()) {
        if (axis->titleText() != axis->property(fittedProperty).toString())
            axis->setProperty(plainProperty, axis->titleText());
        const QString plain = axis->property(plainProperty).toString();
        // Qt Charts measures the title with its text item's margins: a character's room on each side.
        const QFontMetricsF metrics(axis->titleFont());
        const qreal length = axis->orientation() == Qt::Vertical ? plot.height() : plot.width();
        const QString fitted = plain.isEmpty() || length <= 0
            ? plain : WordWrap::lines(plain, axis->titleFont(), length - 2 * metrics.averageCharWidth()).join(QStringLiteral("<br>"));
        axis->setProperty(fittedProperty, fitted);
        if (fitted != axis->titleText())
            axis->setTitleText(fitted);
    }
    m_fitting = false;
}
