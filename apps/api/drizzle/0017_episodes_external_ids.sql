-- ADR 0030: episodes carry their season (0: specials) and number, air date and runtime; a
-- release date keeps how much of it was given; songs and episodes are marked watched (or
-- listened) per reading of their item; records and episodes keep their ids at other services.
ALTER TABLE "submedia" ADD COLUMN "season" smallint;
--> statement-breakpoint
ALTER TABLE "submedia" ADD COLUMN "episode" smallint;
--> statement-breakpoint
ALTER TABLE "submedia" ADD COLUMN "air_date" date;
--> statement-breakpoint
ALTER TABLE "submedia" ADD COLUMN "runtime" smallint;
--> statement-breakpoint
ALTER TABLE "submedia" ADD CONSTRAINT "submedia_episode_check" CHECK ("season" >= 0 AND "episode" >= 0 AND "runtime" BETWEEN 1 AND 1440);
--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "publication_precision" text DEFAULT 'day' NOT NULL;
--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_publication_precision_check" CHECK ("publication_precision" IN ('year', 'month', 'day'));
--> statement-breakpoint
CREATE TABLE "submedia_watches" (
	"watch_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"usermedia_id" integer NOT NULL REFERENCES "user_media" ("usermedia_id") ON DELETE CASCADE,
	"reading_id" integer NOT NULL REFERENCES "readings" ("reading_id") ON DELETE CASCADE,
	"submedia_id" integer NOT NULL REFERENCES "submedia" ("submedia_id") ON DELETE CASCADE,
	"watched_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "submedia_watches_reading_unique" ON "submedia_watches" ("reading_id", "submedia_id");
--> statement-breakpoint
CREATE INDEX "submedia_watches_reading_time_idx" ON "submedia_watches" ("reading_id", "watched_at");
--> statement-breakpoint
CREATE INDEX "submedia_watches_entry_idx" ON "submedia_watches" ("usermedia_id", "submedia_id");
--> statement-breakpoint
CREATE INDEX "submedia_watches_submedia_idx" ON "submedia_watches" ("submedia_id");
--> statement-breakpoint
CREATE TABLE "external_ids" (
	"source" text NOT NULL,
	"external_id" text NOT NULL,
	"media_id" integer REFERENCES "media" ("media_id") ON DELETE CASCADE,
	"submedia_id" integer REFERENCES "submedia" ("submedia_id") ON DELETE CASCADE,
	CONSTRAINT "external_ids_pk" PRIMARY KEY ("source", "external_id"),
	CONSTRAINT "external_ids_owner_check" CHECK (("media_id" IS NULL) <> ("submedia_id" IS NULL))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "external_ids_media_source_unique" ON "external_ids" ("media_id", "source") WHERE "media_id" IS NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "external_ids_submedia_source_unique" ON "external_ids" ("submedia_id", "source") WHERE "submedia_id" IS NOT NULL;
--> statement-breakpoint
-- A watch marked or removed, by any path (marks, imports, undo), changes what is computed from the shelf.
CREATE TRIGGER submedia_watches_shelf_inserted AFTER INSERT ON "submedia_watches" REFERENCING NEW TABLE AS changed_new
FOR EACH STATEMENT EXECUTE FUNCTION entry_rows_shelf_changed();
--> statement-breakpoint
CREATE TRIGGER submedia_watches_shelf_updated AFTER UPDATE ON "submedia_watches" REFERENCING NEW TABLE AS changed_new OLD TABLE AS changed_old
FOR EACH STATEMENT EXECUTE FUNCTION entry_rows_shelf_changed();
--> statement-breakpoint
CREATE TRIGGER submedia_watches_shelf_deleted AFTER DELETE ON "submedia_watches" REFERENCING OLD TABLE AS changed_old
FOR EACH STATEMENT EXECUTE FUNCTION entry_rows_shelf_changed();
