// The columns text takes in a terminal, for the command line's tables (--list, --estimate, --runs-on).
#include "TerminalText.h"

#include <QTest>

class TestTerminalText : public QObject
{
    Q_OBJECT
private slots:
    void wideCharactersTakeTwoColumns();
    void paddingAndCuttingCountColumns();
};

void TestTerminalText::wideCharactersTakeTwoColumns()
{
    QCOMPARE(TerminalText::width(QStringLiteral("Llama 3.1-8B")), 12);
    QCOMPARE(TerminalText::width(QStringLiteral("文心大模型4.5")), 13);
    QCOMPARE(TerminalText::width(QStringLiteral("하이퍼클로바")), 12);
    // A combining accent adds nothing to the letter it sits on; "é" written either way is one column.
    QCOMPARE(TerminalText::width(QStringLiteral("e\u0301cole")), 5);
    QCOMPARE(TerminalText::width(QStringLiteral("École")), 5);
    QCOMPARE(TerminalText::width(QStringLiteral("2.000 Mld · ≈")), 13);
}

void TestTerminalText::paddingAndCuttingCountColumns()
{
    QCOMPARE(TerminalText::padRight(QStringLiteral("文心"), 6), QStringLiteral("文心  "));
    QCOMPARE(TerminalText::padLeft(QStringLiteral("8B"), 5), QStringLiteral("   8B"));
    QCOMPARE(TerminalText::padRight(QStringLiteral("longer"), 3), QStringLiteral("longer"));
    QCOMPARE(TerminalText::cut(QStringLiteral("Baidu"), 5), QStringLiteral("Baidu"));
    QCOMPARE(TerminalText::cut(QStringLiteral("Baidu Inc"), 5), QStringLiteral("Baid…"));
    // A wide character that would straddle the limit is left out whole.
    QCOMPARE(TerminalText::cut(QStringLiteral("ab文心大模型"), 6), QStringLiteral("ab文…"));
    QCOMPARE(TerminalText::width(TerminalText::cut(QStringLiteral("ab文心大模型"), 6)), 5);
}

QTEST_MAIN(TestTerminalText)
#include "tst_terminaltext.moc"
