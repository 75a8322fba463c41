#pragma once

#include <QObject>
#include <QTranslator>

// Installs the program's and Qt's own translations and the matching QLocale default, and switches
// them while the program runs. Widgets follow through QEvent::LanguageChange.
class LanguageManager : public QObject
{
    Q_OBJECT
public:
    explicit LanguageManager(QObject *parent = nullptr);

    // "en" or "it"; anything else falls back to English.
    void setLanguage(const QString &code);
    QString language() const { return m_language; }

    static QStringList available();
    // The language to start in: the saved choice, else the system locale's when we have it.
    static QString initialLanguage(const QString &saved);
    static QLocale localeFor(const QString &code);

signals:
    void languageChanged(const QString &code);

private:
    QString m_language;
    QTranslator m_appTranslator;
    QTranslator m_qtTranslator;
};
