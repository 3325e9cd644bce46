CREATE TABLE "booking_strike" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"owner_user_id" integer NOT NULL,
	"booking_id" integer NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"waived_at" timestamp with time zone,
	"waived_by_user_id" integer,
	"waive_reason" text,
	CONSTRAINT "booking_strike_kind_ck" CHECK ("booking_strike"."kind" in ('NO_SHOW', 'LATE_CANCEL'))
);
--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "attendance" text;--> statement-breakpoint
ALTER TABLE "seat_policy" ADD COLUMN "strike_limit" integer;--> statement-breakpoint
ALTER TABLE "seat_policy" ADD COLUMN "strike_window_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "seat_policy" ADD COLUMN "strike_pause_days" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "seat_policy" ADD COLUMN "late_cancel_strikes" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "class_session" ADD COLUMN "roll_closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_strike" ADD CONSTRAINT "booking_strike_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_strike" ADD CONSTRAINT "booking_strike_owner_user_id_app_user_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_strike" ADD CONSTRAINT "booking_strike_booking_id_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_strike" ADD CONSTRAINT "booking_strike_waived_by_user_id_app_user_id_fk" FOREIGN KEY ("waived_by_user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_strike_booking_uq" ON "booking_strike" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "booking_strike_user_idx" ON "booking_strike" USING btree ("user_id","owner_user_id","created_at");--> statement-breakpoint
ALTER TABLE "booking" ADD CONSTRAINT "booking_attendance_ck" CHECK ("booking"."attendance" is null or "booking"."attendance" in ('ATTENDED', 'NO_SHOW'));--> statement-breakpoint
ALTER TABLE "seat_policy" ADD CONSTRAINT "seat_policy_strikes_ck" CHECK (("seat_policy"."strike_limit" is null or "seat_policy"."strike_limit" > 0) and "seat_policy"."strike_window_days" > 0 and "seat_policy"."strike_pause_days" > 0);