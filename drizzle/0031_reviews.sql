CREATE TABLE "derived"."photographer_ratings" (
	"photographer_id" uuid PRIMARY KEY NOT NULL,
	"n" integer NOT NULL,
	"total" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"photographer_id" uuid NOT NULL,
	"booking_id" uuid,
	"gallery_id" uuid,
	"subject" text NOT NULL,
	"client_name" text DEFAULT '' NOT NULL,
	"client_email" text NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_invites_one_subject" CHECK (("review_invites"."booking_id" is null) <> ("review_invites"."gallery_id" is null))
);
--> statement-breakpoint
CREATE TABLE "review_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"review_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"reporter_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invite_id" uuid NOT NULL,
	"photographer_id" uuid NOT NULL,
	"rating" smallint NOT NULL,
	"body" text NOT NULL,
	"reviewer_name" text NOT NULL,
	"reply" text,
	"replied_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"hidden_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "derived"."photographer_ratings" ADD CONSTRAINT "photographer_ratings_photographer_id_users_id_fk" FOREIGN KEY ("photographer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_invites" ADD CONSTRAINT "review_invites_photographer_id_users_id_fk" FOREIGN KEY ("photographer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_invites" ADD CONSTRAINT "review_invites_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_invites" ADD CONSTRAINT "review_invites_gallery_id_galleries_id_fk" FOREIGN KEY ("gallery_id") REFERENCES "public"."galleries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_reporter_user_id_users_id_fk" FOREIGN KEY ("reporter_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_invite_id_review_invites_id_fk" FOREIGN KEY ("invite_id") REFERENCES "public"."review_invites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_photographer_id_users_id_fk" FOREIGN KEY ("photographer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_invites_booking_uq" ON "review_invites" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "review_invites_gallery_uq" ON "review_invites" USING btree ("gallery_id");--> statement-breakpoint
CREATE UNIQUE INDEX "review_invites_token_uq" ON "review_invites" USING btree ("token");--> statement-breakpoint
CREATE INDEX "review_invites_email_idx" ON "review_invites" USING btree ("client_email");--> statement-breakpoint
CREATE INDEX "review_invites_photographer_idx" ON "review_invites" USING btree ("photographer_id");--> statement-breakpoint
CREATE INDEX "review_reports_review_idx" ON "review_reports" USING btree ("review_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_invite_uq" ON "reviews" USING btree ("invite_id");--> statement-breakpoint
CREATE INDEX "reviews_photographer_idx" ON "reviews" USING btree ("photographer_id","created_at");--> statement-breakpoint
-- A photographer replies once: a written reply is never changed or removed (decision 264).
CREATE FUNCTION reviews_reply_once() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.reply IS NOT NULL AND NEW.reply IS DISTINCT FROM OLD.reply THEN
    RAISE EXCEPTION 'review % already has a reply', OLD.id USING ERRCODE = 'unique_violation';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER reviews_reply_once BEFORE UPDATE OF reply ON reviews
  FOR EACH ROW EXECUTE FUNCTION reviews_reply_once();
--> statement-breakpoint
-- Each photographer's visible reviews, counted and summed by increments (decision 265), so two
-- reviews committed at once both count; hiding takes a review out, restoring puts it back.
CREATE FUNCTION reviews_rating_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.hidden_at IS NULL THEN
    UPDATE derived.photographer_ratings SET n = n - 1, total = total - OLD.rating
      WHERE photographer_id = OLD.photographer_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.hidden_at IS NULL THEN
    INSERT INTO derived.photographer_ratings (photographer_id, n, total) VALUES (NEW.photographer_id, 1, NEW.rating)
      ON CONFLICT (photographer_id) DO UPDATE
      SET n = photographer_ratings.n + 1, total = photographer_ratings.total + excluded.total;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER reviews_rating_totals AFTER INSERT OR DELETE OR UPDATE OF hidden_at, rating ON reviews
  FOR EACH ROW EXECUTE FUNCTION reviews_rating_totals();
