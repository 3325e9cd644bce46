CREATE TABLE "whatsapp_consent_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"action" text NOT NULL,
	"source" text NOT NULL,
	"mobile" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapp_consent_events_action_ck" CHECK ("whatsapp_consent_events"."action" in ('OPT_IN', 'OPT_OUT')),
	CONSTRAINT "whatsapp_consent_events_source_ck" CHECK ("whatsapp_consent_events"."source" in ('SETTINGS', 'STOP'))
);
--> statement-breakpoint
CREATE TABLE "whatsapp_consents" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"opted_in" boolean NOT NULL,
	"opted_in_at" timestamp with time zone,
	"opted_out_at" timestamp with time zone,
	"opted_out_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapp_consents_out_by_ck" CHECK ("whatsapp_consents"."opted_out_by" in ('SETTINGS', 'STOP'))
);
--> statement-breakpoint
CREATE TABLE "whatsapp_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"mail_id" integer NOT NULL,
	"user_id" integer,
	"gym_user_id" integer,
	"kind" text NOT NULL,
	"template" text NOT NULL,
	"language" text NOT NULL,
	"parameters" jsonb NOT NULL,
	"to_number" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"provider_message_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"read_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"fell_back_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapp_messages_status_ck" CHECK ("whatsapp_messages"."status" in ('PENDING', 'SENDING', 'SENT', 'DELIVERED', 'READ', 'FAILED'))
);
--> statement-breakpoint
ALTER TABLE "mail_queue" DROP CONSTRAINT "mail_queue_status_ck";--> statement-breakpoint
ALTER TABLE "mail_queue" ADD COLUMN "whatsapp" jsonb;--> statement-breakpoint
ALTER TABLE "mail_queue" ADD COLUMN "gym_user_id" integer;--> statement-breakpoint
ALTER TABLE "whatsapp_consent_events" ADD CONSTRAINT "whatsapp_consent_events_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_consents" ADD CONSTRAINT "whatsapp_consents_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_mail_id_mail_queue_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mail_queue"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_gym_user_id_app_user_id_fk" FOREIGN KEY ("gym_user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "whatsapp_consent_events_user_ix" ON "whatsapp_consent_events" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_messages_mail_ux" ON "whatsapp_messages" USING btree ("mail_id");--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_messages_provider_ux" ON "whatsapp_messages" USING btree ("provider_message_id");--> statement-breakpoint
CREATE INDEX "whatsapp_messages_due_ix" ON "whatsapp_messages" USING btree ("next_attempt_at") WHERE "whatsapp_messages"."status" in ('PENDING', 'SENDING');--> statement-breakpoint
CREATE INDEX "whatsapp_messages_to_sent_ix" ON "whatsapp_messages" USING btree ("to_number","sent_at");--> statement-breakpoint
ALTER TABLE "mail_queue" ADD CONSTRAINT "mail_queue_gym_user_id_app_user_id_fk" FOREIGN KEY ("gym_user_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_queue_gym_ix" ON "mail_queue" USING btree ("gym_user_id","id") WHERE "mail_queue"."gym_user_id" is not null;--> statement-breakpoint
ALTER TABLE "mail_queue" ADD CONSTRAINT "mail_queue_status_ck" CHECK ("mail_queue"."status" in ('PENDING', 'SENDING', 'SENT', 'FAILED', 'HELD'));