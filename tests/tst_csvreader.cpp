// The CSV reader the importer uses: RFC 4180 cases, its limits, and the same rows as a plain
// byte-by-byte reading of random input that crosses the reader's 64 KB chunks.
#include "CsvReader.h"

#include <QBuffer>
#include <QLocale>
#include <QRandomGenerator>
#include <QTest>

namespace {

struct Read
{
    QVector<QStringList> rows;
    QVector<qint64> lines;
    CsvReader::Status end = CsvReader::Status::End;
    QString error;
};

Read readAll(const QByteArray &bytes, qint64 maxField = 0)
{
    QBuffer buffer;
    buffer.setData(bytes);
    buffer.open(QIODevice::ReadOnly);
    CsvReader reader(&buffer);
    if (maxField > 0)
        reader.setMaxFieldBytes(maxField);
    Read read;
    QStringList fields;
    while ((read.end = reader.readRow(&fields)) == CsvReader::Status::Row) {
        read.rows.append(fields);
        read.lines.append(reader.rowLine());
    }
    read.error = reader.errorString();
    return read;
}

// The rules, one byte at a time, written as plainly as possible (no limits, valid UTF-8 only).
QVector<QStringList> plainRows(const QByteArray &bytes)
{
    QVector<QStringList> rows;
    QStringList fields;
    QByteArray field;
    bool quoted = false, wasQuoted = false, any = false;
    auto finishField = [&] {
        fields.append(QString::fromUtf8(field));
        field.clear();
        wasQuoted = false;
    };
    for (qsizetype i = 0; i < bytes.size(); ++i) {
        const char c = bytes.at(i);
        any = true;
        if (quoted) {
            if (c == '"') {
                if (i + 1 < bytes.size() && bytes.at(i + 1) == '"') {
                    field.append('"');
                    ++i;
                } else {
                    quoted = false;
                }
            } else {
                field.append(c);
            }
        } else if (c == '"' && field.isEmpty() && !wasQuoted) {
            quoted = wasQuoted = true;
        } else if (c == ',') {
            finishField();
        } else if (c == '\r' && i + 1 < bytes.size() && bytes.at(i + 1) == '\n') {
            continue;
        } else if (c == '\n' || c == '\r') {
            finishField();
            rows.append(fields);
            fields.clear();
            any = false;
        } else {
            field.append(c);
        }
    }
    if (any) {
        finishField();
        rows.append(fields);
    }
    return rows;
}

} // namespace

class TestCsvReader : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }
    void quotedFields();
    void lineEndsAndByteOrderMark();
    void rowLines();
    void unclosedQuoteIsAnError();
    void invalidUtf8IsAnError();
    void oversizedFieldIsAnError();
    void sameRowsAsAPlainReading();
    void loneCrEndsARow();
    void nulByteIsAnError_data();
    void nulByteIsAnError();
    void endOfInputState_data();
    void endOfInputState();
};

void TestCsvReader::quotedFields()
{
    const Read r = readAll("a,\"b,c\",\"say \"\"hi\"\"\",\"two\nlines\",\n");
    QCOMPARE(r.end, CsvReader::Status::End);
    QCOMPARE(r.rows.size(), 1);
    QCOMPARE(r.rows.first(), (QStringList{QStringLiteral("a"), QStringLiteral("b,c"), QStringLiteral("say \"hi\""),
                                          QStringLiteral("two\nlines"), QString()}));
    // A quote inside an unquoted field is an ordinary character; text after a closing quote is kept.
    const Read inner = readAll("5\" disk,\"ab\"cd\n");
    QCOMPARE(inner.rows.first(), (QStringList{QStringLiteral("5\" disk"), QStringLiteral("abcd")}));
}

void TestCsvReader::lineEndsAndByteOrderMark()
{
    const Read r = readAll("\xEF\xBB\xBFname,size\r\nLlama,8\r\nQwen,7");
    QCOMPARE(r.rows.size(), 3);
    QCOMPARE(r.rows.at(0).first(), QStringLiteral("name"));   // no byte-order mark left in the header
    QCOMPARE(r.rows.at(1), (QStringList{QStringLiteral("Llama"), QStringLiteral("8")}));
    QCOMPARE(r.rows.at(2), (QStringList{QStringLiteral("Qwen"), QStringLiteral("7")}));   // no final line end
    QCOMPARE(readAll("caf\xC3\xA9\n").rows.first().first(), QStringLiteral("café"));
}

void TestCsvReader::rowLines()
{
    // A row's line is where it starts, counting the line breaks inside quoted fields.
    const Read r = readAll("a\n\"b\nc\nd\"\ne\n");
    QCOMPARE(r.rows.size(), 3);
    QCOMPARE(r.lines, (QVector<qint64>{1, 2, 5}));
}

void TestCsvReader::unclosedQuoteIsAnError()
{
    const Read r = readAll("a,b\n\"never\nclosed,c\n");
    QCOMPARE(r.end, CsvReader::Status::Error);
    QCOMPARE(r.rows.size(), 1);
    QVERIFY2(r.error.contains(QLatin1String("line 2")), qPrintable(r.error));
}

void TestCsvReader::invalidUtf8IsAnError()
{
    const Read r = readAll("ok\nbad \xFF\xFE byte\n");
    QCOMPARE(r.end, CsvReader::Status::Error);
    QVERIFY2(r.error.contains(QLatin1String("line 2")) && r.error.contains(QLatin1String("UTF-8")), qPrintable(r.error));
}

void TestCsvReader::oversizedFieldIsAnError()
{
    QByteArray bytes = "short\n" + QByteArray(5000, 'x') + "\n";
    const Read r = readAll(bytes, 4096);
    QCOMPARE(r.end, CsvReader::Status::Error);
    QCOMPARE(r.rows.size(), 1);
    QVERIFY2(r.error.contains(QLatin1String("line 2")) && r.error.contains(QLatin1String("4,096")), qPrintable(r.error));
    QCOMPARE(readAll(bytes, 8192).rows.size(), 2);
    // One run of bytes past both limits: the one a byte-by-byte reading meets first is reported.
    QBuffer buffer;
    buffer.setData(QByteArray(17, 'y') + "\n");
    buffer.open(QIODevice::ReadOnly);
    CsvReader reader(&buffer);
    reader.setMaxFieldBytes(10);
    reader.setMaxRowBytes(15);
    QStringList fields;
    QCOMPARE(reader.readRow(&fields), CsvReader::Status::Error);
    QVERIFY2(reader.errorString().startsWith(QLatin1String("a field")), qPrintable(reader.errorString()));
}

void TestCsvReader::sameRowsAsAPlainReading()
{
    // Random text of the characters that matter, long enough to cross several 64 KB chunks (the
    // reader copies runs of ordinary bytes at once and must stop at each of these).
    QRandomGenerator random(20261129);
    const QList<QByteArray> pieces{"a", "bc", "defgh", ",", "\"", "\"\"", "\n", "\r\n", "\r", "\xC3\xA9", " "};
    for (int round = 0; round < 20; ++round) {
        QByteArray bytes;
        const int length = round < 10 ? 200 : 200000;
        while (bytes.size() < length)
            bytes += pieces.at(int(random.bounded(pieces.size())));
        const Read r = readAll(bytes);
        if (r.end == CsvReader::Status::Error) {
            // Only an unclosed quote at the end can fail: check the rows up to there.
            QVERIFY2(r.error.contains(QLatin1String("never closed")), qPrintable(r.error));
            const QVector<QStringList> plain = plainRows(bytes);
            QCOMPARE(r.rows, plain.mid(0, r.rows.size()));
            continue;
        }
        QCOMPARE(r.rows, plainRows(bytes));
    }
}

void TestCsvReader::loneCrEndsARow()
{
    // Old Mac files end lines with CR alone: each is a row, never glued to the next.
    const Read r = readAll("Model,Parameters\rA,1\rB,2\r\nC,3\n\"two\rlines\",4\r");
    QCOMPARE(r.end, CsvReader::Status::End);
    QCOMPARE(r.rows.size(), 5);
    QCOMPARE(r.rows.at(1), (QStringList{QStringLiteral("A"), QStringLiteral("1")}));
    QCOMPARE(r.rows.at(2), (QStringList{QStringLiteral("B"), QStringLiteral("2")}));
    QCOMPARE(r.rows.at(3), (QStringList{QStringLiteral("C"), QStringLiteral("3")}));
    QCOMPARE(r.rows.at(4), (QStringList{QStringLiteral("two\rlines"), QStringLiteral("4")}));   // kept inside quotes
    QCOMPARE(r.lines, (QVector<qint64>{1, 2, 3, 4, 5}));
    // A CR at the end of one 64 KB chunk and its LF at the start of the next are one line end.
    const QByteArray first = QByteArray(64 * 1024 - 1, 'x');
    const Read split = readAll(first + "\r\nnext\n");
    QCOMPARE(split.rows.size(), 2);
    QCOMPARE(split.rows.at(1).first(), QStringLiteral("next"));
}

void TestCsvReader::nulByteIsAnError_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<int>("rowsBefore");
    QTest::addColumn<QString>("line");
    QByteArray rows;
    for (int i = 0; i < 200; ++i)
        rows += "Model " + QByteArray::number(i) + ",1\n";   // 5 KB: past the importer's look at the first 4 KB
    QTest::newRow("first byte") << QByteArray("\0a,b\n", 6) << 0 << QStringLiteral("line 1 ");
    QTest::newRow("after 5 KB") << rows + QByteArray("Bad\0,1\n", 8) << 200 << QStringLiteral("line 201 ");
    QTest::newRow("quoted") << rows + QByteArray("\"a\nb\0\",1\n", 10) << 200 << QStringLiteral("line 202 ");
    QByteArray far = QByteArray(70000, 'y') + '\n';   // in the second 64 KB chunk
    far += QByteArray("z\0\n", 3);
    QTest::newRow("second chunk") << far << 1 << QStringLiteral("line 2 ");
}

void TestCsvReader::nulByteIsAnError()
{
    QFETCH(QByteArray, bytes);
    QFETCH(int, rowsBefore);
    QFETCH(QString, line);
    const Read r = readAll(bytes);
    QCOMPARE(r.end, CsvReader::Status::Error);
    QCOMPARE(r.rows.size(), rowsBefore);
    QVERIFY2(r.error.contains(QLatin1String("NUL")) && r.error.contains(line), qPrintable(r.error));
}

void TestCsvReader::endOfInputState_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<bool>("unterminated");
    QTest::addColumn<bool>("quoted");
    QTest::newRow("line break") << QByteArray("a,b\n1,2\n") << false << false;
    QTest::newRow("CRLF") << QByteArray("a,b\r\n1,\"2\"\r\n") << false << true;
    QTest::newRow("lone CR") << QByteArray("a,b\r1,2\r") << false << false;
    QTest::newRow("cut number") << QByteArray("a,b\n1,17") << true << false;
    QTest::newRow("closed quote") << QByteArray("a,b\n1,\"x\"") << true << true;
}

void TestCsvReader::endOfInputState()
{
    QFETCH(QByteArray, bytes);
    QFETCH(bool, unterminated);
    QFETCH(bool, quoted);
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::ReadOnly);
    CsvReader reader(&buffer);
    QStringList fields;
    QCOMPARE(reader.readRow(&fields), CsvReader::Status::Row);
    QVERIFY(!reader.rowUnterminated());
    QCOMPARE(reader.readRow(&fields), CsvReader::Status::Row);
    QCOMPARE(reader.rowUnterminated(), unterminated);
    QCOMPARE(reader.lastFieldQuoted(), quoted);
    QCOMPARE(reader.readRow(&fields), CsvReader::Status::End);
}

QTEST_GUILESS_MAIN(TestCsvReader)
#include "tst_csvreader.moc"
