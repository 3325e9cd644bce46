ALTER TABLE "booking_fee" DROP CONSTRAINT "booking_fee_source_ck";--> statement-breakpoint
ALTER TABLE "purchase" DROP CONSTRAINT "purchase_kind_ck";--> statement-breakpoint
ALTER TABLE "purchase" DROP CONSTRAINT "purchase_package_ck";--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_open_fee_uq" ON "purchase" USING btree ("user_id") WHERE "purchase"."kind" = 'FEE' and "purchase"."status" = 'PENDING';--> statement-breakpoint
ALTER TABLE "booking_fee" ADD CONSTRAINT "booking_fee_source_ck" CHECK ("booking_fee"."source" is null or "booking_fee"."source" in ('CREDITS', 'WALLET', 'ORDER', 'CARD'));--> statement-breakpoint
ALTER TABLE "purchase" ADD CONSTRAINT "purchase_kind_ck" CHECK ("purchase"."kind" in ('PACKAGE', 'RENEWAL', 'EXTEND', 'UPGRADE', 'CARD_VERIFY', 'SPECIAL', 'DESK', 'FEE'));--> statement-breakpoint
ALTER TABLE "purchase" ADD CONSTRAINT "purchase_package_ck" CHECK (("purchase"."kind" in ('CARD_VERIFY', 'FEE')) = ("purchase"."package_id" is null));