#pragma once

#include <QFrame>

class QHBoxLayout;
class QLabel;

// A band above the tabs with a warning icon and a wrapped message, in the palette's tooltip colours so
// that it stands out on light and dark themes alike. The catalogue's band (CatalogueNotice) and the
// settings' (SettingsNotice) are both this, with their own messages and, for the catalogue, a button.
class NoticeBand : public QFrame
{
    Q_OBJECT
public:
    // The message shown, empty while the band is hidden.
    QString text() const;

protected:
    explicit NoticeBand(const QString &objectName, QWidget *parent = nullptr);

    // Messages name paths and quote SQLite's or the system's errors: plain text, never markup.
    QLabel *message() const { return m_text; }
    QHBoxLayout *bandLayout() const { return m_layout; }

private:
    QLabel *m_text;
    QHBoxLayout *m_layout;
};
