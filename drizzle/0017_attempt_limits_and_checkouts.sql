ALTER TABLE "galleries" ADD COLUMN "code_retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "online_payments" ADD COLUMN "checkout_open" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "online_payments_one_open_checkout" ON "online_payments" USING btree ("purpose","subject_id","amount_kobo") WHERE "online_payments"."checkout_open";