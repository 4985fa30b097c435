CREATE TABLE "email_openings" (
	"photographer_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_openings_photographer_id_kind_pk" PRIMARY KEY("photographer_id","kind")
);
--> statement-breakpoint
CREATE TABLE "email_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"photographer_id" uuid NOT NULL,
	"default_key" text,
	"name" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "follow_up_digests" (
	"photographer_id" uuid NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follow_up_digests_photographer_id_day_pk" PRIMARY KEY("photographer_id","day")
);
--> statement-breakpoint
CREATE TABLE "follow_ups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"photographer_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"due_on" date NOT NULL,
	"note" text NOT NULL,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_openings" ADD CONSTRAINT "email_openings_photographer_id_users_id_fk" FOREIGN KEY ("photographer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_photographer_id_users_id_fk" FOREIGN KEY ("photographer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_up_digests" ADD CONSTRAINT "follow_up_digests_photographer_id_users_id_fk" FOREIGN KEY ("photographer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_ups" ADD CONSTRAINT "follow_ups_photographer_id_users_id_fk" FOREIGN KEY ("photographer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_ups" ADD CONSTRAINT "follow_ups_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_templates_default_key" ON "email_templates" USING btree ("photographer_id","default_key");--> statement-breakpoint
CREATE INDEX "email_templates_photographer_idx" ON "email_templates" USING btree ("photographer_id","created_at");--> statement-breakpoint
CREATE INDEX "follow_ups_open_due_idx" ON "follow_ups" USING btree ("photographer_id","due_on") WHERE "follow_ups"."done_at" is null;--> statement-breakpoint
CREATE INDEX "follow_ups_client_idx" ON "follow_ups" USING btree ("client_id","due_on");--> statement-breakpoint
-- Last Contact is the last message or email either way (decision 285): an email to a client
-- (client_id) moves their Last Contact to when it was written, once it has left (a restored row
-- sets the same time again).
CREATE FUNCTION clients_email_contact() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.channel <> 'email' OR NEW.client_id IS NULL OR NEW.status NOT IN ('sent', 'stored') THEN
    RETURN NEW;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    IF OLD.status IN ('sent', 'stored') THEN
      RETURN NEW;
    END IF;
  END IF;
  UPDATE clients SET last_contact_at = greatest(last_contact_at, NEW.created_at) WHERE id = NEW.client_id;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER notification_outbox_client_contact AFTER INSERT OR UPDATE OF status ON notification_outbox
  FOR EACH ROW EXECUTE FUNCTION clients_email_contact();
--> statement-breakpoint
-- A message either way moves the client's Last Contact to when it was written (decision 285).
CREATE FUNCTION clients_message_contact() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE clients SET last_contact_at = greatest(last_contact_at, NEW.created_at)
    WHERE id = (SELECT client_id FROM conversations WHERE id = NEW.conversation_id);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER messages_client_contact AFTER INSERT ON messages
  FOR EACH ROW EXECUTE FUNCTION clients_message_contact();
