-- The catalogue table sorts by its text columns in memory too (CatalogueIndex): it reads them with the
-- other fields when it starts, from this covering index, instead of asking SQLite to sort the wide rows
-- the first time a text column is clicked (190 ms at 100,000 models). The texts are few and repeat
-- (a few hundred organisation lists among 100,000 models), so the index grows by a few megabytes.
DROP INDEX models_table_fields;
CREATE INDEX models_table_fields ON models(year, published, parameters, training_compute_flop, model_accessibility,
                                           organizations_text, countries_text, domains_text, hardware_text);
