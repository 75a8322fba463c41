-- Devices the user entered in the From hardware view because the shipped list lacks them. Kept apart
-- from the catalogue tables so that a catalogue update or an import never removes them.
CREATE TABLE user_hardware (
    name          TEXT PRIMARY KEY,
    memory_gb     REAL NOT NULL CHECK (memory_gb > 0),
    bandwidth_gbs REAL NOT NULL CHECK (bandwidth_gbs > 0),
    added         TEXT NOT NULL
);
