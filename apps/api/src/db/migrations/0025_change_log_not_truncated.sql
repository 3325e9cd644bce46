-- change_log's emptied pages stay with it and are reused (docs/adr/0027): giving them back takes the
-- table's exclusive lock, which a VACUUM waits for in steps of 50 ms while writers insert, and then
-- every writer's change_log row waits for it. Autovacuum follows this setting; the flushing process
-- asks for the truncation by name after a bulk write's log (TRUNCATE_CHANGE_LOG_AFTER_ROWS).
ALTER TABLE change_log SET (vacuum_truncate = false);
