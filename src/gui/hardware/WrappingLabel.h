#pragma once

#include <QLabel>

// A word-wrapped label that works out its height for a width once per text. QLabel lays its text
// out again at every heightForWidth() call, and one change of the From hardware tab's summary makes
// the window's layouts ask four or five times, at the same width, as the change travels up through
// the tab widget (about 2 ms of each device change at 100,000 models, most of it shaping the same
// words again). The answer is QLabel's own; a new text, width, font, style or any other setting
// that moves the text asks it again.
class WrappingLabel : public QLabel
{
public:
    explicit WrappingLabel(QWidget *parent = nullptr);
    int heightForWidth(int width) const override;

protected:
    void changeEvent(QEvent *event) override;

private:
    // What the cached height was worked out for, besides the width.
    struct Key
    {
        QString text;
        Qt::TextFormat format = Qt::AutoText;
        bool wordWrap = false;
        int alignment = 0, margin = 0, indent = 0;
        bool operator==(const Key &o) const
        {
            return text == o.text && format == o.format && wordWrap == o.wordWrap && alignment == o.alignment
                && margin == o.margin && indent == o.indent;
        }
    };
    Key key() const;
    mutable Key m_key;
    mutable int m_width = -1;
    mutable int m_height = 0;
};
