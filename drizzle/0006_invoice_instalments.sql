CREATE TABLE "invoice_instalments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"amount_kobo" bigint DEFAULT 0 NOT NULL,
	"percent_bp" integer,
	"due_date" date NOT NULL,
	"paid_kobo" bigint DEFAULT 0 NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_instalments_position_check" CHECK ("invoice_instalments"."position" between 1 and 6),
	CONSTRAINT "invoice_instalments_amount_check" CHECK ("invoice_instalments"."amount_kobo" > 0),
	CONSTRAINT "invoice_instalments_paid_check" CHECK ("invoice_instalments"."paid_kobo" between 0 and "invoice_instalments"."amount_kobo")
);
--> statement-breakpoint
ALTER TABLE "invoice_instalments" ADD CONSTRAINT "invoice_instalments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_instalments_position_idx" ON "invoice_instalments" USING btree ("invoice_id","position");--> statement-breakpoint
CREATE INDEX "invoice_instalments_due_idx" ON "invoice_instalments" USING btree ("due_date");