DROP INDEX "invoices_photographer_receipt_idx";--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD COLUMN "receipt_number" text;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD COLUMN "balance_after_kobo" bigint;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD COLUMN "refunded_kobo" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_payments_receipt_idx" ON "invoice_payments" USING btree ("photographer_id","receipt_number");--> statement-breakpoint
CREATE INDEX "invoice_payments_reference_idx" ON "invoice_payments" USING btree ("reference");--> statement-breakpoint
-- Decision 201: every payment has its own receipt. Payments recorded before keep what they had:
-- an invoice's one receipt (paid in full) moves to the payment that cleared it; online payments
-- learn their Paystack reference (from the note they were recorded with) and what was refunded.
UPDATE "invoice_payments" SET "reference" = substr("note", 10)
 WHERE "method" = 'online' AND "reference" IS NULL AND "note" LIKE 'Paystack %';--> statement-breakpoint
UPDATE "invoice_payments" p SET "refunded_kobo" = coalesce((
  SELECT sum(r."amount_kobo") FROM "payment_refunds" r JOIN "online_payments" o ON o."id" = r."online_payment_id"
   WHERE o."reference" = p."reference" AND r."status" = 'processed'), 0)
 WHERE p."reference" IS NOT NULL;--> statement-breakpoint
UPDATE "invoice_payments" p SET "receipt_number" = i."receipt_number", "balance_after_kobo" = 0
  FROM "invoices" i
 WHERE i."id" = p."invoice_id" AND i."receipt_number" IS NOT NULL
   AND p."id" = (SELECT q."id" FROM "invoice_payments" q WHERE q."invoice_id" = i."id"
                  ORDER BY q."created_at" DESC, q."id" DESC LIMIT 1);--> statement-breakpoint
ALTER TABLE "invoices" DROP COLUMN "receipt_number";