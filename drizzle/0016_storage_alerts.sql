CREATE TABLE "storage_alerts" (
	"name" text PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen" timestamp with time zone DEFAULT now() NOT NULL,
	"emailed_on" date
);
