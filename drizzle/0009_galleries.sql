CREATE TABLE "galleries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"photographer_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"client_email" text DEFAULT '' NOT NULL,
	"shared_at" timestamp with time zone,
	"pin_hash" text,
	"password_hash" text,
	"expires_on" date,
	"expiry_reminded_for" date,
	"downloads_enabled" boolean DEFAULT true NOT NULL,
	"download_size" text DEFAULT 'original' NOT NULL,
	"look" text DEFAULT 'classic-light' NOT NULL,
	"watermark_text" text DEFAULT '' NOT NULL,
	"watermark_position" text DEFAULT 'bottom-right' NOT NULL,
	"watermark_opacity" smallint DEFAULT 40 NOT NULL,
	"included_photos" integer DEFAULT 0 NOT NULL,
	"extra_photo_kobo" bigint DEFAULT 250000 NOT NULL,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gallery_access_grants" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"gallery_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gallery_downloads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"gallery_id" uuid NOT NULL,
	"photo_id" uuid,
	"what" text NOT NULL,
	"who" text DEFAULT '' NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gallery_favourites" (
	"selection_id" uuid NOT NULL,
	"photo_id" uuid NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gallery_favourites_selection_id_photo_id_pk" PRIMARY KEY("selection_id","photo_id")
);
--> statement-breakpoint
CREATE TABLE "gallery_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"gallery_id" uuid NOT NULL,
	"photographer_id" uuid NOT NULL,
	"filename" text NOT NULL,
	"content_hash" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"chunk_count" smallint NOT NULL,
	"received_chunks" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"state" text DEFAULT 'uploading' NOT NULL,
	"mime" text DEFAULT '' NOT NULL,
	"width" integer,
	"height" integer,
	"thumbhash" text,
	"captured_at" timestamp with time zone,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gallery_selections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"gallery_id" uuid NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"submitted_at" timestamp with time zone,
	"extra_photos" integer DEFAULT 0 NOT NULL,
	"invoice_id" uuid,
	"invoice_url" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "galleries" ADD CONSTRAINT "galleries_photographer_id_users_id_fk" FOREIGN KEY ("photographer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_access_grants" ADD CONSTRAINT "gallery_access_grants_gallery_id_galleries_id_fk" FOREIGN KEY ("gallery_id") REFERENCES "public"."galleries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_downloads" ADD CONSTRAINT "gallery_downloads_gallery_id_galleries_id_fk" FOREIGN KEY ("gallery_id") REFERENCES "public"."galleries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_downloads" ADD CONSTRAINT "gallery_downloads_photo_id_gallery_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."gallery_photos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_favourites" ADD CONSTRAINT "gallery_favourites_selection_id_gallery_selections_id_fk" FOREIGN KEY ("selection_id") REFERENCES "public"."gallery_selections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_favourites" ADD CONSTRAINT "gallery_favourites_photo_id_gallery_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."gallery_photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_photos" ADD CONSTRAINT "gallery_photos_gallery_id_galleries_id_fk" FOREIGN KEY ("gallery_id") REFERENCES "public"."galleries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_photos" ADD CONSTRAINT "gallery_photos_photographer_id_users_id_fk" FOREIGN KEY ("photographer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_selections" ADD CONSTRAINT "gallery_selections_gallery_id_galleries_id_fk" FOREIGN KEY ("gallery_id") REFERENCES "public"."galleries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "galleries_photographer_idx" ON "galleries" USING btree ("photographer_id","created_at");--> statement-breakpoint
CREATE INDEX "galleries_client_email_idx" ON "galleries" USING btree ("client_email");--> statement-breakpoint
CREATE INDEX "gallery_access_grants_gallery_idx" ON "gallery_access_grants" USING btree ("gallery_id");--> statement-breakpoint
CREATE INDEX "gallery_downloads_gallery_idx" ON "gallery_downloads" USING btree ("gallery_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "gallery_photos_hash_uq" ON "gallery_photos" USING btree ("gallery_id","content_hash");--> statement-breakpoint
CREATE INDEX "gallery_photos_gallery_idx" ON "gallery_photos" USING btree ("gallery_id","state","captured_at");--> statement-breakpoint
CREATE INDEX "gallery_photos_photographer_idx" ON "gallery_photos" USING btree ("photographer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gallery_selections_email_uq" ON "gallery_selections" USING btree ("gallery_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "gallery_selections_token_uq" ON "gallery_selections" USING btree ("token_hash");