ALTER TABLE "cancellation_reason" ADD COLUMN "name_ar" text;--> statement-breakpoint
ALTER TABLE "brand" ADD COLUMN "name_ar" text;--> statement-breakpoint
ALTER TABLE "brand" ADD COLUMN "seo_title_ar" text;--> statement-breakpoint
ALTER TABLE "brand" ADD COLUMN "seo_description_ar" text;--> statement-breakpoint
ALTER TABLE "brand" ADD COLUMN "seo_keywords_ar" text;--> statement-breakpoint
ALTER TABLE "city" ADD COLUMN "name_ar" text;--> statement-breakpoint
ALTER TABLE "class_category" ADD COLUMN "name_ar" text;--> statement-breakpoint
ALTER TABLE "locality" ADD COLUMN "name_ar" text;--> statement-breakpoint
ALTER TABLE "store" ADD COLUMN "name_ar" text;