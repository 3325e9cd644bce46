ALTER TABLE "fitness_class" ADD COLUMN "venue_name" text;--> statement-breakpoint
ALTER TABLE "fitness_class" ADD COLUMN "venue_address" text;--> statement-breakpoint
ALTER TABLE "fitness_class" ADD COLUMN "venue_locality_id" integer;--> statement-breakpoint
ALTER TABLE "fitness_class" ADD COLUMN "venue_latitude" double precision;--> statement-breakpoint
ALTER TABLE "fitness_class" ADD COLUMN "venue_longitude" double precision;--> statement-breakpoint
ALTER TABLE "fitness_class" ADD CONSTRAINT "fitness_class_venue_locality_id_locality_id_fk" FOREIGN KEY ("venue_locality_id") REFERENCES "public"."locality"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fitness_class_venue_locality_idx" ON "fitness_class" USING btree ("venue_locality_id");--> statement-breakpoint
ALTER TABLE "fitness_class" ADD CONSTRAINT "fitness_class_venue_ck" CHECK (("fitness_class"."venue_address" is null) = ("fitness_class"."venue_locality_id" is null) and ("fitness_class"."venue_latitude" is null) = ("fitness_class"."venue_longitude" is null) and ("fitness_class"."venue_address" is not null or "fitness_class"."venue_latitude" is null));