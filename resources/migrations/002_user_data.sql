-- The user's own data. Keyed by the stable model key, never by row id, so that a catalogue update or
-- an import that rewrites the catalogue tables leaves favourites and notes attached to their model.
CREATE TABLE user_favourites (
    model_key TEXT PRIMARY KEY,
    added     TEXT NOT NULL
);

CREATE TABLE user_notes (
    model_key TEXT PRIMARY KEY,
    body      TEXT NOT NULL,
    updated   TEXT NOT NULL
);
