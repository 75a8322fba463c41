#pragma once

#include "CompareTable.h"

#include <QWidget>

#include <optional>

class QCheckBox;
class QLabel;
class QPushButton;
class QTextBrowser;
class QUrl;

// Two to four models side by side in a window of its own: a column per model, a row per figure of
// their pages (CompareTable), the rows where they differ tinted and marked "≠", and each model's
// hardware box on the device chosen in the From hardware view.
class CompareWindow : public QWidget
{
    Q_OBJECT
public:
    explicit CompareWindow(QWidget *parent = nullptr);

    void showModels(const QVector<ModelRecord> &models);
    // Draws the comparison again, e.g. after another device was chosen.
    void refresh();

    const CompareTable *table() const { return m_table ? &*m_table : nullptr; }
    QTextBrowser *browser() const { return m_browser; }
    QCheckBox *onlyDifferencesBox() const { return m_onlyDifferences; }

signals:
    // A model's name was clicked: open its page in the catalogue.
    void modelActivated(qint64 id);
    // A training chip the hardware list knows was clicked: open the From hardware view on it.
    void deviceRequested(const QString &deviceName);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void render();
    QString html() const;
    void onAnchorClicked(const QUrl &url);

    QVector<ModelRecord> m_models;
    std::optional<CompareTable> m_table;
    QLabel *m_summary;
    QCheckBox *m_onlyDifferences;
    QTextBrowser *m_browser;
    QPushButton *m_copy;
    QPushButton *m_close;
};
