ALTER TABLE "gym_branch" ADD COLUMN "closed_for_prayers" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "gym_branch" ADD COLUMN "women_only" boolean DEFAULT false NOT NULL;