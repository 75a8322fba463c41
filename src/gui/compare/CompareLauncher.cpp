#include "CompareLauncher.h"

#include "CatalogueTableModel.h"
#include "CompareTable.h"
#include "CompareWindow.h"
#include "ModelRepository.h"
#include "UserData.h"

#include <QAbstractItemView>
#include <QAction>
#include <QEvent>
#include <QItemSelectionModel>
#include <QMessageBox>

#include <algorithm>

CompareLauncher::CompareLauncher(QSqlDatabase db, QAbstractItemView *table, QWidget *window)
    : QObject(window)
    , m_db(db)
    , m_table(table)
    , m_window(window)
    , m_compareSelected(new QAction(this))
    , m_compareFavourites(new QAction(this))
{
    m_compareSelected->setObjectName(QStringLiteral("compareSelectedAction"));
    m_compareFavourites->setObjectName(QStringLiteral("compareFavouritesAction"));
    connect(m_compareSelected, &QAction::triggered, this, &CompareLauncher::compareSelected);
    connect(m_compareFavourites, &QAction::triggered, this, &CompareLauncher::compareFavourites);
    // Right-click a selection in the table to compare it.
    m_table->addAction(m_compareSelected);
    m_table->setContextMenuPolicy(Qt::ActionsContextMenu);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, &CompareLauncher::updateSelectedAction);
    connect(m_table->model(), &QAbstractItemModel::modelReset, this, &CompareLauncher::updateSelectedAction);
    m_window->installEventFilter(this);
    retranslate();
    updateSelectedAction();
}

CompareWindow *CompareLauncher::compareWindow() const
{
    return m_compareWindow;
}

QVector<qint64> CompareLauncher::selectedIds() const
{
    QModelIndexList rows = m_table->selectionModel()->selectedRows();
    std::sort(rows.begin(), rows.end(), [](const QModelIndex &a, const QModelIndex &b) { return a.row() < b.row(); });
    QVector<qint64> ids;
    for (const QModelIndex &index : std::as_const(rows))
        ids.append(index.data(CatalogueTableModel::ModelIdRole).toLongLong());
    return ids;
}

void CompareLauncher::updateSelectedAction()
{
    const int count = int(m_table->selectionModel()->selectedRows().size());
    m_compareSelected->setEnabled(count >= CompareTable::MinModels && count <= CompareTable::MaxModels);
}

bool CompareLauncher::compare(const QVector<qint64> &ids)
{
    if (ids.size() < CompareTable::MinModels || ids.size() > CompareTable::MaxModels)
        return false;
    const ModelRepository repository(m_db);
    QVector<ModelRecord> models;
    for (const qint64 id : ids) {
        QString error;
        const auto model = repository.byId(id, &error);
        if (!error.isEmpty()) {
            emit catalogueError(error);
            return false;
        }
        if (model)
            models.append(*model);
    }
    if (models.size() < CompareTable::MinModels)
        return false;
    if (!m_compareWindow) {
        m_compareWindow = new CompareWindow(m_window);
        m_compareWindow->setAttribute(Qt::WA_DeleteOnClose);
        connect(m_compareWindow, &CompareWindow::modelActivated, this, &CompareLauncher::modelActivated);
        connect(m_compareWindow, &CompareWindow::deviceRequested, this, &CompareLauncher::deviceRequested);
    }
    m_compareWindow->showModels(models);
    m_compareWindow->show();
    m_compareWindow->raise();
    m_compareWindow->activateWindow();
    return true;
}

void CompareLauncher::compareSelected()
{
    if (!compare(selectedIds()))
        say(tr("Compare models"), tr("Select two to four models in the table (hold Ctrl and click), then compare them."));
}

void CompareLauncher::compareFavourites()
{
    QString error;
    const QStringList keys = UserData(m_db).favouriteKeys(&error);
    QVector<ModelRecord> favourites;
    if (error.isEmpty())
        favourites = ModelRepository(m_db).byKeys(keys, &error);
    if (!error.isEmpty()) {
        emit catalogueError(error);
        return;
    }
    if (favourites.size() > CompareTable::MaxModels) {
        // Too many for one comparison: the table shows only them, to select from.
        emit favouritesOnlyRequested();
        say(tr("Compare favourites"),
            tr("You have %Ln favourite(s); a comparison holds up to four. The catalogue now shows only your "
               "favourites: select two to four of them (hold Ctrl and click) and choose Compare selected models.",
               nullptr, int(favourites.size())));
        return;
    }
    std::sort(favourites.begin(), favourites.end(),
              [](const ModelRecord &a, const ModelRecord &b) { return QString::localeAwareCompare(a.name, b.name) < 0; });
    QVector<qint64> ids;
    for (const ModelRecord &m : std::as_const(favourites))
        ids.append(m.id);
    if (!compare(ids))
        say(tr("Compare favourites"), tr("Mark at least two models as favourites (the star on their page) to compare them."));
}

void CompareLauncher::refresh()
{
    if (m_compareWindow)
        m_compareWindow->refresh();
}

void CompareLauncher::say(const QString &title, const QString &text)
{
    auto *box = new QMessageBox(QMessageBox::Information, title, text, QMessageBox::Ok, m_window);
    box->setObjectName(QStringLiteral("compareMessage"));
    box->setTextFormat(Qt::PlainText);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

void CompareLauncher::retranslate()
{
    m_compareSelected->setText(tr("Compare &selected models"));
    m_compareSelected->setStatusTip(tr("Two to four models side by side: select them in the table with Ctrl+click."));
    m_compareFavourites->setText(tr("Compare fa&vourites"));
    m_compareFavourites->setStatusTip(tr("Your favourite models side by side (two to four of them)."));
}

bool CompareLauncher::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_window && event->type() == QEvent::LanguageChange)
        retranslate();
    return QObject::eventFilter(watched, event);
}
