-- Several statements in one round trip, each all or nothing on its own (issue 16, docs/adr/0026):
-- the joins that arrive together are seated together. Each call runs in a subtransaction: one that
-- fails (a refused seat, a repeated click on the booking's unique index) undoes only its own writes and
-- answers its error; the others' writes commit together. Each call is `EXECUTE name(values...)` of a
-- statement prepared on this connection (the API's text with $n, prepared here on first use and kept
-- with its plan; the name is a digest of the text), so a repeated statement is not planned again.
-- A text that cannot be prepared fails only its own calls (the name is then unknown). With a
-- lock_timeout, a call that waits longer for a lock fails (55P03) instead of holding up the calls
-- after it while the batch keeps the locks of those before it. Rows come back as JSON, by call.
CREATE OR REPLACE FUNCTION kinetic_each(names text[], texts text[], calls text[], wait_for_locks text DEFAULT '0')
RETURNS TABLE (n int, result jsonb, error_code text, error_message text) LANGUAGE plpgsql AS $$
DECLARE
  answered record;
  prepared text[];
  timeout_before text := current_setting('lock_timeout');
BEGIN
  SELECT coalesce(array_agg(name), '{}') INTO prepared FROM pg_prepared_statements WHERE name = ANY (names);
  FOR j IN 1 .. coalesce(array_length(names, 1), 0) LOOP
    IF NOT names[j] = ANY (prepared) THEN
      BEGIN
        EXECUTE format('PREPARE %I AS %s', names[j], texts[j]);
      EXCEPTION WHEN OTHERS THEN
        RAISE WARNING 'kinetic_each: cannot prepare %: %', names[j], SQLERRM;
      END;
    END IF;
  END LOOP;
  PERFORM set_config('lock_timeout', wait_for_locks, true);
  FOR i IN 1 .. coalesce(array_length(calls, 1), 0) LOOP
    BEGIN
      FOR answered IN EXECUTE calls[i] LOOP
        n := i; result := to_jsonb(answered); error_code := NULL; error_message := NULL;
        RETURN NEXT;
      END LOOP;
    EXCEPTION WHEN OTHERS THEN
      n := i; result := NULL; error_code := SQLSTATE; error_message := SQLERRM;
      RETURN NEXT;
    END;
  END LOOP;
  PERFORM set_config('lock_timeout', timeout_before, true);
END $$;
