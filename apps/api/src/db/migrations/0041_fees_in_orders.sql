ALTER TABLE "booking_fee" DROP CONSTRAINT "booking_fee_source_ck";--> statement-breakpoint
ALTER TABLE "booking_fee" ADD COLUMN "purchase_id" integer;--> statement-breakpoint
ALTER TABLE "purchase" ADD COLUMN "fees_included" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_fee" ADD CONSTRAINT "booking_fee_purchase_id_purchase_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchase"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_fee" ADD CONSTRAINT "booking_fee_source_ck" CHECK ("booking_fee"."source" is null or "booking_fee"."source" in ('CREDITS', 'WALLET', 'ORDER'));