ALTER TABLE "brand" ADD COLUMN "partners_need_approval" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "platform_operator" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "partner_review" text DEFAULT 'APPROVED' NOT NULL;--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "partner_review_reason" text;--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "partner_reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "app_user" ADD CONSTRAINT "app_user_partner_review_ck" CHECK ("app_user"."partner_review" in ('PENDING', 'APPROVED', 'REFUSED'));