-- A join's seat, debit, booking, ledger row, mail and notifications are one statement, run on its own
-- (issue 16, docs/adr/0025): no BEGIN and COMMIT round trips, and the session's row is locked only
-- while that statement runs. A statement that took the seat but could not be paid (or found no seat,
-- when it carries the booking's mail and notifications) must then write nothing: it ends by calling
-- kinetic_refuse, whose error rolls the whole statement back and names the reason to the caller.
CREATE OR REPLACE FUNCTION kinetic_refuse(reason text) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'kinetic_refused:%', reason USING ERRCODE = 'KN001';
END $$;
