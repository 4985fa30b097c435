DROP INDEX "invoices_photographer_receipt_idx";--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD COLUMN "receipt_number" text;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD COLUMN "balance_after_kobo" bigint;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD COLUMN "reference" text;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_payments_receipt_idx" ON "invoice_payments" USING btree ("photographer_id","receipt_number");--> statement-breakpoint
CREATE INDEX "invoice_payments_reference_idx" ON "invoice_payments" USING btree ("reference");--> statement-breakpoint
-- Decision 201: every payment has its own receipt. Payments recorded before keep what they had:
-- an invoice's one receipt (paid in full) moves to the payment that cleared it; online payments
-- learn their Paystack reference (from the note they were recorded with) and what was refunded
-- (only on payments that stand: a reversed row's refunded_kobo is a refund by hand, decision 230).
UPDATE "invoice_payments" SET "reference" = substr("note", 10)
 WHERE "method" = 'online' AND "reference" IS NULL AND "note" LIKE 'Paystack %';--> statement-breakpoint
UPDATE "invoice_payments" p SET "refunded_kobo" = coalesce((
  SELECT sum(r."amount_kobo") FROM "payment_refunds" r JOIN "online_payments" o ON o."id" = r."online_payment_id"
   WHERE o."reference" = p."reference" AND r."status" = 'processed'), 0)
 WHERE p."reference" IS NOT NULL AND p."reversed_at" IS NULL;--> statement-breakpoint
UPDATE "invoice_payments" p SET "receipt_number" = i."receipt_number", "balance_after_kobo" = 0
  FROM "invoices" i
 WHERE i."id" = p."invoice_id" AND i."receipt_number" IS NOT NULL
   AND p."id" = (SELECT q."id" FROM "invoice_payments" q WHERE q."invoice_id" = i."id"
                  ORDER BY q."created_at" DESC, q."id" DESC LIMIT 1);--> statement-breakpoint
ALTER TABLE "invoices" DROP COLUMN "receipt_number";--> statement-breakpoint
-- A payment and its receipt, once issued, are never deleted and never rewritten: a reversal or a
-- refund is recorded beside them (reversed_at, refunded_kobo).
CREATE FUNCTION "invoice_payments_kept"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'a payment and its receipt are never deleted: reverse it instead'
      USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF OLD.receipt_number IS NOT NULL AND (
       NEW.receipt_number IS DISTINCT FROM OLD.receipt_number
    OR NEW.amount_kobo IS DISTINCT FROM OLD.amount_kobo
    OR NEW.method IS DISTINCT FROM OLD.method
    OR NEW.paid_on IS DISTINCT FROM OLD.paid_on
    OR NEW.invoice_id IS DISTINCT FROM OLD.invoice_id
    OR NEW.balance_after_kobo IS DISTINCT FROM OLD.balance_after_kobo) THEN
    RAISE EXCEPTION 'a receipted payment is never rewritten: reverse it instead'
      USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "invoice_payments_kept" BEFORE UPDATE OR DELETE ON "invoice_payments"
  FOR EACH ROW EXECUTE FUNCTION "invoice_payments_kept"();
