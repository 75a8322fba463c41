// tests/support: the windows the main window opens, reached as a user reaches them (each menu item, the
// tabs' "…" buttons, an import), for tests that check every window without naming it (screen-reader
// names, mnemonics): a window added later is checked too.
#pragma once

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QDialog>
#include <QDir>
#include <QFileDialog>
#include <QMenu>
#include <QSet>
#include <QString>
#include <QStringList>
#include <QTest>
#include <QTimer>

#include <functional>

namespace WindowWalk {

// `where` says how the window was reached: "File ▸ Import… ▸ window "Import" (QFileDialog)".
using Check = std::function<void(QWidget *window, const QString &where)>;

inline QSet<QWidget *> shownWindows()
{
    QSet<QWidget *> windows;
    for (QWidget *w : QApplication::topLevelWidgets()) {
        if (w->isVisible() && w->windowType() != Qt::ToolTip && w->windowType() != Qt::Popup)
            windows.insert(w);
    }
    return windows;
}

// Runs `open`, then checks each window it shows (a modal one included: the check runs from a timer
// inside its event loop) and closes it. Qt's own file dialog, in Qt's own words, is not ours to check.
// Returns where each window shown came from.
inline QStringList opened(const std::function<void()> &open, const QString &what, const Check &check)
{
    const QSet<QWidget *> before = shownWindows();
    QSet<QWidget *> seen;
    QStringList reached;
    QTimer poll;
    poll.setInterval(25);
    QObject::connect(&poll, &QTimer::timeout, [&]() {
        for (QWidget *w : shownWindows() - before) {
            if (seen.contains(w))
                continue;
            seen.insert(w);
            const QString where = QStringLiteral("%1 ▸ window \"%2\" (%3)").arg(what, w->windowTitle(), QLatin1String(w->metaObject()->className()));
            reached.append(where);
            if (!qobject_cast<QFileDialog *>(w))
                check(w, where);
            if (auto *dialog = qobject_cast<QDialog *>(w))
                dialog->reject();
            else
                w->close();
        }
    });
    poll.start();
    open();
    // A window that comes a moment later (a download's failure) is caught too.
    QTest::qWait(600);
    poll.stop();
    return reached;
}

// Every item of `menu` and of its submenus that may open a window: not Quit, not the language
// switches (checkable; the test sets the language). `eachMenu` sees each menu first, with its path.
inline QStringList menu(QMenu *menu, const QString &path, const Check &check,
                        const std::function<void(QMenu *, const QString &)> &eachMenu = {})
{
    if (eachMenu)
        eachMenu(menu, path);
    QStringList reached;
    for (QAction *action : menu->actions()) {
        if (action->isSeparator() || !action->isVisible())
            continue;
        const QString where = path + QStringLiteral(" ▸ ") + action->text();
        if (action->menu()) {
            reached += WindowWalk::menu(action->menu(), where, check, eachMenu);
            continue;
        }
        if (!action->isEnabled() || action->isCheckable() || action->menuRole() == QAction::QuitRole)
            continue;
        reached += opened([action]() { action->trigger(); }, where, check);
    }
    return reached;
}

// The buttons shown in `tab` whose text ends in "…": each opens a window.
inline QStringList tabButtons(QWidget *tab, const QString &where, const Check &check)
{
    QStringList reached;
    for (QAbstractButton *button : tab->findChildren<QAbstractButton *>()) {
        if (button->isVisible() && button->isEnabled() && button->text().endsWith(QStringLiteral("…")))
            reached += opened([button]() { button->click(); }, where + QStringLiteral(" ▸ ") + button->text(), check);
    }
    return reached;
}

// An Epoch AI export an in-memory catalogue imports at once, showing the import report.
inline QString importSample()
{
    return QDir(QStringLiteral(ATLAS_SOURCE_DIR)).filePath(QStringLiteral("tests/data/epoch/notable_ai_models_sample.csv"));
}

} // namespace WindowWalk
