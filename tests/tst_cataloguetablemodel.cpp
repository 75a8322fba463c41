#include "CatalogueQuery.h"
#include "CatalogueTableModel.h"
#include "ShippedCatalogue.h"
#include "LanguageManager.h"
#include "TestCatalogue.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

class TestCatalogueTableModel : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void passesTheModelTester();
    void showsReadableValues();
    void unknownValuesShowADash();
    void filterChangesRowsAndCounts();
    void sortsByEveryColumn();
    void headersFollowTheLanguage();
    void oneLetterSearchesReadAhead();
    void tooltipSaysWhereAHiddenFieldMatched_data();
    void tooltipSaysWhereAHiddenFieldMatched();

private:
    int rowOf(CatalogueTableModel &model, const QString &name);
    Database m_db{QStringLiteral("table")};
};

void TestCatalogueTableModel::initTestCase()
{
    openShippedCatalogue(m_db);
}

int TestCatalogueTableModel::rowOf(CatalogueTableModel &model, const QString &name)
{
    for (int row = 0; row < model.rowCount(); ++row) {
        if (model.index(row, CatalogueTableModel::NameColumn).data().toString() == name)
            return row;
    }
    return -1;
}

void TestCatalogueTableModel::passesTheModelTester()
{
    CatalogueTableModel model(m_db.connection());
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    ModelFilter filter;
    filter.text = QStringLiteral("llama");
    model.setFilter(filter);
    model.sort(CatalogueTableModel::ParametersColumn, Qt::AscendingOrder);
    model.setFilter(ModelFilter());
    model.sort(CatalogueTableModel::NameColumn, Qt::DescendingOrder);
}

void TestCatalogueTableModel::showsReadableValues()
{
    LanguageManager languages;
    languages.setLanguage(QStringLiteral("en"));
    CatalogueTableModel model(m_db.connection());
    const int row = rowOf(model, QStringLiteral("MegaScale (175B)"));
    QVERIFY(row >= 0);
    QCOMPARE(model.index(row, CatalogueTableModel::ParametersColumn).data().toString(), QStringLiteral("175B"));
    QCOMPARE(model.index(row, CatalogueTableModel::ComputeColumn).data().toString(), QStringLiteral("2.7 × 10²³"));
    QCOMPARE(model.index(row, CatalogueTableModel::OrganizationColumn).data().toString(),
             QStringLiteral("ByteDance, Peking University"));
    QCOMPARE(model.index(row, CatalogueTableModel::PublishedColumn).data().toString(), QStringLiteral("23 Feb 2024"));
    QCOMPARE(model.index(row, CatalogueTableModel::ParametersColumn).data(Qt::TextAlignmentRole).value<Qt::Alignment>(),
             Qt::AlignRight | Qt::AlignVCenter);
    QCOMPARE(model.index(row, 0).data(CatalogueTableModel::ModelKeyRole).toString(), QStringLiteral("megascale-175b"));
}

void TestCatalogueTableModel::unknownValuesShowADash()
{
    CatalogueTableModel model(m_db.connection());
    model.sort(CatalogueTableModel::ParametersColumn, Qt::AscendingOrder);
    // Unknown sizes sort last, whatever the direction, and read "—", never 0.
    const QModelIndex last = model.index(model.rowCount() - 1, CatalogueTableModel::ParametersColumn);
    QCOMPARE(last.data().toString(), QStringLiteral("—"));
    model.sort(CatalogueTableModel::ParametersColumn, Qt::DescendingOrder);
    QVERIFY(model.index(0, CatalogueTableModel::ParametersColumn).data().toString() != QStringLiteral("—"));
    QCOMPARE(model.index(model.rowCount() - 1, CatalogueTableModel::ParametersColumn).data().toString(), QStringLiteral("—"));
}

void TestCatalogueTableModel::filterChangesRowsAndCounts()
{
    CatalogueTableModel model(m_db.connection());
    QSignalSpy counts(&model, &CatalogueTableModel::countsChanged);
    const int total = model.totalCount();
    QCOMPARE(model.rowCount(), total);
    ModelFilter filter;
    filter.text = QStringLiteral("megascale");
    model.setFilter(filter);
    QCOMPARE(model.rowCount(), 3);
    QCOMPARE(counts.count(), 1);
    QCOMPARE(counts.last().at(0).toInt(), 3);
    QCOMPARE(counts.last().at(1).toInt(), total);
    model.setFilter(filter); // the same filter again does no work
    QCOMPARE(counts.count(), 1);
}

void TestCatalogueTableModel::sortsByEveryColumn()
{
    CatalogueTableModel model(m_db.connection());
    for (int column = 0; column < model.columnCount(); ++column) {
        model.sort(column, Qt::AscendingOrder);
        QCOMPARE(model.rowCount(), model.totalCount());
        QVERIFY(model.index(0, column).data().isValid());
    }
    model.sort(CatalogueTableModel::ComputeColumn, Qt::DescendingOrder);
    const QString top = model.index(0, CatalogueTableModel::ComputeColumn).data().toString();
    QVERIFY2(top.contains(QStringLiteral("10²")), qPrintable(top));
}

void TestCatalogueTableModel::headersFollowTheLanguage()
{
    LanguageManager languages;
    languages.setLanguage(QStringLiteral("en"));
    CatalogueTableModel model(m_db.connection());
    QCOMPARE(model.headerData(CatalogueTableModel::ParametersColumn, Qt::Horizontal).toString(), QStringLiteral("Parameters"));
    QSignalSpy headers(&model, &QAbstractItemModel::headerDataChanged);
    languages.setLanguage(QStringLiteral("it"));
    model.retranslate();
    QCOMPARE(headers.count(), 1);
    QCOMPARE(model.headerData(CatalogueTableModel::ParametersColumn, Qt::Horizontal).toString(), QStringLiteral("Parametri"));
    const int row = rowOf(model, QStringLiteral("MegaScale (175B)"));
    QCOMPARE(model.index(row, CatalogueTableModel::ParametersColumn).data().toString(), QStringLiteral("175 Mld"));
    QCOMPARE(model.index(row, CatalogueTableModel::AccessColumn).data().toString(), QStringLiteral("Non rilasciato"));
    languages.setLanguage(QStringLiteral("en"));
}

// The one-letter searches' answers are read on a worker thread (a catalogue file; an in-memory one
// answers at once) and give the rows FTS5 gives; a catalogue read again reads them again.
void TestCatalogueTableModel::oneLetterSearchesReadAhead()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    Database file(QStringLiteral("table-file"));
    QString error;
    QVERIFY2(file.open(dir.filePath(QStringLiteral("catalogue.sqlite")), &error), qPrintable(error));
    QVERIFY2(file.migrate(&error), qPrintable(error));
    QVERIFY2(ShippedCatalogue::ensureLoaded(file.connection(), &error), qPrintable(error));
    CatalogueTableModel model(file.connection());
    QVERIFY(!model.hasSearchPrefixes());
    model.readSearchPrefixes();
    QTRY_VERIFY(model.hasSearchPrefixes());
    for (const char *text : {"l", "G", "7", "ll"}) {
        ModelFilter filter;
        filter.text = QString::fromLatin1(text);
        model.setFilter(filter);
        QVector<qint64> shown;
        for (int row = 0; row < model.rowCount(); ++row)
            shown.append(model.idAt(row));
        QVERIFY(!shown.isEmpty());
        QCOMPARE(shown, CatalogueQuery(file.connection()).ids(filter, ModelField::Published, Qt::DescendingOrder));
    }
    model.refresh();
    QVERIFY(!model.hasSearchPrefixes());
    QTRY_VERIFY(model.hasSearchPrefixes());
}

// A search can find a model by its authors or its reference, which the table does not show: the row
// then has nothing marked, and its tooltip must say where the words were found.
void TestCatalogueTableModel::tooltipSaysWhereAHiddenFieldMatched_data()
{
    QTest::addColumn<QString>("search");
    QTest::addColumn<QString>("said");
    const QString reference = QStringLiteral("Llama-3.1-FoundationAI-SecurityLLM-Base-8B Technical Report");
    QTest::newRow("author") << QStringLiteral("Kassianik") << QStringLiteral("The search matched this model's authors.");
    QTest::newRow("organisation and author") << QStringLiteral("cisco kassian")
                                             << QStringLiteral("The search matched this model's authors.");
    QTest::newRow("reference") << QStringLiteral("FoundationAI")
                               << QStringLiteral("The search matched this model's reference: ") + reference;
    QTest::newRow("author and reference") << QStringLiteral("securityllm saglam")
                                          << QStringLiteral("The search matched this model's authors and its reference: ") + reference;
    QTest::newRow("name") << QStringLiteral("Foundation-sec") << QString();
}

void TestCatalogueTableModel::tooltipSaysWhereAHiddenFieldMatched()
{
    QFETCH(QString, search);
    QFETCH(QString, said);
    LanguageManager languages;
    languages.setLanguage(QStringLiteral("en"));
    CatalogueTableModel model(m_db.connection());
    ModelFilter filter;
    filter.text = search;
    model.setFilter(filter);
    const int row = rowOf(model, QStringLiteral("Foundation-sec-8b"));
    QVERIFY2(row >= 0, "the search finds the model");
    for (const int column : {int(CatalogueTableModel::NameColumn), int(CatalogueTableModel::AccessColumn)}) {
        const QString tip = model.index(row, column).data(Qt::ToolTipRole).toString();
        QVERIFY2(tip.contains(model.index(row, column).data().toString()), qPrintable(tip));
        if (said.isEmpty())
            QVERIFY2(!tip.contains(QStringLiteral("The search matched")), qPrintable(tip));
        else
            QVERIFY2(tip.contains(said), qPrintable(tip));
    }
    // In Italian too: a tooltip half in English would read as a leftover.
    if (!said.isEmpty()) {
        languages.setLanguage(QStringLiteral("it"));
        const QString tip = model.index(row, 0).data(Qt::ToolTipRole).toString();
        QVERIFY2(tip.contains(QStringLiteral("Il testo cercato compare")) && !tip.contains(QStringLiteral("The search")), qPrintable(tip));
        languages.setLanguage(QStringLiteral("en"));
    }
    // With no search, nothing to explain.
    model.setFilter(ModelFilter());
    const QString plain = model.index(rowOf(model, QStringLiteral("Foundation-sec-8b")), 0).data(Qt::ToolTipRole).toString();
    QVERIFY2(!plain.contains(QStringLiteral("The search matched")), qPrintable(plain));
}

QTEST_MAIN(TestCatalogueTableModel)
#include "tst_cataloguetablemodel.moc"
