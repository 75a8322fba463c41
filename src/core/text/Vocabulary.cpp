#include "Vocabulary.h"

#include <QCoreApplication>

namespace Vocabulary {

// Declared in VocabularyStrings.cpp: the list lupdate reads, kept in step with data/ by a test.
extern const char *const knownWords[];
extern const int knownWordCount;

QString display(const QString &canonical)
{
    if (canonical.isEmpty())
        return canonical;
    const QByteArray utf8 = canonical.toUtf8();
    return QCoreApplication::translate("Vocabulary", utf8.constData());
}

QStringList display(const QStringList &canonical)
{
    QStringList out;
    out.reserve(canonical.size());
    for (const QString &word : canonical)
        out.append(display(word));
    return out;
}

QString displayJoined(const QStringList &canonical)
{
    return display(canonical).join(QStringLiteral(", "));
}

QStringList known()
{
    QStringList words;
    for (int i = 0; i < knownWordCount; ++i)
        words.append(QString::fromUtf8(knownWords[i]));
    return words;
}

} // namespace Vocabulary
