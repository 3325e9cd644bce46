CREATE TABLE "sub_category" (
	"id" serial PRIMARY KEY NOT NULL,
	"gym_user_id" integer NOT NULL,
	"class_category_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_ar" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "class_category" ADD COLUMN "gym_user_id" integer;--> statement-breakpoint
ALTER TABLE "sub_category" ADD CONSTRAINT "sub_category_gym_user_id_app_user_id_fk" FOREIGN KEY ("gym_user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_category" ADD CONSTRAINT "sub_category_class_category_id_class_category_id_fk" FOREIGN KEY ("class_category_id") REFERENCES "public"."class_category"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sub_category_name_uq" ON "sub_category" USING btree ("gym_user_id","class_category_id",lower("name"));--> statement-breakpoint
-- No sub-category table existed, so no id could name one: clear any stray value before the key.
UPDATE "fitness_class" SET "sub_class_category_id" = NULL WHERE "sub_class_category_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "fitness_class" ADD CONSTRAINT "fitness_class_sub_class_category_id_sub_category_id_fk" FOREIGN KEY ("sub_class_category_id") REFERENCES "public"."sub_category"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_category" ADD CONSTRAINT "class_category_gym_user_id_app_user_id_fk" FOREIGN KEY ("gym_user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;