#include "SourceLabels.h"

#include "Formatter.h"

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
        else
            names.append(subject);   // a word a newer catalogue knows: shown as written
    }
    QString label = names.join(QStringLiteral(", "));
    if (!label.isEmpty())
        label[0] = label.at(0).toUpper();
    return label;
}

QString SourceLabels::document(const ModelSource &source)
{
    if (!source.checked.isValid())
        return source.where;
    return tr("%1 (checked %2)", "a source document and the day it was read").arg(source.where, Formatter::date(source.checked));
}
