CREATE TABLE "booking_fee" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"owner_user_id" integer NOT NULL,
	"booking_id" integer NOT NULL,
	"kind" text NOT NULL,
	"unit" text NOT NULL,
	"amount" integer NOT NULL,
	"currency_code" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"source" text,
	"user_package_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"taken_at" timestamp with time zone,
	"waived_at" timestamp with time zone,
	"waived_by_user_id" integer,
	"waive_reason" text,
	CONSTRAINT "booking_fee_kind_ck" CHECK ("booking_fee"."kind" in ('NO_SHOW', 'LATE_CANCEL')),
	CONSTRAINT "booking_fee_unit_ck" CHECK (("booking_fee"."unit" = 'CREDITS' and "booking_fee"."currency_code" is null) or ("booking_fee"."unit" = 'MONEY' and "booking_fee"."currency_code" is not null)),
	CONSTRAINT "booking_fee_amount_ck" CHECK ("booking_fee"."amount" > 0),
	CONSTRAINT "booking_fee_status_ck" CHECK ("booking_fee"."status" in ('PENDING', 'TAKEN', 'OWED', 'WAIVED')),
	CONSTRAINT "booking_fee_source_ck" CHECK ("booking_fee"."source" is null or "booking_fee"."source" in ('CREDITS', 'WALLET'))
);
--> statement-breakpoint
ALTER TABLE "credit_ledger" DROP CONSTRAINT "credit_ledger_reason_ck";--> statement-breakpoint
ALTER TABLE "wallet_ledger" DROP CONSTRAINT "wallet_ledger_reason_ck";--> statement-breakpoint
ALTER TABLE "seat_policy" ADD COLUMN "fee_unit" text DEFAULT 'CREDITS' NOT NULL;--> statement-breakpoint
ALTER TABLE "seat_policy" ADD COLUMN "late_cancel_fee" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "seat_policy" ADD COLUMN "no_show_fee" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "seat_policy" ADD COLUMN "fee_delay_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "seat_policy" ADD COLUMN "self_check_in_minutes" integer;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD COLUMN "booking_fee_id" integer;--> statement-breakpoint
ALTER TABLE "booking_fee" ADD CONSTRAINT "booking_fee_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_fee" ADD CONSTRAINT "booking_fee_owner_user_id_app_user_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_fee" ADD CONSTRAINT "booking_fee_booking_id_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_fee" ADD CONSTRAINT "booking_fee_user_package_id_user_package_id_fk" FOREIGN KEY ("user_package_id") REFERENCES "public"."user_package"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_fee" ADD CONSTRAINT "booking_fee_waived_by_user_id_app_user_id_fk" FOREIGN KEY ("waived_by_user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_fee_booking_uq" ON "booking_fee" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "booking_fee_due_idx" ON "booking_fee" USING btree ("due_at") WHERE "booking_fee"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "booking_fee_user_idx" ON "booking_fee" USING btree ("user_id","owner_user_id");--> statement-breakpoint
CREATE INDEX "booking_fee_owed_idx" ON "booking_fee" USING btree ("user_id","currency_code") WHERE "booking_fee"."status" = 'OWED';--> statement-breakpoint
ALTER TABLE "seat_policy" ADD CONSTRAINT "seat_policy_fees_ck" CHECK ("seat_policy"."fee_unit" in ('CREDITS', 'MONEY') and "seat_policy"."late_cancel_fee" >= 0 and "seat_policy"."no_show_fee" >= 0 and "seat_policy"."fee_delay_hours" >= 0 and ("seat_policy"."self_check_in_minutes" is null or "seat_policy"."self_check_in_minutes" > 0));--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_reason_ck" CHECK ("credit_ledger"."reason" in ('PURCHASE', 'GRANT', 'BOOKING', 'REFUND', 'ADJUST', 'FEE', 'FEE_RETURN'));--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_reason_ck" CHECK ("wallet_ledger"."reason" in ('GRANT', 'PURCHASE', 'RELEASE', 'REFUND', 'ADJUST', 'FEE', 'FEE_RETURN'));