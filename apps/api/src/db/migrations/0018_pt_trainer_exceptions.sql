CREATE TABLE "pt_trainer_exception" (
	"id" serial PRIMARY KEY NOT NULL,
	"pt_trainer_id" integer NOT NULL,
	"local_date" date NOT NULL,
	"start_time" time,
	"end_time" time,
	"note" varchar(200),
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pt_trainer_exception_start_uq" UNIQUE NULLS NOT DISTINCT("pt_trainer_id","local_date","start_time"),
	CONSTRAINT "pt_trainer_exception_times_ck" CHECK (("pt_trainer_exception"."start_time" is null) = ("pt_trainer_exception"."end_time" is null)),
	CONSTRAINT "pt_trainer_exception_order_ck" CHECK ("pt_trainer_exception"."end_time" > "pt_trainer_exception"."start_time")
);
--> statement-breakpoint
ALTER TABLE "pt_trainer_exception" ADD CONSTRAINT "pt_trainer_exception_pt_trainer_id_pt_trainer_id_fk" FOREIGN KEY ("pt_trainer_id") REFERENCES "public"."pt_trainer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pt_trainer_exception" ADD CONSTRAINT "pt_trainer_exception_created_by_user_id_app_user_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;