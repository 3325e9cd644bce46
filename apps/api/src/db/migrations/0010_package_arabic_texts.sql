ALTER TABLE "package" ADD COLUMN "name_ar" text;--> statement-breakpoint
ALTER TABLE "package" ADD COLUMN "description_ar" text;