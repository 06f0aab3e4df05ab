CREATE TABLE "episode_lengths" (
	"media_id" integer PRIMARY KEY NOT NULL,
	"minutes" smallint NOT NULL,
	CONSTRAINT "episode_lengths_minutes_check" CHECK ("episode_lengths"."minutes" between 1 and 1440)
);
--> statement-breakpoint
CREATE TABLE "goals" (
	"user_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"media_type" text NOT NULL,
	"target" integer NOT NULL,
	CONSTRAINT "goals_user_id_year_media_type_pk" PRIMARY KEY("user_id","year","media_type"),
	CONSTRAINT "goals_target_check" CHECK ("goals"."target" between 1 and 10000),
	CONSTRAINT "goals_year_check" CHECK ("goals"."year" between 1900 and 2200)
);
--> statement-breakpoint
CREATE TABLE "shelf_versions" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "episode_lengths" ADD CONSTRAINT "episode_lengths_media_id_media_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("media_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Cached stats stay valid while their user's shelf_versions number has not moved (ADR 0020).
-- Statement-level triggers with transition tables: an import of thousands of rows bumps once.
CREATE FUNCTION shelf_versions_bump(p_users integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO shelf_versions (user_id, version)
  SELECT DISTINCT u, 1 FROM unnest(p_users) AS u WHERE u IS NOT NULL
  ON CONFLICT (user_id) DO UPDATE SET version = shelf_versions.version + 1;
$$;
--> statement-breakpoint
CREATE FUNCTION user_media_shelf_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM shelf_versions_bump(ARRAY(SELECT user_id FROM changed_new));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM shelf_versions_bump(ARRAY(SELECT user_id FROM changed_old));
  ELSE
    PERFORM shelf_versions_bump(ARRAY(SELECT user_id FROM changed_new UNION SELECT user_id FROM changed_old));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Readings and tags on entries name their entry; the entry names the user (gone already when the entry itself was deleted, which bumped).
CREATE FUNCTION entry_rows_shelf_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM shelf_versions_bump(ARRAY(SELECT um.user_id FROM changed_new c JOIN user_media um ON um.usermedia_id = c.usermedia_id));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM shelf_versions_bump(ARRAY(SELECT um.user_id FROM changed_old c JOIN user_media um ON um.usermedia_id = c.usermedia_id));
  ELSE
    PERFORM shelf_versions_bump(ARRAY(
      SELECT um.user_id FROM (SELECT usermedia_id FROM changed_new UNION SELECT usermedia_id FROM changed_old) c
      JOIN user_media um ON um.usermedia_id = c.usermedia_id));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER user_media_shelf_inserted AFTER INSERT ON user_media REFERENCING NEW TABLE AS changed_new
FOR EACH STATEMENT EXECUTE FUNCTION user_media_shelf_changed();
--> statement-breakpoint
CREATE TRIGGER user_media_shelf_updated AFTER UPDATE ON user_media REFERENCING NEW TABLE AS changed_new OLD TABLE AS changed_old
FOR EACH STATEMENT EXECUTE FUNCTION user_media_shelf_changed();
--> statement-breakpoint
CREATE TRIGGER user_media_shelf_deleted AFTER DELETE ON user_media REFERENCING OLD TABLE AS changed_old
FOR EACH STATEMENT EXECUTE FUNCTION user_media_shelf_changed();
--> statement-breakpoint
CREATE TRIGGER readings_shelf_inserted AFTER INSERT ON readings REFERENCING NEW TABLE AS changed_new
FOR EACH STATEMENT EXECUTE FUNCTION entry_rows_shelf_changed();
--> statement-breakpoint
CREATE TRIGGER readings_shelf_updated AFTER UPDATE ON readings REFERENCING NEW TABLE AS changed_new OLD TABLE AS changed_old
FOR EACH STATEMENT EXECUTE FUNCTION entry_rows_shelf_changed();
--> statement-breakpoint
CREATE TRIGGER readings_shelf_deleted AFTER DELETE ON readings REFERENCING OLD TABLE AS changed_old
FOR EACH STATEMENT EXECUTE FUNCTION entry_rows_shelf_changed();
--> statement-breakpoint
CREATE TRIGGER usermedia_tags_shelf_inserted AFTER INSERT ON usermedia_tags REFERENCING NEW TABLE AS changed_new
FOR EACH STATEMENT EXECUTE FUNCTION entry_rows_shelf_changed();
--> statement-breakpoint
CREATE TRIGGER usermedia_tags_shelf_deleted AFTER DELETE ON usermedia_tags REFERENCING OLD TABLE AS changed_old
FOR EACH STATEMENT EXECUTE FUNCTION entry_rows_shelf_changed();
