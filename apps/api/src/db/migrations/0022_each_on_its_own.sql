-- Several statements in one round trip, each all or nothing on its own (issue 16, docs/adr/0026):
-- the joins that arrive together are seated together. Each call runs in a subtransaction: one that
-- fails (a refused seat, a repeated click on the booking's unique index) undoes only its own writes and
-- answers its error; the others' writes commit together. Each call is `EXECUTE name(values...)` of a
-- statement prepared on this connection (the API's text with $n, prepared here on first use and kept
-- with its plan), so a repeated statement is not planned again. Rows come back as JSON, numbered by call.
CREATE OR REPLACE FUNCTION kinetic_each(names text[], texts text[], calls text[])
RETURNS TABLE (n int, result jsonb, error_code text, error_message text) LANGUAGE plpgsql AS $$
DECLARE
  answered record;
  prepared text[];
BEGIN
  SELECT coalesce(array_agg(name), '{}') INTO prepared FROM pg_prepared_statements WHERE name = ANY (names);
  FOR j IN 1 .. coalesce(array_length(names, 1), 0) LOOP
    IF NOT names[j] = ANY (prepared) THEN
      EXECUTE format('PREPARE %I AS %s', names[j], texts[j]);
    END IF;
  END LOOP;
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
END $$;
