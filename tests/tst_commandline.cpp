// The program's headless contract, run as a user's script would run it.
#include "ChartTestCatalogue.h"
#include "ProgramRun.h"
#include "TestCatalogue.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QMap>
#include <QProcess>
#include <QRegularExpression>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

class TestCommandLine : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void version();
    void helpListsTheOptions();
    void helpInItalian();
    void italianHelpLeavesNoEnglish();
    void helpSaysSvg();
    void exportCsvWritesTheCatalogue();
    void exportCsvToUnwritablePlaceFails();
    void unknownLanguageIsRefused();
    void exportChartWithRecordLabels();
    void chartMistakesAreUsageErrors_data();
    void chartMistakesAreUsageErrors();
    void italianHelpHeadsTheArgumentsAsArguments();
    void chartExportWithoutRuntimeFolderIsQuiet();
    void exportChartDrawsTheCataloguesModels_data();
    void exportChartDrawsTheCataloguesModels();
    void importOfAPipeIsRefused();
    void fileNamesThatAreNotUtf8();
    void exportedFormulasStayText();
    void mistakesAreAnsweredWithoutADisplay_data();
    void mistakesAreAnsweredWithoutADisplay();
    void conflictsAreRefused_data();
    void conflictsAreRefused();
    void ignoredOptionsAreSaid_data();
    void ignoredOptionsAreSaid();
    void validLinesStillRun();
    void helpKeepsTheCataloguePathWhole();
    void helpFitsEightyColumns();
    void helpSaysWhichGigabyte();
    void helpSaysWhichCommandsTakeUnits();
    void helpNamesTheProgramAndEndsWithExamplesAndExitCodes_data();
    void helpNamesTheProgramAndEndsWithExamplesAndExitCodes();
    void importOfOneRowSaysRow();

private:
    int run(const QStringList &arguments, QString *out = nullptr, QString *err = nullptr, const QStringList &shell = {});
    // Runs the program through sh, so that arguments can hold bytes that are not UTF-8.
    int runShell(const QString &script, const QStringList &arguments, QString *out, QString *err);
    // As on a server or in a container: no display and no runtime folder, the case that printed Qt's warning.
    QProcessEnvironment headlessEnvironment() const;
    QTemporaryDir m_dir;
};

void TestCommandLine::initTestCase()
{
    QVERIFY(QFileInfo::exists(QStringLiteral(ATLAS_BINARY_PATH)));
}

int TestCommandLine::run(const QStringList &arguments, QString *out, QString *err, const QStringList &shell)
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("XDG_DATA_HOME"), m_dir.filePath(QStringLiteral("data")));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_dir.filePath(QStringLiteral("config")));
    process.setProcessEnvironment(env);
    if (shell.isEmpty())
        process.start(QStringLiteral(ATLAS_BINARY_PATH), arguments);
    else
        process.start(QStringLiteral("/bin/sh"), shell);
    if (!process.waitForFinished(60000))
        return -1;
    if (out)
        *out = QString::fromUtf8(process.readAllStandardOutput());
    if (err)
        *err = QString::fromUtf8(process.readAllStandardError());
    return process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
}

int TestCommandLine::runShell(const QString &script, const QStringList &arguments, QString *out, QString *err)
{
    return run({}, out, err, QStringList{QStringLiteral("-c"), script, QStringLiteral(ATLAS_BINARY_PATH)} + arguments);
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

namespace {

// The help's options and arguments: "--database" → {"file", "Use this catalogue file …"}, the last
// name of each option as the key ("argument 0", … for the arguments, whose names are the values),
// the value name without its brackets, the description joined across its wrapped lines.
struct HelpEntry
{
    QString value;
    QString description;
};

QMap<QString, HelpEntry> helpEntries(const QString &help)
{
    QMap<QString, HelpEntry> entries;
    QString current;
    int arguments = 0;
    int headings = 0;
    bool inList = false;
    for (const QString &line : help.split(QLatin1Char('\n'))) {
        if (line.endsWith(QLatin1Char(':')) && !line.startsWith(QLatin1Char(' '))) {
            // "Options:", "Arguments:" and their translations; the examples and exit codes after them
            // are no options.
            inList = ++headings <= 2;
            current.clear();
            continue;
        }
        if (!inList || line.trimmed().isEmpty())
            continue;
        if (line.startsWith(QLatin1String("  ")) && !line.startsWith(QLatin1String("   "))) {
            // "  -h, --help   Show …" or "  --database <file>   Use …" or "  file   With …"
            const QString body = line.mid(2);
            const int gap = int(body.indexOf(QLatin1String("  ")));
            const QString names = gap < 0 ? body : body.left(gap);
            HelpEntry entry;
            entry.description = gap < 0 ? QString() : body.mid(gap).trimmed();
            const int open = int(names.indexOf(QLatin1Char('<')));
            if (open >= 0)
                entry.value = names.mid(open + 1, names.indexOf(QLatin1Char('>')) - open - 1);
            const QString first = names.split(QLatin1Char(',')).last().trimmed().split(QLatin1Char(' ')).first();
            // An argument's name is translated too: it is keyed by its place, its name kept as the value.
            if (first.startsWith(QLatin1Char('-'))) {
                current = first;
            } else {
                current = QStringLiteral("argument %1").arg(arguments++);
                entry.value = first;
            }
            entries.insert(current, entry);
        } else if (!current.isEmpty()) {
            entries[current].description += QLatin1Char(' ') + line.trimmed();
        }
    }
    return entries;
}

} // namespace

void TestCommandLine::italianHelpLeavesNoEnglish()
{
    QString english, italian;
    QCOMPARE(run({QStringLiteral("--lang"), QStringLiteral("en"), QStringLiteral("--help")}, &english), 0);
    QCOMPARE(run({QStringLiteral("--lang"), QStringLiteral("it"), QStringLiteral("--help")}, &italian), 0);
    const QMap<QString, HelpEntry> en = helpEntries(english);
    const QMap<QString, HelpEntry> it = helpEntries(italian);
    // Every option, our own --help and --version included, and the arguments after them.
    for (const char *option : {"--help", "--version", "--lang", "--database", "--export-chart", "--width", "--compare", "--hardware"})
        QVERIFY2(en.contains(QLatin1String(option)), qPrintable(QLatin1String(option) + QStringLiteral(" missing from:\n") + english));
    QCOMPARE(it.keys(), en.keys());
    // Units and "n" are the same words in both languages.
    const QStringList sameInBoth{QStringLiteral("n"), QStringLiteral("GB"), QStringLiteral("GB/s")};
    QStringList english_left;
    for (auto e = en.cbegin(); e != en.cend(); ++e) {
        const HelpEntry i = it.value(e.key());
        if (i.description == e.value().description)
            english_left.append(QStringLiteral("%1: %2").arg(e.key(), i.description));
        if (!e.value().value.isEmpty() && i.value == e.value().value && !sameInBoth.contains(i.value))
            english_left.append(QStringLiteral("%1 <%2>").arg(e.key(), i.value));
    }
    QVERIFY2(english_left.isEmpty(), qPrintable(english_left.join(QLatin1Char('\n'))));
    // Qt's own lines, which Qt's Italian leaves in English, are gone.
    for (const char *qtLine : {"Displays", "help-all", "<file>", "<kind>", "<pixels>"})
        QVERIFY2(!italian.contains(QLatin1String(qtLine)), qtLine);
}

void TestCommandLine::helpSaysSvg()
{
    QString out;
    QCOMPARE(run({QStringLiteral("--lang"), QStringLiteral("en"), QStringLiteral("--help")}, &out), 0);
    const QString exportChart = helpEntries(out).value(QStringLiteral("--export-chart")).description;
    QVERIFY2(exportChart.contains(QLatin1String("SVG")) && exportChart.contains(QLatin1String("PNG")), qPrintable(exportChart));
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
    const int code = run({QStringLiteral("--lang"), QStringLiteral("en"), QStringLiteral("--database"),
                          m_dir.filePath(QStringLiteral("cat2.sqlite")), QStringLiteral("--export-csv"), target}, nullptr, &err);
    QCOMPARE(code, 1);
    QVERIFY2(err.contains(QLatin1String("out.csv")), qPrintable(err));
    QVERIFY(!QFileInfo::exists(target));
    // The folder is named as missing, with what to do; the system's "No such file or directory" read as
    // if the file itself were expected to be there.
    QVERIFY2(err.contains(QStringLiteral("the folder %1 does not exist: create it first, or write to a folder that exists")
                              .arg(m_dir.filePath(QStringLiteral("no/such/folder")))),
             qPrintable(err));
    QVERIFY2(!err.contains(QLatin1String("No such file")), qPrintable(err));
    QCOMPARE(run({QStringLiteral("--lang"), QStringLiteral("it"), QStringLiteral("--database"), m_dir.filePath(QStringLiteral("cat2.sqlite")),
                  QStringLiteral("--export-csv"), target}, nullptr, &err), 1);
    QVERIFY2(err.contains(QStringLiteral("la cartella %1 non esiste").arg(m_dir.filePath(QStringLiteral("no/such/folder")))),
             qPrintable(err));
    QVERIFY(!QFileInfo::exists(m_dir.filePath(QStringLiteral("no"))));
}

void TestCommandLine::unknownLanguageIsRefused()
{
    QString err;
    QCOMPARE(run({QStringLiteral("--lang"), QStringLiteral("xx"), QStringLiteral("--version")}, nullptr, &err), 0);
    // --version answers before anything else; a real run with a bad language is refused.
    QVERIFY(run({QStringLiteral("--lang"), QStringLiteral("xx"), QStringLiteral("--export-csv"),
                 m_dir.filePath(QStringLiteral("x.csv"))}, nullptr, &err) == 2);
}

// --export-chart's mistakes used to exit 1 after the window's application had started (and printed
// Qt's "XDG_RUNTIME_DIR not set" warning first): they are usage errors like any other, exit code 2,
// one message, answered before any application exists.
void TestCommandLine::chartMistakesAreUsageErrors_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("said");
    const QString file = m_dir.filePath(QStringLiteral("never.png"));
    QTest::newRow("no file") << QStringList{QStringLiteral("--export-chart"), QStringLiteral("models-per-year")}
                             << QStringLiteral("--export-chart needs a chart kind and a file name.");
    QTest::newRow("two files") << QStringList{QStringLiteral("--export-chart"), QStringLiteral("models-per-year"), file,
                                              QStringLiteral("other.png")}
                               << QStringLiteral("Unexpected argument \"other.png\": --export-chart writes one file");
    QTest::newRow("unknown kind") << QStringList{QStringLiteral("--export-chart"), QStringLiteral("pie"), file}
                                  << QStringLiteral("Unknown chart \"pie\"; use one of: compute-over-time, parameters-over-time, "
                                                    "compute-vs-parameters, models-per-year.");
    QTest::newRow("width not a number") << QStringList{QStringLiteral("--export-chart"), QStringLiteral("models-per-year"), file,
                                                       QStringLiteral("--width"), QStringLiteral("wide")}
                                        << QStringLiteral("--width takes a whole number of pixels, not \"wide\".");
    QTest::newRow("height too small") << QStringList{QStringLiteral("--export-chart"), QStringLiteral("models-per-year"), file,
                                                     QStringLiteral("--height"), QStringLiteral("10")}
                                      << QStringLiteral("A chart must be between 200 × 150 and 20000 × 20000 pixels.");
    QTest::newRow("in Italian") << QStringList{QStringLiteral("--lang"), QStringLiteral("it"), QStringLiteral("--export-chart"),
                                               QStringLiteral("pie"), file}
                                << QStringLiteral("Grafico «pie» sconosciuto");
    // A chart written as PNG under a .txt name said nothing: the name must say the format.
    const QString text = m_dir.filePath(QStringLiteral("never.txt"));
    QTest::newRow("neither .png nor .svg") << QStringList{QStringLiteral("--export-chart"), QStringLiteral("compute-over-time"), text}
                                           << QStringLiteral("The chart file \"%1\" must be named .png or .svg").arg(text);
    QTest::newRow("no extension") << QStringList{QStringLiteral("--export-chart"), QStringLiteral("models-per-year"),
                                                 m_dir.filePath(QStringLiteral("never"))}
                                  << QStringLiteral("The chart file \"%1\" must be named").arg(m_dir.filePath(QStringLiteral("never")));
    QTest::newRow(".png inside the name") << QStringList{QStringLiteral("--export-chart"), QStringLiteral("models-per-year"),
                                                         m_dir.filePath(QStringLiteral("never.png.txt"))}
                                          << QStringLiteral("The chart file");
    QTest::newRow("file name in Italian") << QStringList{QStringLiteral("--lang"), QStringLiteral("it"), QStringLiteral("--export-chart"),
                                                         QStringLiteral("models-per-year"), text}
                                          << QStringLiteral("Il file del grafico «%1»").arg(text);
}

QProcessEnvironment TestCommandLine::headlessEnvironment() const
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("XDG_DATA_HOME"), m_dir.filePath(QStringLiteral("data")));
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_dir.filePath(QStringLiteral("config")));
    for (const char *name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM", "XDG_RUNTIME_DIR"})
        env.remove(QLatin1String(name));
    return env;
}

void TestCommandLine::chartMistakesAreUsageErrors()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, said);
    QProcess process;
    process.setProcessEnvironment(headlessEnvironment());
    process.start(QStringLiteral(ATLAS_BINARY_PATH),
                  QStringList{QStringLiteral("--database"), m_dir.filePath(QStringLiteral("chart-mistakes.sqlite"))} + arguments);
    QVERIFY(process.waitForFinished(60000));
    const QString err = QString::fromUtf8(process.readAllStandardError()).trimmed();
    QCOMPARE(process.exitStatus(), QProcess::NormalExit);
    QCOMPARE(process.exitCode(), 2);
    QVERIFY2(err.startsWith(said), qPrintable(err));
    QVERIFY2(!err.contains(QLatin1Char('\n')), qPrintable(err));   // nothing before it, Qt's warnings included
    QVERIFY(process.readAllStandardOutput().isEmpty());
    for (const char *name : {"never.png", "never.txt", "never", "never.png.txt"})
        QVERIFY2(!QFileInfo::exists(m_dir.filePath(QLatin1String(name))), name);
}

// Qt warned that XDG_RUNTIME_DIR was not set on every headless chart export on a server: the export
// never uses that folder, and now says only that the chart was written.
void TestCommandLine::chartExportWithoutRuntimeFolderIsQuiet()
{
    QProcess process;
    process.setProcessEnvironment(headlessEnvironment());
    const QString chart = m_dir.filePath(QStringLiteral("quiet.svg"));
    process.start(QStringLiteral(ATLAS_BINARY_PATH), {QStringLiteral("--lang"), QStringLiteral("en"), QStringLiteral("--export-chart"),
                                                      QStringLiteral("models-per-year"), chart});
    QVERIFY(process.waitForFinished(120000));
    const QByteArray err = process.readAllStandardError();
    QCOMPARE(process.exitCode(), 0);
    QVERIFY2(err.isEmpty(), err.constData());
    QVERIFY(QFileInfo(chart).size() > 0);
}

// Qt's own Italian heads the words after the options "Parametri:", the word the help and the window use
// for a model's parameters.
void TestCommandLine::italianHelpHeadsTheArgumentsAsArguments()
{
    QString out;
    QCOMPARE(run({QStringLiteral("--lang"), QStringLiteral("it"), QStringLiteral("--help")}, &out), 0);
    QVERIFY2(out.contains(QStringLiteral("\nArgomenti:\n")), qPrintable(out));
    QVERIFY2(!out.contains(QStringLiteral("Parametri:")), qPrintable(out));
    // Qt's other headings keep Qt's translation.
    QVERIFY2(out.contains(QStringLiteral("\nOpzioni:\n")), qPrintable(out));
    QCOMPARE(run({QStringLiteral("--lang"), QStringLiteral("en"), QStringLiteral("--help")}, &out), 0);
    QVERIFY2(out.contains(QStringLiteral("\nArguments:\n")), qPrintable(out));
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

void TestCommandLine::exportChartDrawsTheCataloguesModels_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QStringList>("legend");
    QTest::addColumn<QString>("notDrawn");
    // ChartTestCatalogue's six models: groups largest first, and what has no place on the axes.
    QTest::newRow("compute over time") << QStringLiteral("compute-over-time")
                                       << QStringList{QStringLiteral("Language"), QStringLiteral("Vision")}
                                       << QStringLiteral("3 models not drawn: no value on these axes");
    QTest::newRow("compute vs parameters") << QStringLiteral("compute-vs-parameters")
                                           << QStringList{QStringLiteral("Language"), QStringLiteral("Vision")}
                                           << QStringLiteral("2 models not drawn: no value on these axes");
    QTest::newRow("models per year") << QStringLiteral("models-per-year")
                                     << QStringList{QStringLiteral("Language"), QStringLiteral("Vision"), QStringLiteral("Games")}
                                     << QStringLiteral("1 model not drawn: no publication date");
}

// The chart's data as the SVG names it: its legend and the line under it.
void TestCommandLine::exportChartDrawsTheCataloguesModels()
{
    QFETCH(QString, kind);
    QFETCH(QStringList, legend);
    QFETCH(QString, notDrawn);
    const QString catalogue = m_dir.filePath(QStringLiteral("hand.sqlite"));
    if (!QFileInfo::exists(catalogue)) {
        Database db(QStringLiteral("commandline-hand"));
        fillChartCatalogue(db, catalogue);
        // Marked as holding this build's shipped data (a catalogue's meta rows once it was merged in):
        // opening the file then adds none of it, and the chart is of the six models alone.
        Database shipped(QStringLiteral("commandline-shipped"));
        openShippedCatalogue(shipped);
        QSqlQuery meta(shipped.connection()), copy(db.connection());
        QVERIFY(meta.exec(QStringLiteral("SELECT key, value FROM meta")));
        while (meta.next()) {
            copy.prepare(QStringLiteral("INSERT OR REPLACE INTO meta(key, value) VALUES(?, ?)"));
            copy.addBindValue(meta.value(0));
            copy.addBindValue(meta.value(1));
            QVERIFY(copy.exec());
        }
    }
    // The name's ending sets the format, in either case.
    const QString out = m_dir.filePath(kind + (kind == QLatin1String("models-per-year") ? QStringLiteral(".SVG") : QStringLiteral(".svg")));
    QString err;
    QCOMPARE(run({QStringLiteral("--lang"), QStringLiteral("en"), QStringLiteral("--database"), catalogue,
                  QStringLiteral("--export-chart"), kind, out}, nullptr, &err),
             0);
    QFile file(out);
    QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(err));
    const QString svg = QString::fromUtf8(file.readAll());
    qsizetype at = 0;
    for (const QString &group : legend) {
        at = svg.indexOf(QLatin1Char('>') + group + QLatin1Char('<'), at);
        QVERIFY2(at >= 0, qPrintable(group));
    }
    QVERIFY(!svg.contains(QLatin1String(">Other<")));
    QVERIFY2(svg.contains(QLatin1Char('>') + notDrawn + QLatin1Char('<')), qPrintable(svg.right(600)));
}

void TestCommandLine::importOfAPipeIsRefused()
{
    const QString fifo = m_dir.filePath(QStringLiteral("pipe.csv"));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    QString err;
    QElapsedTimer timer;
    timer.start();
    // A program that waits on the pipe is killed after a minute (run() gives -1).
    QCOMPARE(run({QStringLiteral("--database"), m_dir.filePath(QStringLiteral("fifo.sqlite")), QStringLiteral("--import"), fifo},
                 nullptr, &err),
             2);
    QVERIFY2(err.contains(QLatin1String("not a regular file")), qPrintable(err));
    QVERIFY2(timer.elapsed() < 30000, qPrintable(QString::number(timer.elapsed())));
}

void TestCommandLine::fileNamesThatAreNotUtf8()
{
    // Byte 0xE9 is "é" in Latin-1 and no UTF-8 at all; the environment says C.UTF-8.
    const QByteArray folder = QFile::encodeName(m_dir.path());
    const QByteArray input = folder + "/caf\xE9.csv";
    const QByteArray output = folder + "/expor\xE9.csv";
    {
        const int fd = ::open(input.constData(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
        QVERIFY(fd >= 0);
        const QByteArray csv = "Model,Parameters\nLatin-1 Test Model,7000000000\n";
        QCOMPARE(::write(fd, csv.constData(), size_t(csv.size())), ssize_t(csv.size()));
        ::close(fd);
    }
    const QString database = m_dir.filePath(QStringLiteral("latin1.sqlite"));
    QString out, err;
    const QStringList places{database, m_dir.path()};
    QCOMPARE(runShell(QStringLiteral("exec \"$0\" --lang en --database \"$1\" --import \"$(printf '%s/caf\\351.csv' \"$2\")\""),
                      places, &out, &err),
             0);
    QVERIFY2(out.contains(QLatin1String("Added: 1")), qPrintable(out + err));
    QCOMPARE(runShell(QStringLiteral("exec \"$0\" --database \"$1\" --export-csv=\"$(printf '%s/expor\\351.csv' \"$2\")\""),
                      places, &out, &err),
             0);
    const int fd = ::open(output.constData(), O_RDONLY);
    QVERIFY2(fd >= 0, qPrintable(err));
    QByteArray written(1 << 20, '\0');
    written.resize(::read(fd, written.data(), size_t(written.size())));
    ::close(fd);
    QVERIFY(written.startsWith("name,organizations,"));
    QVERIFY(written.contains("\r\nLatin-1 Test Model,"));

    // A chart goes to the file of those bytes, not to one named with U+FFFD.
    const QByteArray chart = folder + "/graf\xE9.svg";
    QCOMPARE(runShell(QStringLiteral("exec \"$0\" --database \"$1\" --export-chart models-per-year \"$(printf '%s/graf\\351.svg' \"$2\")\""),
                      places, &out, &err),
             0);
    struct stat info {};
    QVERIFY2(::stat(chart.constData(), &info) == 0 && info.st_size > 0, qPrintable(out + err));
    QVERIFY(!QFileInfo::exists(m_dir.filePath(QStringLiteral("graf\uFFFD.svg"))));

    // SQLite would be given another name: the catalogue is refused (exit 2), nothing is created.
    QCOMPARE(runShell(QStringLiteral("exec \"$0\" --lang en --database \"$(printf '%s/catalog\\351.sqlite' \"$2\")\" --export-csv \"$1.csv\""),
                      places, &out, &err),
             2);
    QVERIFY2(err.contains(QLatin1String("is not UTF-8")), qPrintable(err));
    QCOMPARE(QDir(m_dir.path()).entryList({QStringLiteral("catalog*")}, QDir::Files | QDir::Hidden), QStringList());
}

void TestCommandLine::exportedFormulasStayText()
{
    const QString database = m_dir.filePath(QStringLiteral("formulas.sqlite"));
    const QString csv = m_dir.filePath(QStringLiteral("formulas.csv"));
    QFile file(csv);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("Model,Organization,Parameters\n"
               "\"=HYPERLINK(\"\"https://example.org\"\",\"\"open\"\")\",@Lab,7000000000\n"
               "-1+1,+Lab,13000000000\n");
    file.close();
    QString out, err;
    QCOMPARE(run({QStringLiteral("--database"), database, QStringLiteral("--import"), csv}, &out, &err), 0);
    const QString exported = m_dir.filePath(QStringLiteral("formulas-out.csv"));
    QCOMPARE(run({QStringLiteral("--database"), database, QStringLiteral("--export-csv"), exported}, &out, &err), 0);
    QFile result(exported);
    QVERIFY(result.open(QIODevice::ReadOnly));
    const QByteArray content = result.readAll();
    QVERIFY(content.contains("\r\n\"'=HYPERLINK(\"\"https://example.org\"\",\"\"open\"\")\",'@Lab,"));
    QVERIFY(content.contains("\r\n'-1+1,'+Lab,"));
    QVERIFY(content.contains(",13000000000,"));   // numbers are left alone
    // Our own export imports back as the same names: nothing new.
    QCOMPARE(run({QStringLiteral("--database"), database, QStringLiteral("--import"), exported}, &out, &err), 0);
    QVERIFY2(out.contains(QLatin1String("Added: 0")), qPrintable(out));
}

// A mistyped option used to create the window's application first, which aborts in the display's
// plugin on a machine with none (exit 134). Every mistake the parser finds is now answered headless,
// exit code 2, in the language asked for.
void TestCommandLine::mistakesAreAnsweredWithoutADisplay_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QStringList>("said");
    QTest::newRow("mistyped command") << QStringList{QStringLiteral("--lsit")}
                                      << QStringList{QStringLiteral("Unknown option --lsit. Closest options: --list,"),
                                                     QStringLiteral("--help")};
    QTest::newRow("one dash") << QStringList{QStringLiteral("-lsit")} << QStringList{QStringLiteral("Unknown option -lsit.")};
    QTest::newRow("mistyped option of a command")
        << QStringList{QStringLiteral("--list"), QStringLiteral("--serch"), QStringLiteral("llama")}
        << QStringList{QStringLiteral("Unknown option --serch. Closest options: --search,")};
    QTest::newRow("missing value") << QStringList{QStringLiteral("--estimate"), QStringLiteral("--model")}
                                   << QStringList{QStringLiteral("--model")};
    QTest::newRow("value given to a switch") << QStringList{QStringLiteral("--list"), QStringLiteral("--json=yes")}
                                             << QStringList{QStringLiteral("--json")};
    QTest::newRow("unknown language, no command") << QStringList{QStringLiteral("--lang"), QStringLiteral("xx")}
                                                  << QStringList{QStringLiteral("Unknown language \"xx\"")};
    QTest::newRow("in Italian") << QStringList{QStringLiteral("--lang"), QStringLiteral("it"), QStringLiteral("--lsit")}
                                << QStringList{QStringLiteral("Opzione --lsit sconosciuta. Opzioni più simili: --list,")};
}

void TestCommandLine::mistakesAreAnsweredWithoutADisplay()
{
    QFETCH(QStringList, arguments);
    QFETCH(QStringList, said);
    QString out, err;
    // runProgram() takes DISPLAY, WAYLAND_DISPLAY and QT_QPA_PLATFORM away.
    QCOMPARE(runProgram(m_dir.path(), arguments, &out, &err), 2);
    for (const QString &words : said)
        QVERIFY2(err.contains(words), qPrintable(err));
    QVERIFY2(!err.contains(QLatin1String("platform plugin")), qPrintable(err));
    QVERIFY2(out.isEmpty(), qPrintable(out));
}

// Arguments that used to be dropped in silence are refused, naming what conflicts; none needs a display.
void TestCommandLine::conflictsAreRefused_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("said");
    const QString card = QStringLiteral("RTX 4090");
    const QString model = QStringLiteral("Llama 3.1-8B");
    QTest::newRow("two commands") << QStringList{QStringLiteral("--estimate"), QStringLiteral("--model"), model,
                                                 QStringLiteral("--hardware"), card, QStringLiteral("--runs-on"), card}
                                  << QStringLiteral("--estimate and --runs-on are two commands; give one at a time.");
    QTest::newRow("list and export") << QStringList{QStringLiteral("--export-csv"), m_dir.filePath(QStringLiteral("never.csv")),
                                                    QStringLiteral("--list")}
                                     << QStringLiteral("--export-csv and --list are two commands");
    QTest::newRow("compare and list") << QStringList{QStringLiteral("--compare"), model, QStringLiteral("GPT-2"), QStringLiteral("--list")}
                                      << QStringLiteral("--compare and --list are two commands");
    QTest::newRow("device named and described")
        << QStringList{QStringLiteral("--estimate"), QStringLiteral("--model"), model, QStringLiteral("--hardware"), card,
                       QStringLiteral("--memory-gb"), QStringLiteral("16")}
        << QStringLiteral("--hardware and --memory-gb cannot be given together");
    QTest::newRow("compare's device twice")
        << QStringList{QStringLiteral("--compare"), model, QStringLiteral("GPT-2"), QStringLiteral("--hardware"), card,
                       QStringLiteral("--bandwidth-gbs"), QStringLiteral("900")}
        << QStringLiteral("--hardware and --bandwidth-gbs cannot be given together");
    QTest::newRow("runs-on and hardware") << QStringList{QStringLiteral("--runs-on"), card, QStringLiteral("--hardware"), card}
                                          << QStringLiteral("--runs-on and --hardware cannot be given together");
    QTest::newRow("model named and described")
        << QStringList{QStringLiteral("--estimate"), QStringLiteral("--model"), model, QStringLiteral("--parameters"),
                       QStringLiteral("8B"), QStringLiteral("--hardware"), card}
        << QStringLiteral("--model and --parameters cannot be given together");
    QTest::newRow("model and a shape") << QStringList{QStringLiteral("--estimate"), QStringLiteral("--model"), model,
                                                      QStringLiteral("--layers"), QStringLiteral("32"), QStringLiteral("--hardware"), card}
                                       << QStringLiteral("--model and --layers cannot be given together");
    QTest::newRow("a name without quotes") << QStringList{QStringLiteral("--estimate"), QStringLiteral("--model"), QStringLiteral("Llama"),
                                                          QStringLiteral("3.1-8B"), QStringLiteral("--hardware"), card}
                                           << QStringLiteral("Unexpected argument \"3.1-8B\": --estimate takes no words");
    QTest::newRow("words after runs-on") << QStringList{QStringLiteral("--runs-on"), QStringLiteral("RTX"), QStringLiteral("4090")}
                                         << QStringLiteral("Unexpected argument \"4090\"");
    QTest::newRow("a file alone") << QStringList{QStringLiteral("file.csv")}
                                  << QStringLiteral("use --import file.csv");
    QTest::newRow("a command's option alone") << QStringList{QStringLiteral("--hardware"), card}
                                              << QStringLiteral("--hardware goes with --estimate or --compare, and none of them was given.");
    QTest::newRow("repair and a list option") << QStringList{QStringLiteral("--repair"), QStringLiteral("--sort"), QStringLiteral("name")}
                                              << QStringLiteral("--sort goes with --list, which was not given.");
    QTest::newRow("search twice") << QStringList{QStringLiteral("--list"), QStringLiteral("--search"), QStringLiteral("llama"),
                                                 QStringLiteral("qwen")}
                                  << QStringLiteral("The search is given twice");
}

void TestCommandLine::conflictsAreRefused()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, said);
    QString out, err;
    QCOMPARE(runProgram(m_dir.path(), QStringList{QStringLiteral("--database"), m_dir.filePath(QStringLiteral("conflicts.sqlite"))} + arguments,
                        &out, &err),
             2);
    QVERIFY2(err.contains(said), qPrintable(err));
    QVERIFY2(out.isEmpty(), qPrintable(out));
    QVERIFY(!QFileInfo::exists(m_dir.filePath(QStringLiteral("never.csv"))));
}

// An option the command does not read is said on stderr and the command runs, as scripts that gave it
// expect.
void TestCommandLine::ignoredOptionsAreSaid_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("said");
    QTest::newRow("quant with runs-on") << QStringList{QStringLiteral("--runs-on"), QStringLiteral("RTX 4090"), QStringLiteral("--quant"),
                                                       QStringLiteral("Q4_K_M"), QStringLiteral("--json")}
                                        << QStringLiteral("--quant is ignored: --runs-on does not read it (it goes with --estimate).");
    QTest::newRow("min-quality with list") << QStringList{QStringLiteral("--list"), QStringLiteral("--search"), QStringLiteral("llama"),
                                                          QStringLiteral("--min-quality"), QStringLiteral("good")}
                                           << QStringLiteral("--min-quality is ignored: --list does not read it (it goes with --estimate, --runs-on "
                                                             "or --compare).");
    QTest::newRow("json with import") << QStringList{QStringLiteral("--export-csv"), m_dir.filePath(QStringLiteral("ignored.csv")),
                                                     QStringLiteral("--json")}
                                      << QStringLiteral("--json is ignored: --export-csv does not read it (it goes with --estimate, "
                                                        "--runs-on, --compare or --list).");
    QTest::newRow("context without a device for compare")
        << QStringList{QStringLiteral("--compare"), QStringLiteral("Llama 3.1-8B"), QStringLiteral("Llama 3.1-70B"),
                       QStringLiteral("--context"), QStringLiteral("32768")}
        << QStringLiteral("--context is ignored: without --hardware, --compare uses the device and set-up chosen in the window.");
}

void TestCommandLine::ignoredOptionsAreSaid()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, said);
    QString out, err;
    QCOMPARE(runProgram(m_dir.path(), QStringList{QStringLiteral("--database"), m_dir.filePath(QStringLiteral("ignored.sqlite"))} + arguments,
                        &out, &err),
             0);
    QVERIFY2(err.contains(said), qPrintable(err));
    QVERIFY(!out.isEmpty());
}

// Lines that ran before run as they did, with nothing said on stderr.
void TestCommandLine::validLinesStillRun()
{
    const QString database = m_dir.filePath(QStringLiteral("valid.sqlite"));
    const QList<QStringList> lines{
        {QStringLiteral("--estimate"), QStringLiteral("--model"), QStringLiteral("Llama 3.1-8B"), QStringLiteral("--hardware"),
         QStringLiteral("RTX 4090"), QStringLiteral("--count"), QStringLiteral("2"), QStringLiteral("--context"),
         QStringLiteral("16384"), QStringLiteral("--units"), QStringLiteral("gb"), QStringLiteral("--quant"), QStringLiteral("Q4_K_M")},
        {QStringLiteral("--estimate"), QStringLiteral("--parameters"), QStringLiteral("27B"), QStringLiteral("--layers"),
         QStringLiteral("64"), QStringLiteral("--memory-gb"), QStringLiteral("24"), QStringLiteral("--bandwidth-gbs"),
         QStringLiteral("1000"), QStringLiteral("--json")},
        {QStringLiteral("--runs-on=RTX 4090"), QStringLiteral("--min-quality"), QStringLiteral("good"), QStringLiteral("--json")},
        {QStringLiteral("--compare"), QStringLiteral("Llama 3.1-8B"), QStringLiteral("Llama 3.1-70B"), QStringLiteral("--hardware"),
         QStringLiteral("RTX 4090"), QStringLiteral("--context"), QStringLiteral("16384")},
        {QStringLiteral("--list"), QStringLiteral("--search"), QStringLiteral("llama"), QStringLiteral("--sort=-parameters"),
         QStringLiteral("--min-parameters"), QStringLiteral("8B")},
    };
    for (const QStringList &line : lines) {
        QString out, err;
        QCOMPARE(runProgram(m_dir.path(), QStringList{QStringLiteral("--database"), database} + line, &out, &err), 0);
        QVERIFY2(err.isEmpty(), qPrintable(line.join(QLatin1Char(' ')) + QStringLiteral(": ") + err));
        QVERIFY(!out.isEmpty());
    }
}

// Qt wraps an option's description at a fixed width, which broke the catalogue's path inside a word
// ("catalo/gue.sqlite"); the path now has a line of its own in the help's opening lines.
void TestCommandLine::helpKeepsTheCataloguePathWhole()
{
    for (const char *language : {"en", "it"}) {
        QString out;
        QCOMPARE(runProgram(m_dir.path(), {QStringLiteral("--lang"), QLatin1String(language), QStringLiteral("--help")}, &out), 0);
        const QString path = QDir::toNativeSeparators(m_dir.filePath(QStringLiteral("data/ModelAtlas/model-atlas/catalogue.sqlite")));
        const QStringList lines = out.split(QLatin1Char('\n'));
        QVERIFY2(lines.contains(QStringLiteral("  ") + path), qPrintable(path + QLatin1Char('\n') + out));
        QCOMPARE(out.count(QStringLiteral("catalogue.sqlite")), 1);
    }
}

// A terminal of 80 columns shows every line of --help whole, in both languages: the examples and exit
// codes we write ourselves broke past it (89 columns) where Qt's own option list keeps within.
void TestCommandLine::helpFitsEightyColumns()
{
    for (const char *language : {"en", "it"}) {
        QString out;
        QCOMPARE(runProgram(m_dir.path(), {QStringLiteral("--lang"), QLatin1String(language), QStringLiteral("--help")}, &out), 0);
        const QString path = QDir::toNativeSeparators(m_dir.filePath(QStringLiteral("data/ModelAtlas/model-atlas/catalogue.sqlite")));
        for (const QString &line : out.split(QLatin1Char('\n'))) {
            if (!line.contains(path))   // the catalogue's path is as long as the user's home makes it
                QVERIFY2(line.size() <= 80, qPrintable(QStringLiteral("%1 (%2 columns)").arg(line).arg(line.size())));
        }
    }
}

// --memory-gb reads GB as cards are sold (2³⁰ bytes): the help says so.
void TestCommandLine::helpSaysWhichGigabyte()
{
    QString english, italian;
    QCOMPARE(run({QStringLiteral("--lang"), QStringLiteral("en"), QStringLiteral("--help")}, &english), 0);
    QCOMPARE(run({QStringLiteral("--lang"), QStringLiteral("it"), QStringLiteral("--help")}, &italian), 0);
    for (const QString &help : {english, italian}) {
        for (const char *option : {"--memory-gb", "--ram-gb"}) {
            const QString description = helpEntries(help).value(QLatin1String(option)).description;
            QVERIFY2(description.contains(QStringLiteral("2³⁰")) && description.contains(QLatin1String("GiB")),
                     qPrintable(description));
        }
    }
}

// --units goes with --estimate and --runs-on only (--compare and --list say on stderr that they ignore
// it), and the help says so, as it does for the other options of some commands only.
void TestCommandLine::helpSaysWhichCommandsTakeUnits()
{
    for (const char *language : {"en", "it"}) {
        QString help;
        QCOMPARE(run({QStringLiteral("--lang"), QLatin1String(language), QStringLiteral("--help")}, &help), 0);
        const QString description = helpEntries(help).value(QStringLiteral("--units")).description;
        QVERIFY2(description.contains(QLatin1String("--estimate")) && description.contains(QLatin1String("--runs-on"))
                     && !description.contains(QLatin1String("--compare")),
                 qPrintable(description));
    }
}

// The usage line named the program by the path it was started by (build/src/app/model-atlas); the
// help now ends with examples that run as written and the exit codes the program uses.
void TestCommandLine::helpNamesTheProgramAndEndsWithExamplesAndExitCodes_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("usage");
    QTest::addColumn<QString>("examples");
    QTest::addColumn<QString>("exitCodes");
    QTest::newRow("en") << QStringLiteral("en") << QStringLiteral("Usage: model-atlas [options]") << QStringLiteral("Examples:")
                        << QStringLiteral("Exit codes:");
    QTest::newRow("it") << QStringLiteral("it") << QStringLiteral("model-atlas [opzioni]") << QStringLiteral("Esempi:")
                        << QStringLiteral("Codici di uscita:");
}

void TestCommandLine::helpNamesTheProgramAndEndsWithExamplesAndExitCodes()
{
    QFETCH(QString, language);
    QFETCH(QString, usage);
    QFETCH(QString, examples);
    QFETCH(QString, exitCodes);
    QString help;
    QCOMPARE(run({QStringLiteral("--lang"), language, QStringLiteral("--help")}, &help), 0);
    const QStringList lines = help.split(QLatin1Char('\n'));
    QVERIFY2(lines.constFirst().contains(usage), qPrintable(lines.constFirst()));
    QVERIFY2(!help.contains(QStringLiteral(ATLAS_BINARY_PATH)), qPrintable(help));
    const int exampleAt = int(lines.indexOf(examples)), codesAt = int(lines.indexOf(exitCodes));
    QVERIFY2(exampleAt > 0 && codesAt > exampleAt, qPrintable(help));
    // Every example runs as written (the CSV file written here rather than in the current folder).
    int ran = 0;
    for (int i = exampleAt + 1; i < codesAt; ++i) {
        const QString line = lines.at(i);
        if (!line.startsWith(QLatin1String("  model-atlas ")))
            continue;
        QStringList arguments = QProcess::splitCommand(line.trimmed()).mid(1);
        const qsizetype csv = arguments.indexOf(QStringLiteral("--export-csv"));
        if (csv >= 0)
            arguments[csv + 1] = m_dir.filePath(QStringLiteral("example-") + language + QStringLiteral(".csv"));
        QString err;
        QCOMPARE(run(QStringList{QStringLiteral("--database"), m_dir.filePath(QStringLiteral("examples.sqlite"))} + arguments,
                     nullptr, &err), 0);
        QVERIFY2(err.isEmpty(), qPrintable(line + QStringLiteral(": ") + err));
        ++ran;
    }
    QCOMPARE(ran, 3);
    // The codes main() and the commands return, 0 to 3, one to a line.
    QStringList codes;
    for (int i = codesAt + 1; i < lines.size(); ++i) {
        if (QRegularExpression(QStringLiteral("^  \\d  ")).match(lines.at(i)).hasMatch())
            codes.append(lines.at(i).mid(2, 1));
    }
    QCOMPARE(codes, (QStringList{QStringLiteral("0"), QStringLiteral("1"), QStringLiteral("2"), QStringLiteral("3")}));
}

// "Import complete: 1 rows read." had no singular.
void TestCommandLine::importOfOneRowSaysRow()
{
    const QString csv = m_dir.filePath(QStringLiteral("one-row.csv"));
    QFile file(csv);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("Model,Parameters\nOne Row Test Model,7000000000\n");
    file.close();
    QString out;
    QCOMPARE(runProgram(m_dir.path(), {QStringLiteral("--database"), m_dir.filePath(QStringLiteral("one-row.sqlite")),
                                       QStringLiteral("--import"), csv}, &out), 0);
    QVERIFY2(out.startsWith(QLatin1String("Import complete: 1 row read.\n")), qPrintable(out));
    QCOMPARE(runProgram(m_dir.path(), {QStringLiteral("--lang"), QStringLiteral("it"), QStringLiteral("--database"),
                                       m_dir.filePath(QStringLiteral("one-row-it.sqlite")), QStringLiteral("--import"), csv}, &out), 0);
    QVERIFY2(out.startsWith(QStringLiteral("Importazione completata: 1 riga letta.\n")), qPrintable(out));
}

QTEST_GUILESS_MAIN(TestCommandLine)
#include "tst_commandline.moc"
