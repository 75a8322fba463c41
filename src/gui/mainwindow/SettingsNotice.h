#pragma once

#include <QFrame>

class QLabel;

// The band above the tabs while the settings file cannot be written (a full disk, a read-only
// folder): the language, the window's layout and the device chosen then last only until the program
// quits, and the user is told so, and what to do, once rather than at every change. It goes as soon as
// a write lands again.
class SettingsNotice : public QFrame
{
    Q_OBJECT
public:
    explicit SettingsNotice(QWidget *parent = nullptr);

    QString text() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();

    QLabel *m_text;
};
