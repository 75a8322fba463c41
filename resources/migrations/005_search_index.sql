-- The search index reads the text it indexes from the models table (external content) instead of
-- keeping a second copy of every name, organisation list, author list and reference: at 100,000
-- models that copy was 38 MB, a quarter of what an import writes. columnsize = 0: nothing ranks
-- results by length. CatalogueWriter keeps the index in step with the rows.
DROP TABLE models_fts;
CREATE VIRTUAL TABLE models_fts USING fts5(
    name, organizations_text, authors, reference,
    content = 'models', content_rowid = 'id', columnsize = 0,
    tokenize = 'unicode61 remove_diacritics 2'
);
INSERT INTO models_fts(models_fts) VALUES('rebuild');

-- The covering index of migration 004 starts with the year, so it answers everything this one did;
-- one index fewer to build after a large import.
DROP INDEX IF EXISTS models_year;
