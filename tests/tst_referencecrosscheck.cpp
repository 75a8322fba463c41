// Our shipped figures against the published reference files in ../shared/reference: every model that
// appears in both must agree (parameters and training compute within 1 %, same publication date;
// architecture exactly), unless data/crosscheck-exceptions.json says why ours is right. Skipped, with
// the reason, where the files are not (a user's clone); CI requires them.
#include "CsvReader.h"
#include "ModelKey.h"
#include "ReferenceFiles.h"
#include "ShippedCatalogue.h"

#include <QDir>
#include <QFile>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QTest>

namespace {

using Row = QHash<QString, QString>;

QString referencePath(const QString &relative)
{
    return QDir(QStringLiteral(ATLAS_REFERENCE_DIR)).filePath(relative);
}

// Reads a reference CSV into rows keyed by header name. Fails the test loudly when the file is missing.
QVector<Row> readReference(const QString &relative)
{
    QVector<Row> rows;
    QFile file(referencePath(relative));
    if (!file.open(QIODevice::ReadOnly)) {
        QTest::qFail(qPrintable(QStringLiteral("reference file missing: %1").arg(file.fileName())), __FILE__, __LINE__);
        return rows;
    }
    CsvReader reader(&file);
    QStringList header;
    QStringList fields;
    if (reader.readRow(&header) != CsvReader::Status::Row)
        return rows;
    while (reader.readRow(&fields) == CsvReader::Status::Row) {
        Row row;
        for (int i = 0; i < header.size() && i < fields.size(); ++i)
            row.insert(header.at(i).trimmed(), fields.at(i));
        rows.append(row);
    }
    if (!reader.errorString().isEmpty())
        QTest::qFail(qPrintable(reader.errorString()), __FILE__, __LINE__);
    return rows;
}

// "name|field" pairs whose disagreement is explained in data/crosscheck-exceptions.json.
QSet<QString> exceptions()
{
    QSet<QString> set;
    QFile file(QDir(QStringLiteral(ATLAS_SOURCE_DIR)).filePath(QStringLiteral("data/crosscheck-exceptions.json")));
    if (!file.open(QIODevice::ReadOnly))
        return set;
    const QJsonArray list = QJsonDocument::fromJson(file.readAll()).object().value(QLatin1String("exceptions")).toArray();
    for (const QJsonValue &v : list) {
        const QJsonObject o = v.toObject();
        if (!o.value(QLatin1String("reason")).toString().trimmed().isEmpty())
            set.insert(o.value(QLatin1String("name")).toString() + QLatin1Char('|') + o.value(QLatin1String("field")).toString());
    }
    return set;
}

bool within(double ours, double theirs, double tolerance)
{
    return qAbs(ours - theirs) <= tolerance * qAbs(theirs);
}

// "8B", "494M", "1.5T", "70K" -> number.
double parseCount(const QString &text)
{
    static const QHash<QChar, double> scale = {{QLatin1Char('K'), 1e3}, {QLatin1Char('M'), 1e6},
                                               {QLatin1Char('B'), 1e9}, {QLatin1Char('T'), 1e12}};
    QString t = text.trimmed();
    if (t.isEmpty())
        return 0;
    double factor = 1;
    if (scale.contains(t.back().toUpper())) {
        factor = scale.value(t.back().toUpper());
        t.chop(1);
    }
    bool ok = false;
    const double v = t.toDouble(&ok);
    return ok ? v * factor : 0;
}

} // namespace

class TestReferenceCrossCheck : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void epochFiguresAgree();
    void architecturesAgree();

private:
    QHash<QString, ModelRecord> m_byKey;
    QSet<QString> m_exceptions;
};

void TestReferenceCrossCheck::initTestCase()
{
    ATLAS_NEED_REFERENCE_FILES(QStringLiteral("epoch/notable_ai_models_2025-12.csv"),
                               QStringLiteral("epoch/large_scale_ai_models_2025-12.csv"),
                               QStringLiteral("architectures/hf_llm_architectures_2026-05.csv"));
    ShippedCatalogue::Parsed parsed;
    QString error;
    QVERIFY2(ShippedCatalogue::load(&parsed, &error), qPrintable(error));
    for (const ModelRecord &m : parsed.models)
        m_byKey.insert(m.key, m);
    m_exceptions = exceptions();
}

void TestReferenceCrossCheck::epochFiguresAgree()
{
    const QVector<Row> notable = readReference(QStringLiteral("epoch/notable_ai_models_2025-12.csv"));
    const QVector<Row> large = readReference(QStringLiteral("epoch/large_scale_ai_models_2025-12.csv"));
    QVERIFY(notable.size() > 900);
    QVERIFY(large.size() > 400);

    QStringList problems;
    QSet<QString> checked;
    int compared = 0;
    // The notable file wins where both files list a model.
    for (const QVector<Row> *file : {&notable, &large}) {
        for (const Row &row : *file) {
            const QString key = ModelKey::fromName(row.value(QStringLiteral("Model")));
            if (!m_byKey.contains(key) || checked.contains(key))
                continue;
            checked.insert(key);
            ++compared;
            const ModelRecord &ours = m_byKey.value(key);
            auto check = [&](const char *field, const std::optional<double> &mine, const QString &theirsText) {
                bool ok = false;
                const double theirs = theirsText.toDouble(&ok);
                if (!ok || theirs <= 0)
                    return;
                if (mine && within(*mine, theirs, 0.01))
                    return;
                if (m_exceptions.contains(ours.name + QLatin1Char('|') + QLatin1String(field)))
                    return;
                problems << QStringLiteral("%1: %2 ours %3, Epoch %4")
                                .arg(ours.name, QLatin1String(field),
                                     mine ? QString::number(*mine, 'g', 6) : QStringLiteral("none"), theirsText);
            };
            check("parameters", ours.parameters, row.value(QStringLiteral("Parameters")));
            check("training_compute_flop", ours.trainingComputeFlop, row.value(QStringLiteral("Training compute (FLOP)")));
            const QDate theirDate = QDate::fromString(row.value(QStringLiteral("Publication date")).trimmed(), Qt::ISODate);
            if (theirDate.isValid() && ours.published != theirDate
                && !m_exceptions.contains(ours.name + QStringLiteral("|published")))
                problems << QStringLiteral("%1: published ours %2, Epoch %3")
                                .arg(ours.name, ours.published.toString(Qt::ISODate), theirDate.toString(Qt::ISODate));
        }
    }
    qInfo("%d shipped models compared with Epoch AI's files", compared);
    QVERIFY2(compared >= 300, "most of the shipped catalogue should be checkable against Epoch AI");
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

void TestReferenceCrossCheck::architecturesAgree()
{
    const QVector<Row> rows = readReference(QStringLiteral("architectures/hf_llm_architectures_2026-05.csv"));
    QVERIFY(rows.size() > 1000);
    QHash<QString, Row> byRepo;
    for (const Row &row : rows)
        byRepo.insert(row.value(QStringLiteral("name")).toLower(), row);

    QStringList problems;
    int compared = 0;
    for (const ModelRecord &ours : std::as_const(m_byKey)) {
        if (ours.weightsRepository.isEmpty() || !ours.hasArchitecture())
            continue;
        const auto it = byRepo.constFind(ours.weightsRepository.toLower());
        if (it == byRepo.constEnd())
            continue;
        ++compared;
        if (m_exceptions.contains(ours.name + QStringLiteral("|architecture")))
            continue;
        const Row &row = *it;
        auto same = [&](const char *field, const std::optional<int> &mine, const QString &column) {
            bool ok = false;
            const int theirs = row.value(column).toDouble(&ok);
            if (ok && theirs > 0 && mine != theirs)
                problems << QStringLiteral("%1: %2 ours %3, config %4")
                                .arg(ours.name, QLatin1String(field), mine ? QString::number(*mine) : QStringLiteral("none"))
                                .arg(theirs);
        };
        same("layers", ours.layers, QStringLiteral("num_hidden_layers"));
        same("kv_heads", ours.kvHeads, QStringLiteral("num_key_value_heads"));
        same("head_dim", ours.headDim, QStringLiteral("head_dim"));
        const double theirParameters = parseCount(row.value(QStringLiteral("parameter_count")));
        if (theirParameters > 0 && ours.parameters && !within(*ours.parameters, theirParameters, 0.05))
            problems << QStringLiteral("%1: parameters ours %2, config %3")
                            .arg(ours.name, QString::number(*ours.parameters, 'g', 4), row.value(QStringLiteral("parameter_count")));
    }
    qInfo("%d architectures compared with published model configurations", compared);
    QVERIFY2(compared >= 40, "the architecture figures should be checkable against published configs");
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

QTEST_GUILESS_MAIN(TestReferenceCrossCheck)
#include "tst_referencecrosscheck.moc"
