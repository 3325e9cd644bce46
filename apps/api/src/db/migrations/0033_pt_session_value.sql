ALTER TABLE "package" ADD COLUMN "pt_trainer_id" integer;--> statement-breakpoint
ALTER TABLE "user_package" ADD COLUMN "pt_session_value" integer;--> statement-breakpoint
ALTER TABLE "package" ADD CONSTRAINT "package_pt_trainer_id_pt_trainer_id_fk" FOREIGN KEY ("pt_trainer_id") REFERENCES "public"."pt_trainer"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Issue 33: PT packages already held are worth their catalogue price over their sessions.
UPDATE "user_package" up SET "pt_session_value" = p."price" / greatest(1, coalesce(p."classes", p."credits"))
FROM "package" p WHERE p."id" = up."package_id" AND up."package_type" = 'PT';
