#pragma once

#include <QString>
#include <QVector>

class WindowHarness;

// The window figures of issue #14, each timed from an input event to the repainted view in a real
// MainWindow (WindowHarness), printed as JSON lines (Report).
class WindowFigures
{
public:
    WindowFigures(QString path, int models, int runs);
    // Only the figures whose names contain this text (and no floors), for profiling one of them.
    void setOnly(const QString &only) { m_only = only; }

    // Every window_* figure, then the sqlite3 floors of the statements they ran (SqlFloors).
    bool run(QString *error);
    // rss_after_all_tabs: a fresh window, every tab visited, 20 model pages opened.
    bool runMemory(QString *error);

private:
    bool searchKeystroke(WindowHarness &harness, QString *error);
    bool filterChange(WindowHarness &harness, QString *error);
    bool sortFirst(WindowHarness &harness, QString *error);
    bool modelOpen(WindowHarness &harness, QString *error);
    bool hardwareRecompute(WindowHarness &harness, QString *error);
    bool chartRedraw(WindowHarness &harness, QString *error);
    // Records one timing; a time-out fails the figure.
    bool add(QVector<double> *times, double ms, const QString &what, QString *slowest, double *slowestMs,
             QString *error) const;

    QString m_path;
    int m_models;
    int m_runs;
    QString m_only;
};
