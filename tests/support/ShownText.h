#pragma once

#include "HostileCatalogue.h"

#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QFile>
#include <QLabel>
#include <QLegend>
#include <QLegendMarker>
#include <QTest>
#include <QTextDocument>
#include <QXmlStreamReader>

// What the user sees of a text: the decisions Qt's widgets make between plain and rich text, for tests
// that check that catalogue text is shown as written.
namespace ShownText {

// What a label or a tooltip shows for `text`: QLabel and QToolTip read it as HTML when told to, or,
// left to guess, when Qt::mightBeRichText says it looks like markup.
inline QString shown(const QString &text, Qt::TextFormat format = Qt::AutoText)
{
    if (format == Qt::PlainText || (format == Qt::AutoText && !Qt::mightBeRichText(text)))
        return text;
    QTextDocument document;
    document.setHtml(text);
    return document.toPlainText();
}

inline QString shown(const QLabel *label)
{
    return shown(label->text(), label->textFormat());
}

// Qt Charts lays a legend label out as HTML, always.
inline QString legendShown(const QLegendMarker *marker)
{
    return shown(marker->label(), Qt::RichText);
}

// The tooltip on screen, if one is.
inline QLabel *toolTip()
{
    for (QWidget *widget : QApplication::topLevelWidgets()) {
        auto *label = qobject_cast<QLabel *>(widget);
        if (label && label->objectName() == QLatin1String("qtooltip_label") && label->isVisible())
            return label;
    }
    return nullptr;
}

// The tooltip on screen as its reader sees it; empty when none is.
inline QString toolTipShown()
{
    const QLabel *label = toolTip();
    return label ? shown(label) : QString();
}

// No label and no chart legend under `root` takes a payload for markup (the payload in a label read
// as HTML), and none escapes it twice (the escaped payload on screen).
inline void verifyNothingReadsMarkup(QWidget *root)
{
    for (const QLabel *label : root->findChildren<QLabel *>()) {
        const bool html = label->textFormat() == Qt::RichText
            || (label->textFormat() == Qt::AutoText && Qt::mightBeRichText(label->text()));
        for (const QString &payload : Hostile::payloads()) {
            QVERIFY2(!html || !label->text().contains(payload), qPrintable(label->text()));
            QVERIFY2(!shown(label).contains(payload.toHtmlEscaped()), qPrintable(label->text()));
        }
    }
    for (const QChartView *view : root->findChildren<QChartView *>()) {
        for (const QLegendMarker *marker : view->chart()->legend()->markers()) {
            for (const QString &payload : Hostile::payloads()) {
                QVERIFY2(!marker->label().contains(payload), qPrintable(marker->label()));
                QVERIFY2(!legendShown(marker).contains(payload.toHtmlEscaped()), qPrintable(marker->label()));
            }
        }
    }
}

inline QStringList legendTexts(const QChart *chart)
{
    QStringList texts;
    for (const QLegendMarker *marker : chart->legend()->markers())
        texts.append(legendShown(marker));
    return texts;
}

// Every string the SVG draws, in document order.
inline QString svgText(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return QString();
    QXmlStreamReader xml(&file);
    QString text;
    while (!xml.atEnd()) {
        if (xml.readNext() == QXmlStreamReader::StartElement && xml.name() == QLatin1String("text"))
            text += xml.readElementText(QXmlStreamReader::IncludeChildElements) + QLatin1Char('\n');
    }
    return xml.hasError() ? QStringLiteral("<not well-formed: %1>").arg(xml.errorString()) : text;
}

} // namespace ShownText
