// The table cells' text delegate: drawn where and as QStyledItemDelegate draws it, as plain text,
// from a cache that stays bounded.
#include "common/TextCellDelegate.h"

#include <QApplication>
#include <QImage>
#include <QPainter>
#include <QStandardItemModel>
#include <QTableView>
#include <QTest>

class TestTextCellDelegate : public QObject
{
    Q_OBJECT
private slots:
    void drawsWhereTheStyleDraws_data();
    void drawsWhereTheStyleDraws();
    void drawsMarkupAsWritten();
    void cacheStaysBounded();

private:
    // The cell of `text` drawn by `delegate` into an image, and the box of its dark pixels.
    QRect ink(QAbstractItemDelegate *delegate, const QString &text, int width, Qt::Alignment alignment,
              QImage *image = nullptr);
    QTableView m_view;
    QStandardItemModel m_model{1, 1};
};

QRect TestTextCellDelegate::ink(QAbstractItemDelegate *delegate, const QString &text, int width,
                                Qt::Alignment alignment, QImage *out)
{
    m_model.setData(m_model.index(0, 0), text);
    m_model.setData(m_model.index(0, 0), QVariant::fromValue(alignment | Qt::AlignVCenter), Qt::TextAlignmentRole);
    m_view.setModel(&m_model);
    QStyleOptionViewItem option;
    option.initFrom(m_view.viewport());
    option.widget = &m_view;
    option.rect = QRect(0, 0, width, 24);
    option.state |= QStyle::State_Enabled;
    QImage image(width, 24, QImage::Format_ARGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    delegate->paint(&painter, option, m_model.index(0, 0));
    painter.end();
    QRect box;
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x) {
            if (qGray(image.pixel(x, y)) < 160)
                box |= QRect(x, y, 1, 1);
        }
    }
    if (out)
        *out = image;
    return box;
}

void TestTextCellDelegate::drawsWhereTheStyleDraws_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("width");
    QTest::addColumn<int>("alignment");
    QTest::newRow("left") << QStringLiteral("Llama 3.1-8B") << 200 << int(Qt::AlignLeft);
    QTest::newRow("right") << QStringLiteral("175B") << 120 << int(Qt::AlignRight);
    QTest::newRow("elided") << QStringLiteral("Hugging Face, ServiceNow, NVIDIA, Stability AI") << 110 << int(Qt::AlignLeft);
}

void TestTextCellDelegate::drawsWhereTheStyleDraws()
{
    QFETCH(QString, text);
    QFETCH(int, width);
    QFETCH(int, alignment);
    QStyledItemDelegate styled;
    TextCellDelegate cached;
    const QRect expected = ink(&styled, text, width, Qt::Alignment(alignment));
    const QRect actual = ink(&cached, text, width, Qt::Alignment(alignment));
    QVERIFY(expected.isValid());
    // The same glyphs at the same place, within rounding (an elided line may end two pixels apart).
    for (const auto &[a, e] : {std::pair{actual.left(), expected.left()}, {actual.right(), expected.right()},
                               {actual.top(), expected.top()}, {actual.bottom(), expected.bottom()}})
        QVERIFY2(std::abs(a - e) <= 2, qPrintable(QStringLiteral("%1,%2 %3x%4 vs %5,%6 %7x%8")
                                                      .arg(actual.x()).arg(actual.y()).arg(actual.width()).arg(actual.height())
                                                      .arg(expected.x()).arg(expected.y()).arg(expected.width()).arg(expected.height())));
    QVERIFY(actual.right() < width);
}

void TestTextCellDelegate::drawsMarkupAsWritten()
{
    TextCellDelegate cached;
    const QRect markup = ink(&cached, QStringLiteral("<b>x</b>"), 300, Qt::AlignLeft);
    const QRect plain = ink(&cached, QStringLiteral("x"), 300, Qt::AlignLeft);
    // Eight characters with their brackets, not one bold x.
    QVERIFY2(markup.width() > 4 * plain.width(), qPrintable(QStringLiteral("%1 vs %2").arg(markup.width()).arg(plain.width())));
}

void TestTextCellDelegate::cacheStaysBounded()
{
    TextCellDelegate cached;
    for (int i = 0; i < TextCellDelegate::MaxCached + 50; ++i)
        ink(&cached, QStringLiteral("model %1").arg(i), 60, Qt::AlignLeft);
    QVERIFY(cached.cachedTexts() > 0);
    QVERIFY(cached.cachedTexts() <= TextCellDelegate::MaxCached + 1);
}

QTEST_MAIN(TestTextCellDelegate)
#include "tst_textcelldelegate.moc"
