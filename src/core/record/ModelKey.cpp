#include "ModelKey.h"

namespace ModelKey {

QString fromName(const QString &name)
{
    const QString decomposed = name.normalized(QString::NormalizationForm_KD).toCaseFolded();
    QString key;
    key.reserve(decomposed.size());
    bool pendingDash = false;
    for (const QChar c : decomposed) {
        if (c.isLetterOrNumber()) {
            if (pendingDash && !key.isEmpty())
                key.append(QLatin1Char('-'));
            pendingDash = false;
            key.append(c);
        } else if (c == QLatin1Char('+')) {
            // "Command R" and "Command R+" are different models.
            key.append(QStringLiteral("-plus"));
            pendingDash = true;
        } else if (c.category() != QChar::Mark_NonSpacing) {
            pendingDash = true;
        }
    }
    return key;
}

} // namespace ModelKey
