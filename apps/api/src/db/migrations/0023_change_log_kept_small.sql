-- The change log stays small (docs/adr/0027). kinetic_flush_changes now answers how many log rows it
-- removed, so the process that flushed knows when the log's dead rows are worth a VACUUM: every flush
-- deletes what it announces, and the space of deleted rows is reused only once the table is vacuumed.
-- PGlite has no autovacuum, and PostgreSQL's visits a table at most once a minute; meanwhile every
-- flush scanned the whole heap (1.8 million bookings written in one statement left 116 MB, and each
-- flush took 20-150 ms for as long as the heap stayed that size).
CREATE OR REPLACE FUNCTION kinetic_flush_changes(marker_channel text, marker text) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  channels text[];
  payloads text[];
  removed integer;
BEGIN
  WITH gone AS (DELETE FROM change_log RETURNING channel, payload),
  counted AS (SELECT count(*)::int AS n FROM gone)
  SELECT array_agg(d.channel), array_agg(d.payload), (SELECT n FROM counted) INTO channels, payloads, removed
  FROM (SELECT DISTINCT channel, payload FROM gone) d;
  FOR i IN 1 .. coalesce(array_length(channels, 1), 0) LOOP
    PERFORM pg_notify(channels[i], payloads[i]);
  END LOOP;
  IF marker_channel IS NOT NULL THEN
    PERFORM pg_notify(marker_channel, marker);
  END IF;
  RETURN removed;
END $$;
