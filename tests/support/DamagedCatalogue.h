#pragma once

#include <QFile>
#include <QList>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QString>
#include <QUrl>

#include <filesystem>

// Damages one b-tree (a table or an index) of a closed catalogue file in place, as a failing disk or
// a stray write can: a page is overwritten with bytes no page begins with. The root page, so that
// the first read fails, or (`midway`) a leaf in the middle of the tree, so that a read fails after
// half of its rows. The file keeps its size and modification time, and the pages chosen lie outside
// the 64 pages the clean-close stamp samples (CatalogueFile), so a file the program closed cleanly
// still passes for checked and is not looked at again at start-up. Where the stamp samples the root
// (which pages it samples follows from the file's size, so from the shipped data), every other page
// of the tree that it does not sample is damaged instead: then too no read of the tree gets far.
// Returns "", or what went wrong.
inline QString damageTree(const QString &path, const QString &tree, bool midway = false)
{
    qint64 pageSize = 0;
    QList<qint64> pages;   // candidates, best first
    QList<qint64> belowRoot;   // the other pages of the tree, for a root the stamp samples
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("damage"));
        QUrl uri = QUrl::fromLocalFile(QFileInfo(path).absoluteFilePath());
        uri.setQuery(QStringLiteral("immutable=1"));
        db.setDatabaseName(QString::fromUtf8(uri.toEncoded()));
        db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY;QSQLITE_OPEN_URI"));
        if (db.open()) {
            QSqlQuery query(db);
            if (query.exec(QStringLiteral("PRAGMA page_size")) && query.next())
                pageSize = query.value(0).toLongLong();
            if (midway) {
                // SQLite's dbstat table lists every page of a tree (Debian builds it in).
                query.prepare(QStringLiteral("SELECT pageno FROM dbstat WHERE name = ? AND pagetype = 'leaf' ORDER BY path"));
                query.addBindValue(tree);
                QList<qint64> leaves;
                if (query.exec()) {
                    while (query.next())
                        leaves.append(query.value(0).toLongLong());
                }
                // From the middle outwards.
                for (qsizetype i = leaves.size() / 2, step = 0; i >= 0 && i < leaves.size() && leaves.size() > 2;
                     i += (++step % 2 ? step : -step))
                    pages.append(leaves.at(i));
            } else {
                query.prepare(QStringLiteral("SELECT rootpage FROM sqlite_master WHERE name = ?"));
                query.addBindValue(tree);
                if (query.exec() && query.next())
                    pages.append(query.value(0).toLongLong());
                query.prepare(QStringLiteral("SELECT pageno FROM dbstat WHERE name = ? ORDER BY path"));
                query.addBindValue(tree);
                if (!pages.isEmpty() && query.exec()) {
                    while (query.next()) {
                        if (query.value(0).toLongLong() != pages.first())
                            belowRoot.append(query.value(0).toLongLong());
                    }
                }
            }
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("damage"));
    if (pageSize <= 0 || pages.isEmpty() || pages.first() <= 1)
        return QStringLiteral("no tree %1 in %2").arg(tree, path);
    if (QFile::exists(path + QStringLiteral("-wal")))
        return QStringLiteral("%1 was not closed").arg(path);

    const qint64 size = QFileInfo(path).size();
    auto sampled = [&](qint64 page) {
        const qint64 start = (page - 1) * pageSize;
        for (int i = 0; i < 64; ++i) {
            const qint64 sample = size * i / 64;
            if (sample < start + pageSize && start < sample + 4096)
                return true;
        }
        return false;
    };
    QList<qint64> starts;
    for (const qint64 page : std::as_const(pages)) {
        if (!sampled(page)) {
            starts.append((page - 1) * pageSize);
            break;
        }
    }
    if (starts.isEmpty() && !midway) {
        for (const qint64 page : std::as_const(belowRoot)) {
            if (!sampled(page))
                starts.append((page - 1) * pageSize);
        }
    }
    if (starts.isEmpty())
        return QStringLiteral("every page chosen in %1 is one the stamp samples; pick another tree").arg(tree);

    std::error_code failed;
    const std::filesystem::path file(QFile::encodeName(path).toStdString());
    const auto time = std::filesystem::last_write_time(file, failed);
    if (failed)
        return QString::fromStdString(failed.message());
    QFile out(path);
    if (!out.open(QIODevice::ReadWrite))
        return out.errorString();
    for (const qint64 start : std::as_const(starts)) {
        if (!out.seek(start) || out.write(QByteArray(pageSize, '\x5a')) != pageSize)
            return out.errorString();
    }
    out.close();
    std::filesystem::last_write_time(file, time, failed);
    return failed ? QString::fromStdString(failed.message()) : QString();
}
