CREATE TABLE "contract_audit" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"contract_id" uuid NOT NULL,
	"event" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor" text DEFAULT '' NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"document_hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"photographer_id" uuid NOT NULL,
	"title" text NOT NULL,
	"category" text NOT NULL,
	"content" text NOT NULL,
	"deposit_percent" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"photographer_id" uuid NOT NULL,
	"client_id" uuid,
	"client_name" text NOT NULL,
	"client_email" text NOT NULL,
	"title" text NOT NULL,
	"template_id" text,
	"content" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"expires_on" date,
	"token" text,
	"sent_at" timestamp with time zone,
	"frozen_text" text,
	"document_hash" text,
	"client_signed_at" timestamp with time zone,
	"client_signature_name" text,
	"client_signature_image" text,
	"client_sign_method" text,
	"photographer_signed_at" timestamp with time zone,
	"photographer_signature_name" text,
	"photographer_signature_image" text,
	"signed_at" timestamp with time zone,
	"signed_pdf_key" text,
	"voided_at" timestamp with time zone,
	"void_reason" text,
	"expired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contracts_token_unique" UNIQUE("token"),
	CONSTRAINT "contracts_sent_is_frozen" CHECK ("contracts"."status" = 'draft' OR ("contracts"."frozen_text" IS NOT NULL AND "contracts"."document_hash" IS NOT NULL AND "contracts"."token" IS NOT NULL)),
	CONSTRAINT "contracts_signed_has_both" CHECK ("contracts"."status" <> 'signed' OR ("contracts"."client_signed_at" IS NOT NULL AND "contracts"."photographer_signed_at" IS NOT NULL AND "contracts"."signed_at" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "contract_templates" ADD CONSTRAINT "contract_templates_photographer_id_users_id_fk" FOREIGN KEY ("photographer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_photographer_id_users_id_fk" FOREIGN KEY ("photographer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contract_audit_contract" ON "contract_audit" USING btree ("contract_id","id");--> statement-breakpoint
CREATE INDEX "contract_templates_owner" ON "contract_templates" USING btree ("photographer_id");--> statement-breakpoint
CREATE INDEX "contracts_owner_status" ON "contracts" USING btree ("photographer_id","status","created_at");--> statement-breakpoint
CREATE INDEX "contracts_client_email" ON "contracts" USING btree ("client_email");