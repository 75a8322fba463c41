#include "SourceLabels.h"

#include "Formatter.h"

#include <QRegularExpression>

QString SourceLabels::subjects(const QStringList &what)
{
    QStringList names;
    for (const QString &subject : what) {
        if (subject == QLatin1String("entry"))
            names.append(tr("catalogue entry", "the facts of a model's record in general"));
        else if (subject == QLatin1String("parameters"))
            names.append(tr("parameters"));
        else if (subject == QLatin1String("active_parameters"))
            names.append(tr("active parameters"));
        else if (subject == QLatin1String("mixture_of_experts"))
            names.append(tr("mixture of experts"));
        else if (subject == QLatin1String("architecture"))
            names.append(tr("architecture"));
        else if (subject == QLatin1String("licence"))
            names.append(tr("licence"));
        else if (subject == QLatin1String("weights_repository"))
            names.append(tr("weights repository"));
        else if (subject == QLatin1String("no_text_output"))
            names.append(tr("writes no text", "a source's subject: the model is an encoder, an embedding model…"));
        else
            names.append(subject);   // a word a newer catalogue knows: shown as written
    }
    QString label = names.join(QStringLiteral(", "));
    if (!label.isEmpty())
        label[0] = label.at(0).toUpper();
    return label;
}

QString SourceLabels::where(const QString &where)
{
    // The shipped catalogue names a dataset export as "<dataset>, export of 2025-12 (<address>)" (see
    // data/README.md): the words around the dataset's own name are ours, so they are said in the UI
    // language, the month as the language writes it.
    static const QRegularExpression exportOf(QStringLiteral("^(.+), export of (\\d{4})-(\\d{2}) \\((\\S+)\\)$"));
    const QRegularExpressionMatch match = exportOf.match(where);
    if (!match.hasMatch())
        return where;
    const QDate month(match.captured(2).toInt(), match.captured(3).toInt(), 1);
    if (!month.isValid())
        return where;
    return tr("%1, export of %2 (%3)", "a dataset, the month of its export, its address")
        .arg(match.captured(1), Formatter::monthYear(month), match.captured(4));
}

QString SourceLabels::document(const ModelSource &source)
{
    if (!source.checked.isValid())
        return where(source.where);
    return tr("%1 (checked %2)", "a source document and the day it was read").arg(where(source.where), Formatter::date(source.checked));
}
