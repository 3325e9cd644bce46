-- Change notifications for the API processes' read caches (docs/adr/0009). Every write to a
-- customer's bookings or wishes, and every token revoked or removed, is announced after commit on a
-- channel that each process LISTENs to; a trigger catches every writer (services, jobs, SQL by hand).
-- NOTIFY folds identical payloads of one transaction into one message.
CREATE FUNCTION kinetic_notify_viewer_marks() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('kinetic_viewer_marks', OLD.user_id::text);
  ELSE
    PERFORM pg_notify('kinetic_viewer_marks', NEW.user_id::text);
    IF TG_OP = 'UPDATE' AND OLD.user_id <> NEW.user_id THEN
      PERFORM pg_notify('kinetic_viewer_marks', OLD.user_id::text);
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER booking_viewer_marks AFTER INSERT OR UPDATE OR DELETE ON "booking"
  FOR EACH ROW EXECUTE FUNCTION kinetic_notify_viewer_marks();
--> statement-breakpoint
CREATE TRIGGER session_wish_viewer_marks AFTER INSERT OR UPDATE OR DELETE ON "session_wish"
  FOR EACH ROW EXECUTE FUNCTION kinetic_notify_viewer_marks();
--> statement-breakpoint
CREATE FUNCTION kinetic_notify_auth() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'app_user' THEN
    PERFORM pg_notify('kinetic_auth', 'user:' || NEW.id);
  ELSE
    PERFORM pg_notify('kinetic_auth', 'token:' || OLD.id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER auth_token_auth AFTER UPDATE OF "revoked_at", "expires_at", "user_id" OR DELETE ON "auth_token"
  FOR EACH ROW EXECUTE FUNCTION kinetic_notify_auth();
--> statement-breakpoint
CREATE TRIGGER app_user_auth AFTER UPDATE OF "category" ON "app_user"
  FOR EACH ROW WHEN (OLD.category IS DISTINCT FROM NEW.category) EXECUTE FUNCTION kinetic_notify_auth();
