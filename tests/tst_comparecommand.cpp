// --compare A B …, run as a script would run it: the window's comparison as text or JSON.
#include "ProgramRun.h"
#include "HardwareCatalogue.h"
#include "HardwareChoice.h"
#include "Settings.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {
const QString llama8b = QStringLiteral("Llama 3.1-8B");
const QString llama70b = QStringLiteral("Llama 3.1-70B");
const QString mistral = QStringLiteral("Mistral 7B");
const QString rtx4090 = QStringLiteral("NVIDIA GeForce RTX 4090");
}

class TestCompareCommand : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void json();
    void text();
    void italian();
    void namesAsTheWindowReadsThem();
    void onTheWindowsDevice();
    void wrongCounts_data();
    void wrongCounts();
    void unknownModelListsCloseNames();
    void unknownDevice();
    void oneRowPerLabel();
    void longAuthorListsAreCut();
    // Last: it chooses a device in the settings the other tests share.
    void followsTheDeviceChosenInTheWindow();

private:
    int run(const QStringList &arguments, QString *out = nullptr, QString *err = nullptr);
    QTemporaryDir m_dir;
};

void TestCompareCommand::initTestCase()
{
    QVERIFY(QFileInfo::exists(QStringLiteral(ATLAS_BINARY_PATH)));
    QVERIFY(m_dir.isValid());
}

int TestCompareCommand::run(const QStringList &arguments, QString *out, QString *err)
{
    return runProgram(m_dir.path(), arguments, out, err);
}

void TestCompareCommand::json()
{
    QString out, err;
    QCOMPARE(run({QStringLiteral("--compare"), llama8b, llama70b, mistral, QStringLiteral("--hardware"), QStringLiteral("RTX 4090"),
                  QStringLiteral("--json")}, &out, &err), 0);
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(out.toUtf8(), &parseError);
    QVERIFY2(doc.isObject(), qPrintable(parseError.errorString() + out + err));
    const QJsonObject o = doc.object();
    QCOMPARE(o.value(QStringLiteral("models")).toArray(), (QJsonArray{llama8b, llama70b, mistral}));
    QCOMPARE(o.value(QStringLiteral("hardware")).toString(), rtx4090);
    const QJsonArray sections = o.value(QStringLiteral("sections")).toArray();
    QCOMPARE(sections.at(0).toObject().value(QStringLiteral("title")).toString(), QStringLiteral("On ") + rtx4090);
    QCOMPARE(sections.at(1).toObject().value(QStringLiteral("title")).toString(), QStringLiteral("Origin"));
    QHash<QString, QJsonObject> rows;
    for (const QJsonValue &section : sections) {
        for (const QJsonValue &row : section.toObject().value(QStringLiteral("rows")).toArray()) {
            const QJsonObject r = row.toObject();
            QCOMPARE(r.value(QStringLiteral("values")).toArray().size(), 3);
            rows.insert(r.value(QStringLiteral("field")).toString(), r);
        }
    }
    QVERIFY(rows.value(QStringLiteral("Parameters")).value(QStringLiteral("differs")).toBool());
    QVERIFY(!rows.value(QStringLiteral("Domain")).value(QStringLiteral("differs")).toBool());
    QCOMPARE(rows.value(QStringLiteral("Domain")).value(QStringLiteral("values")).toArray().at(0).toString(), QStringLiteral("Language"));
    // Each model's estimate on the device, as --estimate --json writes it.
    const QJsonArray estimates = o.value(QStringLiteral("estimates")).toArray();
    QCOMPARE(estimates.size(), 3);
    const QJsonObject first = estimates.at(0).toObject();
    QCOMPARE(first.value(QStringLiteral("model")).toString(), llama8b);
    QCOMPARE(first.value(QStringLiteral("quantizations")).toArray().first().toObject().value(QStringLiteral("fit")).toString(),
             QStringLiteral("gpu"));
    QCOMPARE(rows.value(QStringLiteral("Best quantization")).value(QStringLiteral("values")).toArray().at(0).toString(),
             first.value(QStringLiteral("best")).toString());
}

void TestCompareCommand::text()
{
    QString out, err;
    QCOMPARE(run({QStringLiteral("--compare"), llama8b, mistral, QStringLiteral("--hardware"), rtx4090}, &out, &err), 0);
    const QStringList lines = out.split(QLatin1Char('\n'));
    QVERIFY2(lines.first().startsWith(QStringLiteral("%1 · %2: ").arg(llama8b, mistral)), qPrintable(out));
    QVERIFY(lines.contains(QStringLiteral("Origin")));
    // A row where they agree is one line; one where they differ gives each model's value.
    QVERIFY2(lines.contains(QStringLiteral("  Domain: Language")), qPrintable(out));
    const int parameters = int(lines.indexOf(QStringLiteral("≠ Parameters")));
    QVERIFY2(parameters > 0, qPrintable(out));
    QVERIFY(lines.at(parameters + 1).startsWith(QStringLiteral("    %1: 8").arg(llama8b)));
    QVERIFY(lines.at(parameters + 2).startsWith(QStringLiteral("    %1: 7").arg(mistral)));
    QVERIFY(out.contains(QStringLiteral("≠ marks the rows where the models differ.")));
    QVERIFY(err.isEmpty());
}

// Llama 3.1-8B has some two hundred authors, which the text printed on one line: it names the first
// ten and how many more, as the model page does; the JSON keeps every one.
void TestCompareCommand::longAuthorListsAreCut()
{
    QString json, out, err;
    QCOMPARE(run({QStringLiteral("--compare"), llama8b, mistral, QStringLiteral("--json")}, &json, &err), 0);
    QStringList authors;
    for (const QJsonValue &section : QJsonDocument::fromJson(json.toUtf8()).object().value(QStringLiteral("sections")).toArray()) {
        for (const QJsonValue &row : section.toObject().value(QStringLiteral("rows")).toArray()) {
            if (row.toObject().value(QStringLiteral("field")).toString() == QLatin1String("Authors"))
                authors = row.toObject().value(QStringLiteral("values")).toArray().at(0).toString().split(QLatin1Char(','));
        }
    }
    for (QString &name : authors)
        name = name.trimmed();
    QVERIFY2(authors.size() > 100, qPrintable(json));
    for (const char *language : {"en", "it"}) {
        QCOMPARE(run({QStringLiteral("--lang"), QLatin1String(language), QStringLiteral("--compare"), llama8b, mistral}, &out, &err), 0);
        const QString more = QLatin1String(language) == QLatin1String("en") ? QStringLiteral("and %1 more") : QStringLiteral("e altri %1");
        const QString line = QStringLiteral("    %1: %2 %3").arg(llama8b, authors.mid(0, 10).join(QStringLiteral(", ")),
                                                                  more.arg(authors.size() - 10));
        QVERIFY2(out.split(QLatin1Char('\n')).contains(line), qPrintable(line + QStringLiteral("\n") + out));
        QVERIFY(!out.contains(authors.at(10)));
    }
}

void TestCompareCommand::italian()
{
    QString out, err;
    QCOMPARE(run({QStringLiteral("--lang"), QStringLiteral("it"), QStringLiteral("--compare"), llama8b, mistral}, &out, &err), 0);
    QVERIFY2(out.contains(QStringLiteral("\nOrigine\n")), qPrintable(out));
    QVERIFY(out.contains(QStringLiteral("  Dominio: Linguaggio")));
    QVERIFY(!out.contains(QStringLiteral("Origin\n")));
}

void TestCompareCommand::namesAsTheWindowReadsThem()
{
    QString out, err;
    QCOMPARE(run({QStringLiteral("--compare"), QStringLiteral("llama3.1 8b"), QStringLiteral("mistral-7b"), QStringLiteral("--json")},
                 &out, &err), 0);
    QCOMPARE(QJsonDocument::fromJson(out.toUtf8()).object().value(QStringLiteral("models")).toArray(), (QJsonArray{llama8b, mistral}));
}

void TestCompareCommand::onTheWindowsDevice()
{
    // No --hardware and no device chosen in the window: no device, the memory at Q4_K_M instead.
    QString out, err;
    QCOMPARE(run({QStringLiteral("--compare"), llama8b, mistral, QStringLiteral("--json")}, &out, &err), 0);
    const QJsonObject o = QJsonDocument::fromJson(out.toUtf8()).object();
    QVERIFY(o.value(QStringLiteral("hardware")).isNull());
    QVERIFY(o.value(QStringLiteral("sections")).toArray().at(0).toObject().value(QStringLiteral("rows")).toArray().at(0)
                .toObject().value(QStringLiteral("field")).toString().contains(QStringLiteral("Q4_K_M")));
    // What each quantization needs, but no fit, best or speed: there is nothing to run it on.
    const QJsonObject llama = o.value(QStringLiteral("estimates")).toArray().at(0).toObject();
    QVERIFY(!llama.contains(QStringLiteral("best")) && !llama.contains(QStringLiteral("usable_gpu_memory_gb")));
    const QJsonArray quantizations = llama.value(QStringLiteral("quantizations")).toArray();
    QVERIFY(!quantizations.isEmpty());
    for (const QJsonValue &q : quantizations) {
        QVERIFY(q.toObject().value(QStringLiteral("total_gb")).toDouble() > 0);
        for (const char *key : {"fit", "tokens_per_second", "time_to_first_token_s", "gpu_gb"})
            QVERIFY2(!q.toObject().contains(QLatin1String(key)), key);
    }
}

void TestCompareCommand::wrongCounts_data()
{
    QTest::addColumn<QStringList>("names");
    QTest::newRow("none") << QStringList();
    QTest::newRow("one") << QStringList{llama8b};
    QTest::newRow("five") << QStringList{llama8b, llama70b, mistral, QStringLiteral("Gemma 2 9B"), QStringLiteral("Qwen2.5-7B")};
    QTest::newRow("the same twice") << QStringList{llama8b, QStringLiteral("llama 3.1 8b")};
}

void TestCompareCommand::wrongCounts()
{
    QFETCH(QStringList, names);
    QString out, err;
    QCOMPARE(run(QStringList{QStringLiteral("--compare")} + names, &out, &err), 2);
    QVERIFY(out.isEmpty());
    QVERIFY2(!err.isEmpty(), qPrintable(err));
}

void TestCompareCommand::unknownModelListsCloseNames()
{
    QString out, err;
    QCOMPARE(run({QStringLiteral("--compare"), llama8b, QStringLiteral("Mistral 7Q")}, &out, &err), 2);
    QVERIFY2(err.startsWith(QStringLiteral("Unknown model \"Mistral 7Q\". Closest names: ")), qPrintable(err));
    QVERIFY(err.contains(mistral));
    QVERIFY(out.isEmpty());
}

void TestCompareCommand::unknownDevice()
{
    QString out, err;
    QCOMPARE(run({QStringLiteral("--compare"), llama8b, mistral, QStringLiteral("--hardware"), QStringLiteral("RTX 9999 Ultra")},
                 &out, &err), 2);
    QVERIFY2(err.startsWith(QStringLiteral("Unknown device")), qPrintable(err));
}

// gpt-oss-120b is in two of Epoch AI's datasets, so its page has two "Catalogue entry" sources; the
// comparison showed two rows of that name, the first setting its Notable AI Models export beside the
// other model's Large-Scale one. A label is one row, holding every value the page gives under it.
void TestCompareCommand::oneRowPerLabel()
{
    QString out, err;
    QCOMPARE(run({QStringLiteral("--compare"), QStringLiteral("gpt-oss-120b"), llama8b, QStringLiteral("--json")}, &out, &err), 0);
    const QJsonArray sections = QJsonDocument::fromJson(out.toUtf8()).object().value(QStringLiteral("sections")).toArray();
    QVERIFY2(!sections.isEmpty(), qPrintable(out + err));
    bool entrySeen = false;
    for (const QJsonValue &section : sections) {
        QStringList labels;
        for (const QJsonValue &row : section.toObject().value(QStringLiteral("rows")).toArray()) {
            const QJsonObject r = row.toObject();
            const QString label = r.value(QStringLiteral("field")).toString();
            QVERIFY2(!labels.contains(label), qPrintable(label));
            labels.append(label);
            if (label == QLatin1String("Catalogue entry")) {
                entrySeen = true;
                const QJsonArray values = r.value(QStringLiteral("values")).toArray();
                QVERIFY2(values.at(0).toString().contains(QLatin1String("Notable AI Models"))
                             && values.at(0).toString().contains(QLatin1String("Large-Scale AI Models")),
                         qPrintable(values.at(0).toString()));
                QVERIFY(!values.at(1).toString().contains(QLatin1String("Notable AI Models")));
                QVERIFY(r.value(QStringLiteral("differs")).toBool());
            }
        }
    }
    QVERIFY(entrySeen);
    QCOMPARE(run({QStringLiteral("--compare"), QStringLiteral("gpt-oss-120b"), llama8b}, &out, &err), 0);
    QCOMPARE(out.count(QStringLiteral("Catalogue entry")), 1);
}

void TestCompareCommand::followsTheDeviceChosenInTheWindow()
{
    // The window's choice, saved where the program run by run() reads its settings.
    qputenv("XDG_CONFIG_HOME", QFile::encodeName(m_dir.filePath(QStringLiteral("config"))));
    QCoreApplication::setOrganizationName(QStringLiteral("ModelAtlas"));
    QCoreApplication::setApplicationName(QStringLiteral("model-atlas"));
    HardwareChoice choice = HardwareChoice::load();
    const HardwareDevice *device = HardwareCatalogue::shipped().find(rtx4090);
    QVERIFY(device);
    choice.setDevice(*device);
    choice.count = 2;
    choice.save();

    QString out, err;
    QCOMPARE(run({QStringLiteral("--compare"), llama8b, mistral, QStringLiteral("--json")}, &out, &err), 0);
    const QJsonObject o = QJsonDocument::fromJson(out.toUtf8()).object();
    QCOMPARE(o.value(QStringLiteral("hardware")).toString(), QStringLiteral("2 × ") + rtx4090);
    const QJsonObject llama = o.value(QStringLiteral("estimates")).toArray().at(0).toObject();
    QVERIFY(llama.contains(QStringLiteral("best")));
    QVERIFY(llama.value(QStringLiteral("quantizations")).toArray().at(0).toObject().contains(QStringLiteral("fit")));
    // --hardware wins over the window's choice.
    QCOMPARE(run({QStringLiteral("--compare"), llama8b, mistral, QStringLiteral("--hardware"), QStringLiteral("RTX 4090"),
                  QStringLiteral("--json")}, &out, &err), 0);
    QCOMPARE(QJsonDocument::fromJson(out.toUtf8()).object().value(QStringLiteral("hardware")).toString(), rtx4090);
    Settings::clear();
}

QTEST_GUILESS_MAIN(TestCompareCommand)
#include "tst_comparecommand.moc"
