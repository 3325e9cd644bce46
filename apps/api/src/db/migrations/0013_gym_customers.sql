ALTER TABLE "purchase" DROP CONSTRAINT "purchase_kind_ck";--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD COLUMN "actor_user_id" integer;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD COLUMN "expires_after" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD COLUMN "delta_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_actor_user_id_app_user_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase" ADD CONSTRAINT "purchase_kind_ck" CHECK ("purchase"."kind" in ('PACKAGE', 'RENEWAL', 'EXTEND', 'UPGRADE', 'CARD_VERIFY', 'SPECIAL', 'DESK'));