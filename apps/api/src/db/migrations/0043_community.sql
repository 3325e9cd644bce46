CREATE TABLE "calendar_feed" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_link" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_programme" (
	"brand_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"welcome_promo_id" integer,
	"referrer_reward" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "referral_programme_brand_id_store_id_pk" PRIMARY KEY("brand_id","store_id"),
	CONSTRAINT "referral_programme_reward_ck" CHECK ("referral_programme"."referrer_reward" >= 0)
);
--> statement-breakpoint
CREATE TABLE "referral" (
	"id" serial PRIMARY KEY NOT NULL,
	"referrer_user_id" integer NOT NULL,
	"friend_user_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"status" text DEFAULT 'JOINED' NOT NULL,
	"refused_reason" text,
	"purchase_id" integer,
	"reward_amount" integer,
	"reward_currency_code" text,
	"rewarded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_friend_user_id_unique" UNIQUE("friend_user_id"),
	CONSTRAINT "referral_status_ck" CHECK ("referral"."status" in ('JOINED', 'REWARDED', 'REFUSED')),
	CONSTRAINT "referral_not_self_ck" CHECK ("referral"."referrer_user_id" <> "referral"."friend_user_id")
);
--> statement-breakpoint
CREATE TABLE "review_report" (
	"review_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_report_review_id_user_id_pk" PRIMARY KEY("review_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "review" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"trainer_user_id" integer,
	"gym_user_id" integer,
	"rating" smallint NOT NULL,
	"body" text,
	"gym_rating" smallint,
	"reply" text,
	"replied_at" timestamp with time zone,
	"replied_by_user_id" integer,
	"hidden_at" timestamp with time zone,
	"hidden_reason" text,
	"hidden_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_booking_id_unique" UNIQUE("booking_id"),
	CONSTRAINT "review_rating_ck" CHECK ("review"."rating" between 1 and 5),
	CONSTRAINT "review_gym_rating_ck" CHECK ("review"."gym_rating" is null or "review"."gym_rating" between 1 and 5),
	CONSTRAINT "review_hidden_ck" CHECK (("review"."hidden_at" is null) = ("review"."hidden_reason" is null))
);
--> statement-breakpoint
ALTER TABLE "wallet_ledger" DROP CONSTRAINT "wallet_ledger_reason_ck";--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "review_asked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "fitness_class" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "fitness_class" ADD COLUMN "rating_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_code" ADD COLUMN "referral_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD COLUMN "referral_id" integer;--> statement-breakpoint
ALTER TABLE "calendar_feed" ADD CONSTRAINT "calendar_feed_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_link" ADD CONSTRAINT "referral_link_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_programme" ADD CONSTRAINT "referral_programme_brand_id_brand_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brand"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_programme" ADD CONSTRAINT "referral_programme_store_id_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."store"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_programme" ADD CONSTRAINT "referral_programme_welcome_promo_id_promo_code_id_fk" FOREIGN KEY ("welcome_promo_id") REFERENCES "public"."promo_code"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral" ADD CONSTRAINT "referral_referrer_user_id_app_user_id_fk" FOREIGN KEY ("referrer_user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral" ADD CONSTRAINT "referral_friend_user_id_app_user_id_fk" FOREIGN KEY ("friend_user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral" ADD CONSTRAINT "referral_brand_id_brand_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brand"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral" ADD CONSTRAINT "referral_purchase_id_purchase_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchase"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_report" ADD CONSTRAINT "review_report_review_id_review_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."review"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_report" ADD CONSTRAINT "review_report_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review" ADD CONSTRAINT "review_booking_id_booking_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."booking"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review" ADD CONSTRAINT "review_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review" ADD CONSTRAINT "review_class_id_fitness_class_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."fitness_class"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review" ADD CONSTRAINT "review_trainer_user_id_app_user_id_fk" FOREIGN KEY ("trainer_user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review" ADD CONSTRAINT "review_gym_user_id_app_user_id_fk" FOREIGN KEY ("gym_user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review" ADD CONSTRAINT "review_replied_by_user_id_app_user_id_fk" FOREIGN KEY ("replied_by_user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review" ADD CONSTRAINT "review_hidden_by_user_id_app_user_id_fk" FOREIGN KEY ("hidden_by_user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feed_token_uq" ON "calendar_feed" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_link_code_uq" ON "referral_link" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "referral_referrer_idx" ON "referral" USING btree ("referrer_user_id","created_at");--> statement-breakpoint
CREATE INDEX "review_class_idx" ON "review" USING btree ("class_id","created_at");--> statement-breakpoint
CREATE INDEX "review_trainer_idx" ON "review" USING btree ("trainer_user_id","created_at");--> statement-breakpoint
CREATE INDEX "review_gym_idx" ON "review" USING btree ("gym_user_id","created_at");--> statement-breakpoint
CREATE INDEX "review_user_idx" ON "review" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_reason_ck" CHECK ("wallet_ledger"."reason" in ('GRANT', 'PURCHASE', 'RELEASE', 'REFUND', 'ADJUST', 'FEE', 'FEE_RETURN', 'REFERRAL'));