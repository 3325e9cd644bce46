ALTER TABLE "purchase" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "purchase" ADD COLUMN "credited_at" timestamp with time zone;