-- Every catalogue write raises this number in the same transaction; each
-- server instance reloads its in-memory snapshot when it changes.
INSERT INTO meta (key, value) VALUES ('catalogue_version', '0');
