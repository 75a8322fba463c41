#pragma once

#include <QString>

// Catalogue text — names, organisations, domains, tasks, authors, references, hardware names, notes —
// comes from files the user imports: it is data, shown as the characters it holds and never read as
// markup. A widget that can be told so gets Qt::PlainText; everywhere else the text passes through here.
namespace PlainText {

// `text` escaped (< > & ") for a place inside HTML we write ourselves: the model page, the From hardware
// view's explanations, and chart legends, which Qt Charts always lays out as HTML.
QString escaped(const QString &text);

// Rich text that shows exactly `text`, for a place that guesses between plain and rich text and cannot
// be told which it is. toolTip() keeps each line whole, as a plain tooltip does (QToolTip); asRichText()
// lets long lines wrap, as a word-wrapped label does (the static QMessageBox functions). Empty stays
// empty, so that no empty tooltip appears.
QString toolTip(const QString &text);
QString asRichText(const QString &text);

} // namespace PlainText
