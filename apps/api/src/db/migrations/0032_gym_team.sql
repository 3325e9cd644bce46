CREATE TABLE "gym_team_member" (
	"gym_user_id" integer NOT NULL,
	"trainer_user_id" integer NOT NULL,
	"status" text NOT NULL,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"joined_at" timestamp with time zone,
	CONSTRAINT "gym_team_member_gym_user_id_trainer_user_id_pk" PRIMARY KEY("gym_user_id","trainer_user_id"),
	CONSTRAINT "gym_team_member_status_ck" CHECK ("gym_team_member"."status" in ('INVITED', 'ACCEPTED')),
	CONSTRAINT "gym_team_member_not_self_ck" CHECK ("gym_team_member"."gym_user_id" <> "gym_team_member"."trainer_user_id")
);
--> statement-breakpoint
ALTER TABLE "gym_team_member" ADD CONSTRAINT "gym_team_member_gym_user_id_app_user_id_fk" FOREIGN KEY ("gym_user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gym_team_member" ADD CONSTRAINT "gym_team_member_trainer_user_id_app_user_id_fk" FOREIGN KEY ("trainer_user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gym_team_member_trainer_idx" ON "gym_team_member" USING btree ("trainer_user_id");--> statement-breakpoint
-- Issue 33: trainers already teaching a gym's classes or PT become accepted members of its team.
INSERT INTO "gym_team_member" ("gym_user_id", "trainer_user_id", "status", "invited_at", "joined_at")
SELECT DISTINCT c."gym_user_id", t."trainer_user_id", 'ACCEPTED', now(), now()
FROM "class_timing" t JOIN "fitness_class" c ON c."id" = t."class_id"
WHERE c."gym_user_id" IS NOT NULL AND t."trainer_user_id" IS NOT NULL AND t."trainer_user_id" <> c."gym_user_id"
UNION
SELECT DISTINCT c."gym_user_id", s."trainer_user_id", 'ACCEPTED', now(), now()
FROM "class_session" s JOIN "fitness_class" c ON c."id" = s."class_id"
WHERE c."gym_user_id" IS NOT NULL AND s."trainer_user_id" IS NOT NULL AND s."trainer_user_id" <> c."gym_user_id"
UNION
SELECT p."gym_user_id", p."trainer_user_id", 'ACCEPTED', now(), now()
FROM "pt_trainer" p WHERE p."trainer_user_id" <> p."gym_user_id"
ON CONFLICT DO NOTHING;
