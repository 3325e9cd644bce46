CREATE TABLE "seat_policy" (
	"owner_user_id" integer PRIMARY KEY NOT NULL,
	"waitlist_mode" text DEFAULT 'AUTO' NOT NULL,
	"offer_claim_minutes" integer DEFAULT 30 NOT NULL,
	"offer_cutoff_minutes" integer DEFAULT 60 NOT NULL,
	"waitlist_max" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seat_policy_mode_ck" CHECK ("seat_policy"."waitlist_mode" in ('AUTO', 'OFFER')),
	CONSTRAINT "seat_policy_minutes_ck" CHECK ("seat_policy"."offer_claim_minutes" > 0 and "seat_policy"."offer_cutoff_minutes" >= 0),
	CONSTRAINT "seat_policy_max_ck" CHECK ("seat_policy"."waitlist_max" is null or "seat_policy"."waitlist_max" > 0)
);
--> statement-breakpoint
CREATE TABLE "waitlist_offer" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kid_id" integer,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"offered_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"booking_id" integer,
	CONSTRAINT "waitlist_offer_status_ck" CHECK ("waitlist_offer"."status" in ('OPEN', 'CLAIMED', 'EXPIRED', 'DECLINED'))
);
--> statement-breakpoint
ALTER TABLE "seat_policy" ADD CONSTRAINT "seat_policy_owner_user_id_app_user_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offer" ADD CONSTRAINT "waitlist_offer_session_id_class_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."class_session"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offer" ADD CONSTRAINT "waitlist_offer_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offer" ADD CONSTRAINT "waitlist_offer_kid_id_user_kid_id_fk" FOREIGN KEY ("kid_id") REFERENCES "public"."user_kid"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offer" ADD CONSTRAINT "waitlist_offer_booking_id_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_offer_open_uq" ON "waitlist_offer" USING btree ("session_id","user_id",coalesce("kid_id", 0)) WHERE "waitlist_offer"."status" = 'OPEN';--> statement-breakpoint
CREATE INDEX "waitlist_offer_due_idx" ON "waitlist_offer" USING btree ("expires_at") WHERE "waitlist_offer"."status" = 'OPEN';--> statement-breakpoint
CREATE INDEX "waitlist_offer_user_idx" ON "waitlist_offer" USING btree ("user_id") WHERE "waitlist_offer"."status" = 'OPEN';