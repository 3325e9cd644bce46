CREATE TABLE "pt_trainer_hours" (
	"id" serial PRIMARY KEY NOT NULL,
	"pt_trainer_id" integer NOT NULL,
	"weekday" smallint NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	CONSTRAINT "pt_trainer_hours_day_ck" CHECK ("pt_trainer_hours"."weekday" between 0 and 6),
	CONSTRAINT "pt_trainer_hours_time_ck" CHECK ("pt_trainer_hours"."end_time" > "pt_trainer_hours"."start_time")
);
--> statement-breakpoint
CREATE TABLE "pt_trainer" (
	"id" serial PRIMARY KEY NOT NULL,
	"gym_user_id" integer NOT NULL,
	"trainer_user_id" integer NOT NULL,
	"price" integer NOT NULL,
	"currency_code" text NOT NULL,
	"session_minutes" smallint NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pt_trainer_price_ck" CHECK ("pt_trainer"."price" >= 0),
	CONSTRAINT "pt_trainer_minutes_ck" CHECK ("pt_trainer"."session_minutes" between 15 and 240)
);
--> statement-breakpoint
ALTER TABLE "pt_trainer_hours" ADD CONSTRAINT "pt_trainer_hours_pt_trainer_id_pt_trainer_id_fk" FOREIGN KEY ("pt_trainer_id") REFERENCES "public"."pt_trainer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pt_trainer" ADD CONSTRAINT "pt_trainer_gym_user_id_app_user_id_fk" FOREIGN KEY ("gym_user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pt_trainer" ADD CONSTRAINT "pt_trainer_trainer_user_id_app_user_id_fk" FOREIGN KEY ("trainer_user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pt_trainer_hours_trainer_idx" ON "pt_trainer_hours" USING btree ("pt_trainer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pt_trainer_gym_trainer_uq" ON "pt_trainer" USING btree ("gym_user_id","trainer_user_id");