-- Changes announced after commit, not inside the writing transaction (issue 16, docs/adr/0014). A
-- transaction that runs NOTIFY takes a database-wide lock at commit and holds it while its commit is
-- written to disk, so every booking (its trigger announced the customer's marks) waited for every
-- other: joins ran at a quarter of the rate the same statements reach without it. Triggers and writers
-- now add a row to change_log, in their transaction; kinetic_flush_changes, called by each API process
-- after its writes and once a second, deletes the committed rows and NOTIFYs them. The table is
-- UNLOGGED: the flush writes nothing to the WAL, so its own commit (and the lock) is brief; a server
-- crash empties it, and every process then drops its caches anyway (its LISTEN connection is lost).
CREATE UNLOGGED TABLE "change_log" (
  "channel" text NOT NULL,
  "payload" text NOT NULL
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kinetic_notify_viewer_marks() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO change_log VALUES ('kinetic_viewer_marks', OLD.user_id::text);
  ELSE
    INSERT INTO change_log VALUES ('kinetic_viewer_marks', NEW.user_id::text);
    IF TG_OP = 'UPDATE' AND OLD.user_id <> NEW.user_id THEN
      INSERT INTO change_log VALUES ('kinetic_viewer_marks', OLD.user_id::text);
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kinetic_notify_auth() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'app_user' THEN
    INSERT INTO change_log VALUES ('kinetic_auth', 'user:' || NEW.id);
  ELSE
    INSERT INTO change_log VALUES ('kinetic_auth', 'token:' || OLD.id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Announces every committed change once (identical ones folded), then `marker` on `marker_channel`
-- (when given): a process that sees its marker come back has seen every change committed before the
-- call. Two processes flushing at once each announce what they deleted; neither announces a row twice.
CREATE FUNCTION kinetic_flush_changes(marker_channel text, marker text) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  channels text[];
  payloads text[];
  changes integer;
BEGIN
  WITH gone AS (DELETE FROM change_log RETURNING channel, payload)
  SELECT array_agg(channel), array_agg(payload) INTO channels, payloads
  FROM (SELECT DISTINCT channel, payload FROM gone) distinct_changes;
  changes := coalesce(array_length(channels, 1), 0);
  FOR i IN 1 .. changes LOOP
    PERFORM pg_notify(channels[i], payloads[i]);
  END LOOP;
  IF marker_channel IS NOT NULL THEN
    PERFORM pg_notify(marker_channel, marker);
  END IF;
  RETURN changes;
END $$;
