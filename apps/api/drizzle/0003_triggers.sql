-- Shelf totals per user, status and type, kept in step with user_media.
CREATE FUNCTION shelf_totals_add(p_user integer, p_status text, p_type text, p_total integer, p_favorites integer)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO shelf_totals (user_id, status, media_type, total, favorites)
  VALUES (p_user, p_status, p_type, p_total, p_favorites)
  ON CONFLICT (user_id, status, media_type)
  DO UPDATE SET total = shelf_totals.total + excluded.total, favorites = shelf_totals.favorites + excluded.favorites;
$$;
--> statement-breakpoint
CREATE FUNCTION user_media_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM shelf_totals_add(OLD.user_id, OLD.status, OLD.media_type, -1, CASE WHEN OLD.favorited THEN -1 ELSE 0 END);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM shelf_totals_add(NEW.user_id, NEW.status, NEW.media_type, 1, CASE WHEN NEW.favorited THEN 1 ELSE 0 END);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER user_media_totals AFTER INSERT OR DELETE ON user_media
FOR EACH ROW EXECUTE FUNCTION user_media_totals();
--> statement-breakpoint
CREATE TRIGGER user_media_totals_update AFTER UPDATE OF user_id, status, media_type, favorited ON user_media
FOR EACH ROW
WHEN ((OLD.user_id, OLD.status, OLD.media_type, OLD.favorited) IS DISTINCT FROM (NEW.user_id, NEW.status, NEW.media_type, NEW.favorited))
EXECUTE FUNCTION user_media_totals();
--> statement-breakpoint
-- Every word of every title, for correcting misspelt search words.
CREATE FUNCTION media_title_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO title_words (word) SELECT lexeme FROM unnest(NEW.title_search) ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER media_title_words AFTER INSERT OR UPDATE OF title ON media
FOR EACH ROW EXECUTE FUNCTION media_title_words();
