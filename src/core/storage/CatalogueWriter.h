#pragma once

#include "ModelRecord.h"
#include "SqliteStatement.h"

#include <QHash>
#include <QPair>
#include <QSet>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QVector>

#include <array>
#include <memory>
#include <optional>

// Merges model records into the catalogue tables: matched by stable key, new models added,
// changed ones rewritten, everything else (and the user's tables) left alone. The caller decides
// the transaction, so that a whole import lands completely or not at all.
//
// A writer prepares each statement once and remembers the ids of the organisations, domains, tasks
// and hardware it has looked up (an import of 100,000 rows would otherwise prepare millions of
// statements). So use one writer per transaction, and none after a rollback: its ids may be gone.
class CatalogueWriter
{
public:
    struct Stats
    {
        int added = 0;
        int updated = 0;
        int unchanged = 0;
        // The model the last writeModel() added or changed (0 when it left it unchanged).
        qint64 lastWrittenId = 0;
    };

    explicit CatalogueWriter(QSqlDatabase db);

    // `overwrite` false only fills in what the catalogue does not know yet (imports must not replace
    // our curated categories and countries).
    bool writeOrganizations(const QVector<Organization> &organizations, QString *error, bool overwrite = true);
    // Writes one model; `stats` counts what happened to it.
    bool writeModel(const ModelRecord &record, Stats *stats, QString *error);
    // The same, for a caller that has already read what the catalogue holds under this key
    // (the importer merges into it), so that it is not read twice.
    bool writeModel(const ModelRecord &record, const std::optional<ModelRecord> &existing, Stats *stats,
                    QString *error);

    struct LinkTable;

private:
    QSqlQuery &prepared(const QString &sql);
    // The statements every model writes, bound through SQLite directly (SqliteStatement) and found
    // by slot, not by their text: hashing a 900-character INSERT per row was measurable.
    enum Slot { ModelInsert, ModelUpdate, SearchRead, SearchDelete, SearchInsert, FirstLinkSlot, SlotCount = FirstLinkSlot + 8 };
    SqliteStatement &statement(int slot, const QString &sql);
    qint64 idFor(const QString &table, const QString &name, QString *error);
    bool replaceLinks(qint64 modelId, bool isNew, const LinkTable &table, const QStringList &names, QString *error);
    bool writeModelRows(const ModelRecord &record, const std::optional<ModelRecord> &existing, Stats *stats,
                        QString *error);
    bool removeFromSearchIndex(qint64 modelId, QString *error);
    bool addToSearchIndex(qint64 modelId, const ModelRecord &record, QString *error);
    void lookUpOrganizationFacts(const QStringList &organizations, QStringList *categories,
                                 QStringList *countries);

    QSqlDatabase m_db;
    QHash<QString, QSqlQuery> m_statements;                       // by SQL text
    std::array<std::unique_ptr<SqliteStatement>, SlotCount> m_native;
    QHash<QString, QHash<QString, qint64>> m_ids;                 // table → name → id
    QHash<QString, QPair<QString, QString>> m_organizationFacts;  // name → (category, country)
    QSet<QString> m_organizationsWritten;                          // name, facts and mode already merged
    QVector<ModelSource> m_lastSources;                            // and their JSON, for the next model
    QString m_lastSourcesJson;
};
