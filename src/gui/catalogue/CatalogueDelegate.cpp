#include "CatalogueDelegate.h"

#include "CatalogueQuery.h"
#include "CatalogueTableModel.h"

#include <QApplication>
#include <QPainter>
#include <QStaticText>

namespace {

const QChar star(0x2605);

// One character as the text search compares it: accents dropped, case folded ("É" reads "e").
QString folded(QChar c)
{
    QString out;
    const QString decomposed = QString(c).normalized(QString::NormalizationForm_D);
    for (const QChar part : decomposed) {
        if (part.category() != QChar::Mark_NonSpacing)
            out.append(part);
    }
    return out.toCaseFolded();
}

QString folded(const QString &text)
{
    QString out;
    for (const QChar c : text)
        out += folded(c);
    return out;
}

// How many characters from `start` of `text` spell `word` (already folded) at the beginning of the
// word that starts there; 0 when they do not.
int matchLength(const QString &text, int start, const QString &word)
{
    QString read;
    int used = 0;
    for (int i = start; i < text.size() && text.at(i).isLetterOrNumber(); ++i) {
        read += folded(text.at(i));
        ++used;
        if (read.size() >= word.size())
            return read.startsWith(word) ? used : 0;
    }
    return 0;
}

} // namespace

CatalogueDelegate::CatalogueDelegate(QObject *parent)
    : TextCellDelegate(parent)
{
}

void CatalogueDelegate::setSearchText(const QString &text)
{
    m_words = CatalogueQuery::searchWords(text);
}

QVector<QPair<int, int>> CatalogueDelegate::matches(const QString &text, const QStringList &words)
{
    QVector<QPair<int, int>> out;
    if (words.isEmpty())
        return out;
    QStringList foldedWords;
    for (const QString &word : words)
        foldedWords.append(folded(word));
    for (int i = 0; i < text.size(); ++i) {
        const bool wordStart = text.at(i).isLetterOrNumber() && (i == 0 || !text.at(i - 1).isLetterOrNumber());
        if (!wordStart)
            continue;
        int longest = 0;
        for (const QString &word : std::as_const(foldedWords))
            longest = std::max(longest, matchLength(text, i, word));
        if (longest > 0)
            out.append({i, longest});
    }
    return out;
}

bool CatalogueDelegate::marksColumn(int column)
{
    return column == CatalogueTableModel::NameColumn || column == CatalogueTableModel::OrganizationColumn;
}

int CatalogueDelegate::starWidth(const QFontMetrics &metrics) const
{
    return metrics.horizontalAdvance(star) + metrics.horizontalAdvance(QLatin1Char(' '));
}

QSize CatalogueDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QSize size = QStyledItemDelegate::sizeHint(option, index);
    if (index.column() == CatalogueTableModel::NameColumn)
        size.rwidth() += starWidth(option.fontMetrics);
    return size;
}

void CatalogueDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    if (!marksColumn(index.column())) {
        TextCellDelegate::paint(painter, option, index);
        return;
    }
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    const QString text = drawCell(painter, opt);
    QRect area = textArea(opt);
    const bool selected = opt.state & QStyle::State_Selected;
    const QColor colour = textColour(opt);

    painter->save();
    painter->setClipRect(opt.rect);
    painter->setFont(opt.font);
    if (index.column() == CatalogueTableModel::NameColumn) {
        // Every name keeps the star's room, so that names line up whether or not they carry one.
        if (index.data(CatalogueTableModel::FavouriteRole).toBool()) {
            painter->setPen(selected ? colour : QColor(214, 150, 0));
            painter->drawText(area, Qt::AlignLeft | Qt::AlignVCenter, QString(star));
        }
        area.setLeft(area.left() + starWidth(opt.fontMetrics));
    }
    if (text.isEmpty() || area.width() <= 0) {
        painter->restore();
        return;
    }

    const QStaticText &line = laidOut(text, opt.font, area.width());
    const QString shown = line.text();
    const QSizeF size = line.size();
    const QPointF topLeft(area.left(), area.top() + (area.height() - size.height()) / 2.0);
    // Marks stop where the elided text does: the ellipsis stands for what is cut.
    const int visible = shown == text ? int(text.size()) : std::max(0, int(shown.size()) - 1);
    const QVector<QPair<int, int>> marks = matches(text, m_words);
    if (!marks.isEmpty()) {
        const QFontMetricsF metrics(opt.font);
        // A warm tint that reads on the base colour and on the selection, light or dark.
        const QColor tint(255, 190, 0, selected ? 150 : 110);
        for (const auto &[start, length] : marks) {
            if (start >= visible)
                break;
            const qreal left = metrics.horizontalAdvance(shown.left(start));
            const qreal right = metrics.horizontalAdvance(shown.left(start + std::min(length, visible - start)));
            painter->fillRect(QRectF(topLeft.x() + left, topLeft.y(), right - left, size.height()), tint);
        }
    }
    painter->setPen(colour);
    painter->drawStaticText(topLeft, line);
    painter->restore();
}
