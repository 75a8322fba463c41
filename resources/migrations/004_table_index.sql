-- The catalogue table filters and sorts in memory (CatalogueIndex) and reads these fields of every
-- model when it starts. A covering index lets that read skip the wide rows: at 100,000 models the
-- table itself is about 170 MB, this index a few.
CREATE INDEX models_table_fields ON models(year, published, parameters, training_compute_flop, model_accessibility);
