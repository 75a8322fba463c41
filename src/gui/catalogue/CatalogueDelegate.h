#pragma once

#include "common/TextCellDelegate.h"

#include <QPair>
#include <QStringList>
#include <QVector>

// Draws the catalogue table's cells: the words of the search marked where they begin a word of a
// model's name or organisation, and a star before each favourite's name. The text of every cell is
// drawn from the lines TextCellDelegate lays out once and keeps (a repaint at 100,000 models draws
// prepared glyphs); a mark is a tint drawn behind the words it covers. The text is always plain, never
// read as markup: a name such as "<b>x</b>" shows its brackets.
class CatalogueDelegate : public TextCellDelegate
{
    Q_OBJECT
public:
    explicit CatalogueDelegate(QObject *parent = nullptr);

    // The search as typed; its words (CatalogueQuery::searchWords) are what is marked.
    void setSearchText(const QString &text);
    QStringList searchWords() const { return m_words; }

    // The runs of `text` the table marks for these words, as (start, length): each word of the text
    // that begins with one of them, case and accents aside, as the text search matches.
    static QVector<QPair<int, int>> matches(const QString &text, const QStringList &words);

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;

private:
    static bool marksColumn(int column);
    int starWidth(const QFontMetrics &metrics) const;

    QStringList m_words;
};
