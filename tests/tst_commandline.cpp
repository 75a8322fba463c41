// The program's headless contract, run as a user's script would run it.
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

class TestCommandLine : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void version();
    void helpListsTheOptions();
    void helpInItalian();
    void exportCsvWritesTheCatalogue();
    void exportCsvToUnwritablePlaceFails();
    void unknownLanguageIsRefused();
    void exportChartWithRecordLabels();

private:
    int run(const QStringList &arguments, QString *out = nullptr, QString *err = nullptr);
    QTemporaryDir m_dir;
};

void TestCommandLine::initTestCase()
{
    QVERIFY(QFileInfo::exists(QStringLiteral(ATLAS_BINARY_PATH)));
}

int TestCommandLine::run(const QStringList &arguments, QString *out, QString *err)
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("XDG_DATA_HOME"), m_dir.filePath(QStringLiteral("data")));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_dir.filePath(QStringLiteral("config")));
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(ATLAS_BINARY_PATH), arguments);
    if (!process.waitForFinished(60000))
        return -1;
    if (out)
        *out = QString::fromUtf8(process.readAllStandardOutput());
    if (err)
        *err = QString::fromUtf8(process.readAllStandardError());
    return process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
}

void TestCommandLine::version()
{
    QString out;
    QCOMPARE(run({QStringLiteral("--version")}, &out), 0);
    QVERIFY2(out.contains(QLatin1String(ATLAS_VERSION)), qPrintable(out));
}

void TestCommandLine::helpListsTheOptions()
{
    QString out;
    QCOMPARE(run({QStringLiteral("--help"), QStringLiteral("--lang"), QStringLiteral("en")}, &out), 0);
    for (const char *option : {"--version", "--lang", "--database", "--export-csv", "--label-records"})
        QVERIFY2(out.contains(QLatin1String(option)), option);
}

void TestCommandLine::helpInItalian()
{
    QString out;
    QCOMPARE(run({QStringLiteral("--lang"), QStringLiteral("it"), QStringLiteral("--help")}, &out), 0);
    QVERIFY2(out.contains(QStringLiteral("catalogo")), qPrintable(out));
}

void TestCommandLine::exportCsvWritesTheCatalogue()
{
    const QString database = m_dir.filePath(QStringLiteral("cat.sqlite"));
    const QString csv = m_dir.filePath(QStringLiteral("out.csv"));
    QString out;
    QString err;
    QCOMPARE(run({QStringLiteral("--database"), database, QStringLiteral("--export-csv"), csv}, &out, &err), 0);
    QVERIFY(QFileInfo::exists(database));
    QFile file(csv);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray content = file.readAll();
    QVERIFY(content.startsWith("name,organizations,"));
    QVERIFY(content.contains("MegaScale (175B),ByteDance;Peking University,"));
    QVERIFY(content.count("\r\n") >= 401);
}

void TestCommandLine::exportCsvToUnwritablePlaceFails()
{
    QString err;
    const QString target = m_dir.filePath(QStringLiteral("no/such/folder/out.csv"));
    const int code = run({QStringLiteral("--database"), m_dir.filePath(QStringLiteral("cat2.sqlite")),
                          QStringLiteral("--export-csv"), target}, nullptr, &err);
    QVERIFY(code != 0);
    QVERIFY2(err.contains(QLatin1String("out.csv")), qPrintable(err));
    QVERIFY(!QFileInfo::exists(target));
}

void TestCommandLine::unknownLanguageIsRefused()
{
    QString err;
    QCOMPARE(run({QStringLiteral("--lang"), QStringLiteral("xx"), QStringLiteral("--version")}, nullptr, &err), 0);
    // --version answers before anything else; a real run with a bad language is refused.
    QVERIFY(run({QStringLiteral("--lang"), QStringLiteral("xx"), QStringLiteral("--export-csv"),
                 m_dir.filePath(QStringLiteral("x.csv"))}, nullptr, &err) == 2);
}

void TestCommandLine::exportChartWithRecordLabels()
{
    const QString out = m_dir.filePath(QStringLiteral("records.png"));
    QString err;
    QCOMPARE(run({QStringLiteral("--export-chart"), QStringLiteral("compute-over-time"), out, QStringLiteral("--label-records"),
                  QStringLiteral("--width"), QStringLiteral("1200"), QStringLiteral("--height"), QStringLiteral("800")},
                 nullptr, &err),
             0);
    // This test links no GUI library: read the size from the PNG's IHDR chunk (big-endian at 16 and 20).
    QFile file(out);
    QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(err));
    const QByteArray head = file.read(24);
    QCOMPARE(head.left(8), QByteArray("\x89PNG\r\n\x1a\n", 8));
    const auto be32 = [&head](int at) {
        return (quint32(quint8(head[at])) << 24) | (quint32(quint8(head[at + 1])) << 16)
            | (quint32(quint8(head[at + 2])) << 8) | quint32(quint8(head[at + 3]));
    };
    QCOMPARE(be32(16), 1200u);
    QCOMPARE(be32(20), 800u);
}

QTEST_GUILESS_MAIN(TestCommandLine)
#include "tst_commandline.moc"
