ALTER TABLE "subscription" DROP CONSTRAINT "subscription_weeks_ck";--> statement-breakpoint
DROP INDEX "subscription_due_idx";--> statement-breakpoint
ALTER TABLE "package" ADD COLUMN "class_category_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "user_package" ADD COLUMN "class_category_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "subscription" DROP COLUMN "weeks";--> statement-breakpoint
ALTER TABLE "subscription" DROP COLUMN "renews_at";