CREATE TABLE "media" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_user_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"thumbnail_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"class_id" integer,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "booking_active_uq";--> statement-breakpoint
ALTER TABLE "booking" ADD COLUMN "guest_name" text;--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "profile_thumbnail_url" text;--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "cover_image_url" text;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_owner_user_id_app_user_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_class_id_fitness_class_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."fitness_class"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_owner_idx" ON "media" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "media_class_idx" ON "media" USING btree ("class_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_active_uq" ON "booking" USING btree ("session_id","user_id",coalesce("kid_id", 0)) WHERE "booking"."status" = 'BOOKED' and "booking"."guest_name" is null;