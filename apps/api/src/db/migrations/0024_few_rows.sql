-- The elements of an array, estimated as one row (ADR 28). A statement that answers the requests
-- gathered together takes their values as arrays; PostgreSQL reckons an unnest or "= any" of an
-- array parameter at 10 to 100 rows, so the generic plan of such a statement looked ten times dearer
-- than a custom plan for the one or few values actually sent, and was never chosen: the join's facts
-- read and the token lookup were planned anew on every run, a sixth of the database's time under load.
-- This function is not inlined (plpgsql), so its ROWS 1 stands, and the generic plan is the one kept.
CREATE OR REPLACE FUNCTION kinetic_elements(items anyarray) RETURNS SETOF anyelement
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE ROWS 1 AS $$
BEGIN
  RETURN QUERY SELECT unnest(items);
END $$;
--> statement-breakpoint
-- Every booking queues its confirmation, whose bodies together pass the 2 kB at which PostgreSQL
-- compresses a row's values: pglz was a twentieth of the database's time under joins, lz4 compresses
-- several times faster. PGlite is built without lz4 and keeps pglz.
DO $$
BEGIN
  ALTER TABLE mail_queue
    ALTER COLUMN html_body SET COMPRESSION lz4,
    ALTER COLUMN text_body SET COMPRESSION lz4,
    ALTER COLUMN attachments SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported THEN
  NULL;
END $$;
