CREATE TABLE "marketplace_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"caption" text DEFAULT '' NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"size_bytes" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketplace_images_kind_check" CHECK ("marketplace_images"."kind" in ('portfolio', 'cover'))
);
--> statement-breakpoint
CREATE TABLE "marketplace_listings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"show_phone" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketplace_listings_categories_check" CHECK ("marketplace_listings"."categories" <@ array['portrait','wedding','events','wildlife','cultural','family','commercial','real-estate']::text[])
);
--> statement-breakpoint
CREATE TABLE "marketplace_packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"price_kobo" bigint NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"highlights" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketplace_packages_price_check" CHECK ("marketplace_packages"."price_kobo" >= 0)
);
--> statement-breakpoint
ALTER TABLE "marketplace_images" ADD CONSTRAINT "marketplace_images_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_listings" ADD CONSTRAINT "marketplace_listings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_packages" ADD CONSTRAINT "marketplace_packages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "marketplace_images_user_idx" ON "marketplace_images" USING btree ("user_id","kind","sort_order");--> statement-breakpoint
CREATE INDEX "marketplace_listings_categories_idx" ON "marketplace_listings" USING gin ("categories");--> statement-breakpoint
CREATE INDEX "marketplace_packages_user_idx" ON "marketplace_packages" USING btree ("user_id","sort_order");