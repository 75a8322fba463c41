// --estimate and --runs-on, run as a script would run them.
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {
const QString rtx4090 = QStringLiteral("NVIDIA GeForce RTX 4090");
const QString llama8b = QStringLiteral("Llama 3.1-8B");
}

class TestEstimateCommand : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void estimateJson();
    void estimateText();
    void singleQuantization();
    void byParameters();
    void closedModelHasNoEstimate();
    void unknownDeviceListsCloseNames();
    void unknownModelListsCloseNames();
    void runsOnJson();
    void numbersThatAreNotPositiveAreRefused_data();
    void numbersThatAreNotPositiveAreRefused();
    void closestNamesWithAHugeNameInTheCatalogue();

private:
    int run(const QStringList &arguments, QString *out = nullptr, QString *err = nullptr);
    QTemporaryDir m_dir;
};

void TestEstimateCommand::initTestCase()
{
    QVERIFY(QFileInfo::exists(QStringLiteral(ATLAS_BINARY_PATH)));
    QVERIFY(m_dir.isValid());
}

int TestEstimateCommand::run(const QStringList &arguments, QString *out, QString *err)
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("XDG_DATA_HOME"), m_dir.filePath(QStringLiteral("data")));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_dir.filePath(QStringLiteral("config")));
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(ATLAS_BINARY_PATH), QStringList{QStringLiteral("--lang"), QStringLiteral("en")} + arguments);
    if (!process.waitForFinished(60000))
        return -1;
    if (out)
        *out = QString::fromUtf8(process.readAllStandardOutput());
    if (err)
        *err = QString::fromUtf8(process.readAllStandardError());
    return process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
}

void TestEstimateCommand::estimateJson()
{
    QString out, err;
    QCOMPARE(run({QStringLiteral("--estimate"), QStringLiteral("--model"), llama8b, QStringLiteral("--hardware"), rtx4090,
                  QStringLiteral("--json")}, &out, &err), 0);
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(out.toUtf8(), &parseError);
    QVERIFY2(doc.isObject(), qPrintable(parseError.errorString() + out + err));
    const QJsonObject o = doc.object();
    QCOMPARE(o.value(QStringLiteral("model")).toString(), llama8b);
    QCOMPARE(o.value(QStringLiteral("hardware")).toString(), rtx4090);
    const QJsonArray quants = o.value(QStringLiteral("quantizations")).toArray();
    QCOMPARE(quants.size(), 8);
    QCOMPARE(quants.first().toObject().value(QStringLiteral("quant")).toString(), QStringLiteral("F16"));
    for (const QJsonValue &v : quants) {
        const QJsonObject q = v.toObject();
        for (const char *field : {"weights_gb", "kv_cache_gb", "overhead_gb", "total_gb"})
            QVERIFY2(q.value(QLatin1String(field)).toDouble() > 0, field);
        const double sum = q.value(QStringLiteral("weights_gb")).toDouble() + q.value(QStringLiteral("kv_cache_gb")).toDouble()
            + q.value(QStringLiteral("overhead_gb")).toDouble();
        QVERIFY(qAbs(sum - q.value(QStringLiteral("total_gb")).toDouble()) < 0.01);
        QVERIFY(QStringList({QStringLiteral("gpu"), QStringLiteral("tight"), QStringLiteral("offload"), QStringLiteral("too_large")})
                    .contains(q.value(QStringLiteral("fit")).toString()));
        const QJsonObject speed = q.value(QStringLiteral("tokens_per_second")).toObject();
        QVERIFY(speed.value(QStringLiteral("low")).toDouble() <= speed.value(QStringLiteral("expected")).toDouble());
        QVERIFY(speed.value(QStringLiteral("expected")).toDouble() <= speed.value(QStringLiteral("high")).toDouble());
    }
    // An 8B model at F16 (16 GB of weights) fits a 24 GB card.
    QCOMPARE(quants.first().toObject().value(QStringLiteral("fit")).toString(), QStringLiteral("gpu"));
}

void TestEstimateCommand::estimateText()
{
    QString out;
    QCOMPARE(run({QStringLiteral("--estimate"), QStringLiteral("--model"), llama8b, QStringLiteral("--hardware"), rtx4090}, &out), 0);
    QVERIFY2(out.contains(QLatin1String("Q4_K_M")) && out.contains(QLatin1String("Runs on the GPU")), qPrintable(out));
}

void TestEstimateCommand::singleQuantization()
{
    QString out;
    QCOMPARE(run({QStringLiteral("--estimate"), QStringLiteral("--model"), llama8b, QStringLiteral("--hardware"), rtx4090,
                  QStringLiteral("--quant"), QStringLiteral("Q4_K_M"), QStringLiteral("--json")}, &out), 0);
    const QJsonArray quants = QJsonDocument::fromJson(out.toUtf8()).object().value(QStringLiteral("quantizations")).toArray();
    QCOMPARE(quants.size(), 1);
    QCOMPARE(quants.first().toObject().value(QStringLiteral("quant")).toString(), QStringLiteral("Q4_K_M"));
}

void TestEstimateCommand::byParameters()
{
    QString out;
    QCOMPARE(run({QStringLiteral("--estimate"), QStringLiteral("--parameters"), QStringLiteral("70B"), QStringLiteral("--memory-gb"),
                  QStringLiteral("24"), QStringLiteral("--bandwidth-gbs"), QStringLiteral("1000"), QStringLiteral("--json")}, &out), 0);
    const QJsonArray quants = QJsonDocument::fromJson(out.toUtf8()).object().value(QStringLiteral("quantizations")).toArray();
    QCOMPARE(quants.size(), 8);
    // 70B at F16 is 140 GB of weights: no 24 GB card and 32 GB of RAM hold that.
    QCOMPARE(quants.first().toObject().value(QStringLiteral("fit")).toString(), QStringLiteral("too_large"));
}

void TestEstimateCommand::closedModelHasNoEstimate()
{
    QString err;
    QCOMPARE(run({QStringLiteral("--estimate"), QStringLiteral("--model"), QStringLiteral("MegaScale (175B)"),
                  QStringLiteral("--hardware"), rtx4090}, nullptr, &err), 3);
    QVERIFY2(err.contains(QLatin1String("never published")), qPrintable(err));
}

void TestEstimateCommand::unknownDeviceListsCloseNames()
{
    QString err;
    QCOMPARE(run({QStringLiteral("--estimate"), QStringLiteral("--model"), llama8b, QStringLiteral("--hardware"),
                  QStringLiteral("RTX 4099")}, nullptr, &err), 2);
    QVERIFY2(err.contains(QLatin1String("RTX 4099")) && err.contains(rtx4090), qPrintable(err));
}

void TestEstimateCommand::unknownModelListsCloseNames()
{
    QString err;
    QCOMPARE(run({QStringLiteral("--estimate"), QStringLiteral("--model"), QStringLiteral("Lama 3.1 8B"), QStringLiteral("--hardware"),
                  rtx4090}, nullptr, &err), 2);
    QVERIFY2(err.contains(llama8b), qPrintable(err));
}

void TestEstimateCommand::runsOnJson()
{
    QString out;
    QCOMPARE(run({QStringLiteral("--runs-on"), rtx4090, QStringLiteral("--json")}, &out), 0);
    const QJsonObject o = QJsonDocument::fromJson(out.toUtf8()).object();
    const QJsonArray models = o.value(QStringLiteral("models")).toArray();
    QVERIFY(models.size() > 100);
    const int onGpu = o.value(QStringLiteral("entirely_on_gpu")).toInt();
    QVERIFY(onGpu > 0 && onGpu <= models.size());
    const QJsonObject leftOut = o.value(QStringLiteral("left_out")).toObject();
    QVERIFY(leftOut.value(QStringLiteral("weights_not_published")).toInt() > 100);
    bool found = false;
    for (const QJsonValue &v : models)
        found = found || v.toObject().value(QStringLiteral("model")).toString() == llama8b;
    QVERIFY(found);

    QCOMPARE(run({QStringLiteral("--runs-on"), QStringLiteral("no such card")}), 2);
}

void TestEstimateCommand::numbersThatAreNotPositiveAreRefused_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    const QStringList byCount{QStringLiteral("--estimate"), QStringLiteral("--parameters"), QStringLiteral("8B")};
    const QStringList onDevice{QStringLiteral("--hardware"), rtx4090};
    auto device = [](const char *memory, const char *bandwidth) {
        return QStringList{QStringLiteral("--memory-gb"), QLatin1String(memory), QStringLiteral("--bandwidth-gbs"), QLatin1String(bandwidth)};
    };
    QTest::newRow("memory nan") << byCount + device("nan", "1000") << QStringLiteral("--memory-gb takes a number above zero, not \"nan\"");
    QTest::newRow("memory inf") << byCount + device("inf", "1000") << QStringLiteral("--memory-gb takes a number above zero");
    QTest::newRow("memory 0") << byCount + device("0", "1000") << QStringLiteral("--memory-gb takes a number above zero");
    QTest::newRow("bandwidth -1") << byCount + device("24", "-1") << QStringLiteral("--bandwidth-gbs takes a number above zero");
    QTest::newRow("bandwidth NaN") << byCount + device("24", "NaN") << QStringLiteral("--bandwidth-gbs takes a number above zero");
    QTest::newRow("parameters inf") << QStringList{QStringLiteral("--estimate"), QStringLiteral("--parameters"), QStringLiteral("inf")} + onDevice
                                    << QStringLiteral("--parameters takes a count");
    QTest::newRow("parameters 1e308T") << QStringList{QStringLiteral("--estimate"), QStringLiteral("--parameters"), QStringLiteral("1e308T")} + onDevice
                                       << QStringLiteral("--parameters takes a count");
    QTest::newRow("active -1") << byCount + onDevice + QStringList{QStringLiteral("--active-parameters"), QStringLiteral("-1")}
                               << QStringLiteral("--active-parameters takes a count such as 8e9 or 8B, not \"-1\"");
    QTest::newRow("active nan") << byCount + onDevice + QStringList{QStringLiteral("--active-parameters"), QStringLiteral("nan")}
                                << QStringLiteral("--active-parameters takes a count");
    QTest::newRow("layers 0") << byCount + onDevice + QStringList{QStringLiteral("--layers"), QStringLiteral("0")}
                              << QStringLiteral("--layers takes a whole number above zero, not \"0\"");
    QTest::newRow("kv-heads -8") << byCount + onDevice + QStringList{QStringLiteral("--kv-heads"), QStringLiteral("-8")}
                                 << QStringLiteral("--kv-heads takes a whole number above zero");
    QTest::newRow("head-dim x") << byCount + onDevice + QStringList{QStringLiteral("--head-dim"), QStringLiteral("x")}
                                << QStringLiteral("--head-dim takes a whole number above zero");
}

void TestEstimateCommand::numbersThatAreNotPositiveAreRefused()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    QString out, err;
    QCOMPARE(run(arguments, &out, &err), 2);
    QVERIFY2(err.contains(message), qPrintable(err));
    QVERIFY2(out.isEmpty(), qPrintable(out));
}

void TestEstimateCommand::closestNamesWithAHugeNameInTheCatalogue()
{
    // A file can name a model with half a million characters; "did you mean" must still answer at once.
    const QString database = m_dir.filePath(QStringLiteral("huge-name.sqlite"));
    const QString csv = m_dir.filePath(QStringLiteral("huge-name.csv"));
    QFile file(csv);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("Model,Parameters,Model accessibility\n" + QByteArray(500000, 'w') + ",7000000000,Open weights (unrestricted)\n");
    file.close();
    QString out, err;
    QCOMPARE(run({QStringLiteral("--database"), database, QStringLiteral("--import"), csv}, &out, &err), 0);
    QElapsedTimer timer;
    timer.start();
    // The work grew with the square of what was typed: this one took 15 s, a longer one minutes.
    QCOMPARE(run({QStringLiteral("--database"), database, QStringLiteral("--estimate"), QStringLiteral("--model"),
                  QStringLiteral("Meta Lama 3.1 8B Instruct Turbo quantized to four bits by somebody"), QStringLiteral("--hardware"),
                  rtx4090}, nullptr, &err), 2);
    QVERIFY2(err.contains(QLatin1String("Closest names: ")), qPrintable(err.left(300)));
    QVERIFY2(timer.elapsed() < 5000, qPrintable(QString::number(timer.elapsed())));
    QCOMPARE(run({QStringLiteral("--database"), database, QStringLiteral("--estimate"), QStringLiteral("--model"),
                  QStringLiteral("Lama 3.1 8B"), QStringLiteral("--hardware"), rtx4090}, nullptr, &err), 2);
    QVERIFY2(err.contains(llama8b), qPrintable(err.left(300)));
}

QTEST_GUILESS_MAIN(TestEstimateCommand)
#include "tst_estimatecommand.moc"
