CREATE TABLE "payment_event" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"gateway" text NOT NULL,
	"source" text NOT NULL,
	"purchase_id" integer,
	"gateway_payment_id" text,
	"gateway_status" text,
	"signature_valid" boolean,
	"outcome" text NOT NULL,
	"payload" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_event_source_ck" CHECK ("payment_event"."source" in ('WEBHOOK', 'CALLBACK', 'POLL', 'DIRECT'))
);
--> statement-breakpoint
CREATE TABLE "promo_code" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"discount_type" text NOT NULL,
	"discount_value" integer NOT NULL,
	"extra_credits" integer DEFAULT 0 NOT NULL,
	"extra_days" integer DEFAULT 0 NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_to" timestamp with time zone,
	"max_uses" integer,
	"max_uses_per_user" integer,
	"package_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"gym_user_id" integer,
	"currency_code" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_code_type_ck" CHECK ("promo_code"."discount_type" in ('PERCENTAGE', 'AMOUNT')),
	CONSTRAINT "promo_code_amounts_ck" CHECK ("promo_code"."discount_value" >= 0 and "promo_code"."extra_credits" >= 0 and "promo_code"."extra_days" >= 0)
);
--> statement-breakpoint
CREATE TABLE "promo_redemption" (
	"id" serial PRIMARY KEY NOT NULL,
	"promo_id" integer NOT NULL,
	"user_id" integer,
	"purchase_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_redemption_purchase_id_unique" UNIQUE("purchase_id")
);
--> statement-breakpoint
CREATE TABLE "purchase" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference_id" text NOT NULL,
	"user_id" integer,
	"kind" text DEFAULT 'PACKAGE' NOT NULL,
	"package_id" integer NOT NULL,
	"session_id" integer,
	"kid_id" integer,
	"gym_user_id" integer,
	"promo_id" integer,
	"subscription_id" integer,
	"subscribe" boolean DEFAULT false NOT NULL,
	"price" integer NOT NULL,
	"promo_discount" integer DEFAULT 0 NOT NULL,
	"subscription_discount" integer DEFAULT 0 NOT NULL,
	"wallet_applied" integer DEFAULT 0 NOT NULL,
	"amount" integer NOT NULL,
	"currency_code" text NOT NULL,
	"extra_credits" integer DEFAULT 0 NOT NULL,
	"extra_days" integer DEFAULT 0 NOT NULL,
	"payment_method_id" integer,
	"gateway" text NOT NULL,
	"gateway_payment_id" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"failure_reason" text,
	"idempotency_key" text,
	"request_hash" text,
	"user_package_id" integer,
	"booking_id" integer,
	"booking_error" text,
	"buyer_email" text,
	"buyer_name" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"fulfilled_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"last_checked_at" timestamp with time zone,
	CONSTRAINT "purchase_reference_id_unique" UNIQUE("reference_id"),
	CONSTRAINT "purchase_status_ck" CHECK ("purchase"."status" in ('PENDING', 'PAID', 'FAILED', 'CANCELED')),
	CONSTRAINT "purchase_kind_ck" CHECK ("purchase"."kind" in ('PACKAGE', 'RENEWAL', 'EXTEND', 'UPGRADE', 'CARD_VERIFY', 'SPECIAL')),
	CONSTRAINT "purchase_amounts_ck" CHECK ("purchase"."price" >= 0 and "purchase"."amount" >= 0 and "purchase"."wallet_applied" >= 0 and "purchase"."promo_discount" >= 0 and "purchase"."subscription_discount" >= 0),
	CONSTRAINT "purchase_fulfilled_ck" CHECK (("purchase"."status" = 'PAID') = ("purchase"."fulfilled_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "sandbox_payment" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_reference" text NOT NULL,
	"amount" integer NOT NULL,
	"currency_code" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"mode" text,
	"card_last4" text,
	"card_brand" text,
	"card_token" text,
	"save_card" boolean DEFAULT false NOT NULL,
	"pays_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "sandbox_payment_status_ck" CHECK ("sandbox_payment"."status" in ('PENDING', 'PAID', 'FAILED'))
);
--> statement-breakpoint
CREATE TABLE "saved_card" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"gateway" text NOT NULL,
	"token" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"expiry_month" integer NOT NULL,
	"expiry_year" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "subscription" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	"user_package_id" integer,
	"kid_id" integer,
	"saved_card_id" integer,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"weeks" integer NOT NULL,
	"price" integer NOT NULL,
	"currency_code" text NOT NULL,
	"renews_at" timestamp with time zone NOT NULL,
	"renewing_purchase_id" integer,
	"created_purchase_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"canceled_at" timestamp with time zone,
	CONSTRAINT "subscription_created_purchase_id_unique" UNIQUE("created_purchase_id"),
	CONSTRAINT "subscription_status_ck" CHECK ("subscription"."status" in ('ACTIVE', 'CANCELED')),
	CONSTRAINT "subscription_weeks_ck" CHECK ("subscription"."weeks" > 0)
);
--> statement-breakpoint
CREATE TABLE "wallet_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"delta" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"currency_code" text NOT NULL,
	"reason" text NOT NULL,
	"purchase_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_ledger_reason_ck" CHECK ("wallet_ledger"."reason" in ('GRANT', 'PURCHASE', 'RELEASE', 'REFUND', 'ADJUST'))
);
--> statement-breakpoint
ALTER TABLE "package" ADD COLUMN "reminder" text;--> statement-breakpoint
ALTER TABLE "package" ADD COLUMN "ready_package_size" integer;--> statement-breakpoint
ALTER TABLE "package" ADD COLUMN "subscription_weeks" integer DEFAULT 4 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_event" ADD CONSTRAINT "payment_event_purchase_id_purchase_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchase"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code" ADD CONSTRAINT "promo_code_gym_user_id_app_user_id_fk" FOREIGN KEY ("gym_user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemption" ADD CONSTRAINT "promo_redemption_promo_id_promo_code_id_fk" FOREIGN KEY ("promo_id") REFERENCES "public"."promo_code"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemption" ADD CONSTRAINT "promo_redemption_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemption" ADD CONSTRAINT "promo_redemption_purchase_id_purchase_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchase"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase" ADD CONSTRAINT "purchase_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase" ADD CONSTRAINT "purchase_package_id_package_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."package"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase" ADD CONSTRAINT "purchase_session_id_class_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."class_session"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase" ADD CONSTRAINT "purchase_kid_id_user_kid_id_fk" FOREIGN KEY ("kid_id") REFERENCES "public"."user_kid"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase" ADD CONSTRAINT "purchase_gym_user_id_app_user_id_fk" FOREIGN KEY ("gym_user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase" ADD CONSTRAINT "purchase_promo_id_promo_code_id_fk" FOREIGN KEY ("promo_id") REFERENCES "public"."promo_code"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase" ADD CONSTRAINT "purchase_user_package_id_user_package_id_fk" FOREIGN KEY ("user_package_id") REFERENCES "public"."user_package"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_card" ADD CONSTRAINT "saved_card_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription" ADD CONSTRAINT "subscription_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription" ADD CONSTRAINT "subscription_package_id_package_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."package"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription" ADD CONSTRAINT "subscription_user_package_id_user_package_id_fk" FOREIGN KEY ("user_package_id") REFERENCES "public"."user_package"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription" ADD CONSTRAINT "subscription_kid_id_user_kid_id_fk" FOREIGN KEY ("kid_id") REFERENCES "public"."user_kid"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription" ADD CONSTRAINT "subscription_saved_card_id_saved_card_id_fk" FOREIGN KEY ("saved_card_id") REFERENCES "public"."saved_card"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_purchase_id_purchase_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchase"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_event_purchase_idx" ON "payment_event" USING btree ("purchase_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_code_name_uq" ON "promo_code" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "promo_redemption_promo_idx" ON "promo_redemption" USING btree ("promo_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_idempotency_uq" ON "purchase" USING btree ("user_id","idempotency_key") WHERE "purchase"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "purchase_user_idx" ON "purchase" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "purchase_pending_idx" ON "purchase" USING btree ("status","created_at") WHERE "purchase"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "purchase_gateway_payment_idx" ON "purchase" USING btree ("gateway","gateway_payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_card_token_uq" ON "saved_card" USING btree ("user_id","gateway","token");--> statement-breakpoint
CREATE INDEX "subscription_user_idx" ON "subscription" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "subscription_due_idx" ON "subscription" USING btree ("status","renews_at");--> statement-breakpoint
CREATE INDEX "wallet_ledger_user_idx" ON "wallet_ledger" USING btree ("user_id","id");