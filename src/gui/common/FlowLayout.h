#pragma once

#include <QLayout>
#include <QStyle>
#include <QVector>

// Lays its items out left to right and starts a new line when the next one does not fit, so that a row
// of controls wraps in a narrow window (1024 px, or 1.5× scaling) instead of forcing the window wider.
// Items whose horizontal size policy can grow (a search field) share the room left on their line. The
// height follows the width (heightForWidth), so the rows below move down when the controls wrap.
class FlowLayout : public QLayout
{
public:
    explicit FlowLayout(QWidget *parent = nullptr, int horizontalSpacing = -1, int verticalSpacing = -1);
    ~FlowLayout() override;

    void addItem(QLayoutItem *item) override;
    int count() const override;
    QLayoutItem *itemAt(int index) const override;
    QLayoutItem *takeAt(int index) override;
    Qt::Orientations expandingDirections() const override;
    bool hasHeightForWidth() const override;
    int heightForWidth(int width) const override;
    void setGeometry(const QRect &rect) override;
    QSize sizeHint() const override;
    QSize minimumSize() const override;

    int horizontalSpacing() const;
    int verticalSpacing() const;
    // How many lines the items took at the last setGeometry().
    int lineCount() const { return m_lines; }

private:
    // Places the items in `rect` (or only measures, when `apply` is false); returns the height used.
    int arrange(const QRect &rect, bool apply) const;
    int spacing(QStyle::PixelMetric metric) const;

    QVector<QLayoutItem *> m_items;
    int m_horizontal;
    int m_vertical;
    mutable int m_lines = 0;
};
