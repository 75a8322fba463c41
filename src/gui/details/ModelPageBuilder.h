#pragma once

#include "ModelRecord.h"

#include <QCoreApplication>
#include <QSize>
#include <QString>
#include <QUrl>
#include <QVector>

// Writes a model's page as the rich-text subset QTextBrowser renders, in the current UI language.
// Everything that comes from the catalogue is escaped: a name or an author list is text, never markup,
// and only http/https links become anchors. The internal links ask the window for something:
// "atlas:hardware" opens the From hardware view, deviceLink() opens it on one device (the training
// hardware that the hardware catalogue knows, through its aliases).
class ModelPageBuilder
{
    Q_DECLARE_TR_FUNCTIONS(ModelPageBuilder)
public:
    // `withTitle` false leaves out the <h1> with the name, for hosts that show the name themselves.
    // A valid `memoryChart` size puts the memory chart's image (memoryChartUrl(), a resource the
    // host adds to its document) in the hardware box, when the model has an estimate; its width is the
    // box's, which the table under it is laid out to fit too (ModelHardwareTable::html).
    // `allAuthors` lists every author instead of the first ten and a link (RecordTexts::authorsLink()).
    static QString html(const ModelRecord &model, bool withTitle = true, const QSize &memoryChart = QSize(),
                        bool allAuthors = false);

    // One figure as the page shows it: as text (a script's, a plain table's) and as the page's HTML,
    // where a device the hardware list knows or a web address is a link.
    struct Value
    {
        QString text;
        QString html;
        QString brief = QString();   // the text cut short for a terminal (the first ten authors); empty: the text
        QString briefText() const { return brief.isEmpty() ? text : brief; }
    };
    struct Field
    {
        QString label;
        Value value;
    };
    struct Section
    {
        QString title;
        QString explanation;
        QVector<Field> fields;
    };
    // The page's sections of figures, Origin to Sources, in the page's order and words: the page draws
    // them, and a comparison sets several models' side by side (gui/compare).
    static QVector<Section> sections(const ModelRecord &model, bool allAuthors = false);
    static QString memoryChartUrl();

    // The page shown when no model is selected.
    // With `hiddenName`: that model's page closed because the filters hide it.
    static QString emptyHtml(const QString &hiddenName = QString());

    // The href of the link to the hardware view.
    static QString hardwareLink();
    // The href that opens the hardware view on this device, and the device such a link names
    // (empty for any other link).
    static QString deviceLink(const QString &deviceName);
    static QString deviceFromLink(const QUrl &link);
};
