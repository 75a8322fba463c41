#pragma once

#include <QObject>
#include <QStringList>

class QChart;
class QFont;

// Keeps every axis title of a chart whole. Qt Charts cuts a title longer than its axis ("Calcolo di
// addestrame…" up a chart 170 px tall at 1.5× scaling, in Italian); here one that does not fit goes
// onto more lines, between words, fitted again whenever the plot area changes (a resize, new axes, an
// export at another size).
class AxisTitleFit : public QObject
{
    Q_OBJECT
public:
    explicit AxisTitleFit(QChart *chart);

private:
    void fit();

    QChart *m_chart;
    bool m_fitting = false;
};
