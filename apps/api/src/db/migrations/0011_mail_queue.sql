CREATE TABLE "mail_queue" (
	"id" serial PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer,
	"from_address" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_queue_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "mail_queue_status_ck" CHECK ("mail_queue"."status" in ('PENDING', 'SENDING', 'SENT', 'FAILED'))
);
--> statement-breakpoint
ALTER TABLE "fitness_class" ADD COLUMN "reminder_minutes" smallint;--> statement-breakpoint
ALTER TABLE "outbox_email" ADD COLUMN "from_address" text;--> statement-breakpoint
ALTER TABLE "outbox_email" ADD COLUMN "message_id" text;--> statement-breakpoint
ALTER TABLE "outbox_email" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "brand_id" integer;--> statement-breakpoint
ALTER TABLE "app_user" ADD COLUMN "mail_opt_outs" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_queue" ADD CONSTRAINT "mail_queue_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_queue_due_ix" ON "mail_queue" USING btree ("next_attempt_at") WHERE "mail_queue"."status" in ('PENDING', 'SENDING');--> statement-breakpoint
ALTER TABLE "app_user" ADD CONSTRAINT "app_user_brand_id_brand_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brand"("id") ON DELETE set null ON UPDATE no action;