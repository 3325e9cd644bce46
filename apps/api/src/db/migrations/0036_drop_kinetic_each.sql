-- A customer's join is one short transaction of its own (docs/adr/0034): joins are no longer gathered
-- into one statement of subtransactions, so kinetic_each (migration 0022), which ran them with their
-- values written into its text, is dropped. kinetic_elements (migration 0024) stays: the token lookup
-- uses it.
DROP FUNCTION IF EXISTS kinetic_each(text[], text[], text[], text);
