CREATE SCHEMA "find_me";
--> statement-breakpoint
CREATE TABLE "find_me_galleries" (
	"gallery_id" uuid PRIMARY KEY NOT NULL,
	"turned_on_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "find_me"."indexed_photos" (
	"photo_id" uuid NOT NULL,
	"gallery_id" uuid NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"faces" smallint,
	CONSTRAINT "indexed_photos_photo_id_pk" PRIMARY KEY("photo_id")
);
--> statement-breakpoint
CREATE TABLE "find_me"."photo_faces" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"gallery_id" uuid NOT NULL,
	"photo_id" uuid NOT NULL,
	"descriptor" real[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "find_me"."selfies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"gallery_id" uuid NOT NULL,
	"descriptor" real[] NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "find_me_galleries" ADD CONSTRAINT "find_me_galleries_gallery_id_galleries_id_fk" FOREIGN KEY ("gallery_id") REFERENCES "public"."galleries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "find_me"."indexed_photos" ADD CONSTRAINT "indexed_photos_photo_id_gallery_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."gallery_photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "find_me"."indexed_photos" ADD CONSTRAINT "indexed_photos_gallery_id_galleries_id_fk" FOREIGN KEY ("gallery_id") REFERENCES "public"."galleries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "find_me"."photo_faces" ADD CONSTRAINT "photo_faces_gallery_id_galleries_id_fk" FOREIGN KEY ("gallery_id") REFERENCES "public"."galleries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "find_me"."photo_faces" ADD CONSTRAINT "photo_faces_photo_id_gallery_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."gallery_photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "find_me"."selfies" ADD CONSTRAINT "selfies_gallery_id_galleries_id_fk" FOREIGN KEY ("gallery_id") REFERENCES "public"."galleries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "indexed_photos_gallery_idx" ON "find_me"."indexed_photos" USING btree ("gallery_id");--> statement-breakpoint
CREATE INDEX "photo_faces_gallery_idx" ON "find_me"."photo_faces" USING btree ("gallery_id");--> statement-breakpoint
CREATE INDEX "photo_faces_photo_idx" ON "find_me"."photo_faces" USING btree ("photo_id");--> statement-breakpoint
CREATE INDEX "selfies_expires_idx" ON "find_me"."selfies" USING btree ("expires_at");