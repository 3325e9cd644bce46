ALTER TABLE "saved_card" ADD COLUMN "renewal_default" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Each customer's newest kept card becomes the card their renewals use until they choose another.
UPDATE "saved_card" SET "renewal_default" = true WHERE "id" IN (
  SELECT DISTINCT ON ("user_id") "id" FROM "saved_card" WHERE "deleted_at" IS NULL
  ORDER BY "user_id", "created_at" DESC, "id" DESC
);--> statement-breakpoint
CREATE UNIQUE INDEX "saved_card_renewal_default_uq" ON "saved_card" USING btree ("user_id") WHERE "saved_card"."renewal_default" and "saved_card"."deleted_at" is null;
