-- No double booking, by construction (decision 140): two active bookings of one photographer
-- may never take overlapping time. btree_gist lets a GiST index compare photographer_id with =
-- next to the range's &&; PGlite loads it at every open (src/server/db/pglite-extensions.ts).
-- Ranges are half-open [from, until), so a session may start exactly when the last one's
-- buffer ends. Self-contained: safe to renumber.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_blocked_check" CHECK ("blocked_from" <= "starts_at" AND "starts_at" < "ends_at" AND "ends_at" <= "blocked_until");
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist (
  "photographer_id" WITH =,
  tstzrange("blocked_from", "blocked_until", '[)') WITH &&
) WHERE ("status" IN ('pending', 'confirmed'));
--> statement-breakpoint
ALTER TABLE "session_types" ADD CONSTRAINT "session_types_values_check" CHECK ("duration_minutes" > 0 AND "price_kobo" >= 0 AND "deposit_percent" BETWEEN 0 AND 100 AND "buffer_minutes" >= 0);
