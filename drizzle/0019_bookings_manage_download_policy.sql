ALTER TABLE "galleries" ADD COLUMN "download_policy" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
-- Galleries with downloads turned off keep them off (decision 208).
UPDATE "galleries" SET "download_policy" = 'off' WHERE "downloads_enabled" = false;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "deposit_paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "manage_token" text DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "scheduling_settings" ADD COLUMN "auto_confirm_on_deposit" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Photographers who took bookings before keep confirming by hand until they turn it on (decision 205).
UPDATE "scheduling_settings" SET "auto_confirm_on_deposit" = false;--> statement-breakpoint
-- Deposits already paid get their mark from the booking's history.
UPDATE "bookings" SET "deposit_paid_at" = e."created_at" FROM "booking_events" e WHERE e."booking_id" = "bookings"."id" AND e."kind" = 'deposit-paid';--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_manage_token_uq" ON "bookings" USING btree ("manage_token");