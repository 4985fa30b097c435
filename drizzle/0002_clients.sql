CREATE SCHEMA "derived";
--> statement-breakpoint
CREATE TABLE "derived"."client_counts" (
	"photographer_id" uuid NOT NULL,
	"status" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "client_counts_photographer_id_status_pk" PRIMARY KEY("photographer_id","status")
);
--> statement-breakpoint
CREATE TABLE "client_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"photographer_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"photographer_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'lead' NOT NULL,
	"source" text DEFAULT 'manual' NOT NULL,
	"last_contact_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clients_status_check" CHECK ("clients"."status" in ('lead', 'active', 'inactive'))
);
--> statement-breakpoint
ALTER TABLE "derived"."client_counts" ADD CONSTRAINT "client_counts_photographer_id_users_id_fk" FOREIGN KEY ("photographer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_events" ADD CONSTRAINT "client_events_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_events" ADD CONSTRAINT "client_events_photographer_id_users_id_fk" FOREIGN KEY ("photographer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_photographer_id_users_id_fk" FOREIGN KEY ("photographer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_events_client_idx" ON "client_events" USING btree ("client_id","occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "clients_photographer_email_key" ON "clients" USING btree ("photographer_id",lower("email"));--> statement-breakpoint
CREATE INDEX "clients_photographer_name_idx" ON "clients" USING btree ("photographer_id",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "clients_photographer_contact_idx" ON "clients" USING btree ("photographer_id","last_contact_at","id");--> statement-breakpoint
CREATE INDEX "clients_photographer_status_name_idx" ON "clients" USING btree ("photographer_id","status",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "clients_photographer_status_contact_idx" ON "clients" USING btree ("photographer_id","status","last_contact_at","id");--> statement-breakpoint
CREATE INDEX "clients_email_idx" ON "clients" USING btree (lower("email"));--> statement-breakpoint
-- Tab counts kept by the database (decision 101): statement-level triggers, so an import of
-- 10,000 rows updates each (photographer, status) count once. Rows are locked in a fixed order.
CREATE FUNCTION "clients_count_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "derived"."client_counts" ("photographer_id", "status", "n")
    SELECT "photographer_id", "status", count(*)::int FROM new_rows
    GROUP BY "photographer_id", "status" ORDER BY "photographer_id", "status"
  ON CONFLICT ("photographer_id", "status") DO UPDATE SET "n" = "client_counts"."n" + excluded."n";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "clients_count_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "derived"."client_counts" c SET "n" = c."n" - d."n"
    FROM (SELECT "photographer_id", "status", count(*)::int AS "n" FROM old_rows GROUP BY "photographer_id", "status") d
    WHERE c."photographer_id" = d."photographer_id" AND c."status" = d."status";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "clients_count_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH moved AS (
    SELECT o."photographer_id", o."status" AS "was", n."status" AS "now"
    FROM old_rows o JOIN new_rows n ON n."id" = o."id"
    WHERE o."status" <> n."status"
  ), changes AS (
    SELECT "photographer_id", "status", sum("delta")::int AS "delta" FROM (
      SELECT "photographer_id", "was" AS "status", -1 AS "delta" FROM moved
      UNION ALL
      SELECT "photographer_id", "now" AS "status", 1 AS "delta" FROM moved
    ) m GROUP BY "photographer_id", "status"
  )
  INSERT INTO "derived"."client_counts" ("photographer_id", "status", "n")
    SELECT "photographer_id", "status", "delta" FROM changes ORDER BY "photographer_id", "status"
  ON CONFLICT ("photographer_id", "status") DO UPDATE SET "n" = "client_counts"."n" + excluded."n";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "clients_count_insert" AFTER INSERT ON "clients"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "clients_count_insert"();
--> statement-breakpoint
CREATE TRIGGER "clients_count_delete" AFTER DELETE ON "clients"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "clients_count_delete"();
--> statement-breakpoint
CREATE TRIGGER "clients_count_update" AFTER UPDATE ON "clients"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "clients_count_update"();
