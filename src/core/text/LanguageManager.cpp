#include "LanguageManager.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>

LanguageManager::LanguageManager(QObject *parent)
    : QObject(parent)
    , m_language(QStringLiteral("en"))
{
}

QStringList LanguageManager::available()
{
    return {QStringLiteral("en"), QStringLiteral("it")};
}

QString LanguageManager::initialLanguage(const QString &saved)
{
    if (available().contains(saved))
        return saved;
    return QLocale::system().language() == QLocale::Italian ? QStringLiteral("it") : QStringLiteral("en");
}

QLocale LanguageManager::localeFor(const QString &code)
{
    if (code == QLatin1String("it"))
        return QLocale(QLocale::Italian, QLocale::Italy);
    return QLocale(QLocale::English, QLocale::UnitedStates);
}

void LanguageManager::setLanguage(const QString &requested)
{
    const QString code = available().contains(requested) ? requested : QStringLiteral("en");
    QCoreApplication::removeTranslator(&m_appTranslator);
    QCoreApplication::removeTranslator(&m_qtTranslator);
    const QLocale locale = localeFor(code);
    QLocale::setDefault(locale);
    if (code != QLatin1String("en")) {
        // Qt's own strings (standard dialog buttons); missing on a minimal system, which is fine.
        if (m_qtTranslator.load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                                QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            QCoreApplication::installTranslator(&m_qtTranslator);
    }
    // English needs its file too: it holds the plural forms ("1 hour", "42 hours"). Installed last, so
    // searched first: where it words one of Qt's strings (--help's "Arguments:") its word wins.
    if (m_appTranslator.load(QStringLiteral(":/i18n/model-atlas_%1.qm").arg(code)))
        QCoreApplication::installTranslator(&m_appTranslator);
    const bool changed = code != m_language;
    m_language = code;
    if (changed)
        emit languageChanged(code);
}
