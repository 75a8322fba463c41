#include "PlainText.h"

namespace PlainText {

namespace {

// Escaping alone is not enough where Qt guesses: Qt::mightBeRichText looks only at the first line, for
// a known tag or for "&lt;". The escaped "<b>x</b>" has "&lt;" and is taken for rich text, so it shows
// as typed; the escaped "A & B" has neither, is taken for plain text and shows "A &amp; B". Opening
// with a paragraph tag makes the guess always "rich", so every entity is read back into the character
// it stands for and no tag in the text is ever a tag. The white-space mode keeps the line breaks and
// runs of spaces that the text would have had as plain text.
QString paragraph(const QString &text, QLatin1String whiteSpace)
{
    if (text.isEmpty())
        return text;
    return QStringLiteral("<p style=\"white-space:%1\">").arg(whiteSpace) + text.toHtmlEscaped()
        + QStringLiteral("</p>");
}

} // namespace

QString escaped(const QString &text)
{
    return text.toHtmlEscaped();
}

QString toolTip(const QString &text)
{
    return paragraph(text, QLatin1String("pre"));
}

QString asRichText(const QString &text)
{
    return paragraph(text, QLatin1String("pre-wrap"));
}

} // namespace PlainText
