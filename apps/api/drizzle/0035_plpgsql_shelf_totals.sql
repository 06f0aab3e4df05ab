-- The helpers every write of an entry runs through its triggers (migrations 0003 and 0009) were
-- SQL functions, which PostgreSQL plans again at each call; as PL/pgSQL they keep their plans for
-- the session. Each entry written paid three of them, planned: about 0.8 ms of a media server's
-- play recorded in 3 ms (bench/RESULTS.md, issue 31). What they do is unchanged.
CREATE OR REPLACE FUNCTION shelf_totals_add(p_user integer, p_status text, p_type text, p_total integer, p_favorites integer)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO shelf_totals (user_id, status, media_type, total, favorites)
  VALUES (p_user, p_status, p_type, p_total, p_favorites)
  ON CONFLICT (user_id, status, media_type)
  DO UPDATE SET total = shelf_totals.total + excluded.total, favorites = shelf_totals.favorites + excluded.favorites;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION media_genre_mask(p_media integer)
RETURNS integer LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (SELECT coalesce(bit_or(1 << (genre_id - 1)), 0)::integer FROM media_genres WHERE media_id = p_media);
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION shelf_genre_totals_add(p_user integer, p_mask integer, p_status text, p_type text, p_total integer, p_favorites integer)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_mask = 0 THEN
    RETURN;
  END IF;
  INSERT INTO shelf_genre_totals (user_id, genre_id, status, media_type, total, favorites)
  SELECT p_user, g, p_status, p_type, p_total, p_favorites FROM generate_series(1, 30) AS g WHERE p_mask & (1 << (g - 1)) <> 0
  ON CONFLICT (user_id, genre_id, status, media_type)
  DO UPDATE SET total = shelf_genre_totals.total + excluded.total, favorites = shelf_genre_totals.favorites + excluded.favorites;
END;
$$;
