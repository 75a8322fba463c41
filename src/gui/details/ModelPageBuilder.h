#pragma once

#include "ModelRecord.h"

#include <QCoreApplication>
#include <QSize>
#include <QString>

// Writes a model's page as the rich-text subset QTextBrowser renders, in the current UI language.
// Everything that comes from the catalogue is escaped: a name or an author list is text, never markup,
// and only http/https links become anchors. The one internal link, "atlas:hardware", asks the window
// to open the From hardware view.
class ModelPageBuilder
{
    Q_DECLARE_TR_FUNCTIONS(ModelPageBuilder)
public:
    // `withTitle` false leaves out the <h1> with the name, for hosts that show the name themselves.
    // A valid `memoryChart` size puts the memory chart's image (memoryChartUrl(), a resource the
    // host adds to its document) in the hardware box, when the model has an estimate.
    static QString html(const ModelRecord &model, bool withTitle = true, const QSize &memoryChart = QSize());
    static QString memoryChartUrl();

    // The page shown when no model is selected.
    static QString emptyHtml();

    // The href of the link to the hardware view.
    static QString hardwareLink();
};
