#pragma once

#include "NoticeBand.h"

// The band above the tabs while the settings file cannot be written (a full disk, a read-only
// folder): the language, the window's layout and the device chosen then last only until the program
// quits, and the user is told so, and what to do, once rather than at every change. It goes as soon as
// a write lands again.
class SettingsNotice : public NoticeBand
{
    Q_OBJECT
public:
    explicit SettingsNotice(QWidget *parent = nullptr);

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();
};
