#pragma once

#include <QSplitter>

class MemoryChart;
class QBoxLayout;
class QGroupBox;
class QLabel;
class QScrollArea;

// The From hardware tab's side pane: how the selected row is worked out (its memory chart and the
// arithmetic) over the models trained on the chosen chip, with a handle between them to drag.
// Beside the table it is narrow and tall: the chart and the arithmetic scroll together in their box,
// so that neither a chart nor a long explanation makes the pane, and with it the window, taller than
// the screen (at 1.5× scaling the window scrolled as soon as a row was selected), and the trained-on
// list is as tall as its text, up to a few lines, leaving the arithmetic the rest. Where that box is too
// short for the chart and the arithmetic's first lines (1366 × 768 at 1.5×), the arithmetic comes first
// and the chart under it. Under the table (arrange), wide and low: the chart beside the arithmetic,
// beside the trained-on list.
class HardwareSidePane : public QSplitter
{
    Q_OBJECT
public:
    explicit HardwareSidePane(QWidget *parent = nullptr);

    MemoryChart *memoryChart() const { return m_chart; }
    QLabel *basis() const { return m_basis; }
    QLabel *trained() const { return m_trained; }
    // The trained-on list (HTML); beside the table its box takes the height of the new text.
    void setTrainedText(const QString &html);
    // What scrolls the arithmetic (and, beside the table, the chart above it).
    QScrollArea *basisScroll() const { return m_basisScroll; }
    void retranslate();
    // `orientation` is the table's splitter's: Horizontal with the pane beside the table.
    void arrange(Qt::Orientation orientation);
    // As tall as its least: the room it has is the table splitter's to give (AdaptiveSplitter), never
    // asked for by a chart whose legend or title wraps. The window lays its tabs out at their height
    // for its width, from the size hints, and scrolled when the chart asked for a line more.
    QSize sizeHint() const override;

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    // The sizes a new arrangement starts from (the handle can move them).
    void resetSizes();
    // The trained-on list's share beside the table: its title and its text, up to a few lines.
    int trainedHeight() const;
    // Beside the table, the chart above the arithmetic where both fit, else under it.
    void placeChart();

    QGroupBox *m_basisBox;
    QBoxLayout *m_basisLayout = nullptr;
    QScrollArea *m_basisScroll = nullptr;
    QBoxLayout *m_basisContent = nullptr;
    QLabel *m_basis = nullptr;
    MemoryChart *m_chart = nullptr;
    QGroupBox *m_trainedBox;
    QLabel *m_trained;
    QScrollArea *m_trainedScroll = nullptr;
    bool m_sizesWaiting = true;   // resetSizes() came before the pane had a height
    bool m_handleMoved = false;   // the user's sizes stay until the pane is arranged again
};
