-- Decision 158: selections invoiced before billed_extras existed keep their invoice as the one
-- that covers their extras, so a reopened selection is never billed twice for them.
-- Self-contained and idempotent: safe whatever number this migration ends up with.
UPDATE "gallery_selections"
   SET "billed_extras" = "extra_photos", "invoice_extras" = "extra_photos"
 WHERE "invoice_id" IS NOT NULL AND "billed_extras" = 0 AND "invoice_extras" = 0;
