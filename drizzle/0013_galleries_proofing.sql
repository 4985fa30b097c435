ALTER TABLE "gallery_selections" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gallery_selections" ADD COLUMN "verify_code_hash" text;--> statement-breakpoint
ALTER TABLE "gallery_selections" ADD COLUMN "verify_code_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gallery_selections" ADD COLUMN "verify_tries" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "gallery_selections" ADD COLUMN "billed_extras" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "gallery_selections" ADD COLUMN "invoice_extras" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "gallery_selections" ADD COLUMN "reopened_at" timestamp with time zone;