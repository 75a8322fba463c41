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

struct ImportReport
{
    enum class Outcome { Imported, Rejected, Cancelled, Failed };

    Outcome outcome = Outcome::Failed;
    QString error;          // why it was rejected or failed
    int rows = 0;
    int added = 0;
    int updated = 0;
    int unchanged = 0;
    // Every value that could not be read is counted; the first maxExamples are kept as examples, so
    // that a file of millions of bad rows costs no more memory, and no longer a report, than a few.
    static constexpr int maxExamples = 300;
    qint64 problemCount = 0;
    QVector<ImportProblem> problems;
    void addProblems(const QVector<ImportProblem> &more);

    // Plain-text report for the command line and the copy button, in the UI language.
    QString toText() const;
};

Q_DECLARE_METATYPE(ImportReport)
