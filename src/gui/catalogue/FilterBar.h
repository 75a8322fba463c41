#pragma once

#include "ModelFilter.h"

#include <QStringList>
#include <QWidget>

#include <memory>

class QCheckBox;
class QComboBox;
class QLineEdit;
class QTimer;

namespace Ui {
class FilterBar;
}

// The catalogue's filter controls. It knows nothing of SQL: it turns what the user set into a
// ModelFilter and announces every change.
class FilterBar : public QWidget
{
    Q_OBJECT
public:
    struct Options
    {
        QStringList domains;
        QStringList organizationCategories;
        QStringList countries;
        QStringList accessibilities;
        int firstYear = 1950;
        int lastYear = 2030;
    };

    explicit FilterBar(QWidget *parent = nullptr);
    ~FilterBar() override;

    void setOptions(const Options &options);
    ModelFilter filter() const;
    void focusSearch();
    QLineEdit *searchBox() const;
    void reset();
    // Only these models (the ones an import added or changed), shown with a box that says so until
    // the user unticks it or resets the filters; the other filters still apply.
    void showOnly(const QVector<qint64> &ids);
    void setFavouritesOnly(bool favouritesOnly);
    // Milliseconds of quiet in the search box before its text filters (0: every keystroke at once).
    // A large catalogue sets a delay, so that "l", "ll", … "llama" while typing are not each a
    // search over most of the catalogue; every other control still filters at once.
    void setSearchDelay(int milliseconds);
    int searchDelay() const { return m_searchDelay; }
    // A search still waiting for that pause filters now (Down from the search box goes to its results).
    void applyPendingSearch();

signals:
    void filterChanged(const ModelFilter &filter);

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void populate();
    void flowControls();
    void emitChange();
    void retranslateOnly();
    // `moved` was set past `other` (the smallest above the largest, or the reverse): `other` follows it.
    void keepParameterRange(QComboBox *moved, QComboBox *other);

    std::unique_ptr<Ui::FilterBar> m_ui;
    Options m_options;
    bool m_updating = false;
    int m_searchDelay = 0;
    QTimer *m_searchTimer;
    QCheckBox *m_only;   // shown while the table is limited to showOnly()'s models
    std::optional<QSet<qint64>> m_onlyIds;
};
