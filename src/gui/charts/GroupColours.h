#pragma once

#include "ChartQuery.h"

#include <QColor>
#include <QHash>
#include <QStringList>
#include <QVector>

// The colour of each group in the charts. A group keeps its colour in every chart, whatever the filter
// and whichever other groups are drawn beside it: "Open weights (unrestricted)" is the same green in
// compute over time and in models per year, with or without a search. The colours are Tableau 10's
// (Maureen Stone, Tableau Software, 2016; d3-scale-chromatic ships them as schemeTableau10), a
// qualitative palette made to be told apart, colour-blind viewers included, on light and dark grounds.
class GroupColours
{
public:
    // Tableau 10's nine hues, without its grey: the groups' colours.
    static const QVector<QColor> &hues();
    // "Other" (small groups folded together): Tableau's light grey. "Unknown" (no value): Tableau 20's
    // dark grey, so that the two never read as one.
    static QColor other();
    static QColor unknown();

    // The colour of each group of a chart. The catalogue's common values have a fixed hue for each
    // grouping (distinct within it); a rarer value takes a hue that no fixed group of this chart holds,
    // in the order of their names, so that a chart never shows two groups in one colour.
    static QHash<QString, QColor> assign(ChartGrouping grouping, const QStringList &groups);

    // The outline of a point or bar in `fill` drawn on `background`: the same hue, darkened (or, on
    // a dark ground, lightened) until it stands out from the ground by at least 3:1, the contrast
    // WCAG 2.1 asks of graphical objects (success criterion 1.4.11). Light fills such as yellow
    // keep their colour and gain an edge that can be seen.
    static QColor outline(const QColor &fill, const QColor &background);

    // WCAG 2.1's contrast ratio of two colours (1 to 21), and its relative luminance.
    static double contrast(const QColor &a, const QColor &b);
    static double luminance(const QColor &colour);
    // How far apart two colours look: the distance in CIE L*a*b* (CIE76 ΔE; about 2.3 is just
    // noticeable, more than 20 reads as another colour at a glance).
    static double difference(const QColor &a, const QColor &b);
};
