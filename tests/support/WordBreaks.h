#pragma once

#include <QList>
#include <QStringList>
#include <QTextBlock>
#include <QTextBoundaryFinder>
#include <QTextFrame>
#include <QTextLayout>
#include <QTextTable>

// Where a laid-out table wraps its text: a QTextDocument breaks a word that does not fit its column
// anywhere ("Quanti / zation"), which a reader takes for two words.
namespace WordBreaks {

// Every line of the table's cells that starts inside a word, as "Quanti|zation"; none when every line
// starts after a space, a <br> or where the rules of line breaking allow (after a hyphen).
inline QStringList inside(const QTextTable *table)
{
    QStringList broken;
    for (int r = 0; r < table->rows(); ++r) {
        for (int c = 0; c < table->columns(); ++c) {
            const QTextTableCell cell = table->cellAt(r, c);
            for (QTextBlock block = cell.firstCursorPosition().block();
                 block.isValid() && block.position() < cell.lastPosition(); block = block.next()) {
                const QString text = block.text();
                QTextBoundaryFinder lineBreaks(QTextBoundaryFinder::Line, text);
                const QTextLayout *layout = block.layout();
                for (int i = 1; i < layout->lineCount(); ++i) {
                    const int start = layout->lineAt(i).textStart();
                    lineBreaks.setPosition(start);
                    if (start > 0 && start < text.size() && !text.at(start - 1).isSpace() && !lineBreaks.isAtBoundary())
                        broken.append(text.left(start).section(QLatin1Char(' '), -1) + QLatin1Char('|')
                                      + text.mid(start).section(QLatin1Char(' '), 0, 0));
                }
            }
        }
    }
    return broken;
}

// Every table in `frame`, nested ones too, that has at least `columns` columns.
inline QList<QTextTable *> tables(QTextFrame *frame, int columns)
{
    QList<QTextTable *> found;
    const QList<QTextFrame *> children = frame->childFrames();
    for (QTextFrame *child : children) {
        if (auto *table = qobject_cast<QTextTable *>(child); table && table->columns() >= columns)
            found.append(table);
        found += tables(child, columns);
    }
    return found;
}

} // namespace WordBreaks
