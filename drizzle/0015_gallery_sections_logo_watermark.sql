CREATE TABLE "gallery_sections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"gallery_id" uuid NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "galleries" ADD COLUMN "watermark_kind" text DEFAULT 'text' NOT NULL;--> statement-breakpoint
ALTER TABLE "gallery_photos" ADD COLUMN "section_id" uuid;--> statement-breakpoint
ALTER TABLE "gallery_sections" ADD CONSTRAINT "gallery_sections_gallery_id_galleries_id_fk" FOREIGN KEY ("gallery_id") REFERENCES "public"."galleries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gallery_sections_name_uq" ON "gallery_sections" USING btree ("gallery_id",lower("name"));--> statement-breakpoint
CREATE INDEX "gallery_sections_gallery_idx" ON "gallery_sections" USING btree ("gallery_id","position");--> statement-breakpoint
ALTER TABLE "gallery_photos" ADD CONSTRAINT "gallery_photos_section_id_gallery_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."gallery_sections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gallery_photos_section_idx" ON "gallery_photos" USING btree ("section_id");