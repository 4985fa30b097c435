CREATE TABLE "attempt_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone
);--> statement-breakpoint
-- Every attempt limit counts in one table (decision 259). The rows still counting move over:
-- the public forms' counters (and uploads, gallery PINs, selection emails) as they are;
INSERT INTO "attempt_counters" ("key", "count", "reset_at")
  SELECT "key", "count", "reset_at" FROM "form_rate_limits" WHERE "reset_at" > now();--> statement-breakpoint
-- the sign-in slowdown's streaks, each ending a quiet day after its last failure;
INSERT INTO "attempt_counters" ("key", "count", "reset_at", "locked_until")
  SELECT 'sign-in|' || "email" || '|' || "ip_address", "failures", "last_failure_at" + interval '24 hours', "locked_until"
  FROM "sign_in_throttles"
  WHERE "last_failure_at" + interval '24 hours' > now() OR "locked_until" > now()
  ON CONFLICT ("key") DO NOTHING;--> statement-breakpoint
-- better-auth's per-address limits (its key is "<address>|<path>"), each with its path's window.
INSERT INTO "attempt_counters" ("key", "count", "reset_at")
  SELECT 'auth|' || "key", "count", "ends"
  FROM (
    SELECT "key", "count", to_timestamp("last_request" / 1000.0) + CASE
      WHEN "key" ~ '\|/(sign-up/email|send-verification-email|request-password-reset|reset-password|change-password)$'
      THEN interval '10 minutes' ELSE interval '1 minute' END AS "ends"
    FROM "auth_rate_limits"
  ) AS "limits"
  WHERE "ends" > now()
  ON CONFLICT ("key") DO NOTHING;--> statement-breakpoint
DROP TABLE "auth_rate_limits" CASCADE;--> statement-breakpoint
DROP TABLE "form_rate_limits" CASCADE;--> statement-breakpoint
DROP TABLE "sign_in_throttles" CASCADE;
