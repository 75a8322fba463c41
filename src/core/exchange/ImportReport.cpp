#include "ImportReport.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <climits>

void ImportReport::addProblems(const QVector<ImportProblem> &more)
{
    problemCount += more.size();
    for (const ImportProblem &p : more) {
        if (problems.size() >= maxExamples)
            break;
        problems.append(p);
    }
}

QVector<qint64> ImportReport::changedIds() const
{
    QVector<qint64> ids;
    for (const QVector<ImportedModel> *list : {&addedModels, &updatedModels}) {
        for (const ImportedModel &m : *list)
            ids.append(m.id);
    }
    return ids;
}

namespace {

// The names of a list, indented under its count, the first ImportReport::maxExamples of them.
void appendNames(QStringList *lines, const QVector<ImportedModel> &models)
{
    const int shown = std::min(int(models.size()), ImportReport::maxExamples);
    for (int i = 0; i < shown; ++i)
        lines->append(QStringLiteral("  ") + models.at(i).name);
    if (models.size() > shown)
        lines->append(QStringLiteral("  ")
                      + QCoreApplication::translate("ImportReport", "… and %Ln more", nullptr, int(models.size()) - shown));
}

} // namespace

QString ImportReport::toText() const
{
    const QLocale locale;
    QStringList lines;
    switch (outcome) {
    case Outcome::Imported:
        lines << QCoreApplication::translate("ImportReport", "Import complete: %Ln row(s) read.", nullptr, rows);
        lines << QCoreApplication::translate("ImportReport", "Added: %1").arg(locale.toString(added));
        appendNames(&lines, addedModels);
        lines << QCoreApplication::translate("ImportReport", "Updated: %1").arg(locale.toString(updated));
        appendNames(&lines, updatedModels);
        lines << QCoreApplication::translate("ImportReport", "Unchanged: %1").arg(locale.toString(unchanged));
        lines << QCoreApplication::translate("ImportReport", "Values that could not be read: %1").arg(locale.toString(problemCount));
        break;
    case Outcome::Rejected:
        lines << QCoreApplication::translate("ImportReport", "The file was not imported: %1.").arg(error);
        lines << QCoreApplication::translate("ImportReport", "Nothing in the catalogue was changed.");
        return lines.join(QLatin1Char('\n'));
    case Outcome::Cancelled:
        lines << QCoreApplication::translate("ImportReport", "The import was cancelled; nothing in the catalogue was changed.");
        return lines.join(QLatin1Char('\n'));
    case Outcome::Failed:
        lines << QCoreApplication::translate("ImportReport", "The import failed: %1.").arg(error);
        lines << QCoreApplication::translate("ImportReport", "It was rolled back; nothing in the catalogue was changed.");
        return lines.join(QLatin1Char('\n'));
    }
    for (const ImportProblem &p : problems)
        lines << QCoreApplication::translate("ImportReport", "line %1, %2: \"%3\" — %4")
                     .arg(QString::number(p.line), p.column, p.value, p.message);
    if (problemCount > problems.size()) {
        const int more = int(std::min(problemCount - qint64(problems.size()), qint64(INT_MAX)));
        lines << QCoreApplication::translate("ImportReport", "… and %Ln more", nullptr, more);
    }
    return lines.join(QLatin1Char('\n'));
}
