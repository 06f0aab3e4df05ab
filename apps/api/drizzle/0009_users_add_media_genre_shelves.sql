-- Who added each media item; sort keys ordered by code point whatever the locale (the contract's
-- compareSortKeys); a copy of each item's genres on the library rows and genre shelf totals.
CREATE TABLE "shelf_genre_totals" (
	"user_id" integer NOT NULL,
	"genre_id" smallint NOT NULL,
	"status" text NOT NULL,
	"media_type" text NOT NULL,
	"total" integer NOT NULL,
	"favorites" integer NOT NULL,
	CONSTRAINT "shelf_genre_totals_user_id_genre_id_status_media_type_pk" PRIMARY KEY("user_id","genre_id","status","media_type")
);
--> statement-breakpoint
CREATE TABLE "derived_data_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "user_media_creator_idx";--> statement-breakpoint
DROP INDEX "user_media_title_idx";--> statement-breakpoint
DROP INDEX "user_media_recent_idx";--> statement-breakpoint
DROP INDEX "user_media_type_creator_idx";--> statement-breakpoint
DROP INDEX "user_media_type_title_idx";--> statement-breakpoint
DROP INDEX "user_media_type_recent_idx";--> statement-breakpoint
DROP INDEX "user_media_all_creator_idx";--> statement-breakpoint
DROP INDEX "user_media_all_title_idx";--> statement-breakpoint
DROP INDEX "user_media_all_recent_idx";--> statement-breakpoint
DROP INDEX "user_media_favorites_idx";--> statement-breakpoint
-- The shelf indexes are rebuilt below with genre_mask as their last column.
-- Sort keys compare by code point (COLLATE "C"), as libs/contract compareSortKeys does. The
-- catalogue trigger names sort_title, so it is set aside while the column changes; the title
-- order may change with the collation, so the catalogue's bookmarks are dropped (version + 1).
DROP TRIGGER media_catalog_changed ON media;
--> statement-breakpoint
ALTER TABLE "media" ALTER COLUMN "sort_creator" SET DATA TYPE text COLLATE "C";--> statement-breakpoint
ALTER TABLE "media" ALTER COLUMN "sort_title" SET DATA TYPE text COLLATE "C";--> statement-breakpoint
ALTER TABLE "user_media" ALTER COLUMN "sort_creator" SET DATA TYPE text COLLATE "C";--> statement-breakpoint
ALTER TABLE "user_media" ALTER COLUMN "sort_title" SET DATA TYPE text COLLATE "C";--> statement-breakpoint
CREATE TRIGGER media_catalog_changed AFTER INSERT OR DELETE OR UPDATE OF sort_title, restricted, type OR TRUNCATE ON media
FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed();
--> statement-breakpoint
UPDATE catalog_version SET version = version + 1;
--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "user_media" ADD COLUMN "genre_mask" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_created_by_idx" ON "media" USING btree ("created_by") WHERE "media"."created_by" is not null;--> statement-breakpoint
-- genre_mask: bit g - 1 for genre g, a copy of media_genres on each library row.
CREATE FUNCTION media_genre_mask(p_media integer) RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT coalesce(bit_or(1 << (genre_id - 1)), 0)::integer FROM media_genres WHERE media_id = p_media;
$$;
--> statement-breakpoint
UPDATE "user_media" AS um SET "genre_mask" = g.mask
FROM (SELECT media_id, bit_or(1 << (genre_id - 1))::integer AS mask FROM media_genres GROUP BY media_id) AS g
WHERE g.media_id = um.media_id;
--> statement-breakpoint
INSERT INTO "shelf_genre_totals" (user_id, genre_id, status, media_type, total, favorites)
SELECT um.user_id, mg.genre_id, um.status, um.media_type, count(*), count(*) FILTER (WHERE um.favorited)
FROM user_media AS um JOIN media_genres AS mg ON mg.media_id = um.media_id
GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
CREATE INDEX "user_media_creator_idx" ON "user_media" USING btree ("user_id","status","sort_creator","sort_title","usermedia_id","genre_mask");--> statement-breakpoint
CREATE INDEX "user_media_title_idx" ON "user_media" USING btree ("user_id","status","sort_title","usermedia_id","genre_mask");--> statement-breakpoint
CREATE INDEX "user_media_recent_idx" ON "user_media" USING btree ("user_id","status","usermedia_id","genre_mask");--> statement-breakpoint
CREATE INDEX "user_media_type_creator_idx" ON "user_media" USING btree ("user_id","media_type","status","sort_creator","sort_title","usermedia_id","genre_mask");--> statement-breakpoint
CREATE INDEX "user_media_type_title_idx" ON "user_media" USING btree ("user_id","media_type","status","sort_title","usermedia_id","genre_mask");--> statement-breakpoint
CREATE INDEX "user_media_type_recent_idx" ON "user_media" USING btree ("user_id","media_type","status","usermedia_id","genre_mask");--> statement-breakpoint
CREATE INDEX "user_media_all_creator_idx" ON "user_media" USING btree ("user_id","sort_creator","sort_title","usermedia_id","genre_mask");--> statement-breakpoint
CREATE INDEX "user_media_all_title_idx" ON "user_media" USING btree ("user_id","sort_title","usermedia_id","genre_mask");--> statement-breakpoint
CREATE INDEX "user_media_all_recent_idx" ON "user_media" USING btree ("user_id","usermedia_id","genre_mask");--> statement-breakpoint
CREATE INDEX "user_media_favorites_idx" ON "user_media" USING btree ("user_id","sort_creator","sort_title","usermedia_id","genre_mask") WHERE "user_media"."favorited";
--> statement-breakpoint
CREATE FUNCTION shelf_genre_totals_add(p_user integer, p_mask integer, p_status text, p_type text, p_total integer, p_favorites integer)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO shelf_genre_totals (user_id, genre_id, status, media_type, total, favorites)
  SELECT p_user, g, p_status, p_type, p_total, p_favorites FROM generate_series(1, 30) AS g WHERE p_mask & (1 << (g - 1)) <> 0
  ON CONFLICT (user_id, genre_id, status, media_type)
  DO UPDATE SET total = shelf_genre_totals.total + excluded.total, favorites = shelf_genre_totals.favorites + excluded.favorites;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION user_media_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM shelf_totals_add(OLD.user_id, OLD.status, OLD.media_type, -1, CASE WHEN OLD.favorited THEN -1 ELSE 0 END);
    PERFORM shelf_genre_totals_add(OLD.user_id, OLD.genre_mask, OLD.status, OLD.media_type, -1, CASE WHEN OLD.favorited THEN -1 ELSE 0 END);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM shelf_totals_add(NEW.user_id, NEW.status, NEW.media_type, 1, CASE WHEN NEW.favorited THEN 1 ELSE 0 END);
    PERFORM shelf_genre_totals_add(NEW.user_id, NEW.genre_mask, NEW.status, NEW.media_type, 1, CASE WHEN NEW.favorited THEN 1 ELSE 0 END);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER user_media_totals_update ON user_media;
--> statement-breakpoint
CREATE TRIGGER user_media_totals_update AFTER UPDATE OF user_id, status, media_type, favorited, genre_mask ON user_media
FOR EACH ROW
WHEN ((OLD.user_id, OLD.status, OLD.media_type, OLD.favorited, OLD.genre_mask) IS DISTINCT FROM (NEW.user_id, NEW.status, NEW.media_type, NEW.favorited, NEW.genre_mask))
EXECUTE FUNCTION user_media_totals();
--> statement-breakpoint
-- A new library row takes its item's genres, whoever inserts it.
CREATE FUNCTION user_media_genre_mask() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.genre_mask := media_genre_mask(NEW.media_id);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER user_media_genre_mask BEFORE INSERT ON user_media
FOR EACH ROW EXECUTE FUNCTION user_media_genre_mask();
--> statement-breakpoint
-- An item's genres change: its library rows follow (and, through them, the genre totals).
CREATE FUNCTION media_genres_to_user_media() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE user_media AS um SET genre_mask = media_genre_mask(um.media_id)
  WHERE um.media_id IN (SELECT DISTINCT media_id FROM changed_genres) AND um.genre_mask <> media_genre_mask(um.media_id);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER media_genres_added AFTER INSERT ON media_genres
REFERENCING NEW TABLE AS changed_genres FOR EACH STATEMENT EXECUTE FUNCTION media_genres_to_user_media();
--> statement-breakpoint
CREATE TRIGGER media_genres_removed AFTER DELETE ON media_genres
REFERENCING OLD TABLE AS changed_genres FOR EACH STATEMENT EXECUTE FUNCTION media_genres_to_user_media();
