-- A booking carries its session's start (issue 16): a member's upcoming bookings, read on every class
-- list they open, are one range of booking_user_upcoming_idx instead of their whole history joined to
-- the sessions. Triggers keep it for every writer (services, jobs, the seed, SQL by hand).
ALTER TABLE "booking" ADD COLUMN "session_starts_at" timestamp with time zone;--> statement-breakpoint
-- The backfill changes no one's bookings: the change feed's trigger would queue an event a row.
ALTER TABLE "booking" DISABLE TRIGGER booking_viewer_marks;--> statement-breakpoint
UPDATE "booking" b SET "session_starts_at" = s."starts_at" FROM "class_session" s WHERE s."id" = b."session_id";--> statement-breakpoint
ALTER TABLE "booking" ENABLE TRIGGER booking_viewer_marks;--> statement-breakpoint
CREATE INDEX "booking_user_upcoming_idx" ON "booking" USING btree ("user_id","session_starts_at") WHERE "booking"."status" = 'BOOKED';--> statement-breakpoint
CREATE FUNCTION kinetic_booking_session_start() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT starts_at INTO NEW.session_starts_at FROM class_session WHERE id = NEW.session_id;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER booking_session_start BEFORE INSERT OR UPDATE OF "session_id" ON "booking"
  FOR EACH ROW EXECUTE FUNCTION kinetic_booking_session_start();
--> statement-breakpoint
CREATE FUNCTION kinetic_session_start_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE booking SET session_starts_at = NEW.starts_at WHERE session_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER class_session_start_moved AFTER UPDATE OF "starts_at" ON "class_session"
  FOR EACH ROW WHEN (OLD.starts_at IS DISTINCT FROM NEW.starts_at) EXECUTE FUNCTION kinetic_session_start_moved();
