-- A number that goes up with every statement that adds, removes, retitles, restricts, retypes or
-- re-genres media: the API keeps bookmarks into the title order for deep catalogue pages and
-- counts them again only when this number has moved.
CREATE TABLE "catalog_version" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint NOT NULL,
	CONSTRAINT "catalog_version_one_row_check" CHECK ("catalog_version"."id")
);
--> statement-breakpoint
INSERT INTO "catalog_version" ("id", "version") VALUES (true, 1);
--> statement-breakpoint
CREATE FUNCTION catalog_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalog_version SET version = version + 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER media_catalog_changed AFTER INSERT OR DELETE OR UPDATE OF sort_title, restricted, type OR TRUNCATE ON media
FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed();
--> statement-breakpoint
CREATE TRIGGER media_genres_catalog_changed AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON media_genres
FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed();
