#pragma once

#include <QCoreApplication>

class QWidget;

// The About box: version, what the program is, where its data comes from and under which licence.
class AboutDialog
{
    Q_DECLARE_TR_FUNCTIONS(AboutDialog)
public:
    static QString text();
    static void show(QWidget *parent);
};
