// What the command line does when the catalogue file is not what it should be: a folder it cannot
// write, a --database path that holds something else, another import holding the lock, a file SQLite
// reports damaged. Never a silent substitute, never a file renamed that is not ours, never a short
// answer passed for a whole one. Run as a user's script would run it, in separate processes.
#include "DamagedCatalogue.h"
#include "Database.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

class TestCatalogueCommandLine : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void unwritableFolderIsAnError_data();
    void unwritableFolderIsAnError();
    void missingFolderIsSaid_data();
    void missingFolderIsSaid();
    void databaseThatIsNotACatalogueIsLeftAlone_data();
    void databaseThatIsNotACatalogueIsLeftAlone();
    void twoImportsAtOnceBothLand();
    void damagedCatalogueSaysHowToRepair();
    void damagedModelsTableFailsTheExport();
    void repairWithNoCatalogueSaysSo();

private:
    QProcessEnvironment environment(const QString &dataHome = QString()) const;
    int run(const QStringList &arguments, QString *out = nullptr, QString *err = nullptr,
            const QString &dataHome = QString());
    QString writeImport(const QString &name, const QStringList &models);
    QTemporaryDir m_dir;
};

void TestCatalogueCommandLine::initTestCase()
{
    QVERIFY(QFileInfo::exists(QStringLiteral(ATLAS_BINARY_PATH)));
}

QProcessEnvironment TestCatalogueCommandLine::environment(const QString &dataHome) const
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("XDG_DATA_HOME"), dataHome.isEmpty() ? m_dir.filePath(QStringLiteral("data")) : dataHome);
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_dir.filePath(QStringLiteral("config")));
    return env;
}

int TestCatalogueCommandLine::run(const QStringList &arguments, QString *out, QString *err, const QString &dataHome)
{
    QProcess process;
    process.setProcessEnvironment(environment(dataHome));
    process.start(QStringLiteral(ATLAS_BINARY_PATH), arguments);
    if (!process.waitForFinished(60000))
        return -1;
    if (out)
        *out = QString::fromUtf8(process.readAllStandardOutput());
    if (err)
        *err = QString::fromUtf8(process.readAllStandardError());
    return process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
}

// A small Epoch AI export with these model names.
QString TestCatalogueCommandLine::writeImport(const QString &name, const QStringList &models)
{
    const QString path = m_dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return QString();
    file.write("Model,Organization,Publication date,Parameters,Model accessibility\r\n");
    for (const QString &model : models)
        file.write(model.toUtf8() + ",Test Lab,2024-05-01,7000000000,Open weights (unrestricted)\r\n");
    return path;
}

static int countModels(const QString &catalogue, const QString &name)
{
    Database db(QStringLiteral("count"));
    QString error;
    if (!db.open(catalogue, &error))
        return -1;
    QSqlQuery query(db.connection());
    query.prepare(QStringLiteral("SELECT count(*) FROM models WHERE name = ?"));
    query.addBindValue(name);
    return query.exec() && query.next() ? query.value(0).toInt() : -1;
}

void TestCatalogueCommandLine::unwritableFolderIsAnError_data()
{
    QTest::addColumn<bool>("defaultFile");
    QTest::addColumn<QString>("command");
    QTest::newRow("--database, --import") << false << QStringLiteral("--import");
    QTest::newRow("--database, --export-csv") << false << QStringLiteral("--export-csv");
    QTest::newRow("default file, --import") << true << QStringLiteral("--import");
    QTest::newRow("default file, --export-csv") << true << QStringLiteral("--export-csv");
}

void TestCatalogueCommandLine::unwritableFolderIsAnError()
{
    QFETCH(bool, defaultFile);
    QFETCH(QString, command);
    // A file where the folder should be cannot be written into, even by root.
    const QString blocker = m_dir.filePath(QStringLiteral("blocked"));
    QFile file(blocker);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.close();
    const QString import = writeImport(QStringLiteral("three.csv"), {QStringLiteral("Alpha 1"), QStringLiteral("Alpha 2"),
                                                                     QStringLiteral("Alpha 3")});
    const QString csv = m_dir.filePath(QStringLiteral("unwritable-out.csv"));
    QStringList arguments{command, command == QLatin1String("--import") ? import : csv};
    if (!defaultFile)
        arguments << QStringLiteral("--database") << blocker + QStringLiteral("/catalogue.sqlite");

    QString out, err;
    QCOMPARE(run(arguments, &out, &err, defaultFile ? blocker : QString()), 1);
    QVERIFY2(err.contains(QStringLiteral("cannot be written")), qPrintable(err));
    QVERIFY2(err.contains(QStringLiteral("--database")), qPrintable(err));
    QVERIFY2(!out.contains(QStringLiteral("Added")), qPrintable(out));
    QVERIFY(!QFileInfo::exists(csv));
}

// A --database file in a folder that is not there, and cannot be made (nothing can be made in /proc,
// even by root): the folder was said to be unwritable, which sent the user to its permissions.
void TestCatalogueCommandLine::missingFolderIsSaid_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("said");
    QTest::newRow("en") << QStringLiteral("en")
                        << QStringLiteral("The catalogue could not be opened: the folder /proc/nonexist does not exist and "
                                          "cannot be created, so the catalogue /proc/nonexist/x.sqlite cannot be kept there. "
                                          "Create the folder, or give --database a file in a folder that exists.");
    QTest::newRow("it") << QStringLiteral("it") << QStringLiteral("la cartella /proc/nonexist non esiste");
}

void TestCatalogueCommandLine::missingFolderIsSaid()
{
    QFETCH(QString, language);
    QFETCH(QString, said);
    const QString csv = m_dir.filePath(QStringLiteral("missing-folder.csv"));
    QString out, err;
    QCOMPARE(run({QStringLiteral("--lang"), language, QStringLiteral("--database"), QStringLiteral("/proc/nonexist/x.sqlite"),
                  QStringLiteral("--export-csv"), csv}, &out, &err), 1);
    QVERIFY2(err.contains(said), qPrintable(err));
    QVERIFY2(!err.contains(QLatin1String("cannot be written")), qPrintable(err));
    QVERIFY(!QFileInfo::exists(csv));
}

void TestCatalogueCommandLine::databaseThatIsNotACatalogueIsLeftAlone_data()
{
    QTest::addColumn<QString>("kind");
    QTest::newRow("a folder") << QStringLiteral("folder");
    QTest::newRow("a CSV file given by mistake") << QStringLiteral("csv");
}

void TestCatalogueCommandLine::databaseThatIsNotACatalogueIsLeftAlone()
{
    QFETCH(QString, kind);
    QTemporaryDir dir;
    QString given;
    if (kind == QLatin1String("folder")) {
        given = dir.filePath(QStringLiteral("notable"));
        QVERIFY(QDir().mkpath(given));
    } else {
        // The mistake: the two paths swapped.
        given = dir.filePath(QStringLiteral("notable.csv"));
        QFile::copy(writeImport(QStringLiteral("notable.csv"), {QStringLiteral("Beta 1")}), given);
    }
    const QByteArray before = kind == QLatin1String("csv") ? [&given]() {
        QFile f(given);
        f.open(QIODevice::ReadOnly);
        return f.readAll();
    }() : QByteArray();
    QString err;
    QCOMPARE(run({QStringLiteral("--database"), given, QStringLiteral("--import"), dir.filePath(QStringLiteral("catalogue.sqlite"))},
                 nullptr, &err),
             2);
    QVERIFY2(err.contains(QStringLiteral("left as it is")), qPrintable(err));
    const QStringList left = QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot);
    QCOMPARE(left, QStringList{QFileInfo(given).fileName()});
    if (kind == QLatin1String("csv")) {
        QFile f(given);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), before);
    } else {
        QVERIFY(QFileInfo(given).isDir());
    }
}

void TestCatalogueCommandLine::twoImportsAtOnceBothLand()
{
    const QString catalogue = m_dir.filePath(QStringLiteral("shared.sqlite"));
    QCOMPARE(run({QStringLiteral("--database"), catalogue, QStringLiteral("--export-csv"), m_dir.filePath(QStringLiteral("first.csv"))}), 0);
    const QString first = writeImport(QStringLiteral("first-import.csv"), {QStringLiteral("Gamma One")});
    const QString second = writeImport(QStringLiteral("second-import.csv"), {QStringLiteral("Delta Two")});

    // A third writer holds the write lock while both imports start: each must wait for it (up to the
    // busy time-out), not give up at its first write.
    Database holder(QStringLiteral("holder"));
    QString error;
    QVERIFY2(holder.open(catalogue, &error), qPrintable(error));
    QSqlQuery lock(holder.connection());
    QVERIFY(lock.exec(QStringLiteral("BEGIN IMMEDIATE")));

    QProcess a, b;
    for (QProcess *p : {&a, &b})
        p->setProcessEnvironment(environment());
    a.start(QStringLiteral(ATLAS_BINARY_PATH), {QStringLiteral("--database"), catalogue, QStringLiteral("--import"), first});
    b.start(QStringLiteral(ATLAS_BINARY_PATH), {QStringLiteral("--database"), catalogue, QStringLiteral("--import"), second});
    QVERIFY(a.waitForStarted() && b.waitForStarted());
    QTest::qWait(Database::BusyTimeoutMs / 2);
    QCOMPARE(a.state(), QProcess::Running);
    QCOMPARE(b.state(), QProcess::Running);
    QVERIFY(lock.exec(QStringLiteral("COMMIT")));

    for (QProcess *p : {&a, &b}) {
        QVERIFY(p->waitForFinished(60000));
        QVERIFY2(p->exitCode() == 0, p->readAllStandardError().constData());
    }
    holder.close();
    QCOMPARE(countModels(catalogue, QStringLiteral("Gamma One")), 1);
    QCOMPARE(countModels(catalogue, QStringLiteral("Delta Two")), 1);
}

void TestCatalogueCommandLine::damagedCatalogueSaysHowToRepair()
{
    const QString catalogue = m_dir.filePath(QStringLiteral("damaged.sqlite"));
    const QString csv = m_dir.filePath(QStringLiteral("damaged.csv"));
    QCOMPARE(run({QStringLiteral("--database"), catalogue, QStringLiteral("--export-csv"), csv}), 0);
    {
        Database db(QStringLiteral("favourite"));
        QString error;
        QVERIFY2(db.open(catalogue, &error), qPrintable(error));
        QSqlQuery query(db.connection());
        QVERIFY(query.exec(QStringLiteral("INSERT INTO user_favourites(model_key, added) VALUES('megascale-175b', '2026-01-01')")));
    }
    // Checked whole (the file changed) and stamped as closed cleanly again.
    QCOMPARE(run({QStringLiteral("--database"), catalogue, QStringLiteral("--export-csv"), csv}), 0);
    // The case: one damaged unique index, where the stamp does not look.
    const QString damage = damageTree(catalogue, QStringLiteral("sqlite_autoindex_models_1"));
    QVERIFY2(damage.isEmpty(), qPrintable(damage));

    const QString import = writeImport(QStringLiteral("after-damage.csv"), {QStringLiteral("Epsilon 1")});
    QString out, err;
    QCOMPARE(run({QStringLiteral("--database"), catalogue, QStringLiteral("--import"), import}, &out, &err), 1);
    QVERIFY2(err.contains(QStringLiteral("malformed")), qPrintable(err));
    QVERIFY2(err.contains(QStringLiteral("model-atlas --repair --database")), qPrintable(err));

    QCOMPARE(run({QStringLiteral("--database"), catalogue, QStringLiteral("--repair")}, &out, &err), 0);
    QVERIFY2(out.contains(QStringLiteral(".broken-")), qPrintable(out + err));
    const QStringList kept = QDir(m_dir.path()).entryList({QStringLiteral("damaged.sqlite.broken-*")}, QDir::Files);
    QVERIFY2(!kept.isEmpty(), qPrintable(kept.join(u' ')));

    QCOMPARE(run({QStringLiteral("--database"), catalogue, QStringLiteral("--import"), import}, &out, &err), 0);
    QCOMPARE(countModels(catalogue, QStringLiteral("Epsilon 1")), 1);
    Database db(QStringLiteral("check"));
    QString error;
    QVERIFY2(db.open(catalogue, &error), qPrintable(error));
    QSqlQuery query(db.connection());
    QVERIFY(query.exec(QStringLiteral("SELECT count(*) FROM user_favourites WHERE model_key = 'megascale-175b'")) && query.next());
    QCOMPARE(query.value(0).toInt(), 1);
}

void TestCatalogueCommandLine::damagedModelsTableFailsTheExport()
{
    const QString catalogue = m_dir.filePath(QStringLiteral("short.sqlite"));
    const QString csv = m_dir.filePath(QStringLiteral("short.csv"));
    QCOMPARE(run({QStringLiteral("--database"), catalogue, QStringLiteral("--export-csv"), csv}), 0);
    QVERIFY(QFile::remove(csv));
    const QString damage = damageTree(catalogue, QStringLiteral("models"));
    QVERIFY2(damage.isEmpty(), qPrintable(damage));

    QString out, err;
    QCOMPARE(run({QStringLiteral("--database"), catalogue, QStringLiteral("--export-csv"), csv}, &out, &err), 1);
    QVERIFY2(err.contains(QStringLiteral("could not be read")), qPrintable(err));
    QVERIFY2(err.contains(QStringLiteral("--repair")), qPrintable(err));
    QVERIFY(!QFileInfo::exists(csv));
}

// --repair before any catalogue exists makes one and says there was nothing to repair, instead of
// moving the new file aside and reporting "0 of your favourites … were recovered".
void TestCatalogueCommandLine::repairWithNoCatalogueSaysSo()
{
    const QString catalogue = m_dir.filePath(QStringLiteral("never-made.sqlite"));
    QString out, err;
    QCOMPARE(run({QStringLiteral("--database"), catalogue, QStringLiteral("--repair")}, &out, &err), 0);
    QVERIFY2(out.contains(QStringLiteral("There was no catalogue to repair")), qPrintable(out + err));
    QVERIFY(QFileInfo::exists(catalogue));
    QVERIFY2(QDir(m_dir.path()).entryList({QStringLiteral("never-made.sqlite.broken-*")}, QDir::Files).isEmpty(), qPrintable(out));
    QVERIFY(countModels(catalogue, QStringLiteral("MegaScale (175B)")) == 1);
}

QTEST_GUILESS_MAIN(TestCatalogueCommandLine)
#include "tst_cataloguecommandline.moc"
