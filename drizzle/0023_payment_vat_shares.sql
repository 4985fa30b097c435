CREATE TABLE "derived"."payment_vat_shares" (
	"payment_id" uuid PRIMARY KEY NOT NULL,
	"invoice_id" uuid NOT NULL,
	"photographer_id" uuid NOT NULL,
	"paid_on" date NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"vat_kobo" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "derived"."payment_vat_shares" ADD CONSTRAINT "payment_vat_shares_payment_id_invoice_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."invoice_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "derived"."payment_vat_shares" ADD CONSTRAINT "payment_vat_shares_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_vat_shares_photographer_paid_idx" ON "derived"."payment_vat_shares" USING btree ("photographer_id","paid_on");
--> statement-breakpoint
-- Decision 270: the VAT in each payment, kept by the database. The rule is decision 230's: an
-- invoice's payments received (standing ones, and the part of a reversed one given back by hand),
-- oldest first, each carry vat(min(paid after, total)) - vat(min(paid before, total)), half up;
-- nothing on void invoices or invoices without VAT. Recomputed for every invoice a statement
-- touches, so a payment added, reversed or refunded, or an invoice's total, VAT or voiding
-- changed, leaves the shares exact. The invoices are locked first (in id order, as every
-- statement locks them), so two transactions paying one invoice refresh its shares one after the
-- other and the second sees the first's payment.
CREATE FUNCTION "derived"."refresh_payment_vat_shares"("targets" uuid[]) RETURNS void LANGUAGE sql AS $$
  SELECT 1 FROM "invoices" WHERE "id" = ANY("targets") ORDER BY "id" FOR UPDATE;
  DELETE FROM "derived"."payment_vat_shares" WHERE "invoice_id" = ANY("targets");
  INSERT INTO "derived"."payment_vat_shares" ("payment_id", "invoice_id", "photographer_id", "paid_on", "amount_kobo", "vat_kobo")
  SELECT r."id", r."invoice_id", r."photographer_id", r."paid_on", r."amount",
         (floor((least(r."upto", i."total_kobo")::numeric * i."vat_kobo" * 2 + i."total_kobo") / (2 * i."total_kobo"))
          - floor((least(r."upto" - r."amount", i."total_kobo")::numeric * i."vat_kobo" * 2 + i."total_kobo") / (2 * i."total_kobo")))::bigint
    FROM (
      SELECT p."id", p."invoice_id", p."photographer_id", p."paid_on", p."amount",
             sum(p."amount") OVER (PARTITION BY p."invoice_id" ORDER BY p."paid_on", p."created_at", p."id") AS "upto"
        FROM (
          SELECT p.*, (CASE WHEN p."reversed_at" IS NULL THEN p."amount_kobo" ELSE p."refunded_kobo" END)::bigint AS "amount"
            FROM "invoice_payments" p
           WHERE p."invoice_id" = ANY("targets") AND (p."reversed_at" IS NULL OR p."refunded_kobo" > 0)
        ) p
    ) r
    JOIN "invoices" i ON i."id" = r."invoice_id"
   WHERE i."status" <> 'void' AND i."vat_kobo" > 0 AND i."total_kobo" > 0;
$$;
--> statement-breakpoint
CREATE FUNCTION "derived"."payment_vat_shares_from_payments"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "derived"."refresh_payment_vat_shares"(ARRAY(SELECT DISTINCT "invoice_id" FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "derived"."refresh_payment_vat_shares"(ARRAY(SELECT DISTINCT "invoice_id" FROM old_rows));
  ELSE
    PERFORM "derived"."refresh_payment_vat_shares"(
      ARRAY(SELECT "invoice_id" FROM new_rows UNION SELECT "invoice_id" FROM old_rows));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "payment_vat_shares_insert" AFTER INSERT ON "invoice_payments"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "derived"."payment_vat_shares_from_payments"();
--> statement-breakpoint
CREATE TRIGGER "payment_vat_shares_update" AFTER UPDATE ON "invoice_payments"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "derived"."payment_vat_shares_from_payments"();
--> statement-breakpoint
CREATE TRIGGER "payment_vat_shares_delete" AFTER DELETE ON "invoice_payments"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "derived"."payment_vat_shares_from_payments"();
--> statement-breakpoint
-- An invoice whose total or VAT changed, or that was voided (or unvoided), has its shares redone.
CREATE FUNCTION "derived"."payment_vat_shares_from_invoices"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "derived"."refresh_payment_vat_shares"(ARRAY(
    SELECT n."id" FROM new_rows n JOIN old_rows o ON o."id" = n."id"
     WHERE n."total_kobo" <> o."total_kobo" OR n."vat_kobo" <> o."vat_kobo"
        OR (n."status" = 'void') <> (o."status" = 'void')));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "payment_vat_shares_invoice_update" AFTER UPDATE ON "invoices"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "derived"."payment_vat_shares_from_invoices"();
--> statement-breakpoint
SELECT "derived"."refresh_payment_vat_shares"(ARRAY(SELECT DISTINCT "invoice_id" FROM "invoice_payments"));
