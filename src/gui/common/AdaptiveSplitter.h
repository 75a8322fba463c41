#pragma once

#include <QSplitter>

// Two panes, a main one and a side one: side by side when the splitter is wide enough for both, the side
// pane under the main one when it is not and there is the height to stack them. A table that needs the
// whole width of an 800 px window gets it, with what explains its selected row underneath; at 1024 px, or
// in a window too low to stack (1.5× scaling), the side pane stays beside. The handle can still be
// dragged either way; a change of arrangement starts again from the default sizes.
class AdaptiveSplitter : public QSplitter
{
    Q_OBJECT
public:
    AdaptiveSplitter(QWidget *main, QWidget *side, QWidget *parent = nullptr);

    // Side by side from this width on (0: always).
    void setBesideWidth(int width);
    // Stacked only from this height on: room for the main pane's readable least and the side pane's.
    void setStackedHeight(int height);
    // The side pane's height when stacked (beside, it has a fifth of the width, or its least).
    void setSideHeight(int height);

    // As tall as its least: its owner gives it the room left (stretch), and the panes share it by their
    // sizes. A window that lays its tab out at the height for its width sums its parts' size hints, and a
    // splitter that asked for both panes' (a table's and a chart's) made that window scroll at 800 px.
    QSize sizeHint() const override;

signals:
    // The panes were rearranged (the side pane may lay its own contents out to match).
    void arranged(Qt::Orientation orientation);

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void arrange();
    // The splitter's size less what a scroll area around it added to fit its least, plus the width of
    // that area's scroll bars: the room the window gives it, whichever way it is arranged.
    QSize room() const;
    // Sizes for the current orientation: beside, four fifths of the width to the main pane; stacked,
    // the side pane its height and the main pane the rest.
    void resetSizes();

    int m_besideWidth = 0;
    int m_stackedHeight = 0;
    int m_sideHeight = 240;
};
