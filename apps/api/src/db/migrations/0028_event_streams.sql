CREATE TABLE "event_stream" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"process" text NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer NOT NULL,
	"address" text NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "event_stream_user_idx" ON "event_stream" USING btree ("user_id","kind");--> statement-breakpoint
CREATE INDEX "event_stream_address_idx" ON "event_stream" USING btree ("address");--> statement-breakpoint
CREATE INDEX "event_stream_process_idx" ON "event_stream" USING btree ("process");