CREATE TABLE "booking_free_cancel" (
	"booking_id" integer PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_free_cancel_reason_ck" CHECK ("booking_free_cancel"."reason" in ('RAMADAN_MOVE'))
);
--> statement-breakpoint
CREATE TABLE "branch_ramadan_hours" (
	"branch_id" integer NOT NULL,
	"hijri_year" smallint NOT NULL,
	"windows" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "branch_ramadan_hours_branch_id_hijri_year_pk" PRIMARY KEY("branch_id","hijri_year")
);
--> statement-breakpoint
CREATE TABLE "ramadan_timing" (
	"timing_id" integer PRIMARY KEY NOT NULL,
	"source_timing_id" integer NOT NULL,
	"hijri_year" smallint NOT NULL,
	"mode" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ramadan_timing_mode_ck" CHECK ("ramadan_timing"."mode" in ('MOVE', 'COPY'))
);
--> statement-breakpoint
ALTER TABLE "booking_free_cancel" ADD CONSTRAINT "booking_free_cancel_booking_id_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branch_ramadan_hours" ADD CONSTRAINT "branch_ramadan_hours_branch_id_gym_branch_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."gym_branch"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ramadan_timing" ADD CONSTRAINT "ramadan_timing_timing_id_class_timing_id_fk" FOREIGN KEY ("timing_id") REFERENCES "public"."class_timing"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ramadan_timing" ADD CONSTRAINT "ramadan_timing_source_timing_id_class_timing_id_fk" FOREIGN KEY ("source_timing_id") REFERENCES "public"."class_timing"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ramadan_timing_source_uq" ON "ramadan_timing" USING btree ("source_timing_id","hijri_year");