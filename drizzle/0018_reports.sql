CREATE TABLE "gallery_view_days" (
	"gallery_id" uuid NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "gallery_view_days_gallery_id_day_pk" PRIMARY KEY("gallery_id","day")
);
--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD COLUMN IF NOT EXISTS "refunded_kobo" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "session_types" ADD COLUMN "category" text;--> statement-breakpoint
ALTER TABLE "gallery_view_days" ADD CONSTRAINT "gallery_view_days_gallery_id_galleries_id_fk" FOREIGN KEY ("gallery_id") REFERENCES "public"."galleries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_events_photographer_kind_idx" ON "client_events" USING btree ("photographer_id","kind","occurred_at");--> statement-breakpoint
CREATE INDEX "invoice_payments_photographer_reversed_idx" ON "invoice_payments" USING btree ("photographer_id","reversed_at") WHERE "invoice_payments"."reversed_at" is not null;--> statement-breakpoint
CREATE INDEX "invoices_photographer_issue_idx" ON "invoices" USING btree ("photographer_id","issue_date");--> statement-breakpoint
CREATE INDEX "online_payments_photographer_paid_idx" ON "online_payments" USING btree ("photographer_id","paid_at") WHERE "online_payments"."status" = 'succeeded';--> statement-breakpoint
CREATE INDEX "bookings_invoice_idx" ON "bookings" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "bookings_client_idx" ON "bookings" USING btree ("client_id","created_at");--> statement-breakpoint
ALTER TABLE "session_types" ADD CONSTRAINT "session_types_category_check" CHECK ("session_types"."category" in ('portrait','wedding','events','wildlife','cultural','family','commercial','real-estate'));--> statement-breakpoint
-- Decision 232: the four default session types get the category their name says; the rest stay uncategorised.
UPDATE "session_types" SET "category" = CASE "name"
  WHEN 'Portrait Session' THEN 'portrait' WHEN 'Family Session' THEN 'family'
  WHEN 'Event Coverage' THEN 'events' WHEN 'Wedding Package' THEN 'wedding' END
 WHERE "category" IS NULL AND "name" IN ('Portrait Session', 'Family Session', 'Event Coverage', 'Wedding Package');
