-- Catalogue tables. Everything here may be rewritten by a catalogue update or an import;
-- the user's own data lives in the tables of 002_user_data.sql and is keyed by model key.
CREATE TABLE meta (
    key   TEXT PRIMARY KEY,
    value TEXT
);

CREATE TABLE organizations (
    id       INTEGER PRIMARY KEY,
    name     TEXT NOT NULL UNIQUE,
    category TEXT,
    country  TEXT
);

CREATE TABLE domains (
    id   INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE
);

CREATE TABLE tasks (
    id   INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE
);

CREATE TABLE hardware (
    id   INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE
);

CREATE TABLE models (
    id                          INTEGER PRIMARY KEY,
    model_key                   TEXT NOT NULL UNIQUE,
    name                        TEXT NOT NULL,
    published                   TEXT,
    year                        INTEGER,
    authors                     TEXT,
    approach                    TEXT,
    parameters                  REAL,
    active_parameters           REAL,
    dataset_size                REAL,
    dataset_unit                TEXT,
    epochs                      REAL,
    training_compute_flop       REAL,
    compute_method              TEXT,
    confidence                  TEXT,
    hardware_quantity           INTEGER,
    training_time_hours         REAL,
    hardware_utilization        REAL,
    power_draw_w                REAL,
    training_cost_usd           REAL,
    model_accessibility         TEXT,
    training_code_accessibility TEXT,
    notability                  TEXT,
    frontier                    INTEGER NOT NULL DEFAULT 0,
    citations                   INTEGER,
    reference                   TEXT,
    link                        TEXT,
    last_modified               TEXT,
    layers                      INTEGER,
    attention_heads             INTEGER,
    kv_heads                    INTEGER,
    head_dim                    INTEGER,
    context_length              INTEGER,
    note                        TEXT,
    weights_repository          TEXT,
    -- Display copies of the joined lists, kept by the writer so that the table never joins per row.
    organizations_text          TEXT,
    categories_text             TEXT,
    countries_text              TEXT,
    domains_text                TEXT,
    hardware_text               TEXT
);

CREATE TABLE model_organizations (
    model_id        INTEGER NOT NULL REFERENCES models(id) ON DELETE CASCADE,
    organization_id INTEGER NOT NULL REFERENCES organizations(id),
    position        INTEGER NOT NULL,
    PRIMARY KEY (model_id, organization_id)
);

CREATE TABLE model_domains (
    model_id  INTEGER NOT NULL REFERENCES models(id) ON DELETE CASCADE,
    domain_id INTEGER NOT NULL REFERENCES domains(id),
    position  INTEGER NOT NULL,
    PRIMARY KEY (model_id, domain_id)
);

CREATE TABLE model_tasks (
    model_id INTEGER NOT NULL REFERENCES models(id) ON DELETE CASCADE,
    task_id  INTEGER NOT NULL REFERENCES tasks(id),
    position INTEGER NOT NULL,
    PRIMARY KEY (model_id, task_id)
);

CREATE TABLE model_hardware (
    model_id    INTEGER NOT NULL REFERENCES models(id) ON DELETE CASCADE,
    hardware_id INTEGER NOT NULL REFERENCES hardware(id),
    position    INTEGER NOT NULL,
    PRIMARY KEY (model_id, hardware_id)
);

-- Indexes that match the filters and the sortable columns.
CREATE INDEX models_published   ON models(published);
CREATE INDEX models_year        ON models(year);
CREATE INDEX models_parameters  ON models(parameters);
CREATE INDEX models_compute     ON models(training_compute_flop);
CREATE INDEX models_access      ON models(model_accessibility);
CREATE INDEX models_name        ON models(name COLLATE NOCASE);
CREATE INDEX model_orgs_org     ON model_organizations(organization_id);
CREATE INDEX model_domains_dom  ON model_domains(domain_id);
CREATE INDEX model_tasks_task   ON model_tasks(task_id);
CREATE INDEX model_hw_hw        ON model_hardware(hardware_id);

CREATE VIRTUAL TABLE models_fts USING fts5(
    name, organizations, authors, reference,
    tokenize = 'unicode61 remove_diacritics 2'
);
