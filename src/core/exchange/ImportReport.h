#pragma once

#include <QMetaType>
#include <QString>
#include <QVector>

// What an import did: counts, and each value it could not read (left unknown, import went on).
struct ImportProblem
{
    qint64 line = 0;
    QString column;
    QString value;
    QString message;
};

// A model an import added or changed, for the report's lists and the catalogue's "show them" filter.
struct ImportedModel
{
    qint64 id = 0;
    QString name;
};

struct ImportReport
{
    enum class Outcome { Imported, Rejected, Cancelled, Failed };

    Outcome outcome = Outcome::Failed;
    QString error;          // why it was rejected or failed
    int rows = 0;
    int added = 0;
    int updated = 0;
    int unchanged = 0;
    // Each model once, in the file's order: added by this import, or already there and changed (a
    // model the file adds and then changes again is only added). The counts above count rows.
    QVector<ImportedModel> addedModels;
    QVector<ImportedModel> updatedModels;
    // The ids of both lists.
    QVector<qint64> changedIds() const;
    // Every value that could not be read is counted; the first maxExamples are kept as examples, so
    // that a file of millions of bad rows costs no more memory, and no longer a report, than a few.
    static constexpr int maxExamples = 300;
    qint64 problemCount = 0;
    QVector<ImportProblem> problems;
    void addProblems(const QVector<ImportProblem> &more);

    // Plain-text report for the command line and the copy button, in the UI language: the counts, the
    // names added and updated (the first maxExamples of each), the values that could not be read.
    QString toText() const;
};

Q_DECLARE_METATYPE(ImportReport)
