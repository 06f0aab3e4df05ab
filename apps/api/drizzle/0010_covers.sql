-- Covers in the database (the cover store when DATABASE_URL is set), and settings the instances
-- of one database share. JPEGs do not compress: stored out of line uncompressed, a cover is read
-- in slices (substring) without loading the whole value.
CREATE TABLE "covers" (
	"name" text PRIMARY KEY NOT NULL,
	"data" "bytea" NOT NULL,
	"etag" text NOT NULL,
	"size" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "covers" ALTER COLUMN "data" SET STORAGE EXTERNAL;
--> statement-breakpoint
CREATE TABLE "instance_settings" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
