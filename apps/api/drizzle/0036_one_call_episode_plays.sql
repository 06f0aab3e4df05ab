-- A media server's episode played to the end, and a movie stopped part way, are recorded in one
-- call each (media_server_play_episode, media_server_play_started), as a movie played to the end
-- is since migration 0034 (bench/RESULTS.md, issue 31). So that a play and a click
-- on "watched" mark an episode the same way, the marking statement of the watches (ADR 0030, was
-- the text of episodes/watches.repository.ts) becomes the function entry_mark_watches, which the
-- watches' route calls too. The check of the caller's copy of an integration, which both plays'
-- calls make first, becomes integration_copy_is_current.
CREATE FUNCTION entry_mark_watches(p_user_id integer, p_media_id integer, p_at timestamptz, p_chosen integer[])
RETURNS TABLE (usermedia_id integer, reading_id integer, status text, progress integer, total integer, marks json) LANGUAGE plpgsql AS $$
#variable_conflict use_column
BEGIN
  -- The entry row is locked; the chosen songs or episodes get their watch in the current reading
  -- (kept when already there), the reading starts no later than the watch, and progress becomes
  -- the marked ones, specials (season 0) aside. A statement does not see its own inserts, so the
  -- count and the answer add the inserted rows to what was there before. Without an entry or a
  -- current reading it changes nothing and says so (usermedia_id or reading_id null).
  RETURN QUERY
  WITH entry AS (
    SELECT um.usermedia_id, um.status, r.reading_id
    FROM user_media um LEFT JOIN readings r ON r.usermedia_id = um.usermedia_id AND r.date_finished IS NULL
    WHERE um.user_id = p_user_id AND um.media_id = p_media_id
    FOR UPDATE OF um),
  chosen AS (SELECT s.submedia_id, s.season FROM submedia s WHERE s.submedia_id = ANY (p_chosen) AND s.media_id = p_media_id),
  added AS (
    INSERT INTO submedia_watches (usermedia_id, reading_id, submedia_id, watched_at)
    SELECT e.usermedia_id, e.reading_id, c.submedia_id, p_at FROM entry e, chosen c WHERE e.reading_id IS NOT NULL
    ON CONFLICT (reading_id, submedia_id) DO NOTHING
    RETURNING submedia_watches.submedia_id),
  earlier AS (
    SELECT w.submedia_id, count(*)::int AS n, max(w.watched_at) AS last
    FROM submedia_watches w
    WHERE w.usermedia_id = (SELECT usermedia_id FROM entry) AND w.submedia_id IN (SELECT submedia_id FROM chosen)
    GROUP BY w.submedia_id),
  marked AS (
    SELECT count(*)::int AS n FROM submedia_watches w JOIN submedia s ON s.submedia_id = w.submedia_id
    WHERE w.reading_id = (SELECT reading_id FROM entry) AND s.season IS DISTINCT FROM 0),
  started AS (
    UPDATE readings SET date_started = p_at, started_precision = 'day'
    WHERE readings.reading_id = (SELECT reading_id FROM entry) AND readings.date_started > p_at AND EXISTS (SELECT 1 FROM added)
    RETURNING 1),
  updated AS (
    UPDATE user_media SET progress = (SELECT n FROM marked)
      + (SELECT count(*)::int FROM added a JOIN chosen c ON c.submedia_id = a.submedia_id WHERE c.season IS DISTINCT FROM 0)
    WHERE user_media.usermedia_id = (SELECT usermedia_id FROM entry WHERE reading_id IS NOT NULL)
    RETURNING user_media.status, user_media.progress)
  SELECT e.usermedia_id, e.reading_id, coalesce(u.status, e.status)::text, u.progress,
    (SELECT count(*)::int FROM submedia s WHERE s.media_id = p_media_id AND s.season IS DISTINCT FROM 0),
    (SELECT json_agg(json_build_object('submediaID', c.submedia_id, 'watched', e.reading_id IS NOT NULL,
        'watchCount', coalesce(b.n, 0) + (a.submedia_id IS NOT NULL)::int,
        'lastWatched', to_char(greatest(b.last, CASE WHEN a.submedia_id IS NOT NULL THEN p_at END) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')))
      FROM chosen c LEFT JOIN earlier b ON b.submedia_id = c.submedia_id LEFT JOIN added a ON a.submedia_id = c.submedia_id)
  FROM (SELECT 1) AS one LEFT JOIN entry e ON true LEFT JOIN updated u ON true;
END;
$$;
--> statement-breakpoint
-- Whether a caller's copy of an integration is still true: not deleted or paused, the same secret
-- and settings, its owner enabled and of the same role. (The webhook events a play causes are
-- captured by the entries' triggers since migration 0037, so the copy no longer needs to know
-- which events the owner's endpoints want.)
CREATE FUNCTION integration_copy_is_current(p_integration_id integer, p_secret_hash text, p_settings jsonb, p_user_id integer, p_role text)
RETURNS boolean LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN EXISTS (
    SELECT 1 FROM integrations i JOIN users u ON u.user_id = i.user_id
    WHERE i.integration_id = p_integration_id AND i.user_id = p_user_id AND i.secret_hash = p_secret_hash AND NOT i.paused
      AND i.settings = p_settings AND u.disabled_at IS NULL AND u.role = p_role
  );
END;
$$;
--> statement-breakpoint
-- Stores a play one of the calls recorded, a line of the entry's history. A play whose dedupe key
-- is taken raises media_server_play_duplicate, which undoes the whole call. The dedupe key names
-- the record, known only here: the caller's key has {media} in its place.
CREATE FUNCTION media_server_play_store(p_integration_id integer, p_user_id integer, p_action text, p_media_type text, p_play jsonb,
  p_played_at timestamptz, p_media_id integer, p_submedia_id integer, p_usermedia_id integer, p_season integer, p_episode integer)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO media_server_plays (integration_id, user_id, state, action, media_type, title, year, season, episode, rating, external_ids, server_user, played_at,
    media_id, submedia_id, usermedia_id, dedupe_key)
  VALUES (p_integration_id, p_user_id, 'recorded', p_action, p_media_type, p_play->>'title', (p_play->>'year')::integer, p_season, p_episode,
    (p_play->>'rating')::integer, coalesce(p_play->'externalIds', '{}'::jsonb), p_play->>'serverUser', p_played_at, p_media_id, p_submedia_id, p_usermedia_id,
    replace(p_play->>'dedupeKey', '{media}', p_media_id::text))
  ON CONFLICT DO NOTHING;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'media_server_play_duplicate';
  END IF;
END;
$$;
--> statement-breakpoint
-- Whether the user has this play already, from any server: the same record (and episode) doing
-- the same thing within p_minutes either way (plays.repository.ts's hasSamePlay, for the calls).
CREATE FUNCTION media_server_play_seen(p_user_id integer, p_media_id integer, p_submedia_id integer, p_action text, p_at timestamptz, p_minutes integer)
RETURNS boolean LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN EXISTS (
    SELECT 1 FROM media_server_plays
    WHERE user_id = p_user_id AND media_id = p_media_id AND action = p_action AND state = 'recorded'
      AND submedia_id IS NOT DISTINCT FROM p_submedia_id
      AND played_at BETWEEN p_at - make_interval(mins => p_minutes) AND p_at + make_interval(mins => p_minutes));
END;
$$;
--> statement-breakpoint
-- The movie a play's ids name ([source, id] pairs in the order they count) that a user of the
-- role may see, or null. A probe of the id's key per pair (LIMIT 1 keeps the lateral from being
-- flattened into a join that reads every id: the planner takes the pairs for 100 rows).
CREATE FUNCTION movie_of_play(p_ids jsonb, p_role text) RETURNS integer LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (
    SELECT m.media_id
    FROM jsonb_array_elements(p_ids) WITH ORDINALITY AS given(pair, n)
      CROSS JOIN LATERAL (
        SELECT x.media_id FROM external_ids x WHERE x.source = given.pair->>0 AND x.external_id = given.pair->>1 LIMIT 1
      ) AS held
      JOIN media m ON m.media_id = held.media_id
    WHERE m.type = 'movie' AND (p_role = 'admin' OR NOT m.restricted)
    ORDER BY given.n
    LIMIT 1);
END;
$$;
--> statement-breakpoint
-- Migration 0034's function, less the events its caller passed (the triggers of migration 0037
-- capture them), checking the copy through integration_copy_is_current and finding the movie
-- through movie_of_play.
DROP FUNCTION media_server_play_watched(integer, text, jsonb, integer, text, text[], jsonb, timestamptz, integer, jsonb, text, text, text);
--> statement-breakpoint
CREATE FUNCTION media_server_play_watched(p_integration_id integer, p_secret_hash text, p_settings jsonb, p_user_id integer, p_role text,
  p_ids jsonb, p_played_at timestamptz, p_same_play_minutes integer, p_play jsonb, p_when_open text, p_when_none text, p_records_from text)
RETURNS TABLE (outcome text, media_id integer, usermedia_id integer) LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_media integer;
  v_entry integer;
  v_status text;
BEGIN
  IF NOT integration_copy_is_current(p_integration_id, p_secret_hash, p_settings, p_user_id, p_role) THEN
    RETURN QUERY SELECT 'stale'::text, NULL::integer, NULL::integer;
    RETURN;
  END IF;
  v_media := movie_of_play(p_ids, p_role);
  IF v_media IS NULL THEN
    RETURN QUERY SELECT 'nomatch'::text, NULL::integer, NULL::integer;
    RETURN;
  END IF;
  PERFORM pg_advisory_xact_lock(hashtext('media_server_plays'), p_user_id);
  IF media_server_play_seen(p_user_id, v_media, NULL, 'watched', p_played_at, p_same_play_minutes) THEN
    RETURN QUERY SELECT 'duplicate'::text, v_media, NULL::integer;
    RETURN;
  END IF;
  SELECT um.usermedia_id, um.status INTO v_entry, v_status FROM user_media um WHERE um.user_id = p_user_id AND um.media_id = v_media;
  IF v_entry IS NULL THEN
    -- New to the shelf, it is put there Seen, with no reading yet: the branch below gives it the
    -- finished reading a rewatch gets (what Seen from "in the library" records), in one write of
    -- the entry rather than an insert and a status change.
    SELECT i.usermedia_id INTO v_entry FROM user_media_insert(p_user_id, jsonb_build_array(jsonb_build_object('media_id', v_media, 'status', 'read'))) i;
    IF v_entry IS NULL THEN
      RETURN QUERY SELECT 'conflict'::text, v_media, NULL::integer;
      RETURN;
    END IF;
    v_status := 'read';
  END IF;
  IF v_status = 'read' AND NOT EXISTS (SELECT 1 FROM readings r WHERE r.usermedia_id = v_entry AND r.date_finished IS NULL) THEN
    INSERT INTO readings (usermedia_id, date_started, date_finished, status) VALUES (v_entry, p_played_at, p_played_at, 'read') ON CONFLICT DO NOTHING;
  ELSE
    PERFORM entry_set_status(v_entry, p_user_id, 'read', p_when_open, p_when_none, p_records_from, p_played_at);
  END IF;
  PERFORM media_server_play_store(p_integration_id, p_user_id, 'watched', 'movie', p_play, p_played_at, v_media, NULL, v_entry, NULL, NULL);
  RETURN QUERY SELECT 'watched'::text, v_media, v_entry;
END;
$$;
--> statement-breakpoint
-- An episode played to the end, in one call, on the same terms as media_server_play_watched
-- ('stale' when the copy of the integration is not true). The episode is found by its own ids
-- ([source, id] pairs in the order they count: the servers report an episode's ids, not its
-- show's); 'nomatch' when none is known (the caller matches the show by title and the episode by
-- its number, creating it when the show lacks it). Then, under the user's plays lock, the same
-- play within p_same_play_minutes changes nothing ('duplicate'), nor does an episode already
-- watched in the show's current viewing ('watched_before'). Otherwise a show with no viewing open is put on the
-- shelf if need be and moved to Currently Watching (p_when_open…: that status's rule), which
-- starts one; the episode is marked in it (entry_mark_watches), and the play stored.
CREATE FUNCTION media_server_play_episode(p_integration_id integer, p_secret_hash text, p_settings jsonb, p_user_id integer, p_role text,
  p_episode_ids jsonb, p_season integer, p_episode integer, p_played_at timestamptz, p_same_play_minutes integer,
  p_play jsonb, p_when_open text, p_when_none text, p_records_from text)
RETURNS TABLE (outcome text, media_id integer, usermedia_id integer) LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_media integer;
  v_episode integer;
  v_entry integer;
  v_reading integer;
BEGIN
  IF NOT integration_copy_is_current(p_integration_id, p_secret_hash, p_settings, p_user_id, p_role) THEN
    RETURN QUERY SELECT 'stale'::text, NULL::integer, NULL::integer;
    RETURN;
  END IF;
  SELECT s.media_id, s.submedia_id INTO v_media, v_episode
  FROM jsonb_array_elements(p_episode_ids) WITH ORDINALITY AS given(pair, n)
    CROSS JOIN LATERAL (
      SELECT x.submedia_id FROM external_ids x WHERE x.source = given.pair->>0 AND x.external_id = given.pair->>1 LIMIT 1
    ) AS held
    JOIN submedia s ON s.submedia_id = held.submedia_id
    JOIN media m ON m.media_id = s.media_id
  WHERE m.type = 'tvshow' AND (p_role = 'admin' OR NOT m.restricted)
  ORDER BY given.n
  LIMIT 1;
  IF v_episode IS NULL THEN
    RETURN QUERY SELECT 'nomatch'::text, NULL::integer, NULL::integer;
    RETURN;
  END IF;
  PERFORM pg_advisory_xact_lock(hashtext('media_server_plays'), p_user_id);
  IF media_server_play_seen(p_user_id, v_media, v_episode, 'episode', p_played_at, p_same_play_minutes) THEN
    RETURN QUERY SELECT 'duplicate'::text, v_media, NULL::integer;
    RETURN;
  END IF;
  SELECT um.usermedia_id, r.reading_id INTO v_entry, v_reading
  FROM user_media um LEFT JOIN readings r ON r.usermedia_id = um.usermedia_id AND r.date_finished IS NULL
  WHERE um.user_id = p_user_id AND um.media_id = v_media;
  IF v_reading IS NOT NULL AND EXISTS (SELECT 1 FROM submedia_watches w WHERE w.reading_id = v_reading AND w.submedia_id = v_episode) THEN
    RETURN QUERY SELECT 'watched_before'::text, v_media, v_entry;
    RETURN;
  END IF;
  IF v_entry IS NULL THEN
    SELECT i.usermedia_id INTO v_entry FROM user_media_insert(p_user_id, jsonb_build_array(jsonb_build_object('media_id', v_media, 'status', 'library'))) i;
    IF v_entry IS NULL THEN
      RETURN QUERY SELECT 'conflict'::text, v_media, NULL::integer;
      RETURN;
    END IF;
  END IF;
  IF v_reading IS NULL THEN
    PERFORM entry_set_status(v_entry, p_user_id, 'currentlyReading', p_when_open, p_when_none, p_records_from, p_played_at);
  END IF;
  PERFORM 1 FROM entry_mark_watches(p_user_id, v_media, p_played_at, ARRAY[v_episode]);
  PERFORM media_server_play_store(p_integration_id, p_user_id, 'episode', 'tvshow', p_play, p_played_at, v_media, v_episode, v_entry, p_season, p_episode);
  RETURN QUERY SELECT 'episode'::text, v_media, v_entry;
END;
$$;
--> statement-breakpoint
-- A movie stopped part way (past the integration's minimum share), in one call, on the same terms
-- as media_server_play_watched: under the user's plays lock, the same play within
-- p_same_play_minutes changes nothing ('duplicate'), nor does a movie Currently Watching already
-- ('watching') or one this play finished ('finished': Plex posts media.stop after the media.scrobble
-- of the same play). Otherwise the movie is put on the shelf if need be and moved to Currently
-- Watching (p_when_open…: that status's rule), which starts a reading at the play, and the play
-- is stored.
CREATE FUNCTION media_server_play_started(p_integration_id integer, p_secret_hash text, p_settings jsonb, p_user_id integer, p_role text,
  p_ids jsonb, p_played_at timestamptz, p_same_play_minutes integer, p_play jsonb, p_when_open text, p_when_none text, p_records_from text)
RETURNS TABLE (outcome text, media_id integer, usermedia_id integer) LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_media integer;
  v_entry integer;
  v_status text;
BEGIN
  IF NOT integration_copy_is_current(p_integration_id, p_secret_hash, p_settings, p_user_id, p_role) THEN
    RETURN QUERY SELECT 'stale'::text, NULL::integer, NULL::integer;
    RETURN;
  END IF;
  v_media := movie_of_play(p_ids, p_role);
  IF v_media IS NULL THEN
    RETURN QUERY SELECT 'nomatch'::text, NULL::integer, NULL::integer;
    RETURN;
  END IF;
  PERFORM pg_advisory_xact_lock(hashtext('media_server_plays'), p_user_id);
  IF media_server_play_seen(p_user_id, v_media, NULL, 'started', p_played_at, p_same_play_minutes) THEN
    RETURN QUERY SELECT 'duplicate'::text, v_media, NULL::integer;
    RETURN;
  END IF;
  SELECT um.usermedia_id, um.status INTO v_entry, v_status FROM user_media um WHERE um.user_id = p_user_id AND um.media_id = v_media;
  IF v_status = 'currentlyReading' THEN
    RETURN QUERY SELECT 'watching'::text, v_media, v_entry;
    RETURN;
  END IF;
  IF media_server_play_seen(p_user_id, v_media, NULL, 'watched', p_played_at, p_same_play_minutes) THEN
    RETURN QUERY SELECT 'finished'::text, v_media, v_entry;
    RETURN;
  END IF;
  IF v_entry IS NULL THEN
    SELECT i.usermedia_id INTO v_entry FROM user_media_insert(p_user_id, jsonb_build_array(jsonb_build_object('media_id', v_media, 'status', 'library'))) i;
    IF v_entry IS NULL THEN
      RETURN QUERY SELECT 'conflict'::text, v_media, NULL::integer;
      RETURN;
    END IF;
  END IF;
  PERFORM entry_set_status(v_entry, p_user_id, 'currentlyReading', p_when_open, p_when_none, p_records_from, p_played_at);
  PERFORM media_server_play_store(p_integration_id, p_user_id, 'started', 'movie', p_play, p_played_at, v_media, NULL, v_entry, NULL, NULL);
  RETURN QUERY SELECT 'started'::text, v_media, v_entry;
END;
$$;
