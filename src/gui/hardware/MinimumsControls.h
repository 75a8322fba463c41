#pragma once

#include "UsableQuantization.h"

#include <QCoreApplication>
#include <QObject>

class QComboBox;
class QLabel;
class QSpinBox;
class QWidget;

// The From hardware tab's two minimums, what a model must reach to count as usable: a quantization
// quality tier and a speed in tokens per second. Two label-and-field pairs (each wraps as one in a
// narrow window); the values are remembered in Settings (Minimums::save()) and read back when any
// view changes them.
class MinimumsControls : public QObject
{
    Q_OBJECT
public:
    explicit MinimumsControls(QWidget *parent);

    QWidget *qualityPair() const { return m_qualityPair; }
    QWidget *speedPair() const { return m_speedPair; }
    Minimums minimums() const;
    // Shows the remembered minimums (without saying changed()).
    void read();
    void retranslate();

signals:
    // The user set a minimum; it is saved already.
    void changed(const Minimums &minimums);

private:
    void apply();

    QLabel *m_qualityLabel;
    QComboBox *m_quality;
    QLabel *m_speedLabel;
    QSpinBox *m_speed;
    QWidget *m_qualityPair;
    QWidget *m_speedPair;
};
