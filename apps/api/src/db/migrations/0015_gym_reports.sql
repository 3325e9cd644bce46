CREATE TABLE "trainer_rate" (
	"id" serial PRIMARY KEY NOT NULL,
	"gym_user_id" integer NOT NULL,
	"trainer_user_id" integer NOT NULL,
	"amount_per_session" integer NOT NULL,
	"currency_code" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trainer_rate_amount_ck" CHECK ("trainer_rate"."amount_per_session" >= 0)
);
--> statement-breakpoint
CREATE TABLE "transaction_correction" (
	"id" serial PRIMARY KEY NOT NULL,
	"purchase_id" integer NOT NULL,
	"gym_user_id" integer NOT NULL,
	"old_amount" integer NOT NULL,
	"new_amount" integer NOT NULL,
	"actor_user_id" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transaction_correction_amounts_ck" CHECK ("transaction_correction"."old_amount" >= 0 and "transaction_correction"."new_amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "trainer_rate" ADD CONSTRAINT "trainer_rate_gym_user_id_app_user_id_fk" FOREIGN KEY ("gym_user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainer_rate" ADD CONSTRAINT "trainer_rate_trainer_user_id_app_user_id_fk" FOREIGN KEY ("trainer_user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_correction" ADD CONSTRAINT "transaction_correction_purchase_id_purchase_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchase"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_correction" ADD CONSTRAINT "transaction_correction_gym_user_id_app_user_id_fk" FOREIGN KEY ("gym_user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transaction_correction" ADD CONSTRAINT "transaction_correction_actor_user_id_app_user_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "trainer_rate_uq" ON "trainer_rate" USING btree ("gym_user_id","trainer_user_id");--> statement-breakpoint
CREATE INDEX "transaction_correction_purchase_idx" ON "transaction_correction" USING btree ("purchase_id","id");--> statement-breakpoint
CREATE INDEX "transaction_correction_gym_idx" ON "transaction_correction" USING btree ("gym_user_id");--> statement-breakpoint
CREATE INDEX "purchase_gym_paid_idx" ON "purchase" USING btree ("gym_user_id","paid_at") WHERE "purchase"."status" = 'PAID';