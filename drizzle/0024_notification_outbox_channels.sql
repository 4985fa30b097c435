-- The email outbox becomes the notification outbox (decision 271): the same table and rows,
-- renamed, with a channel (every existing row is an email) and the SMS columns.
ALTER TABLE "email_outbox" RENAME TO "notification_outbox";--> statement-breakpoint
ALTER INDEX "email_outbox_created_at_idx" RENAME TO "notification_outbox_created_at_idx";--> statement-breakpoint
ALTER INDEX "email_outbox_to_idx" RENAME TO "notification_outbox_to_idx";--> statement-breakpoint
ALTER TABLE "notification_outbox" RENAME CONSTRAINT "email_outbox_pkey" TO "notification_outbox_pkey";--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "sms_opt_in" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "sms_stop_token" text;--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD COLUMN "channel" text DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD COLUMN "client_id" uuid;--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD COLUMN "parts" integer;--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD COLUMN "provider_message_id" text;--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD CONSTRAINT "notification_outbox_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "clients_sms_stop_token_key" ON "clients" USING btree ("sms_stop_token");--> statement-breakpoint
CREATE INDEX "notification_outbox_client_idx" ON "notification_outbox" USING btree ("client_id","channel","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "notification_outbox_dedupe_key" ON "notification_outbox" USING btree ("dedupe_key");--> statement-breakpoint
ALTER TABLE "notification_outbox" ADD CONSTRAINT "notification_outbox_channel_check" CHECK ("notification_outbox"."channel" in ('email', 'sms'));
