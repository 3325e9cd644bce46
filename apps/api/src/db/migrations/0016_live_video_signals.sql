CREATE TABLE "live_signal" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"from_user_id" integer NOT NULL,
	"from_role" text NOT NULL,
	"to_user_id" integer,
	"to_role" text NOT NULL,
	"kind" text NOT NULL,
	"body" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_signal_role_ck" CHECK ("live_signal"."from_role" in ('HOST', 'VIEWER') and "live_signal"."to_role" in ('HOST', 'VIEWER'))
);
--> statement-breakpoint
ALTER TABLE "live_signal" ADD CONSTRAINT "live_signal_session_id_class_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."class_session"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_signal" ADD CONSTRAINT "live_signal_from_user_id_app_user_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_signal" ADD CONSTRAINT "live_signal_to_user_id_app_user_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_signal_session_idx" ON "live_signal" USING btree ("session_id","id");--> statement-breakpoint
CREATE INDEX "live_signal_created_idx" ON "live_signal" USING btree ("created_at");