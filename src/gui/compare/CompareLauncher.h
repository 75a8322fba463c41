#pragma once

#include <QObject>
#include <QPointer>
#include <QSqlDatabase>
#include <QVector>

class CompareWindow;
class QAbstractItemView;
class QAction;
class QWidget;

// Opens the comparison from the catalogue: the two to four rows selected in its table, or the user's
// favourites. It owns the two actions (for the window's menu and the table's context menu) and the
// comparison window, which it draws again when another device is chosen.
class CompareLauncher : public QObject
{
    Q_OBJECT
public:
    CompareLauncher(QSqlDatabase db, QAbstractItemView *table, QWidget *window);

    QAction *compareSelectedAction() const { return m_compareSelected; }
    QAction *compareFavouritesAction() const { return m_compareFavourites; }
    // Nothing until a comparison was first opened.
    CompareWindow *compareWindow() const;

    // Opens the comparison of these models, in this order; false (and nothing opens) unless they are
    // two to four models the catalogue holds.
    bool compare(const QVector<qint64> &ids);
    // The models selected in the table, in the table's order.
    QVector<qint64> selectedIds() const;

public slots:
    void compareSelected();
    void compareFavourites();
    // Another device was chosen: the open comparison follows.
    void refresh();

signals:
    void modelActivated(qint64 id);
    void deviceRequested(const QString &deviceName);
    // More favourites than one comparison holds: the catalogue shows them, to pick from.
    void favouritesOnlyRequested();
    void catalogueError(const QString &message);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void retranslate();
    void updateSelectedAction();
    void say(const QString &title, const QString &text);

    QSqlDatabase m_db;
    QAbstractItemView *m_table;
    QWidget *m_window;
    QAction *m_compareSelected;
    QAction *m_compareFavourites;
    QPointer<CompareWindow> m_compareWindow;
};
