-- The slowdown is now per account and client IP (decision 075). Streaks counted per account
-- alone cannot be split by address, so they start afresh.
DELETE FROM "sign_in_throttles";--> statement-breakpoint
ALTER TABLE "sign_in_throttles" DROP CONSTRAINT "sign_in_throttles_pkey";--> statement-breakpoint
ALTER TABLE "sign_in_throttles" ADD COLUMN "ip_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sign_in_throttles" ADD CONSTRAINT "sign_in_throttles_email_ip_address_pk" PRIMARY KEY("email","ip_address");
